import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import type { AppLanguage } from '../locale';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';
import { CONDITION_ICON, CURRENT_CARD, HOURLY_STRIP, TEMP_CHART, WEEK_LIST } from './weather-components';
import { WEATHER_COPY } from './weather-copy';
import { appCities, citiesFor, cityName, knownCityIn, STORED_LIB, WEATHER_LIB } from './weather-data';
import { CITY_PICKER, WEATHER_PAGE } from './weather-page';

/** The words before a place, by language ("for Lisbon", "para Madrid", "für Hamburg", "per Roma"). */
const PLACE_AFTER: Record<AppLanguage, string> = {
  en: 'for|of',
  es: 'en|para|de',
  fr: 'à|pour|de',
  de: 'in|für|aus',
  pt: 'em|para|de',
  it: 'a|per|di',
};

/** A sample city named in any language ("Londres"), else the place after "in", "for", "para"… */
function placeOf(place: string | null, prompt: string, language: AppLanguage): string | null {
  const known = knownCityIn(prompt);
  if (known) return known.id;
  if (place) return place;
  const match = new RegExp(
    `(?:^|[\\s,])(?:${PLACE_AFTER[language]})\\s+(?:(?:o|a|el|la|le|il|lo)\\s+)?((?:[A-ZÀ-Þ][a-zà-ÿ'-]+)(?:\\s+[A-ZÀ-Þ][a-zà-ÿ'-]+){0,2})`,
  ).exec(prompt);
  return match?.[1] ?? null;
}

/** A weather app on SAMPLE data (said so on screen): cities, current conditions, 24 hours, 7 days. */
export const weatherRecipe: Recipe = {
  id: 'weather',
  label: 'Weather app',
  defaultNames: ['Skye', 'Nimbus', 'Breeze', 'Isobar'],
  palette: { primary: '#0369a1', accent: '#b45309' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, language }) {
    const c = WEATHER_COPY[language];
    const cities = citiesFor(placeOf(spec.place, spec.prompt, language), language);
    const first = cities[0] ? cityName(cities[0], language) : 'Lisbon';
    const nav = [{ to: '/', label: c.forecast, icon: 'CloudSun' }];
    return {
      description: c.description(spec.name, cities.length, first),
      routes: [],
      nav,
      icon: 'CloudSun',
      layout: 'app',
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({ name: spec.name, icon: 'CloudSun', nav, subtitle: c.subtitle, language }),
        },
        { path: 'src/lib/weather.ts', content: WEATHER_LIB(lit(appCities(cities, language, c)), c) },
        { path: 'src/lib/stored.ts', content: STORED_LIB },
        { path: 'src/components/weather/condition-icon.tsx', content: CONDITION_ICON },
        { path: 'src/components/weather/current-card.tsx', content: CURRENT_CARD(c) },
        { path: 'src/components/weather/hourly-strip.tsx', content: HOURLY_STRIP(c) },
        { path: 'src/components/weather/week-list.tsx', content: WEEK_LIST(c) },
        { path: 'src/components/weather/temp-chart.tsx', content: TEMP_CHART(c) },
        { path: 'src/components/weather/city-picker.tsx', content: CITY_PICKER(c) },
        {
          path: 'src/pages/Index.tsx',
          content: WEATHER_PAGE(
            jsxText(spec.name),
            jsxText(
              language === 'en' && spec.topic
                ? `Today, the next 24 hours and the week ahead: ${spec.topic}.`
                : c.intro,
            ),
            c,
          ),
        },
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the app in ${PROMPT_LANGUAGES[language]}, as you wrote, with city and country names, weekdays, temperatures and percentages written its way`,
            ]),
        `sample weather for ${cities.length} cities, opening on ${first}, labelled on screen as sample data and not live (there is no weather feed offline); the figures are worked out from each city's typical climate and stay the same every visit`,
        'current conditions (temperature, feels like, humidity, wind, UV), the 24 hours of today in a strip that scrolls sideways in its own box and opens on the current hour, a 7-day forecast with low-to-high bars and a temperature chart with the figures as a table',
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
