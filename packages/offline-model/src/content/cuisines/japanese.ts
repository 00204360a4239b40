import type { Cuisine } from '../menus';

export const JAPANESE: Cuisine = {
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
