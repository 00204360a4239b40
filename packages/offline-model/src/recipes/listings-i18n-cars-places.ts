import type { PromptLanguage } from '../language';
import { type SchemaText, tableItems } from './listings-schemas';

/** Used cars and coworking spaces in Spanish, French, German, Portuguese and Italian. */

const LOCALES: Record<PromptLanguage, string> = {
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-PT',
  it: 'it-IT',
};

const CAR_KEYS = ['make', 'year', 'mileage', 'fuel', 'gearbox'] as const;
/** [title, make, year, km, fuel (petrol, hybrid, diesel, electric), gearbox (manual, automatic), price] */
const CARS = [
  ['Volkswagen Golf 1.5 TSI', 'Volkswagen', '2019', 58000, 0, 0, 16900],
  ['Toyota Yaris Hybrid', 'Toyota', '2021', 31000, 1, 1, 18500],
  ['Renault Clio dCi', 'Renault', '2017', 96000, 2, 0, 9400],
  ['Tesla Model 3 Long Range', 'Tesla', '2020', 64000, 3, 1, 27900],
  ['Toyota Corolla Touring', 'Toyota', '2018', 88000, 1, 1, 15200],
  ['Volkswagen Polo 1.0', 'Volkswagen', '2016', 112000, 0, 0, 7800],
] as const;

function cars(
  language: PromptLanguage,
  fuels: readonly [string, string, string, string],
  gearboxes: readonly [string, string],
  lower = true,
) {
  const km = new Intl.NumberFormat(LOCALES[language]);
  const said = (text = '') => (lower ? text.toLowerCase() : text);
  return tableItems(
    CAR_KEYS,
    CARS.map(
      ([title, make, year, mileage, fuel, gearbox, price]) =>
        [title, price, make, year, `${km.format(mileage)} km`, fuels[fuel], gearboxes[gearbox]] as const,
    ),
    (v, place) => `${v.year}, ${v.mileage}, ${said(v.fuel)}, ${said(v.gearbox)}${place ? ` · ${place}` : ''}`,
  );
}

const CAR_LABELS = (make: string, year: string, mileage: string, fuel: string, gearbox: string) => ({
  make,
  year,
  mileage,
  fuel,
  gearbox,
});

export const CARS_TEXT: Record<PromptLanguage, SchemaText> = {
  es: {
    noun: 'coche',
    plural: 'coches',
    priceLabel: 'Precio',
    action: 'Contactar con el vendedor',
    labels: CAR_LABELS('Marca', 'Año', 'Kilometraje', 'Combustible', 'Cambio'),
    items: cars('es', ['Gasolina', 'Híbrido', 'Diésel', 'Eléctrico'], ['Manual', 'Automático']),
  },
  fr: {
    noun: 'voiture',
    plural: 'voitures',
    priceLabel: 'Prix',
    action: 'Contacter le vendeur',
    labels: CAR_LABELS('Marque', 'Année', 'Kilométrage', 'Carburant', 'Boîte de vitesses'),
    items: cars('fr', ['Essence', 'Hybride', 'Diesel', 'Électrique'], ['Manuelle', 'Automatique']),
  },
  de: {
    noun: 'Auto',
    plural: 'Autos',
    priceLabel: 'Preis',
    action: 'Verkäufer kontaktieren',
    labels: CAR_LABELS('Marke', 'Baujahr', 'Kilometerstand', 'Kraftstoff', 'Getriebe'),
    items: cars('de', ['Benzin', 'Hybrid', 'Diesel', 'Elektro'], ['Schaltgetriebe', 'Automatik'], false),
  },
  pt: {
    noun: 'carro',
    plural: 'carros',
    priceLabel: 'Preço',
    action: 'Contactar o vendedor',
    labels: CAR_LABELS('Marca', 'Ano', 'Quilometragem', 'Combustível', 'Caixa'),
    items: cars('pt', ['Gasolina', 'Híbrido', 'Gasóleo', 'Elétrico'], ['Manual', 'Automática']),
  },
  it: {
    noun: 'auto',
    plural: 'auto',
    priceLabel: 'Prezzo',
    action: 'Contatta il venditore',
    labels: CAR_LABELS('Marca', 'Anno', 'Chilometraggio', 'Alimentazione', 'Cambio'),
    items: cars('it', ['Benzina', 'Ibrida', 'Diesel', 'Elettrica'], ['Manuale', 'Automatico']),
  },
};

const PLACE_KEYS = ['neighbourhood', 'type', 'hours', 'rating'] as const;
/** [name, area (centre, north, east, west), type (desks, offices, rooms), opens, closes (null: always), rating, price] */
const PLACES = [
  ['The Canal Room', 0, 0, 8, 20, 4.7, 25],
  ['Northside Works', 1, 1, 7, 22, 4.5, 35],
  ['Loft 12', 0, 0, 9, 18, 4.3, 18],
  ['Greenhouse Studio', 2, 2, 8, 19, 4.8, 30],
  ['Harbour Hub', 3, 1, 0, null, 4.6, 40],
  ['Corner Desk', 2, 0, 8.5, 18.5, 4.2, 15],
] as const;

function places(
  language: PromptLanguage,
  areas: readonly [string, string, string, string],
  types: readonly [string, string, string],
  hours: (opens: string, closes: string) => string,
  always: string,
) {
  // French writes hours its own way: "8 h 30".
  const french = (hour: number) =>
    `${Math.floor(hour)}\u00a0h${hour % 1 ? `\u00a0${String((hour % 1) * 60).padStart(2, '0')}` : ''}`;
  const time = (hour: number) =>
    language === 'fr'
      ? french(hour)
      : new Intl.DateTimeFormat(LOCALES[language], {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'UTC',
        }).format(Date.UTC(2026, 0, 1, Math.floor(hour), (hour % 1) * 60));
  const decimal = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 1 });
  return tableItems(
    PLACE_KEYS,
    PLACES.map(
      ([name, area, type, opens, closes, rating, price]) =>
        [
          name,
          price,
          areas[area],
          types[type],
          closes === null ? always : hours(time(opens), time(closes)),
          `${decimal.format(rating)} / 5`,
        ] as const,
    ),
    (v, place) => `${v.type} · ${v.neighbourhood}${place ? `, ${place}` : ''} · ${v.hours}`,
  );
}

const PLACE_LABELS = (neighbourhood: string, type: string, hours: string, rating: string) => ({
  neighbourhood,
  type,
  hours,
  rating,
});

export const PLACES_TEXT: Record<PromptLanguage, SchemaText> = {
  es: {
    noun: 'espacio',
    plural: 'espacios',
    priceLabel: 'Pase de día desde',
    sortLabel: 'Precio',
    action: 'Enviar una consulta',
    labels: PLACE_LABELS('Barrio', 'Tipo', 'Horario', 'Valoración'),
    items: places(
      'es',
      ['Centro', 'Norte', 'Este', 'Oeste'],
      ['Puestos flexibles', 'Despachos privados', 'Salas de reuniones'],
      (opens, closes) => `De ${opens} a ${closes}`,
      'Abierto 24 horas',
    ),
  },
  fr: {
    noun: 'espace',
    plural: 'espaces',
    priceLabel: 'Journée à partir de',
    sortLabel: 'Prix',
    action: 'Envoyer une demande',
    labels: PLACE_LABELS('Quartier', 'Type', 'Horaires', 'Note'),
    items: places(
      'fr',
      ['Centre', 'Nord', 'Est', 'Ouest'],
      ['Postes flexibles', 'Bureaux privés', 'Salles de réunion'],
      (opens, closes) => `De ${opens} à ${closes}`,
      'Ouvert 24\u00a0h/24',
    ),
  },
  de: {
    noun: 'Coworking-Space',
    plural: 'Coworking-Spaces',
    priceLabel: 'Tagespass ab',
    sortLabel: 'Preis',
    action: 'Anfrage senden',
    labels: PLACE_LABELS('Viertel', 'Art', 'Öffnungszeiten', 'Bewertung'),
    items: places(
      'de',
      ['Zentrum', 'Nord', 'Ost', 'West'],
      ['Flexible Arbeitsplätze', 'Private Büros', 'Besprechungsräume'],
      (opens, closes) => `${opens} bis ${closes} Uhr`,
      'Rund um die Uhr',
    ),
  },
  pt: {
    noun: 'espaço',
    plural: 'espaços',
    priceLabel: 'Passe diário desde',
    sortLabel: 'Preço',
    action: 'Pedir informações',
    labels: PLACE_LABELS('Bairro', 'Tipo', 'Horário', 'Avaliação'),
    items: places(
      'pt',
      ['Centro', 'Norte', 'Este', 'Oeste'],
      ['Postos flexíveis', 'Escritórios privados', 'Salas de reunião'],
      (opens, closes) => `Das ${opens} às ${closes}`,
      'Aberto 24 horas',
    ),
  },
  it: {
    noun: 'spazio',
    plural: 'spazi',
    priceLabel: 'Giornaliero da',
    sortLabel: 'Prezzo',
    action: 'Invia una richiesta',
    labels: PLACE_LABELS('Zona', 'Tipo', 'Orari', 'Valutazione'),
    items: places(
      'it',
      ['Centro', 'Nord', 'Est', 'Ovest'],
      ['Postazioni flessibili', 'Uffici privati', 'Sale riunioni'],
      (opens, closes) => `Dalle ${opens} alle ${closes}`,
      'Aperto 24 ore su 24',
    ),
  },
};
