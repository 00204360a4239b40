/** The weather app's data: sample cities with their typical climate, and a forecast seeded from each name. */

import type { AppLanguage } from '../locale';
import { lit } from './shared/ts-literal';
import type { WeatherCopy } from './weather-copy';

export type SampleCity = {
  /** The English name: the city's id in the app (its seed and what the browser keeps). */
  id: string;
  /** ISO 3166 region code; the country's name is written in the app's language. */
  region: string;
  /** Typical daily mean (°C), the day's spread, humidity (%), wind (km/h), how wet (0–1), peak UV. */
  mean: number;
  range: number;
  humidity: number;
  wind: number;
  wet: number;
  uv: number;
};

export const SAMPLE_CITIES: SampleCity[] = [
  { id: 'Lisbon', region: 'PT', mean: 18, range: 8, humidity: 70, wind: 14, wet: 0.3, uv: 7 },
  { id: 'London', region: 'GB', mean: 12, range: 7, humidity: 78, wind: 16, wet: 0.5, uv: 4 },
  { id: 'New York', region: 'US', mean: 13, range: 8, humidity: 63, wind: 15, wet: 0.4, uv: 5 },
  { id: 'Tokyo', region: 'JP', mean: 16, range: 7, humidity: 65, wind: 12, wet: 0.45, uv: 6 },
  { id: 'Sydney', region: 'AU', mean: 18, range: 8, humidity: 65, wind: 17, wet: 0.35, uv: 8 },
  { id: 'Reykjavík', region: 'IS', mean: 5, range: 5, humidity: 80, wind: 24, wet: 0.55, uv: 2 },
  { id: 'Dubai', region: 'AE', mean: 28, range: 10, humidity: 55, wind: 13, wet: 0.05, uv: 10 },
  { id: 'Singapore', region: 'SG', mean: 28, range: 6, humidity: 84, wind: 9, wet: 0.6, uv: 11 },
  { id: 'Nairobi', region: 'KE', mean: 19, range: 11, humidity: 65, wind: 11, wet: 0.35, uv: 10 },
  { id: 'Toronto', region: 'CA', mean: 9, range: 9, humidity: 70, wind: 16, wet: 0.4, uv: 4 },
  { id: 'Madrid', region: 'ES', mean: 15, range: 12, humidity: 57, wind: 10, wet: 0.2, uv: 7 },
  { id: 'Paris', region: 'FR', mean: 12, range: 8, humidity: 75, wind: 13, wet: 0.45, uv: 4 },
  { id: 'Berlin', region: 'DE', mean: 10, range: 8, humidity: 74, wind: 14, wet: 0.45, uv: 4 },
  { id: 'Munich', region: 'DE', mean: 9, range: 9, humidity: 75, wind: 12, wet: 0.5, uv: 4 },
  { id: 'Rome', region: 'IT', mean: 16, range: 10, humidity: 70, wind: 11, wet: 0.3, uv: 6 },
];

/** How each language writes the cities whose names differ from the English ones. */
const CITY_NAMES: Record<Exclude<AppLanguage, 'en'>, Record<string, string>> = {
  es: {
    Lisbon: 'Lisboa',
    London: 'Londres',
    'New York': 'Nueva York',
    Tokyo: 'Tokio',
    Sydney: 'Sídney',
    Reykjavík: 'Reikiavik',
    Dubai: 'Dubái',
    Singapore: 'Singapur',
    Munich: 'Múnich',
    Rome: 'Roma',
  },
  fr: {
    Lisbon: 'Lisbonne',
    London: 'Londres',
    Reykjavík: 'Reykjavik',
    Dubai: 'Dubaï',
    Singapore: 'Singapour',
    Rome: 'Rome',
  },
  de: { Lisbon: 'Lissabon', Tokyo: 'Tokio', Singapore: 'Singapur', Munich: 'München', Rome: 'Rom' },
  pt: {
    Lisbon: 'Lisboa',
    London: 'Londres',
    'New York': 'Nova Iorque',
    Tokyo: 'Tóquio',
    Reykjavík: 'Reiquiavique',
    Singapore: 'Singapura',
    Berlin: 'Berlim',
    Munich: 'Munique',
    Rome: 'Roma',
  },
  it: {
    Lisbon: 'Lisbona',
    London: 'Londra',
    Singapore: 'Singapore',
    Paris: 'Parigi',
    Berlin: 'Berlino',
    Munich: 'Monaco di Baviera',
    Rome: 'Roma',
  },
};

/** The city a language opens on when the prompt names none. */
const HOME: Record<AppLanguage, string> = {
  en: 'Lisbon',
  es: 'Madrid',
  fr: 'Paris',
  de: 'Berlin',
  pt: 'Lisbon',
  it: 'Rome',
};

export function cityName(city: SampleCity, language: AppLanguage): string {
  return language === 'en' ? city.id : (CITY_NAMES[language][city.id] ?? city.id);
}

/** Every way the five languages and English write a city, lower-cased. */
function namesOf(city: SampleCity): string[] {
  return [city.id, ...Object.values(CITY_NAMES).map((names) => names[city.id] ?? city.id)].map((name) =>
    name.toLowerCase(),
  );
}

/** A sample city the prompt names in any of the languages ("Londres", "München"), else null. */
export function knownCityIn(prompt: string): SampleCity | null {
  const text = ` ${prompt.toLowerCase().replace(/[^\p{L}\s'-]+/gu, ' ')} `;
  return SAMPLE_CITIES.find((city) => namesOf(city).some((name) => text.includes(` ${name} `))) ?? null;
}

/** The cities, the prompt's place first (a city not in the list gets a mild, temperate climate). */
export function citiesFor(place: string | null, language: AppLanguage = 'en'): SampleCity[] {
  const home = SAMPLE_CITIES.find((city) => city.id === HOME[language]);
  if (!place) return home ? [home, ...SAMPLE_CITIES.filter((city) => city !== home)] : SAMPLE_CITIES;
  const known = SAMPLE_CITIES.find((city) => namesOf(city).includes(place.toLowerCase()));
  if (known) return [known, ...SAMPLE_CITIES.filter((city) => city !== known)];
  const own: SampleCity = {
    id: place,
    region: '',
    mean: 15,
    range: 8,
    humidity: 70,
    wind: 14,
    wet: 0.4,
    uv: 5,
  };
  return [own, ...SAMPLE_CITIES];
}

/** The cities as the generated app lists them: names and countries in its language. */
export function appCities(cities: SampleCity[], language: AppLanguage, c: WeatherCopy) {
  const regions = new Intl.DisplayNames([c.locale], { type: 'region' });
  return cities.map((city) => {
    const { id, region, ...climate } = city;
    const country = region ? (regions.of(region) ?? region) : c.sampleClimate;
    return { id, name: cityName(city, language), country, ...climate };
  });
}

export const WEATHER_LIB = (cities: string, c: WeatherCopy) => `/**
 * SAMPLE weather, not a live feed: each city's forecast is worked out from its name (a fixed seed) and
 * its typical climate, so the same city always shows the same figures. Swap forecastFor for a real
 * weather API to show live data.
 */
export type Condition = 'Clear' | 'Partly cloudy' | 'Cloudy' | 'Fog' | 'Rain' | 'Thunderstorm' | 'Snow';
export type City = {
  /** The city's id: what the browser keeps and what seeds its figures. */
  id: string;
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
  const next = sequence(seedOf(city.id));
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

/** Numbers, weekdays and condition names are written the ${c.locale} way. */
export const LOCALE = ${lit(c.locale)};

export const CONDITION_NAMES: Record<Condition, string> = ${lit(c.conditions)};

/** A temperature kept in °C, shown in the chosen unit. */
export function toUnit(celsius: number, unit: TempUnit): number {
  return unit === 'C' ? celsius : Math.round((celsius * 9) / 5 + 32);
}

export function formatTemp(celsius: number, unit: TempUnit): string {
  return new Intl.NumberFormat(LOCALE, { style: 'unit', unit: unit === 'C' ? 'celsius' : 'fahrenheit' }).format(
    toUnit(celsius, unit),
  );
}

export function formatSpeed(kmh: number, unit: SpeedUnit): string {
  const format = (value: number, name: string) => new Intl.NumberFormat(LOCALE, { style: 'unit', unit: name }).format(value);
  return unit === 'kmh' ? format(kmh, 'kilometer-per-hour') : format(Math.round(kmh * 0.621371), 'mile-per-hour');
}

export function formatPercent(value: number): string {
  return new Intl.NumberFormat(LOCALE, { style: 'percent' }).format(value / 100);
}

export function formatHour(hour: number): string {
  return \`\${String(hour).padStart(2, '0')}:00\`;
}

const UV = ${lit(c.uv)};

export function uvLabel(uv: number): string {
  return UV[uv <= 2 ? 0 : uv <= 5 ? 1 : uv <= 7 ? 2 : uv <= 10 ? 3 : 4] as string;
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
