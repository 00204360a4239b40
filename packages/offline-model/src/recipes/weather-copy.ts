import type { AppLanguage } from '../locale';
import { WEATHER_TRANSLATIONS } from './weather-translations';

/** The weather conditions the sample forecast uses (ids in the generated code; their names below). */
export const CONDITIONS = [
  'Clear',
  'Partly cloudy',
  'Cloudy',
  'Fog',
  'Rain',
  'Thunderstorm',
  'Snow',
] as const;
type Condition = (typeof CONDITIONS)[number];

/**
 * Everything the weather app says, per language (issue 18 §2). `{city}`, `{query}`, `{hour}`, `{low}`,
 * `{high}` and `{value}` stand for what the app fills in.
 */
export type WeatherCopy = {
  /** The locale its numbers and weekdays are written in (`Intl`). */
  locale: string;
  forecast: string;
  subtitle: string;
  description: (name: string, count: number, first: string) => string;
  intro: string;
  notice: { strong: string; text: string };
  search: string;
  add: string;
  remove: string;
  noMatch: string;
  cities: string;
  favourite: string;
  tempUnit: string;
  speedUnit: string;
  feelsLike: string;
  humidity: string;
  wind: string;
  uvIndex: string;
  sampleAt: string;
  sampleClimate: string;
  hourly: { title: string; region: string; now: string; rain: string };
  week: { title: string; today: string; low: string; high: string };
  chart: { title: string; label: string; show: string; caption: string; hour: string; temperature: string };
  conditions: Record<Condition, string>;
  /** Low, moderate, high, very high, extreme. */
  uv: [string, string, string, string, string];
};

const EN: WeatherCopy = {
  locale: 'en',
  forecast: 'Forecast',
  subtitle: 'Sample forecasts, not live',
  description: (name, count, first) =>
    `${name}: a weather app on sample data for ${count} cities, opening on ${first}.`,
  intro: 'Today, the next 24 hours and the week ahead.',
  notice: {
    strong: 'Sample data, not a live forecast.',
    text: "Each city's figures are worked out from its typical climate and stay the same every visit; connect a weather service to show real conditions.",
  },
  search: 'Search cities',
  add: 'Add {city} to favourites',
  remove: 'Remove {city} from favourites',
  noMatch: 'No sample city matches “{query}”.',
  cities: 'Cities',
  favourite: ', favourite',
  tempUnit: 'Temperature unit',
  speedUnit: 'Wind speed unit',
  feelsLike: 'Feels like',
  humidity: 'Humidity',
  wind: 'Wind',
  uvIndex: 'UV index',
  sampleAt: 'sample conditions at {hour}',
  sampleClimate: 'Sample climate',
  hourly: {
    title: 'Today by the hour',
    region: 'Hourly forecast, scrolls sideways',
    now: 'Now',
    rain: '{value} rain',
  },
  week: { title: '7-day forecast', today: 'Today', low: 'low', high: 'high' },
  chart: {
    title: 'Temperature today',
    label: 'Temperature over 24 hours: lowest {low}, highest {high} at {hour}',
    show: 'Show the figures as a table',
    caption: 'Temperature by hour today',
    hour: 'Hour',
    temperature: 'Temperature',
  },
  conditions: {
    Clear: 'Clear',
    'Partly cloudy': 'Partly cloudy',
    Cloudy: 'Cloudy',
    Fog: 'Fog',
    Rain: 'Rain',
    Thunderstorm: 'Thunderstorm',
    Snow: 'Snow',
  },
  uv: ['Low', 'Moderate', 'High', 'Very high', 'Extreme'],
};

export const WEATHER_COPY: Record<AppLanguage, WeatherCopy> = { en: EN, ...WEATHER_TRANSLATIONS };
