import type { AppLanguage } from '../locale';

/**
 * Every word of a listings app's pages in each language; the subject's own words (its fields, items,
 * action) are its schema's (`listings-schemas.ts`, `listings-i18n-*.ts`).
 */
export type ListingsCopy = {
  locale: string;
  savedNav: string;
  subtitle: string;
  where: (place: string) => string;
  intro: (plural: string, where: string, filters: string) => string;
  description: (name: string, plural: string, where: string) => string;
  search: (plural: string) => string;
  any: string;
  sortBy: string;
  featured: string;
  lowToHigh: (price: string) => string;
  highToLow: (price: string) => string;
  byName: string;
  onlySaved: string;
  noMatch: (plural: string) => string;
  save: string;
  saved: string;
  yourName: string;
  email: string;
  message: string;
  errors: { name: string; email: string; message: string };
  /** Before and after the listing's title. */
  thanks: readonly [string, string];
  notFound: string;
  gone: (noun: string) => string;
  backToAll: (plural: string) => string;
  allLink: (plural: string) => string;
  savedHeading: (plural: string) => string;
  savedIntro: string;
  nothingSaved: string;
  browse: (plural: string) => string;
};

const up = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const LISTINGS_COPY: Record<AppLanguage, ListingsCopy> = {
  en: {
    locale: 'en',
    savedNav: 'Saved',
    subtitle: 'Saved items stay in this browser',
    where: (place) => ` in ${place}`,
    intro: (plural, where, filters) =>
      `${up(plural)}${where}: search, filter by ${filters}, and save the ones you like.`,
    description: (name, plural, where) => `${name}: ${plural}${where} to search, filter and save.`,
    search: (plural) => `Search ${plural}`,
    any: 'Any',
    sortBy: 'Sort by',
    featured: 'Featured',
    lowToHigh: (price) => `${price}: low to high`,
    highToLow: (price) => `${price}: high to low`,
    byName: 'Name',
    onlySaved: 'Only saved',
    noMatch: (plural) => `No ${plural} match. Try fewer filters or another search.`,
    save: 'Save',
    saved: 'Saved',
    yourName: 'Your name',
    email: 'Email',
    message: 'Message',
    errors: {
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      message: 'Please write at least 10 characters.',
    },
    thanks: ['Thank you: your message about “', '” is saved in this browser.'],
    notFound: 'Not found',
    gone: (noun) => `There is no ${noun} here any more.`,
    backToAll: (plural) => `Back to all ${plural}`,
    allLink: (plural) => `All ${plural}`,
    savedHeading: (plural) => `Saved ${plural}`,
    savedIntro: 'Kept in this browser, so they are here when you come back.',
    nothingSaved: 'Nothing saved yet.',
    browse: (plural) => `Browse ${plural}`,
  },
  es: {
    locale: 'es-ES',
    savedNav: 'Favoritos',
    subtitle: 'Tus favoritos se guardan en este navegador',
    where: (place) => ` en ${place}`,
    intro: (plural, where, filters) =>
      `${up(plural)}${where}: busca, filtra por ${filters} y guarda los que más te gusten.`,
    description: (name, plural, where) => `${name}: ${plural}${where} para buscar, filtrar y guardar.`,
    search: (plural) => `Buscar ${plural}`,
    any: 'Cualquiera',
    sortBy: 'Ordenar por',
    featured: 'Destacados',
    lowToHigh: (price) => `${price}: de menor a mayor`,
    highToLow: (price) => `${price}: de mayor a menor`,
    byName: 'Nombre',
    onlySaved: 'Solo favoritos',
    noMatch: () => 'No hay resultados. Prueba con menos filtros o con otra búsqueda.',
    save: 'Guardar',
    saved: 'Guardado',
    yourName: 'Tu nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    errors: {
      name: 'Escribe tu nombre.',
      email: 'Escribe un correo electrónico válido.',
      message: 'Escribe al menos 10 caracteres.',
    },
    thanks: ['Gracias: tu mensaje sobre «', '» se ha guardado en este navegador.'],
    notFound: 'No encontrado',
    gone: () => 'Aquí ya no hay nada.',
    backToAll: () => 'Volver al listado',
    allLink: () => 'Volver al listado',
    savedHeading: () => 'Favoritos',
    savedIntro: 'Se guardan en este navegador, así los tendrás aquí cuando vuelvas.',
    nothingSaved: 'Todavía no has guardado nada.',
    browse: (plural) => `Ver ${plural}`,
  },
  fr: {
    locale: 'fr-FR',
    savedNav: 'Favoris',
    subtitle: 'Vos favoris restent dans ce navigateur',
    where: (place) => ` à ${place}`,
    intro: (plural, where, filters) =>
      `${up(plural)}${where}\u00a0: cherchez, filtrez par ${filters} et gardez vos favoris.`,
    description: (name, plural, where) => `${name}\u00a0: ${plural}${where} à chercher, filtrer et garder.`,
    search: (plural) => `Rechercher dans les ${plural}`,
    any: 'Indifférent',
    sortBy: 'Trier par',
    featured: 'Sélection',
    lowToHigh: (price) => `${price} croissant`,
    highToLow: (price) => `${price} décroissant`,
    byName: 'Nom',
    onlySaved: 'Favoris uniquement',
    noMatch: () => 'Aucun résultat. Essayez avec moins de filtres ou une autre recherche.',
    save: 'Enregistrer',
    saved: 'Enregistré',
    yourName: 'Votre nom',
    email: 'E-mail',
    message: 'Message',
    errors: {
      name: 'Veuillez saisir votre nom.',
      email: 'Veuillez saisir une adresse e-mail valide.',
      message: 'Veuillez écrire au moins 10 caractères.',
    },
    thanks: ['Merci\u00a0! Votre message à propos de «\u00a0', '\u00a0» est enregistré dans ce navigateur.'],
    notFound: 'Introuvable',
    gone: () => 'Il n’y a plus rien ici.',
    backToAll: () => 'Retour à la liste',
    allLink: () => 'Retour à la liste',
    savedHeading: () => 'Favoris',
    savedIntro: 'Ils restent dans ce navigateur\u00a0: vous les retrouverez à votre retour.',
    nothingSaved: 'Aucun favori pour l’instant.',
    browse: (plural) => `Voir les ${plural}`,
  },
  de: {
    locale: 'de-DE',
    savedNav: 'Merkliste',
    subtitle: 'Deine Merkliste bleibt in diesem Browser',
    where: (place) => ` in ${place}`,
    intro: (plural, where, filters) =>
      `${up(plural)}${where}: suchen, nach ${filters} filtern und Favoriten merken.`,
    description: (name, plural, where) => `${name}: ${plural}${where} suchen, filtern und merken.`,
    search: (plural) => `${up(plural)} durchsuchen`,
    any: 'Alle',
    sortBy: 'Sortieren nach',
    featured: 'Empfohlen',
    lowToHigh: (price) => `${price}: aufsteigend`,
    highToLow: (price) => `${price}: absteigend`,
    byName: 'Name',
    onlySaved: 'Nur gemerkte',
    noMatch: () => 'Keine Treffer. Versuch es mit weniger Filtern oder einer anderen Suche.',
    save: 'Merken',
    saved: 'Gemerkt',
    yourName: 'Dein Name',
    email: 'E-Mail',
    message: 'Nachricht',
    errors: {
      name: 'Bitte gib deinen Namen ein.',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      message: 'Bitte schreib mindestens 10 Zeichen.',
    },
    thanks: ['Danke! Deine Nachricht zu „', '“ ist in diesem Browser gespeichert.'],
    notFound: 'Nicht gefunden',
    gone: () => 'Hier gibt es nichts mehr.',
    backToAll: () => 'Zurück zur Übersicht',
    allLink: () => 'Zurück zur Übersicht',
    savedHeading: () => 'Merkliste',
    savedIntro: 'Sie bleibt in diesem Browser, damit du sie beim nächsten Besuch wiederfindest.',
    nothingSaved: 'Noch nichts gemerkt.',
    browse: (plural) => `${up(plural)} ansehen`,
  },
  pt: {
    locale: 'pt-PT',
    savedNav: 'Favoritos',
    subtitle: 'Os favoritos ficam guardados neste navegador',
    where: (place) => ` em ${place}`,
    intro: (plural, where, filters) =>
      `${up(plural)}${where}: pesquise, filtre por ${filters} e guarde os seus favoritos.`,
    description: (name, plural, where) => `${name}: ${plural}${where} para pesquisar, filtrar e guardar.`,
    search: (plural) => `Pesquisar ${plural}`,
    any: 'Qualquer',
    sortBy: 'Ordenar por',
    featured: 'Destaques',
    lowToHigh: (price) => `${price}: do mais baixo ao mais alto`,
    highToLow: (price) => `${price}: do mais alto ao mais baixo`,
    byName: 'Nome',
    onlySaved: 'Só favoritos',
    noMatch: () => 'Nenhum resultado. Experimente menos filtros ou outra pesquisa.',
    save: 'Guardar',
    saved: 'Guardado',
    yourName: 'O seu nome',
    email: 'E-mail',
    message: 'Mensagem',
    errors: {
      name: 'Indique o seu nome.',
      email: 'Indique um endereço de e-mail válido.',
      message: 'Escreva pelo menos 10 caracteres.',
    },
    thanks: ['Obrigado! A sua mensagem sobre «', '» ficou guardada neste navegador.'],
    notFound: 'Não encontrado',
    gone: () => 'Já não há nada aqui.',
    backToAll: () => 'Voltar à lista',
    allLink: () => 'Voltar à lista',
    savedHeading: () => 'Favoritos',
    savedIntro: 'Ficam guardados neste navegador para quando voltar.',
    nothingSaved: 'Ainda não guardou nada.',
    browse: (plural) => `Ver ${plural}`,
  },
  it: {
    locale: 'it-IT',
    savedNav: 'Preferiti',
    subtitle: 'I preferiti restano in questo browser',
    where: (place) => ` a ${place}`,
    intro: (plural, where, filters) =>
      `${up(plural)}${where}: cerca, filtra per ${filters} e salva i tuoi preferiti.`,
    description: (name, plural, where) => `${name}: ${plural}${where} da cercare, filtrare e salvare.`,
    search: (plural) => `Cerca ${plural}`,
    any: 'Qualsiasi',
    sortBy: 'Ordina per',
    featured: 'In evidenza',
    lowToHigh: (price) => `${price}: dal più basso al più alto`,
    highToLow: (price) => `${price}: dal più alto al più basso`,
    byName: 'Nome',
    onlySaved: 'Solo preferiti',
    noMatch: () => 'Nessun risultato. Prova con meno filtri o con un’altra ricerca.',
    save: 'Salva',
    saved: 'Salvato',
    yourName: 'Il tuo nome',
    email: 'Email',
    message: 'Messaggio',
    errors: {
      name: 'Inserisci il tuo nome.',
      email: 'Inserisci un indirizzo email valido.',
      message: 'Scrivi almeno 10 caratteri.',
    },
    thanks: ['Grazie! Il tuo messaggio su «', '» è salvato in questo browser.'],
    notFound: 'Non trovato',
    gone: () => 'Qui non c’è più niente.',
    backToAll: () => 'Torna all’elenco',
    allLink: () => 'Torna all’elenco',
    savedHeading: () => 'Preferiti',
    savedIntro: 'Restano in questo browser, così li ritrovi quando torni.',
    nothingSaved: 'Nessun preferito per ora.',
    browse: (plural) => `Sfoglia ${plural}`,
  },
};
