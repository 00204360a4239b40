import type { Discipline } from '../portfolio';

export const PHOTOGRAPHER: Discipline = {
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
