import type { Cuisine } from '../menus';

export const BAKERY: Cuisine = {
  id: 'bakery',
  label: 'bakery and café',
  icon: 'Croissant',
  signature: ['Sourdough toast', 'Butter croissant', 'Pastel de nata'],
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
