import type { Cuisine } from '../menus';

export const ITALIAN: Cuisine = {
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
