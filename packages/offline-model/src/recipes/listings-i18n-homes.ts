import type { PromptLanguage } from '../language';
import type { ListingItem, SchemaText } from './listings-schemas';

/** Homes in Spanish, French, German, Portuguese and Italian: the same six as in English. */

type HomeRow = readonly [
  title: string,
  type: string,
  bedrooms: number,
  area: number,
  hood: string,
  price: number,
];

function homes(
  rows: readonly HomeRow[],
  summary: (type: string, where: string, area: string, bedrooms: number) => string,
): (place: string) => ListingItem[] {
  return (place) =>
    rows.map(([title, type, bedrooms, area, hood, price]) => {
      const surface = `${area}\u00a0m²`;
      return {
        title,
        summary: summary(type, `${hood}${place ? `, ${place}` : ''}`, surface, bedrooms),
        price,
        values: {
          type,
          bedrooms: String(bedrooms),
          area: surface,
          neighbourhood: hood,
        },
      };
    });
}

const many = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

export const HOMES_TEXT: Record<PromptLanguage, SchemaText> = {
  es: {
    noun: 'vivienda',
    plural: 'viviendas',
    priceLabel: 'Precio',
    action: 'Contactar con la agencia',
    labels: { type: 'Tipo', bedrooms: 'Dormitorios', area: 'Superficie', neighbourhood: 'Barrio' },
    items: homes(
      [
        ['Piso luminoso de dos dormitorios', 'Piso', 2, 78, 'Casco Antiguo', 320000],
        ['Casa familiar con jardín', 'Casa', 4, 160, 'La Ribera', 640000],
        ['Estudio junto a la estación', 'Estudio', 1, 34, 'Centro', 185000],
        ['Ático con terraza', 'Piso', 3, 102, 'Casco Antiguo', 455000],
        ['Casa adosada reformada', 'Casa', 3, 128, 'La Colina', 520000],
        ['Piso tranquilo de un dormitorio', 'Piso', 1, 52, 'La Ribera', 240000],
      ],
      (type, where, area, n) => `${type} en ${where}: ${area}, ${many(n, 'dormitorio', 'dormitorios')}.`,
    ),
  },
  fr: {
    noun: 'logement',
    plural: 'logements',
    priceLabel: 'Prix',
    action: 'Contacter l’agence',
    labels: { type: 'Type', bedrooms: 'Chambres', area: 'Surface', neighbourhood: 'Quartier' },
    items: homes(
      [
        ['Appartement lumineux avec deux chambres', 'Appartement', 2, 78, 'Vieille ville', 320000],
        ['Maison familiale avec jardin', 'Maison', 4, 160, 'Les Berges', 640000],
        ['Studio près de la gare', 'Studio', 1, 34, 'Centre-ville', 185000],
        ['Dernier étage avec terrasse', 'Appartement', 3, 102, 'Vieille ville', 455000],
        ['Maison de ville rénovée', 'Maison', 3, 128, 'Les Hauts', 520000],
        ['Appartement calme avec une chambre', 'Appartement', 1, 52, 'Les Berges', 240000],
      ],
      (type, where, area, n) => `${type}, ${where}\u00a0: ${area}, ${many(n, 'chambre', 'chambres')}.`,
    ),
  },
  de: {
    noun: 'Immobilie',
    plural: 'Immobilien',
    priceLabel: 'Preis',
    action: 'Makler kontaktieren',
    labels: { type: 'Art', bedrooms: 'Schlafzimmer', area: 'Wohnfläche', neighbourhood: 'Viertel' },
    items: homes(
      [
        ['Helle Wohnung mit zwei Schlafzimmern', 'Wohnung', 2, 78, 'Altstadt', 320000],
        ['Familienhaus mit Garten', 'Haus', 4, 160, 'Uferviertel', 640000],
        ['Apartment am Bahnhof', 'Apartment', 1, 34, 'Zentrum', 185000],
        ['Dachgeschosswohnung mit Terrasse', 'Wohnung', 3, 102, 'Altstadt', 455000],
        ['Renoviertes Reihenhaus', 'Haus', 3, 128, 'Hangviertel', 520000],
        ['Ruhige Wohnung mit einem Schlafzimmer', 'Wohnung', 1, 52, 'Uferviertel', 240000],
      ],
      (type, where, area, n) => `${type} · ${where}: ${area}, ${n} Schlafzimmer.`,
    ),
  },
  pt: {
    noun: 'imóvel',
    plural: 'imóveis',
    priceLabel: 'Preço',
    action: 'Contactar a agência',
    labels: { type: 'Tipo', bedrooms: 'Quartos', area: 'Área', neighbourhood: 'Bairro' },
    items: homes(
      [
        ['Apartamento T2 luminoso', 'Apartamento', 2, 78, 'Centro Histórico', 320000],
        ['Moradia familiar com jardim', 'Moradia', 4, 160, 'Ribeira', 640000],
        ['Estúdio junto à estação', 'Estúdio', 1, 34, 'Centro', 185000],
        ['T3 no último andar com terraço', 'Apartamento', 3, 102, 'Centro Histórico', 455000],
        ['Moradia em banda renovada', 'Moradia', 3, 128, 'Encosta', 520000],
        ['Apartamento T1 sossegado', 'Apartamento', 1, 52, 'Ribeira', 240000],
      ],
      (type, where, area, n) => `${type} · ${where}: ${area}, ${many(n, 'quarto', 'quartos')}.`,
    ),
  },
  it: {
    noun: 'immobile',
    plural: 'immobili',
    priceLabel: 'Prezzo',
    action: 'Contatta l’agenzia',
    labels: { type: 'Tipologia', bedrooms: 'Camere', area: 'Superficie', neighbourhood: 'Zona' },
    items: homes(
      [
        ['Appartamento luminoso con due camere', 'Appartamento', 2, 78, 'Centro storico', 320000],
        ['Casa familiare con giardino', 'Casa', 4, 160, 'Lungofiume', 640000],
        ['Monolocale vicino alla stazione', 'Monolocale', 1, 34, 'Centro', 185000],
        ['Attico con terrazzo', 'Appartamento', 3, 102, 'Centro storico', 455000],
        ['Casa a schiera ristrutturata', 'Casa', 3, 128, 'Collina', 520000],
        ['Appartamento tranquillo con una camera', 'Appartamento', 1, 52, 'Lungofiume', 240000],
      ],
      (type, where, area, n) =>
        `${type} · ${where}: ${area}, ${many(n, 'camera da letto', 'camere da letto')}.`,
    ),
  },
};
