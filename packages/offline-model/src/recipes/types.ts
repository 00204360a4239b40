import type { IntegrationType } from '@kiln/contracts';
import type { AppSpec, RecipeId } from '../app-spec';
import type { Palette } from '../colour';
import type { CopyContext, DomainCopy, IconName } from '../content';
import type { PromptLanguage } from '../language';
import type { AppLanguage } from '../locale';

export type GeneratedFile = { path: string; content: string };

export type NavLink = { to: string; label: string; icon?: IconName };

export type Route = { path: string; component: string; file: string };

export type RecipeContext = {
  spec: AppSpec;
  /** The language the app is written in: the prompt's when the recipe has copy in it, else English. */
  language: AppLanguage;
  palette: Palette;
  copy: DomainCopy;
  copyContext: CopyContext;
};

/** What a recipe decides; `assembleApp` adds the files every app shares (theme, html, routes, layout). */
export type RecipePlan = {
  /** `<meta name="description">` and the footer's tagline. */
  description: string;
  /** Routes besides `/` (always `src/pages/Index.tsx`) and the catch-all. */
  routes: Route[];
  nav: NavLink[];
  /** The logo's icon in the header. */
  icon: IconName;
  /**
   * `site`: header, main and footer (a website). `app`: the recipe writes its own
   * `src/components/layout/app-layout.tsx` (a tool: sidebar or top bar, no marketing footer).
   */
  layout: 'site' | 'app';
  /** A call to action at the right of the header, e.g. a cart button or "Book a table". */
  headerAction?: { jsx: string; imports: string[] };
  /** Wraps the router, e.g. a cart context provider. */
  provider?: { component: string; importLine: string };
  files: GeneratedFile[];
  /** Packages the files import beyond the template's (all in Kiln's shared store: no install). */
  dependencies?: Readonly<Record<string, string>>;
  /** One line per notable thing the app has, for the assistant's summary. */
  highlights: string[];
  suggestions: [string, string, string, ...string[]];
  nudge?: { integration: IntegrationType; reason: string };
};

export type Recipe = {
  id: RecipeId;
  label: string;
  defaultNames: readonly [string, ...string[]];
  palette: Palette;
  /** Languages besides English the recipe writes its app in when the prompt is in one (issue 18 §2). */
  languages?: readonly PromptLanguage[];
  /**
   * When they depend on the app, the languages of this one (`languages` then says those of some):
   * a website is written in a language only when its subject's copy is (`content/`).
   */
  languagesFor?: (spec: AppSpec) => readonly PromptLanguage[];
  /** Default names in the prompt languages, for a recipe whose English ones would read as English on screen. */
  localNames?: Partial<Record<PromptLanguage, readonly [string, ...string[]]>>;
  plan(context: RecipeContext): RecipePlan;
};
