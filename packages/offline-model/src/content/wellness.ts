import { type CopyContext, type DomainCopy, emailFor, inPlace, money } from './types';

export function wellnessCopy({ name, place, currency }: CopyContext): DomainCopy {
  const here = inPlace(place);
  return {
    heroBadge: 'First class free',
    headline: 'Feel stronger, calmer and more like yourself',
    lede: `${name} is a welcoming studio${here} with small classes, expert coaches and a plan that fits the life you actually have.`,
    primaryCta: 'Book a free class',
    secondaryCta: 'View the timetable',
    features: [
      {
        icon: 'Dumbbell',
        title: 'Strength and conditioning',
        text: 'Coached sessions that build real-world strength at your own pace.',
      },
      {
        icon: 'Flower2',
        title: 'Yoga and mobility',
        text: 'Flow, yin and mobility classes to move well and recover better.',
      },
      {
        icon: 'HeartPulse',
        title: 'Progress you can see',
        text: 'Regular check-ins track strength, mobility and how you feel.',
      },
      {
        icon: 'Users',
        title: 'Small groups',
        text: 'Never more than twelve people, so coaches know your name.',
      },
      {
        icon: 'Apple',
        title: 'Nutrition coaching',
        text: 'Simple habits, not diets, with a coach who keeps you on track.',
      },
      {
        icon: 'CalendarCheck',
        title: 'Flexible booking',
        text: 'Book, move or cancel any class up to two hours before it starts.',
      },
    ],
    steps: [
      { title: 'Book a free class', text: 'Pick any beginner-friendly session on the timetable.' },
      { title: 'Meet your coach', text: 'A short chat about your goals, history and schedule.' },
      { title: 'Follow your plan', text: 'A weekly routine that adapts as you get stronger.' },
    ],
    testimonials: [
      {
        quote: 'I have tried big gyms for years. The small classes here are the first thing that stuck.',
        name: 'Elena Petrova',
        role: 'Member for 2 years',
      },
      {
        quote: 'My back pain is gone and I deadlifted my body weight last month. The coaches are brilliant.',
        name: 'James Carter',
        role: 'Member for 8 months',
      },
      {
        quote: 'Calm, clean and genuinely friendly. The Sunday yin class is my weekly reset.',
        name: 'Aiko Tanaka',
        role: 'Member for 1 year',
      },
    ],
    tiers: [
      {
        name: 'Drop-in',
        price: money(18, currency),
        period: '/class',
        description: 'Come when it suits you.',
        features: ['Any group class', 'Mat and towel included', 'No commitment'],
        cta: 'Book a class',
      },
      {
        name: 'Unlimited',
        price: money(119, currency),
        period: '/month',
        description: 'Our most popular membership.',
        features: [
          'Unlimited classes',
          'Monthly progress check-in',
          'Guest pass each month',
          'Member events',
        ],
        cta: 'Become a member',
        isFeatured: true,
      },
      {
        name: 'Personal',
        price: money(249, currency),
        period: '/month',
        description: 'One-to-one coaching and a tailored plan.',
        features: ['4 private sessions', 'Nutrition coaching', 'Unlimited classes'],
        cta: 'Talk to a coach',
      },
    ],
    faqs: [
      {
        question: 'I am a complete beginner. Is that okay?',
        answer:
          'Absolutely. Most members started as beginners, and every class offers easier and harder options.',
      },
      {
        question: 'What should I bring?',
        answer: 'Comfortable clothes and a water bottle. We provide mats, towels and all equipment.',
      },
      {
        question: 'Can I freeze my membership?',
        answer: 'Yes, you can pause for up to two months a year at no cost.',
      },
      {
        question: 'Do you offer showers and lockers?',
        answer: 'We have showers, free lockers and hair dryers in both changing rooms.',
      },
    ],
    stats: [
      { value: '40+', label: 'Classes every week' },
      { value: '12', label: 'People per class, at most' },
      { value: '94%', label: 'Members who renew' },
    ],
    gallery: [
      'A sunlit studio with yoga mats laid out',
      'A coach guiding a squat in a small group class',
      'Kettlebells lined up along the wall',
      'A calm stretching session at sunset',
      'The reception area with plants and wooden benches',
      'Members laughing after a class',
    ],
    products: [
      {
        name: 'Cork yoga mat',
        price: 79,
        category: 'Gear',
        description: 'Natural cork surface with grip that improves as you sweat.',
        badge: 'Best seller',
      },
      {
        name: 'Resistance band set',
        price: 29,
        category: 'Gear',
        description: 'Five fabric bands from light to extra heavy.',
      },
      {
        name: 'Insulated bottle',
        price: 32,
        category: 'Accessories',
        description: 'Keeps water cold for 24 hours, 750 ml.',
      },
      {
        name: 'Recovery foam roller',
        price: 35,
        category: 'Recovery',
        description: 'Medium density for sore legs and tight backs.',
      },
      {
        name: 'Massage ball duo',
        price: 18,
        category: 'Recovery',
        description: 'Targets knots in shoulders, feet and hips.',
        badge: 'New',
      },
      {
        name: 'Training tee',
        price: 39,
        category: 'Apparel',
        description: 'Soft, breathable and cut to move.',
      },
      {
        name: 'Studio leggings',
        price: 69,
        category: 'Apparel',
        description: 'High waist, squat-proof, with a phone pocket.',
      },
      {
        name: 'Protein oats',
        price: 14,
        category: 'Nutrition',
        description: 'Slow-release breakfast with 20 g of protein per bowl.',
      },
    ],
    posts: [
      {
        title: 'Five mobility moves for desk workers',
        excerpt: 'Ten minutes a day to undo the damage of sitting.',
        tag: 'Mobility',
        minutes: 5,
        body: [
          'Sitting all day shortens the hip flexors and rounds the upper back.',
          'A short routine of hip openers, thoracic rotations and hamstring stretches, done daily, makes a noticeable difference within two weeks.',
        ],
      },
      {
        title: 'How to start strength training at 40',
        excerpt: 'It is never too late, and the benefits start in the first month.',
        tag: 'Strength',
        minutes: 7,
        body: [
          'Muscle mass declines with age, but it responds to training at every age.',
          'Start with two full-body sessions a week, focus on form, and add weight slowly. Consistency beats intensity.',
        ],
      },
      {
        title: 'Sleep is your best recovery tool',
        excerpt: 'Why eight hours will do more for your progress than any supplement.',
        tag: 'Recovery',
        minutes: 4,
        body: [
          'Most adaptation from training happens while you sleep.',
          'A dark, cool room, a regular bedtime and no screens in the last hour are the simplest upgrades you can make.',
        ],
      },
      {
        title: 'Eating for energy, not restriction',
        excerpt: 'Our coaches’ simplest nutrition habits.',
        tag: 'Nutrition',
        minutes: 6,
        body: [
          'Sustainable nutrition is about adding, not removing.',
          'Add a palm of protein and two fists of vegetables to each meal before worrying about anything else.',
        ],
      },
    ],
    cta: {
      title: 'Your first class is on us',
      text: 'Come and try a session, meet the coaches and see if it feels right. No pressure, no contracts.',
    },
    newsletter: {
      title: 'Weekly wellbeing notes',
      text: 'A short routine, a recipe and a timetable update, every Monday morning.',
    },
    contact: {
      email: emailFor(name),
      phone: '+1 (555) 301-7781',
      address: place ? `48 Garden Lane, ${place}` : '48 Garden Lane',
      hours: 'Mon–Fri 6 am – 9 pm, weekends 8 am – 2 pm',
    },
  };
}
