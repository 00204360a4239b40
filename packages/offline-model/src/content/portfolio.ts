import type { AppLanguage } from '../locale';
import { DESIGNER } from './disciplines/designer';
import { DEVELOPER } from './disciplines/developer';
import { DISCIPLINES_DE } from './disciplines/disciplines-de';
import { DISCIPLINES_ES } from './disciplines/disciplines-es';
import { DISCIPLINES_FR } from './disciplines/disciplines-fr';
import { DISCIPLINES_IT } from './disciplines/disciplines-it';
import { DISCIPLINES_PT } from './disciplines/disciplines-pt';
import { PHOTOGRAPHER } from './disciplines/photographer';

/**
 * Portfolio work by discipline (one file each in `disciplines/`), picked from the prompt ("a portfolio
 * for a wedding photographer").
 */

export type Project = {
  title: string;
  category: string;
  year: number;
  client: string;
  summary: string;
  role: string;
};
export type Discipline = {
  id: 'photographer' | 'designer' | 'developer';
  role: string;
  intro: string;
  services: { icon: string; title: string; text: string }[];
  skills: string[];
  projects: Project[];
  experience: { period: string; title: string; place: string; text: string }[];
};

const DISCIPLINES: Record<AppLanguage, Record<Discipline['id'], Discipline>> = {
  en: { photographer: PHOTOGRAPHER, designer: DESIGNER, developer: DEVELOPER },
  es: DISCIPLINES_ES,
  fr: DISCIPLINES_FR,
  de: DISCIPLINES_DE,
  pt: DISCIPLINES_PT,
  it: DISCIPLINES_IT,
};

/** The discipline a prompt is about ("fotógrafa de bodas", "Entwickler"), its work written in `language`. */
export function disciplineFor(text: string, language: AppLanguage = 'en'): Discipline {
  return DISCIPLINES[language][disciplineId(text)];
}

function disciplineId(text: string): Discipline['id'] {
  const lower = text.toLowerCase();
  if (/photo|wedding|film|camera|foto|boda|mariage|hochzeit|casamento|matrimoni/.test(lower))
    return 'photographer';
  if (
    /develop|engineer|programm|coder|software|full[\s-]?stack|front[\s-]?end|back[\s-]?end|desarroll|d[ée]velopp|entwickl|desenvolv|svilupp|programa|program+a[cçz]/.test(
      lower,
    )
  )
    return 'developer';
  return 'designer';
}
