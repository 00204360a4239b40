import { DESIGNER } from './disciplines/designer';
import { DEVELOPER } from './disciplines/developer';
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

export function disciplineFor(text: string): Discipline {
  const lower = text.toLowerCase();
  if (/photo|wedding|film|camera/.test(lower)) return PHOTOGRAPHER;
  if (/develop|engineer|programm|coder|software|full[\s-]?stack|front[\s-]?end|back[\s-]?end/.test(lower))
    return DEVELOPER;
  return DESIGNER;
}
