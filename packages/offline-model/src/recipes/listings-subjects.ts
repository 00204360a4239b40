import { PROMPT_LANGUAGE_IDS, type PromptLanguage } from '../language';
import type { AppLanguage } from '../locale';
import { HOMES_TEXT } from './listings-i18n-homes';
import { JOBS_TEXT } from './listings-i18n-jobs';
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

/** The subjects written in the five prompt languages besides English; the others are English only. */
const TRANSLATED: Partial<Record<SchemaId, Record<PromptLanguage, SchemaText>>> = {
  homes: HOMES_TEXT,
  jobs: JOBS_TEXT,
  recipes: RECIPES_TEXT,
  generic: GENERIC_TEXT,
};

function subjectFor(prompt: string): ListingSchema {
  const text = prompt.toLowerCase();
  return SUBJECTS.find(([, pattern]) => pattern.test(text))?.[0] ?? GENERIC;
}

/** The languages a listings app about this prompt's subject is written in besides English. */
export function listingLanguages(prompt: string): readonly PromptLanguage[] {
  return TRANSLATED[subjectFor(prompt).id] ? PROMPT_LANGUAGE_IDS : [];
}

/** What the subjects written in other languages are, for the reply: "homes, jobs, recipes or things for sale". */
export const TRANSLATED_SUBJECTS = 'homes, jobs, recipes or things for sale';

/** The schema for a prompt's subject, in `language` when the subject is written in it. */
export function listingSchemaFor(prompt: string, language: AppLanguage = 'en'): ListingSchema {
  const schema = subjectFor(prompt);
  const text = language === 'en' ? undefined : TRANSLATED[schema.id]?.[language];
  if (!text) return schema;
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
