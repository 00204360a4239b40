import { describe, expect, it } from 'vitest';
import { extractSpec } from '../app-spec';
import { assembleApp, defaultNamesFor } from '.';
import { WEATHER_COPY } from './weather-copy';
import { appCities, citiesFor, knownCityIn } from './weather-data';

function build(prompt: string) {
  return assembleApp(extractSpec(prompt, defaultNamesFor));
}

function file(prompt: string, path: string): string {
  return build(prompt).files.find((entry) => entry.path === path)?.content ?? '';
}

describe('the weather app in the language of the prompt', () => {
  it('is picked and written in each language', () => {
    for (const [prompt, language] of [
      ['Una app del tiempo para Londres', 'es'],
      ['Une application météo pour mes voyages', 'fr'],
      ['Eine Wetter-App für München', 'de'],
      ['Uma aplicação de meteorologia para Lisboa', 'pt'],
      ['Una app meteo con le previsioni per Monaco di Baviera', 'it'],
    ] as const) {
      const app = build(prompt);
      expect(app.recipe.id, prompt).toBe('weather');
      expect(app.language, prompt).toBe(language);
    }
  });

  it('finds a sample city however the prompt writes it, and opens on it', () => {
    expect(knownCityIn('Eine Wetter-App für München')?.id).toBe('Munich');
    expect(knownCityIn('el tiempo en Londres, por favor')?.id).toBe('London');
    expect(knownCityIn('meteo per Monaco di Baviera')?.id).toBe('Munich');
    expect(knownCityIn('A weather app')).toBeNull();
    expect(citiesFor(null, 'es')[0]?.id).toBe('Madrid');
    expect(citiesFor(null, 'en')[0]?.id).toBe('Lisbon');
    expect(citiesFor('Hamburg', 'de')[0]?.id).toBe('Hamburg');
    expect(file('Eine Wetter-App für Hamburg', 'src/lib/weather.ts')).toContain("name: 'Hamburg'");
  });

  it('names cities and countries as each language writes them', () => {
    const german = appCities(citiesFor('München', 'de'), 'de', WEATHER_COPY.de);
    expect(german[0]).toMatchObject({ id: 'Munich', name: 'München', country: 'Deutschland' });
    const italian = appCities(citiesFor('London', 'it'), 'it', WEATHER_COPY.it);
    expect(italian[0]).toMatchObject({ id: 'London', name: 'Londra', country: 'Regno Unito' });
    // English keeps its names, so what a browser kept (the city's id) still finds its city.
    const english = appCities(citiesFor(null, 'en'), 'en', WEATHER_COPY.en);
    expect(english[0]).toMatchObject({ id: 'Lisbon', name: 'Lisbon', country: 'Portugal' });
  });

  it('writes numbers through Intl in the language’s locale', () => {
    const lib = file('Une application météo pour mes voyages', 'src/lib/weather.ts');
    expect(lib).toContain("export const LOCALE = 'fr-FR';");
    expect(lib).toContain("'Partly cloudy': 'Partiellement nuageux'");
  });
});

describe('the dashboard in the language of the prompt', () => {
  it('is picked, written in the language, in euros', () => {
    for (const [prompt, language] of [
      ['Un panel de control de ventas para mi librería', 'es'],
      ['Un tableau de bord des ventes pour ma librairie', 'fr'],
      ['Ein Dashboard mit Umsatzzahlen für meinen Buchladen', 'de'],
      ['Um painel de vendas para a minha livraria', 'pt'],
      ['Una dashboard delle vendite per la mia libreria', 'it'],
    ] as const) {
      const app = build(prompt);
      expect(app.recipe.id, prompt).toBe('dashboard');
      expect(app.language, prompt).toBe(language);
      const data = app.files.find((entry) => entry.path === 'src/lib/data.ts')?.content ?? '';
      expect(data, prompt).toContain("CURRENCY: 'USD' | 'EUR' | 'GBP' = 'EUR'");
    }
  });

  it('gives its sample customers addresses without accents', () => {
    const data = file('Un panel de control de ventas para mi librería', 'src/lib/data.ts');
    expect(data).toContain("email: 'alvaro.serrano@example.com'");
    expect(data).toContain("label: 'ene'");
  });

  it('keeps English as it was, in the currency of the place', () => {
    const data = file('Make a sales dashboard with charts for my online bookshop', 'src/lib/data.ts');
    expect(data).toContain("= 'USD'");
    expect(data).toContain("label: 'Jan'");
    expect(data).toContain("customer: 'Olivia Martin'");
  });
});
