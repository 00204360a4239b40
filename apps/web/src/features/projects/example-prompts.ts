import type { Platform } from '@kiln/contracts';
import {
  ChartNoAxesColumn,
  ChefHat,
  Command,
  KeyRound,
  ListChecks,
  type LucideIcon,
  PiggyBank,
  Quote,
  Rocket,
  SquareKanban,
  Tags,
} from 'lucide-react';

export type ExamplePrompt = { label: string; prompt: string; icon: LucideIcon };

export const EXAMPLE_PROMPTS: Record<Platform, readonly ExamplePrompt[]> = {
  web: [
    {
      label: 'Habit tracker',
      prompt: 'A habit tracker with daily streaks, a weekly heatmap and a calm, minimal design',
      icon: ListChecks,
    },
    {
      label: 'Recipe planner',
      prompt: 'A recipe box that plans my week and builds a shopping list from the chosen meals',
      icon: ChefHat,
    },
    {
      label: 'Landing page',
      prompt: 'A landing page for a note-taking app with a hero, feature grid, pricing and FAQ',
      icon: Rocket,
    },
    {
      label: 'Kanban board',
      prompt: 'A kanban board with drag-and-drop cards, labels and due dates',
      icon: SquareKanban,
    },
    {
      label: 'Budget dashboard',
      prompt: 'A personal finance dashboard with monthly spending charts and budgets by category',
      icon: PiggyBank,
    },
  ],
  component: [
    {
      label: 'Pricing table',
      prompt: 'A pricing table with three tiers and a monthly / annual toggle',
      icon: Tags,
    },
    {
      label: 'Testimonials',
      prompt: 'A testimonial carousel with avatars, star ratings and autoplay that pauses on hover',
      icon: Quote,
    },
    {
      label: 'Sign-in card',
      prompt: 'A sign-in card with email, password, a remember-me checkbox and inline validation',
      icon: KeyRound,
    },
    {
      label: 'Stats cards',
      prompt: 'A row of KPI cards with sparklines and week-over-week change badges',
      icon: ChartNoAxesColumn,
    },
    {
      label: 'Command palette',
      prompt: 'A command palette that opens with Cmd+K and filters actions as you type',
      icon: Command,
    },
  ],
};
