import { type PromptLanguage, promptLanguage } from './language';

/**
 * The language an app is written in: English, or the prompt's language when its recipe has copy in
 * it (`Recipe.languages`). The app's `<html lang>`, its dates and numbers (`Intl`) and its shared
 * parts (the 404 page, the menu's labels) follow it.
 */
export type AppLanguage = 'en' | PromptLanguage;

export function appLanguage(prompt: string, supported: readonly PromptLanguage[] = []): AppLanguage {
  const language = promptLanguage(prompt);
  return language && supported.includes(language) ? language : 'en';
}

/** What every app's shared parts say. */
export type SharedCopy = {
  mainNav: string;
  openMenu: string;
  notFound: { title: string; nothingAt: string; yet: string; backHome: string };
};

export const SHARED_COPY: Record<AppLanguage, SharedCopy> = {
  en: {
    mainNav: 'Main',
    openMenu: 'Open menu',
    notFound: { title: 'Page not found', nothingAt: 'Nothing lives at', yet: 'yet.', backHome: 'Back home' },
  },
  es: {
    mainNav: 'Principal',
    openMenu: 'Abrir el menú',
    notFound: {
      title: 'Página no encontrada',
      nothingAt: 'Todavía no hay nada en',
      yet: '.',
      backHome: 'Volver al inicio',
    },
  },
  fr: {
    mainNav: 'Principale',
    openMenu: 'Ouvrir le menu',
    notFound: {
      title: 'Page introuvable',
      nothingAt: "Il n'y a encore rien à l'adresse",
      yet: '.',
      backHome: "Retour à l'accueil",
    },
  },
  de: {
    mainNav: 'Hauptmenü',
    openMenu: 'Menü öffnen',
    notFound: {
      title: 'Seite nicht gefunden',
      nothingAt: 'Unter',
      yet: 'gibt es noch nichts.',
      backHome: 'Zur Startseite',
    },
  },
  pt: {
    mainNav: 'Principal',
    openMenu: 'Abrir o menu',
    notFound: {
      title: 'Página não encontrada',
      nothingAt: 'Ainda não há nada em',
      yet: '.',
      backHome: 'Voltar ao início',
    },
  },
  it: {
    mainNav: 'Principale',
    openMenu: 'Apri il menu',
    notFound: {
      title: 'Pagina non trovata',
      nothingAt: "Non c'è ancora niente all'indirizzo",
      yet: '.',
      backHome: 'Torna alla home',
    },
  },
};
