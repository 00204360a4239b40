import { describe, expect, it } from 'vitest';
import {
  extractExplicitName,
  extractPlace,
  extractSpec,
  extractSubject,
  nameFromSubject,
  pickDomain,
  pickRecipe,
  wantsDarkTheme,
} from './app-spec';
import { extractColours } from './app-spec-colours';
import { askedKind } from './kinds';
import { defaultNamesFor } from './recipes';

describe('pickRecipe', () => {
  it.each([
    ['Build a landing page for my startup', 'landing'],
    ['A todo app to organise my week', 'todo'],
    ['make me a task manager with priorities', 'todo'],
    ['Create a blog about hiking in the Alps', 'blog'],
    ['A portfolio for Ana Silva, a wedding photographer', 'portfolio'],
    ['A sales dashboard with charts', 'dashboard'],
    ['An online store for handmade ceramics', 'store'],
    ['A restaurant menu for Sakura, a sushi bar in Kyoto', 'restaurant'],
    ['An event page for a jazz festival in Montreal', 'event'],
    ['a conference website with speakers and an agenda', 'event'],
    ['A page for our book club that meets every Tuesday', 'event'],
    ['Open mic night at the Blue Door, Thursdays at 8pm', 'event'],
    ['A fitness tracker to log my workouts', 'fitness'],
    ['something nice', 'landing'],
  ])('%s → %s', (prompt, recipe) => {
    expect(pickRecipe(prompt)).toBe(recipe);
  });

  it('lets the kind of app outweigh what it is about', () => {
    expect(pickRecipe('Build a landing page for a bakery in Lisbon')).toBe('landing');
    expect(pickRecipe('An online shop for my bakery')).toBe('store');
    expect(pickRecipe('A dashboard for my coffee shop sales')).toBe('dashboard');
    expect(pickRecipe('A website with the menu of my bakery')).toBe('restaurant');
    expect(pickRecipe('Eine Ausgabenverwaltung für meinen Haushalt')).toBe('records');
  });

  it('builds a booking app for appointments, and keeps a restaurant that books tables a restaurant', () => {
    expect(pickRecipe('A booking app for my hair salon called Fringe')).toBe('booking');
    expect(pickRecipe('Appointment scheduling for a physiotherapy clinic')).toBe('booking');
    expect(pickRecipe('A restaurant site called Olive where guests can book a table')).toBe('restaurant');
    expect(pickRecipe('A website for my bistro in Porto where you can book a table')).toBe('restaurant');
    expect(pickRecipe('A booking page for my café with table reservations')).toBe('restaurant');
  });
});

describe('names', () => {
  it.each([
    ['A landing page called "Crumb & Co" for a bakery', 'Crumb & Co'],
    ['a todo app named Tidy', 'Tidy'],
    ['a blog called the long table about food', 'The Long Table'],
    ['An online store for handmade ceramics called Clay & Kiln', 'Clay & Kiln'],
    ['A portfolio for Ana Silva, a wedding photographer in Porto', 'Ana Silva'],
    ['A restaurant menu website for Sakura, a sushi bar in Kyoto', 'Sakura'],
    ["Make a site for 'Blue Door Yoga'", 'Blue Door Yoga'],
    ['Jake Miller. dark theme portfolio for a photographer', 'Jake Miller'],
    ['Brewly: a landing page for my coffee roastery', 'Brewly'],
    ['Portfolio for Ana de la Cruz, illustrator', 'Ana de la Cruz'],
    ['Make a website for Luigi’s Pizzeria in Naples', 'Luigi’s Pizzeria'],
    ['A shop for Bread & Butter and friends', 'Bread & Butter'],
    ['An NPS survey for my coffee shop Bean There', 'Bean There'],
    ['Podcast player for my show The Long Walk', 'The Long Walk'],
  ])('%s → %s', (prompt, name) => {
    expect(extractExplicitName(prompt)).toBe(name);
  });

  it('has no explicit name when the prompt gives none', () => {
    expect(extractExplicitName('build a landing page for a bakery in Lisbon')).toBeNull();
    // A request or a greeting set off at the start is not a name.
    expect(extractExplicitName('Please: a todo app for my week')).toBeNull();
    expect(extractExplicitName('Hi. I need a blog about gardening')).toBeNull();
    // A place or another product the prompt ends with is not the app's name.
    expect(extractExplicitName('A blog about hiking in the Alps')).toBeNull();
    expect(extractExplicitName('A chat app UI like WhatsApp')).toBeNull();
  });

  it('derives a name from the subject, with its place', () => {
    expect(nameFromSubject('a sushi bar in Kyoto', 'Kyoto')).toBe('Kyoto Sushi Bar');
    expect(nameFromSubject('a bakery in Lisbon', 'Lisbon')).toBe('Lisbon Bakery');
    expect(nameFromSubject('hiking and travel in the Alps', 'Alps')).toBe('Hiking & Travel');
    expect(nameFromSubject('my online bookshop', null, 'Insights')).toBe('Bookshop Insights');
    expect(nameFromSubject("my online shop's customers", null, 'Assistant')).toBe('Shop Assistant');
    expect(nameFromSubject('plants', null)).toBeNull();
  });

  it('names a portfolio after a person, never after its description', () => {
    const spec = extractSpec('a portfolio for a wedding photographer in Porto', defaultNamesFor);
    expect(defaultNamesFor('portfolio')).toContain(spec.name);
  });

  it('never starts a derived name with "of"', () => {
    const name = extractSpec(
      'A satisfaction survey for the customers of my restaurant',
      defaultNamesFor,
    ).name;
    expect(name).not.toMatch(/^of\b/i);
  });

  it('takes a name in the prompt languages only when it is said as one', () => {
    const name = (prompt: string) => extractSpec(prompt, defaultNamesFor).name;
    expect(name('Una app de tareas llamada Orden para mi semana')).toBe('Orden');
    expect(name('Une application de notes appelée Carnet')).toBe('Carnet');
    expect(name('Eine To-do-App namens Ordnung für das Büro')).toBe('Ordnung');
    expect(name('Uma app de tarefas chamada Rumo')).toBe('Rumo');
    expect(name('Una app per le attività chiamata Passo')).toBe('Passo');
    expect(name('Un lecteur de musique « Sillon » pour mes vinyles')).toBe('Sillon');
    // German nouns and Romance places are capitalised too: not names.
    expect(defaultNamesFor('media')).toContain(name('Ein Musikplayer für meine Lo-Fi-Sammlung zum Lernen'));
    // A shop with its place is named after both, as in English ("Lisbon Bakery"), never after the place alone.
    expect(name('Una página para mi panadería en Lisboa')).toBe('Panadería Lisboa');
    // Portuguese puts an article before a person's name: "para a Inês" is a person, not a place.
    const portfolio = extractSpec('Um portefólio para a Inês Costa, ilustradora em Coimbra', defaultNamesFor);
    expect([portfolio.name, portfolio.place]).toEqual(['Inês Costa', 'Coimbra']);
  });

  it('picks the same default name for the same prompt', () => {
    const first = extractSpec('a fitness tracker', defaultNamesFor).name;
    expect(extractSpec('a fitness tracker', defaultNamesFor).name).toBe(first);
  });
});

describe('subject and place', () => {
  it.each([
    ['Build a landing page for a bakery in Lisbon with warm colours', 'a bakery in Lisbon'],
    ['A restaurant menu website for Sakura, a sushi bar in Kyoto', 'a sushi bar in Kyoto'],
    ['Create a blog about hiking and travel in the Alps', 'hiking and travel in the Alps'],
    ['an online store for my plant shop, in green tones', 'my plant shop'],
    ['A fitness tracker', null],
  ])('%s → %s', (prompt, subject) => {
    expect(extractSubject(prompt)).toBe(subject);
  });

  it('finds a capitalised place after "in"', () => {
    expect(extractPlace('a bakery in Lisbon')).toBe('Lisbon');
    expect(extractPlace('hiking in the Alps')).toBe('Alps');
    expect(extractPlace('a cafe in new york')).toBeNull();
  });

  it('reads the kind of business from the subject first', () => {
    expect(pickDomain('a bakery in Lisbon', 'landing page', 'landing')).toBe('food');
    expect(pickDomain('an AI note-taking app', 'landing page', 'landing')).toBe('tech');
    expect(pickDomain('a yoga studio', '', 'landing')).toBe('wellness');
    expect(pickDomain('handmade ceramics', '', 'store')).toBe('retail');
    expect(pickDomain(null, 'a portfolio', 'portfolio')).toBe('creative');
  });
});

describe('colours', () => {
  it('takes named colours and hex codes, first as primary, second as accent', () => {
    expect(extractColours('make it blue')).toEqual({ primary: '#2563eb', accent: null });
    expect(extractColours('use #0EA5E9 as the primary colour')).toEqual({ primary: '#0ea5e9', accent: null });
    expect(extractColours('green and gold')).toEqual({ primary: '#16a34a', accent: '#b45309' });
    expect(extractColours('#fff')).toEqual({ primary: '#ffffff', accent: null });
  });

  it('honours roles when the prompt names them', () => {
    expect(extractColours('orange accents with a navy primary colour')).toEqual({
      primary: '#1e3a8a',
      accent: '#ea580c',
    });
    expect(extractColours('use pink as the accent')).toEqual({ primary: null, accent: '#db2777' });
  });

  it('darkens or lightens with a modifier', () => {
    const { primary } = extractColours('dark green');
    expect(primary).not.toBe('#16a34a');
    expect(primary).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('reads colour words in the prompt languages, and only in a prompt written in one', () => {
    expect(extractColours('Una app de tareas para organizar mi semana, en verde').primary).toBe('#16a34a');
    expect(extractColours('Une boutique en ligne pour mes bougies, en bleu et jaune')).toEqual({
      primary: '#2563eb',
      accent: '#ca8a04',
    });
    expect(extractColours('Eine Seite für meine Bäckerei in Grün')).toEqual({
      primary: '#16a34a',
      accent: null,
    });
    expect(extractColours('A bakery called Rosa, in blue')).toEqual({ primary: '#2563eb', accent: null });
  });

  it('ignores colours that are part of the name', () => {
    expect(extractColours('a cafe called Green Leaf', 'Green Leaf')).toEqual({ primary: null, accent: null });
  });

  it('puts everything together', () => {
    const spec = extractSpec(
      'Build a landing page for a bakery in Lisbon called Crumb & Co, in orange and brown',
      defaultNamesFor,
    );
    expect(spec).toMatchObject({
      recipe: 'landing',
      name: 'Crumb & Co',
      subject: 'a bakery in Lisbon',
      topic: 'bakery in Lisbon',
      place: 'Lisbon',
      domain: 'food',
      colours: { primary: '#ea580c', accent: '#92400e' },
    });
  });
});

describe('askedKind', () => {
  it('names what no recipe builds, and only that', () => {
    expect(askedKind('build me a chess game').missing).toEqual({ label: 'game' });
    expect(askedKind('a website for my yoga studio').missing).toBeNull();
    expect(askedKind('a quiz section on my blog')).toMatchObject({ id: 'blog', missing: null });
  });

  it('lets the kind of app outweigh what it is about', () => {
    // "progress bar" once made a music player a restaurant site.
    expect(askedKind('A Spotify-style music player with a playlist and a progress bar')).toMatchObject({
      id: 'media',
      recipe: 'media',
      missing: null,
    });
    expect(askedKind('Podcast player for my show The Long Walk').recipe).toBe('media');
    expect(askedKind('A music app with playlists for my band').recipe).toBe('media');
    // A video player is not built: the audio player stands in, and says so.
    expect(askedKind('A YouTube-style video player called Reel')).toMatchObject({
      id: 'video',
      recipe: 'media',
      missing: { label: 'video player' },
    });
    expect(askedKind('A kanban board with To do, Doing and Done columns')).toMatchObject({
      id: 'board',
      recipe: 'board',
      missing: null,
    });
    expect(askedKind('A markdown notes app with preview')).toMatchObject({ recipe: 'notes', missing: null });
    expect(askedKind('Note taking app where I can save and search my notes').recipe).toBe('notes');
    expect(askedKind('A landing page for a note-taking app with pricing and FAQ').recipe).toBe('landing');
    expect(askedKind('Landing page for my kanban app Flow').recipe).toBe('landing');
    expect(askedKind('An AI chatbot assistant for my online shop')).toMatchObject({
      recipe: 'chat',
      missing: null,
    });
    expect(askedKind('a chat app for my team').recipe).toBe('chat');
    // "Assistant" alone does not make a chat app.
    expect(askedKind('A landing page for my virtual assistant business').recipe).toBe('landing');
    expect(askedKind('A todo app for my personal assistant').recipe).toBe('todo');
    expect(askedKind('A simple CRM to keep track of my clients and deals')).toMatchObject({
      recipe: 'records',
      missing: null,
    });
  });

  it('calls a prompt that names no kind of app a guess, and a website for a business not one', () => {
    expect(askedKind('Make me an app for my plants').isGuess).toBe(true);
    expect(askedKind('Create a website for my plumbing business').isGuess).toBe(false);
    expect(askedKind('A todo app called Tidy').isGuess).toBe(false);
  });
});

describe('wantsDarkTheme', () => {
  it('reads a dark app from a phrase or a bare "dark", and a dark colour as a colour', () => {
    for (const prompt of [
      'A marketing site for my SaaS, dark theme',
      'Personal website for Jake Miller, a frontend developer. dark',
      'A todo app in dark mode',
      'A portfolio with a dark background',
    ]) {
      expect(wantsDarkTheme(prompt)).toBe(true);
    }
    for (const prompt of ['A bakery site in dark green and cream', 'A landing page for Darkroom Studio']) {
      expect(wantsDarkTheme(prompt)).toBe(false);
    }
  });
});
