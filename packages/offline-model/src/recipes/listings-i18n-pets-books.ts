import type { PromptLanguage } from '../language';
import { type SchemaText, tableItems } from './listings-schemas';

/** Pets to adopt and second-hand books in Spanish, French, German, Portuguese and Italian. */

const PET_KEYS = ['species', 'age', 'size', 'goodWith'] as const;
const at = (place: string, words: string) => (place ? ` · ${words} ${place}` : '');

export const PETS_TEXT: Record<PromptLanguage, SchemaText> = {
  es: {
    noun: 'mascota',
    plural: 'mascotas',
    priceLabel: 'Cuota de adopción',
    sortLabel: 'Cuota',
    action: 'Solicitar la adopción',
    labels: { species: 'Especie', age: 'Edad', size: 'Tamaño', goodWith: 'Se lleva bien con' },
    items: tableItems(
      PET_KEYS,
      [
        ['Galleta, un beagle muy dulce', 150, 'Perro', '3 años', 'Mediano', 'Niños y otros perros'],
        ['Luna, una gata atigrada y curiosa', 90, 'Gato', '1 año', 'Pequeño', 'Hogares tranquilos'],
        ['Otto, un labrador muy fiel', 120, 'Perro', '6 años', 'Grande', 'Niños'],
        ['Pip y Poppy, dos conejos', 60, 'Conejo', '2 años', 'Pequeño', 'Niños mayores'],
        ['Miso, un gato negro tímido', 80, 'Gato', '4 años', 'Pequeño', 'Hogares tranquilos, sin perros'],
        ['Cohete, un terrier juguetón', 170, 'Perro', '8 meses', 'Pequeño', 'Familias activas'],
      ],
      (v, place) => `${v.species}, ${v.age}, tamaño ${v.size?.toLowerCase()}${at(place, 'en acogida en')}`,
    ),
  },
  fr: {
    noun: 'animal',
    plural: 'animaux',
    priceLabel: 'Frais d’adoption',
    sortLabel: 'Frais',
    action: 'Demander à adopter',
    labels: { species: 'Espèce', age: 'Âge', size: 'Gabarit', goodWith: 'S’entend avec' },
    items: tableItems(
      PET_KEYS,
      [
        ['Biscuit, un beagle très doux', 150, 'Chien', '3 ans', 'Moyen', 'Enfants et autres chiens'],
        ['Luna, une chatte tigrée curieuse', 90, 'Chat', '1 an', 'Petit', 'Foyers calmes'],
        ['Otto, un labrador fidèle', 120, 'Chien', '6 ans', 'Grand', 'Enfants'],
        ['Pip et Poppy, deux lapins', 60, 'Lapin', '2 ans', 'Petit', 'Enfants plus âgés'],
        ['Miso, un chat noir timide', 80, 'Chat', '4 ans', 'Petit', 'Foyers calmes, sans chien'],
        ['Fusée, un terrier joueur', 170, 'Chien', '8 mois', 'Petit', 'Familles actives'],
      ],
      (v, place) =>
        `${v.species}, ${v.age}, ${v.size?.toLowerCase()} gabarit${at(place, 'en famille d’accueil à')}`,
    ),
  },
  de: {
    noun: 'Tier',
    plural: 'Tiere',
    priceLabel: 'Schutzgebühr',
    action: 'Adoption anfragen',
    labels: { species: 'Tierart', age: 'Alter', size: 'Größe', goodWith: 'Geeignet für' },
    items: tableItems(
      PET_KEYS,
      [
        ['Keks, ein sanfter Beagle', 150, 'Hund', '3 Jahre', 'Mittelgroß', 'Familien mit Kindern und Hunden'],
        ['Luna, eine neugierige Tigerkatze', 90, 'Katze', '1 Jahr', 'Klein', 'Ruhige Haushalte'],
        ['Otto, ein treuer Labrador', 120, 'Hund', '6 Jahre', 'Groß', 'Familien mit Kindern'],
        ['Pip und Poppy, zwei Kaninchen', 60, 'Kaninchen', '2 Jahre', 'Klein', 'Ältere Kinder'],
        ['Miso, ein scheuer schwarzer Kater', 80, 'Katze', '4 Jahre', 'Klein', 'Ruhige Haushalte ohne Hunde'],
        ['Rakete, ein verspielter Terrier-Mix', 170, 'Hund', '8 Monate', 'Klein', 'Aktive Familien'],
      ],
      (v, place) =>
        `${v.species}, ${v.age}, ${v.size?.toLowerCase()}${at(place, 'in einer Pflegestelle in')}`,
    ),
  },
  pt: {
    noun: 'animal',
    plural: 'animais',
    priceLabel: 'Taxa de adoção',
    sortLabel: 'Taxa',
    action: 'Pedir para adotar',
    labels: { species: 'Espécie', age: 'Idade', size: 'Porte', goodWith: 'Dá-se bem com' },
    items: tableItems(
      PET_KEYS,
      [
        ['Bolacha, um beagle meigo', 150, 'Cão', '3 anos', 'Médio', 'Crianças e outros cães'],
        ['Luna, uma gata tigrada curiosa', 90, 'Gato', '1 ano', 'Pequeno', 'Casas calmas'],
        ['Otto, um labrador leal', 120, 'Cão', '6 anos', 'Grande', 'Crianças'],
        ['Pip e Poppy, dois coelhos', 60, 'Coelho', '2 anos', 'Pequeno', 'Crianças mais velhas'],
        ['Miso, um gato preto tímido', 80, 'Gato', '4 anos', 'Pequeno', 'Casas calmas, sem cães'],
        ['Foguete, um terrier brincalhão', 170, 'Cão', '8 meses', 'Pequeno', 'Famílias ativas'],
      ],
      (v, place) =>
        `${v.species}, ${v.age}, porte ${v.size?.toLowerCase()}${at(place, 'em família de acolhimento em')}`,
    ),
  },
  it: {
    noun: 'animale',
    plural: 'animali',
    priceLabel: 'Contributo di adozione',
    sortLabel: 'Contributo',
    action: 'Chiedi di adottare',
    labels: { species: 'Specie', age: 'Età', size: 'Taglia', goodWith: 'Va d’accordo con' },
    items: tableItems(
      PET_KEYS,
      [
        ['Biscotto, un beagle dolcissimo', 150, 'Cane', '3 anni', 'Media', 'Bambini e altri cani'],
        ['Luna, una gatta tigrata curiosa', 90, 'Gatto', '1 anno', 'Piccola', 'Case tranquille'],
        ['Otto, un labrador fedele', 120, 'Cane', '6 anni', 'Grande', 'Bambini'],
        ['Pip e Poppy, due conigli', 60, 'Coniglio', '2 anni', 'Piccola', 'Bambini più grandi'],
        ['Miso, un gatto nero timido', 80, 'Gatto', '4 anni', 'Piccola', 'Case tranquille, senza cani'],
        ['Razzo, un terrier giocherellone', 170, 'Cane', '8 mesi', 'Piccola', 'Famiglie attive'],
      ],
      (v, place) => `${v.species}, ${v.age}, taglia ${v.size?.toLowerCase()}${at(place, 'in stallo a')}`,
    ),
  },
};

const BOOK_KEYS = ['author', 'genre', 'condition', 'format'] as const;
const AUTHORS = [
  'Ursula K. Le Guin',
  'George Eliot',
  'Kazuo Ishiguro',
  'Stephen Hawking',
  'Jane Austen',
  'Frank Herbert',
] as const;
const PRICES = [8, 12, 7, 6, 15, 9] as const;

/** The six books: their titles as published in the language, then genre, condition and format per book. */
function books(
  titles: readonly string[],
  details: ReadonlyArray<readonly [genre: string, condition: string, format: string]>,
  lower: boolean,
) {
  return tableItems(
    BOOK_KEYS,
    titles.map(
      (title, index) => [title, PRICES[index] ?? 0, AUTHORS[index] ?? '', ...(details[index] ?? [])] as const,
    ),
    (v, place) => {
      // German keeps its nouns capitalised ("Taschenbuch"), not its adjectives ("sehr gut").
      const format = lower ? v.format?.toLowerCase() : v.format;
      return `${v.author} · ${format}, ${v.condition?.toLowerCase()}${place ? ` · ${place}` : ''}`;
    },
  );
}

export const BOOKS_TEXT: Record<PromptLanguage, SchemaText> = {
  es: {
    noun: 'libro',
    plural: 'libros',
    priceLabel: 'Precio',
    action: 'Escribir al vendedor',
    labels: { author: 'Autor', genre: 'Género', condition: 'Estado', format: 'Formato' },
    items: books(
      [
        'La mano izquierda de la oscuridad',
        'Middlemarch',
        'Lo que queda del día',
        'Breve historia del tiempo',
        'Orgullo y prejuicio',
        'Dune',
      ],
      [
        ['Ciencia ficción', 'Muy buen estado', 'Tapa blanda'],
        ['Clásicos', 'Buen estado', 'Tapa dura'],
        ['Narrativa', 'Como nuevo', 'Tapa blanda'],
        ['Divulgación científica', 'Buen estado', 'Tapa blanda'],
        ['Clásicos', 'Muy buen estado', 'Tapa dura'],
        ['Ciencia ficción', 'Buen estado', 'Tapa blanda'],
      ],
      true,
    ),
  },
  fr: {
    noun: 'livre',
    plural: 'livres',
    priceLabel: 'Prix',
    action: 'Écrire au vendeur',
    labels: { author: 'Auteur', genre: 'Genre', condition: 'État', format: 'Format' },
    items: books(
      [
        'La Main gauche de la nuit',
        'Middlemarch',
        'Les Vestiges du jour',
        'Une brève histoire du temps',
        'Orgueil et Préjugés',
        'Dune',
      ],
      [
        ['Science-fiction', 'Très bon état', 'Poche'],
        ['Classiques', 'Bon état', 'Relié'],
        ['Littérature', 'Comme neuf', 'Poche'],
        ['Sciences', 'Bon état', 'Poche'],
        ['Classiques', 'Très bon état', 'Relié'],
        ['Science-fiction', 'Bon état', 'Poche'],
      ],
      true,
    ),
  },
  de: {
    noun: 'Buch',
    plural: 'Bücher',
    priceLabel: 'Preis',
    action: 'Verkäufer anschreiben',
    labels: { author: 'Autor', genre: 'Genre', condition: 'Zustand', format: 'Ausgabe' },
    items: books(
      [
        'Die linke Hand der Dunkelheit',
        'Middlemarch',
        'Was vom Tage übrig blieb',
        'Eine kurze Geschichte der Zeit',
        'Stolz und Vorurteil',
        'Der Wüstenplanet',
      ],
      [
        ['Science-Fiction', 'Sehr gut', 'Taschenbuch'],
        ['Klassiker', 'Gut', 'Gebunden'],
        ['Belletristik', 'Wie neu', 'Taschenbuch'],
        ['Sachbuch', 'Gut', 'Taschenbuch'],
        ['Klassiker', 'Sehr gut', 'Gebunden'],
        ['Science-Fiction', 'Gut', 'Taschenbuch'],
      ],
      false,
    ),
  },
  pt: {
    noun: 'livro',
    plural: 'livros',
    priceLabel: 'Preço',
    action: 'Enviar mensagem ao vendedor',
    labels: { author: 'Autor', genre: 'Género', condition: 'Estado', format: 'Formato' },
    items: books(
      [
        'A Mão Esquerda das Trevas',
        'Middlemarch',
        'Os Despojos do Dia',
        'Breve História do Tempo',
        'Orgulho e Preconceito',
        'Duna',
      ],
      [
        ['Ficção científica', 'Muito bom estado', 'Capa mole'],
        ['Clássicos', 'Bom estado', 'Capa dura'],
        ['Ficção literária', 'Como novo', 'Capa mole'],
        ['Ciência', 'Bom estado', 'Capa mole'],
        ['Clássicos', 'Muito bom estado', 'Capa dura'],
        ['Ficção científica', 'Bom estado', 'Capa mole'],
      ],
      true,
    ),
  },
  it: {
    noun: 'libro',
    plural: 'libri',
    priceLabel: 'Prezzo',
    action: 'Scrivi al venditore',
    labels: { author: 'Autore', genre: 'Genere', condition: 'Condizioni', format: 'Formato' },
    items: books(
      [
        'La mano sinistra del buio',
        'Middlemarch',
        'Quel che resta del giorno',
        'Breve storia del tempo',
        'Orgoglio e pregiudizio',
        'Dune',
      ],
      [
        ['Fantascienza', 'Ottime condizioni', 'Tascabile'],
        ['Classici', 'Buone condizioni', 'Copertina rigida'],
        ['Narrativa', 'Come nuovo', 'Tascabile'],
        ['Divulgazione scientifica', 'Buone condizioni', 'Tascabile'],
        ['Classici', 'Ottime condizioni', 'Copertina rigida'],
        ['Fantascienza', 'Buone condizioni', 'Tascabile'],
      ],
      true,
    ),
  },
};
