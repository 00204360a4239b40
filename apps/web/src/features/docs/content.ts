/**
 * The facts the documentation states, kept as data so the page's tables stay in step with what Kiln
 * does. The offline model's lists mirror packages/offline-model/src (recipes/index.ts,
 * intents/index.ts and replies.ts); the settings mirror apps/server/src/env.ts.
 */

export type DocSection = { id: string; title: string };

export const DOC_SECTIONS: readonly DocSection[] = [
  { id: 'getting-started', title: 'Getting started' },
  { id: 'workspace', title: 'The workspace' },
  { id: 'offline-model', title: 'The offline model' },
  { id: 'real-models', title: 'Connecting a real model' },
  { id: 'versions', title: 'Versions' },
  { id: 'sharing', title: 'Sharing' },
  { id: 'download-and-run', title: 'Download and run' },
  { id: 'plans', title: 'Plans and tokens' },
  { id: 'shortcuts', title: 'Keyboard shortcuts' },
];

export type Recipe = { name: string; example: string; builds: string };

/** The offline model's first-prompt recipes: the prompt's words pick one. */
export const OFFLINE_RECIPES: readonly Recipe[] = [
  {
    name: 'Landing page',
    example: 'Build a landing page for a bakery in Lisbon called Crumb & Co',
    builds:
      'Hero, stats, features, how it works, testimonials, pricing, FAQ and a call to action; a contact page.',
  },
  {
    name: 'Task manager',
    example: 'A todo app called Tidy to organise my week',
    builds:
      'Add, complete and delete tasks with priorities, All / Active / Completed tabs and progress, saved in the browser.',
  },
  {
    name: 'Blog',
    example: 'Create a blog about hiking and travel in the Alps',
    builds: 'A featured article, a topic filter, article pages, an about page and a newsletter sign-up.',
  },
  {
    name: 'Portfolio',
    example: 'A portfolio for Ana Silva, a wedding photographer in Porto',
    builds: 'Intro, filterable work with a detail view, services, testimonials and contact; an about page.',
  },
  {
    name: 'Dashboard',
    example: 'Make a sales dashboard with charts for my online bookshop',
    builds:
      'KPI cards, area, bar and donut charts, an orders table; customers and settings pages in a sidebar layout.',
  },
  {
    name: 'Online store',
    example: 'An online store for handmade ceramics called Clay & Kiln',
    builds:
      'A catalogue with categories and search, a cart that remembers its items, best sellers and an FAQ.',
  },
  {
    name: 'Restaurant',
    example: 'A restaurant website with our menu for Sakura, a sushi bar in Kyoto',
    builds:
      'Hero with opening hours, signature dishes, gallery, reviews and a visit section; a menu page; reservations.',
  },
  {
    name: 'Event',
    example: 'An event page for a jazz festival in Montreal',
    builds: 'A live countdown, the line-up, a tabbed schedule, venue, tickets and FAQ; a registration page.',
  },
  {
    name: 'Fitness tracker',
    example: 'A fitness tracker named Stride to log my workouts',
    builds: 'Log workouts, a weekly goal ring, a streak and history; a progress page with a weekly chart.',
  },
  {
    name: 'Calculator',
    example: 'A calculator app called Tally',
    builds: 'A keypad for + − × ÷, percent and sign that also works from the keyboard; a history page.',
  },
  {
    name: 'Records',
    example: 'A simple CRM called Pipeline to keep track of my clients and deals',
    builds:
      'A CRM, inventory, finance tracker, admin panel or address book: search, sort, add, edit, delete; a summary.',
  },
  {
    name: 'Timer',
    example: 'A pomodoro timer called Tempo for my study sessions',
    builds:
      'Pomodoro or countdown lengths, or your own; start, pause and reset; a page of finished sessions.',
  },
  {
    name: 'Booking app',
    example: 'A booking app for my hair salon called Fringe',
    builds:
      'Services with length and price, a month calendar, the free times of a day, a details form, a confirmation; My bookings with cancel.',
  },
  {
    name: 'Weather',
    example: 'A weather app called Skye with the forecast for Lisbon',
    builds:
      'Sample data, said so on screen (no live feed): cities, current conditions, 24 hours, 7 days, a chart; °C/°F and favourites.',
  },
  {
    name: 'Kanban board',
    example: 'A kanban board called Flow for my team with columns Backlog, Doing, Review and Done',
    builds:
      'Your columns (or ones that fit), cards with labels and due dates; drag them, or move them from the keyboard.',
  },
  {
    name: 'Notes',
    example: 'A markdown notes app called Inkwell',
    builds: 'Searchable notes in markdown with a preview, side by side on wide screens, saved as you type.',
  },
  {
    name: 'Quiz',
    example: 'A trivia quiz app called Brainy about world capitals',
    builds:
      'Multiple choice on the topic (capitals, science, general knowledge, else a mix), feedback per answer, a score with review; best scores.',
  },
  {
    name: 'Survey',
    example: 'An NPS survey called Bean There for my coffee shop',
    builds:
      'An NPS question, a choice, a rating and a comment, checked; results with the NPS score, a chart, counts and comments.',
  },
  {
    name: 'Unit converter',
    example: 'A unit converter called Metric',
    builds:
      'Length, weight, temperature, volume, speed, and currency at sample rates (not live); swap; a saved history.',
  },
  {
    name: 'Listings',
    example: 'A real estate listings site for apartments in Lisbon called Casa Nova',
    builds:
      'Homes, jobs, recipes, cars, places, pets, books, courses or furniture: search, filters, sort; a page per listing with a contact form; saved listings.',
  },
  {
    name: 'Chat app',
    example: "A chatbot called Sage for my bookshop's customers",
    builds:
      'Conversations kept in the browser, answers streamed from the site AI with Stop; labelled demo replies about your subject until AI Chat is on.',
  },
  {
    name: 'Music or podcast player',
    example: 'A Spotify-style music player called Tempo for lo-fi beats',
    builds:
      'Albums or episodes with cover art, search, playlists; play, pause, skip, shuffle, repeat, seek and volume (sample tracks play a generated tune).',
  },
];

export type EditIntent = { name: string; examples: readonly string[]; does: string };

/** The edits the offline model understands after the first prompt. */
export const OFFLINE_EDITS: readonly EditIntent[] = [
  {
    name: 'Colours',
    examples: ['make it blue', 'use #0ea5e9 as the primary colour', 'orange as the accent'],
    does: 'Updates the theme’s colour tokens, light and dark.',
  },
  {
    name: 'Text',
    examples: [
      "replace 'Book now' with 'Reserve a table'",
      'change the title to Fresh bread, every morning',
      'rename the app to Crumb Republic',
    ],
    does: 'Changes visible text, the home page heading, the browser tab title or the app’s name everywhere.',
  },
  {
    name: 'Sections',
    examples: ['add a pricing section', 'add testimonials and a FAQ', 'remove the testimonials section'],
    does: 'Adds or removes hero, features, how it works, stats, testimonials, pricing, FAQ, contact form, gallery, newsletter, call to action or footer.',
  },
  {
    name: 'Pages',
    examples: ['add an about page', 'create a page called Locations'],
    does: 'Writes the page, adds its route and a link in the menu.',
  },
  {
    name: 'Dark mode',
    examples: ['add dark mode', 'make it dark'],
    does: 'Adds a remembered theme toggle, or makes the dark theme the default.',
  },
  {
    name: 'Mobile layout',
    examples: ['make it mobile responsive'],
    does: 'Makes fixed grids, large type and wide tables adapt to small screens (and says so when they already do).',
  },
  {
    name: 'Images',
    examples: ['replace the hero image with /images/shop.jpg'],
    does: 'Swaps an image’s source in the code.',
  },
  {
    name: 'Fixing errors',
    examples: [],
    does: 'What Fix Automatically and Fix Errors send: it fixes the build errors it recognises: missing files, imports, exports and packages, and syntax errors in files it wrote.',
  },
];

export type ModelSetting = { name: string; example: string; effect: string };

/** Environment variables that connect a real model (read when Kiln starts). */
export const MODEL_SETTINGS: readonly ModelSetting[] = [
  {
    name: 'ANTHROPIC_API_KEY',
    example: 'sk-ant-…',
    effect: 'Uses Claude as the default model, shown as “sonnet-4” in the model picker.',
  },
  {
    name: 'KILN_ANTHROPIC_MODEL',
    example: 'claude-sonnet-4-5',
    effect:
      'The Anthropic model id (default claude-sonnet-4-5). ANTHROPIC_BASE_URL points at another compatible endpoint.',
  },
  {
    name: 'OPENAI_API_KEY',
    example: 'sk-…',
    effect: 'Uses OpenAI (gpt-4.1 unless KILN_OPENAI_MODEL or KILN_MODEL says otherwise).',
  },
  {
    name: 'OPENAI_BASE_URL',
    example: 'http://localhost:11434/v1',
    effect:
      'An OpenAI-compatible chat-completions server: Ollama, LM Studio, vLLM. Without OPENAI_API_KEY it is used keyless.',
  },
  {
    name: 'KILN_MODEL',
    example: 'llama3.1',
    effect: 'The model id on that server (default llama3.1).',
  },
];
