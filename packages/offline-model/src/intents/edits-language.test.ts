import { describe, expect, it } from 'vitest';
import { extractSpec } from '../app-spec';
import { FileView } from '../file-view';
import { assembleApp, defaultNamesFor } from '../recipes';
import { recogniseIntents } from './index';
import type { IntentContext } from './types';

/** A first prompt's whole app, then one edit on it through the intents: the files the edit wrote. */
function edit(prompt: string, message: string) {
  const spec = extractSpec(prompt, defaultNamesFor);
  const files = new Map(assembleApp(spec).files.map((file) => [file.path, file.content]));
  const view = new FileView([...files.keys()], files);
  const context = { view, spec: () => spec } as unknown as IntentContext;
  const recognised = recogniseIntents(message);
  expect(recognised.length).toBeGreaterThan(0);
  const outcomes = recognised.map((item) => item.plan(context));
  for (const outcome of outcomes) expect(outcome.status).toBe('done');
  const written = new Map(
    view.changes().map((change) => [change.path, 'content' in change ? change.content : '']),
  );
  return { written, all: [...written.values()].join('\n') };
}

const SPANISH = 'Una página para mi panadería en Sevilla';
const GERMAN = 'Eine Landingpage für meine Bäckerei in München';

describe('add-page on an app written in another language', () => {
  it('writes a Spanish about page, asked for in Spanish, with its menu link', () => {
    const { written } = edit(SPANISH, 'Añade una página Sobre nosotros');
    const page = written.get('src/pages/SobreNosotros.tsx') ?? '';
    expect(page).toContain('Sobre nosotros');
    expect(page).toContain('La historia de');
    expect(page).not.toMatch(/About us|The story behind/);
    expect(written.get('src/App.tsx')).toContain(
      '<Route path="/sobre-nosotros" element={<SobreNosotros />} />',
    );
    expect(written.get('src/components/layout/site-header.tsx')).toContain("label: 'Sobre nosotros'");
    // Its sections speak Spanish too.
    expect([...written.values()].join('\n')).not.toContain('What people are saying');
  });

  it('writes the Spanish page for an English request too', () => {
    const { written } = edit(SPANISH, 'Add an about page');
    expect(written.get('src/pages/SobreNosotros.tsx')).toContain('La historia de');
  });

  it.each([
    [
      'ajoute une page À propos',
      'Un site pour ma boulangerie à Lyon',
      'src/pages/APropos.tsx',
      'L’histoire de',
    ],
    ['Füge eine Kontaktseite hinzu', GERMAN, 'src/pages/Kontakt.tsx', 'Wir freuen uns auf Ihre Nachricht'],
    [
      'adiciona uma página de preços',
      'Uma página para a minha padaria em Lisboa',
      'src/pages/Precos.tsx',
      'Um plano para cada necessidade',
    ],
    [
      'aggiungi una pagina contatti',
      'Una landing page per la mia panetteria a Bologna',
      'src/pages/Contatti.tsx',
      'Ci farebbe piacere sentirti',
    ],
  ])('%s → %s', (message, prompt, path, words) => {
    const { written } = edit(prompt, message);
    expect(written.get(path)).toContain(words);
  });

  it('writes the bespoke pages (team, careers, privacy) in the app’s language, with nothing English', () => {
    const team = edit(GERMAN, 'Erstelle eine Teamseite').written.get('src/pages/Team.tsx') ?? '';
    expect(team).toContain('Die Menschen hinter');
    expect(team).toContain('Gründerin');
    expect(team).toContain('aria-label="Teammitglieder"');
    expect(team).not.toMatch(/Our team|Founder|Team members/);
    const careers = edit(SPANISH, 'add a careers page').written.get('src/pages/Empleo.tsx') ?? '';
    expect(careers).toContain('Puestos vacantes');
    expect(careers).toContain(
      "toast.success('¡Gracias por tu interés en el puesto de ' + role.title + '! Te escribiremos por correo.')",
    );
    expect(careers).not.toMatch(/Open roles|Apply|Full-time|Thanks/);
    const privacy =
      edit(SPANISH, 'añade una página de privacidad').written.get('src/pages/Privacidad.tsx') ?? '';
    expect(privacy).toContain('Nunca vendemos tus datos');
    expect(privacy).not.toMatch(/Last updated|We never sell/);
  });

  it('keeps an English app’s pages as they were', () => {
    const { written } = edit(
      'Build a landing page for a bakery in Lisbon called Crumb & Co',
      'add an about page',
    );
    const page = written.get('src/pages/About.tsx') ?? '';
    expect(page).toContain('About us');
    expect(page).toContain('The story behind Crumb & Co');
    expect(written.get('src/components/layout/site-header.tsx')).toContain("label: 'About'");
  });
});

describe('add-map on an app written in another language', () => {
  it('titles the Find us section and labels the map in Spanish', () => {
    const { written } = edit(SPANISH, 'añade un mapa');
    const section = written.get('src/components/sections/find-us.tsx') ?? '';
    expect(section).toContain('Visítanos');
    expect(section).toContain('Dónde estamos');
    expect(section).toContain('regionLabel=');
    expect(section).toContain('Mapa de');
    expect(section).toContain('el mapa necesita WebGL');
    // MapLibre's own words too: its zoom buttons and gesture hints.
    expect(section).toContain("'NavigationControl.ZoomIn': 'Acercar'");
    expect(section).toContain('Usa dos dedos para mover el mapa');
    expect(section).not.toMatch(/>\s*Visit\s*<|Find us/);
  });

  it('in German, for a German request or an English one', () => {
    for (const message of ['Füge eine Karte hinzu', 'add a map']) {
      const section = edit(GERMAN, message).written.get('src/components/sections/find-us.tsx') ?? '';
      expect(section).toContain('So finden Sie uns');
      expect(section).toContain('Karte: ');
    }
  });

  it('keeps an English app’s Find us section as it was', () => {
    const { written } = edit('Build a landing page for a bakery in Lisbon called Crumb & Co', 'add a map');
    const section = written.get('src/components/sections/find-us.tsx') ?? '';
    expect(section).toContain('Find us');
    expect(section).not.toContain('regionLabel');
  });
});

describe('dark-mode on an app written in another language', () => {
  it.each([
    ['es', SPANISH, 'añade el modo oscuro', 'Cambiar a modo claro', 'Cambiar a modo oscuro'],
    ['de', GERMAN, 'dunkler Modus bitte', 'Zum hellen Modus wechseln', 'Zum dunklen Modus wechseln'],
    [
      'pt',
      'Uma página para a minha padaria em Lisboa',
      'add dark mode',
      'Mudar para o modo claro',
      'Mudar para o modo escuro',
    ],
  ])('%s: the toggle’s labels', (_lang, prompt, message, light, dark) => {
    const toggle = edit(prompt, message).written.get('src/components/theme-toggle.tsx') ?? '';
    expect(toggle).toContain(`'${light}'`);
    expect(toggle).toContain(`'${dark}'`);
    expect(toggle).not.toContain('Switch to');
  });

  it('keeps an English app’s toggle as it was', () => {
    const toggle =
      edit('Build a landing page for a bakery in Lisbon called Crumb & Co', 'add dark mode').written.get(
        'src/components/theme-toggle.tsx',
      ) ?? '';
    expect(toggle).toContain("isDark ? 'Switch to light mode' : 'Switch to dark mode'");
  });
});

describe('edit words in Spanish, French, German, Portuguese and Italian', () => {
  it.each([
    ['Añade una página Sobre nosotros', ['add-page']],
    ['crea una página de contacto', ['add-page']],
    ['ajoute une page À propos', ['add-page']],
    ['ajoute une page de contact', ['add-page']],
    ['Füge eine Seite Über uns hinzu', ['add-page']],
    ['Füge eine Über-uns-Seite hinzu', ['add-page']],
    ['adiciona uma página Sobre nós', ['add-page']],
    ['aggiungi una pagina contatti', ['add-page']],
    ['aggiungi una pagina Chi siamo', ['add-page']],
    ['añade un mapa', ['add-map']],
    ['ajoute une carte', ['add-map']],
    ['Füge eine Karte hinzu', ['add-map']],
    ['adiciona um mapa', ['add-map']],
    ['aggiungi una mappa', ['add-map']],
    ['añade el modo oscuro', ['dark-mode']],
    ['ajoute un mode sombre', ['dark-mode']],
    ['dunkler Modus', ['dark-mode']],
    ['Füge einen Dunkelmodus hinzu', ['dark-mode']],
    ['adiciona o modo escuro', ['dark-mode']],
    ['aggiungi la modalità scura', ['dark-mode']],
    ['Añade una página Sobre nosotros y un mapa', ['add-page', 'add-map']],
    // Not a page, not a map.
    ['ajoute la carte des vins', []],
    ['añade un mapa del sitio', []],
    ['cambia la página de inicio', []],
    ['Quiero que la página sea más clara', []],
    ['Ich möchte, dass die Startseite ruhiger wirkt', []],
  ])('%s → %j', (text, expected) => {
    expect(recogniseIntents(text).map((intent) => intent.id)).toEqual(expected);
  });

  it('reads the page asked for, as written', async () => {
    const { foreignPageTitleIn } = await import('./page-words');
    expect(foreignPageTitleIn('crea una página llamada Recetas')).toEqual({ title: 'Recetas', called: true });
    expect(foreignPageTitleIn('ajoute une page pour l’équipe')?.title).toBe('Équipe');
    expect(foreignPageTitleIn('Erstelle eine Seite für unser Team')?.title).toBe('Team');
    expect(foreignPageTitleIn('ajoute une page d’accueil')).toBeNull();
    expect(foreignPageTitleIn('Füge eine Über-uns-Seite hinzu')?.title).toBe('Über uns');
    expect(foreignPageTitleIn('Füge eine Seite Über uns hinzu')?.title).toBe('Über uns');
    expect(foreignPageTitleIn('Füge bitte eine Kontaktseite hinzu')?.title).toBe('Kontakt');
  });
});
