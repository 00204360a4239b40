/** Portfolio work by discipline, picked from the prompt ("a portfolio for a wedding photographer"). */

export type Project = {
  title: string;
  category: string;
  year: number;
  client: string;
  summary: string;
  role: string;
};
export type Discipline = {
  id: 'photographer' | 'designer' | 'developer';
  role: string;
  intro: string;
  services: { icon: string; title: string; text: string }[];
  skills: string[];
  projects: Project[];
  experience: { period: string; title: string; place: string; text: string }[];
};

const PHOTOGRAPHER: Discipline = {
  id: 'photographer',
  role: 'Photographer',
  intro: 'I make honest, light-filled photographs of people, places and the moments in between.',
  services: [
    {
      icon: 'Camera',
      title: 'Portraits',
      text: 'Relaxed sessions in natural light, at home or on location.',
    },
    {
      icon: 'Heart',
      title: 'Weddings',
      text: 'Documentary coverage that tells the story of your day as it was.',
    },
    {
      icon: 'Aperture',
      title: 'Editorial',
      text: 'Stories for magazines and brands, from concept to final edit.',
    },
  ],
  skills: ['Portraiture', 'Documentary', 'Natural light', 'Film photography', 'Retouching', 'Art direction'],
  projects: [
    {
      title: 'Salt and Stone',
      category: 'Editorial',
      year: 2025,
      client: 'Coastal Living',
      summary: 'A week with the last salt harvesters on the Atlantic coast, for a twelve-page feature.',
      role: 'Photography',
    },
    {
      title: 'Ines & Tomás',
      category: 'Weddings',
      year: 2025,
      client: 'Private',
      summary: 'A small vineyard wedding, photographed from morning preparations to the last dance.',
      role: 'Photography',
    },
    {
      title: 'Makers of the Old Town',
      category: 'Portraits',
      year: 2024,
      client: 'City Council',
      summary: 'Portraits of twenty craftspeople for a public exhibition and book.',
      role: 'Photography, editing',
    },
    {
      title: 'Quiet Hours',
      category: 'Personal',
      year: 2024,
      client: 'Self-published',
      summary: 'Empty streets at dawn across nine cities, published as a photo book.',
      role: 'Photography, design',
    },
    {
      title: 'Harvest Table',
      category: 'Editorial',
      year: 2023,
      client: 'Kinfolk',
      summary: 'A seasonal food story shot on a family farm over one long afternoon.',
      role: 'Photography',
    },
    {
      title: 'Studio Portraits Vol. 2',
      category: 'Portraits',
      year: 2023,
      client: 'Various',
      summary: 'A series of minimal studio portraits with a single light.',
      role: 'Photography, lighting',
    },
  ],
  experience: [
    {
      period: '2019 — now',
      title: 'Independent photographer',
      place: 'Self-employed',
      text: 'Editorial, portrait and wedding work for clients across Europe.',
    },
    {
      period: '2016 — 2019',
      title: 'Staff photographer',
      place: 'Daily newspaper',
      text: 'News, features and portraits on tight deadlines.',
    },
    {
      period: '2013 — 2016',
      title: 'BA Photography',
      place: 'School of Arts',
      text: 'Graduated with distinction; final project exhibited nationally.',
    },
  ],
};

const DESIGNER: Discipline = {
  id: 'designer',
  role: 'Product & brand designer',
  intro: 'I design clear, characterful brands and digital products that people enjoy using.',
  services: [
    {
      icon: 'Palette',
      title: 'Brand identity',
      text: 'Logos, type and colour systems with a story behind them.',
    },
    {
      icon: 'Layers',
      title: 'Product design',
      text: 'Research-led interfaces for web and mobile, prototyped early.',
    },
    {
      icon: 'PenTool',
      title: 'Illustration',
      text: 'Custom illustration systems that make a brand unmistakable.',
    },
  ],
  skills: ['Figma', 'Design systems', 'Brand strategy', 'Prototyping', 'User research', 'Typography'],
  projects: [
    {
      title: 'Fern Banking',
      category: 'Product',
      year: 2025,
      client: 'Fern',
      summary: 'A calmer mobile bank for freelancers: research, flows and a design system of 120 components.',
      role: 'Lead product designer',
    },
    {
      title: 'Northwind Coffee',
      category: 'Brand',
      year: 2025,
      client: 'Northwind',
      summary: 'Identity and packaging for a specialty roaster, from naming to the bag on the shelf.',
      role: 'Brand design',
    },
    {
      title: 'Atlas Dashboard',
      category: 'Product',
      year: 2024,
      client: 'Atlas Logistics',
      summary: 'Turned a dense operations tool into a dashboard dispatchers actually like.',
      role: 'UX and UI',
    },
    {
      title: 'Bloom Festival',
      category: 'Brand',
      year: 2024,
      client: 'Bloom',
      summary: 'A flexible visual system for a music festival across posters, web and stage screens.',
      role: 'Art direction',
    },
    {
      title: 'Field Guide',
      category: 'Illustration',
      year: 2023,
      client: 'Parks Trust',
      summary: 'Forty botanical illustrations for a trail guide and its app.',
      role: 'Illustration',
    },
    {
      title: 'Loop Habit App',
      category: 'Product',
      year: 2023,
      client: 'Loop',
      summary: 'Onboarding redesign that lifted week-one retention by 18%.',
      role: 'Product design',
    },
  ],
  experience: [
    {
      period: '2021 — now',
      title: 'Independent designer',
      place: 'Studio practice',
      text: 'Brand and product work for startups and cultural clients.',
    },
    {
      period: '2017 — 2021',
      title: 'Senior product designer',
      place: 'Fintech scale-up',
      text: 'Led design for the mobile app used by two million people.',
    },
    {
      period: '2014 — 2017',
      title: 'Designer',
      place: 'Branding agency',
      text: 'Identities for hospitality, retail and culture.',
    },
  ],
};

const DEVELOPER: Discipline = {
  id: 'developer',
  role: 'Software engineer',
  intro: 'I build fast, accessible web applications and the tools that help teams ship them.',
  services: [
    {
      icon: 'Code',
      title: 'Web applications',
      text: 'React and TypeScript front ends that stay fast as they grow.',
    },
    { icon: 'Zap', title: 'Performance', text: 'Audits and fixes that make slow sites feel instant.' },
    {
      icon: 'Workflow',
      title: 'Developer tooling',
      text: 'Build pipelines, design systems and CI that teams trust.',
    },
  ],
  skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Accessibility', 'Testing'],
  projects: [
    {
      title: 'Ledger',
      category: 'Web app',
      year: 2025,
      client: 'Ledger Co.',
      summary: 'An invoicing app for small studios: React, a typed API and offline support.',
      role: 'Full-stack engineer',
    },
    {
      title: 'Swift Docs',
      category: 'Open source',
      year: 2025,
      client: 'Community',
      summary: 'A documentation generator with 4,000 stars and contributors on four continents.',
      role: 'Maintainer',
    },
    {
      title: 'Transit Live',
      category: 'Web app',
      year: 2024,
      client: 'City Transit',
      summary: 'Real-time arrivals for 300 stops, served to 80,000 riders a day.',
      role: 'Front-end lead',
    },
    {
      title: 'Atlas UI',
      category: 'Design system',
      year: 2024,
      client: 'Atlas',
      summary: 'An accessible component library adopted by six product teams.',
      role: 'Engineer',
    },
    {
      title: 'Checkout Speedup',
      category: 'Performance',
      year: 2023,
      client: 'Retailer',
      summary: 'Cut checkout load time from 4.1 s to 1.2 s; conversion rose 9%.',
      role: 'Performance consultant',
    },
    {
      title: 'Habit CLI',
      category: 'Open source',
      year: 2023,
      client: 'Community',
      summary: 'A tiny command-line habit tracker, written to learn Rust.',
      role: 'Author',
    },
  ],
  experience: [
    {
      period: '2021 — now',
      title: 'Freelance engineer',
      place: 'Independent',
      text: 'Product engineering and performance work for startups.',
    },
    {
      period: '2018 — 2021',
      title: 'Senior front-end engineer',
      place: 'SaaS company',
      text: 'Led the migration to TypeScript and a shared component library.',
    },
    {
      period: '2015 — 2018',
      title: 'Web developer',
      place: 'Digital agency',
      text: 'Built sites and apps for dozens of clients.',
    },
  ],
};

export function disciplineFor(text: string): Discipline {
  const lower = text.toLowerCase();
  if (/photo|wedding|film|camera/.test(lower)) return PHOTOGRAPHER;
  if (/develop|engineer|programm|coder|software|full[\s-]?stack|front[\s-]?end|back[\s-]?end/.test(lower))
    return DEVELOPER;
  return DESIGNER;
}
