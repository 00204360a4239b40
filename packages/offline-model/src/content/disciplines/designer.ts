import type { Discipline } from '../portfolio';

export const DESIGNER: Discipline = {
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
