import type { Palette } from './palettes';
import { n, type Random } from './random';

/** Every picture is 3:2, like a stock photo's landscape crop. */
export const WIDTH = 1200;
export const HEIGHT = 800;

export const SCENES = [
  'landscape',
  'ocean',
  'city',
  'tech',
  'food',
  'travel',
  'architecture',
  'abstract',
] as const;
export type Scene = (typeof SCENES)[number];

type Draw = (r: Random, p: Palette) => string;

function sky(p: Palette, id = 'sky'): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/>` +
    `<stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.light}" stop-opacity=".9"/>` +
    `<stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/>`
  );
}

function sun(r: Random, p: Palette, y: number): string {
  const x = r.range(WIDTH * 0.2, WIDTH * 0.8);
  const radius = r.range(50, 90);
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 3.2)}" fill="url(#glow)"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${p.light}"/>`
  );
}

/** A ridge across the picture at `base`, rising up to `height`, as one closed path. */
function ridge(r: Random, base: number, height: number, roughness: number, fill: string): string {
  const steps = 14;
  let d = `M0 ${HEIGHT} L0 ${n(base - r.range(0, height))}`;
  for (let i = 1; i <= steps; i += 1) {
    const x = (WIDTH / steps) * i;
    const y = base - r.range(height * (1 - roughness), height);
    d += ` L${n(x - WIDTH / steps / 2)} ${n(y - r.range(0, height * roughness))} L${n(x)} ${n(y)}`;
  }
  return `<path d="${d} L${WIDTH} ${HEIGHT}Z" fill="${fill}"/>`;
}

function trees(r: Random, fill: string, base: number): string {
  let out = '';
  for (let i = 0; i < 22; i += 1) {
    const x = r.range(0, WIDTH);
    const h = r.range(60, 140);
    const w = h * 0.38;
    const y = base + r.range(-10, 60);
    out += `<path d="M${n(x)} ${n(y - h)} L${n(x + w)} ${n(y)} L${n(x - w)} ${n(y)}Z" fill="${fill}"/>`;
  }
  return out;
}

const landscape: Draw = (r, p) =>
  sky(p) +
  sun(r, p, r.range(160, 300)) +
  ridge(r, 470, 240, 0.5, p.layers[0]) +
  ridge(r, 560, 190, 0.45, p.layers[1]) +
  ridge(r, 650, 130, 0.35, p.layers[2]) +
  trees(r, p.layers[3], 700) +
  `<rect y="720" width="${WIDTH}" height="80" fill="${p.layers[3]}"/>`;

const ocean: Draw = (r, p) => {
  const horizon = r.range(380, 470);
  let waves = '';
  for (let i = 0; i < 9; i += 1) {
    const y = horizon + 40 + i * 42;
    const amp = 6 + i * 2;
    waves += `<path d="M0 ${n(y)} Q${n(WIDTH / 4)} ${n(y - amp)} ${WIDTH / 2} ${n(y)} T${WIDTH} ${n(y)}" stroke="${p.light}" stroke-opacity="${n(0.12 + i * 0.03)}" stroke-width="3" fill="none"/>`;
  }
  const boatX = r.range(150, WIDTH - 250);
  return (
    sky(p) +
    sun(r, p, horizon - r.range(40, 140)) +
    `<rect y="${n(horizon)}" width="${WIDTH}" height="${n(HEIGHT - horizon)}" fill="${p.layers[2]}"/>` +
    `<rect y="${n(horizon)}" width="${WIDTH}" height="${n((HEIGHT - horizon) / 2)}" fill="${p.layers[1]}" opacity=".55"/>` +
    waves +
    `<path d="M${n(boatX)} ${n(horizon + 20)} l70 0 l-12 18 l-48 0Z" fill="${p.layers[3]}"/>` +
    `<path d="M${n(boatX + 36)} ${n(horizon + 16)} l0 -90 l42 84Z" fill="${p.light}"/>`
  );
};

const city: Draw = (r, p) => {
  let out = sky(p) + sun(r, p, r.range(120, 260));
  for (const [layer, base, min, max] of [
    [0, 620, 180, 380],
    [1, 700, 140, 330],
    [2, 800, 100, 280],
  ] as const) {
    let x = -20;
    while (x < WIDTH) {
      const w = r.range(60, 130);
      const h = r.range(min, max);
      const top = base - h;
      out += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${p.layers[layer + 1]}"/>`;
      if (layer === 2) {
        for (let wy = top + 18; wy < base - 20; wy += 26)
          for (let wx = x + 12; wx < x + w - 16; wx += 20)
            if (r.next() > 0.45)
              out += `<rect x="${n(wx)}" y="${n(wy)}" width="9" height="13" fill="${p.light}" opacity=".75"/>`;
      }
      x += w + r.range(4, 18);
    }
  }
  return out;
};

const tech: Draw = (r, p) => {
  let out = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${p.layers[3]}"/><defs><radialGradient id="glow"><stop offset="0" stop-color="${p.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient></defs>`;
  for (let x = 0; x <= WIDTH; x += 60)
    out += `<line x1="${x}" y1="0" x2="${x}" y2="${HEIGHT}" stroke="${p.layers[1]}" stroke-opacity=".25"/>`;
  for (let y = 0; y <= HEIGHT; y += 60)
    out += `<line x1="0" y1="${y}" x2="${WIDTH}" y2="${y}" stroke="${p.layers[1]}" stroke-opacity=".25"/>`;
  const nodes = Array.from({ length: 16 }, () => [r.int(1, 19) * 60, r.int(1, 12) * 60] as const);
  nodes.forEach(([x, y], i) => {
    const [nx, ny] = nodes[(i + 1) % nodes.length] ?? [x, y];
    out += `<path d="M${x} ${y} L${nx} ${y} L${nx} ${ny}" stroke="${p.accent}" stroke-width="3" fill="none" opacity=".7"/>`;
  });
  for (const [x, y] of nodes)
    out += `<circle cx="${x}" cy="${y}" r="70" fill="url(#glow)"/><circle cx="${x}" cy="${y}" r="9" fill="${p.light}"/>`;
  return out;
};

const food: Draw = (r, p) => {
  let out = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${p.layers[0]}"/>`;
  for (let y = 0; y < HEIGHT; y += 80)
    out += `<rect y="${y}" width="${WIDTH}" height="3" fill="${p.layers[2]}" opacity=".35"/>`;
  const plates = r.int(2, 3);
  for (let i = 0; i < plates; i += 1) {
    const cx = (WIDTH / (plates + 1)) * (i + 1) + r.range(-40, 40);
    const cy = r.range(320, 480);
    const radius = r.range(150, 210);
    out += `<circle cx="${n(cx + 14)}" cy="${n(cy + 18)}" r="${n(radius)}" fill="#000" opacity=".15"/>`;
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="#fbfaf7"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.72)}" fill="#f1eee8"/>`;
    for (let k = 0; k < 7; k += 1) {
      const a = r.range(0, Math.PI * 2);
      const d = r.range(0, radius * 0.4);
      const fill = r.pick([p.accent, p.layers[1], p.layers[2], p.layers[3]]);
      out += `<ellipse cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" rx="${n(r.range(22, 48))}" ry="${n(r.range(16, 36))}" fill="${fill}" transform="rotate(${n(r.range(0, 180))} ${n(cx)} ${n(cy)})"/>`;
    }
  }
  return (
    out +
    `<circle cx="${n(WIDTH - 110)}" cy="110" r="70" fill="#fbfaf7"/><circle cx="${n(WIDTH - 110)}" cy="110" r="50" fill="${p.layers[3]}"/>`
  );
};

const travel: Draw = (r, p) => {
  let out = sky(p) + sun(r, p, r.range(140, 240));
  out += ridge(r, 640, 160, 0.2, p.layers[1]) + ridge(r, 740, 110, 0.15, p.layers[2]);
  for (let i = 0; i < 4; i += 1) {
    const x = r.range(100, WIDTH - 100);
    const y = r.range(170, 460);
    const s = r.range(0.5, 1.2);
    const fill = r.pick([p.accent, p.layers[3], '#ef4444', '#f59e0b']);
    out +=
      `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
      `<path d="M0 -90 C60 -90 70 -20 20 30 L-20 30 C-70 -20 -60 -90 0 -90Z" fill="${fill}"/>` +
      `<path d="M0 -90 C20 -60 20 0 8 30 L-8 30 C-20 0 -20 -60 0 -90Z" fill="${p.light}" opacity=".45"/>` +
      `<line x1="-16" y1="30" x2="-10" y2="52" stroke="#3f3f46" stroke-width="2"/><line x1="16" y1="30" x2="10" y2="52" stroke="#3f3f46" stroke-width="2"/>` +
      `<rect x="-12" y="52" width="24" height="18" rx="3" fill="#7c4a1e"/></g>`;
  }
  return out;
};

const architecture: Draw = (r, p) => {
  let out = sky(p);
  const columns = r.int(5, 8);
  const w = WIDTH / columns;
  out += `<rect y="180" width="${WIDTH}" height="${HEIGHT - 180}" fill="${p.layers[0]}"/>`;
  out += `<rect y="150" width="${WIDTH}" height="40" fill="${p.layers[1]}"/>`;
  for (let i = 0; i < columns; i += 1) {
    const x = i * w;
    out += `<path d="M${n(x + w * 0.18)} ${HEIGHT} L${n(x + w * 0.18)} 420 A${n(w * 0.32)} ${n(w * 0.32)} 0 0 1 ${n(x + w * 0.82)} 420 L${n(x + w * 0.82)} ${HEIGHT}Z" fill="${p.layers[3]}"/>`;
    out += `<rect x="${n(x + w * 0.18)}" y="${n(420 + r.range(60, 160))}" width="${n(w * 0.64)}" height="${HEIGHT}" fill="${p.layers[2]}" opacity=".5"/>`;
    out += `<rect x="${n(x - 10)}" y="190" width="20" height="${HEIGHT - 190}" fill="${p.layers[1]}"/>`;
  }
  return `${out}<rect y="${HEIGHT - 40}" width="${WIDTH}" height="40" fill="${p.layers[2]}"/>`;
};

const abstract: Draw = (r, p) => {
  let out =
    `<defs><filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${p.sky[0]}"/>`;
  const colours = [p.sky[1], p.accent, ...p.layers];
  for (let i = 0; i < 7; i += 1)
    out += `<circle cx="${n(r.range(0, WIDTH))}" cy="${n(r.range(0, HEIGHT))}" r="${n(r.range(140, 320))}" fill="${r.pick(colours)}" opacity=".85" filter="url(#blur)"/>`;
  for (let i = 0; i < 3; i += 1)
    out += `<circle cx="${n(r.range(200, WIDTH - 200))}" cy="${n(r.range(150, HEIGHT - 150))}" r="${n(r.range(60, 180))}" fill="none" stroke="${p.light}" stroke-opacity=".5" stroke-width="2"/>`;
  return out;
};

const DRAW: Record<Scene, Draw> = { landscape, ocean, city, tech, food, travel, architecture, abstract };

/** One complete SVG document, the same for the same scene, palette and random sequence. */
export function drawScene(scene: Scene, palette: Palette, random: Random, title: string): string {
  const safeTitle = title.replace(/[<>&"]/g, ' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">` +
    `<title>${safeTitle}</title>${DRAW[scene](random, palette)}</svg>`
  );
}
