import { type CopyContext, type DomainCopy, emailFor, money } from './types';

export function travelCopy({ name, place, currency }: CopyContext): DomainCopy {
  const where = place ?? 'the coast';
  return {
    heroBadge: 'Summer dates now open',
    headline: `Slow journeys to the best of ${where}`,
    lede: `${name} plans small-group trips and stays with local guides, hand-picked places to sleep and time to actually enjoy them.`,
    primaryCta: 'Explore trips',
    secondaryCta: 'Talk to a planner',
    features: [
      {
        icon: 'Compass',
        title: 'Local guides',
        text: 'Every trip is led by someone who grew up where you are going.',
      },
      {
        icon: 'Hotel',
        title: 'Stays with character',
        text: 'Family-run guesthouses and boutique hotels we have slept in ourselves.',
      },
      { icon: 'Users', title: 'Small groups', text: 'Twelve travellers at most, so plans stay flexible.' },
      {
        icon: 'Leaf',
        title: 'Low impact',
        text: 'Trains over planes where we can, and carbon offset on every booking.',
      },
      {
        icon: 'Shield',
        title: 'Fully protected',
        text: 'Financially protected bookings and 24/7 support while you travel.',
      },
      {
        icon: 'CalendarDays',
        title: 'Flexible dates',
        text: 'Move your departure free of charge up to 30 days before.',
      },
    ],
    steps: [
      { title: 'Choose a trip', text: 'Browse itineraries or ask us to design one for you.' },
      { title: 'Reserve your place', text: 'Secure it with a small deposit; pay the rest later.' },
      { title: 'Pack and go', text: 'We handle transfers, tickets and the details.' },
    ],
    testimonials: [
      {
        quote: 'Every stay was better than the last and our guide felt like a friend by day two.',
        name: 'Rachel Adams',
        role: 'Travelled in May',
      },
      {
        quote: 'The pace was perfect: enough planned to see the highlights, enough free time to wander.',
        name: 'Tomás García',
        role: 'Travelled in September',
      },
      {
        quote: 'When a ferry was cancelled they had a new plan within the hour. Faultless.',
        name: 'Ingrid Nilsson',
        role: 'Travelled in June',
      },
    ],
    tiers: [
      {
        name: 'Weekend escape',
        price: money(690, currency),
        period: '/person',
        description: 'Three days, two nights, one unforgettable place.',
        features: ['Boutique stay', 'Guided walk', 'Welcome dinner'],
        cta: 'See dates',
      },
      {
        name: 'Signature week',
        price: money(1890, currency),
        period: '/person',
        description: 'Our most-loved seven-day itinerary.',
        features: ['6 nights in 3 stays', 'Local guide throughout', 'Most meals included', 'All transfers'],
        cta: 'Reserve a place',
        isFeatured: true,
      },
      {
        name: 'Tailor-made',
        price: `From ${money(2500, currency)}`,
        period: '',
        description: 'Your dates, your pace, designed with you.',
        features: ['Private guide', 'Any length', 'Dedicated planner'],
        cta: 'Plan with us',
      },
    ],
    faqs: [
      {
        question: 'How fit do I need to be?',
        answer:
          'Most trips include walks of two to three hours on easy ground. Each itinerary lists its activity level.',
      },
      {
        question: 'Are flights included?',
        answer:
          'Flights are not included, so you can travel from wherever suits you. We are happy to suggest routes.',
      },
      {
        question: 'Can I travel solo?',
        answer:
          'Yes. Around a third of our travellers come alone, and single rooms are available on every trip.',
      },
      {
        question: 'What if I need to cancel?',
        answer:
          'Deposits are refundable up to 60 days before departure, and we recommend travel insurance for the rest.',
      },
    ],
    stats: [
      { value: '3,400', label: 'Travellers last year' },
      { value: '4.9', label: 'Average trip rating' },
      { value: '38', label: 'Local guides' },
    ],
    gallery: [
      'A winding coastal path at golden hour',
      'A whitewashed guesthouse with blue shutters',
      'A long table set for dinner under string lights',
      'Hikers on a ridge above the clouds',
      'A harbour full of small fishing boats',
      'A market stall piled with fresh fruit',
    ],
    products: [
      {
        name: 'Weekend escape',
        price: 690,
        category: 'Short breaks',
        description: 'Three days of walks, food and a boutique stay.',
        badge: 'Popular',
      },
      {
        name: 'Coastal week',
        price: 1890,
        category: 'Week-long',
        description: 'Seven days between fishing villages and hidden beaches.',
      },
      {
        name: 'Mountain villages',
        price: 1590,
        category: 'Week-long',
        description: 'Stone villages, high trails and long lunches.',
      },
      {
        name: 'Food and wine tour',
        price: 1290,
        category: 'Short breaks',
        description: 'Four days of markets, cooking classes and vineyards.',
        badge: 'New',
      },
      {
        name: 'Island hopping',
        price: 2190,
        category: 'Week-long',
        description: 'Three islands by ferry, with a local skipper.',
      },
      {
        name: 'City weekend',
        price: 540,
        category: 'Short breaks',
        description: 'Neighbourhood walks and a hand-picked hotel.',
      },
    ],
    posts: [
      {
        title: 'The art of travelling slowly',
        excerpt: 'Why fewer places and longer stays make better trips.',
        tag: 'Ideas',
        minutes: 6,
        body: [
          'The instinct is to see everything. The reward is in seeing a few things well.',
          'Two nights in each place, at least, turns a checklist into a journey.',
        ],
      },
      {
        title: 'What to pack for a walking trip',
        excerpt: 'A short list from guides who walk for a living.',
        tag: 'Tips',
        minutes: 4,
        body: [
          'Broken-in shoes, a light waterproof and layers. That is most of it.',
          'Leave the extra outfits at home and bring a good book instead.',
        ],
      },
      {
        title: 'A local’s guide to eating well',
        excerpt: 'Our guides name the places they take their own families.',
        tag: 'Food',
        minutes: 5,
        body: [
          'The best meals are rarely the ones with the longest queues.',
          'Ask where people eat on a Tuesday lunchtime and go there.',
        ],
      },
      {
        title: 'Shoulder season is the best season',
        excerpt: 'Fewer crowds, softer light and better prices in spring and autumn.',
        tag: 'Planning',
        minutes: 5,
        body: [
          'Travelling in May or October means warm days, quiet paths and locals with time to talk.',
          'Prices drop too, sometimes by a third.',
        ],
      },
    ],
    cta: {
      title: 'Where to next?',
      text: 'Tell us when you would like to travel and what you love. A planner will reply within a day.',
    },
    newsletter: {
      title: 'Postcards, by email',
      text: 'New itineraries, last-minute places and stories from the road, twice a month.',
    },
    contact: {
      email: emailFor(name),
      phone: '+1 (555) 733-2041',
      address: place ? `3 Harbour Road, ${place}` : '3 Harbour Road',
      hours: 'Planners available Mon–Sat, 9 am – 7 pm',
    },
  };
}
