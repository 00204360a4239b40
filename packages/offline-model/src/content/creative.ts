import { type CopyContext, type DomainCopy, emailFor, inPlace, money } from './types';

export function creativeCopy({ name, place, currency }: CopyContext): DomainCopy {
  const here = inPlace(place);
  return {
    heroBadge: 'Booking projects for next season',
    headline: 'Thoughtful work for brands with a story to tell',
    lede: `${name} is an independent studio${here} crafting photography, identity and editorial design with patience and a sharp eye.`,
    primaryCta: 'View selected work',
    secondaryCta: 'Start a project',
    features: [
      {
        icon: 'Camera',
        title: 'Photography',
        text: 'Editorial, product and portrait shoots, in studio or on location.',
      },
      {
        icon: 'Palette',
        title: 'Brand identity',
        text: 'Logos, colour and type systems that feel unmistakably yours.',
      },
      {
        icon: 'PenTool',
        title: 'Illustration',
        text: 'Custom illustrations for packaging, books and campaigns.',
      },
      {
        icon: 'Layers',
        title: 'Art direction',
        text: 'A clear creative vision carried across every touchpoint.',
      },
      {
        icon: 'Aperture',
        title: 'Retouching',
        text: 'Careful, natural retouching that keeps the soul of the image.',
      },
      {
        icon: 'Sparkles',
        title: 'Campaigns',
        text: 'Concept to delivery for launches that deserve attention.',
      },
    ],
    steps: [
      { title: 'Discovery call', text: 'We talk about your goals, audience and timeline.' },
      { title: 'Concept and shoot', text: 'Moodboards first, then we create together.' },
      { title: 'Delivery', text: 'Final files, usage rights and a guide to use them well.' },
    ],
    testimonials: [
      {
        quote: 'They understood our brand better than we did. The new identity tripled our press coverage.',
        name: 'Clara Jensen',
        role: 'Founder, Nordhaus',
      },
      {
        quote: 'The product photos are so good we use them everywhere, from our site to billboards.',
        name: 'Mateo Alvarez',
        role: 'Marketing lead, Solara',
      },
      {
        quote: 'Calm, organised and wildly talented. Our campaign shoot ran ahead of schedule.',
        name: 'Grace Liu',
        role: 'Creative director, Bloom & Co',
      },
    ],
    tiers: [
      {
        name: 'Portrait session',
        price: money(450, currency),
        period: '',
        description: 'A two-hour session and twenty edited images.',
        features: ['Studio or location', '20 retouched images', 'Online gallery'],
        cta: 'Book a session',
      },
      {
        name: 'Brand shoot',
        price: money(1800, currency),
        period: '',
        description: 'A full day of product and lifestyle imagery.',
        features: ['Art direction', 'Up to 60 images', 'Commercial licence', 'Two revision rounds'],
        cta: 'Plan a shoot',
        isFeatured: true,
      },
      {
        name: 'Identity',
        price: money(4500, currency),
        period: '',
        description: 'A complete visual identity system.',
        features: ['Logo and type system', 'Colour palette', 'Brand guidelines'],
        cta: 'Start a project',
      },
    ],
    faqs: [
      {
        question: 'How far ahead should I book?',
        answer:
          'Most projects are booked four to six weeks ahead. Portrait sessions are often available within two weeks.',
      },
      {
        question: 'Do you travel for shoots?',
        answer: 'Yes. Travel within 100 km is included; beyond that we quote travel at cost.',
      },
      {
        question: 'Who owns the images?',
        answer: 'You receive a licence for the agreed use. Full buy-outs are available on request.',
      },
      {
        question: 'What do you need from me to start?',
        answer: 'A short brief, a few references you love and your timeline. We take it from there.',
      },
    ],
    stats: [
      { value: '120+', label: 'Brands worked with' },
      { value: '14', label: 'Design awards' },
      { value: '9 yrs', label: 'Of independent practice' },
    ],
    gallery: [
      'An editorial portrait in soft window light',
      'Packaging design for a small-batch coffee brand',
      'A still life of ceramics on linen',
      'A magazine spread with bold typography',
      'A product shot of a leather bag on stone',
      'Behind the scenes at a studio shoot',
    ],
    products: [
      {
        name: 'Coastline print',
        price: 60,
        category: 'Prints',
        description: 'Archival giclée print, 30 × 40 cm, signed and numbered.',
        badge: 'Limited',
      },
      {
        name: 'Botanical print set',
        price: 95,
        category: 'Prints',
        description: 'Three A4 prints of pressed-flower studies.',
      },
      {
        name: 'Photo book: Quiet Hours',
        price: 45,
        category: 'Books',
        description: '120 pages of early-morning city photographs.',
        badge: 'New',
      },
      {
        name: 'Sketchbook',
        price: 22,
        category: 'Stationery',
        description: 'Hand-bound, 160 g paper that takes ink and watercolour.',
      },
      {
        name: 'Postcard pack',
        price: 15,
        category: 'Stationery',
        description: 'Twelve favourite images on heavy matte card.',
      },
      {
        name: 'Studio tote',
        price: 28,
        category: 'Goods',
        description: 'Heavy organic canvas with a screen-printed mark.',
      },
      {
        name: 'Desk calendar',
        price: 30,
        category: 'Goods',
        description: 'Twelve months, twelve photographs, on recycled paper.',
      },
      {
        name: 'Workshop seat',
        price: 150,
        category: 'Workshops',
        description: 'A Saturday workshop on natural-light photography.',
      },
    ],
    posts: [
      {
        title: 'Chasing soft light',
        excerpt: 'Why I shoot most portraits in the first hour after sunrise.',
        tag: 'Photography',
        minutes: 5,
        body: [
          'The light in the first hour after sunrise is low, warm and forgiving.',
          'It wraps around faces instead of carving them, and the streets are empty enough to work slowly.',
        ],
      },
      {
        title: 'What makes an identity last',
        excerpt: 'Lessons from ten years of designing logos that outlived trends.',
        tag: 'Design',
        minutes: 7,
        body: [
          'The identities that last are built on an idea, not a style.',
          'Start with what the company believes, find one strong visual metaphor for it, and resist decoration.',
        ],
      },
      {
        title: 'Inside a two-day product shoot',
        excerpt: 'From moodboard to final retouch, a project diary.',
        tag: 'Process',
        minutes: 6,
        body: [
          'Good shoots are won in preparation. We spent a week on references, props and a shot list before the camera came out.',
          'On the day, that plan gave us the freedom to try things.',
        ],
      },
      {
        title: 'Tools I actually use',
        excerpt: 'A short, honest list of the gear and software in my daily kit.',
        tag: 'Studio',
        minutes: 4,
        body: [
          'Two lenses, one light, a sturdy tripod and a calibrated monitor cover nine jobs out of ten.',
          'Everything else is nice to have.',
        ],
      },
    ],
    cta: {
      title: 'Have a project in mind?',
      text: 'Tell us a little about it and we will reply within two working days with ideas and availability.',
    },
    newsletter: {
      title: 'Studio notes',
      text: 'New work, behind-the-scenes stories and print releases, about once a month.',
    },
    contact: {
      email: emailFor(name),
      phone: '+1 (555) 640-1122',
      address: place ? `Studio 4, 21 Canal Road, ${place}` : 'Studio 4, 21 Canal Road',
      hours: 'Mon–Fri, by appointment',
    },
  };
}
