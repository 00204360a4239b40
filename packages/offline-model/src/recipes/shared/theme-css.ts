import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatOklch, hexToOklch, type Palette, paletteTokens } from '../../colour';

const TEMPLATE_CSS_PATH = path.join('templates', 'react-vite', 'src', 'index.css');

/**
 * The repository's template stylesheet, found walking up from this module: from the package's src/
 * (tsx, vitest) and from the server's dist/ it is bundled into.
 */
function templateCssPath(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, TEMPLATE_CSS_PATH))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Could not find ${TEMPLATE_CSS_PATH} above this module`);
    dir = parent;
  }
  return path.join(dir, TEMPLATE_CSS_PATH);
}

/** The template's stylesheet: the theme, the overlay animations and the base layer every app starts from. */
const TEMPLATE_CSS = readFileSync(templateCssPath(), 'utf8');

/**
 * The app's `src/index.css`: the template's own (tokens in `:root` and `.dark`, exposed through
 * `@theme inline`, the overlay animations the ui components use) with the palette applied. Neutrals take a whisper of the primary's hue so greys don't fight the brand colour.
 */
export function indexCss(palette: Palette, { radius = '0.75rem' }: { radius?: string } = {}): string {
  const tokens = paletteTokens(palette);
  const hue = hexToOklch(palette.primary).h;
  const n = (l: number, c = 0.006) => formatOklch({ l, c, h: hue });
  const light: Record<string, string> = {
    '--background': n(0.995, 0.002),
    '--foreground': n(0.2, 0.015),
    '--card': 'oklch(1 0 0)',
    '--card-foreground': n(0.2, 0.015),
    '--popover': 'oklch(1 0 0)',
    '--popover-foreground': n(0.2, 0.015),
    ...pick(tokens.light, '--primary', '--primary-foreground'),
    '--secondary': n(0.965),
    '--secondary-foreground': n(0.25, 0.015),
    '--muted': n(0.965),
    '--muted-foreground': n(0.52, 0.015),
    ...pick(tokens.light, '--accent', '--accent-foreground'),
    '--destructive': 'oklch(0.58 0.22 27)',
    '--destructive-foreground': 'oklch(0.985 0 0)',
    '--border': n(0.915),
    '--input': n(0.89),
    ...pick(tokens.light, '--ring'),
  };
  const dark: Record<string, string> = {
    '--background': n(0.16, 0.008),
    '--foreground': n(0.97, 0.004),
    '--card': n(0.2, 0.01),
    '--card-foreground': n(0.97, 0.004),
    '--popover': n(0.2, 0.01),
    '--popover-foreground': n(0.97, 0.004),
    ...pick(tokens.dark, '--primary', '--primary-foreground'),
    '--secondary': n(0.27, 0.01),
    '--secondary-foreground': n(0.97, 0.004),
    '--muted': n(0.27, 0.01),
    '--muted-foreground': n(0.72, 0.015),
    ...pick(tokens.dark, '--accent', '--accent-foreground'),
    '--destructive': 'oklch(0.66 0.2 25)',
    '--destructive-foreground': 'oklch(0.985 0 0)',
    '--border': 'oklch(1 0 0 / 11%)',
    '--input': 'oklch(1 0 0 / 15%)',
    ...pick(tokens.dark, '--ring'),
  };
  const css = setTokens(TEMPLATE_CSS, { light: { '--radius': radius, ...light }, dark });
  return css
    .replace('    color-scheme: light;\n', '    color-scheme: light;\n    scroll-behavior: smooth;\n')
    .replace(
      '    @apply bg-background text-foreground antialiased;\n',
      '    @apply bg-background text-foreground antialiased;\n    font-feature-settings: "ss01", "cv11";\n',
    );
}

function pick(values: Record<string, string>, ...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, values[name] ?? '']));
}

/**
 * Applies a palette to an existing stylesheet: each token the palette decides is replaced where it
 * is declared in `:root` and `.dark`; a stylesheet without them gets override blocks appended
 * (later declarations win), so a hand-written theme is never clobbered.
 */
export function applyPalette(css: string, palette: Palette, scope: 'all' | 'accent' = 'all'): string {
  const all = paletteTokens(palette);
  const only = (values: Record<string, string>) =>
    scope === 'all'
      ? values
      : Object.fromEntries(Object.entries(values).filter(([name]) => name.startsWith('--accent')));
  return setTokens(css, { light: only(all.light), dark: only(all.dark) });
}

/**
 * Sets tokens where `:root` and `.dark` declare them; tokens a stylesheet does not declare go into
 * override blocks appended at its end (later declarations win).
 */
function setTokens(
  css: string,
  tokens: { light: Record<string, string>; dark: Record<string, string> },
): string {
  let result = css;
  const missing: { light: string[]; dark: string[] } = { light: [], dark: [] };
  for (const scheme of ['light', 'dark'] as const) {
    const blockPattern = scheme === 'light' ? /(:root\s*\{)([^}]*)(\})/ : /(\.dark\s*\{)([^}]*)(\})/;
    const block = blockPattern.exec(result);
    for (const [name, value] of Object.entries(tokens[scheme])) {
      const declaration = new RegExp(`(${name.replace(/-/g, '\\-')}\\s*:\\s*)([^;]+)(;)`);
      if (block?.[2] && declaration.test(block[2])) {
        const updated = block[2].replace(declaration, `$1${value}$3`);
        result = result.replace(block[0], `${block[1]}${updated}${block[3]}`);
        block[2] = updated;
        block[0] = `${block[1]}${updated}${block[3]}`;
      } else {
        missing[scheme].push(`  ${name}: ${value};`);
      }
    }
  }
  if (missing.light.length > 0) result += `\n:root {\n${missing.light.join('\n')}\n}\n`;
  if (missing.dark.length > 0) result += `\n.dark {\n${missing.dark.join('\n')}\n}\n`;
  return result;
}
