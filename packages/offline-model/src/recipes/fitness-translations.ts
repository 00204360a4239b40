import type { AppLanguage } from '../locale';

/** What the fitness tracker's progress page says, per language (see `fitness-copy.ts`). */
export type ProgressCopy = {
  title: string;
  intro: string;
  active: string;
  perDay: string;
  figure: string;
  bar: string;
  byActivity: string;
  all: string;
};

export const PROGRESS_COPY: Record<AppLanguage, ProgressCopy> = {
  en: {
    title: 'Progress',
    intro: 'The last seven days, and where your minutes go.',
    active: 'Active minutes',
    perDay: 'Per day, this week',
    figure: 'Active minutes per day over the last seven days',
    bar: '{day}: {n} minutes',
    byActivity: 'By activity',
    all: 'All logged minutes',
  },
  es: {
    title: 'Progreso',
    intro: 'Los últimos siete días y en qué se van tus minutos.',
    active: 'Minutos activos',
    perDay: 'Por día, esta semana',
    figure: 'Minutos activos por día en los últimos siete días',
    bar: '{day}: {n} minutos',
    byActivity: 'Por actividad',
    all: 'Todos los minutos registrados',
  },
  fr: {
    title: 'Progrès',
    intro: 'Les sept derniers jours, et où passent vos minutes.',
    active: 'Minutes d’activité',
    perDay: 'Par jour, cette semaine',
    figure: 'Minutes d’activité par jour sur les sept derniers jours',
    bar: '{day}\u00a0: {n}\u00a0minutes',
    byActivity: 'Par activité',
    all: 'Toutes les minutes enregistrées',
  },
  de: {
    title: 'Fortschritt',
    intro: 'Die letzten sieben Tage und wohin deine Minuten gehen.',
    active: 'Aktive Minuten',
    perDay: 'Pro Tag, diese Woche',
    figure: 'Aktive Minuten pro Tag in den letzten sieben Tagen',
    bar: '{day}: {n} Minuten',
    byActivity: 'Nach Aktivität',
    all: 'Alle eingetragenen Minuten',
  },
  pt: {
    title: 'Progresso',
    intro: 'Os últimos sete dias e para onde vão os seus minutos.',
    active: 'Minutos ativos',
    perDay: 'Por dia, esta semana',
    figure: 'Minutos ativos por dia nos últimos sete dias',
    bar: '{day}: {n} minutos',
    byActivity: 'Por atividade',
    all: 'Todos os minutos registados',
  },
  it: {
    title: 'Progressi',
    intro: 'Gli ultimi sette giorni e dove vanno i tuoi minuti.',
    active: 'Minuti di attività',
    perDay: 'Al giorno, questa settimana',
    figure: 'Minuti di attività al giorno negli ultimi sette giorni',
    bar: '{day}: {n} minuti',
    byActivity: 'Per attività',
    all: 'Tutti i minuti registrati',
  },
};
