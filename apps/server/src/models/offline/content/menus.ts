import type { Currency } from './types';

/** Restaurant menus by cuisine, picked by the prompt's words; prices in the local currency's units. */

export type Dish = { name: string; description: string; price: number; tags?: string[] };
export type MenuCategory = { name: string; dishes: Dish[] };
export type Cuisine = {
  id: string;
  label: string;
  icon: string;
  categories: MenuCategory[];
  signature: [string, string, string];
};

const BAKERY: Cuisine = {
  id: 'bakery',
  label: 'bakery and café',
  icon: 'Croissant',
  signature: ['Country sourdough', 'Butter croissant', 'Pastel de nata'],
  categories: [
    {
      name: 'Breakfast',
      dishes: [
        {
          name: 'Butter croissant',
          description: 'Laminated by hand with cultured butter; shatteringly flaky.',
          price: 3.5,
          tags: ['Vegetarian'],
        },
        {
          name: 'Pastel de nata',
          description: 'Blistered custard in crisp puff pastry, dusted with cinnamon.',
          price: 2.5,
          tags: ['Vegetarian'],
        },
        {
          name: 'Sourdough toast',
          description: 'Thick-cut country loaf, salted butter and house jam.',
          price: 6,
          tags: ['Vegan option'],
        },
        {
          name: 'Shakshuka',
          description: 'Eggs baked in spiced tomato and pepper sauce, with flatbread.',
          price: 12,
          tags: ['Vegetarian'],
        },
      ],
    },
    {
      name: 'Lunch',
      dishes: [
        {
          name: 'Focaccia sandwich',
          description: 'Mortadella, burrata and pistachio pesto on rosemary focaccia.',
          price: 11,
        },
        {
          name: 'Roast vegetable tartine',
          description: 'Charred peppers, courgette, whipped feta and herbs.',
          price: 10,
          tags: ['Vegetarian'],
        },
        {
          name: 'Soup of the day',
          description: 'Made every morning, served with a thick slice of rye.',
          price: 8,
          tags: ['Vegan'],
        },
      ],
    },
    {
      name: 'Sweet',
      dishes: [
        {
          name: 'Cardamom bun',
          description: 'Swedish-style knot rolled in cardamom sugar.',
          price: 4,
          tags: ['Vegetarian'],
        },
        {
          name: 'Lemon tart',
          description: 'Sharp lemon curd, almond pastry, fresh berries.',
          price: 5.5,
          tags: ['Vegetarian'],
        },
        {
          name: 'Chocolate babka',
          description: 'Swirled with dark chocolate and baked until sticky.',
          price: 4.5,
          tags: ['Vegetarian'],
        },
      ],
    },
    {
      name: 'Drinks',
      dishes: [
        { name: 'Flat white', description: 'Double ristretto with silky steamed milk.', price: 3.8 },
        {
          name: 'Filter coffee',
          description: 'Rotating single origin, brewed to order.',
          price: 3.5,
          tags: ['Vegan'],
        },
        {
          name: 'Fresh orange juice',
          description: 'Squeezed to order from Algarve oranges.',
          price: 4,
          tags: ['Vegan'],
        },
      ],
    },
  ],
};

const ITALIAN: Cuisine = {
  id: 'italian',
  label: 'Italian kitchen',
  icon: 'Pizza',
  signature: ['Margherita', 'Cacio e pepe', 'Tiramisù'],
  categories: [
    {
      name: 'Antipasti',
      dishes: [
        {
          name: 'Burrata',
          description: 'Creamy burrata, heritage tomatoes, basil oil and sea salt.',
          price: 13,
          tags: ['Vegetarian'],
        },
        {
          name: 'Arancini',
          description: 'Saffron risotto balls with a molten mozzarella heart.',
          price: 9,
          tags: ['Vegetarian'],
        },
        {
          name: 'Vitello tonnato',
          description: 'Thinly sliced veal, tuna caper sauce, crispy capers.',
          price: 14,
        },
      ],
    },
    {
      name: 'Pizza',
      dishes: [
        {
          name: 'Margherita',
          description: 'San Marzano tomato, fior di latte, basil; 48-hour dough.',
          price: 12,
          tags: ['Vegetarian'],
        },
        { name: 'Diavola', description: 'Spicy salami, chilli honey, smoked mozzarella.', price: 15 },
        {
          name: 'Funghi e tartufo',
          description: 'Wild mushrooms, truffle cream, thyme and parmesan.',
          price: 17,
          tags: ['Vegetarian'],
        },
      ],
    },
    {
      name: 'Pasta',
      dishes: [
        {
          name: 'Cacio e pepe',
          description: 'Tonnarelli, pecorino romano and toasted black pepper.',
          price: 14,
          tags: ['Vegetarian'],
        },
        {
          name: 'Tagliatelle al ragù',
          description: 'Slow-cooked beef and pork ragù, hand-cut egg pasta.',
          price: 17,
        },
        {
          name: 'Linguine alle vongole',
          description: 'Clams, garlic, white wine, parsley and chilli.',
          price: 19,
        },
      ],
    },
    {
      name: 'Dolci',
      dishes: [
        {
          name: 'Tiramisù',
          description: 'Espresso-soaked savoiardi and mascarpone cream.',
          price: 8,
          tags: ['Vegetarian'],
        },
        {
          name: 'Panna cotta',
          description: 'Vanilla bean, seasonal fruit compote.',
          price: 7,
          tags: ['Vegetarian'],
        },
      ],
    },
  ],
};

const JAPANESE: Cuisine = {
  id: 'japanese',
  label: 'Japanese kitchen',
  icon: 'Fish',
  signature: ['Omakase nigiri', 'Tonkotsu ramen', 'Matcha cheesecake'],
  categories: [
    {
      name: 'Small plates',
      dishes: [
        {
          name: 'Edamame',
          description: 'Steamed and tossed with flaky salt and yuzu zest.',
          price: 5,
          tags: ['Vegan'],
        },
        {
          name: 'Chicken karaage',
          description: 'Ginger-soy marinated, twice fried, with kewpie mayo.',
          price: 9,
        },
        {
          name: 'Agedashi tofu',
          description: 'Crisp silken tofu in warm dashi with grated daikon.',
          price: 8,
          tags: ['Vegetarian'],
        },
      ],
    },
    {
      name: 'Sushi',
      dishes: [
        {
          name: 'Omakase nigiri',
          description: 'Eight pieces of the chef’s choice from today’s market.',
          price: 32,
        },
        {
          name: 'Salmon aburi roll',
          description: 'Torched salmon, avocado, spicy mayo and tobiko.',
          price: 16,
        },
        {
          name: 'Vegetable maki',
          description: 'Cucumber, pickled radish, avocado and shiso.',
          price: 11,
          tags: ['Vegan'],
        },
      ],
    },
    {
      name: 'Ramen',
      dishes: [
        { name: 'Tonkotsu ramen', description: '18-hour pork broth, chashu, ajitama egg, nori.', price: 16 },
        {
          name: 'Miso vegetable ramen',
          description: 'White miso broth, roasted corn, tofu and greens.',
          price: 15,
          tags: ['Vegan'],
        },
      ],
    },
    {
      name: 'Dessert',
      dishes: [
        {
          name: 'Matcha cheesecake',
          description: 'Light Japanese-style cheesecake with ceremonial matcha.',
          price: 8,
          tags: ['Vegetarian'],
        },
        {
          name: 'Mochi trio',
          description: 'Black sesame, yuzu and strawberry.',
          price: 7,
          tags: ['Vegetarian'],
        },
      ],
    },
  ],
};

const BISTRO: Cuisine = {
  id: 'bistro',
  label: 'neighbourhood restaurant',
  icon: 'UtensilsCrossed',
  signature: ['Roast chicken', 'Seasonal risotto', 'Chocolate fondant'],
  categories: [
    {
      name: 'Starters',
      dishes: [
        {
          name: 'Heirloom tomato salad',
          description: 'Stracciatella, basil oil and toasted sourdough.',
          price: 11,
          tags: ['Vegetarian'],
        },
        { name: 'Crispy squid', description: 'Lemon aioli, smoked paprika and charred lemon.', price: 12 },
        {
          name: 'Soup of the season',
          description: 'Ask your server; always made in house.',
          price: 8,
          tags: ['Vegan'],
        },
      ],
    },
    {
      name: 'Mains',
      dishes: [
        {
          name: 'Roast chicken',
          description: 'Free-range half chicken, tarragon jus, crisp potatoes.',
          price: 22,
        },
        {
          name: 'Seasonal risotto',
          description: 'Carnaroli rice with the best of this week’s market.',
          price: 18,
          tags: ['Vegetarian'],
        },
        {
          name: 'Catch of the day',
          description: 'Line-caught fish, brown butter, capers and greens.',
          price: 26,
        },
        {
          name: 'Steak frites',
          description: 'Grass-fed flat iron, peppercorn sauce, hand-cut fries.',
          price: 28,
        },
      ],
    },
    {
      name: 'Desserts',
      dishes: [
        {
          name: 'Chocolate fondant',
          description: 'Molten centre, salted caramel ice cream.',
          price: 9,
          tags: ['Vegetarian'],
        },
        {
          name: 'Seasonal fruit crumble',
          description: 'Oat and almond crumble, vanilla custard.',
          price: 8,
          tags: ['Vegetarian'],
        },
      ],
    },
    {
      name: 'Drinks',
      dishes: [
        {
          name: 'House lemonade',
          description: 'Fresh lemons, mint and a little sparkle.',
          price: 5,
          tags: ['Vegan'],
        },
        {
          name: 'Natural wine by the glass',
          description: 'A rotating selection from small producers.',
          price: 8,
          tags: ['Vegan'],
        },
      ],
    },
  ],
};

export function cuisineFor(text: string): Cuisine {
  const lower = text.toLowerCase();
  if (/\b(?:bakery|bakeries|caf[eé]|coffee|pastr|brunch|breakfast|patisserie|boulangerie)/.test(lower))
    return BAKERY;
  if (/\b(?:italian|pizza|pizzeria|pasta|trattoria|osteria)/.test(lower)) return ITALIAN;
  if (/\b(?:japanese|sushi|ramen|izakaya|japan|tokyo|kyoto|osaka)/.test(lower)) return JAPANESE;
  return BISTRO;
}

export function price(amount: number, currency: Currency): string {
  const symbol = currency === 'EUR' ? '€' : currency === 'GBP' ? '£' : '$';
  return `${symbol}${amount % 1 === 0 ? amount : amount.toFixed(2)}`;
}
