import { MAPBOX_PUBLIC_TOKEN } from './calls/mapbox';

/**
 * The map a generated app shows (issue 16 §3): one component, `src/components/map/map-view.tsx`,
 * written by Kiln (the offline recipes, the "add a map" intent, or turning Mapbox on) and used by the
 * model as `<MapView center={[lng, lat]} />`. Offline by default: MapLibre GL draws a low-detail
 * world (world-atlas' 110m countries, decoded with topojson-client in the browser) as a style with
 * only a background and country fill/line layers, so no tile server, glyph or sprite is fetched; the
 * place is an HTML marker. With a public `pk.` Mapbox token in the app's config, Mapbox's raster
 * tiles are drawn over that world when the browser is online.
 */

export const MAP_VIEW_PATH = 'src/components/map/map-view.tsx';
export const MAP_CONFIG_PATH = 'src/integrations/mapbox/config.ts';
/** topojson-client ships no types: a small declaration of the one function the map uses. */
export const TOPOJSON_TYPES_PATH = 'src/integrations/mapbox/topojson-client.d.ts';

/** The packages the map imports: all in Kiln's shared store (templates/integration-packages), so no install. */
export const MAP_PACKAGES = {
  'maplibre-gl': '^6.17.0',
  'topojson-client': '^3.1.0',
  'world-atlas': '^2.0.2',
} as const;

/** The config module: only a public token ever goes here (it ships in the bundle, as Mapbox intends). */
export function mapConfigSource(publicToken: string | null): string {
  if (publicToken !== null && !MAPBOX_PUBLIC_TOKEN.test(publicToken)) {
    throw new Error('Only a public Mapbox token (pk.) may be written into an app');
  }
  return [
    '// Written by Kiln. A public Mapbox token (pk.) is meant to ship in the app; restrict it to your',
    "// site's URL in your Mapbox account. Without one the map draws Kiln's offline world map.",
    `export const MAPBOX_PUBLIC_TOKEN: string | null = ${JSON.stringify(publicToken)};`,
    '',
  ].join('\n');
}

export const TOPOJSON_TYPES_SOURCE = `// topojson-client ships no type declarations: the one function the map uses.
declare module 'topojson-client' {
  export function feature(
    topology: unknown,
    object: unknown,
  ): { type: 'FeatureCollection'; features: { type: 'Feature'; geometry: unknown; properties: unknown }[] };
}
`;

export const MAP_VIEW_SOURCE = `import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { feature } from 'topojson-client';
import countries from 'world-atlas/countries-110m.json';
import { MAPBOX_PUBLIC_TOKEN } from '@/integrations/mapbox/config';
import { cn } from '@/lib/utils';

setWorkerUrl(workerUrl);

export type MapViewProps = {
  /** [longitude, latitude] of the place. */
  center: [number, number];
  /** 0 (the world) to 16 (streets); the offline world map shows countries, so it stops at 4. */
  zoom?: number;
  /** The place's name: the marker's label and popup. */
  label?: string;
  /** Whether a marker shows the place (default true). */
  showMarker?: boolean;
  className?: string;
  /** What the map is called to a screen reader, in the page's language ("Map of …" by default). */
  regionLabel?: string;
  /** What shows where a browser without WebGL cannot draw the map, in the page's language. */
  unavailableText?: string;
  /** MapLibre's own words (zoom buttons, gesture hints, its \`locale\`) in the page's language. */
  uiText?: Record<string, string>;
};

const WORLD = feature(countries, countries.objects.countries);
const OFFLINE_MAX_ZOOM = 4;

/**
 * A theme colour as rgb: the theme's tokens are oklch, which map styles do not read, so the browser
 * converts it by painting one pixel.
 */
function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!value || !context) return fallback;
  context.fillStyle = fallback;
  context.fillStyle = value;
  context.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
  return \`rgb(\${red}, \${green}, \${blue})\`;
}

function mapStyle(withTiles: boolean): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: { world: { type: 'geojson', data: WORLD as never } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': themeColour('--color-muted', '#dbeafe') } },
      { id: 'land', type: 'fill', source: 'world', paint: { 'fill-color': themeColour('--color-card', '#f8fafc') } },
      {
        id: 'borders',
        type: 'line',
        source: 'world',
        paint: { 'line-color': themeColour('--color-border', '#94a3b8'), 'line-width': 0.8 },
      },
    ],
  };
  if (withTiles && MAPBOX_PUBLIC_TOKEN) {
    style.sources.mapbox = {
      type: 'raster',
      tileSize: 512,
      attribution: '© Mapbox © OpenStreetMap',
      tiles: [
        \`https://api.mapbox.com/styles/v1/mapbox/streets-v12/tiles/512/{z}/{x}/{y}@2x?access_token=\${MAPBOX_PUBLIC_TOKEN}\`,
      ],
    };
    style.layers.push({ id: 'mapbox', type: 'raster', source: 'mapbox' });
  }
  return style;
}

/**
 * An interactive map with a marker. Works offline: without a Mapbox token (or a network) it draws a
 * low-detail world map bundled with the app; with a public Mapbox token it shows Mapbox's streets.
 */
export function MapView({
  center,
  zoom = 12,
  label,
  showMarker = true,
  className,
  regionLabel,
  unavailableText,
  uiText,
}: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [lng, lat] = center;

  useEffect(() => {
    if (!container.current) return;
    const withTiles = Boolean(MAPBOX_PUBLIC_TOKEN) && navigator.onLine;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: mapStyle(withTiles),
        center: [lng, lat],
        zoom: withTiles ? zoom : Math.min(zoom, OFFLINE_MAX_ZOOM),
        maxZoom: withTiles ? 18 : OFFLINE_MAX_ZOOM + 1,
        attributionControl: withTiles ? {} : false,
        cooperativeGestures: true,
        canvasContextAttributes: { preserveDrawingBuffer: true },
        locale: uiText,
      });
    } catch {
      // No WebGL in this browser: the place is still named below.
      setState('failed');
      return;
    }
    map.once('idle', () => setState('ready'));
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    if (showMarker) {
      const marker = new Marker({ color: themeColour('--color-primary', '#2563eb') }).setLngLat([lng, lat]);
      if (label) marker.setPopup(new Popup({ offset: 24, closeButton: false }).setText(label));
      marker.addTo(map);
    }
    return () => map.remove();
  }, [lng, lat, zoom, label, showMarker]);

  return (
    <div
      role="region"
      aria-label={regionLabel ?? (label ? \`Map of \${label}\` : 'Map')}
      data-state={state}
      className={cn('relative h-80 w-full overflow-hidden rounded-xl border bg-muted', className)}
    >
      <div ref={container} className="h-full w-full" />
      {state === 'failed' && (
        <p className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-muted-foreground">
          {unavailableText ?? \`\${label ?? 'The map'} — the map needs WebGL, which this browser has turned off.\`}
        </p>
      )}
    </div>
  );
}
`;

/** The files a project needs for the map, and its config with the token to ship (public only). */
export function mapKitFiles(publicToken: string | null): { path: string; content: string }[] {
  return [
    { path: MAP_VIEW_PATH, content: MAP_VIEW_SOURCE },
    { path: MAP_CONFIG_PATH, content: mapConfigSource(publicToken) },
    { path: TOPOJSON_TYPES_PATH, content: TOPOJSON_TYPES_SOURCE },
  ];
}
