import { MAP_PACKAGES, MAP_VIEW_PATH, mapKitFiles } from '@kiln/contracts';
import type { MapPlace } from '../../content/places';
import type { PromptLanguage } from '../../language';
import type { AppLanguage } from '../../locale';
import type { GeneratedFile } from '../types';
import { eyebrowTitle } from './blocks';
import { MAP_CONTROLS } from './map-controls';
import { attr, jsxText, lit } from './ts-literal';

export { MAP_PACKAGES, MAP_VIEW_PATH };

/** Kiln's map component and its config (no token: the offline world map; turning Mapbox on adds one). */
export function mapFiles(): GeneratedFile[] {
  return mapKitFiles(null);
}

/**
 * What the map says to a screen reader, and where it cannot be drawn, in the app's language; `controls`
 * are MapLibre's own words (map-controls.ts).
 */
const MAP_WORDS: Record<PromptLanguage, { mapOf: string; unavailable: string }> = {
  es: {
    mapOf: 'Mapa de {place}',
    unavailable: '{place}: el mapa necesita WebGL, que este navegador tiene desactivado.',
  },
  fr: {
    mapOf: 'Carte : {place}',
    unavailable: '{place} : la carte a besoin de WebGL, désactivé dans ce navigateur.',
  },
  de: {
    mapOf: 'Karte: {place}',
    unavailable: '{place}: Die Karte braucht WebGL, das in diesem Browser ausgeschaltet ist.',
  },
  pt: {
    mapOf: 'Mapa de {place}',
    unavailable: '{place}: o mapa precisa de WebGL, que este navegador tem desligado.',
  },
  it: {
    mapOf: 'Mappa di {place}',
    unavailable: '{place}: la mappa richiede WebGL, disattivato in questo browser.',
  },
};

/** The `<MapView …/>` of a place: its marker and a street zoom, or the world without a marker. */
export function mapViewJsx(
  place: MapPlace,
  label: string,
  className: string,
  language: AppLanguage = 'en',
): string {
  const named = place ? `${label}, ${place.name}` : label;
  const words = language === 'en' ? '' : localWords(MAP_WORDS[language], named, MAP_CONTROLS[language]);
  if (!place) {
    return `<MapView center={[0, 20]} zoom={1} showMarker={false} label={${lit(label)}}${words} className=${attr(className)} />`;
  }
  const [lng, lat] = place.center;
  return `<MapView center={[${lng}, ${lat}]} zoom={13} label={${lit(named)}}${words} className=${attr(className)} />`;
}

function localWords(
  words: { mapOf: string; unavailable: string },
  place: string,
  controls: Record<string, string>,
): string {
  const fill = (text: string) => text.replace('{place}', () => place);
  return ` regionLabel={${lit(fill(words.mapOf))}} unavailableText={${lit(fill(words.unavailable))}} locale={${lit(controls)}}`;
}

/** The "Find us" section's eyebrow and heading, in the app's language. */
const FIND_US_WORDS: Record<AppLanguage, { eyebrow: string; title: string }> = {
  en: { eyebrow: 'Visit', title: 'Find us' },
  es: { eyebrow: 'Visítanos', title: 'Dónde estamos' },
  fr: { eyebrow: 'Venir nous voir', title: 'Où nous trouver' },
  de: { eyebrow: 'Besuchen Sie uns', title: 'So finden Sie uns' },
  pt: { eyebrow: 'Visite-nos', title: 'Onde estamos' },
  it: { eyebrow: 'Vieni a trovarci', title: 'Dove siamo' },
};

/** A "Find us" section: the address, the hours and the map, in the app's language. */
export function findUsSection({
  name,
  place,
  address,
  hours,
  language = 'en',
}: {
  name: string;
  place: MapPlace;
  address: string;
  hours: string;
  language?: AppLanguage;
}): { component: string; path: string; files: GeneratedFile[] } {
  const path = 'src/components/sections/find-us.tsx';
  const words = FIND_US_WORDS[language];
  return {
    component: 'FindUs',
    path,
    files: [
      ...mapFiles(),
      {
        path,
        content: `import { Clock, MapPin } from 'lucide-react';
import { MapView } from '@/components/map/map-view';

export function FindUs() {
  return (
    <section id="find-us" aria-labelledby="find-us-title" className="border-t bg-muted/30 py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.6fr]">
        <div>
          ${eyebrowTitle({ id: 'find-us', ...words, indent: 10 })}
          <p className="mt-6 flex items-center gap-2 text-lg">
            <MapPin className="size-5 text-primary" aria-hidden="true" />
            ${jsxText(address)}
          </p>
          <p className="mt-3 flex items-center gap-2 text-muted-foreground">
            <Clock className="size-5" aria-hidden="true" />
            ${jsxText(hours)}
          </p>
        </div>
        ${mapViewJsx(place, name, 'h-80 sm:h-96', language)}
      </div>
    </section>
  );
}
`,
      },
    ],
  };
}
