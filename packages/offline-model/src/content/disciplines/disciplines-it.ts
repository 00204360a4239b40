import type { Discipline } from '../portfolio';

export const DISCIPLINES_IT: Record<Discipline['id'], Discipline> = {
  photographer: {
    id: 'photographer',
    role: 'Fotografia',
    intro: 'Scatto fotografie sincere e piene di luce di persone, luoghi e dei momenti che stanno nel mezzo.',
    services: [
      {
        icon: 'Camera',
        title: 'Ritratti',
        text: 'Sessioni rilassate con luce naturale, a casa o in esterni.',
      },
      {
        icon: 'Heart',
        title: 'Matrimoni',
        text: 'Un reportage che racconta la vostra giornata così com’è stata.',
      },
      {
        icon: 'Aperture',
        title: 'Editoriale',
        text: 'Storie per riviste e marchi, dall’idea alla selezione finale.',
      },
    ],
    skills: ['Ritratto', 'Reportage', 'Luce naturale', 'Analogico', 'Post-produzione', 'Direzione artistica'],
    projects: [
      {
        title: 'Sale e pietra',
        category: 'Editoriale',
        year: 2025,
        client: 'Rivista Costa',
        summary:
          'Una settimana con gli ultimi salinai della costa atlantica, per un servizio di dodici pagine.',
        role: 'Fotografia',
      },
      {
        title: 'Inés e Tomás',
        category: 'Matrimoni',
        year: 2025,
        client: 'Privato',
        summary: 'Un piccolo matrimonio tra i vigneti, dai preparativi del mattino all’ultimo ballo.',
        role: 'Fotografia',
      },
      {
        title: 'Mestieri del centro storico',
        category: 'Ritratti',
        year: 2024,
        client: 'Comune',
        summary: 'Ritratti di venti artigiani per una mostra pubblica e un libro.',
        role: 'Fotografia e editing',
      },
      {
        title: 'Ore quiete',
        category: 'Personale',
        year: 2024,
        client: 'Autoprodotto',
        summary: 'Strade vuote all’alba in nove città, raccolte in un libro fotografico.',
        role: 'Fotografia e impaginazione',
      },
      {
        title: 'La tavola del raccolto',
        category: 'Editoriale',
        year: 2023,
        client: 'Kinfolk',
        summary:
          'Una storia gastronomica di stagione, scattata in una fattoria di famiglia in un lungo pomeriggio.',
        role: 'Fotografia',
      },
      {
        title: 'Ritratti in studio, vol. 2',
        category: 'Ritratti',
        year: 2023,
        client: 'Vari',
        summary: 'Una serie di ritratti in studio essenziali, con una sola luce.',
        role: 'Fotografia e illuminazione',
      },
    ],
    experience: [
      {
        period: '2019 — oggi',
        title: 'Fotografia freelance',
        place: 'In proprio',
        text: 'Lavori editoriali, ritratti e matrimoni per clienti in tutta Europa.',
      },
      {
        period: '2016 — 2019',
        title: 'Fotogiornalismo',
        place: 'Quotidiano',
        text: 'Cronaca, servizi e ritratti con scadenze strettissime.',
      },
      {
        period: '2013 — 2016',
        title: 'Diploma accademico in Fotografia',
        place: 'Accademia di Belle Arti',
        text: 'Con lode; il progetto finale è stato esposto a livello nazionale.',
      },
    ],
  },
  designer: {
    id: 'designer',
    role: 'Product e brand design',
    intro: 'Progetto marchi chiari e con carattere, e prodotti digitali che si usano con piacere.',
    services: [
      {
        icon: 'Palette',
        title: 'Identità di marca',
        text: 'Loghi, caratteri e sistemi di colore con una storia alle spalle.',
      },
      {
        icon: 'Layers',
        title: 'Product design',
        text: 'Interfacce web e mobile basate sulla ricerca, prototipate fin da subito.',
      },
      {
        icon: 'PenTool',
        title: 'Illustrazione',
        text: 'Sistemi di illustrazione su misura che rendono un marchio inconfondibile.',
      },
    ],
    skills: [
      'Figma',
      'Design system',
      'Strategia di marca',
      'Prototipazione',
      'Ricerca con gli utenti',
      'Tipografia',
    ],
    projects: [
      {
        title: 'Fern Banking',
        category: 'Prodotto',
        year: 2025,
        client: 'Fern',
        summary:
          'Una banca mobile più serena per i freelance: ricerca, flussi e un design system di 120 componenti.',
        role: 'Responsabile del product design',
      },
      {
        title: 'Northwind Coffee',
        category: 'Marchio',
        year: 2025,
        client: 'Northwind',
        summary: 'Identità e packaging per una torrefazione specialty, dal nome al sacchetto sullo scaffale.',
        role: 'Brand design',
      },
      {
        title: 'Atlas Dashboard',
        category: 'Prodotto',
        year: 2024,
        client: 'Atlas Logistics',
        summary:
          'Uno strumento operativo fitto di dati trasformato in una dashboard che gli operatori usano volentieri.',
        role: 'UX e UI',
      },
      {
        title: 'Bloom Festival',
        category: 'Marchio',
        year: 2024,
        client: 'Bloom',
        summary:
          'Un sistema visivo flessibile per un festival musicale: manifesti, sito e schermi del palco.',
        role: 'Direzione artistica',
      },
      {
        title: 'Guida da campo',
        category: 'Illustrazione',
        year: 2023,
        client: 'Ente Parchi',
        summary: 'Quaranta illustrazioni botaniche per una guida ai sentieri e la sua app.',
        role: 'Illustrazione',
      },
      {
        title: 'Loop',
        category: 'Prodotto',
        year: 2023,
        client: 'Loop',
        summary: 'Un nuovo onboarding che ha aumentato del 18% la retention della prima settimana.',
        role: 'Product design',
      },
    ],
    experience: [
      {
        period: '2021 — oggi',
        title: 'Design freelance',
        place: 'Studio indipendente',
        text: 'Marchi e prodotti per startup e realtà culturali.',
      },
      {
        period: '2017 — 2021',
        title: 'Senior product design',
        place: 'Fintech in crescita',
        text: 'Alla guida del design di un’app usata da due milioni di persone.',
      },
      {
        period: '2014 — 2017',
        title: 'Graphic design',
        place: 'Agenzia di branding',
        text: 'Identità per ristorazione, commercio e cultura.',
      },
    ],
  },
  developer: {
    id: 'developer',
    role: 'Sviluppo software',
    intro:
      'Realizzo applicazioni web veloci e accessibili, e gli strumenti che aiutano i team a rilasciarle.',
    services: [
      {
        icon: 'Code',
        title: 'Applicazioni web',
        text: 'Front end in React e TypeScript che restano veloci mentre crescono.',
      },
      {
        icon: 'Zap',
        title: 'Prestazioni',
        text: 'Analisi e interventi che rendono istantaneo un sito lento.',
      },
      {
        icon: 'Workflow',
        title: 'Strumenti per sviluppatori',
        text: 'Pipeline di build, design system e integrazione continua affidabili.',
      },
    ],
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Accessibilità', 'Test'],
    projects: [
      {
        title: 'Ledger',
        category: 'Web app',
        year: 2025,
        client: 'Ledger Co.',
        summary: 'Un’app di fatturazione per piccoli studi: React, un’API tipizzata e funzionamento offline.',
        role: 'Sviluppo full stack',
      },
      {
        title: 'Swift Docs',
        category: 'Open source',
        year: 2025,
        client: 'Community',
        summary: 'Un generatore di documentazione con 4000 stelle e contributori in quattro continenti.',
        role: 'Manutenzione',
      },
      {
        title: 'Transit Live',
        category: 'Web app',
        year: 2024,
        client: 'Trasporto pubblico',
        summary: 'Arrivi in tempo reale per 300 fermate, consultati da 80.000 passeggeri al giorno.',
        role: 'Responsabile front end',
      },
      {
        title: 'Atlas UI',
        category: 'Design system',
        year: 2024,
        client: 'Atlas',
        summary: 'Una libreria di componenti accessibili adottata da sei team di prodotto.',
        role: 'Sviluppo',
      },
      {
        title: 'Checkout veloce',
        category: 'Prestazioni',
        year: 2023,
        client: 'E-commerce',
        summary: 'Caricamento del checkout ridotto da 4,1 s a 1,2 s; la conversione è salita del 9%.',
        role: 'Consulenza sulle prestazioni',
      },
      {
        title: 'Habit CLI',
        category: 'Open source',
        year: 2023,
        client: 'Community',
        summary: 'Un piccolo tracker di abitudini da riga di comando, scritto per imparare Rust.',
        role: 'Ideazione e sviluppo',
      },
    ],
    experience: [
      {
        period: '2021 — oggi',
        title: 'Sviluppo freelance',
        place: 'In proprio',
        text: 'Product engineering e ottimizzazione delle prestazioni per startup.',
      },
      {
        period: '2018 — 2021',
        title: 'Senior front-end development',
        place: 'Azienda SaaS',
        text: 'Guida della migrazione a TypeScript e di una libreria di componenti condivisa.',
      },
      {
        period: '2015 — 2018',
        title: 'Sviluppo web',
        place: 'Agenzia digitale',
        text: 'Siti e applicazioni per decine di clienti.',
      },
    ],
  },
};
