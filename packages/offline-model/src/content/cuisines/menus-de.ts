import type { CuisineTranslations } from '../menus';

/** The restaurant menus in German. */
export const MENUS_DE: CuisineTranslations = {
  tags: { Vegetarian: 'Vegetarisch', Vegan: 'Vegan', 'Vegan option': 'Auch vegan' },
  cuisines: {
    bistro: {
      label: 'Restaurant mit Marktküche',
      categories: ['Vorspeisen', 'Hauptgerichte', 'Desserts', 'Getränke'],
      dishes: [
        ['Salat von alten Tomatensorten', 'Stracciatella, Basilikumöl und geröstetes Sauerteigbrot.'],
        ['Knuspriger Tintenfisch', 'Zitronen-Aioli, geräuchertes Paprikapulver und gegrillte Zitrone.'],
        ['Suppe der Saison', 'Fragen Sie unser Team; immer hausgemacht.'],
        ['Brathähnchen', 'Halbes Freilandhähnchen, Estragonjus und knusprige Kartoffeln.'],
        ['Risotto der Saison', 'Carnaroli-Reis mit dem Besten vom Markt dieser Woche.'],
        ['Fang des Tages', 'Fisch aus Angelfang, braune Butter, Kapern und grünes Gemüse.'],
        ['Steak frites', 'Flat Iron vom Weiderind, Pfeffersauce und handgeschnittene Pommes.'],
        ['Schokoladenküchlein', 'Flüssiger Kern, Eis mit gesalzenem Karamell.'],
        ['Obst-Crumble der Saison', 'Streusel aus Hafer und Mandeln, Vanillesauce.'],
        ['Hausgemachte Limonade', 'Frische Zitronen, Minze und ein wenig Kohlensäure.'],
        ['Naturwein im Glas', 'Eine wechselnde Auswahl kleiner Erzeuger.'],
      ],
    },
    italian: {
      label: 'italienische Küche',
      categories: ['Antipasti', 'Pizza', 'Pasta', 'Dolci'],
      dishes: [
        ['Burrata', 'Cremige Burrata, alte Tomatensorten, Basilikumöl und Meersalz.'],
        ['Arancini', 'Safran-Risottobällchen mit geschmolzenem Mozzarellakern.'],
        ['Vitello tonnato', 'Hauchdünnes Kalbfleisch, Thunfisch-Kapern-Sauce, knusprige Kapern.'],
        ['Margherita', 'San-Marzano-Tomaten, Fior di Latte, Basilikum; 48 Stunden gereifter Teig.'],
        ['Diavola', 'Scharfe Salami, Chili-Honig, geräucherter Mozzarella.'],
        ['Funghi e tartufo', 'Waldpilze, Trüffelcreme, Thymian und Parmesan.'],
        ['Cacio e pepe', 'Tonnarelli, Pecorino Romano und gerösteter schwarzer Pfeffer.'],
        [
          'Tagliatelle al ragù',
          'Langsam geschmortes Ragù von Rind und Schwein, handgeschnittene Eiernudeln.',
        ],
        ['Linguine alle vongole', 'Venusmuscheln, Knoblauch, Weißwein, Petersilie und Chili.'],
        ['Tiramisù', 'In Espresso getränkte Löffelbiskuits und Mascarponecreme.'],
        ['Panna cotta', 'Mit Vanilleschote und Kompott von Früchten der Saison.'],
      ],
    },
    japanese: {
      label: 'japanische Küche',
      categories: ['Kleine Gerichte', 'Sushi', 'Ramen', 'Dessert'],
      dishes: [
        ['Edamame', 'Gedämpft, mit Salzflocken und Yuzu-Abrieb.'],
        ['Hähnchen-Karaage', 'In Ingwer und Soja mariniert, zweimal frittiert, mit Kewpie-Mayo.'],
        ['Agedashi-Tofu', 'Knuspriger Seidentofu in warmer Dashi mit geriebenem Daikon.'],
        ['Omakase-Nigiri', 'Acht Stück nach Wahl des Küchenchefs, je nach Tagesmarkt.'],
        ['Aburi-Lachsrolle', 'Abgeflämmter Lachs, Avocado, scharfe Mayo und Tobiko.'],
        ['Gemüse-Maki', 'Gurke, eingelegter Rettich, Avocado und Shiso.'],
        ['Tonkotsu-Ramen', '18 Stunden gekochte Schweinebrühe, Chashu, Ajitama-Ei, Nori.'],
        ['Miso-Gemüse-Ramen', 'Brühe mit weißem Miso, gerösteter Mais, Tofu und Grünes.'],
        ['Matcha-Käsekuchen', 'Luftiger Käsekuchen nach japanischer Art mit Zeremonie-Matcha.'],
        ['Mochi-Trio', 'Schwarzer Sesam, Yuzu und Erdbeere.'],
      ],
    },
  },
};
