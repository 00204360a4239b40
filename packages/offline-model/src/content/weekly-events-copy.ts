import type { PromptLanguage } from '../language';
import type { Faq } from './types';
import { WEEKLY_COPY_IT, WEEKLY_COPY_PT } from './weekly-events-copy-more';

/** A weekly gathering's words in the prompt languages (weekly-events.ts has the English ones). */
export type WeeklyCopy = {
  /** Morning, afternoon, evening after "todos los martes" (German joins it to the day: "Dienstagabend"). */
  parts: [string, string, string];
  music: {
    noun: string;
    people: string;
    tagline: string;
    slots: [string, string, string, string];
    rooms: [string, string];
    everyone: string;
  };
  talks: {
    noun: string;
    people: string;
    tagline: string;
    slots: [string, string, string, string, string];
    rooms: [string, string];
    organisers: string;
    community: string;
  };
  tickets: [
    { name: string; description: string; features: string[] },
    { name: string; description: string; features: string[] },
    { name: string; description: string; features: string[] },
  ];
  faqs: [Faq, Faq, Faq];
};

export const WEEKLY_COPY: Record<PromptLanguage, WeeklyCopy> = {
  es: {
    parts: ['por la mañana', 'por la tarde', 'por la noche'],
    music: {
      noun: 'noche de música semanal',
      people: 'Residentes',
      tagline:
        'conciertos en directo, una jam final y una sala llena de gente a la que le encanta la música.',
      slots: [
        'Apertura de puertas',
        'Primer concierto',
        'Concierto principal',
        'Jam final: trae tu instrumento',
      ],
      rooms: ['Barra', 'Sala principal'],
      everyone: 'Todo el mundo',
    },
    talks: {
      noun: 'encuentro semanal',
      people: 'Ponentes',
      tagline:
        'una charla, charlas relámpago y buena conversación con gente a la que le encanta lo que hace.',
      slots: [
        'Apertura de puertas, bebidas y presentaciones',
        'Bienvenida y novedades',
        'Charla principal',
        'Charlas relámpago',
        'Bebidas y conversación',
      ],
      rooms: ['Vestíbulo', 'Sala principal'],
      organisers: 'Organización',
      community: 'Comunidad',
    },
    tickets: [
      {
        name: 'Entrada suelta',
        description: 'Una sesión, en la puerta o aquí.',
        features: ['Entrada a una sesión', 'Una bebida de bienvenida'],
      },
      {
        name: 'Bono de 10 semanas',
        description: 'Diez sesiones por el precio de ocho.',
        features: ['Diez semanas a tu elección', 'Sin colas', 'Una bebida de bienvenida'],
      },
      {
        name: 'Socio',
        description: 'Todas las semanas durante una temporada, y así mantienes vivo el proyecto.',
        features: [
          'Todas las semanas durante seis meses',
          'Tu nombre en el muro de socios',
          'Un acompañante gratis una vez al mes',
        ],
      },
    ],
    faqs: [
      {
        question: '¿Tengo que venir todas las semanas?',
        answer: 'No. Cada sesión es independiente: ven cuando puedas y siempre encontrarás una cara amable.',
      },
      {
        question: '¿Hace falta reservar?',
        answer: 'Inscribirte nos ayuda a preparar la sala, pero si hay sitio puedes venir sin reserva.',
      },
      {
        question: '¿Y si se cancela una semana?',
        answer: 'Cualquier cambio, como una semana de vacaciones, se anuncia en esta página el día antes.',
      },
    ],
  },
  fr: {
    parts: ['matin', 'après-midi', 'soir'],
    music: {
      noun: 'soirée musicale hebdomadaire',
      people: 'Artistes résidents',
      tagline: 'des concerts live, une jam pour finir et une salle pleine de passionnés de musique.',
      slots: [
        'Ouverture des portes',
        'Premier set',
        'Set principal',
        'Jam de fin de soirée : venez avec votre instrument',
      ],
      rooms: ['Bar', 'Salle principale'],
      everyone: 'Tout le monde',
    },
    talks: {
      noun: 'rencontre hebdomadaire',
      people: 'Intervenants',
      tagline: 'une conférence, des présentations éclair et de belles discussions avec des passionnés.',
      slots: [
        'Ouverture des portes, boissons et présentations',
        'Accueil et actualités',
        'Conférence principale',
        'Présentations éclair',
        'Verre et discussions',
      ],
      rooms: ['Hall d’accueil', 'Salle principale'],
      organisers: 'L’équipe organisatrice',
      community: 'La communauté',
    },
    tickets: [
      {
        name: 'Entrée à l’unité',
        description: 'Une séance, à payer sur place ou ici.',
        features: ['Entrée pour une séance', 'Une boisson offerte'],
      },
      {
        name: 'Carte 10 séances',
        description: 'Dix soirées pour le prix de huit.',
        features: ['Dix semaines au choix', 'Sans file d’attente', 'Une boisson offerte'],
      },
      {
        name: 'Soutien',
        description: 'Toutes les semaines pendant une saison, pour que l’aventure continue.',
        features: [
          'Toutes les semaines pendant six mois',
          'Votre nom sur le mur des soutiens',
          'Un invité offert une fois par mois',
        ],
      },
    ],
    faqs: [
      {
        question: 'Faut-il venir toutes les semaines ?',
        answer:
          'Non. Chaque séance se suffit à elle-même : venez quand vous pouvez, vous serez toujours bien accueilli.',
      },
      {
        question: 'Faut-il réserver ?',
        answer:
          'L’inscription nous aide à préparer la salle, mais vous pouvez venir sans réserver tant qu’il reste de la place.',
      },
      {
        question: 'Et si une séance est annulée ?',
        answer:
          'Tout changement, comme une semaine de vacances, est annoncé sur cette page la veille au plus tard.',
      },
    ],
  },
  de: {
    parts: ['morgen', 'nachmittag', 'abend'],
    music: {
      noun: 'wöchentlicher Musikabend',
      people: 'Stammbands',
      tagline: 'Livemusik, eine Jamsession zum Schluss und ein Raum voller Menschen, die Musik lieben.',
      slots: ['Einlass', 'Erstes Set', 'Hauptset', 'Jamsession: Bring dein Instrument mit'],
      rooms: ['Bar', 'Großer Raum'],
      everyone: 'Alle',
    },
    talks: {
      noun: 'wöchentliches Treffen',
      people: 'Vortragende',
      tagline: 'ein Vortrag, Lightning Talks und gute Gespräche mit Menschen, die lieben, was sie tun.',
      slots: [
        'Einlass, Getränke und Kennenlernen',
        'Begrüßung und Neuigkeiten',
        'Hauptvortrag',
        'Lightning Talks',
        'Getränke und Gespräche',
      ],
      rooms: ['Foyer', 'Großer Raum'],
      organisers: 'Organisationsteam',
      community: 'Community',
    },
    tickets: [
      {
        name: 'Einzeleintritt',
        description: 'Ein Termin, an der Abendkasse oder hier.',
        features: ['Eintritt für einen Termin', 'Ein Getränk zur Begrüßung'],
      },
      {
        name: '10er-Karte',
        description: 'Zehn Abende zum Preis von acht.',
        features: ['Zehn Wochen nach Wahl', 'Ohne Anstehen', 'Ein Getränk zur Begrüßung'],
      },
      {
        name: 'Förderer',
        description: 'Jede Woche eine ganze Saison lang, und Sie halten das Projekt am Leben.',
        features: [
          'Jede Woche, sechs Monate lang',
          'Ihr Name an der Förderwand',
          'Einmal im Monat eine Begleitperson frei',
        ],
      },
    ],
    faqs: [
      {
        question: 'Muss ich jede Woche kommen?',
        answer:
          'Nein. Jeder Termin steht für sich: Kommen Sie, wann Sie können, es gibt immer ein freundliches Gesicht.',
      },
      {
        question: 'Muss ich mich anmelden?',
        answer:
          'Eine Anmeldung hilft uns bei der Planung, aber solange Platz ist, sind Sie auch spontan willkommen.',
      },
      {
        question: 'Was, wenn ein Termin ausfällt?',
        answer:
          'Jede Änderung, etwa eine Ferienpause, kündigen wir spätestens am Vortag auf dieser Seite an.',
      },
    ],
  },
  pt: WEEKLY_COPY_PT,
  it: WEEKLY_COPY_IT,
};
