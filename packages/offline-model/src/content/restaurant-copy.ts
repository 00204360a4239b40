import { type CopyContext, type DomainCopy, emailFor, inPlace, money } from './types';

/** What differs for a restaurant from the bakery copy: dinner, service and the dining room. */
export function restaurantCopy({ name, place, currency }: CopyContext): Partial<DomainCopy> {
  const here = inPlace(place);
  return {
    heroBadge: 'Now taking bookings',
    headline: 'Seasonal cooking, served with care',
    lede: `${name} is a neighbourhood restaurant${here} where the market decides the menu, the kitchen cooks with patience, and every table is looked after like a regular's.`,
    primaryCta: 'See the menu',
    secondaryCta: 'Book a table',
    features: [
      {
        icon: 'Leaf',
        title: 'Market-led menu',
        text: 'We cook what is best this week, from growers and fishers we know by name.',
      },
      {
        icon: 'ChefHat',
        title: 'Made in house',
        text: 'Stocks, sauces, pickles and desserts: all made from scratch in our kitchen.',
      },
      {
        icon: 'Wine',
        title: 'Thoughtful drinks',
        text: 'A short list of small producers, plus house cordials and zero-proof pairings.',
      },
      {
        icon: 'Users',
        title: 'Private dining',
        text: 'A private room for up to 16 guests, with a menu planned around your occasion.',
      },
      {
        icon: 'Heart',
        title: 'Every diet welcome',
        text: 'Vegetarian, vegan and gluten-free dishes on every menu, never an afterthought.',
      },
      {
        icon: 'Clock',
        title: 'Lunch and dinner',
        text: 'Relaxed lunches and long dinners, six days a week.',
      },
    ],
    steps: [
      { title: 'Book a table', text: 'Reserve online in under a minute, or call us.' },
      { title: 'Settle in', text: 'We will walk you through the menu and today’s specials.' },
      { title: 'Enjoy', text: 'Take your time. Nobody will rush you out.' },
    ],
    testimonials: [
      {
        quote: 'Every dish tasted like someone cared about it. The best meal we had all year.',
        name: 'Marta Ribeiro',
        role: 'Dined in spring',
      },
      {
        quote: 'We booked the private room for my mother’s birthday and the team made it unforgettable.',
        name: 'Daniel Okafor',
        role: 'Private dining guest',
      },
      {
        quote: 'Warm service, a brilliant wine list and a dessert I still think about.',
        name: 'Sophie Laurent',
        role: 'Food writer',
      },
    ],
    tiers: [
      {
        name: 'Lunch set',
        price: money(24, currency),
        period: '/person',
        description: 'Two courses and a glass of house wine.',
        features: ['Tuesday to Friday', 'Changes weekly', 'Ready in an hour'],
        cta: 'Book lunch',
      },
      {
        name: 'Tasting menu',
        price: money(68, currency),
        period: '/person',
        description: 'Seven courses from this week’s market.',
        features: ['Seven courses', 'Snacks and bread', 'Optional wine pairing', 'Chef’s welcome'],
        cta: 'Book the tasting menu',
        isFeatured: true,
      },
      {
        name: 'Private dining',
        price: money(90, currency),
        period: '/person',
        description: 'The private room for 8 to 16 guests.',
        features: ['Menu planned with you', 'Dedicated host', 'Flowers and place cards'],
        cta: 'Enquire',
      },
    ],
    faqs: [
      {
        question: 'Do you cater for allergies and diets?',
        answer:
          'Yes. Tell us when you book and the kitchen will adapt the menu; vegetarian and vegan dishes are always on it.',
      },
      {
        question: 'Can I book for a large group?',
        answer:
          'Tables of up to eight can be booked online. For more, our private room seats sixteen; just get in touch.',
      },
      {
        question: 'Do you take walk-ins?',
        answer: 'We keep a few tables and the bar for walk-ins every evening.',
      },
      {
        question: 'Is there parking nearby?',
        answer: 'There is a public car park two minutes away and good public transport links.',
      },
    ],
    stats: [
      { value: '6', label: 'Days a week, lunch and dinner' },
      { value: '40', label: 'Seats, plus a private room' },
      { value: '4.8', label: 'Average rating from guests' },
    ],
    gallery: [
      'The dining room in the evening, candles on every table',
      'The chef plating a seasonal starter',
      'A glass of natural wine by the window',
      'Fresh produce from the morning market',
      'The private dining room set for a celebration',
      'A signature dessert with berries and cream',
    ],
    cta: {
      title: 'Your table is waiting',
      text: 'Book online in a minute, or call us and we will find you a spot.',
    },
    newsletter: {
      title: 'News from the kitchen',
      text: 'New menus, special dinners and the occasional recipe, once a month.',
    },
    contact: {
      email: emailFor(name),
      phone: '+1 (555) 214-0190',
      address: place ? `12 Market Street, ${place}` : '12 Market Street',
      hours: 'Tue–Sun, 12–3 pm & 6–11 pm',
    },
  };
}
