import { normaliseHex } from '../../colour';

/**
 * Artwork for generated apps, written as SVG files into `public/images/`. Kiln runs offline, so
 * apps can't hot-link stock photos; these are on-brand placeholders (soft gradients and shapes in
 * the theme's hues) behind real `<img>` elements with descriptive alt text, ready to be swapped for
 * photos with the asset editor.
 */

export type ArtKind = 'abstract' | 'plate' | 'object' | 'landscape' | 'frame';

function hexToHsl(hex: string): { h: number; s: number; l: number } {
  const normal = normaliseHex(hex) ?? '#6366f1';
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(normal.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

/** A small deterministic generator: the same seed always draws the same picture. */
function random(seed: number): () => number {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

const OFFSETS = [0, 28, -24, 52, -44, 14, 36, -12];

export function artSvg({ colour, seed, kind }: { colour: string; seed: number; kind: ArtKind }): string {
  const base = hexToHsl(colour);
  const hue = (base.h + (OFFSETS[seed % OFFSETS.length] ?? 0) + 360) % 360;
  // Muted on purpose: placeholders should sit quietly behind the content, not shout.
  const sat = Math.round(Math.min(58, Math.max(28, base.s * 70)));
  const hsl = (h: number, s: number, l: number, a = 1) =>
    `hsl(${Math.round((h + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%${a < 1 ? ` / ${a}` : ''})`;
  const next = random(seed + Math.round(base.h));
  const blobs = Array.from({ length: 4 }, (_, index) => {
    const cx = Math.round(120 + next() * 560);
    const cy = Math.round(80 + next() * 440);
    const r = Math.round(120 + next() * 160);
    const fill = hsl(hue + (index - 1.5) * 18, sat, 68 + index * 5, 0.75);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
  }).join('');
  const motif = MOTIFS[kind]({ hue, sat, hsl, next });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, sat * 0.6, 92)}"/><stop offset="1" stop-color="${hsl(hue + 30, sat * 0.7, 80)}"/></linearGradient>
<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="${hsl(hue, sat, 20)}" flood-opacity="0.25"/></filter>
</defs>
<rect width="800" height="600" fill="url(#bg)"/>
<g filter="url(#blur)">${blobs}</g>
${motif}
</svg>
`;
}

type MotifInput = {
  hue: number;
  sat: number;
  hsl: (h: number, s: number, l: number, a?: number) => string;
  next: () => number;
};

const MOTIFS: Record<ArtKind, (input: MotifInput) => string> = {
  abstract: ({ hue, sat, hsl, next }) => {
    const x = Math.round(260 + next() * 280);
    return `<g filter="url(#shadow)"><circle cx="${x}" cy="300" r="150" fill="${hsl(hue, sat, 96, 0.55)}"/><rect x="${x - 40}" y="180" width="240" height="240" rx="48" fill="${hsl(hue + 20, sat, 62, 0.7)}" transform="rotate(${Math.round(next() * 40 - 20)} ${x + 80} 300)"/></g>`;
  },
  plate: ({ hue, sat, hsl, next }) => {
    const garnish = Array.from({ length: 5 }, () => {
      const angle = next() * Math.PI * 2;
      const distance = 40 + next() * 60;
      return `<circle cx="${Math.round(400 + Math.cos(angle) * distance)}" cy="${Math.round(300 + Math.sin(angle) * distance)}" r="${Math.round(14 + next() * 18)}" fill="${hsl(hue + next() * 40 - 20, sat * 0.8, 34 + next() * 18)}"/>`;
    }).join('');
    return `<g filter="url(#shadow)"><circle cx="400" cy="300" r="210" fill="hsl(40 30% 98%)"/><circle cx="400" cy="300" r="165" fill="none" stroke="hsl(40 20% 88%)" stroke-width="4"/><circle cx="400" cy="300" r="118" fill="${hsl(hue + 10, sat * 0.9, 55)}"/>${garnish}</g>`;
  },
  object: ({ hue, sat, hsl, next }) => {
    // A glazed jar: reads as a product without pretending to be any particular one.
    const height = Math.round(230 + next() * 60);
    const top = 470 - height;
    return `<ellipse cx="400" cy="478" rx="170" ry="24" fill="${hsl(hue, sat, 25, 0.16)}"/><g filter="url(#shadow)"><path d="M290 ${top + 30} Q290 ${top} 400 ${top} Q510 ${top} 510 ${top + 30} L520 440 Q520 470 400 470 Q280 470 280 440 Z" fill="${hsl(hue, sat, 56)}"/><ellipse cx="400" cy="${top + 28}" rx="110" ry="22" fill="${hsl(hue, sat, 44)}"/><path d="M285 ${top + 120} L515 ${top + 120} L517 ${top + 150} L283 ${top + 150} Z" fill="${hsl(hue + 20, sat, 80, 0.85)}"/><path d="M320 ${top + 50} Q312 ${top + 200} 330 420" stroke="${hsl(hue, sat, 88, 0.6)}" stroke-width="14" fill="none" stroke-linecap="round"/></g>`;
  },
  landscape: ({ hue, sat, hsl }) =>
    `<circle cx="560" cy="190" r="70" fill="${hsl(hue + 40, 70, 90)}"/><path d="M0 420 C 160 330 300 360 420 400 S 680 330 800 380 L800 600 L0 600 Z" fill="${hsl(hue, sat * 0.85, 58, 0.85)}"/><path d="M0 480 C 200 420 360 470 520 450 S 720 430 800 460 L800 600 L0 600 Z" fill="${hsl(hue - 20, sat * 0.85, 36, 0.9)}"/>`,
  frame: ({ hue, sat, hsl, next }) => {
    const shapes = Array.from({ length: 3 }, (_, index) => {
      const size = Math.round(110 + next() * 90);
      const x = Math.round(150 + index * 170 + next() * 40);
      const y = Math.round(170 + next() * 160);
      return index % 2 === 0
        ? `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${Math.round(size / 5)}" fill="${hsl(hue + index * 30, sat, 50 + index * 10, 0.9)}"/>`
        : `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size / 2}" fill="${hsl(hue - 30, sat, 70, 0.9)}"/>`;
    }).join('');
    return `<g filter="url(#shadow)">${shapes}</g>`;
  },
};

/** The hero picture that suits a kind of business. */
export function heroArtFor(domain: string): ArtKind {
  switch (domain) {
    case 'food':
      return 'plate';
    case 'travel':
      return 'landscape';
    case 'retail':
      return 'object';
    case 'creative':
      return 'frame';
    default:
      return 'abstract';
  }
}
