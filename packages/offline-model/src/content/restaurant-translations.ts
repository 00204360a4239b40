import type { PromptLanguage } from '../language';

/**
 * A restaurant's lede, features, reviews, gallery and address in the prompt languages (restaurant-landing.ts has
 * the rest of its copy and lays them over the food copy).
 */
export type RestaurantText = {
  lede: (name: string, place: string | null) => string;
  /** Six features (title, text), in the English copy's order and icons. */
  features: ReadonlyArray<readonly [string, string]>;
  /** Three reviews (quote, name, role). */
  testimonials: ReadonlyArray<readonly [string, string, string]>;
  /** Six pictures' descriptions. */
  gallery: readonly string[];
  phone: string;
  street: string;
};

/** The features' icons, as the English copy's. */
export const FEATURE_ICONS = ['Leaf', 'ChefHat', 'Wine', 'Users', 'Heart', 'Clock'] as const;

export const RESTAURANT_TEXT: Record<PromptLanguage, RestaurantText> = {
  es: {
    lede: (name, place) =>
      `${name} es un restaurante de barrio${place ? ` en ${place}` : ''} donde el mercado decide la carta, la cocina trabaja sin prisas y cada mesa se atiende como la de un cliente de toda la vida.`,
    features: [
      [
        'Carta de mercado',
        'Cocinamos lo mejor de cada semana, de agricultores y pescadores que conocemos por su nombre.',
      ],
      ['Todo hecho en casa', 'Fondos, salsas, encurtidos y postres: todo se elabora en nuestra cocina.'],
      [
        'Bebidas con criterio',
        'Una carta corta de pequeños productores, refrescos caseros y maridajes sin alcohol.',
      ],
      ['Comedor privado', 'Un reservado para hasta 16 personas, con un menú pensado para tu celebración.'],
      [
        'Para todas las dietas',
        'Platos vegetarianos, veganos y sin gluten en cada carta, nunca como un añadido.',
      ],
      ['Comidas y cenas', 'Comidas tranquilas y sobremesas largas, seis días a la semana.'],
    ],
    testimonials: [
      [
        'Cada plato sabía a que alguien lo había cuidado. La mejor comida del año.',
        'Marta Ribeiro',
        'Vino en primavera',
      ],
      [
        'Reservamos el comedor privado para el cumpleaños de mi madre y el equipo lo hizo inolvidable.',
        'Daniel Okafor',
        'Cliente del comedor privado',
      ],
      [
        'Un trato cercano, una carta de vinos estupenda y un postre que todavía recuerdo.',
        'Sophie Laurent',
        'Crítica gastronómica',
      ],
    ],
    gallery: [
      'El comedor por la noche, con velas en cada mesa',
      'El chef emplatando un entrante de temporada',
      'Una copa de vino natural junto a la ventana',
      'Producto fresco del mercado de la mañana',
      'El comedor privado preparado para una celebración',
      'Un postre de la casa con frutos rojos y nata',
    ],
    phone: '+34 910 214 019',
    street: 'Calle del Mercado 12',
  },
  fr: {
    lede: (name, place) =>
      `${name} est un restaurant de quartier${place ? ` à ${place}` : ''} où le marché décide de la carte, où la cuisine prend son temps et où chaque table est reçue comme celle d’un habitué.`,
    features: [
      [
        'Une carte du marché',
        'Nous cuisinons le meilleur de la semaine, auprès de producteurs et de pêcheurs que nous connaissons.',
      ],
      ['Tout est fait maison', 'Fonds, sauces, pickles et desserts : tout est préparé dans notre cuisine.'],
      [
        'Des boissons choisies',
        'Une courte carte de petits vignerons, des sirops maison et des accords sans alcool.',
      ],
      ['Salon privé', 'Un salon pour 16 convives au plus, avec un menu pensé pour votre occasion.'],
      [
        'Tous les régimes',
        'Des plats végétariens, vegan et sans gluten à chaque carte, jamais en option de dernière minute.',
      ],
      ['Déjeuner et dîner', 'Des déjeuners détendus et de longs dîners, six jours sur sept.'],
    ],
    testimonials: [
      [
        'Chaque plat avait le goût du soin. Le meilleur repas de notre année.',
        'Marta Ribeiro',
        'Venue au printemps',
      ],
      [
        'Nous avons réservé le salon privé pour l’anniversaire de ma mère : l’équipe l’a rendu inoubliable.',
        'Daniel Okafor',
        'Client du salon privé',
      ],
      [
        'Un service chaleureux, une superbe carte des vins et un dessert auquel je pense encore.',
        'Sophie Laurent',
        'Critique gastronomique',
      ],
    ],
    gallery: [
      'La salle le soir, une bougie sur chaque table',
      'Le chef dresse une entrée de saison',
      'Un verre de vin nature près de la fenêtre',
      'Des produits frais du marché du matin',
      'Le salon privé dressé pour une fête',
      'Un dessert signature aux fruits rouges et à la crème',
    ],
    phone: '+33 1 84 60 21 90',
    street: '12 rue du Marché',
  },
  de: {
    lede: (name, place) =>
      `${name} ist ein Restaurant${place ? ` in ${place}` : ''}, in dem der Markt die Karte bestimmt, die Küche sich Zeit lässt und jeder Tisch wie der von Stammgästen umsorgt wird.`,
    features: [
      [
        'Marktküche',
        'Wir kochen, was diese Woche am besten ist, von Erzeugern und Fischern, die wir persönlich kennen.',
      ],
      ['Alles hausgemacht', 'Fonds, Saucen, Eingelegtes und Desserts: alles entsteht in unserer Küche.'],
      [
        'Gut ausgewählte Getränke',
        'Eine kleine Karte kleiner Winzer, hausgemachte Limonaden und alkoholfreie Begleitung.',
      ],
      ['Separee', 'Ein eigener Raum für bis zu 16 Gäste, mit einem Menü ganz für Ihren Anlass.'],
      [
        'Für jede Ernährung',
        'Vegetarische, vegane und glutenfreie Gerichte auf jeder Karte, nie als Notlösung.',
      ],
      ['Mittags und abends', 'Entspannte Mittagessen und lange Abende, sechs Tage die Woche.'],
    ],
    testimonials: [
      [
        'Jedem Gericht merkte man die Sorgfalt an. Unser bestes Essen in diesem Jahr.',
        'Marta Ribeiro',
        'Zu Gast im Frühling',
      ],
      [
        'Wir haben das Separee für den Geburtstag meiner Mutter gebucht, und das Team hat ihn unvergesslich gemacht.',
        'Daniel Okafor',
        'Gast im Separee',
      ],
      [
        'Herzlicher Service, eine großartige Weinkarte und ein Dessert, an das ich noch immer denke.',
        'Sophie Laurent',
        'Gastrokritikerin',
      ],
    ],
    gallery: [
      'Der Gastraum am Abend, auf jedem Tisch eine Kerze',
      'Der Küchenchef richtet eine saisonale Vorspeise an',
      'Ein Glas Naturwein am Fenster',
      'Frische Zutaten vom Markt am Morgen',
      'Das Separee, festlich eingedeckt',
      'Ein Dessert des Hauses mit Beeren und Sahne',
    ],
    phone: '+49 30 2140 190',
    street: 'Marktstraße 12',
  },
  pt: {
    lede: (name, place) =>
      `${name} é um restaurante de bairro${place ? ` em ${place}` : ''} onde o mercado decide a ementa, a cozinha trabalha sem pressa e cada mesa é tratada como a de um cliente habitual.`,
    features: [
      [
        'Ementa do mercado',
        'Cozinhamos o melhor de cada semana, de produtores e pescadores que conhecemos pelo nome.',
      ],
      ['Tudo feito em casa', 'Caldos, molhos, pickles e sobremesas: tudo feito de raiz na nossa cozinha.'],
      [
        'Bebidas escolhidas a dedo',
        'Uma carta curta de pequenos produtores, xaropes da casa e harmonizações sem álcool.',
      ],
      ['Sala privada', 'Uma sala reservada para até 16 pessoas, com uma ementa pensada para a sua ocasião.'],
      [
        'Todas as dietas',
        'Pratos vegetarianos, veganos e sem glúten em todas as ementas, nunca como um remedeio.',
      ],
      ['Almoço e jantar', 'Almoços tranquilos e jantares demorados, seis dias por semana.'],
    ],
    testimonials: [
      [
        'Cada prato sabia a cuidado. A melhor refeição que tivemos este ano.',
        'Marta Ribeiro',
        'Veio na primavera',
      ],
      [
        'Reservámos a sala privada para o aniversário da minha mãe e a equipa tornou-o inesquecível.',
        'Daniel Okafor',
        'Cliente da sala privada',
      ],
      [
        'Serviço caloroso, uma carta de vinhos excelente e uma sobremesa de que ainda me lembro.',
        'Sophie Laurent',
        'Crítica gastronómica',
      ],
    ],
    gallery: [
      'A sala ao fim do dia, com velas em todas as mesas',
      'O chef a empratar uma entrada da época',
      'Um copo de vinho natural junto à janela',
      'Produtos frescos do mercado da manhã',
      'A sala privada preparada para uma celebração',
      'Uma sobremesa da casa com frutos vermelhos e natas',
    ],
    phone: '+351 213 140 190',
    street: 'Rua do Mercado 12',
  },
  it: {
    lede: (name, place) =>
      `${name} è un ristorante di quartiere${place ? ` a ${place}` : ''} dove il mercato decide il menù, la cucina lavora senza fretta e ogni tavolo è seguito come quello di un cliente abituale.`,
    features: [
      [
        'Menù dal mercato',
        'Cuciniamo il meglio della settimana, da produttori e pescatori che conosciamo per nome.',
      ],
      ['Tutto fatto in casa', 'Fondi, salse, sottaceti e dolci: tutto preparato nella nostra cucina.'],
      [
        'Bevande scelte con cura',
        'Una carta breve di piccoli produttori, sciroppi della casa e abbinamenti analcolici.',
      ],
      ['Sala privata', 'Una sala riservata fino a 16 ospiti, con un menù pensato per la vostra occasione.'],
      ['Ogni dieta è benvenuta', 'Piatti vegetariani, vegani e senza glutine in ogni menù, mai un ripiego.'],
      ['Pranzo e cena', 'Pranzi rilassati e cene lunghe, sei giorni su sette.'],
    ],
    testimonials: [
      [
        'Ogni piatto sapeva di cura. Il pasto migliore del nostro anno.',
        'Marta Ribeiro',
        'Ospite in primavera',
      ],
      [
        'Abbiamo prenotato la sala privata per il compleanno di mia madre e lo staff l’ha reso indimenticabile.',
        'Daniel Okafor',
        'Ospite della sala privata',
      ],
      [
        'Servizio caloroso, una carta dei vini splendida e un dolce a cui penso ancora.',
        'Sophie Laurent',
        'Critica gastronomica',
      ],
    ],
    gallery: [
      'La sala di sera, con una candela su ogni tavolo',
      'Lo chef impiatta un antipasto di stagione',
      'Un calice di vino naturale vicino alla finestra',
      'Prodotti freschi dal mercato del mattino',
      'La sala privata allestita per una festa',
      'Un dolce della casa con frutti di bosco e panna',
    ],
    phone: '+39 02 2140 190',
    street: 'Via del Mercato 12',
  },
};
