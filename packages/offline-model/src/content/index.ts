import type { DomainId } from '../app-spec';
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

export function copyFor(domain: DomainId, context: CopyContext): DomainCopy {
  return COPY[domain](context);
}
