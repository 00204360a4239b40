import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';
import { CONDITION_ICON, CURRENT_CARD, HOURLY_STRIP, TEMP_CHART, WEEK_LIST } from './weather-components';
import { citiesFor, STORED_LIB, WEATHER_LIB } from './weather-data';
import { CITY_PICKER, WEATHER_PAGE } from './weather-page';

/** "A weather dashboard for Lisbon": the place after "for" when the prompt names no "in Lisbon". */
function placeOf(place: string | null, prompt: string): string | null {
  if (place) return place;
  const match = /\b(?:for|of)\s+((?:[A-Z][a-zà-ÿ'-]+)(?:\s+[A-Z][a-zà-ÿ'-]+){0,2})/.exec(prompt);
  return match?.[1] ?? null;
}

/** A weather app on SAMPLE data (said so on screen): cities, current conditions, 24 hours, 7 days. */
export const weatherRecipe: Recipe = {
  id: 'weather',
  label: 'Weather app',
  defaultNames: ['Skye', 'Nimbus', 'Breeze', 'Isobar'],
  palette: { primary: '#0369a1', accent: '#b45309' },
  plan({ spec }) {
    const cities = citiesFor(placeOf(spec.place, spec.prompt));
    const first = cities[0]?.name ?? 'Lisbon';
    const nav = [{ to: '/', label: 'Forecast', icon: 'CloudSun' }];
    return {
      description: `${spec.name}: a weather app on sample data for ${cities.length} cities, opening on ${first}.`,
      routes: [],
      nav,
      icon: 'CloudSun',
      layout: 'app',
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({
            name: spec.name,
            icon: 'CloudSun',
            nav,
            subtitle: 'Sample forecasts, not live',
          }),
        },
        { path: 'src/lib/weather.ts', content: WEATHER_LIB(lit(cities)) },
        { path: 'src/lib/stored.ts', content: STORED_LIB },
        { path: 'src/components/weather/condition-icon.tsx', content: CONDITION_ICON },
        { path: 'src/components/weather/current-card.tsx', content: CURRENT_CARD },
        { path: 'src/components/weather/hourly-strip.tsx', content: HOURLY_STRIP },
        { path: 'src/components/weather/week-list.tsx', content: WEEK_LIST },
        { path: 'src/components/weather/temp-chart.tsx', content: TEMP_CHART },
        { path: 'src/components/weather/city-picker.tsx', content: CITY_PICKER },
        {
          path: 'src/pages/Index.tsx',
          content: WEATHER_PAGE(
            jsxText(spec.name),
            jsxText(`Today, the next 24 hours and the week ahead${spec.topic ? `: ${spec.topic}` : ''}.`),
          ),
        },
      ],
      highlights: [
        `sample weather for ${cities.length} cities, opening on ${first}, labelled on screen as sample data and not live (there is no weather feed offline); the figures are worked out from each city's typical climate and stay the same every visit`,
        'current conditions (temperature, feels like, humidity, wind, UV), the 24 hours of today in a strip that scrolls sideways in its own box, a 7-day forecast with low-to-high bars and a temperature chart with the figures as a table',
        '°C/°F and km/h/mph toggles, favourite cities and the last city viewed, kept in the browser (localStorage)',
      ],
      suggestions: [
        'Add dark mode',
        'Change the primary colour to teal',
        'Add an about page',
        'Make it mobile responsive',
      ],
    };
  },
};
