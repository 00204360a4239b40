import type { Discipline } from '../portfolio';

export const DEVELOPER: Discipline = {
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
