import { placeIn } from '../content/places';
import { findUsSection, MAP_PACKAGES } from '../recipes/shared/map';
import { addImport, rootChildrenEnd } from '../source/tsx';
import { FOREIGN_ADD } from './page-words';
import { APP_FILE, findHomePage } from './project';
import { sectionContextFor } from './sections';
import { type Intent, type IntentContext, type IntentOutcome, NEED } from './types';

const ADD = /\b(?:add|include|insert|put|show|need|want|give\s+(?:it|me|us)|embed)\b/i;
/** A map of a place, not a sitemap, a mind map, a heat map or a JavaScript Map. */
const MAP = /(?<![\w-])(?<!(?:site|mind|heat|road|tree|bit|key)\s?)maps?\b(?!\s*\()/i;

/**
 * A map in Spanish, Portuguese, Italian, French or German: "mapa", "mappa", "cartina", "une carte"
 * (not "la carte des vins" nor a gift card), "Karte"/"Landkarte"/"Lageplan" (not a Speisekarte,
 * which is one word).
 */
const FOREIGN_MAP =
  /(?<!\p{L})(?:(?:mapas?|mapp[ae])(?!\s+(?:del sitio|do site|web|del sito|mentale?s?|de calor|di calore)(?!\p{L}))|cartina|plan d['’]acc[eè]s|lageplan|landkarte|stadtplan|anfahrtskarte|karte|cartes?(?!\s+(?:des|de|du|d['’]|cadeau|bancaire|postale|de visite|de fidélité|mentales?|de chaleur)(?!\p{L})))(?!\p{L})/iu;
/** French "carte" is also a restaurant's menu and a card: only a map when it is a map's. */
const FRENCH_CARTE = /(?<!\p{L})cartes?(?!\p{L})/iu;
const FRENCH_MAP_CONTEXT =
  /(?<!\p{L})(?:o[uù]|plan|situer|trouver|adresse|localisation|acc[eè]s|interactive|g[ée]ographique)(?!\p{L})/iu;

function asksForAMap(text: string): boolean {
  if (ADD.test(text) && MAP.test(text)) return true;
  if (!FOREIGN_ADD.test(text) || !FOREIGN_MAP.test(text)) return false;
  // "ajoute une carte" alone is a map; "ajoute la carte" is the menu: the map's words say which.
  const match = FOREIGN_MAP.exec(text)?.[0] ?? '';
  return !FRENCH_CARTE.test(match) || /\bune\s+cartes?\b/i.test(text) || FRENCH_MAP_CONTEXT.test(text);
}

/**
 * "add a map", "show where we are on a map", "añade un mapa", "ajoute une carte", "füge eine Karte
 * hinzu": a Find us section with Kiln's map (it works offline), in the app's language.
 */
export const addMapIntent: Intent = {
  id: 'add-map',
  recognise(text) {
    if (!asksForAMap(text)) return null;
    return { id: 'add-map', label: 'add a map', plan: (context) => addMap(context) };
  },
};

function addMap(context: IntentContext): IntentOutcome {
  const { view } = context;
  const home = findHomePage(view);
  if (home === undefined) return NEED;
  const sectionContext = sectionContextFor(context);
  const spec = context.spec();
  if (!sectionContext || !spec) return NEED;
  if (home === null)
    return { status: 'cannot', reply: `I couldn't find the home page (the route for "/" in ${APP_FILE}).` };
  const source = view.get(home);
  if (source === undefined) return NEED;
  if (source === null) return { status: 'cannot', reply: `The home page file ${home} doesn't exist.` };
  if (/<(?:FindUs|MapView)\b/.test(source)) {
    return { status: 'cannot', reply: 'The home page already has a map, so I left it as it is.' };
  }
  const anchor = rootChildrenEnd(source);
  if (!anchor) {
    return {
      status: 'cannot',
      reply: `I couldn't find where the home page's content ends in ${home}, so I didn't add the map.`,
    };
  }
  const place = placeIn(`${spec.place ?? ''} ${spec.prompt}`);
  const section = findUsSection({
    name: sectionContext.name,
    place,
    address: sectionContext.copy.contact.address,
    hours: sectionContext.copy.contact.hours,
    language: sectionContext.language,
  });
  // Kiln's map files stay as they are when the app has them (its config may carry a Mapbox token).
  for (const file of section.files)
    if (view.exists(file.path) !== true || file.path === section.path) view.write(file.path, file.content);
  for (const [name, version] of Object.entries(MAP_PACKAGES)) view.addDependency(name, version);
  const updated = `${source.slice(0, anchor.index)}${anchor.indent}<FindUs />\n${source.slice(anchor.index)}`;
  view.write(home, addImport(updated, `import { FindUs } from '@/components/sections/find-us';`));
  return {
    status: 'done',
    summary:
      `I added a Find us section with a map (\`${section.path}\`, using \`src/components/map/map-view.tsx\`) at the end of the home page` +
      `${place ? `, with a marker in ${place.name}` : ''}. It draws a world map bundled with the app, so it works offline; ` +
      "turn Mapbox on and add a public token in the Mapbox dialog for Mapbox's street map.",
    commit: 'Add a map',
    suggestions: ['Add a contact section', 'Make it dark mode', 'Change the primary colour to teal'],
    nudges: [{ integration: 'mapbox', reason: 'Mapbox draws its street map in place of the offline world.' }],
  };
}
