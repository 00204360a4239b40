import type { CuisineTranslations } from '../menus';

/** The restaurant menus in Italian. */
export const MENUS_IT: CuisineTranslations = {
  tags: { Vegetarian: 'Vegetariano', Vegan: 'Vegano', 'Vegan option': 'Anche vegano' },
  cuisines: {
    bistro: {
      label: 'ristorante di quartiere',
      categories: ['Antipasti', 'Secondi', 'Dolci', 'Bevande'],
      dishes: [
        ['Insalata di pomodori antichi', 'Stracciatella, olio al basilico e pane a lievito madre tostato.'],
        ['Calamari croccanti', 'Aioli al limone, paprika affumicata e limone alla griglia.'],
        ['Zuppa di stagione', 'Chiedi al personale di sala; sempre fatta in casa.'],
        ['Pollo arrosto', 'Mezzo pollo ruspante, fondo al dragoncello e patate croccanti.'],
        ['Risotto di stagione', 'Riso Carnaroli con il meglio del mercato della settimana.'],
        ['Pescato del giorno', 'Pesce all’amo, burro nocciola, capperi e verdure.'],
        ['Tagliata con patatine', 'Manzo al pascolo, salsa al pepe e patatine tagliate a mano.'],
        ['Tortino al cioccolato', 'Cuore fondente e gelato al caramello salato.'],
        ['Crumble di frutta di stagione', 'Crumble di avena e mandorle, crema inglese alla vaniglia.'],
        ['Limonata della casa', 'Limoni freschi, menta e un tocco di bollicine.'],
        ['Vino naturale al calice', 'Una selezione sempre diversa di piccoli produttori.'],
      ],
    },
    italian: {
      label: 'cucina italiana',
      categories: ['Antipasti', 'Pizze', 'Primi', 'Dolci'],
      dishes: [
        ['Burrata', 'Burrata cremosa, pomodori antichi, olio al basilico e sale marino.'],
        ['Arancini', 'Arancini di risotto allo zafferano con cuore di mozzarella filante.'],
        ['Vitello tonnato', 'Vitello affettato sottile, salsa tonnata e capperi croccanti.'],
        ['Margherita', 'Pomodoro San Marzano, fior di latte e basilico; impasto a 48 ore.'],
        ['Diavola', 'Salame piccante, miele al peperoncino e mozzarella affumicata.'],
        ['Funghi e tartufo', 'Funghi di bosco, crema al tartufo, timo e parmigiano.'],
        ['Cacio e pepe', 'Tonnarelli, pecorino romano e pepe nero tostato.'],
        ['Tagliatelle al ragù', 'Ragù di manzo e maiale cotto a lungo, pasta all’uovo tirata a mano.'],
        ['Linguine alle vongole', 'Vongole, aglio, vino bianco, prezzemolo e peperoncino.'],
        ['Tiramisù', 'Savoiardi inzuppati nell’espresso e crema al mascarpone.'],
        ['Panna cotta', 'Bacca di vaniglia e composta di frutta di stagione.'],
      ],
    },
    japanese: {
      label: 'cucina giapponese',
      categories: ['Piattini', 'Sushi', 'Ramen', 'Dolci'],
      dishes: [
        ['Edamame', 'Al vapore, con fiocchi di sale e scorza di yuzu.'],
        ['Karaage di pollo', 'Marinato allo zenzero e soia, fritto due volte, con maionese kewpie.'],
        ['Agedashi tofu', 'Tofu morbido croccante in dashi caldo con daikon grattugiato.'],
        ['Nigiri omakase', 'Otto pezzi a scelta dello chef dal mercato del giorno.'],
        ['Roll aburi al salmone', 'Salmone scottato alla fiamma, avocado, maionese piccante e tobiko.'],
        ['Maki di verdure', 'Cetriolo, ravanello in salamoia, avocado e shiso.'],
        ['Ramen tonkotsu', 'Brodo di maiale cotto 18 ore, chashu, uovo ajitama e alga nori.'],
        ['Ramen al miso con verdure', 'Brodo di miso bianco, mais arrosto, tofu e verdure.'],
        ['Cheesecake al matcha', 'Cheesecake leggera alla giapponese con matcha cerimoniale.'],
        ['Tris di mochi', 'Sesamo nero, yuzu e fragola.'],
      ],
    },
  },
};
