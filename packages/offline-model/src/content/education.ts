import { type CopyContext, type DomainCopy, emailFor, inPlace, money } from './types';

export function educationCopy({ name, place, topic, currency }: CopyContext): DomainCopy {
  const subject = topic || 'new skills';
  return {
    heroBadge: 'Next cohort starts soon',
    headline: 'Learn by doing, with people who have done it',
    lede: `${name} offers practical courses${inPlace(place)} on ${subject}, taught live by practitioners in small, supportive cohorts.`,
    primaryCta: 'Browse courses',
    secondaryCta: 'Try a free lesson',
    features: [
      {
        icon: 'GraduationCap',
        title: 'Expert teachers',
        text: 'Every course is taught by someone who does this work every day.',
      },
      {
        icon: 'Users',
        title: 'Small cohorts',
        text: 'Twenty learners at most, with real feedback on your work.',
      },
      {
        icon: 'BookOpen',
        title: 'Practical projects',
        text: 'Build a portfolio of real projects, not just quiz scores.',
      },
      {
        icon: 'CalendarDays',
        title: 'Fits your week',
        text: 'Evening and weekend sessions, recorded if you miss one.',
      },
      { icon: 'Award', title: 'Certificate', text: 'A certificate of completion employers recognise.' },
      {
        icon: 'MessageCircle',
        title: 'Community',
        text: 'A friendly community of learners that lasts after the course.',
      },
    ],
    steps: [
      { title: 'Pick a course', text: 'Choose your level and a start date that suits you.' },
      { title: 'Learn live', text: 'Join weekly sessions and work on hands-on projects.' },
      { title: 'Show your work', text: 'Finish with a project you are proud to share.' },
    ],
    testimonials: [
      {
        quote: 'I switched careers six months after finishing. The projects got me the interviews.',
        name: 'Kemi Adebayo',
        role: 'Graduate, spring cohort',
      },
      {
        quote: 'The teachers answered every question, even the ones I was embarrassed to ask.',
        name: 'Luca Bianchi',
        role: 'Graduate, autumn cohort',
      },
      {
        quote: 'Small groups made all the difference. It felt like a class, not a video library.',
        name: 'Sarah Cohen',
        role: 'Graduate, winter cohort',
      },
    ],
    tiers: [
      {
        name: 'Self-paced',
        price: money(149, currency),
        period: '',
        description: 'All lessons, at your own speed.',
        features: ['Lifetime access', 'Project files', 'Community forum'],
        cta: 'Start learning',
      },
      {
        name: 'Cohort',
        price: money(690, currency),
        period: '',
        description: 'Eight weeks, live, with feedback.',
        features: ['Weekly live sessions', 'Feedback on every project', 'Certificate', 'Career session'],
        cta: 'Reserve a seat',
        isFeatured: true,
      },
      {
        name: 'Team',
        price: 'Custom',
        period: '',
        description: 'Private training for your company.',
        features: ['Tailored curriculum', 'Progress reports', 'Flexible scheduling'],
        cta: 'Contact us',
      },
    ],
    faqs: [
      {
        question: 'Do I need any experience?',
        answer:
          'Beginner courses assume none at all. Each course page lists what you should know before starting.',
      },
      {
        question: 'How much time does it take?',
        answer: 'Plan for four to six hours a week: one live session plus project work.',
      },
      {
        question: 'What if I miss a session?',
        answer: 'Every session is recorded and shared the same day, and teachers hold weekly office hours.',
      },
      {
        question: 'Can I get a refund?',
        answer: 'Yes, a full refund within the first two weeks of any course.',
      },
    ],
    stats: [
      { value: '8,500', label: 'Learners taught' },
      { value: '92%', label: 'Finish their course' },
      { value: '4.8', label: 'Average course rating' },
    ],
    gallery: [
      'A small class working together around a table',
      'A teacher sketching ideas on a whiteboard',
      'A student presenting a final project',
      'Notebooks and laptops during a workshop',
      'A graduation celebration with certificates',
      'A one-to-one feedback session',
    ],
    products: [
      {
        name: 'Foundations course',
        price: 149,
        category: 'Beginner',
        description: 'Everything you need to get started, in twelve short lessons.',
        badge: 'Popular',
      },
      {
        name: 'Live cohort',
        price: 690,
        category: 'Intermediate',
        description: 'Eight weeks of live sessions and real projects.',
      },
      {
        name: 'Masterclass',
        price: 290,
        category: 'Advanced',
        description: 'A deep dive with an industry expert.',
        badge: 'New',
      },
      {
        name: 'Portfolio review',
        price: 90,
        category: 'Coaching',
        description: 'An hour of one-to-one feedback on your work.',
      },
      {
        name: 'Weekend intensive',
        price: 240,
        category: 'Intermediate',
        description: 'Two full days, one finished project.',
      },
      {
        name: 'Mentorship month',
        price: 390,
        category: 'Coaching',
        description: 'Four weekly calls with a dedicated mentor.',
      },
    ],
    posts: [
      {
        title: 'How to actually finish an online course',
        excerpt: 'Five habits our most successful learners share.',
        tag: 'Learning',
        minutes: 5,
        body: [
          'Most people who start online courses never finish them.',
          'The ones who do block time in their calendar, learn with others and start a project in week one.',
        ],
      },
      {
        title: 'Building a portfolio from scratch',
        excerpt: 'What to include, what to leave out and how to present it.',
        tag: 'Careers',
        minutes: 7,
        body: [
          'Three strong projects beat ten weak ones.',
          'For each, explain the problem, your process and what you would do differently.',
        ],
      },
      {
        title: 'Why we keep cohorts small',
        excerpt: 'The research on class size, and what we have seen ourselves.',
        tag: 'Teaching',
        minutes: 4,
        body: [
          'Feedback is where most learning happens, and it does not scale.',
          'Twenty learners per teacher is the most we have found that still works.',
        ],
      },
      {
        title: 'Learning in your thirties and beyond',
        excerpt: 'It is not too late. Here is how adult learning really works.',
        tag: 'Learning',
        minutes: 6,
        body: [
          'Adults learn differently, not worse.',
          'You bring context and motivation; use them by connecting every lesson to a real problem you care about.',
        ],
      },
    ],
    cta: {
      title: 'Start learning this month',
      text: 'Seats in each cohort are limited. Reserve yours today and get the prep materials straight away.',
    },
    newsletter: {
      title: 'The weekly lesson',
      text: 'One short, practical lesson in your inbox every Tuesday. Free forever.',
    },
    contact: {
      email: emailFor(name),
      phone: '+1 (555) 552-9013',
      address: place ? `100 College Avenue, ${place}` : '100 College Avenue',
      hours: 'Admissions Mon–Fri, 9 am – 5 pm',
    },
  };
}
