import type { AppLanguage } from '../locale';

/** Everything the timer says, per language (issue 18 §2). `{label}` stands for the length's name. */
export type TimerCopy = {
  nav: { timer: string; sessions: string };
  subtitle: string;
  description: { pomodoro: (name: string) => string; countdown: (name: string) => string };
  intro: { pomodoro: string; countdown: string };
  presets: { focus: string; shortBreak: string; longBreak: string };
  min: string;
  timeLeft: string;
  length: string;
  ownLength: string;
  set: string;
  start: string;
  pause: string;
  resume: string;
  reset: string;
  timesUp: string;
  /** "Time's up: {label} is done." */
  done: string;
  /** "{label} selected." */
  selected: string;
  started: string;
  paused: string;
  wasReset: string;
  sessions: {
    title: string;
    today: string;
    one: string;
    many: string;
    kept: string;
    clear: string;
    emptyTitle: string;
    emptyText: string;
    list: string;
  };
};

const EN: TimerCopy = {
  nav: { timer: 'Timer', sessions: 'Sessions' },
  subtitle: 'Sessions kept in this browser',
  description: {
    pomodoro: (name) => `${name}: a Pomodoro timer for focus and breaks.`,
    countdown: (name) => `${name}: a countdown timer.`,
  },
  intro: { pomodoro: 'Twenty-five minutes of focus, then a break.', countdown: 'Pick a length and start.' },
  presets: { focus: 'Focus', shortBreak: 'Short break', longBreak: 'Long break' },
  min: 'min',
  timeLeft: 'Time left:',
  length: 'Length',
  ownLength: 'Your own length (minutes)',
  set: 'Set',
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
  reset: 'Reset',
  timesUp: "Time's up",
  done: "Time's up: {label} is done.",
  selected: '{label} selected.',
  started: 'Timer started.',
  paused: 'Timer paused.',
  wasReset: 'Timer reset.',
  sessions: {
    title: 'Sessions',
    today: 'Today:',
    one: 'session',
    many: 'sessions',
    kept: 'Kept in this browser.',
    clear: 'Clear sessions',
    emptyTitle: 'No sessions yet',
    emptyText: 'Each timer you run to the end is listed here.',
    list: 'Finished sessions',
  },
};

export const TIMER_COPY: Record<AppLanguage, TimerCopy> = {
  en: EN,
  es: {
    nav: { timer: 'Temporizador', sessions: 'Sesiones' },
    subtitle: 'Sesiones guardadas en este navegador',
    description: {
      pomodoro: (name) => `${name}: un temporizador Pomodoro para concentrarte y descansar.`,
      countdown: (name) => `${name}: un temporizador de cuenta atrás.`,
    },
    intro: {
      pomodoro: 'Veinticinco minutos de concentración y luego un descanso.',
      countdown: 'Elige una duración y empieza.',
    },
    presets: { focus: 'Concentración', shortBreak: 'Descanso corto', longBreak: 'Descanso largo' },
    min: 'min',
    timeLeft: 'Tiempo restante:',
    length: 'Duración',
    ownLength: 'Tu propia duración (minutos)',
    set: 'Fijar',
    start: 'Empezar',
    pause: 'Pausa',
    resume: 'Reanudar',
    reset: 'Reiniciar',
    timesUp: '¡Se acabó el tiempo!',
    done: 'Se acabó el tiempo: {label} ha terminado.',
    selected: '{label} seleccionado.',
    started: 'Temporizador en marcha.',
    paused: 'Temporizador en pausa.',
    wasReset: 'Temporizador reiniciado.',
    sessions: {
      title: 'Sesiones',
      today: 'Hoy:',
      one: 'sesión',
      many: 'sesiones',
      kept: 'Guardadas en este navegador.',
      clear: 'Borrar sesiones',
      emptyTitle: 'Aún no hay sesiones',
      emptyText: 'Cada temporizador que llegue al final aparece aquí.',
      list: 'Sesiones terminadas',
    },
  },
  fr: {
    nav: { timer: 'Minuteur', sessions: 'Sessions' },
    subtitle: 'Sessions enregistrées dans ce navigateur',
    description: {
      pomodoro: (name) => `${name} : un minuteur Pomodoro pour se concentrer et faire des pauses.`,
      countdown: (name) => `${name} : un compte à rebours.`,
    },
    intro: {
      pomodoro: 'Vingt-cinq minutes de concentration, puis une pause.',
      countdown: 'Choisissez une durée et lancez-vous.',
    },
    presets: { focus: 'Concentration', shortBreak: 'Pause courte', longBreak: 'Pause longue' },
    min: 'min',
    timeLeft: 'Temps restant :',
    length: 'Durée',
    ownLength: 'Votre durée (minutes)',
    set: 'Valider',
    start: 'Démarrer',
    pause: 'Pause',
    resume: 'Reprendre',
    reset: 'Réinitialiser',
    timesUp: 'Temps écoulé',
    done: 'Temps écoulé : {label} est terminé.',
    selected: '{label} sélectionné.',
    started: 'Minuteur lancé.',
    paused: 'Minuteur en pause.',
    wasReset: 'Minuteur réinitialisé.',
    sessions: {
      title: 'Sessions',
      today: 'Aujourd’hui :',
      one: 'session',
      many: 'sessions',
      kept: 'Enregistrées dans ce navigateur.',
      clear: 'Effacer les sessions',
      emptyTitle: 'Aucune session pour l’instant',
      emptyText: 'Chaque minuteur mené à son terme apparaît ici.',
      list: 'Sessions terminées',
    },
  },
  de: {
    nav: { timer: 'Timer', sessions: 'Einheiten' },
    subtitle: 'Einheiten in diesem Browser gespeichert',
    description: {
      pomodoro: (name) => `${name}: ein Pomodoro-Timer für Fokus und Pausen.`,
      countdown: (name) => `${name}: ein Countdown-Timer.`,
    },
    intro: {
      pomodoro: 'Fünfundzwanzig Minuten Fokus, dann eine Pause.',
      countdown: 'Wähle eine Dauer und leg los.',
    },
    presets: { focus: 'Fokus', shortBreak: 'Kurze Pause', longBreak: 'Lange Pause' },
    min: 'Min.',
    timeLeft: 'Verbleibende Zeit:',
    length: 'Dauer',
    ownLength: 'Eigene Dauer (Minuten)',
    set: 'Übernehmen',
    start: 'Starten',
    pause: 'Pausieren',
    resume: 'Fortsetzen',
    reset: 'Zurücksetzen',
    timesUp: 'Zeit ist um',
    done: 'Zeit ist um: {label} ist vorbei.',
    selected: '{label} ausgewählt.',
    started: 'Timer gestartet.',
    paused: 'Timer pausiert.',
    wasReset: 'Timer zurückgesetzt.',
    sessions: {
      title: 'Einheiten',
      today: 'Heute:',
      one: 'Einheit',
      many: 'Einheiten',
      kept: 'In diesem Browser gespeichert.',
      clear: 'Einheiten löschen',
      emptyTitle: 'Noch keine Einheiten',
      emptyText: 'Jeder Timer, der bis zum Ende läuft, erscheint hier.',
      list: 'Abgeschlossene Einheiten',
    },
  },
  pt: {
    nav: { timer: 'Temporizador', sessions: 'Sessões' },
    subtitle: 'Sessões guardadas neste navegador',
    description: {
      pomodoro: (name) => `${name}: um temporizador Pomodoro para foco e pausas.`,
      countdown: (name) => `${name}: um temporizador de contagem decrescente.`,
    },
    intro: {
      pomodoro: 'Vinte e cinco minutos de foco e depois uma pausa.',
      countdown: 'Escolha uma duração e comece.',
    },
    presets: { focus: 'Foco', shortBreak: 'Pausa curta', longBreak: 'Pausa longa' },
    min: 'min',
    timeLeft: 'Tempo restante:',
    length: 'Duração',
    ownLength: 'A sua duração (minutos)',
    set: 'Definir',
    start: 'Começar',
    pause: 'Pausar',
    resume: 'Retomar',
    reset: 'Repor',
    timesUp: 'Acabou o tempo',
    done: 'Acabou o tempo: {label} terminou.',
    selected: '{label} selecionado.',
    started: 'Temporizador iniciado.',
    paused: 'Temporizador em pausa.',
    wasReset: 'Temporizador reposto.',
    sessions: {
      title: 'Sessões',
      today: 'Hoje:',
      one: 'sessão',
      many: 'sessões',
      kept: 'Guardadas neste navegador.',
      clear: 'Limpar sessões',
      emptyTitle: 'Ainda sem sessões',
      emptyText: 'Cada temporizador que chega ao fim aparece aqui.',
      list: 'Sessões terminadas',
    },
  },
  it: {
    nav: { timer: 'Timer', sessions: 'Sessioni' },
    subtitle: 'Sessioni salvate in questo browser',
    description: {
      pomodoro: (name) => `${name}: un timer Pomodoro per concentrazione e pause.`,
      countdown: (name) => `${name}: un timer con conto alla rovescia.`,
    },
    intro: {
      pomodoro: 'Venticinque minuti di concentrazione, poi una pausa.',
      countdown: 'Scegli una durata e inizia.',
    },
    presets: { focus: 'Concentrazione', shortBreak: 'Pausa breve', longBreak: 'Pausa lunga' },
    min: 'min',
    timeLeft: 'Tempo rimasto:',
    length: 'Durata',
    ownLength: 'La tua durata (minuti)',
    set: 'Imposta',
    start: 'Avvia',
    pause: 'Pausa',
    resume: 'Riprendi',
    reset: 'Azzera',
    timesUp: 'Tempo scaduto',
    done: 'Tempo scaduto: {label} è finito.',
    selected: '{label} selezionato.',
    started: 'Timer avviato.',
    paused: 'Timer in pausa.',
    wasReset: 'Timer azzerato.',
    sessions: {
      title: 'Sessioni',
      today: 'Oggi:',
      one: 'sessione',
      many: 'sessioni',
      kept: 'Salvate in questo browser.',
      clear: 'Cancella sessioni',
      emptyTitle: 'Ancora nessuna sessione',
      emptyText: 'Ogni timer che arriva alla fine compare qui.',
      list: 'Sessioni finite',
    },
  },
};
