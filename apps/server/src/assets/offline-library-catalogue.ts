import type { DEFAULT_IMAGE_CATEGORIES } from '@kiln/contracts';
import type { Scene } from './art/scenes';

/**
 * What the built-in stock library holds: per default category, the scene its pictures are drawn
 * from, the words it is found by, and one row a picture (title, palette, its own search words).
 */

export type Category = (typeof DEFAULT_IMAGE_CATEGORIES)[number];
export type ImageRow = readonly [title: string, palette: string, tags: string];

export const CATALOGUE: Record<Category, { scene: Scene; tags: string; images: readonly ImageRow[] }> = {
  Nature: {
    scene: 'landscape',
    tags: 'nature mountains landscape outdoors hills forest trees wilderness',
    images: [
      ['Misty mountain range at dawn', 'dawn', 'morning sunrise mist'],
      ['Green valley under a bright sky', 'forest', 'valley spring summer'],
      ['Alpine peaks at sunset', 'sunset', 'alps evening orange'],
      ['Pine forest in the evening', 'dusk', 'pine woods evening'],
      ['Mountains under the stars', 'night', 'night stars dark'],
      ['Rolling hills at noon', 'noon', 'countryside sunny'],
    ],
  },
  Business: {
    scene: 'city',
    tags: 'business office corporate finance city skyline work startup company',
    images: [
      ['Business district skyline', 'slate', 'downtown towers'],
      ['Office towers at sunset', 'sunset', 'evening finance'],
      ['City lights at night', 'night', 'night lights urban'],
      ['Morning over the financial district', 'dawn', 'morning commute'],
      ['Skyline on a clear day', 'ocean', 'blue clear'],
      ['Evening city blocks', 'dusk', 'evening urban'],
    ],
  },
  Technology: {
    scene: 'tech',
    tags: 'technology tech digital network data circuit software ai computer code cloud',
    images: [
      ['Glowing circuit network', 'night', 'circuit blue'],
      ['Neon data grid', 'violet', 'neon purple'],
      ['Connected nodes in the cloud', 'ocean', 'cloud connection'],
      ['Warm electronics board', 'ember', 'hardware electronics'],
      ['Minimal network map', 'mint', 'minimal green'],
      ['Data centre lights', 'dusk', 'server data'],
    ],
  },
  Food: {
    scene: 'food',
    tags: 'food restaurant meal dinner lunch plate cooking kitchen cafe eat dish',
    images: [
      ['Shared plates on a wooden table', 'sand', 'wood table sharing'],
      ['Colourful brunch spread', 'sunset', 'brunch breakfast'],
      ['Fresh salad bowls', 'forest', 'salad healthy vegetables green'],
      ['Dinner for two', 'dusk', 'dinner romantic'],
      ['Coffee and pastries', 'dawn', 'coffee bakery pastry cafe'],
      ['Sushi platter', 'slate', 'sushi japanese fish'],
    ],
  },
  Travel: {
    scene: 'travel',
    tags: 'travel adventure vacation holiday journey balloons explore tourism trip',
    images: [
      ['Hot-air balloons over the hills', 'dawn', 'balloons sunrise'],
      ['Balloon festival at sunset', 'sunset', 'festival evening'],
      ['Floating over green valleys', 'forest', 'valley green'],
      ['Desert sky adventure', 'sand', 'desert warm'],
      ['Balloons on a blue morning', 'noon', 'blue morning'],
      ['Evening flight', 'dusk', 'evening calm'],
    ],
  },
  Architecture: {
    scene: 'architecture',
    tags: 'architecture building arches columns interior design hall facade classic',
    images: [
      ['Arched colonnade', 'sand', 'arches warm stone'],
      ['Modern white arches', 'slate', 'modern white minimal'],
      ['Terracotta courtyard', 'sunset', 'courtyard terracotta'],
      ['Cloister at dusk', 'dusk', 'cloister evening'],
      ['Mint gallery hall', 'mint', 'gallery museum'],
      ['Blue hour facade', 'night', 'night facade'],
    ],
  },
  Abstract: {
    scene: 'abstract',
    tags: 'abstract background gradient colorful colourful pattern wallpaper shapes art',
    images: [
      ['Violet gradient glow', 'violet', 'purple neon'],
      ['Warm sunset blur', 'sunset', 'orange warm'],
      ['Ocean blue waves of colour', 'ocean', 'blue cool'],
      ['Soft mint haze', 'mint', 'green soft pastel'],
      ['Ember gradient', 'ember', 'red fire'],
      ['Peach morning light', 'dawn', 'pink pastel'],
    ],
  },
  Ocean: {
    scene: 'ocean',
    tags: 'ocean sea beach water waves coast sailing boat summer horizon',
    images: [
      ['Sailing at sunrise', 'dawn', 'sunrise sailboat'],
      ['Calm blue sea', 'ocean', 'blue calm'],
      ['Golden hour on the water', 'sunset', 'golden sunset'],
      ['Night sea under the moon', 'night', 'moon night'],
      ['Evening tide', 'dusk', 'tide evening'],
      ['Tropical lagoon', 'mint', 'tropical lagoon island'],
    ],
  },
};
