import type { PromptLanguage } from '../language';
import type { ListingItem, SchemaText } from './listings-schemas';

/** Recipes and things for sale in Spanish, French, German, Portuguese and Italian: the same six of each as in English. */

type RecipeRow = readonly [
  title: string,
  cuisine: string,
  time: string,
  difficulty: string,
  diet: string,
  cost: number,
];

function recipes(
  rows: readonly RecipeRow[],
  summary: (cuisine: string, difficulty: string, time: string) => string,
): () => ListingItem[] {
  return () =>
    rows.map(([title, cuisine, time, difficulty, diet, cost]) => ({
      title,
      summary: summary(cuisine, difficulty, time),
      price: cost,
      values: { cuisine, time, difficulty, diet },
    }));
}

const RECIPE_LABELS = (cuisine: string, time: string, difficulty: string, diet: string) => ({
  cuisine,
  time,
  difficulty,
  diet,
});

export const RECIPES_TEXT: Record<PromptLanguage, SchemaText> = {
  es: {
    noun: 'receta',
    plural: 'recetas',
    priceLabel: 'Coste por ración',
    sortLabel: 'Coste',
    action: 'Guardar la receta',
    labels: RECIPE_LABELS('Cocina', 'Tiempo', 'Dificultad', 'Dieta'),
    items: recipes(
      [
        ['Risotto de limón y hierbas', 'Italiana', '40 min', 'Media', 'Vegetariana', 4],
        ['Curry de garbanzos', 'India', '30 min', 'Fácil', 'Vegana', 3],
        ['Salmón glaseado con miso', 'Japonesa', '25 min', 'Fácil', 'Pescetariana', 7],
        ['Ragú de ternera a fuego lento', 'Italiana', '3 h', 'Difícil', 'Sin restricciones', 6],
        ['Tacos de frijoles negros', 'Mexicana', '20 min', 'Fácil', 'Vegana', 3],
        ['Empanada de espinacas y feta', 'Griega', '1 h', 'Media', 'Vegetariana', 4],
      ],
      (cuisine, difficulty, time) =>
        `Cocina ${cuisine.toLowerCase()}, dificultad ${difficulty.toLowerCase()}, lista en ${time}.`,
    ),
  },
  fr: {
    noun: 'recette',
    plural: 'recettes',
    priceLabel: 'Coût par portion',
    sortLabel: 'Coût',
    action: 'Enregistrer la recette',
    labels: RECIPE_LABELS('Cuisine', 'Temps', 'Difficulté', 'Régime'),
    items: recipes(
      [
        ['Risotto au citron et aux herbes', 'Italienne', '40 min', 'Moyenne', 'Végétarien', 4],
        ['Curry de pois chiches', 'Indienne', '30 min', 'Facile', 'Végan', 3],
        ['Saumon laqué au miso', 'Japonaise', '25 min', 'Facile', 'Pescétarien', 7],
        ['Ragù de bœuf mijoté', 'Italienne', '3 h', 'Difficile', 'Sans restriction', 6],
        ['Tacos aux haricots noirs', 'Mexicaine', '20 min', 'Facile', 'Végan', 3],
        ['Tourte aux épinards et à la feta', 'Grecque', '1 h', 'Moyenne', 'Végétarien', 4],
      ],
      (cuisine, difficulty, time) =>
        `Cuisine ${cuisine.toLowerCase()}, difficulté ${difficulty.toLowerCase()}, prête en ${time}.`,
    ),
  },
  de: {
    noun: 'Rezept',
    plural: 'Rezepte',
    priceLabel: 'Kosten pro Portion',
    sortLabel: 'Kosten',
    action: 'Rezept speichern',
    labels: RECIPE_LABELS('Küche', 'Zeit', 'Schwierigkeit', 'Ernährung'),
    items: recipes(
      [
        ['Zitronen-Kräuter-Risotto', 'Italienisch', '40 Min.', 'Mittel', 'Vegetarisch', 4],
        ['Kichererbsen-Curry', 'Indisch', '30 Min.', 'Leicht', 'Vegan', 3],
        ['Lachs mit Miso-Glasur', 'Japanisch', '25 Min.', 'Leicht', 'Pescetarisch', 7],
        ['Geschmortes Rinderragù', 'Italienisch', '3 Std.', 'Schwer', 'Ohne Einschränkung', 6],
        ['Tacos mit schwarzen Bohnen', 'Mexikanisch', '20 Min.', 'Leicht', 'Vegan', 3],
        ['Spinat-Feta-Pastete', 'Griechisch', '1 Std.', 'Mittel', 'Vegetarisch', 4],
      ],
      (cuisine, difficulty, time) => `${cuisine}, ${difficulty.toLowerCase()}, fertig in ${time}`,
    ),
  },
  pt: {
    noun: 'receita',
    plural: 'receitas',
    priceLabel: 'Custo por dose',
    sortLabel: 'Custo',
    action: 'Guardar a receita',
    labels: RECIPE_LABELS('Cozinha', 'Tempo', 'Dificuldade', 'Dieta'),
    items: recipes(
      [
        ['Risotto de limão e ervas', 'Italiana', '40 min', 'Média', 'Vegetariana', 4],
        ['Caril de grão-de-bico', 'Indiana', '30 min', 'Fácil', 'Vegana', 3],
        ['Salmão glaceado com miso', 'Japonesa', '25 min', 'Fácil', 'Pescetariana', 7],
        ['Ragu de vitela em lume brando', 'Italiana', '3 h', 'Difícil', 'Sem restrições', 6],
        ['Tacos de feijão-preto', 'Mexicana', '20 min', 'Fácil', 'Vegana', 3],
        ['Tarte de espinafres e feta', 'Grega', '1 h', 'Média', 'Vegetariana', 4],
      ],
      (cuisine, difficulty, time) =>
        `Cozinha ${cuisine.toLowerCase()}, dificuldade ${difficulty.toLowerCase()}, pronta em ${time}.`,
    ),
  },
  it: {
    noun: 'ricetta',
    plural: 'ricette',
    priceLabel: 'Costo a porzione',
    sortLabel: 'Costo',
    action: 'Salva la ricetta',
    labels: RECIPE_LABELS('Cucina', 'Tempo', 'Difficoltà', 'Dieta'),
    items: recipes(
      [
        ['Risotto al limone ed erbe aromatiche', 'Italiana', '40 min', 'Media', 'Vegetariana', 4],
        ['Curry di ceci', 'Indiana', '30 min', 'Facile', 'Vegana', 3],
        ['Salmone glassato al miso', 'Giapponese', '25 min', 'Facile', 'Pescetariana', 7],
        ['Ragù di manzo cotto a fuoco lento', 'Italiana', '3 h', 'Difficile', 'Senza restrizioni', 6],
        ['Tacos di fagioli neri', 'Messicana', '20 min', 'Facile', 'Vegana', 3],
        ['Torta salata di spinaci e feta', 'Greca', '1 h', 'Media', 'Vegetariana', 4],
      ],
      (cuisine, difficulty, time) =>
        `Cucina ${cuisine.toLowerCase()}, difficoltà ${difficulty.toLowerCase()}, pronta in ${time}.`,
    ),
  },
};

type ThingRow = readonly [title: string, category: string, condition: string, rating: number, price: number];

const DECIMAL: Record<PromptLanguage, string> = {
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-PT',
  it: 'it-IT',
};

function things(language: PromptLanguage, rows: readonly ThingRow[]): (place: string) => ListingItem[] {
  const rating = new Intl.NumberFormat(DECIMAL[language], { minimumFractionDigits: 1 });
  return (place) =>
    rows.map(([title, category, condition, stars, price]) => ({
      title,
      summary: `${condition} · ${category}${place ? ` · ${place}` : ''}`,
      price,
      values: { category, condition, rating: `${rating.format(stars)} / 5` },
    }));
}

const THING_LABELS = (category: string, condition: string, rating: string) => ({
  category,
  condition,
  rating,
});

export const GENERIC_TEXT: Record<PromptLanguage, SchemaText> = {
  es: {
    noun: 'anuncio',
    plural: 'anuncios',
    priceLabel: 'Precio',
    action: 'Contactar con el vendedor',
    labels: THING_LABELS('Categoría', 'Estado', 'Valoración'),
    items: things('es', [
      ['Bicicleta urbana de 7 marchas', 'Deporte', 'Usado', 4.6, 180],
      ['Mesa de comedor de roble', 'Hogar', 'Usado', 4.8, 350],
      ['Auriculares con cancelación de ruido', 'Electrónica', 'Nuevo', 4.7, 220],
      ['Tienda de campaña para dos', 'Deporte', 'Nuevo', 4.4, 140],
      ['Sillón vintage', 'Hogar', 'Usado', 4.5, 260],
      ['Kit de cámara sin espejo', 'Electrónica', 'Usado', 4.9, 640],
    ]),
  },
  fr: {
    noun: 'annonce',
    plural: 'annonces',
    priceLabel: 'Prix',
    action: 'Contacter le vendeur',
    labels: THING_LABELS('Catégorie', 'État', 'Note'),
    items: things('fr', [
      ['Vélo de ville 7 vitesses', 'Sport', 'Occasion', 4.6, 180],
      ['Table à manger en chêne', 'Maison', 'Occasion', 4.8, 350],
      ['Casque à réduction de bruit', 'High-tech', 'Neuf', 4.7, 220],
      ['Tente de camping deux places', 'Sport', 'Neuf', 4.4, 140],
      ['Fauteuil vintage', 'Maison', 'Occasion', 4.5, 260],
      ['Kit appareil photo hybride', 'High-tech', 'Occasion', 4.9, 640],
    ]),
  },
  de: {
    noun: 'Anzeige',
    plural: 'Anzeigen',
    priceLabel: 'Preis',
    action: 'Verkäufer kontaktieren',
    labels: THING_LABELS('Kategorie', 'Zustand', 'Bewertung'),
    items: things('de', [
      ['Stadtrad mit 7 Gängen', 'Sport', 'Gebraucht', 4.6, 180],
      ['Esstisch aus Eiche', 'Wohnen', 'Gebraucht', 4.8, 350],
      ['Kopfhörer mit Geräuschunterdrückung', 'Elektronik', 'Neu', 4.7, 220],
      ['Campingzelt für zwei', 'Sport', 'Neu', 4.4, 140],
      ['Vintage-Sessel', 'Wohnen', 'Gebraucht', 4.5, 260],
      ['Systemkamera-Set', 'Elektronik', 'Gebraucht', 4.9, 640],
    ]),
  },
  pt: {
    noun: 'anúncio',
    plural: 'anúncios',
    priceLabel: 'Preço',
    action: 'Contactar o vendedor',
    labels: THING_LABELS('Categoria', 'Estado', 'Avaliação'),
    items: things('pt', [
      ['Bicicleta de cidade com 7 mudanças', 'Desporto', 'Usado', 4.6, 180],
      ['Mesa de jantar em carvalho', 'Casa', 'Usado', 4.8, 350],
      ['Auscultadores com cancelamento de ruído', 'Eletrónica', 'Novo', 4.7, 220],
      ['Tenda de campismo para dois', 'Desporto', 'Novo', 4.4, 140],
      ['Poltrona vintage', 'Casa', 'Usado', 4.5, 260],
      ['Kit de câmara sem espelho', 'Eletrónica', 'Usado', 4.9, 640],
    ]),
  },
  it: {
    noun: 'annuncio',
    plural: 'annunci',
    priceLabel: 'Prezzo',
    action: 'Contatta il venditore',
    labels: THING_LABELS('Categoria', 'Condizioni', 'Valutazione'),
    items: things('it', [
      ['Bici da città a 7 marce', 'Sport', 'Usato', 4.6, 180],
      ['Tavolo da pranzo in rovere', 'Casa', 'Usato', 4.8, 350],
      ['Cuffie con cancellazione del rumore', 'Elettronica', 'Nuovo', 4.7, 220],
      ['Tenda da campeggio per due', 'Sport', 'Nuovo', 4.4, 140],
      ['Poltrona vintage', 'Casa', 'Usato', 4.5, 260],
      ['Kit fotocamera mirrorless', 'Elettronica', 'Usato', 4.9, 640],
    ]),
  },
};
