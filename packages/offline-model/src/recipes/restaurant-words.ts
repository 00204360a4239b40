import { LOCALES } from '../content/types';
import type { AppLanguage } from '../locale';
import { RESTAURANT_WORDS_MORE } from './restaurant-words-more';

/**
 * The restaurant website's own words (its menu, hero, pages and booking form), per language. `{name}`
 * is the restaurant's name and `{phone}` its number, filled in here; `{guests}`, `{date}`, `{time}`
 * and `{person}` are placeholders the generated code fills in, never prompt text spliced into code.
 */
export type RestaurantWords = {
  nav: { menu: string; reservations: string; gallery: string; visit: string };
  bookATable: string;
  seeTheMenu: string;
  heroAlt: string;
  kitchenEyebrow: string;
  signatureTitle: string;
  fullMenu: string;
  visit: string;
  findUs: string;
  menuEyebrow: string;
  menuTitle: string;
  menuText: string;
  menuNote: string;
  reservationsTitle: string;
  reservationsText: string;
  bookingForm: string;
  name: string;
  email: string;
  date: string;
  time: string;
  guests: string;
  guestOne: string;
  guestOther: string;
  notes: string;
  notesPlaceholder: string;
  submit: string;
  nameMissing: string;
  emailInvalid: string;
  datePast: string;
  seeYouSoon: string;
  howTitle: string;
  howText: string;
  booked: string;
  requested: string;
  /** "Tuesday to Sunday, 12–3 pm & 6–11 pm" from Intl's weekday names. */
  hours: (tuesday: string, sunday: string) => string;
  /** Before a place: "in" Lisbon. */
  in: string;
  /** The site's description (meta and footer): `{what}` is the cuisine and place. */
  description: string;
};

export const RESTAURANT_WORDS: Record<AppLanguage, RestaurantWords> = {
  en: {
    nav: { menu: 'Menu', reservations: 'Reservations', gallery: 'Gallery', visit: 'Visit' },
    bookATable: 'Book a table',
    seeTheMenu: 'See the menu',
    heroAlt: 'A signature dish at {name}, plated on a white ceramic plate',
    kitchenEyebrow: 'From the kitchen',
    signatureTitle: 'Signature dishes',
    fullMenu: 'Full menu',
    visit: 'Visit',
    findUs: 'Find us',
    menuEyebrow: 'Menu',
    menuTitle: 'The {name} menu',
    menuText: 'Seasonal, made in house, and changed whenever the market gives us something better.',
    menuNote: 'Please tell your server about any allergies. Prices include tax.',
    reservationsTitle: 'Book a table at {name}',
    reservationsText: 'We hold tables for 15 minutes. For groups larger than eight, call us on {phone}.',
    bookingForm: 'Booking form',
    name: 'Name',
    email: 'Email',
    date: 'Date',
    time: 'Time',
    guests: 'Guests',
    guestOne: 'guest',
    guestOther: 'guests',
    notes: 'Notes (optional)',
    notesPlaceholder: 'Allergies, a birthday, a high chair...',
    submit: 'Request booking',
    nameMissing: 'Please enter your name.',
    emailInvalid: 'Please enter a valid email address.',
    datePast: 'Please choose today or a later date.',
    seeYouSoon: 'See you soon!',
    howTitle: 'How booking works',
    howText:
      'Choose a date and time and we will confirm by email within the hour. Walk-ins are always welcome at the bar.',
    booked: 'Table for {guests} booked on {date} at {time}.',
    requested:
      '{person}, your table for {guests} on {date} at {time} is requested. We will confirm by email.',
    hours: () => 'Tue–Sun, 12–3 pm & 6–11 pm',
    in: 'in',
    description: '{what}. See the menu, opening hours and book a table online.',
  },
  es: {
    nav: { menu: 'Carta', reservations: 'Reservas', gallery: 'Galería', visit: 'Visítanos' },
    bookATable: 'Reservar mesa',
    seeTheMenu: 'Ver la carta',
    heroAlt: 'Una especialidad de la casa, emplatada sobre cerámica blanca',
    kitchenEyebrow: 'De nuestra cocina',
    signatureTitle: 'Platos de la casa',
    fullMenu: 'Carta completa',
    visit: 'Visítanos',
    findUs: 'Dónde estamos',
    menuEyebrow: 'Carta',
    menuTitle: 'Nuestra carta',
    menuText: 'De temporada, hecha en casa y cambiante cada vez que el mercado nos ofrece algo mejor.',
    menuNote: 'Informa a tu camarero de cualquier alergia. IVA incluido.',
    reservationsTitle: 'Reserva tu mesa',
    reservationsText: 'Guardamos la mesa 15 minutos. Para grupos de más de ocho, llámanos al {phone}.',
    bookingForm: 'Formulario de reserva',
    name: 'Nombre',
    email: 'Correo electrónico',
    date: 'Fecha',
    time: 'Hora',
    guests: 'Comensales',
    guestOne: 'persona',
    guestOther: 'personas',
    notes: 'Observaciones (opcional)',
    notesPlaceholder: 'Alergias, un cumpleaños, una trona...',
    submit: 'Solicitar reserva',
    nameMissing: 'Escribe tu nombre.',
    emailInvalid: 'Escribe un correo electrónico válido.',
    datePast: 'Elige hoy o una fecha posterior.',
    seeYouSoon: '¡Hasta pronto!',
    howTitle: 'Cómo funciona la reserva',
    howText:
      'Elige día y hora y te la confirmaremos por correo en menos de una hora. En la barra siempre hay sitio para quien venga sin reserva.',
    booked: 'Mesa para {guests} reservada el {date} a las {time}.',
    requested:
      '{person}, hemos recibido tu solicitud de mesa para {guests} el {date} a las {time}. Te la confirmaremos por correo.',
    hours: (tuesday, sunday) => `De ${tuesday} a ${sunday}, de 12:00 a 15:30 y de 20:00 a 23:30`,
    in: 'en',
    description: '{what}: la carta, el horario y reservas en línea.',
  },
  fr: {
    nav: { menu: 'La carte', reservations: 'Réserver', gallery: 'Galerie', visit: 'Nous trouver' },
    bookATable: 'Réserver une table',
    seeTheMenu: 'Voir la carte',
    heroAlt: 'Un plat signature de la maison, dressé dans une assiette en céramique blanche',
    kitchenEyebrow: 'En cuisine',
    signatureTitle: 'Nos plats signatures',
    fullMenu: 'Toute la carte',
    visit: 'Venir nous voir',
    findUs: 'Où nous trouver',
    menuEyebrow: 'La carte',
    menuTitle: 'Notre carte',
    menuText: 'De saison, fait maison, et renouvelée dès que le marché nous offre mieux.',
    menuNote: 'Signalez toute allergie à votre serveur. Prix TTC, service compris.',
    reservationsTitle: 'Réservez votre table',
    reservationsText:
      'Nous gardons votre table 15 minutes. Au-delà de huit personnes, appelez-nous au {phone}.',
    bookingForm: 'Formulaire de réservation',
    name: 'Nom',
    email: 'E-mail',
    date: 'Date',
    time: 'Heure',
    guests: 'Couverts',
    guestOne: 'personne',
    guestOther: 'personnes',
    notes: 'Remarques (facultatif)',
    notesPlaceholder: 'Allergies, un anniversaire, une chaise haute…',
    submit: 'Demander une réservation',
    nameMissing: 'Indiquez votre nom.',
    emailInvalid: 'Indiquez une adresse e-mail valide.',
    datePast: 'Choisissez aujourd’hui ou une date ultérieure.',
    seeYouSoon: 'À très bientôt !',
    howTitle: 'Comment réserver',
    howText:
      'Choisissez une date et une heure : nous vous confirmons par e-mail dans l’heure. Sans réservation, le comptoir vous accueille toujours.',
    booked: 'Table pour {guests} réservée le {date} à {time}.',
    requested:
      '{person}, votre demande de table pour {guests} le {date} à {time} est bien enregistrée. Nous vous confirmons par e-mail.',
    hours: (tuesday, sunday) => `Du ${tuesday} au ${sunday}, de 12 h à 14 h 30 et de 19 h à 22 h 30`,
    in: 'à',
    description: '{what} : la carte, les horaires et la réservation en ligne.',
  },
  ...RESTAURANT_WORDS_MORE,
};

/** The opening hours in `language`, with Intl's names for Tuesday and Sunday. */
export function openingHours(language: AppLanguage): string {
  const weekday = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-02 was a Tuesday, 2024-01-07 a Sunday.
  const tuesday = weekday.format(new Date(Date.UTC(2024, 0, 2)));
  const sunday = weekday.format(new Date(Date.UTC(2024, 0, 7)));
  return RESTAURANT_WORDS[language].hours(tuesday, sunday);
}
