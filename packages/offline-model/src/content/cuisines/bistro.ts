import type { Cuisine } from '../menus';

export const BISTRO: Cuisine = {
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
