import type { CuisineTranslations } from '../menus';

/** The restaurant menus in Spanish. */
export const MENUS_ES: CuisineTranslations = {
  tags: { Vegetarian: 'Vegetariano', Vegan: 'Vegano', 'Vegan option': 'Opción vegana' },
  cuisines: {
    bistro: {
      label: 'restaurante de barrio',
      categories: ['Entrantes', 'Principales', 'Postres', 'Bebidas'],
      dishes: [
        ['Ensalada de tomate de huerta', 'Stracciatella, aceite de albahaca y pan de masa madre tostado.'],
        ['Calamares crujientes', 'Alioli de limón, pimentón de la Vera y limón a la brasa.'],
        ['Crema de temporada', 'Pregunta a tu camarero; siempre hecha en casa.'],
        ['Pollo asado', 'Medio pollo de corral, jugo de estragón y patatas crujientes.'],
        ['Risotto de temporada', 'Arroz carnaroli con lo mejor del mercado de esta semana.'],
        ['Pescado del día', 'Pescado de anzuelo, mantequilla tostada, alcaparras y verduras.'],
        ['Entrecot con patatas', 'Carne de pasto, salsa de pimienta y patatas fritas caseras.'],
        ['Coulant de chocolate', 'Corazón fundente y helado de caramelo salado.'],
        ['Crumble de fruta de temporada', 'Crujiente de avena y almendra, natillas de vainilla.'],
        ['Limonada de la casa', 'Limones frescos, hierbabuena y un toque de burbujas.'],
        ['Vino natural por copas', 'Una selección cambiante de pequeños productores.'],
      ],
    },
    italian: {
      label: 'cocina italiana',
      categories: ['Entrantes', 'Pizzas', 'Pasta', 'Postres'],
      dishes: [
        ['Burrata', 'Burrata cremosa, tomates de huerta, aceite de albahaca y sal marina.'],
        ['Arancini', 'Croquetas de risotto al azafrán con corazón de mozzarella fundida.'],
        ['Vitello tonnato', 'Ternera en láminas finas, salsa de atún y alcaparras crujientes.'],
        ['Margherita', 'Tomate San Marzano, fior di latte y albahaca; masa de 48 horas.'],
        ['Diavola', 'Salami picante, miel con guindilla y mozzarella ahumada.'],
        ['Funghi e tartufo', 'Setas silvestres, crema de trufa, tomillo y parmesano.'],
        ['Cacio e pepe', 'Tonnarelli, pecorino romano y pimienta negra tostada.'],
        ['Tagliatelle al ragù', 'Ragú de ternera y cerdo a fuego lento, pasta al huevo cortada a mano.'],
        ['Linguine alle vongole', 'Almejas, ajo, vino blanco, perejil y guindilla.'],
        ['Tiramisú', 'Bizcochos de soletilla empapados en café y crema de mascarpone.'],
        ['Panna cotta', 'Vainilla en rama y compota de fruta de temporada.'],
      ],
    },
    japanese: {
      label: 'cocina japonesa',
      categories: ['Para compartir', 'Sushi', 'Ramen', 'Postres'],
      dishes: [
        ['Edamame', 'Al vapor, con escamas de sal y ralladura de yuzu.'],
        ['Karaage de pollo', 'Marinado en jengibre y soja, frito dos veces, con mayonesa kewpie.'],
        ['Agedashi tofu', 'Tofu sedoso crujiente en dashi caliente con daikon rallado.'],
        ['Nigiri omakase', 'Ocho piezas a elección del chef con el mercado del día.'],
        ['Roll aburi de salmón', 'Salmón flameado, aguacate, mayonesa picante y tobiko.'],
        ['Maki de verduras', 'Pepino, rábano encurtido, aguacate y shiso.'],
        ['Ramen tonkotsu', 'Caldo de cerdo de 18 horas, chashu, huevo ajitama y nori.'],
        ['Ramen de miso con verduras', 'Caldo de miso blanco, maíz asado, tofu y verduras.'],
        ['Tarta de queso de matcha', 'Tarta de queso ligera al estilo japonés con matcha ceremonial.'],
        ['Trío de mochis', 'Sésamo negro, yuzu y fresa.'],
      ],
    },
  },
};
