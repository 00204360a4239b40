import type { Discipline } from '../portfolio';

export const DISCIPLINES_FR: Record<Discipline['id'], Discipline> = {
  photographer: {
    id: 'photographer',
    role: 'Photographie',
    intro:
      'Je fais des photographies sincères et lumineuses des gens, des lieux et des instants entre les deux.',
    services: [
      {
        icon: 'Camera',
        title: 'Portraits',
        text: 'Des séances détendues en lumière naturelle, chez vous ou en extérieur.',
      },
      {
        icon: 'Heart',
        title: 'Mariages',
        text: 'Un reportage documentaire qui raconte votre journée telle qu’elle a été.',
      },
      {
        icon: 'Aperture',
        title: 'Éditorial',
        text: 'Des histoires pour les magazines et les marques, de l’idée à l’édition finale.',
      },
    ],
    skills: ['Portrait', 'Reportage', 'Lumière naturelle', 'Argentique', 'Retouche', 'Direction artistique'],
    projects: [
      {
        title: 'Sel et pierre',
        category: 'Éditorial',
        year: 2025,
        client: 'Côtes & Marées',
        summary:
          'Une semaine avec les derniers paludiers de la côte atlantique, pour un reportage de douze pages.',
        role: 'Photographie',
      },
      {
        title: 'Inès & Tomás',
        category: 'Mariages',
        year: 2025,
        client: 'Particulier',
        summary: 'Un petit mariage dans les vignes, des préparatifs du matin jusqu’à la dernière danse.',
        role: 'Photographie',
      },
      {
        title: 'Les artisans de la vieille ville',
        category: 'Portraits',
        year: 2024,
        client: 'Mairie',
        summary: 'Les portraits de vingt artisans pour une exposition publique et un livre.',
        role: 'Photographie, retouche',
      },
      {
        title: 'Heures calmes',
        category: 'Personnel',
        year: 2024,
        client: 'Autoédition',
        summary: 'Des rues vides à l’aube dans neuf villes, publiées en livre photo.',
        role: 'Photographie, mise en page',
      },
      {
        title: 'La table des moissons',
        category: 'Éditorial',
        year: 2023,
        client: 'Kinfolk',
        summary:
          'Un sujet culinaire de saison, photographié dans une ferme familiale le temps d’un long après-midi.',
        role: 'Photographie',
      },
      {
        title: 'Portraits en studio, vol. 2',
        category: 'Portraits',
        year: 2023,
        client: 'Divers',
        summary: 'Une série de portraits en studio, épurés, avec une seule source de lumière.',
        role: 'Photographie, éclairage',
      },
    ],
    experience: [
      {
        period: '2019 — aujourd’hui',
        title: 'Photographie en indépendant',
        place: 'À mon compte',
        text: 'Éditorial, portrait et mariage pour des clients dans toute l’Europe.',
      },
      {
        period: '2016 — 2019',
        title: 'Photographie de presse',
        place: 'Quotidien régional',
        text: 'Actualité, reportages et portraits dans des délais serrés.',
      },
      {
        period: '2013 — 2016',
        title: 'Licence de photographie',
        place: 'École des beaux-arts',
        text: 'Diplôme avec mention ; projet de fin d’études exposé au niveau national.',
      },
    ],
  },
  designer: {
    id: 'designer',
    role: 'Design produit et identité de marque',
    intro: 'Je conçois des marques claires et singulières, et des produits numériques agréables à utiliser.',
    services: [
      {
        icon: 'Palette',
        title: 'Identité de marque',
        text: 'Logos, typographies et palettes de couleurs qui racontent une histoire.',
      },
      {
        icon: 'Layers',
        title: 'Design produit',
        text: 'Des interfaces web et mobiles fondées sur la recherche, prototypées tôt.',
      },
      {
        icon: 'PenTool',
        title: 'Illustration',
        text: 'Des univers illustrés sur mesure qui rendent une marque reconnaissable entre toutes.',
      },
    ],
    skills: [
      'Figma',
      'Design systems',
      'Stratégie de marque',
      'Prototypage',
      'Recherche utilisateur',
      'Typographie',
    ],
    projects: [
      {
        title: 'Fern Banking',
        category: 'Produit',
        year: 2025,
        client: 'Fern',
        summary:
          'Une banque mobile plus sereine pour les indépendants : recherche, parcours et un design system de 120 composants.',
        role: 'Direction du design produit',
      },
      {
        title: 'Northwind Coffee',
        category: 'Marque',
        year: 2025,
        client: 'Northwind',
        summary: 'Identité et packaging pour un torréfacteur de spécialité, du nom jusqu’au sachet en rayon.',
        role: 'Design de marque',
      },
      {
        title: 'Atlas Dashboard',
        category: 'Produit',
        year: 2024,
        client: 'Atlas Logistics',
        summary: 'Un outil d’exploitation touffu devenu un tableau de bord que les équipes aiment utiliser.',
        role: 'UX et UI',
      },
      {
        title: 'Festival Bloom',
        category: 'Marque',
        year: 2024,
        client: 'Bloom',
        summary: 'Un système visuel souple pour un festival de musique : affiches, site et écrans de scène.',
        role: 'Direction artistique',
      },
      {
        title: 'Guide de terrain',
        category: 'Illustration',
        year: 2023,
        client: 'Parcs naturels',
        summary: 'Quarante illustrations botaniques pour un guide de randonnée et son application.',
        role: 'Illustration',
      },
      {
        title: 'Loop',
        category: 'Produit',
        year: 2023,
        client: 'Loop',
        summary:
          'Une refonte de l’onboarding qui a fait grimper de 18 % la rétention de la première semaine.',
        role: 'Design produit',
      },
    ],
    experience: [
      {
        period: '2021 — aujourd’hui',
        title: 'Design en indépendant',
        place: 'Studio personnel',
        text: 'Marque et produit pour des start-up et des acteurs culturels.',
      },
      {
        period: '2017 — 2021',
        title: 'Design produit senior',
        place: 'Fintech en pleine croissance',
        text: 'Responsable du design d’une app mobile utilisée par deux millions de personnes.',
      },
      {
        period: '2014 — 2017',
        title: 'Design graphique',
        place: 'Agence de branding',
        text: 'Identités pour l’hôtellerie, le commerce et la culture.',
      },
    ],
  },
  developer: {
    id: 'developer',
    role: 'Développement logiciel',
    intro:
      'Je crée des applications web rapides et accessibles, et les outils qui aident les équipes à les livrer.',
    services: [
      {
        icon: 'Code',
        title: 'Applications web',
        text: 'Des front-ends React et TypeScript qui restent rapides en grandissant.',
      },
      {
        icon: 'Zap',
        title: 'Performance',
        text: 'Audits et correctifs qui rendent instantané un site trop lent.',
      },
      {
        icon: 'Workflow',
        title: 'Outillage',
        text: 'Chaînes de build, design systems et intégration continue fiables.',
      },
    ],
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Accessibilité', 'Tests'],
    projects: [
      {
        title: 'Ledger',
        category: 'Application web',
        year: 2025,
        client: 'Ledger Co.',
        summary: 'Une app de facturation pour petits studios : React, une API typée et un mode hors ligne.',
        role: 'Développement full-stack',
      },
      {
        title: 'Swift Docs',
        category: 'Open source',
        year: 2025,
        client: 'Communauté',
        summary:
          'Un générateur de documentation aux 4 000 étoiles, avec des contributeurs sur quatre continents.',
        role: 'Maintenance',
      },
      {
        title: 'Transit Live',
        category: 'Application web',
        year: 2024,
        client: 'Transports urbains',
        summary: 'Les passages en temps réel de 300 arrêts, consultés par 80 000 voyageurs par jour.',
        role: 'Direction front-end',
      },
      {
        title: 'Atlas UI',
        category: 'Design system',
        year: 2024,
        client: 'Atlas',
        summary: 'Une bibliothèque de composants accessibles adoptée par six équipes produit.',
        role: 'Développement',
      },
      {
        title: 'Paiement express',
        category: 'Performance',
        year: 2023,
        client: 'E-commerçant',
        summary: 'Le chargement du paiement est passé de 4,1 s à 1,2 s ; la conversion a gagné 9 %.',
        role: 'Conseil en performance',
      },
      {
        title: 'Habit CLI',
        category: 'Open source',
        year: 2023,
        client: 'Communauté',
        summary: 'Un petit suivi d’habitudes en ligne de commande, écrit pour apprendre Rust.',
        role: 'Auteur',
      },
    ],
    experience: [
      {
        period: '2021 — aujourd’hui',
        title: 'Développement en freelance',
        place: 'À mon compte',
        text: 'Ingénierie produit et performance pour des start-up.',
      },
      {
        period: '2018 — 2021',
        title: 'Développement front-end senior',
        place: 'Éditeur SaaS',
        text: 'Migration vers TypeScript et bibliothèque de composants partagée.',
      },
      {
        period: '2015 — 2018',
        title: 'Développement web',
        place: 'Agence digitale',
        text: 'Des sites et des applications pour des dizaines de clients.',
      },
    ],
  },
};
