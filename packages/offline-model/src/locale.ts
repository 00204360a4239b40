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
  /** A website's header and footer (the `site` layout). */
  site: {
    mobileNav: string;
    footerNav: string;
    explore: string;
    getInTouch: string;
    /** After "© 2026 Name.". */
    rights: string;
    skipToContent: string;
  };
};

export const SHARED_COPY: Record<AppLanguage, SharedCopy> = {
  en: {
    mainNav: 'Main',
    openMenu: 'Open menu',
    notFound: { title: 'Page not found', nothingAt: 'Nothing lives at', yet: 'yet.', backHome: 'Back home' },
    site: {
      mobileNav: 'Mobile',
      footerNav: 'Footer',
      explore: 'Explore',
      getInTouch: 'Get in touch',
      rights: 'All rights reserved.',
      skipToContent: 'Skip to content',
    },
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
    site: {
      mobileNav: 'Menú móvil',
      footerNav: 'Pie de página',
      explore: 'Explorar',
      getInTouch: 'Contacto',
      rights: 'Todos los derechos reservados.',
      skipToContent: 'Saltar al contenido',
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
    site: {
      mobileNav: 'Menu mobile',
      footerNav: 'Pied de page',
      explore: 'Découvrir',
      getInTouch: 'Nous contacter',
      rights: 'Tous droits réservés.',
      skipToContent: 'Aller au contenu',
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
    site: {
      mobileNav: 'Mobilmenü',
      footerNav: 'Fußzeile',
      explore: 'Entdecken',
      getInTouch: 'Kontakt',
      rights: 'Alle Rechte vorbehalten.',
      skipToContent: 'Zum Inhalt springen',
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
    site: {
      mobileNav: 'Menu móvel',
      footerNav: 'Rodapé',
      explore: 'Explorar',
      getInTouch: 'Contacto',
      rights: 'Todos os direitos reservados.',
      skipToContent: 'Saltar para o conteúdo',
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
    site: {
      mobileNav: 'Menu mobile',
      footerNav: 'Piè di pagina',
      explore: 'Esplora',
      getInTouch: 'Contatti',
      rights: 'Tutti i diritti riservati.',
      skipToContent: 'Vai al contenuto',
    },
  },
};
