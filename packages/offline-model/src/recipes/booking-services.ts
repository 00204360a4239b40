import type { AppLanguage } from '../locale';
import { SERVICE_NAMES, type ServiceSetId } from './booking-service-names';

/** What a booking app offers, by what its prompt is about: names, lengths and prices a real place would list. */

export type BookingService = {
  id: string;
  name: string;
  minutes: number;
  price: number;
  description: string;
};

type ServiceSet = { id: ServiceSetId; words: RegExp; noun: string; services: BookingService[] };

const s = (name: string, minutes: number, price: number, description: string): BookingService => ({
  id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  minutes,
  price,
  description,
});

const SETS: ServiceSet[] = [
  {
    id: 'hair',
    words:
      /\b(?:hair|salon|barber(?:shop)?|stylist|hairdresser|peluquer[ií]a|barber[ií]a|coiffeur|coiffeuse|coiffure|barbier|friseur\w*|cabeleireir[oa]|barbearia|parrucchier[ea]|barbiere)\b/i,
    noun: 'salon',
    services: [
      s('Haircut', 45, 45, 'Wash, cut and finish.'),
      s('Cut and colour', 120, 120, 'Full colour or highlights with a cut.'),
      s('Blow-dry', 30, 30, 'Wash and blow-dry styling.'),
      s('Beard trim', 15, 15, 'Shape-up with clippers and a razor line.'),
    ],
  },
  {
    id: 'physio',
    words:
      /\b(?:physio(?:therapy|therapist)?|chiropract(?:or|ic)|osteopath(?:y)?|rehab(?:ilitation)?|physiotherap\w*|fisioterap\w*|kin[ée]sith[ée]rap\w*|kin[ée]|ost[ée]opath\w*|osteopat\w*|krankengymnast\w*)\b/i,
    noun: 'clinic',
    services: [
      s('Initial assessment', 60, 80, 'A full assessment and a treatment plan.'),
      s('Follow-up session', 45, 60, 'Treatment and exercises on your plan.'),
      s('Sports massage', 30, 45, 'Deep tissue work for training and recovery.'),
    ],
  },
  {
    id: 'dental',
    words:
      /\b(?:dental|dentist|orthodont\w*|dentista|dentiste|dentaire|dent[áa]ri\w*|dentistic\w*|zahnarzt\w*|odontolog\w*|ortodon\w*)\b/i,
    noun: 'practice',
    services: [
      s('Check-up', 30, 50, 'Examination and advice.'),
      s('Hygienist clean', 45, 70, 'Scale and polish.'),
      s('Whitening consultation', 30, 0, 'See if whitening suits you.'),
    ],
  },
  {
    id: 'beauty',
    words:
      /\b(?:massage|spa|beauty|nails?|manicure|facials?|wellness|masajes?|massagem|massaggi?|belleza|beleza|bellezza|est[ée]tic\w*|esth[ée]ti\w*|kosmetik\w*|nagelstudio|manicura|manucure|uñas|unhas|unghie)\b|\bbeaut[ée]/i,
    noun: 'studio',
    services: [
      s('Relaxing massage', 60, 70, 'Full-body massage with warm oils.'),
      s('Facial', 45, 55, 'Cleanse, exfoliate and hydrate.'),
      s('Manicure', 30, 30, 'Shape, cuticle care and polish.'),
    ],
  },
  {
    id: 'lessons',
    words:
      /\b(?:tutor(?:ing)?|lessons?|teacher|coach(?:ing)?|classes|clases|profesor[ae]?|cours|professeur|nachhilfe|unterricht|lehrer\w*|aulas|explica\w*|lezioni|ripetizioni|insegnante)\b/i,
    noun: 'studio',
    services: [
      s('Trial lesson', 30, 0, 'Meet, set goals and try a first exercise.'),
      s('One-hour lesson', 60, 50, 'A one-to-one lesson at your level.'),
      s('Ninety-minute lesson', 90, 70, 'A longer lesson for deeper work.'),
    ],
  },
  {
    id: 'vet',
    words:
      /\b(?:vet|veterinar\w*|pet|dog|grooming|v[ée]t[ée]rinaire|tierarzt\w*|tierklinik|hundesalon|toelettatura|toilettage|tosquia|perros?|chiens?|mascotas)\b/i,
    noun: 'practice',
    services: [
      s('Consultation', 30, 55, 'An examination and advice.'),
      s('Vaccination', 15, 40, 'Yearly boosters and a quick check.'),
      s('Full groom', 90, 65, 'Bath, cut, nails and ears.'),
    ],
  },
];

const GENERAL: ServiceSet = {
  id: 'general',
  words: /./,
  noun: 'team',
  services: [
    s('Introductory call', 15, 0, 'A short first conversation.'),
    s('Consultation', 30, 40, 'Talk through what you need.'),
    s('Full session', 60, 75, 'An hour of focused work together.'),
  ],
};

/** The services and what to call the place, for a prompt's words, named in the app's language. */
export function servicesFor(
  text: string,
  language: AppLanguage = 'en',
): { noun: string; services: BookingService[] } {
  const set = SETS.find((candidate) => candidate.words.test(text)) ?? GENERAL;
  if (language === 'en') return { noun: set.noun, services: set.services };
  const names = SERVICE_NAMES[language][set.id];
  const services = set.services.map((service, index) => {
    const [name, description] = names[index] ?? [service.name, service.description];
    return { ...service, name, description };
  });
  return { noun: set.noun, services };
}
