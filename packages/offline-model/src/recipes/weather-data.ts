/** The weather app's data: sample cities with their typical climate, and a forecast seeded from each name. */

export type SampleCity = {
  name: string;
  country: string;
  /** Typical daily mean (°C), the day's spread, humidity (%), wind (km/h), how wet (0–1), peak UV. */
  mean: number;
  range: number;
  humidity: number;
  wind: number;
  wet: number;
  uv: number;
};

export const SAMPLE_CITIES: SampleCity[] = [
  { name: 'Lisbon', country: 'Portugal', mean: 18, range: 8, humidity: 70, wind: 14, wet: 0.3, uv: 7 },
  { name: 'London', country: 'United Kingdom', mean: 12, range: 7, humidity: 78, wind: 16, wet: 0.5, uv: 4 },
  { name: 'New York', country: 'United States', mean: 13, range: 8, humidity: 63, wind: 15, wet: 0.4, uv: 5 },
  { name: 'Tokyo', country: 'Japan', mean: 16, range: 7, humidity: 65, wind: 12, wet: 0.45, uv: 6 },
  { name: 'Sydney', country: 'Australia', mean: 18, range: 8, humidity: 65, wind: 17, wet: 0.35, uv: 8 },
  { name: 'Reykjavík', country: 'Iceland', mean: 5, range: 5, humidity: 80, wind: 24, wet: 0.55, uv: 2 },
  {
    name: 'Dubai',
    country: 'United Arab Emirates',
    mean: 28,
    range: 10,
    humidity: 55,
    wind: 13,
    wet: 0.05,
    uv: 10,
  },
  { name: 'Singapore', country: 'Singapore', mean: 28, range: 6, humidity: 84, wind: 9, wet: 0.6, uv: 11 },
  { name: 'Nairobi', country: 'Kenya', mean: 19, range: 11, humidity: 65, wind: 11, wet: 0.35, uv: 10 },
  { name: 'Toronto', country: 'Canada', mean: 9, range: 9, humidity: 70, wind: 16, wet: 0.4, uv: 4 },
];

/** The cities, the prompt's place first (a city not in the list gets a mild, temperate climate). */
export function citiesFor(place: string | null): SampleCity[] {
  if (!place) return SAMPLE_CITIES;
  const known = SAMPLE_CITIES.find((city) => city.name.toLowerCase() === place.toLowerCase());
  if (known) return [known, ...SAMPLE_CITIES.filter((city) => city !== known)];
  const own: SampleCity = {
    name: place,
    country: 'Sample climate',
    mean: 15,
    range: 8,
    humidity: 70,
    wind: 14,
    wet: 0.4,
    uv: 5,
  };
  return [own, ...SAMPLE_CITIES];
}

export const WEATHER_LIB = (cities: string) => `/**
 * SAMPLE weather, not a live feed: each city's forecast is worked out from its name (a fixed seed) and
 * its typical climate, so the same city always shows the same figures. Swap forecastFor for a real
 * weather API to show live data.
 */
export type Condition = 'Clear' | 'Partly cloudy' | 'Cloudy' | 'Fog' | 'Rain' | 'Thunderstorm' | 'Snow';
export type City = {
  name: string;
  country: string;
  mean: number;
  range: number;
  humidity: number;
  wind: number;
  wet: number;
  uv: number;
};
export type Hour = { hour: number; temp: number; condition: Condition; rain: number; night: boolean };
export type Day = { date: Date; min: number; max: number; condition: Condition; rain: number };
export type Current = Hour & { feelsLike: number; humidity: number; wind: number; uv: number };
export type Forecast = { current: Current; hours: Hour[]; days: Day[] };

export const CITIES: City[] = ${cities};

/** A number from a text, the same every time. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

/** A seeded sequence of numbers in [0, 1). */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function conditionFor(city: City, roll: number, temp: number): Condition {
  if (roll < city.wet * 0.3) return temp <= 1 ? 'Snow' : 'Rain';
  if (roll < city.wet * 0.4) return temp >= 15 ? 'Thunderstorm' : 'Rain';
  if (roll < city.wet * 0.4 + 0.06 && city.humidity >= 75) return 'Fog';
  if (roll < city.wet * 0.4 + 0.25) return 'Cloudy';
  if (roll < city.wet * 0.4 + 0.5) return 'Partly cloudy';
  return 'Clear';
}

const WET: Condition[] = ['Rain', 'Thunderstorm', 'Snow'];
const SUN: Record<Condition, number> = {
  Clear: 1,
  'Partly cloudy': 0.7,
  Cloudy: 0.4,
  Fog: 0.3,
  Rain: 0.3,
  Thunderstorm: 0.2,
  Snow: 0.3,
};

/** Seven days and today's 24 hours for a city, and the conditions at the given hour. */
export function forecastFor(city: City, hourNow: number, today = new Date()): Forecast {
  const next = sequence(seedOf(city.name));
  const days: Day[] = Array.from({ length: 7 }, (_, index) => {
    const mean = city.mean + (next() - 0.5) * 6;
    const condition = conditionFor(city, next(), mean);
    const date = new Date(today);
    date.setDate(today.getDate() + index);
    return {
      date,
      max: Math.round(mean + city.range / 2),
      min: Math.round(mean - city.range / 2 - next()),
      condition,
      rain: WET.includes(condition) ? Math.round(50 + next() * 45) : Math.round(next() * 25),
    };
  });
  const first = days[0] as Day;
  const middle = (first.max + first.min) / 2;
  const hours: Hour[] = Array.from({ length: 24 }, (_, hour) => {
    const temp = Math.round(middle + ((first.max - first.min) / 2) * Math.sin(((hour - 9) * Math.PI) / 12));
    const night = hour < 6 || hour >= 20;
    const shift = next();
    const condition = shift < 0.75 ? first.condition : conditionFor(city, next(), temp);
    const rain = WET.includes(condition) ? Math.max(40, first.rain - 10 + Math.round(next() * 20)) : Math.round(next() * 20);
    return { hour, temp, condition, rain, night };
  });
  const hour = hours[Math.min(23, Math.max(0, hourNow))] as Hour;
  const wind = Math.max(2, Math.round(city.wind + (next() - 0.5) * 8));
  const humidity = Math.min(98, Math.round(city.humidity + (next() - 0.5) * 12));
  const feelsLike =
    hour.temp <= 10 ? Math.round(hour.temp - wind / 8) : hour.temp >= 26 ? Math.round(hour.temp + (humidity - 40) / 10) : hour.temp;
  const daylight = hour.night ? 0 : Math.sin(((hour.hour - 6) * Math.PI) / 14);
  const uv = Math.max(0, Math.round(city.uv * SUN[hour.condition] * daylight));
  return { current: { ...hour, feelsLike, humidity, wind, uv }, hours, days };
}

export type TempUnit = 'C' | 'F';
export type SpeedUnit = 'kmh' | 'mph';

/** A temperature kept in °C, shown in the chosen unit. */
export function toUnit(celsius: number, unit: TempUnit): number {
  return unit === 'C' ? celsius : Math.round((celsius * 9) / 5 + 32);
}

export function formatTemp(celsius: number, unit: TempUnit): string {
  return \`\${toUnit(celsius, unit)}°\${unit}\`;
}

export function formatSpeed(kmh: number, unit: SpeedUnit): string {
  return unit === 'kmh' ? \`\${kmh} km/h\` : \`\${Math.round(kmh * 0.621371)} mph\`;
}

export function formatHour(hour: number): string {
  return \`\${String(hour).padStart(2, '0')}:00\`;
}

export function uvLabel(uv: number): string {
  if (uv <= 2) return 'Low';
  if (uv <= 5) return 'Moderate';
  if (uv <= 7) return 'High';
  if (uv <= 10) return 'Very high';
  return 'Extreme';
}
`;

export const STORED_LIB = `import { useEffect, useState } from 'react';

/** A value kept in this browser (localStorage), read once and written on each change. */
export function useStored<T>(key: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const saved = localStorage.getItem(key);
      return saved === null ? initial : (JSON.parse(saved) as T);
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage may be full or switched off; the value still holds for this visit.
    }
  }, [key, value]);
  return [value, setValue];
}
`;
