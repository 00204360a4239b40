import type { AppLanguage } from '../locale';

/** The blog's own words (its posts are the subject's copy, `copy.posts`), by language. */
export type BlogCopy = {
  articles: string;
  about: string;
  newsletter: string;
  /** `{name}` is the blog's name. */
  author: string;
  /** Before the author's name: "By The Field Notes team". */
  by: string;
  /** The reading time by plural category (`Intl.PluralRules`); `{n}` is the minutes. */
  readingTime: { one: string; other: string };
  journal: string;
  featured: string;
  latest: string;
  all: string;
  filterByTag: string;
  /** `{tag}` is the chosen tag. */
  noOther: string;
  notFound: string;
  notFoundText: string;
  allArticles: string;
  aboutEyebrow: string;
  /** `{name}` is the blog's name. */
  whyWeWrite: string;
  aboutLabel: string;
  /** `{topics}` is the posts' tags, lower-cased except in German. */
  publish: string;
  /** `{email}` is the contact address. */
  writeTo: string;
};

export const BLOG_COPY: Record<AppLanguage, BlogCopy> = {
  en: {
    articles: 'Articles',
    about: 'About',
    newsletter: 'Newsletter',
    author: 'The {name} team',
    by: 'By',
    readingTime: { one: '{n} min read', other: '{n} min read' },
    journal: 'The journal',
    featured: 'Featured article',
    latest: 'Latest articles',
    all: 'All',
    filterByTag: 'Filter by tag',
    noOther: 'No other articles in {tag} yet.',
    notFound: 'Article not found',
    notFoundText: 'It may have moved. Have a look at the latest articles instead.',
    allArticles: 'All articles',
    aboutEyebrow: 'About',
    whyWeWrite: 'Why we write {name}',
    aboutLabel: 'About this blog',
    publish:
      'We publish a new article every couple of weeks, written from experience rather than from a press release. You’ll find pieces on {topics} and more.',
    writeTo: 'Questions or ideas for an article? Write to {email}.',
  },
  es: {
    articles: 'Artículos',
    about: 'Sobre nosotros',
    newsletter: 'Boletín',
    author: 'El equipo de {name}',
    by: 'Por',
    readingTime: { one: '{n} minuto de lectura', other: '{n} minutos de lectura' },
    journal: 'Nuestro blog',
    featured: 'Artículo destacado',
    latest: 'Últimos artículos',
    all: 'Todos',
    filterByTag: 'Filtrar por tema',
    noOther: 'Todavía no hay más artículos sobre {tag}.',
    notFound: 'No encontramos este artículo',
    notFoundText: 'Puede que haya cambiado de dirección. Echa un vistazo a los últimos artículos.',
    allArticles: 'Todos los artículos',
    aboutEyebrow: 'Sobre nosotros',
    whyWeWrite: 'Por qué escribimos {name}',
    aboutLabel: 'Sobre este blog',
    publish:
      'Publicamos un artículo nuevo cada dos semanas, escrito desde la experiencia y no desde una nota de prensa. Encontrarás textos sobre {topics} y mucho más.',
    writeTo: '¿Tienes preguntas o ideas para un artículo? Escríbenos a {email}.',
  },
  fr: {
    articles: 'Articles',
    about: 'À propos',
    newsletter: 'Newsletter',
    author: 'L’équipe {name}',
    by: 'Par',
    readingTime: { one: '{n} minute de lecture', other: '{n} minutes de lecture' },
    journal: 'Le journal',
    featured: 'Article à la une',
    latest: 'Derniers articles',
    all: 'Tous',
    filterByTag: 'Filtrer par thème',
    noOther: 'Pas encore d’autre article dans {tag}.',
    notFound: 'Article introuvable',
    notFoundText: 'Il a peut-être changé d’adresse. Jetez plutôt un œil aux derniers articles.',
    allArticles: 'Tous les articles',
    aboutEyebrow: 'À propos',
    whyWeWrite: 'Pourquoi nous écrivons {name}',
    aboutLabel: 'À propos de ce blog',
    publish:
      'Nous publions un nouvel article toutes les deux semaines, nourri d’expérience plutôt que de communiqués de presse. Vous y trouverez des textes sur {topics}, et bien plus encore.',
    writeTo: 'Une question, une idée d’article\u00a0? Écrivez-nous à {email}.',
  },
  de: {
    articles: 'Artikel',
    about: 'Über uns',
    newsletter: 'Newsletter',
    author: 'Das Team von {name}',
    by: 'Von',
    readingTime: { one: '{n} Minute Lesezeit', other: '{n} Minuten Lesezeit' },
    journal: 'Unser Blog',
    featured: 'Empfohlener Artikel',
    latest: 'Neueste Artikel',
    all: 'Alle',
    filterByTag: 'Nach Thema filtern',
    noOther: 'Noch keine weiteren Artikel zum Thema {tag}.',
    notFound: 'Artikel nicht gefunden',
    notFoundText: 'Vielleicht ist er umgezogen. Schauen Sie sich stattdessen die neuesten Artikel an.',
    allArticles: 'Alle Artikel',
    aboutEyebrow: 'Über uns',
    whyWeWrite: 'Warum wir {name} schreiben',
    aboutLabel: 'Über diesen Blog',
    publish:
      'Alle zwei Wochen erscheint ein neuer Artikel – geschrieben aus Erfahrung, nicht aus der Pressemitteilung. Sie finden hier Beiträge zu {topics} und vielem mehr.',
    writeTo: 'Fragen oder eine Idee für einen Artikel? Schreiben Sie an {email}.',
  },
  pt: {
    articles: 'Artigos',
    about: 'Sobre nós',
    newsletter: 'Newsletter',
    author: 'A equipa {name}',
    by: 'Por',
    readingTime: { one: '{n} minuto de leitura', other: '{n} minutos de leitura' },
    journal: 'O nosso blog',
    featured: 'Artigo em destaque',
    latest: 'Artigos mais recentes',
    all: 'Todos',
    filterByTag: 'Filtrar por tema',
    noOther: 'Ainda não há outros artigos sobre {tag}.',
    notFound: 'Artigo não encontrado',
    notFoundText: 'Pode ter mudado de endereço. Veja antes os artigos mais recentes.',
    allArticles: 'Todos os artigos',
    aboutEyebrow: 'Sobre nós',
    whyWeWrite: 'Porque escrevemos {name}',
    aboutLabel: 'Sobre este blog',
    publish:
      'Publicamos um artigo novo a cada duas semanas, escrito a partir da experiência e não de um comunicado de imprensa. Vai encontrar textos sobre {topics} e muito mais.',
    writeTo: 'Tem perguntas ou ideias para um artigo? Escreva-nos para {email}.',
  },
  it: {
    articles: 'Articoli',
    about: 'Chi siamo',
    newsletter: 'Newsletter',
    author: 'Il team di {name}',
    by: 'Di',
    readingTime: { one: '{n} minuto di lettura', other: '{n} minuti di lettura' },
    journal: 'Il nostro blog',
    featured: 'Articolo in evidenza',
    latest: 'Ultimi articoli',
    all: 'Tutti',
    filterByTag: 'Filtra per tema',
    noOther: 'Non ci sono ancora altri articoli su {tag}.',
    notFound: 'Articolo non trovato',
    notFoundText: 'Forse è stato spostato. Dai un’occhiata agli ultimi articoli.',
    allArticles: 'Tutti gli articoli',
    aboutEyebrow: 'Chi siamo',
    whyWeWrite: 'Perché scriviamo {name}',
    aboutLabel: 'Su questo blog',
    publish:
      'Pubblichiamo un nuovo articolo ogni due settimane, scritto a partire dall’esperienza e non da un comunicato stampa. Troverai testi su {topics} e molto altro.',
    writeTo: 'Domande o idee per un articolo? Scrivici a {email}.',
  },
};
