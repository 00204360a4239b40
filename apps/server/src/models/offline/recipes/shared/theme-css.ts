import { formatOklch, hexToOklch, type Palette, paletteTokens } from '../../colour';

/**
 * The app's `src/index.css`: the template's shadcn-style theme (tokens in `:root` and `.dark`,
 * exposed through `@theme inline`, the overlay animations the ui components use) with the palette
 * applied. Neutrals take a whisper of the primary's hue so greys don't fight the brand colour.
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
  const block = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => `  ${name}: ${value};`)
      .join('\n');
  return `@import "tailwindcss";

/* \`dark:\` utilities follow a \`.dark\` class on any ancestor (usually <html>), not the OS setting. */
@custom-variant dark (&:where(.dark, .dark *));

/*
 * The design tokens. Components use the semantic names (bg-background, text-muted-foreground,
 * border-input, ...), so restyling the whole app is a matter of changing these values.
 */
:root {
  --radius: ${radius};

${block(light)}
}

.dark {
${block(dark)}
}

/* Exposes the tokens as Tailwind colours and radii: \`inline\` keeps them live CSS variables. */
@theme inline {
${TOKEN_NAMES.map((name) => `  --color-${name}: var(--${name});`).join('\n')}

  --radius-sm: calc(var(--radius) - 4px);
  --radius-md: calc(var(--radius) - 2px);
  --radius-lg: var(--radius);
  --radius-xl: calc(var(--radius) + 4px);
}

${ANIMATIONS}
@layer base {
  * {
    @apply border-border outline-ring/50;
  }
  html {
    color-scheme: light;
    scroll-behavior: smooth;
  }
  html.dark {
    color-scheme: dark;
  }
  body {
    @apply bg-background text-foreground antialiased;
    font-feature-settings: "ss01", "cv11";
  }
}
`;
}

function pick(values: Record<string, string>, ...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, values[name] ?? '']));
}

const TOKEN_NAMES = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'destructive-foreground',
  'border',
  'input',
  'ring',
];

/** Radix keeps a closing overlay mounted until its `data-state="closed"` animation ends, so every "in" has an "out". */
const ANIMATIONS = `/*
 * Enter and exit animations for the overlay components. Radix keeps a closing element mounted until
 * its \`data-state="closed"\` animation ends, so every "in" has an "out".
 */
@theme {
  --animate-fade-in: fade-in 150ms ease-out;
  --animate-fade-out: fade-out 120ms ease-in;
  --animate-pop-in: pop-in 150ms cubic-bezier(0.16, 1, 0.3, 1);
  --animate-pop-out: pop-out 110ms ease-in;
  --animate-slide-in-right: slide-in-right 250ms cubic-bezier(0.16, 1, 0.3, 1);
  --animate-slide-out-right: slide-out-right 180ms ease-in;
  --animate-slide-in-left: slide-in-left 250ms cubic-bezier(0.16, 1, 0.3, 1);
  --animate-slide-out-left: slide-out-left 180ms ease-in;
  --animate-slide-in-top: slide-in-top 250ms cubic-bezier(0.16, 1, 0.3, 1);
  --animate-slide-out-top: slide-out-top 180ms ease-in;
  --animate-slide-in-bottom: slide-in-bottom 250ms cubic-bezier(0.16, 1, 0.3, 1);
  --animate-slide-out-bottom: slide-out-bottom 180ms ease-in;
  --animate-accordion-down: accordion-down 200ms ease-out;
  --animate-accordion-up: accordion-up 200ms ease-out;

  @keyframes fade-in {
    from {
      opacity: 0;
    }
  }
  @keyframes fade-out {
    to {
      opacity: 0;
    }
  }
  /* \`scale\` (not \`transform\`) so it composes with the \`translate\` utilities that centre a dialog. */
  @keyframes pop-in {
    from {
      opacity: 0;
      scale: 0.96;
    }
  }
  @keyframes pop-out {
    to {
      opacity: 0;
      scale: 0.96;
    }
  }
  @keyframes slide-in-right {
    from {
      translate: 100% 0;
    }
  }
  @keyframes slide-out-right {
    to {
      translate: 100% 0;
    }
  }
  @keyframes slide-in-left {
    from {
      translate: -100% 0;
    }
  }
  @keyframes slide-out-left {
    to {
      translate: -100% 0;
    }
  }
  @keyframes slide-in-top {
    from {
      translate: 0 -100%;
    }
  }
  @keyframes slide-out-top {
    to {
      translate: 0 -100%;
    }
  }
  @keyframes slide-in-bottom {
    from {
      translate: 0 100%;
    }
  }
  @keyframes slide-out-bottom {
    to {
      translate: 0 100%;
    }
  }
  @keyframes accordion-down {
    from {
      height: 0;
    }
    to {
      height: var(--radix-accordion-content-height);
    }
  }
  @keyframes accordion-up {
    from {
      height: var(--radix-accordion-content-height);
    }
    to {
      height: 0;
    }
  }
}
`;

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
  const tokens = { light: only(all.light), dark: only(all.dark) };
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
