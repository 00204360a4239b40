import type { PageKind } from './page-content';

/**
 * How Spanish, French, German, Portuguese and Italian requests ask for a page: "Añade una página Sobre
 * nosotros", "ajoute une page de contact", "Füge eine Kontaktseite hinzu", "adiciona uma página de
 * preços", "aggiungi una pagina contatti". English's own words are in add-page.ts and page-content.ts.
 */

/** A word of these, not part of a longer one (`\b` knows only ASCII letters). */
function words(...alternatives: string[]): RegExp {
  return new RegExp(`(?<!\\p{L})(?:${alternatives.join('|')})(?!\\p{L})`, 'iu');
}

/** Verbs (and wishes) that ask for something to be added. */
export const FOREIGN_ADD = words(
  'añade|añadir|añádele|agrega|agregar|crea|crear|incluye|pon|quiero|necesito|muestra|mostrar|inserta',
  'ajoute|ajouter|ajoutez|crée|créer|créez|mets|je veux|affiche|afficher|intègre',
  'füge|hinzu|hinzufügen|erstelle|erstellen|ergänze|baue|ich möchte|ich brauche|zeige|zeig|einbauen',
  'adiciona|adicionar|acrescenta|cria|criar|coloca|quero|mostra|insere|integra',
  'aggiungi|aggiungere|inserisci|metti|voglio',
);

/** The foreign words for the pages page-content.ts knows, tried after the English ones. */
export const FOREIGN_KIND_WORDS: ReadonlyArray<readonly [PageKind, RegExp]> = [
  [
    'careers',
    words(
      'empleo',
      'trabaja con nosotros',
      'carreras?',
      'carrières?',
      'emplois?',
      'recrutement',
      'nous rejoindre',
      'karriere',
      'jobs',
      'stellen(?:angebote)?',
      'carreiras?',
      'empregos?',
      'trabalhe connosco',
      'lavora con noi',
      'carriere',
      'lavoro',
    ),
  ],
  [
    'about',
    words(
      'sobre nosotros',
      'qui[eé]nes somos',
      'nuestra historia',
      '[àa] propos',
      'qui sommes[- ]nous',
      'notre histoire',
      '[üu]ber[- ]uns',
      'ueber[- ]uns',
      'unsere geschichte',
      'sobre n[óo]s',
      'quem somos',
      'a nossa hist[óo]ria',
      'chi siamo',
      'la nostra storia',
    ),
  ],
  [
    'contact',
    words(
      'contact[oa]s?',
      'cont[áa]ctanos',
      'nous contacter',
      'kontakt',
      'contatti',
      'contatto',
      'contattaci',
      'fale connosco',
    ),
  ],
  [
    'pricing',
    words(
      'precios',
      'tarifas?',
      'tarifs',
      'prix',
      'preise',
      'preisliste',
      'pre[çc]os',
      'prezzi',
      'tariffe',
      'listino',
    ),
  ],
  [
    'faq',
    words(
      'preguntas(?: frecuentes)?',
      'ayuda',
      'soporte',
      'questions fr[ée]quentes',
      'aide',
      'h[äa]ufige fragen',
      'fragen',
      'hilfe',
      'perguntas(?: frequentes)?',
      'ajuda',
      'suporte',
      'domande(?: frequenti)?',
      'aiuto',
      'assistenza',
    ),
  ],
  ['gallery', words('galer[íi]a', 'galerie', 'galleria', 'fotos', 'bilder', 'portafolio', 'foto')],
  [
    'reviews',
    words(
      'opiniones',
      'reseñas',
      'testimonios',
      'avis',
      't[ée]moignages',
      'bewertungen',
      'rezensionen',
      'erfahrungen',
      'opini[õo]es',
      'avalia[çc][õo]es',
      'testemunhos',
      'recensioni',
      'testimonianze',
    ),
  ],
  ['services', words('servicios', 'prestations', 'leistungen', 'dienstleistungen', 'servi[çc]os', 'servizi')],
  ['team', words('equipo', '[ée]quipe', 'equipa', 'squadra', 'mitarbeiter(?:innen)?')],
  [
    'legal',
    words(
      'privacidad',
      'aviso legal',
      't[ée]rminos',
      'confidentialit[ée]',
      'mentions l[ée]gales',
      'datenschutz',
      'impressum',
      'agb',
      'privacidade',
      'termos',
      'note legali',
      'termini',
    ),
  ],
  [
    'blog',
    words(
      'noticias',
      'novedades',
      'art[íi]culos',
      'actualit[ée]s',
      'nouvelles',
      'neuigkeiten',
      'aktuelles',
      'artikel',
      'not[íi]cias',
      'novidades',
      'artigos',
      'blogue',
      'notizie',
      'articoli',
    ),
  ],
];

/** What cannot be the page asked for: the home page, "a new page", "this page". */
const NOT_A_PAGE = words(
  'inicio|principal|accueil|in[íi]cio|inicial|iniziale|home|landing|web|internet',
  'start|haupt|unter|lande|rück|vorder|titel|einstiegs|ziel',
  'nuev[ao]|nouvelle|neue?|nov[ao]|nuov[ao]|otra|autre|andere|outra|altra',
  'esta|cette|diese|questa|misma|même',
  // What can follow the noun without naming the page: "eine Seite hinzu", "una pagina per favore".
  'hinzu|hinzufügen|erstellen|anlegen|einfügen|bitte|an|ein|por favor|per favore|s.il (?:te|vous) pla[iî]t',
);

const PAGE = '(?:p[áa]gina|page|seite)';
/**
 * "una", "une", "eine", "uma", "una nuova": a page to add is a new one ("la página" is the one there
 * is, as in "quiero que la página sea azul").
 */
const A_NEW =
  '(?<!\\p{L})(?:una|une|eine|uma|un|nuev[ao]|nouvelle|neue|nov[ao]|nuov[ao]|otra|autre|weitere|outra|altra)\\s+(?:\\p{L}+\\s+)?';
const QUOTE_OPEN = `["“'‘«„‚]\\s*`;
const QUOTE_CLOSE = `\\s*["”'’»“‘]`;
/** Where the page's name ends: punctuation, the end, or the next clause. */
const END =
  '(?=\\s*[.,!?;:]|\\s*$|\\s+(?:y|e|et|und|con|avec|mit|com|que|qui|che|en el|dans|im|no|nel|al|au|zum|hinzu|an|ein|bitte|por favor|per favore|s.il (?:te|vous) pla[iî]t)(?!\\p{L}))';
/** Words between the page noun and its name: "de", "sobre", "über unser", "dei", "nuestro". */
const FILLER =
  /^(?:(?:de|del|de la|des|du|d['’]|sobre(?!\s+n(?:osotros|ós|os)(?!\p{L}))|para|con|pour|sur|für|zu|zum|zur|mit|über(?!\s+uns)|ueber(?!\s+uns)|da|do|dos|das|di|dei|delle|della|degli|per|su|sul|sulla|nuestr[oa]s?|notre|nos|unser(?:e|en)?|meine?|mi|mis|mon|ma|mes|a nossa|o nosso|as nossas|os nossos|nossa|nosso|minha|meu|la nostra|il nostro|i nostri|le nostre|la mia|il mio|el|la|los|las|le|les|l['’]|o|os|as|il|i|gli|lo|the|our)(?:\s+|(?<=['’])))+/iu;

function tidy(raw: string): string | null {
  const name = raw.replace(FILLER, '').replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
  const parts = name.split(' ');
  if (!name || parts.length > 3 || !/^[\p{L}\p{N}' ’&-]+$/u.test(name)) return null;
  if (parts.every((part) => NOT_A_PAGE.test(part))) return null;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The page a request in one of the five languages asks for, as written ("Sobre nosotros", "Kontakt"),
 * and whether it was named outright ("una página llamada Recetas"): a named page keeps its name.
 */
export function foreignPageTitleIn(text: string): { title: string; called: boolean } | null {
  const called = new RegExp(
    `${PAGE}\\s+(?:llamada|denominada|titulada|appel[ée]e|intitul[ée]e|nomm[ée]e|namens|mit dem (?:namen|titel)|chamada|intitulada|chiamata|intitolata|dal titolo)\\s+(?:${QUOTE_OPEN})?([\\p{L}\\p{N}' ’&-]{2,30}?)(?:${QUOTE_CLOSE})?${END}`,
    'iu',
  ).exec(text);
  if (called?.[1]) {
    const title = tidy(called[1]);
    return title ? { title, called: true } : null;
  }
  const after = new RegExp(
    `${A_NEW}${PAGE}\\s+(?:${QUOTE_OPEN})?([\\p{L}\\p{N}' ’&-]{2,40}?)(?:${QUOTE_CLOSE})?${END}`,
    'iu',
  ).exec(text);
  if (after?.[1]) {
    const title = tidy(after[1]);
    if (title) return { title, called: false };
  }
  // German compounds: "eine Kontaktseite", "eine Über-uns-Seite".
  const compound = /(?<!\p{L})(?:eine|neue|weitere)\s+(?:\p{L}+\s+)?(\p{L}[\p{L}-]*?)-?seite(?!\p{L})/iu.exec(
    text,
  );
  if (compound?.[1]) {
    const title = tidy(compound[1]);
    if (title) return { title, called: false };
  }
  return null;
}
