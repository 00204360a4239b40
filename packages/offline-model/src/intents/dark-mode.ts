import type { AppLanguage } from '../locale';
import { lit } from '../recipes/shared/ts-literal';
import { addImport, indentAt } from '../source/tsx';
import { APP_FILE, layoutCandidates } from './project';
import { sectionContextFor } from './sections';
import { type Intent, type IntentContext, type IntentOutcome, NEED } from './types';

export const THEME_TOGGLE_PATH = 'src/components/theme-toggle.tsx';

/** What the toggle tells a screen reader it will do, in the app's language. */
const TOGGLE_LABELS: Record<AppLanguage, { toLight: string; toDark: string }> = {
  en: { toLight: 'Switch to light mode', toDark: 'Switch to dark mode' },
  es: { toLight: 'Cambiar a modo claro', toDark: 'Cambiar a modo oscuro' },
  fr: { toLight: 'Passer en mode clair', toDark: 'Passer en mode sombre' },
  de: { toLight: 'Zum hellen Modus wechseln', toDark: 'Zum dunklen Modus wechseln' },
  pt: { toLight: 'Mudar para o modo claro', toDark: 'Mudar para o modo escuro' },
  it: { toLight: 'Passa alla modalità chiara', toDark: 'Passa alla modalità scura' },
};

/**
 * Follows the visitor's saved choice, else their system setting; the inline script in index.html
 * applies it before paint. Its labels are in the app's language.
 */
export function themeToggle(language: AppLanguage = 'en'): string {
  const { toLight, toDark } = TOGGLE_LABELS[language];
  return `import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

const STORAGE_KEY = 'theme';

function prefersDark() {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved === 'dark' || saved === 'light') return saved === 'dark';
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function ThemeToggle() {
  const [isDark, setIsDark] = useState(() => document.documentElement.classList.contains('dark') || prefersDark());

  useEffect(() => {
    document.documentElement.classList.toggle('dark', isDark);
  }, [isDark]);

  function handleToggle() {
    const next = !isDark;
    localStorage.setItem(STORAGE_KEY, next ? 'dark' : 'light');
    setIsDark(next);
  }

  return (
    <Button variant="ghost" size="icon" onClick={handleToggle} aria-label={isDark ? ${lit(toLight)} : ${lit(toDark)}}>
      {isDark ? <Sun /> : <Moon />}
    </Button>
  );
}
`;
}

/** Runs before the app so a dark-mode visitor never sees a white flash. */
const NO_FLASH_SCRIPT = `    <script>
      try {
        const theme = localStorage.getItem('theme');
        if (theme === 'dark' || (theme === null && matchMedia('(prefers-color-scheme: dark)').matches)) {
          document.documentElement.classList.add('dark');
        }
      } catch {}
    </script>
`;

/** A dark mode in Spanish, French, German, Portuguese or Italian: a toggle between the two. */
const FOREIGN_TOGGLE =
  /(?<!\p{L})(?:modo (?:oscuro|nocturno|noche|escuro|noturno)|mode (?:sombre|nuit|clair\s*\/\s*sombre)|dunkl(?:e[rns]?)? modus|dunkelmodus|nachtmodus|hell\s*\/\s*dunkel|modalit[àa] (?:scura|notte|notturna)|(?:claro|clair|chiaro)\s*\/\s*(?:oscuro|sombre|escuro|scuro))(?!\p{L})/iu;
/** The dark theme itself: "tema oscuro", "thème sombre", "dunkles Design", "hazlo oscuro". */
const FOREIGN_DARK =
  /(?<!\p{L})(?:(?:tema|fondo|fundo|sfondo|aspecto|aspetto) (?:oscuro|escuro|scuro)|(?:th[èe]me|fond) (?:sombre|fonc[ée])|dunkl(?:e[rns]?)? (?:design|thema|hintergrund|look)|(?:hazl[ao]|ponl[ao]|rends[- ]l[ea]|mach es|torna-[ao]|rendil[ao]|fai(?:lo|la)) (?:m[áa]s |plus |più )?(?:oscur[ao]|sombre|dunkel|escur[ao]|scur[ao]))(?!\p{L})/iu;
const FOREIGN_SWITCH =
  /(?<!\p{L})(?:interruptor|bot[óoã]n?|bouton|interrupteur|schalter|umschalter|knopf|pulsante|interruttore)(?!\p{L})/iu;

/** "add dark mode", "add a dark mode toggle", "make it dark"; "añade el modo oscuro", "dunkler Modus"… */
export const darkModeIntent: Intent = {
  id: 'dark-mode',
  recognise(text) {
    const wantsToggle =
      /\bdark[\s-]*mode\b|\b(?:light|theme)\s*(?:\/|and|or)?\s*dark\b|\btheme (?:toggle|switch(?:er)?)\b|\bnight mode\b/i.test(
        text,
      ) || FOREIGN_TOGGLE.test(text);
    const wantsDark =
      /\bmake (?:it|the (?:site|app|page|website)|everything) dark\b|\bdark (?:theme|background|look)\b|\b(?:use|switch to|go) dark\b/i.test(
        text,
      ) || FOREIGN_DARK.test(text);
    if (!wantsToggle && !wantsDark) return null;
    const isDefaultDark =
      wantsDark && !/\btoggle|switch(?:er)?\b|\bbutton\b/i.test(text) && !FOREIGN_SWITCH.test(text);
    return {
      id: 'dark-mode',
      label: isDefaultDark
        ? 'switch the app to its dark theme'
        : 'add a light/dark mode toggle to the header',
      plan: (context) => (isDefaultDark ? makeDark(context) : addToggle(context)),
    };
  },
};

function makeDark({ view }: IntentContext): IntentOutcome {
  const html = view.get('index.html');
  if (html === undefined) return NEED;
  if (!html) return { status: 'cannot', reply: `I couldn't find index.html to switch the theme in.` };
  if (/<html[^>]*class="[^"]*\bdark\b/.test(html))
    return { status: 'cannot', reply: 'The app already uses its dark theme.' };
  const updated = /<html([^>]*)class="([^"]*)"/.test(html)
    ? html.replace(/<html([^>]*)class="([^"]*)"/, '<html$1class="$2 dark"')
    : html.replace(/<html\b/, '<html class="dark"');
  view.write('index.html', updated);
  return {
    status: 'done',
    summary: `The app now uses its dark theme: \`<html>\` in index.html has the \`dark\` class, which switches every theme token in src/index.css to its dark value.`,
    commit: 'Use the dark theme',
    suggestions: ['Add a dark mode toggle', 'Change the primary colour to violet', 'Add a gallery section'],
  };
}

function addToggle(context: IntentContext): IntentOutcome {
  const { view } = context;
  const files = view.list();
  if (!files) return NEED;
  const sources = view.getAll([APP_FILE, 'index.html', ...layoutCandidates(files)]);
  if (!sources) return NEED;
  // The app's language (from its first prompt), for the toggle's labels.
  const language = sectionContextFor(context)?.language ?? 'en';
  if (
    [...sources.values()].some(
      (source) => source?.includes('ThemeToggle') || source?.includes("classList.toggle('dark'"),
    )
  ) {
    return { status: 'cannot', reply: 'The app already has a light/dark mode toggle.' };
  }
  const header = [...sources].find(
    ([path, source]) => path !== APP_FILE && source && /<header\b/.test(source),
  );
  if (!header?.[1])
    return { status: 'cannot', reply: `I couldn't find the app's header to put a dark mode toggle in.` };
  const [path, source] = header;
  // The phone menu's sheet, whatever its props (`<Sheet open={menuOpen} …>`), else the nav's end.
  const anchor = /\n([ \t]*)<Sheet\b[^>]*>/.exec(source) ?? /\n([ \t]*)<\/nav>/.exec(source);
  let updated: string;
  if (anchor?.[0].includes('<Sheet')) {
    updated = `${source.slice(0, anchor.index + 1)}${anchor[1]}<ThemeToggle />\n${source.slice(anchor.index + 1)}`;
  } else if (anchor) {
    const lineEnd = source.indexOf('\n', anchor.index + 1);
    updated = `${source.slice(0, lineEnd + 1)}${anchor[1]}<ThemeToggle />\n${source.slice(lineEnd + 1)}`;
  } else {
    const close = source.lastIndexOf('</header>');
    if (close === -1) return { status: 'cannot', reply: `I couldn't find where the header ends in ${path}.` };
    const indent = `${indentAt(source, close)}  `;
    const lineStart = source.lastIndexOf('\n', close - 1) + 1;
    updated = `${source.slice(0, lineStart)}${indent}<ThemeToggle />\n${source.slice(lineStart)}`;
  }
  view.write(path, addImport(updated, `import { ThemeToggle } from '@/components/theme-toggle';`));
  view.write(THEME_TOGGLE_PATH, themeToggle(language));
  const html = sources.get('index.html');
  if (html?.includes('</head>') && !html.includes("localStorage.getItem('theme')")) {
    view.write('index.html', html.replace('  </head>', `${NO_FLASH_SCRIPT}  </head>`));
  }
  return {
    status: 'done',
    summary: `I added a light/dark mode toggle to the header (\`${THEME_TOGGLE_PATH}\`). It starts from the visitor's system setting, remembers their choice, and flips the \`.dark\` class the theme in src/index.css already defines, so every page follows. A tiny script in index.html applies the saved choice before the page paints, so there's no white flash.`,
    commit: 'Add a dark mode toggle',
    suggestions: ['Change the primary colour to violet', 'Add a newsletter section', 'Add an about page'],
  };
}
