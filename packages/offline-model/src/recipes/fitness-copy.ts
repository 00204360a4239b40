import type { AppLanguage } from '../locale';
import { PROGRESS_COPY, type ProgressCopy } from './fitness-translations';

/**
 * Everything the fitness tracker says, per language (issue 18 §2). `{n}` stands for a number of
 * minutes or workouts, `{goal}` for the weekly goal, `{type}` for an activity, `{date}` and `{day}` for days.
 */
export type FitnessCopy = {
  /** The locale its days and dates are formatted in (`Intl`). */
  locale: string;
  nav: { today: string; progress: string };
  subtitle: string;
  description: (name: string) => string;
  /** Run, Strength, Yoga, Cycling, Swim, Walk: the first is the form's default. */
  types: [string, string, string, string, string, string];
  /** The starter entries' notes: a run, a strength session, a ride. */
  seedNotes: [string, string, string];
  goalReached: string;
  toGo: string;
  thisWeek: string;
  goal: string;
  streak: string;
  logTitle: string;
  logText: string;
  history: string;
  /** One workout, several. */
  logged: [string, string];
  empty: string;
  list: string;
  min: string;
  deleteWorkout: string;
  ring: string;
  ringOf: string;
  form: {
    activity: string;
    minutes: string;
    date: string;
    note: string;
    placeholder: string;
    submit: string;
  };
  toast: string;
  progress: ProgressCopy;
};

export const FITNESS_COPY: Record<AppLanguage, FitnessCopy> = {
  en: {
    locale: 'en',
    nav: { today: 'Today', progress: 'Progress' },
    subtitle: 'Your training log',
    description: (name) => `${name}: log workouts, hit your weekly goal and watch your streak grow.`,
    types: ['Run', 'Strength', 'Yoga', 'Cycling', 'Swim', 'Walk'],
    seedNotes: ['Easy 5 km by the river', 'Squats and rows', 'Hill loop'],
    goalReached: 'Weekly goal reached. Brilliant work!',
    toGo: "{n} minutes to go to this week's goal.",
    thisWeek: 'This week',
    goal: 'Goal: {n} active minutes',
    streak: 'day streak',
    logTitle: 'Log a workout',
    logText: 'Every session counts, even a short walk.',
    history: 'History',
    logged: ['{n} workout logged', '{n} workouts logged'],
    empty: 'No workouts yet. Log your first one above.',
    list: 'Workouts',
    min: 'min',
    deleteWorkout: 'Delete {type} on {date}',
    ring: '{n} of {goal} minutes this week',
    ringOf: 'of {goal} min',
    form: {
      activity: 'Activity',
      minutes: 'Minutes',
      date: 'Date',
      note: 'Note (optional)',
      placeholder: 'Felt strong, new personal best...',
      submit: 'Log workout',
    },
    toast: '{type} logged: {n} minutes',
    progress: PROGRESS_COPY.en,
  },
  es: {
    locale: 'es-ES',
    nav: { today: 'Hoy', progress: 'Progreso' },
    subtitle: 'Tu diario de entrenamiento',
    description: (name) =>
      `${name}: registra tus entrenamientos, cumple tu objetivo semanal y mantén la racha.`,
    types: ['Carrera', 'Fuerza', 'Yoga', 'Ciclismo', 'Natación', 'Caminata'],
    seedNotes: ['5\u00a0km suaves junto al río', 'Sentadillas y remo', 'Ruta con cuestas'],
    goalReached: '¡Objetivo semanal cumplido! Buen trabajo.',
    toGo: 'Te faltan {n} minutos para el objetivo de esta semana.',
    thisWeek: 'Esta semana',
    goal: 'Objetivo: {n} minutos activos',
    streak: 'días seguidos',
    logTitle: 'Registrar un entrenamiento',
    logText: 'Cada sesión cuenta, hasta un paseo corto.',
    history: 'Historial',
    logged: ['{n} entrenamiento registrado', '{n} entrenamientos registrados'],
    empty: 'Aún no hay entrenamientos. Registra el primero arriba.',
    list: 'Entrenamientos',
    min: 'min',
    deleteWorkout: 'Eliminar {type} del {date}',
    ring: '{n} de {goal} minutos esta semana',
    ringOf: 'de {goal} min',
    form: {
      activity: 'Actividad',
      minutes: 'Minutos',
      date: 'Fecha',
      note: 'Nota (opcional)',
      placeholder: 'Me sentí fuerte, nuevo récord personal…',
      submit: 'Registrar entrenamiento',
    },
    toast: 'Registrado: {type}, {n} minutos',
    progress: PROGRESS_COPY.es,
  },
  fr: {
    locale: 'fr-FR',
    nav: { today: 'Aujourd’hui', progress: 'Progrès' },
    subtitle: 'Votre carnet d’entraînement',
    description: (name) =>
      `${name}\u00a0: notez vos séances, atteignez votre objectif de la semaine et gardez le rythme.`,
    types: ['Course', 'Musculation', 'Yoga', 'Vélo', 'Natation', 'Marche'],
    seedNotes: ['5\u00a0km tranquilles le long de la rivière', 'Squats et rowing', 'Boucle vallonnée'],
    goalReached: 'Objectif de la semaine atteint. Bravo\u00a0!',
    toGo: 'Encore {n}\u00a0minutes pour atteindre l’objectif de la semaine.',
    thisWeek: 'Cette semaine',
    goal: 'Objectif\u00a0: {n}\u00a0minutes d’activité',
    streak: 'jours d’affilée',
    logTitle: 'Noter une séance',
    logText: 'Chaque séance compte, même une petite marche.',
    history: 'Historique',
    logged: ['{n} séance enregistrée', '{n} séances enregistrées'],
    empty: 'Aucune séance pour l’instant. Notez la première ci-dessus.',
    list: 'Séances',
    min: 'min',
    deleteWorkout: 'Supprimer la séance {type} du {date}',
    ring: '{n} minutes sur {goal} cette semaine',
    ringOf: 'sur {goal}\u00a0min',
    form: {
      activity: 'Activité',
      minutes: 'Minutes',
      date: 'Date',
      note: 'Note (facultatif)',
      placeholder: 'En forme, nouveau record personnel…',
      submit: 'Enregistrer la séance',
    },
    toast: 'Séance enregistrée\u00a0: {type}, {n}\u00a0minutes',
    progress: PROGRESS_COPY.fr,
  },
  de: {
    locale: 'de-DE',
    nav: { today: 'Heute', progress: 'Fortschritt' },
    subtitle: 'Dein Trainingstagebuch',
    description: (name) => `${name}: Trainings eintragen, das Wochenziel schaffen, die Serie wachsen sehen.`,
    types: ['Laufen', 'Kraft', 'Yoga', 'Radfahren', 'Schwimmen', 'Gehen'],
    seedNotes: ['Locker 5\u00a0km am Fluss', 'Kniebeugen und Rudern', 'Hügelrunde'],
    goalReached: 'Wochenziel erreicht. Stark!',
    toGo: 'Noch {n} Minuten bis zum Wochenziel.',
    thisWeek: 'Diese Woche',
    goal: 'Ziel: {n} aktive Minuten',
    streak: 'Tage in Folge',
    logTitle: 'Training eintragen',
    logText: 'Jede Einheit zählt, auch ein kurzer Spaziergang.',
    history: 'Verlauf',
    logged: ['{n} Training eingetragen', '{n} Trainings eingetragen'],
    empty: 'Noch keine Trainings. Trag oben dein erstes ein.',
    list: 'Trainings',
    min: 'Min.',
    deleteWorkout: '{type} vom {date} löschen',
    ring: '{n} von {goal} Minuten diese Woche',
    ringOf: 'von {goal} Min.',
    form: {
      activity: 'Aktivität',
      minutes: 'Minuten',
      date: 'Datum',
      note: 'Notiz (optional)',
      placeholder: 'Fühlte mich stark, neue Bestleistung …',
      submit: 'Training speichern',
    },
    toast: 'Eingetragen: {type}, {n} Minuten',
    progress: PROGRESS_COPY.de,
  },
  pt: {
    locale: 'pt-PT',
    nav: { today: 'Hoje', progress: 'Progresso' },
    subtitle: 'O seu registo de treinos',
    description: (name) =>
      `${name}: registe os seus treinos, cumpra o objetivo semanal e mantenha a sequência.`,
    types: ['Corrida', 'Força', 'Ioga', 'Ciclismo', 'Natação', 'Caminhada'],
    seedNotes: ['5\u00a0km tranquilos junto ao rio', 'Agachamentos e remada', 'Circuito com subidas'],
    goalReached: 'Objetivo semanal cumprido. Excelente trabalho!',
    toGo: 'Faltam {n} minutos para o objetivo desta semana.',
    thisWeek: 'Esta semana',
    goal: 'Objetivo: {n} minutos ativos',
    streak: 'dias seguidos',
    logTitle: 'Registar um treino',
    logText: 'Cada sessão conta, até uma pequena caminhada.',
    history: 'Histórico',
    logged: ['{n} treino registado', '{n} treinos registados'],
    empty: 'Ainda sem treinos. Registe o primeiro acima.',
    list: 'Treinos',
    min: 'min',
    deleteWorkout: 'Eliminar {type} de {date}',
    ring: '{n} de {goal} minutos esta semana',
    ringOf: 'de {goal} min',
    form: {
      activity: 'Atividade',
      minutes: 'Minutos',
      date: 'Data',
      note: 'Nota (opcional)',
      placeholder: 'Senti-me forte, novo recorde pessoal…',
      submit: 'Registar treino',
    },
    toast: 'Treino registado: {type}, {n} minutos',
    progress: PROGRESS_COPY.pt,
  },
  it: {
    locale: 'it-IT',
    nav: { today: 'Oggi', progress: 'Progressi' },
    subtitle: 'Il tuo diario di allenamento',
    description: (name) =>
      `${name}: registra gli allenamenti, raggiungi l’obiettivo settimanale e allunga la serie.`,
    types: ['Corsa', 'Forza', 'Yoga', 'Ciclismo', 'Nuoto', 'Camminata'],
    seedNotes: ['Corsa tranquilla di 5\u00a0km lungo il fiume', 'Squat e rematore', 'Giro in collina'],
    goalReached: 'Obiettivo settimanale raggiunto. Ottimo lavoro!',
    toGo: 'Mancano {n} minuti all’obiettivo di questa settimana.',
    thisWeek: 'Questa settimana',
    goal: 'Obiettivo: {n} minuti di attività',
    streak: 'giorni di fila',
    logTitle: 'Registra un allenamento',
    logText: 'Ogni sessione conta, anche una breve passeggiata.',
    history: 'Cronologia',
    logged: ['{n} allenamento registrato', '{n} allenamenti registrati'],
    empty: 'Ancora nessun allenamento. Registra il primo qui sopra.',
    list: 'Allenamenti',
    min: 'min',
    deleteWorkout: 'Elimina {type} del {date}',
    ring: '{n} di {goal} minuti questa settimana',
    ringOf: 'di {goal} min',
    form: {
      activity: 'Attività',
      minutes: 'Minuti',
      date: 'Data',
      note: 'Nota (facoltativa)',
      placeholder: 'Mi sentivo in forma, nuovo record personale…',
      submit: 'Registra allenamento',
    },
    toast: 'Allenamento registrato: {type}, {n} minuti',
    progress: PROGRESS_COPY.it,
  },
};
