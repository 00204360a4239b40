import type { AppLanguage } from '../locale';
import { EVENT_COPY_DE, EVENT_COPY_IT, EVENT_COPY_PT } from './event-translations';

/** The event site's own words (its subject's programme is in content/events*.ts). */
export type EventCopy = {
  schedule: string;
  venue: string;
  tickets: string;
  register: string;
  onSale: string;
  registerNow: string;
  seeSchedule: string;
  countdown: { days: string; hours: string; minutes: string; seconds: string; now: string; until: string };
  speakersTitle: string;
  lineupTitle: string;
  planDays: string;
  typicalWeek: string;
  hall: string;
  park: string;
  quay: string;
  /** `{city}`: the place. */
  directions: string;
  /** Without a place. */
  directionsNoCity: string;
  getTickets: string;
  /** The theme the prompt names ("a conference about AI"), after the tagline. */
  theme: string;
  /** A weekly gathering's date line: "Every Tuesday · 19:00 (next: …)". */
  next: string;
  form: {
    title: string;
    text: string;
    label: string;
    fullName: string;
    email: string;
    ticket: string;
    submit: string;
    nameMissing: string;
    emailInvalid: string;
    /** `{event}`. */
    toast: string;
    /** `{name}`. */
    seeYou: string;
    /** `{ticket}`, `{dates}`. */
    confirmed: string;
  };
};

export const EVENT_COPY: Record<AppLanguage, EventCopy> = {
  en: {
    schedule: 'Schedule',
    venue: 'Venue',
    tickets: 'Tickets',
    register: 'Register',
    onSale: 'tickets on sale',
    registerNow: 'Register now',
    seeSchedule: 'See the schedule',
    countdown: {
      days: 'Days',
      hours: 'Hours',
      minutes: 'Minutes',
      seconds: 'Seconds',
      now: 'Happening now, see you there!',
      until: 'Time until the event starts',
    },
    speakersTitle: 'Learn from the best in the field',
    lineupTitle: 'Who is playing',
    planDays: 'Plan your days',
    typicalWeek: 'A typical week',
    hall: 'The Assembly Hall',
    park: 'Riverside Park',
    quay: 'Riverside Quay',
    directions: 'A ten-minute walk from the central station in {city}, with bike parking at the door.',
    directionsNoCity:
      'A ten-minute walk from the central station in the city centre, with bike parking at the door.',
    getTickets: 'Get tickets',
    theme: '{tagline}, all about {theme}.',
    next: 'next',
    form: {
      title: 'Save your seat',
      text: "Register for the {noun} in under a minute. You'll get your ticket by email.",
      label: 'Registration',
      fullName: 'Full name',
      email: 'Email',
      ticket: 'Ticket',
      submit: 'Complete registration',
      nameMissing: 'Enter your name.',
      emailInvalid: 'Enter a valid email address.',
      toast: "You're registered for {event}!",
      seeYou: 'See you there, {name}!',
      confirmed: 'Your {ticket} ticket for {dates} is confirmed. Check your inbox for the details.',
    },
  },
  es: {
    schedule: 'Programa',
    venue: 'Lugar',
    tickets: 'Entradas',
    register: 'Inscribirse',
    onSale: 'entradas a la venta',
    registerNow: 'Inscríbete ya',
    seeSchedule: 'Ver el programa',
    countdown: {
      days: 'Días',
      hours: 'Horas',
      minutes: 'Minutos',
      seconds: 'Segundos',
      now: '¡Está pasando ahora, te esperamos!',
      until: 'Tiempo que falta para empezar',
    },
    speakersTitle: 'Aprende de los mejores del sector',
    lineupTitle: 'Quién toca',
    planDays: 'Organiza tus días',
    typicalWeek: 'Una semana cualquiera',
    hall: 'Auditorio Central',
    park: 'Parque de la Ribera',
    quay: 'Muelle de la Ribera',
    directions: 'A diez minutos a pie de la estación central de {city}, con aparcabicis en la puerta.',
    directionsNoCity: 'A diez minutos a pie de la estación central, con aparcabicis en la puerta.',
    getTickets: 'Comprar entradas',
    theme: '{tagline} Tema: {theme}.',
    next: 'próxima sesión',
    form: {
      title: 'Reserva tu plaza',
      text: 'Inscríbete en menos de un minuto. Recibirás tu entrada por correo electrónico.',
      label: 'Inscripción',
      fullName: 'Nombre y apellidos',
      email: 'Correo electrónico',
      ticket: 'Entrada',
      submit: 'Completar la inscripción',
      nameMissing: 'Escribe tu nombre.',
      emailInvalid: 'Escribe un correo electrónico válido.',
      toast: '¡Ya estás inscrito en {event}!',
      seeYou: '¡Nos vemos allí, {name}!',
      confirmed:
        'Tu entrada «{ticket}» para el {dates} está confirmada. Revisa tu correo para ver los detalles.',
    },
  },
  fr: {
    schedule: 'Programme',
    venue: 'Lieu',
    tickets: 'Billets',
    register: 'S’inscrire',
    onSale: 'billetterie ouverte',
    registerNow: 'Je m’inscris',
    seeSchedule: 'Voir le programme',
    countdown: {
      days: 'Jours',
      hours: 'Heures',
      minutes: 'Minutes',
      seconds: 'Secondes',
      now: 'C’est maintenant, on vous attend !',
      until: 'Temps restant avant le début',
    },
    speakersTitle: 'Apprenez des meilleurs du domaine',
    lineupTitle: 'Qui joue',
    planDays: 'Organisez vos journées',
    typicalWeek: 'Une semaine type',
    hall: 'La Grande Halle',
    park: 'Parc des Berges',
    quay: 'Quai des Berges',
    directions:
      'À dix minutes à pied de la gare centrale de {city}, avec un parking à vélos devant l’entrée.',
    directionsNoCity: 'À dix minutes à pied de la gare centrale, avec un parking à vélos devant l’entrée.',
    getTickets: 'Réserver',
    theme: '{tagline} Thème : {theme}.',
    next: 'prochaine séance',
    form: {
      title: 'Réservez votre place',
      text: 'Inscrivez-vous en moins d’une minute. Vous recevrez votre billet par e-mail.',
      label: 'Inscription',
      fullName: 'Nom complet',
      email: 'E-mail',
      ticket: 'Billet',
      submit: 'Valider l’inscription',
      nameMissing: 'Indiquez votre nom.',
      emailInvalid: 'Indiquez une adresse e-mail valide.',
      toast: 'Vous êtes inscrit à {event} !',
      seeYou: 'À bientôt, {name} !',
      confirmed:
        'Votre billet « {ticket} » pour le {dates} est confirmé. Vous trouverez tous les détails dans votre boîte mail.',
    },
  },
  de: EVENT_COPY_DE,
  pt: EVENT_COPY_PT,
  it: EVENT_COPY_IT,
};
