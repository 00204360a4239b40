import type { AppLanguage } from '../locale';
import { BOARD_TRANSLATIONS } from './board-translations';

/** What a board's default columns are for, when the prompt names none (`board-columns.ts`). */
export type BoardTopic = 'default' | 'content' | 'hiring' | 'jobHunt' | 'dev' | 'sales';

/**
 * Everything the generated board says, per language (issue 18 §2). It is written into the app's
 * `src/lib/board.ts` as `T`; `{title}`, `{column}` and `{count}` are filled in there.
 */
export type BoardAppCopy = {
  labels: { none: string; red: string; amber: string; green: string; blue: string; violet: string };
  title: string;
  descriptionOptional: string;
  label: string;
  dueOptional: string;
  save: string;
  editCard: string;
  addCard: string;
  /** The dialog's line under its title. */
  inColumn: string;
  toColumn: string;
  overdue: string;
  due: string;
  actionsFor: string;
  edit: string;
  moveTo: string;
  moveToColumn: string;
  delete: string;
  moved: string;
  oneCard: string;
  cards: string;
  noCards: string;
  cardsIn: string;
  /** The add button's accessible name: it starts with addCard's words, the button's visible label (WCAG 2.5.3). */
  addCardTo: string;
  saved: string;
  added: string;
  deleteTitle: string;
  deleteText: string;
  cancel: string;
  deleteCard: string;
  deleted: string;
};

export type BoardCopy = {
  /** The locale its dates are written in. */
  locale: string;
  nav: string;
  subtitle: string;
  /** The column titles joined as a list ("A, B and C"). */
  and: string;
  description: (name: string, list: string) => string;
  intro: string;
  columns: Record<BoardTopic, string[]>;
  /** Three starter cards: title and description. */
  starters: [string, string][];
  app: BoardAppCopy;
};

const EN: BoardCopy = {
  locale: 'en',
  nav: 'Board',
  subtitle: 'Saved in this browser',
  and: 'and',
  description: (name, list) => `${name}: a kanban board, with ${list}.`,
  intro: 'Drag a card to another column, or use its menu to move it.',
  columns: {
    default: ['To do', 'In progress', 'Done'],
    content: ['Ideas', 'Drafting', 'Scheduled', 'Published'],
    hiring: ['Applied', 'Interview', 'Offer', 'Hired'],
    jobHunt: ['Wishlist', 'Applied', 'Interview', 'Offer'],
    dev: ['Backlog', 'In progress', 'Review', 'Done'],
    sales: ['Leads', 'Contacted', 'Proposal', 'Won'],
  },
  starters: [
    ['Agree on what this board is for', 'Write the goal at the top of the first card everyone reads.'],
    ['Gather the open pieces of work', 'One card each; a label for what kind of work it is.'],
    ['Set a due date for the first milestone', ''],
  ],
  app: {
    labels: { none: 'No label', red: 'Red', amber: 'Amber', green: 'Green', blue: 'Blue', violet: 'Violet' },
    title: 'Title',
    descriptionOptional: 'Description (optional)',
    label: 'Label',
    dueOptional: 'Due date (optional)',
    save: 'Save',
    editCard: 'Edit card',
    addCard: 'Add card',
    inColumn: 'In {column}. Saved in this browser.',
    toColumn: 'To {column}. Saved in this browser.',
    overdue: 'Overdue: ',
    due: 'Due ',
    actionsFor: 'Actions for {title}',
    edit: 'Edit',
    moveTo: 'Move to…',
    moveToColumn: 'Move to {column}',
    delete: 'Delete',
    moved: 'Moved {title} to {column}.',
    oneCard: '1 card',
    cards: '{count} cards',
    noCards: 'No cards here yet',
    cardsIn: 'Cards in {column}',
    addCardTo: 'Add card to {column}',
    saved: 'Saved {title}.',
    added: 'Added {title} to {column}.',
    deleteTitle: 'Delete this card?',
    deleteText: '“{title}” will be removed from the board. This cannot be undone.',
    cancel: 'Cancel',
    deleteCard: 'Delete card',
    deleted: 'Deleted {title}.',
  },
};

const ES: BoardCopy = {
  locale: 'es-ES',
  nav: 'Tablero',
  subtitle: 'Guardado en este navegador',
  and: 'y',
  description: (name, list) => `${name}: un tablero kanban con las columnas ${list}.`,
  intro: 'Arrastra una tarjeta a otra columna o muévela desde su menú.',
  columns: {
    default: ['Pendiente', 'En curso', 'Hecho'],
    content: ['Ideas', 'En redacción', 'Programado', 'Publicado'],
    hiring: ['Candidaturas', 'Entrevista', 'Oferta', 'Contratado'],
    jobHunt: ['Me interesa', 'Enviada', 'Entrevista', 'Oferta'],
    dev: ['Backlog', 'En curso', 'En revisión', 'Hecho'],
    sales: ['Contactos', 'Contactado', 'Propuesta', 'Ganado'],
  },
  starters: [
    ['Acordar para qué sirve este tablero', 'Escribe el objetivo en la primera tarjeta, la que todos leen.'],
    ['Reunir el trabajo pendiente', 'Una tarjeta por tarea, con una etiqueta según el tipo de trabajo.'],
    ['Poner fecha al primer hito', ''],
  ],
  app: {
    labels: {
      none: 'Sin etiqueta',
      red: 'Rojo',
      amber: 'Ámbar',
      green: 'Verde',
      blue: 'Azul',
      violet: 'Violeta',
    },
    title: 'Título',
    descriptionOptional: 'Descripción (opcional)',
    label: 'Etiqueta',
    dueOptional: 'Fecha límite (opcional)',
    save: 'Guardar',
    editCard: 'Editar tarjeta',
    addCard: 'Añadir tarjeta',
    inColumn: 'En {column}. Se guarda en este navegador.',
    toColumn: 'En {column}. Se guarda en este navegador.',
    overdue: 'Vencida: ',
    due: 'Vence el ',
    actionsFor: 'Acciones de {title}',
    edit: 'Editar',
    moveTo: 'Mover a…',
    moveToColumn: 'Mover a {column}',
    delete: 'Eliminar',
    moved: '{title} se ha movido a {column}.',
    oneCard: '1 tarjeta',
    cards: '{count} tarjetas',
    noCards: 'Todavía no hay tarjetas',
    cardsIn: 'Tarjetas en {column}',
    addCardTo: 'Añadir tarjeta a {column}',
    saved: '{title} se ha guardado.',
    added: '{title} se ha añadido a {column}.',
    deleteTitle: '¿Eliminar esta tarjeta?',
    deleteText: '«{title}» se quitará del tablero. No se puede deshacer.',
    cancel: 'Cancelar',
    deleteCard: 'Eliminar tarjeta',
    deleted: '{title} se ha eliminado.',
  },
};

export const BOARD_COPY: Record<AppLanguage, BoardCopy> = { en: EN, es: ES, ...BOARD_TRANSLATIONS };
