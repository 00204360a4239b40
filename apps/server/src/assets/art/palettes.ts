/** Colour sets the scenes draw with: a sky (top, bottom), a light, and layers from far to near. */
export type Palette = {
  sky: [string, string];
  light: string;
  layers: [string, string, string, string];
  accent: string;
};

export const PALETTES: Record<string, Palette> = {
  dawn: {
    sky: ['#fbc2a4', '#fde9c9'],
    light: '#fff4d6',
    layers: ['#c99aa8', '#8f6f8f', '#5b4a6b', '#2f2a45'],
    accent: '#f59e0b',
  },
  noon: {
    sky: ['#5fb0ef', '#cfe9fb'],
    light: '#fffbe6',
    layers: ['#9ec3d6', '#5f9a8a', '#3d7a5a', '#234d36'],
    accent: '#f97316',
  },
  sunset: {
    sky: ['#ff7e5f', '#feb47b'],
    light: '#fff1c1',
    layers: ['#c0587e', '#8a3f6b', '#55305a', '#2a1e3b'],
    accent: '#facc15',
  },
  dusk: {
    sky: ['#2b3a67', '#b56576'],
    light: '#ffd6a5',
    layers: ['#6d597a', '#4b3f63', '#2f2b4a', '#1a1830'],
    accent: '#e56b6f',
  },
  night: {
    sky: ['#0b1026', '#2a3a6b'],
    light: '#f1f5ff',
    layers: ['#33406e', '#243056', '#18203d', '#0d1226'],
    accent: '#38bdf8',
  },
  forest: {
    sky: ['#a8d5ba', '#f0f7e8'],
    light: '#fffde7',
    layers: ['#7fb49a', '#4f8a6b', '#2f6b4f', '#173d2c'],
    accent: '#eab308',
  },
  mint: {
    sky: ['#d9f4ec', '#f7fcfa'],
    light: '#ffffff',
    layers: ['#9ad9c4', '#4fb89a', '#1f8a72', '#0f5447'],
    accent: '#14b8a6',
  },
  ember: {
    sky: ['#2a0f0a', '#7c2d12'],
    light: '#fed7aa',
    layers: ['#9a3412', '#c2410c', '#ea580c', '#fb923c'],
    accent: '#fde047',
  },
  violet: {
    sky: ['#3b0764', '#a855f7'],
    light: '#f5d0fe',
    layers: ['#7e22ce', '#9333ea', '#c084fc', '#e9d5ff'],
    accent: '#22d3ee',
  },
  slate: {
    sky: ['#e2e8f0', '#f8fafc'],
    light: '#ffffff',
    layers: ['#94a3b8', '#64748b', '#475569', '#1e293b'],
    accent: '#0ea5e9',
  },
  sand: {
    sky: ['#fde68a', '#fef3c7'],
    light: '#fffbeb',
    layers: ['#f3c98b', '#e0a458', '#c07a3a', '#7c4a1e'],
    accent: '#dc2626',
  },
  ocean: {
    sky: ['#7dd3fc', '#e0f2fe'],
    light: '#fffbe6',
    layers: ['#38bdf8', '#0ea5e9', '#0369a1', '#0c4a6e'],
    accent: '#f43f5e',
  },
};

export const PALETTE_NAMES = Object.keys(PALETTES);

/** Colour words a prompt may use, mapped to the palette that carries them best. */
export const COLOUR_WORDS: Record<string, string> = {
  red: 'ember',
  orange: 'sunset',
  gold: 'sand',
  golden: 'sand',
  yellow: 'sand',
  green: 'forest',
  teal: 'mint',
  mint: 'mint',
  blue: 'ocean',
  navy: 'night',
  purple: 'violet',
  violet: 'violet',
  pink: 'dawn',
  grey: 'slate',
  gray: 'slate',
  white: 'slate',
  dark: 'night',
  night: 'night',
  sunset: 'sunset',
  sunrise: 'dawn',
  dawn: 'dawn',
  dusk: 'dusk',
  evening: 'dusk',
  fire: 'ember',
  neon: 'violet',
};
