import { type CopyContext, type DomainCopy, emailFor, inPlace, money } from './types';

export function servicesCopy({ name, place, topic, currency }: CopyContext): DomainCopy {
  const here = inPlace(place);
  const what = topic ? topic.replace(/\s+in\s+.*$/i, '') : 'expert help';
  return {
    heroBadge: place ? `Trusted${here} since 2012` : 'Trusted since 2012',
    headline: 'Expert help, without the runaround',
    lede: `${name} ${/\b(?:firm|agency|company|service|studio|practice|team|consultancy|office|clinic|shop|group)$/i.test(what) ? `is a trusted ${what}` : `offers ${what}`}${here}, with clear quotes, fast answers and people who pick up the phone.`,
    primaryCta: 'Get a free quote',
    secondaryCta: 'See how it works',
    features: [
      {
        icon: 'Handshake',
        title: 'Straight answers',
        text: 'A clear plan and a fixed quote before any work begins.',
      },
      {
        icon: 'Clock',
        title: 'Fast response',
        text: 'A reply within one working day, often the same afternoon.',
      },
      {
        icon: 'Award',
        title: 'Certified experts',
        text: 'Qualified, insured specialists with years of experience.',
      },
      {
        icon: 'Shield',
        title: 'Guaranteed work',
        text: 'Every job is backed by our twelve-month guarantee.',
      },
      {
        icon: 'Users',
        title: 'One point of contact',
        text: 'A dedicated person who knows your case from start to finish.',
      },
      { icon: 'Star', title: 'Loved by clients', text: 'Rated 4.9 out of 5 by hundreds of local clients.' },
    ],
    steps: [
      { title: 'Tell us what you need', text: 'Fill in a short form or give us a call.' },
      { title: 'Get a clear quote', text: 'A fixed price and timeline within one working day.' },
      { title: 'Relax', text: 'We do the work and keep you updated along the way.' },
    ],
    testimonials: [
      {
        quote: 'Clear pricing, no surprises and finished a day early. I recommend them to everyone.',
        name: 'Michael Turner',
        role: 'Homeowner',
      },
      {
        quote:
          'They explained every option patiently and helped us pick the right one, not the most expensive one.',
        name: 'Fatima Haddad',
        role: 'Small business owner',
      },
      {
        quote: 'Responsive, professional and genuinely kind. Exactly what you hope for.',
        name: 'Ben Walsh',
        role: 'Client since 2020',
      },
    ],
    tiers: [
      {
        name: 'Consultation',
        price: money(0, currency),
        period: '',
        description: 'A free first conversation about your needs.',
        features: ['30 minutes', 'Honest advice', 'No obligation'],
        cta: 'Book a call',
      },
      {
        name: 'Standard',
        price: money(490, currency),
        period: '',
        description: 'For most projects, start to finish.',
        features: ['Fixed quote', 'Dedicated contact', 'Progress updates', '12-month guarantee'],
        cta: 'Get a quote',
        isFeatured: true,
      },
      {
        name: 'Ongoing',
        price: money(190, currency),
        period: '/month',
        description: 'Priority support whenever you need it.',
        features: ['Priority scheduling', 'Quarterly review', 'Discounted rates'],
        cta: 'Talk to us',
      },
    ],
    faqs: [
      {
        question: 'How quickly can you start?',
        answer:
          'Most projects start within a week of accepting the quote; urgent work can often start sooner.',
      },
      {
        question: 'Are your quotes fixed?',
        answer: 'Yes. The price we quote is the price you pay, unless you ask us to change the scope.',
      },
      {
        question: `Which areas do you cover?`,
        answer: place
          ? `We work across ${place} and the surrounding area.`
          : 'We work across the city and the surrounding area.',
      },
      {
        question: 'Are you insured?',
        answer: 'Fully insured, and every specialist is certified in their field.',
      },
    ],
    stats: [
      { value: '2,300+', label: 'Projects completed' },
      { value: '4.9', label: 'Average client rating' },
      { value: '24 h', label: 'Typical response time' },
    ],
    gallery: [
      'The team meeting a client in a bright office',
      'A specialist reviewing plans at a desk',
      'A finished project handed over to a happy client',
      'Our office front door',
      'Team members at the annual summer party',
      'Tools and notes laid out before a job',
    ],
    products: [
      {
        name: 'Consultation',
        price: 0,
        category: 'Advice',
        description: 'A free 30-minute call about your project.',
        badge: 'Free',
      },
      {
        name: 'Health check',
        price: 149,
        category: 'Advice',
        description: 'A thorough review with a written report.',
      },
      {
        name: 'Standard package',
        price: 490,
        category: 'Projects',
        description: 'Our most popular fixed-price service.',
        badge: 'Popular',
      },
      {
        name: 'Premium package',
        price: 990,
        category: 'Projects',
        description: 'Everything in Standard, plus priority scheduling.',
      },
      {
        name: 'Monthly support',
        price: 190,
        category: 'Support',
        description: 'Ongoing help whenever you need it.',
      },
      {
        name: 'Emergency call-out',
        price: 250,
        category: 'Support',
        description: 'Same-day help for urgent issues.',
      },
    ],
    posts: [
      {
        title: 'Five questions to ask before hiring anyone',
        excerpt: 'How to tell a good professional from a confident one.',
        tag: 'Advice',
        minutes: 5,
        body: [
          'Ask for references, a written quote and what happens if something goes wrong.',
          'The answers, and how readily they come, tell you most of what you need to know.',
        ],
      },
      {
        title: 'What a fixed quote really means',
        excerpt: 'Why we price every job up front, and how we do it.',
        tag: 'Pricing',
        minutes: 4,
        body: [
          'Hourly billing puts all the risk on the client.',
          'A fixed quote means we carry it, which is only fair: estimating is our job.',
        ],
      },
      {
        title: 'A year in numbers',
        excerpt: 'Projects, response times and what our clients told us.',
        tag: 'News',
        minutes: 3,
        body: [
          'We completed more projects than ever this year while bringing our response time under a day.',
          'Thank you to every client who trusted us.',
        ],
      },
      {
        title: 'Meet the team',
        excerpt: 'The people who will answer when you call.',
        tag: 'Team',
        minutes: 4,
        body: [
          'We are a small team of specialists who like solving problems properly.',
          'Here is a little about each of us.',
        ],
      },
    ],
    cta: {
      title: 'Let’s talk about your project',
      text: 'Tell us what you need and get a clear, fixed quote within one working day.',
    },
    newsletter: {
      title: 'Useful, occasionally',
      text: 'Practical tips and news from our team, four times a year.',
    },
    contact: {
      email: emailFor(name),
      phone: '+1 (555) 280-4417',
      address: place ? `210 High Street, ${place}` : '210 High Street',
      hours: 'Mon–Fri, 8 am – 6 pm',
    },
  };
}
