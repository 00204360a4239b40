import { type CopyContext, type DomainCopy, emailFor, money } from './types';

export function techCopy({ name, topic, currency }: CopyContext): DomainCopy {
  const what = topic || 'the work that matters';
  return {
    heroBadge: 'New: automations are here',
    headline: 'Ship faster with less busywork',
    lede: `${name} brings ${what} into one calm workspace, so your team spends its time building instead of chasing updates.`,
    primaryCta: 'Start for free',
    secondaryCta: 'Book a demo',
    features: [
      {
        icon: 'Zap',
        title: 'Fast by default',
        text: 'Every screen loads in under 100 ms, even with thousands of records.',
      },
      {
        icon: 'Workflow',
        title: 'Automations',
        text: 'Turn repetitive steps into rules that run themselves, no code required.',
      },
      {
        icon: 'Users',
        title: 'Built for teams',
        text: 'Shared views, mentions and comments keep everyone on the same page.',
      },
      {
        icon: 'Shield',
        title: 'Secure by design',
        text: 'SSO, audit logs and encryption at rest on every plan.',
      },
      {
        icon: 'ChartColumn',
        title: 'Insightful reports',
        text: 'See what moved this week with dashboards that build themselves.',
      },
      {
        icon: 'Plug',
        title: 'Works with your stack',
        text: 'Connect Slack, GitHub, Google Drive and 40 more in a click.',
      },
    ],
    steps: [
      {
        title: 'Create your workspace',
        text: 'Sign up with your work email and invite your team in seconds.',
      },
      { title: 'Bring your data', text: 'Import from spreadsheets or connect the tools you already use.' },
      { title: 'Let it run', text: 'Automations keep work moving while you focus on decisions.' },
    ],
    testimonials: [
      {
        quote:
          'We replaced three tools and a weekly status meeting. Our release cadence doubled in a quarter.',
        name: 'Priya Raman',
        role: 'VP Engineering, Northwind',
      },
      {
        quote: 'The automations alone save each of us about four hours a week. Onboarding took an afternoon.',
        name: 'Lucas Moreau',
        role: 'Operations lead, Fieldstone',
      },
      {
        quote: 'Finally a tool that is fast enough that people actually keep it open.',
        name: 'Hannah Kim',
        role: 'Product manager, Arcadia',
      },
    ],
    tiers: [
      {
        name: 'Starter',
        price: money(0, currency),
        period: '/month',
        description: 'For individuals and small side projects.',
        features: ['Up to 3 members', 'Unlimited projects', 'Community support'],
        cta: 'Get started',
      },
      {
        name: 'Team',
        price: money(12, currency),
        period: '/user/month',
        description: 'For growing teams that need to move fast.',
        features: ['Unlimited members', 'Automations', 'Advanced reports', 'Priority support'],
        cta: 'Start free trial',
        isFeatured: true,
      },
      {
        name: 'Enterprise',
        price: 'Custom',
        period: '',
        description: 'For organisations with advanced needs.',
        features: ['SSO and SCIM', 'Audit logs', 'Dedicated success manager'],
        cta: 'Contact sales',
      },
    ],
    faqs: [
      {
        question: 'Is there a free trial?',
        answer:
          'Yes. Every paid plan starts with a 14-day free trial, and no credit card is needed to sign up.',
      },
      {
        question: 'Can I import my existing data?',
        answer:
          'You can import CSV files or connect tools like Jira, Trello and Asana to bring everything across in minutes.',
      },
      {
        question: 'How is my data protected?',
        answer:
          'Data is encrypted in transit and at rest, backed up daily, and hosted in SOC 2 certified data centres.',
      },
      {
        question: 'Can I cancel anytime?',
        answer: 'Of course. Plans are month to month, and you can export all of your data whenever you like.',
      },
    ],
    stats: [
      { value: '12,000+', label: 'Teams shipping with us' },
      { value: '4.2 h', label: 'Saved per person each week' },
      { value: '99.99%', label: 'Uptime over the last year' },
    ],
    gallery: [
      'The main dashboard showing this week’s progress',
      'An automation rule being created',
      'A team board with cards in three columns',
      'The reporting view with weekly charts',
      'Comments and mentions on a task',
      'The mobile app on a phone',
    ],
    products: [
      {
        name: 'Wireless keyboard',
        price: 89,
        category: 'Desk',
        description: 'Low-profile mechanical switches with a three-device toggle.',
        badge: 'Best seller',
      },
      {
        name: 'Aluminium laptop stand',
        price: 49,
        category: 'Desk',
        description: 'Raises your screen to eye level and folds flat for travel.',
      },
      {
        name: 'Noise-cancelling headphones',
        price: 199,
        category: 'Audio',
        description: 'Thirty hours of battery and calls that sound clear.',
      },
      {
        name: 'USB-C hub',
        price: 59,
        category: 'Accessories',
        description: 'Seven ports, 100 W pass-through charging, 4K HDMI.',
      },
      {
        name: 'Desk mat',
        price: 29,
        category: 'Desk',
        description: 'Wool felt, water resistant, big enough for keyboard and mouse.',
        badge: 'New',
      },
      {
        name: 'Webcam HD',
        price: 79,
        category: 'Accessories',
        description: '1080p at 60 fps with automatic low-light correction.',
      },
      {
        name: 'Portable speaker',
        price: 69,
        category: 'Audio',
        description: 'Room-filling sound in a pocket-sized, waterproof body.',
      },
      {
        name: 'Cable organiser kit',
        price: 19,
        category: 'Accessories',
        description: 'Clips, sleeves and ties for a tidy desk.',
      },
    ],
    posts: [
      {
        title: 'How we cut our build times by 70%',
        excerpt: 'Caching, parallelism and a few uncomfortable deletions: the full story.',
        tag: 'Engineering',
        minutes: 8,
        body: [
          'Our builds had crept up to twelve minutes. Nobody decided that; it happened one dependency at a time.',
          'We started by measuring, not guessing. Half of the time went into steps whose output never changed between runs.',
          'Caching those steps, running tests in parallel and removing two unused packages brought us down to three and a half minutes.',
        ],
      },
      {
        title: 'Writing documentation people actually read',
        excerpt: 'Short pages, real examples and a ruthless editor. Our playbook.',
        tag: 'Product',
        minutes: 5,
        body: [
          'Good documentation answers the question the reader has right now, then gets out of the way.',
          'We write every page around one task, start with a working example, and delete anything that does not help finish that task.',
        ],
      },
      {
        title: 'The case for fewer meetings',
        excerpt: 'We replaced our weekly status meeting with a written update. Here is what changed.',
        tag: 'Teams',
        minutes: 6,
        body: [
          'Status meetings feel productive but mostly move information that could be read in two minutes.',
          'Our written Friday update takes ten minutes to write and gave every person an hour back each week.',
        ],
      },
      {
        title: 'Designing for speed',
        excerpt: 'Why every interaction in the app has a 100 ms budget, and how we keep it.',
        tag: 'Design',
        minutes: 7,
        body: [
          'Speed is a feature people feel before they can name it.',
          'We set a budget of 100 ms for every interaction and check it in CI, so regressions never reach a release.',
        ],
      },
    ],
    cta: {
      title: 'Ready to get your time back?',
      text: 'Join thousands of teams who plan, track and ship in one place. Free for 14 days.',
    },
    newsletter: {
      title: 'Product updates, monthly',
      text: 'New features, engineering deep dives and tips from power users. No spam, ever.',
    },
    contact: {
      email: emailFor(name),
      phone: '+1 (555) 018-2240',
      address: '500 Howard Street, San Francisco',
      hours: 'Support 24/7, sales Mon–Fri 9–6',
    },
  };
}
