import { buildSupabaseBrief } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { pageTitleIn } from './add-page';
import { parseProblems } from './error-parse';
import { recogniseIntents } from './index';
import { responsiveClasses } from './responsive';
import { sectionsIn } from './section-words';

function ids(text: string) {
  return recogniseIntents(text).map((intent) => intent.id);
}

describe('AI sections', () => {
  it('reads an AI summary button and an AI chat box as sections of their own', () => {
    expect(sectionsIn('Add an AI summary button')).toEqual(['ai-summary']);
    expect(sectionsIn('add an AI chat box to the home page')).toEqual(['ai-chat']);
    expect(sectionsIn('add a chatbot')).toEqual(['ai-chat']);
    expect(recogniseIntents('Add an AI summary button')[0]?.label).toBe('add an AI summary section');
  });
});

describe('recogniseIntents', () => {
  it.each([
    ['make it blue', ['colours']],
    ['Use #0ea5e9 as the primary colour', ['colours']],
    ['switch the theme to emerald', ['colours']],
    ['change the accent colour to pink', ['colours']],
    ["replace 'Book now' with 'Reserve a table'", ['replace-text']],
    ['change the text "Menu" to "Food"', ['replace-text']],
    ['change the title to Fresh bread every morning', ['change-heading']],
    ['Make the hero heading say "Hello there"', ['change-heading']],
    ['set the browser tab title to Crumb | Lisbon', ['change-heading']],
    ['rename the app to Crumb Republic', ['rename-app']],
    ['change the business name to Crumb Republic', ['rename-app']],
    ['add a pricing section', ['add-section']],
    ['add testimonials and a FAQ', ['add-section']],
    ['Please add a contact form', ['add-section']],
    ['add a newsletter signup', ['add-section']],
    ['Add an AI summary button', ['add-section']],
    ['add an AI chat box', ['add-section']],
    ['remove the testimonials section', ['remove-section']],
    ['get rid of the footer', ['remove-section']],
    ['add an about page', ['add-page']],
    ['create a page called Locations', ['add-page']],
    ['add a page for our team', ['add-page']],
    ['add dark mode', ['dark-mode']],
    ['add a light/dark mode toggle', ['dark-mode']],
    ['make it dark', ['dark-mode']],
    ['make it mobile responsive', ['responsive']],
    ['it looks bad on phones, fix it', ['responsive']],
    ['Replace the hero image with https://images.example.com/bread.jpg', ['replace-image']],
    [
      'Fix this error, think step by step.\n❌❌❌\nsrc/App.tsx:3:20: ERROR: Could not resolve "./pages/About"',
      ['fix-error'],
    ],
    ['make it blue and add a pricing section', ['add-section', 'colours']],
    ['add an about page and dark mode', ['add-page', 'dark-mode']],
  ])('%s → %j', (text, expected) => {
    expect(ids(text)).toEqual(expected);
  });

  it.each([
    'Integrate Stripe payments',
    'What do you think about my app?',
    'add user accounts with email login',
    'make the logo spin when hovered',
    'translate everything to French',
  ])('does not pretend to understand: %s', (text) => {
    expect(ids(text)).toEqual([]);
  });

  it("answers the workspace's nudge follow-ups honestly, changing nothing", () => {
    const view = {} as never;
    const context = { view, conversation: {} as never, spec: () => undefined, canWriteMigrations: false };
    const [carryOn] = recogniseIntents('Continue');
    expect(carryOn?.id).toBe('nudge-follow-up');
    expect(carryOn?.plan(context)).toMatchObject({
      status: 'cannot',
      reply: expect.stringContaining('stays as it is'),
    });
    const [apply] = recogniseIntents('Apply Added Integrations');
    expect(apply?.id).toBe('nudge-follow-up');
    expect(apply?.plan(context)).toMatchObject({
      status: 'cannot',
      reply: expect.stringContaining('cannot write the code that uses it'),
    });
    // Only the exact follow-ups: a request that merely starts with the word is something else.
    expect(ids('Continue the hero with a pricing section')).not.toContain('nudge-follow-up');
  });

  it("reads Kiln's Supabase brief alone, and says what it cannot do", () => {
    const context = {
      view: {} as never,
      conversation: {} as never,
      spec: () => undefined,
      canWriteMigrations: false,
    };
    // The brief rides along with Kiln's message; its words ("sign-in", "page") are no other intent.
    const message = `Connect the Supabase database “bakery-db” to this app\n\n${buildSupabaseBrief('bakery-db')}`;
    const recognised = recogniseIntents(message);
    expect(recognised.map((intent) => intent.id)).toEqual(['supabase-connected']);
    expect(recognised[0]?.plan(context)).toMatchObject({
      status: 'cannot',
      reply: expect.stringContaining('“bakery-db” is connected'),
    });
  });

  it('treats "a pricing page" as a page, not a section', () => {
    expect(ids('add a pricing page')).toEqual(['add-page']);
  });

  it('finds the page title the way people say it', () => {
    expect(pageTitleIn('add an about page')).toBe('About');
    expect(pageTitleIn('Create a new careers page please')).toBe('Careers');
    expect(pageTitleIn('add a page called Our Locations')).toBe('Our Locations');
    expect(pageTitleIn('add a page about our team')).toBe('Team');
    expect(pageTitleIn('add a section to the home page')).toBeNull();
  });
});

describe('parseProblems', () => {
  it('reads an effect that returned a value, once however often React says it', () => {
    const problems = parseProblems(`Fix this error, think step by step.
❌❌❌
%s must not return anything besides a function, which is used for clean-up.%s useEffect
It looks like you wrote useEffect(async () => ...) or returned a Promise.
%s must not return anything besides a function, which is used for clean-up.%s useEffect
destroy is not a function
The page rendered nothing: #root is empty.`);
    expect(problems).toEqual([{ kind: 'effect-return', line: 'An effect returned a value' }]);
  });

  it('reads esbuild, TypeScript and browser errors', () => {
    const problems = parseProblems(`Fix this error, think step by step.
❌❌❌
src/pages/Index.tsx:3:24: ERROR: Could not resolve "@/components/hero"
src/App.tsx:2:10: ERROR: No matching export in "src/components/layout/site-layout.tsx" for import "Layout"
src/pages/Menu.tsx(12,7): error TS2304: Cannot find name 'Badge'.
src/components/sections/faq-section.tsx:14:6: ERROR: Unexpected closing "section" tag does not match opening "div" tag
Uncaught ReferenceError: useState is not defined`);
    expect(problems.map((problem) => problem.kind)).toEqual([
      'unresolved',
      'missing-export',
      'undefined-name',
      'syntax',
      'undefined-name',
    ]);
    expect(problems[0]).toMatchObject({ specifier: '@/components/hero', file: 'src/pages/Index.tsx' });
    expect(problems[1]).toMatchObject({
      module: 'src/components/layout/site-layout.tsx',
      name: 'Layout',
      file: 'src/App.tsx',
    });
    expect(problems[2]).toMatchObject({ name: 'Badge', file: 'src/pages/Menu.tsx' });
    expect(problems[3]).toMatchObject({ file: 'src/components/sections/faq-section.tsx', at: 14 });
  });

  it('finds nothing in an error it does not know', () => {
    expect(parseProblems('TypeError: Cannot read properties of undefined (reading "map")')).toEqual([]);
  });
});

describe('responsiveClasses', () => {
  it('makes fixed grids, huge type and wide boxes mobile-first', () => {
    expect(responsiveClasses('grid grid-cols-3 gap-4').classes).toBe(
      'grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 gap-4',
    );
    expect(responsiveClasses('text-7xl font-bold').classes).toBe('text-4xl sm:text-7xl font-bold');
    expect(responsiveClasses('w-[960px] mx-auto').classes).toBe('w-full max-w-[960px] mx-auto');
    expect(responsiveClasses('flex flex-row gap-6').classes).toBe('flex flex-col sm:flex-row gap-6');
  });

  it('leaves classes that already adapt alone', () => {
    for (const classes of [
      'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
      'text-4xl sm:text-6xl',
      'grid grid-cols-1 md:grid-cols-3',
      'px-6 sm:px-16',
    ]) {
      expect(responsiveClasses(classes)).toEqual({ classes, fixes: [] });
    }
  });
});
