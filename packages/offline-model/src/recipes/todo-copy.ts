import type { AppLanguage } from '../locale';
import { TODO_TRANSLATIONS } from './todo-translations';

type Priority = 'low' | 'medium' | 'high';
/** A starter task: its title, priority and whether it is done. */
export type Starter = [string, Priority, boolean];

/** Everything the task manager says, per language (issue 18 §2): written, not machine-glued. */
export type TodoCopy = {
  nav: { tasks: string; progress: string };
  subtitle: string;
  description: (name: string) => string;
  intro: string;
  newTask: string;
  placeholder: string;
  priority: string;
  priorities: Record<Priority, string>;
  priorityOptions: Record<Priority, string>;
  addTask: string;
  remove: string;
  filters: { all: string; active: string; done: string };
  showTasks: string;
  of: string;
  doneCount: string;
  completedLabel: string;
  clearCompleted: string;
  empty: { doneTitle: string; doneText: string; allTitle: string; allText: string };
  tasks: string;
  progress: {
    title: string;
    intro: string;
    totals: string;
    total: string;
    completed: string;
    rate: string;
    byPriority: string;
    byPriorityText: string;
  };
  starters: { food: Starter[]; default: Starter[] };
};

const EN: TodoCopy = {
  nav: { tasks: 'Tasks', progress: 'Progress' },
  subtitle: 'Saved in this browser',
  description: (name) => `${name}: a calm place for everything you need to get done.`,
  intro: 'Everything you need to do, in one calm list.',
  newTask: 'New task',
  placeholder: 'What needs doing?',
  priority: 'Priority',
  priorities: { high: 'High', medium: 'Medium', low: 'Low' },
  priorityOptions: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },
  addTask: 'Add task',
  remove: 'Delete',
  filters: { all: 'All', active: 'Active', done: 'Completed' },
  showTasks: 'Show tasks',
  of: 'of',
  doneCount: 'done',
  completedLabel: 'Tasks completed',
  clearCompleted: 'Clear completed',
  empty: {
    doneTitle: 'Nothing completed yet',
    doneText: 'Tick a task off and it shows up here.',
    allTitle: 'All clear!',
    allText: 'Add a task above to get started.',
  },
  tasks: 'Tasks',
  progress: {
    title: 'Progress',
    intro: 'A quick look at how your list is going.',
    totals: 'Totals',
    total: 'Total tasks',
    completed: 'Completed',
    rate: 'Completion rate',
    byPriority: 'By priority',
    byPriorityText: 'Completed out of total for each priority.',
  },
  starters: {
    food: [
      ['Order flour and butter for the weekend', 'high', false],
      ['Update the chalkboard menu', 'medium', false],
      ['Call the coffee roaster about the new blend', 'medium', true],
      ['Deep-clean the display fridge', 'low', false],
    ],
    default: [
      ['Plan the week ahead', 'high', false],
      ['Reply to Sam about the project timeline', 'medium', false],
      ['Book the dentist', 'low', true],
      ['Read two chapters of the new book', 'low', false],
    ],
  },
};

export const TODO_COPY: Record<AppLanguage, TodoCopy> = { en: EN, ...TODO_TRANSLATIONS };
