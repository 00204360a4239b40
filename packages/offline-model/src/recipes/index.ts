import type { AppSpec, DomainId, RecipeId } from '../app-spec';
import { paletteFor } from '../app-spec-colours';
import type { Palette } from '../colour';
import { copyFor, currencyFor } from '../content';
import { promptLanguage } from '../language';
import { type AppLanguage, appLanguage } from '../locale';
import { blogRecipe } from './blog';
import { boardRecipe } from './board';
import { bookingRecipe } from './booking';
import { calculatorRecipe } from './calculator';
import { chatRecipe } from './chat';
import { converterRecipe } from './converter';
import { dashboardRecipe } from './dashboard';
import { eventRecipe } from './event';
import { fitnessRecipe } from './fitness';
import { landingRecipe } from './landing';
import { listingsRecipe } from './listings';
import { mediaRecipe } from './media';
import { notesRecipe } from './notes';
import { portfolioRecipe } from './portfolio';
import { quizRecipe } from './quiz';
import { recordsRecipe } from './records';
import { restaurantRecipe } from './restaurant';
import { appTsx, indexHtml } from './shared/app-shell';
import { siteFooter, siteHeader, siteLayout } from './shared/layout';
import { notFoundPage } from './shared/not-found';
import { indexCss } from './shared/theme-css';
import { storeRecipe } from './store';
import { surveyRecipe } from './survey';
import { timerRecipe } from './timer';
import { todoRecipe } from './todo';
import type { GeneratedFile, Recipe, RecipeContext, RecipePlan } from './types';
import { weatherRecipe } from './weather';

export type { GeneratedFile, Recipe, RecipePlan } from './types';

export const RECIPES: Record<RecipeId, Recipe> = {
  landing: landingRecipe,
  todo: todoRecipe,
  blog: blogRecipe,
  portfolio: portfolioRecipe,
  dashboard: dashboardRecipe,
  store: storeRecipe,
  restaurant: restaurantRecipe,
  event: eventRecipe,
  fitness: fitnessRecipe,
  calculator: calculatorRecipe,
  timer: timerRecipe,
  booking: bookingRecipe,
  weather: weatherRecipe,
  listings: listingsRecipe,
  records: recordsRecipe,
  board: boardRecipe,
  notes: notesRecipe,
  quiz: quizRecipe,
  survey: surveyRecipe,
  converter: converterRecipe,
  chat: chatRecipe,
  media: mediaRecipe,
};

export function recipeFor(id: RecipeId): Recipe {
  return RECIPES[id];
}

/** The names an app gets when its prompt gives none: in the prompt's language when the recipe has them. */
export function defaultNamesFor(id: RecipeId, prompt = ''): readonly [string, ...string[]] {
  const recipe = recipeFor(id);
  const language = promptLanguage(prompt);
  return (language && recipe.defaultNamesIn?.[language]) || recipe.defaultNames;
}

/** Websites take a palette that suits their subject when the prompt names no colours; tools keep their own. */
const DOMAIN_PALETTES: Record<DomainId, Palette> = {
  food: { primary: '#c2410c', accent: '#d97706' },
  tech: { primary: '#4f46e5', accent: '#0ea5e9' },
  wellness: { primary: '#0d9488', accent: '#84cc16' },
  creative: { primary: '#18181b', accent: '#f97316' },
  retail: { primary: '#065f46', accent: '#d97706' },
  travel: { primary: '#0369a1', accent: '#f59e0b' },
  education: { primary: '#2563eb', accent: '#f59e0b' },
  services: { primary: '#1d4ed8', accent: '#0ea5e9' },
};

const SUBJECT_THEMED: readonly RecipeId[] = ['landing', 'store', 'blog'];

export function recipeContext(spec: AppSpec): RecipeContext {
  const recipe = recipeFor(spec.recipe);
  const base = SUBJECT_THEMED.includes(spec.recipe) ? DOMAIN_PALETTES[spec.domain] : recipe.palette;
  const palette = paletteFor(spec, base);
  const language = appLanguage(spec.prompt, recipe.languagesFor?.(spec) ?? recipe.languages);
  const copyContext = {
    name: spec.name,
    place: spec.place,
    topic: spec.topic,
    prompt: spec.prompt,
    // An app written in Spanish, French, German, Portuguese or Italian prices in euros unless its place says otherwise.
    currency: currencyFor(spec.place ?? spec.prompt, language === 'en' ? null : language),
  };
  return { spec, language, palette, copy: copyFor(spec.domain, copyContext, language), copyContext };
}

export type AssembledApp = {
  recipe: Recipe;
  plan: RecipePlan;
  files: GeneratedFile[];
  /** The language its text is in. */
  language: AppLanguage;
};

/** The whole app for a first prompt: the recipe's pages plus what every app shares. */
export function assembleApp(spec: AppSpec): AssembledApp {
  const recipe = recipeFor(spec.recipe);
  const context = recipeContext(spec);
  const plan = suggestionsFor(recipe.plan(context), spec);
  const shared: GeneratedFile[] = [
    {
      path: 'index.html',
      content: indexHtml(spec.name, plan.description, spec.theme, context.language),
    },
    { path: 'src/index.css', content: indexCss(context.palette) },
    {
      path: 'src/App.tsx',
      content: appTsx({ routes: plan.routes, layout: plan.layout, provider: plan.provider }),
    },
  ];
  if (plan.layout === 'site') {
    shared.push(
      { path: 'src/components/layout/site-layout.tsx', content: siteLayout(context.language) },
      {
        path: 'src/components/layout/site-header.tsx',
        content: siteHeader({
          name: spec.name,
          icon: plan.icon,
          nav: plan.nav,
          action: plan.headerAction,
          language: context.language,
        }),
      },
      {
        path: 'src/components/layout/site-footer.tsx',
        content: siteFooter({
          name: spec.name,
          icon: plan.icon,
          description: plan.description,
          nav: plan.nav,
          contact: plan.contact ?? context.copy.contact,
          language: context.language,
        }),
      },
    );
  }
  // The template's 404 page is English.
  if (context.language !== 'en')
    shared.push({ path: 'src/pages/NotFound.tsx', content: notFoundPage(context.language) });
  return { recipe, plan, files: [...shared, ...plan.files], language: context.language };
}

/** A dark app is not offered dark mode: it is offered the light one beside it, as a toggle. */
function suggestionsFor(plan: RecipePlan, spec: AppSpec): RecipePlan {
  if (spec.theme !== 'dark') return plan;
  const suggestions = plan.suggestions.map((suggestion) =>
    /\bdark\b/i.test(suggestion) ? 'Add a light/dark mode toggle' : suggestion,
  );
  const unique = [...new Set(suggestions)];
  return { ...plan, suggestions: (unique.length >= 3 ? unique : suggestions) as RecipePlan['suggestions'] };
}
