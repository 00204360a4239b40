import { type CopyContext, type DomainCopy, emailFor, inPlace, money } from './types';

/** A plant shop's or florist's words, in the prompt languages too: its copy sells plants. */
export const PLANT_WORDS =
  /plant|flower|florist|garden|flor|vivero|jard[ií]n|fleur|jardin|pflanze|blume|garten|g[äa]rtner|pianta|piante|fior|giardin|vivaio|viveiro/i;

export function retailCopy({ name, place, topic, currency }: CopyContext): DomainCopy {
  const here = inPlace(place);
  const isPlants = PLANT_WORDS.test(topic);
  return {
    heroBadge: `Free shipping over ${money(50, currency)}`,
    headline: isPlants ? 'Bring a little life into every room' : 'Beautiful everyday things, made to last',
    lede: isPlants
      ? `${name} delivers healthy, happy plants and everything they need, with care guides written by real growers.`
      : `${name} is a small shop${here} for thoughtfully made goods: honest materials, fair prices and nothing you will throw away next year.`,
    primaryCta: 'Shop the collection',
    secondaryCta: 'Our story',
    features: [
      {
        icon: 'Truck',
        title: 'Free shipping',
        text: `On every order over ${money(50, currency)}, delivered in two to four days.`,
      },
      {
        icon: 'RotateCcw',
        title: '30-day returns',
        text: 'Not quite right? Send it back for free, no questions asked.',
      },
      {
        icon: 'Leaf',
        title: 'Responsibly made',
        text: 'Natural materials and makers we have met in person.',
      },
      {
        icon: 'Gift',
        title: 'Gift wrapping',
        text: 'Wrapped by hand with a handwritten note, free on request.',
      },
      { icon: 'Shield', title: 'Secure checkout', text: 'Pay safely by card, Apple Pay or Google Pay.' },
      { icon: 'Heart', title: 'Small-batch', text: 'Limited runs mean less waste and more character.' },
    ],
    steps: [
      { title: 'Browse', text: 'Explore the collection or filter by category.' },
      { title: 'Add to cart', text: 'Save favourites and check out in under a minute.' },
      { title: 'Unbox', text: 'Plastic-free packaging, at your door in days.' },
    ],
    testimonials: [
      {
        quote: isPlants
          ? 'Every plant arrived perfectly packed and is still thriving six months later.'
          : 'The quality is wonderful and the packaging was a joy to open. My third order this year.',
        name: 'Olivia Brown',
        role: 'Verified buyer',
      },
      {
        quote: 'Fast delivery, beautiful products and a handwritten thank-you note. Small shops do it best.',
        name: 'Noah Fischer',
        role: 'Verified buyer',
      },
      {
        quote: 'I returned a size with zero hassle and the exchange arrived two days later.',
        name: 'Amara Singh',
        role: 'Verified buyer',
      },
    ],
    tiers: [
      {
        name: 'Standard',
        price: money(0, currency),
        period: '',
        description: `Free delivery on orders over ${money(50, currency)}.`,
        features: ['2–4 working days', 'Tracked shipping', '30-day returns'],
        cta: 'Shop now',
      },
      {
        name: 'Members',
        price: money(5, currency),
        period: '/month',
        description: 'Perks for regular customers.',
        features: ['Free next-day delivery', 'Early access to drops', '10% off every order', 'Birthday gift'],
        cta: 'Join members',
        isFeatured: true,
      },
      {
        name: 'Gift card',
        price: `${money(25, currency)}+`,
        period: '',
        description: 'Let them choose.',
        features: ['Delivered by email', 'Never expires', 'Any amount'],
        cta: 'Buy a gift card',
      },
    ],
    faqs: [
      {
        question: 'How long does delivery take?',
        answer: 'Orders ship within one working day and usually arrive in two to four days.',
      },
      {
        question: 'What is your return policy?',
        answer: 'You can return anything unused within 30 days for a full refund. Return labels are free.',
      },
      {
        question: 'Do you ship internationally?',
        answer: 'We ship to most of Europe and North America. Rates are shown at checkout.',
      },
      {
        question: 'How do I look after my order?',
        answer: 'Every product comes with a care card, and our team is one email away if you have questions.',
      },
    ],
    stats: [
      { value: '25,000+', label: 'Happy customers' },
      { value: '4.8/5', label: 'Average review' },
      { value: '48 h', label: 'Average delivery time' },
    ],
    gallery: [
      'A styled shelf with ceramics and plants',
      'A folded linen throw in natural tones',
      'Hands wrapping a gift in recycled paper',
      'The shop interior with wooden display tables',
      'A close-up of hand-glazed mugs',
      'A package on a doorstep',
    ],
    products: isPlants
      ? [
          {
            name: 'Monstera deliciosa',
            price: 45,
            category: 'Plants',
            description: 'The classic split-leaf favourite, 60 cm tall, in a nursery pot.',
            badge: 'Best seller',
          },
          {
            name: 'Snake plant',
            price: 29,
            category: 'Plants',
            description: 'Tough, upright and happy in low light.',
          },
          {
            name: 'Fiddle leaf fig',
            price: 59,
            category: 'Plants',
            description: 'Big glossy leaves for a bright corner.',
          },
          {
            name: 'Pothos trio',
            price: 24,
            category: 'Plants',
            description: 'Three trailing pothos in golden, marble and neon.',
            badge: 'New',
          },
          {
            name: 'Terracotta pot',
            price: 18,
            category: 'Pots',
            description: 'Hand-thrown, breathable, with a drainage hole.',
          },
          {
            name: 'Glazed planter',
            price: 32,
            category: 'Pots',
            description: 'Speckled stoneware in sage green.',
          },
          {
            name: 'Brass mister',
            price: 22,
            category: 'Care',
            description: 'A fine mist for humidity-loving plants.',
          },
          {
            name: 'Organic plant food',
            price: 12,
            category: 'Care',
            description: 'Gentle liquid feed for monthly use.',
          },
        ]
      : [
          {
            name: 'Stoneware mug',
            price: 28,
            category: 'Kitchen',
            description: 'Hand-glazed, 350 ml, dishwasher safe.',
            badge: 'Best seller',
          },
          {
            name: 'Linen tea towel set',
            price: 24,
            category: 'Kitchen',
            description: 'Two stonewashed linen towels that get softer with every wash.',
          },
          {
            name: 'Wool throw',
            price: 120,
            category: 'Home',
            description: 'Woven from undyed merino in a herringbone pattern.',
          },
          {
            name: 'Beeswax candle',
            price: 19,
            category: 'Home',
            description: 'Slow-burning, lightly honey-scented, 40 hours.',
            badge: 'New',
          },
          {
            name: 'Oak serving board',
            price: 55,
            category: 'Kitchen',
            description: 'Cut from a single piece of FSC oak, oiled by hand.',
          },
          {
            name: 'Canvas tote',
            price: 32,
            category: 'Accessories',
            description: 'Heavy organic canvas with leather handles.',
          },
          {
            name: 'Ceramic vase',
            price: 48,
            category: 'Home',
            description: 'Matte white with a raw clay foot.',
          },
          {
            name: 'Leather card holder',
            price: 39,
            category: 'Accessories',
            description: 'Vegetable-tanned leather, four card slots.',
          },
        ],
    posts: [
      {
        title: 'Meet the makers',
        excerpt: 'We visited the small workshops behind our best-loved products.',
        tag: 'Makers',
        minutes: 6,
        body: [
          'Every product in the shop starts with a person.',
          'This season we visited a ceramicist, a weaver and a woodworker to see how their pieces are made.',
        ],
      },
      {
        title: 'How to care for natural materials',
        excerpt: 'Linen, wool, oak and clay: simple habits that make them last.',
        tag: 'Care',
        minutes: 5,
        body: [
          'Natural materials age beautifully if you let them.',
          'Wash linen cool, air wool instead of washing it, and oil wooden boards once a month.',
        ],
      },
      {
        title: 'The gift guide',
        excerpt: 'Thoughtful presents for every budget, wrapped by hand.',
        tag: 'Gifts',
        minutes: 4,
        body: [
          'The best gifts get used every day.',
          'Here are our favourites under 30, under 60 and for someone special.',
        ],
      },
      {
        title: 'Why we do not run sales',
        excerpt: 'Fair prices all year round, and what that means for our makers.',
        tag: 'Story',
        minutes: 5,
        body: [
          'Constant discounts train people to wait and push makers to cut corners.',
          'We price fairly from the start, so everyone in the chain is paid properly.',
        ],
      },
    ],
    cta: {
      title: 'Find something you will keep for years',
      text: 'New pieces arrive every Thursday in small batches. When they are gone, they are gone.',
    },
    newsletter: {
      title: 'First look at new drops',
      text: 'Be the first to know about new arrivals, restocks and maker stories.',
    },
    contact: {
      email: emailFor(name),
      phone: '+1 (555) 412-8890',
      address: place ? `7 Mill Street, ${place}` : '7 Mill Street',
      hours: 'Shop open Wed–Sun, 10 am – 6 pm',
    },
  };
}
