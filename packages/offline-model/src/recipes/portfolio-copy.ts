import type { DomainCopy } from '../content';
import type { AppLanguage } from '../locale';

/** The portfolio's own words, by language; its work is `content/disciplines/`. */
export type PortfolioCopy = {
  work: string;
  about: string;
  contact: string;
  hireMe: string;
  available: string;
  viewWork: string;
  getInTouch: string;
  selectedWork: string;
  all: string;
  filterByCategory: string;
  client: string;
  role: string;
  year: string;
  howICanHelp: string;
  experience: string;
  skills: string;
  /** `{first}` is the person's first name. */
  hi: string;
  /** The testimonials and contact details in this language (English: the subject's copy's). */
  testimonials?: DomainCopy['testimonials'];
  /** `addressIn`'s `{place}` is where the person works, when the prompt says. */
  contactDetails?: { phone: string; address: string; addressIn: string; hours: string };
};

export const PORTFOLIO_COPY: Record<AppLanguage, PortfolioCopy> = {
  en: {
    work: 'Work',
    about: 'About',
    contact: 'Contact',
    hireMe: 'Hire me',
    available: 'Available for new projects',
    viewWork: 'View selected work',
    getInTouch: 'Get in touch',
    selectedWork: 'Selected work',
    all: 'All',
    filterByCategory: 'Filter by category',
    client: 'Client',
    role: 'Role',
    year: 'Year',
    howICanHelp: 'How I can help',
    experience: 'Experience',
    skills: 'Skills',
    hi: "Hi, I'm {first}",
  },
  es: {
    work: 'Trabajos',
    about: 'Sobre mí',
    contact: 'Contacto',
    hireMe: 'Trabajemos juntos',
    available: 'Disponible para nuevos proyectos',
    viewWork: 'Ver trabajos',
    getInTouch: 'Escríbeme',
    selectedWork: 'Trabajos seleccionados',
    all: 'Todos',
    filterByCategory: 'Filtrar por categoría',
    client: 'Cliente',
    role: 'Función',
    year: 'Año',
    howICanHelp: 'Cómo puedo ayudarte',
    experience: 'Experiencia',
    skills: 'Habilidades',
    hi: 'Hola, soy {first}',
    testimonials: [
      {
        quote: 'Entendió el encargo a la primera y entregó antes de plazo. Repetiremos sin duda.',
        name: 'Carmen Ruiz',
        role: 'Directora de marketing, Verbena',
      },
      {
        quote: 'Un trabajo cuidado hasta el último detalle y un trato cercano durante todo el proceso.',
        name: 'Javier Ortega',
        role: 'Fundador, Casa Alma',
      },
      {
        quote: 'Nos ayudó a contar nuestra historia mejor de lo que sabíamos hacerlo nosotros.',
        name: 'Lucía Prieto',
        role: 'Responsable de comunicación, Museo del Agua',
      },
    ],
    contactDetails: {
      phone: '+34 910 555 214',
      address: 'Calle del Pez 12, estudio 4',
      addressIn: 'Calle del Pez 12, estudio 4, {place}',
      hours: 'De lunes a viernes, con cita previa',
    },
  },
  fr: {
    work: 'Projets',
    about: 'À propos',
    contact: 'Contact',
    hireMe: 'Travaillons ensemble',
    available: 'Disponible pour de nouveaux projets',
    viewWork: 'Voir mes projets',
    getInTouch: 'Me contacter',
    selectedWork: 'Projets choisis',
    all: 'Tous',
    filterByCategory: 'Filtrer par catégorie',
    client: 'Client',
    role: 'Rôle',
    year: 'Année',
    howICanHelp: 'Ce que je peux faire pour vous',
    experience: 'Parcours',
    skills: 'Compétences',
    hi: 'Bonjour, moi c’est {first}',
    testimonials: [
      {
        quote:
          'Un brief compris du premier coup et un rendu livré en avance. Nous retravaillerons ensemble, c’est certain.',
        name: 'Camille Roux',
        role: 'Directrice marketing, Verveine',
      },
      {
        quote:
          'Un travail soigné jusque dans les moindres détails, et un échange toujours simple et chaleureux.',
        name: 'Julien Lefèvre',
        role: 'Fondateur, Maison Alma',
      },
      {
        quote: 'Grâce à ce projet, nous racontons enfin notre histoire comme elle le mérite.',
        name: 'Claire Dubois',
        role: 'Responsable de la communication, Musée de l’Eau',
      },
    ],
    contactDetails: {
      phone: '+33 1 84 60 52 14',
      address: '12 rue des Ateliers, atelier 4',
      addressIn: '12 rue des Ateliers, atelier 4, {place}',
      hours: 'Du lundi au vendredi, sur rendez-vous',
    },
  },
  de: {
    work: 'Arbeiten',
    about: 'Über mich',
    contact: 'Kontakt',
    hireMe: 'Projekt anfragen',
    available: 'Offen für neue Projekte',
    viewWork: 'Arbeiten ansehen',
    getInTouch: 'Kontakt aufnehmen',
    selectedWork: 'Ausgewählte Arbeiten',
    all: 'Alle',
    filterByCategory: 'Nach Kategorie filtern',
    client: 'Kunde',
    role: 'Rolle',
    year: 'Jahr',
    howICanHelp: 'Womit ich helfen kann',
    experience: 'Werdegang',
    skills: 'Fähigkeiten',
    hi: 'Hallo, ich bin {first}',
    testimonials: [
      {
        quote:
          'Das Briefing war sofort verstanden, geliefert wurde vor der Frist. Wir arbeiten gern wieder zusammen.',
        name: 'Katrin Vogel',
        role: 'Marketingleiterin, Verbene',
      },
      {
        quote:
          'Sorgfältig bis ins kleinste Detail und während des ganzen Projekts unkompliziert im Austausch.',
        name: 'Jonas Becker',
        role: 'Gründer, Haus Alma',
      },
      {
        quote: 'Endlich erzählen wir unsere Geschichte so, wie sie es verdient.',
        name: 'Lena Hofmann',
        role: 'Leiterin Kommunikation, Wassermuseum',
      },
    ],
    contactDetails: {
      phone: '+49 30 5557 2140',
      address: 'Werkstattstraße 12, Atelier 4',
      addressIn: 'Werkstattstraße 12, Atelier 4, {place}',
      hours: 'Mo.–Fr. nach Vereinbarung',
    },
  },
  pt: {
    work: 'Trabalhos',
    about: 'Sobre mim',
    contact: 'Contacto',
    hireMe: 'Vamos trabalhar juntos',
    available: 'Disponível para novos projetos',
    viewWork: 'Ver trabalhos',
    getInTouch: 'Fale comigo',
    selectedWork: 'Trabalhos selecionados',
    all: 'Todos',
    filterByCategory: 'Filtrar por categoria',
    client: 'Cliente',
    role: 'Função',
    year: 'Ano',
    howICanHelp: 'Como posso ajudar',
    experience: 'Percurso',
    skills: 'Competências',
    hi: 'Olá, sou {first}',
    testimonials: [
      {
        quote: 'Percebeu o briefing à primeira e entregou antes do prazo. Vamos repetir, sem dúvida.',
        name: 'Marta Sousa',
        role: 'Diretora de marketing, Verbena',
      },
      {
        quote: 'Um trabalho cuidado até ao último pormenor e uma relação próxima durante todo o processo.',
        name: 'Tiago Ferreira',
        role: 'Fundador, Casa Alma',
      },
      {
        quote: 'Ajudou-nos a contar a nossa história melhor do que nós próprios sabíamos.',
        name: 'Inês Carvalho',
        role: 'Responsável de comunicação, Museu da Água',
      },
    ],
    contactDetails: {
      phone: '+351 210 555 214',
      address: 'Rua das Oficinas 12, estúdio 4',
      addressIn: 'Rua das Oficinas 12, estúdio 4, {place}',
      hours: 'De segunda a sexta, por marcação',
    },
  },
  it: {
    work: 'Lavori',
    about: 'Chi sono',
    contact: 'Contatti',
    hireMe: 'Lavoriamo insieme',
    available: 'Disponibile per nuovi progetti',
    viewWork: 'Guarda i lavori',
    getInTouch: 'Scrivimi',
    selectedWork: 'Lavori scelti',
    all: 'Tutti',
    filterByCategory: 'Filtra per categoria',
    client: 'Cliente',
    role: 'Ruolo',
    year: 'Anno',
    howICanHelp: 'Come posso aiutarti',
    experience: 'Esperienza',
    skills: 'Competenze',
    hi: 'Ciao, sono {first}',
    testimonials: [
      {
        quote:
          'Ha capito il brief al primo colpo e ha consegnato in anticipo. Lavoreremo ancora insieme, senza dubbio.',
        name: 'Chiara Galli',
        role: 'Direttrice marketing, Verbena',
      },
      {
        quote:
          'Un lavoro curato fin nei minimi dettagli e un rapporto diretto e cordiale dall’inizio alla fine.',
        name: 'Marco Bianchi',
        role: 'Fondatore, Casa Alma',
      },
      {
        quote: 'Ci ha aiutato a raccontare la nostra storia meglio di quanto sapessimo fare noi.',
        name: 'Sara Colombo',
        role: 'Responsabile comunicazione, Museo dell’Acqua',
      },
    ],
    contactDetails: {
      phone: '+39 02 5555 2140',
      address: 'Via delle Botteghe 12, studio 4',
      addressIn: 'Via delle Botteghe 12, studio 4, {place}',
      hours: 'Dal lunedì al venerdì, su appuntamento',
    },
  },
};
