import type { DomainId } from '../app-spec';
import { PROMPT_LANGUAGE_IDS, type PromptLanguage } from '../language';
import type { AppLanguage } from '../locale';
import { creativeCopy } from './creative';
import { creativeCopyDe } from './creative-de';
import { creativeCopyEs } from './creative-es';
import { creativeCopyFr } from './creative-fr';
import { creativeCopyIt } from './creative-it';
import { creativeCopyPt } from './creative-pt';
import { educationCopy } from './education';
import { educationCopyDe } from './education-de';
import { educationCopyEs } from './education-es';
import { educationCopyFr } from './education-fr';
import { educationCopyIt } from './education-it';
import { educationCopyPt } from './education-pt';
import { foodCopy } from './food';
import { foodCopyDe } from './food-de';
import { foodCopyEs } from './food-es';
import { foodCopyFr } from './food-fr';
import { foodCopyIt } from './food-it';
import { foodCopyPt } from './food-pt';
import { retailCopy } from './retail';
import { retailCopyDe } from './retail-de';
import { retailCopyEs } from './retail-es';
import { retailCopyFr } from './retail-fr';
import { retailCopyIt } from './retail-it';
import { retailCopyPt } from './retail-pt';
import { servicesCopy } from './services';
import { servicesCopyDe } from './services-de';
import { servicesCopyEs } from './services-es';
import { servicesCopyFr } from './services-fr';
import { servicesCopyIt } from './services-it';
import { servicesCopyPt } from './services-pt';
import { techCopy } from './tech';
import { techCopyDe } from './tech-de';
import { techCopyEs } from './tech-es';
import { techCopyFr } from './tech-fr';
import { techCopyIt } from './tech-it';
import { techCopyPt } from './tech-pt';
import { travelCopy } from './travel';
import { travelCopyDe } from './travel-de';
import { travelCopyEs } from './travel-es';
import { travelCopyFr } from './travel-fr';
import { travelCopyIt } from './travel-it';
import { travelCopyPt } from './travel-pt';
import type { CopyContext, DomainCopy } from './types';
import { wellnessCopy } from './wellness';
import { wellnessCopyDe } from './wellness-de';
import { wellnessCopyEs } from './wellness-es';
import { wellnessCopyFr } from './wellness-fr';
import { wellnessCopyIt } from './wellness-it';
import { wellnessCopyPt } from './wellness-pt';

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

/** A subject's copy in another language (the food copy is a bakery's and café's, or a restaurant's). */
type Translated = { copy: (context: CopyContext) => DomainCopy };

/** Subjects whose copy is written in other languages too, by language: the only registry. */
const TRANSLATED: Record<PromptLanguage, Partial<Record<DomainId, Translated>>> = {
  es: {
    food: { copy: foodCopyEs },
    tech: { copy: techCopyEs },
    creative: { copy: creativeCopyEs },
    education: { copy: educationCopyEs },
    retail: { copy: retailCopyEs },
    travel: { copy: travelCopyEs },
    wellness: { copy: wellnessCopyEs },
    services: { copy: servicesCopyEs },
  },
  fr: {
    food: { copy: foodCopyFr },
    tech: { copy: techCopyFr },
    creative: { copy: creativeCopyFr },
    education: { copy: educationCopyFr },
    retail: { copy: retailCopyFr },
    travel: { copy: travelCopyFr },
    wellness: { copy: wellnessCopyFr },
    services: { copy: servicesCopyFr },
  },
  de: {
    food: { copy: foodCopyDe },
    tech: { copy: techCopyDe },
    creative: { copy: creativeCopyDe },
    education: { copy: educationCopyDe },
    retail: { copy: retailCopyDe },
    travel: { copy: travelCopyDe },
    wellness: { copy: wellnessCopyDe },
    services: { copy: servicesCopyDe },
  },
  pt: {
    food: { copy: foodCopyPt },
    tech: { copy: techCopyPt },
    creative: { copy: creativeCopyPt },
    education: { copy: educationCopyPt },
    retail: { copy: retailCopyPt },
    travel: { copy: travelCopyPt },
    wellness: { copy: wellnessCopyPt },
    services: { copy: servicesCopyPt },
  },
  it: {
    food: { copy: foodCopyIt },
    tech: { copy: techCopyIt },
    creative: { copy: creativeCopyIt },
    education: { copy: educationCopyIt },
    retail: { copy: retailCopyIt },
    travel: { copy: travelCopyIt },
    wellness: { copy: wellnessCopyIt },
    services: { copy: servicesCopyIt },
  },
};

/** The languages besides English a subject's copy is written in. */
export function domainLanguages(domain: DomainId): PromptLanguage[] {
  return PROMPT_LANGUAGE_IDS.filter((language) => TRANSLATED[language][domain] !== undefined);
}

/** The languages besides English some subject's copy is written in. */
export function someDomainLanguages(): PromptLanguage[] {
  return PROMPT_LANGUAGE_IDS.filter((language) => Object.keys(TRANSLATED[language]).length > 0);
}

/** A subject's copy in `language`, or in English when it is not written in it. */
export function copyFor(domain: DomainId, context: CopyContext, language: AppLanguage = 'en'): DomainCopy {
  const translated = language === 'en' ? undefined : TRANSLATED[language][domain];
  return (translated?.copy ?? COPY[domain])(context);
}
