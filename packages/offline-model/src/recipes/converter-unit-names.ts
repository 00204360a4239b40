import type { AppLanguage } from '../locale';

/**
 * The converter's unit and currency names per language, by unit id (see `converter-units.ts`), and the
 * kitchen units' symbols where the English ones (tsp, tbsp, cup) are words of English.
 */
export type UnitNames = {
  names: Record<string, string>;
  symbols: { tsp: string; tbsp: string; cup: string };
};

const row = (ids: string, names: string): Record<string, string> => {
  const keys = ids.split(' ');
  const values = names.split('|');
  return Object.fromEntries(keys.map((key, index) => [key, values[index] ?? key]));
};

const IDS = {
  length: 'mm cm m km in ft yd mi',
  weight: 'g kg t oz lb st',
  temperature: 'c f k',
  volume: 'ml l m3 tsp tbsp cup floz pt usgal',
  speed: 'ms kmh mph kn fts',
  currency: 'USD EUR GBP JPY CAD AUD CHF',
};

const names = (parts: Record<keyof typeof IDS, string>) =>
  Object.assign({}, ...Object.entries(parts).map(([id, text]) => row(IDS[id as keyof typeof IDS], text)));

export const UNIT_NAMES: Record<AppLanguage, UnitNames> = {
  en: {
    names: names({
      length: 'Millimetres|Centimetres|Metres|Kilometres|Inches|Feet|Yards|Miles',
      weight: 'Grams|Kilograms|Tonnes|Ounces|Pounds|Stones',
      temperature: 'Celsius|Fahrenheit|Kelvin',
      volume:
        'Millilitres|Litres|Cubic metres|Teaspoons (US)|Tablespoons (US)|Cups (US)|Fluid ounces (US)|Pints (UK)|Gallons (US)',
      speed: 'Metres per second|Kilometres per hour|Miles per hour|Knots|Feet per second',
      currency:
        'US dollars|Euros|British pounds|Japanese yen|Canadian dollars|Australian dollars|Swiss francs',
    }),
    symbols: { tsp: 'tsp', tbsp: 'tbsp', cup: 'cup' },
  },
  es: {
    names: names({
      length: 'Milímetros|Centímetros|Metros|Kilómetros|Pulgadas|Pies|Yardas|Millas',
      weight: 'Gramos|Kilogramos|Toneladas|Onzas|Libras|Stones',
      temperature: 'Celsius|Fahrenheit|Kelvin',
      volume:
        'Mililitros|Litros|Metros cúbicos|Cucharaditas (EE. UU.)|Cucharadas (EE. UU.)|Tazas (EE. UU.)|Onzas líquidas (EE. UU.)|Pintas (R. U.)|Galones (EE. UU.)',
      speed: 'Metros por segundo|Kilómetros por hora|Millas por hora|Nudos|Pies por segundo',
      currency:
        'Dólares estadounidenses|Euros|Libras esterlinas|Yenes japoneses|Dólares canadienses|Dólares australianos|Francos suizos',
    }),
    symbols: { tsp: 'cdta.', tbsp: 'cda.', cup: 'taza' },
  },
  fr: {
    names: names({
      length: 'Millimètres|Centimètres|Mètres|Kilomètres|Pouces|Pieds|Yards|Miles',
      weight: 'Grammes|Kilogrammes|Tonnes|Onces|Livres|Stones',
      temperature: 'Celsius|Fahrenheit|Kelvin',
      volume:
        'Millilitres|Litres|Mètres cubes|Cuillères à café (É.-U.)|Cuillères à soupe (É.-U.)|Tasses (É.-U.)|Onces liquides (É.-U.)|Pintes (R.-U.)|Gallons (É.-U.)',
      speed: 'Mètres par seconde|Kilomètres par heure|Miles par heure|Nœuds|Pieds par seconde',
      currency:
        'Dollars américains|Euros|Livres sterling|Yens japonais|Dollars canadiens|Dollars australiens|Francs suisses',
    }),
    symbols: { tsp: 'c. à c.', tbsp: 'c. à s.', cup: 'tasse' },
  },
  de: {
    names: names({
      length: 'Millimeter|Zentimeter|Meter|Kilometer|Zoll|Fuß|Yards|Meilen',
      weight: 'Gramm|Kilogramm|Tonnen|Unzen|Pfund|Stone',
      temperature: 'Celsius|Fahrenheit|Kelvin',
      volume:
        'Milliliter|Liter|Kubikmeter|Teelöffel (US)|Esslöffel (US)|Tassen (US)|Flüssigunzen (US)|Pints (GB)|Gallonen (US)',
      speed: 'Meter pro Sekunde|Kilometer pro Stunde|Meilen pro Stunde|Knoten|Fuß pro Sekunde',
      currency:
        'US-Dollar|Euro|Britische Pfund|Japanische Yen|Kanadische Dollar|Australische Dollar|Schweizer Franken',
    }),
    symbols: { tsp: 'TL', tbsp: 'EL', cup: 'Tasse' },
  },
  pt: {
    names: names({
      length: 'Milímetros|Centímetros|Metros|Quilómetros|Polegadas|Pés|Jardas|Milhas',
      weight: 'Gramas|Quilogramas|Toneladas|Onças|Libras|Stones',
      temperature: 'Celsius|Fahrenheit|Kelvin',
      volume:
        'Mililitros|Litros|Metros cúbicos|Colheres de chá (EUA)|Colheres de sopa (EUA)|Chávenas (EUA)|Onças líquidas (EUA)|Pintas (RU)|Galões (EUA)',
      speed: 'Metros por segundo|Quilómetros por hora|Milhas por hora|Nós|Pés por segundo',
      currency:
        'Dólares americanos|Euros|Libras esterlinas|Ienes japoneses|Dólares canadianos|Dólares australianos|Francos suíços',
    }),
    symbols: { tsp: 'c. chá', tbsp: 'c. sopa', cup: 'chávena' },
  },
  it: {
    names: names({
      length: 'Millimetri|Centimetri|Metri|Chilometri|Pollici|Piedi|Iarde|Miglia',
      weight: 'Grammi|Chilogrammi|Tonnellate|Once|Libbre|Stone',
      temperature: 'Celsius|Fahrenheit|Kelvin',
      volume:
        'Millilitri|Litri|Metri cubi|Cucchiaini (USA)|Cucchiai (USA)|Tazze (USA)|Once liquide (USA)|Pinte (UK)|Galloni (USA)',
      speed: 'Metri al secondo|Chilometri orari|Miglia orarie|Nodi|Piedi al secondo',
      currency:
        'Dollari statunitensi|Euro|Sterline britanniche|Yen giapponesi|Dollari canadesi|Dollari australiani|Franchi svizzeri',
    }),
    symbols: { tsp: 'cucchiaino', tbsp: 'cucchiaio', cup: 'tazza' },
  },
};
