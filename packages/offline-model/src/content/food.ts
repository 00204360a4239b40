import { restaurantCopy } from './restaurant-copy';
import { type CopyContext, type DomainCopy, emailFor, inPlace, money } from './types';

/** A bakery's or a café's words, in the prompt languages too. */
export const BAKERY_WORDS =
  /bak|bread|pastr|caf[eé]|coffee|brunch|patisser|croissant|donut|cake|tea ?room|panader|pasteler|boulang|p[âa]tisser|b[äa]cker|konditor|kaffee|padaria|pastelaria|panetter|pasticcer|caff[èe]|brioche|viennoiser/i;

export function foodCopy(context: CopyContext): DomainCopy {
  const base = bakeryCopy(context);
  // Bakeries and cafés talk about bread and coffee; restaurants about dinner.
  return /bak|bread|pastr|caf[eé]|coffee|brunch|patisser|croissant|donut|cake|tea ?room/i.test(
    `${context.topic} ${context.name}`,
  ) || !context.topic
    ? base
    : { ...base, ...restaurantCopy(context) };
}

/**
 * Whether the food copy in another language is a bakery's or a café's rather than a restaurant's: as
 * `foodCopy` chooses, but reading the prompt too (a prompt in another language has no English topic).
 */
export function isBakeryOrCafe({ topic, name, prompt }: CopyContext): boolean {
  return BAKERY_WORDS.test(`${topic} ${name} ${prompt ?? ''}`) || (!topic && !prompt);
}

function bakeryCopy({ name, place, currency }: CopyContext): DomainCopy {
  const here = inPlace(place);
  return {
    heroBadge: place ? `Open daily in ${place}` : 'Open daily from 7 am',
    headline: 'Made from scratch, every single morning',
    lede: `${name} is a neighbourhood kitchen${here} where slow fermentation, seasonal produce and a warm welcome come as standard.`,
    primaryCta: 'See the menu',
    secondaryCta: 'Plan your visit',
    features: [
      {
        icon: 'Wheat',
        title: 'Slow-fermented dough',
        text: 'Our loaves rest for 36 hours, for a crackling crust and a deeper flavour.',
      },
      {
        icon: 'Leaf',
        title: 'Seasonal and local',
        text: 'We buy from growers within a day’s drive and change the menu with the harvest.',
      },
      {
        icon: 'Coffee',
        title: 'Specialty coffee',
        text: 'Single-origin beans, roasted in small batches and pulled by trained baristas.',
      },
      {
        icon: 'Clock',
        title: 'Ready when you are',
        text: 'Order ahead online and pick up warm from the counter, no queue.',
      },
      {
        icon: 'Heart',
        title: 'Baked with care',
        text: 'Every recipe is tested for weeks before it earns a place on the shelf.',
      },
      {
        icon: 'Truck',
        title: 'Catering and delivery',
        text: 'Breakfast platters and celebration cakes, delivered across town.',
      },
    ],
    steps: [
      { title: 'Browse the counter', text: 'Check what came out of the oven this morning on our live menu.' },
      { title: 'Order ahead', text: 'Reserve your favourites online in under a minute.' },
      { title: 'Pick up warm', text: 'Skip the line and collect your order at the counter.' },
    ],
    testimonials: [
      {
        quote: 'The sourdough is the best I have had outside of San Francisco. I come every Saturday.',
        name: 'Marta Ribeiro',
        role: 'Regular since 2019',
      },
      {
        quote: 'They catered our office breakfast for forty people and every pastry disappeared in minutes.',
        name: 'Daniel Okafor',
        role: 'Office manager',
      },
      {
        quote: 'Warm staff, great coffee and a cardamom bun I still think about.',
        name: 'Sophie Laurent',
        role: 'Food writer',
      },
    ],
    tiers: [
      {
        name: 'Weekly loaf',
        price: money(9, currency),
        period: '/week',
        description: 'One fresh loaf of your choice, every week.',
        features: ['Choose any bread', 'Pick up or delivery', 'Pause anytime'],
        cta: 'Start weekly',
      },
      {
        name: 'Breakfast club',
        price: money(29, currency),
        period: '/week',
        description: 'Bread, pastries and coffee for the household.',
        features: ['Two loaves a week', 'Six pastries', '250 g of coffee beans', 'Members-only specials'],
        cta: 'Join the club',
        isFeatured: true,
      },
      {
        name: 'Office box',
        price: money(89, currency),
        period: '/week',
        description: 'A breakfast spread for teams of up to 15.',
        features: ['Pastries and fruit', 'Coffee service', 'Delivered by 9 am'],
        cta: 'Talk to us',
      },
    ],
    faqs: [
      {
        question: 'Do you have vegan or gluten-free options?',
        answer:
          'Yes. Several breads and pastries are vegan every day, and we bake a gluten-free range on Fridays in a separate batch.',
      },
      {
        question: 'Can I order a cake for an event?',
        answer:
          'Celebration cakes need 48 hours’ notice. Order online or call us and we will help you choose.',
      },
      {
        question: 'Do you deliver?',
        answer: `We deliver${here} from Tuesday to Sunday between 8 am and 2 pm.`,
      },
      {
        question: 'Is there seating?',
        answer: 'We have twenty seats inside and a small terrace that opens from spring to autumn.',
      },
    ],
    stats: [
      { value: '36 h', label: 'Fermentation for every loaf' },
      { value: '1,200', label: 'Pastries baked each morning' },
      { value: '4.9', label: 'Average rating from guests' },
    ],
    gallery: [
      'A sourdough loaf with a deep, crackled crust',
      'Rows of croissants cooling on a rack',
      'A flat white with latte art on a marble counter',
      'Hands shaping dough on a floured bench',
      'The sunny terrace with small wooden tables',
      'A slice of lemon tart with fresh berries',
    ],
    products: [
      {
        name: 'Country sourdough',
        price: 7,
        category: 'Bread',
        description: 'Our signature loaf: 36-hour ferment, open crumb, crackling crust.',
        badge: 'Best seller',
      },
      {
        name: 'Seeded rye',
        price: 8,
        category: 'Bread',
        description: 'Dense and nutty with sunflower, flax and pumpkin seeds.',
      },
      {
        name: 'Butter croissant',
        price: 3.5,
        category: 'Pastry',
        description: 'Laminated by hand with cultured butter, 27 flaky layers.',
      },
      {
        name: 'Cardamom bun',
        price: 4,
        category: 'Pastry',
        description: 'Swedish-style knot, rolled in cardamom sugar.',
        badge: 'New',
      },
      {
        name: 'Pastel de nata',
        price: 2.5,
        category: 'Pastry',
        description: 'Blistered custard tart in crisp puff pastry.',
      },
      {
        name: 'House blend beans',
        price: 16,
        category: 'Coffee',
        description: '250 g of chocolatey, balanced espresso roast.',
      },
      {
        name: 'Cold brew bottle',
        price: 5,
        category: 'Coffee',
        description: 'Steeped for 18 hours, smooth and low in acidity.',
      },
      {
        name: 'Olive oil focaccia',
        price: 6,
        category: 'Bread',
        description: 'Dimpled, rosemary-scented and generously oiled.',
      },
    ],
    posts: [
      {
        title: 'Why we ferment our dough for 36 hours',
        excerpt: 'Time is the ingredient nobody can fake. Here is what happens while our dough rests.',
        tag: 'Baking',
        minutes: 6,
        body: [
          'Most bread is made in about three hours. Ours takes a day and a half, and almost all of that time the dough simply rests in the cold.',
          'During that long, slow rest, wild yeasts and lactic bacteria break down the flour’s starches into sugars and acids. That is where the caramel notes in the crust and the gentle tang in the crumb come from.',
          'It also makes the bread easier to digest and helps it keep for days without going stale.',
        ],
      },
      {
        title: 'Meet the farmers behind our flour',
        excerpt: 'We visited the mill and the fields that grow the heritage wheat in every loaf.',
        tag: 'Sourcing',
        minutes: 5,
        body: [
          'Our flour comes from a family mill two hours away, stone-ground from heritage varieties that fell out of fashion decades ago.',
          'Those old wheats yield less, but they taste of something. Paying a fair price for them keeps the fields planted.',
        ],
      },
      {
        title: 'A beginner’s guide to brewing at home',
        excerpt: 'Three tools, good beans and five minutes: our baristas share their simplest method.',
        tag: 'Coffee',
        minutes: 4,
        body: [
          'You do not need a machine to make great coffee at home. A kettle, a scale and a pour-over cone will do.',
          'Use 15 grams of coffee for 250 grams of water just off the boil, pour slowly in circles, and aim for a three-minute brew.',
        ],
      },
      {
        title: 'Seasonal menu: what is new this autumn',
        excerpt: 'Pear and ginger danish, pumpkin loaf and the return of hot chocolate.',
        tag: 'Menu',
        minutes: 3,
        body: [
          'Autumn is our favourite season to bake for. The orchards are full and warming spices are back on the shelf.',
          'Look out for the pear and ginger danish on weekends, and the spiced pumpkin loaf every day from October.',
        ],
      },
    ],
    cta: {
      title: 'Come hungry, leave happy',
      text: 'Pull up a chair, order a coffee and let us bring you something warm from the oven.',
    },
    newsletter: {
      title: 'Fresh from the oven',
      text: 'One email a week with new bakes, seasonal specials and the occasional recipe.',
    },
    contact: {
      email: emailFor(name),
      phone: '+1 (555) 214-0190',
      address: place ? `12 Market Street, ${place}` : '12 Market Street',
      hours: 'Tue–Sun, 7 am – 4 pm',
    },
  };
}
