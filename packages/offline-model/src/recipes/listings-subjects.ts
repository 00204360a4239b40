import type { PromptLanguage } from '../language';
import type { AppLanguage } from '../locale';
import { CARS_TEXT, PLACES_TEXT } from './listings-i18n-cars-places';
import { COURSES_TEXT, FURNITURE_TEXT } from './listings-i18n-courses-furniture';
import { HOMES_TEXT } from './listings-i18n-homes';
import { JOBS_TEXT } from './listings-i18n-jobs';
import { BOOKS_TEXT, PETS_TEXT } from './listings-i18n-pets-books';
import { GENERIC_TEXT, RECIPES_TEXT } from './listings-i18n-recipes-things';
import {
  CARS,
  GENERIC,
  HOMES,
  JOBS,
  type ListingSchema,
  PLACES,
  RECIPES,
  type SchemaId,
  type SchemaText,
} from './listings-schemas';
import { BOOKS, COURSES, FURNITURE, PETS } from './listings-schemas-more';

/**
 * Which subject a listings prompt is about, by its words in English, Spanish, French, German,
 * Portuguese and Italian ("un portal de empleo", "annonces immobilières", "Immobilienportal",
 * "bolsa de empregos", "annunci di case"), and its schema in the app's language.
 */

const word = (pattern: string) => new RegExp(`(?<!\\p{L})(?:${pattern})(?!\\p{L})`, 'u');

const SUBJECTS: ReadonlyArray<readonly [ListingSchema, RegExp]> = [
  [
    JOBS,
    word(
      "jobs?|vacanc(?:y|ies)|hiring|careers?|job board|empleos?|ofertas de trabajo|bolsa de trabajo|vacantes|emplois?|offres d['’]emploi|recrutement|stellen(?:angebote|anzeigen|börse|portal)?|jobbörse|empregos?|vagas|offerte di lavoro|annunci di lavoro|portale di lavoro",
    ),
  ],
  [RECIPES, word('recipes?|recetas?|recetario|recettes?|rezept\\p{L}*|receitas?|ricett\\p{L}*')],
  [
    CARS,
    word(
      'cars?|vehicles?|motorbikes?|coches?|veh[íi]culos?|voitures?|véhicules?|gebrauchtwagen|fahrzeuge?|carros?|automóveis|automobili|auto usate',
    ),
  ],
  [
    PETS,
    word(
      'pets?|adopt(?:ion)?|rescue|shelter|dogs?|cats?|puppies|kittens|mascotas?|adopci[óo]n|perros?|animaux|chiens?|chatons?|haustiere?|tierheim|hunde?|katzen?|animais|ado[çc][ãa]o|c[ãa]es|animali|adozione|cani|gatti',
    ),
  ],
  [BOOKS, word('books?|bookshop|novels?|libros?|livres?|bücher|livros?|libri')],
  [
    COURSES,
    word(
      'courses?|classes|lessons|workshops|tutors?|cursos?|clases|talleres|cours|ateliers|formations?|kurse|kursen|aulas|corsi|lezioni',
    ),
  ],
  [FURNITURE, word('furniture|chairs?|sofas?|tables?|antiques?|muebles|meubles|möbel|móveis|mobili')],
  [PLACES, word('directory|cowork(?:ing)?|spaces?|venues?|directorio|annuaire|verzeichnis|diretório')],
  [
    HOMES,
    word(
      'real[\\s-]estate|apartments?|houses|homes|propert(?:y|ies)|rentals?|flats?|inmobiliari\\p{L}*|pisos?|viviendas?|casas|alquiler(?:es)?|immobili\\p{L}*|appartements?|maisons|logements?|wohnungen|wohnung|häuser|imobili\\p{L}*|imóveis|apartamentos?|moradias?|arrendamento|appartamenti|(?:di|delle) case|case (?:in|da|al)|affitt[oi]',
    ),
  ],
];

/** Every subject in the five prompt languages besides English. */
const TRANSLATED: Record<SchemaId, Record<PromptLanguage, SchemaText>> = {
  homes: HOMES_TEXT,
  jobs: JOBS_TEXT,
  recipes: RECIPES_TEXT,
  cars: CARS_TEXT,
  places: PLACES_TEXT,
  pets: PETS_TEXT,
  books: BOOKS_TEXT,
  courses: COURSES_TEXT,
  furniture: FURNITURE_TEXT,
  generic: GENERIC_TEXT,
};

function subjectFor(prompt: string): ListingSchema {
  const text = prompt.toLowerCase();
  return SUBJECTS.find(([, pattern]) => pattern.test(text))?.[0] ?? GENERIC;
}

/** The schema for a prompt's subject, in `language` when the subject is written in it. */
export function listingSchemaFor(prompt: string, language: AppLanguage = 'en'): ListingSchema {
  const schema = subjectFor(prompt);
  if (language === 'en') return schema;
  const text = TRANSLATED[schema.id][language];
  return {
    ...schema,
    noun: text.noun,
    plural: text.plural,
    priceLabel: text.priceLabel,
    sortLabel: text.sortLabel,
    action: text.action,
    fields: schema.fields.map((field) => ({ ...field, label: text.labels[field.key] ?? field.label })),
    items: text.items,
  };
}
