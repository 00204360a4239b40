import { describe, expect, it } from 'vitest';
import { firstPromptReply } from '../first-prompt';
import type { PromptLanguage } from '../language';
import { CONVERTER_COPY } from './converter-copy';
import { UNIT_NAMES } from './converter-unit-names';
import { firstCategory } from './converter-units';
import { FITNESS_COPY } from './fitness-copy';
import { NOTES_COPY } from './notes-copy';
import { WELCOME_NOTE } from './notes-translations';

/** Issue 18 §2: the converter, notes app and fitness tracker written in the prompt's language. */

const PROMPTS: Record<'converter' | 'notes' | 'fitness', Record<PromptLanguage, string>> = {
  converter: {
    es: 'Un conversor de unidades para mis recetas y viajes',
    fr: 'Un convertisseur d’unités pour mes voyages et ma cuisine',
    de: 'Ein Einheitenumrechner für meine Reisen und die Küche',
    pt: 'Um conversor de unidades para as minhas viagens',
    it: 'Un convertitore di unità per il mio viaggio',
  },
  notes: {
    es: 'Una app de notas para mis ideas y recetas',
    fr: 'Une application de notes pour mes idées',
    de: 'Eine Notizen-App für meine Ideen im Studium',
    pt: 'Uma aplicação de notas para as minhas ideias',
    it: 'Una app per le note con il mio diario di idee',
  },
  fitness: {
    es: 'Una app para registrar mis entrenamientos del gimnasio',
    fr: 'Une application pour suivre mes entraînements de course',
    de: 'Ich möchte eine Fitness-App, um meine Trainings einzutragen',
    pt: 'Uma aplicação para registar os meus treinos no ginásio',
    it: 'Una app per registrare i miei allenamenti in palestra',
  },
};

const LABELS = { converter: 'unit converter', notes: 'notes app', fitness: 'fitness tracker' };

/** Every string in a copy table (functions left out). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const ENGLISH = {
  // The kitchen units' symbols are also their ids (tsp, tbsp, cup): their names are checked instead.
  converter: [...strings({ ...CONVERTER_COPY.en, units: null }), ...strings(UNIT_NAMES.en.names)],
  notes: [...strings(NOTES_COPY.en), ...strings(WELCOME_NOTE.en.body.split('\n'))],
  fitness: strings(FITNESS_COPY.en),
};
const OWN = {
  converter: (language: PromptLanguage) => [
    ...strings(CONVERTER_COPY[language]),
    ...strings(UNIT_NAMES[language].names),
  ],
  notes: (language: PromptLanguage) => [...strings(NOTES_COPY[language]), WELCOME_NOTE[language].body],
  fitness: (language: PromptLanguage) => strings(FITNESS_COPY[language]),
};

function writtenFiles(reply: ReturnType<typeof firstPromptReply>): { path: string; content: string }[] {
  return reply.calls
    .filter((call) => call.toolName === 'write_file')
    .map((call) => call.input as { path: string; content: string });
}

describe.each(Object.keys(PROMPTS) as (keyof typeof PROMPTS)[])(
  'the %s in the prompt’s language',
  (recipe) => {
    it.each(Object.entries(PROMPTS[recipe]) as [PromptLanguage, string][])('%s: %s', (language, prompt) => {
      const reply = firstPromptReply(prompt);
      expect(reply.text).toMatch(/^You wrote in \w+, so the app's text is in \w+/);
      expect(reply.text).toContain(`a ${LABELS[recipe]}`);
      const files = writtenFiles(reply);
      expect(files.find((file) => file.path === 'index.html')?.content).toContain(`<html lang="${language}"`);
      // No English copy left: each English string (not also the language's own word) is nowhere in quotes or JSX text.
      const own = new Set(OWN[recipe](language));
      const english = ENGLISH[recipe].filter((text) => text.trim().length > 3 && !own.has(text));
      const source = files
        .filter((file) => file.path.startsWith('src/'))
        .map((file) => file.content)
        .join('\n');
      const leftovers = english.filter(
        (text) =>
          source.includes(`'${text.replaceAll("'", "\\'")}'`) ||
          new RegExp(`>\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*<`).test(source),
      );
      expect(leftovers).toEqual([]);
    });
  },
);

describe('the converter in other languages', () => {
  it('opens on the category the prompt names first, in any of the five languages', () => {
    expect(firstCategory('Un conversor de divisas para mis viajes')).toBe('currency');
    expect(firstCategory('Un convertisseur de températures')).toBe('temperature');
    expect(firstCategory('Ein Umrechner für Geschwindigkeit und Länge')).toBe('speed');
    expect(firstCategory('Um conversor de medidas de culinária')).toBe('volume');
    expect(firstCategory('Un convertitore di valute e lunghezze')).toBe('currency');
  });

  it('formats numbers the language’s way and takes a decimal comma', () => {
    const reply = firstPromptReply(PROMPTS.converter.de);
    const units = writtenFiles(reply).find((file) => file.path === 'src/lib/units.ts')?.content ?? '';
    expect(units).toContain("new Intl.NumberFormat('de-DE'");
    expect(units).toContain("export const DECIMAL: string = ',';");
    expect(units).toContain("input.replace(',', '.')");
    expect(units).toContain("name: 'Meilen'");
  });
});
