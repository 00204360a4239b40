import type { DomainId } from '../app-spec';
import { PROMPT_LANGUAGE_IDS, type PromptLanguage } from '../language';
import type { AppLanguage } from '../locale';
import { creativeCopy } from './creative';
import { educationCopy } from './education';
import { foodCopy } from './food';
import { retailCopy } from './retail';
import { servicesCopy } from './services';
import { techCopy } from './tech';
import { travelCopy } from './travel';
import type { CopyContext, DomainCopy } from './types';
import { wellnessCopy } from './wellness';

export * from './types';

const COPY: Record<DomainId, (context: CopyContext) => DomainCopy> = {
  food: foodCopy,
  tech: techCopy,
  wellness: wellnessCopy,
  creative: creativeCopy,
  retail: retailCopy,
  travel: travelCopy,
  education: educationCopy,
  services: servicesCopy,
};

/** Subjects whose copy is written in other languages too, by language. */
const TRANSLATED: Record<PromptLanguage, Partial<Record<DomainId, (context: CopyContext) => DomainCopy>>> = {
  es: {},
  fr: {},
  de: {},
  pt: {},
  it: {},
};

/** The languages besides English a subject's copy is written in. */
export function domainLanguages(domain: DomainId): PromptLanguage[] {
  return PROMPT_LANGUAGE_IDS.filter((language) => TRANSLATED[language][domain]);
}

/** The languages besides English some subject's copy is written in. */
export function someDomainLanguages(): PromptLanguage[] {
  return PROMPT_LANGUAGE_IDS.filter((language) => Object.keys(TRANSLATED[language]).length > 0);
}

/** A subject's copy in `language`, or in English when it is not written in it. */
export function copyFor(domain: DomainId, context: CopyContext, language: AppLanguage = 'en'): DomainCopy {
  const translated = language === 'en' ? undefined : TRANSLATED[language][domain];
  return (translated ?? COPY[domain])(context);
}
