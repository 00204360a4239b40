import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A small travel company's copy in French (France): written for it, not translated word for word. */
export function travelCopyFr({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'fr');
  return {
    heroBadge: 'Les dates d’été sont ouvertes',
    headline: place ? `${place}, sans se presser` : 'Voyager sans se presser, là où c’est le plus beau',
    lede: `${name} organise des voyages en petits groupes et des séjours avec des guides locaux, des adresses choisies une à une et du temps pour en profiter vraiment.`,
    primaryCta: 'Voir les voyages',
    secondaryCta: 'Parler à un conseiller',
    features: [
      {
        icon: 'Compass',
        title: 'Des guides locaux',
        text: 'Chaque voyage est mené par quelqu’un qui a grandi là où vous allez.',
      },
      {
        icon: 'Hotel',
        title: 'Des adresses de caractère',
        text: 'Des maisons d’hôtes familiales et des hôtels de charme où nous avons dormi nous-mêmes.',
      },
      {
        icon: 'Users',
        title: 'Petits groupes',
        text: 'Douze voyageurs au maximum, pour garder de la souplesse.',
      },
      {
        icon: 'Leaf',
        title: 'Une empreinte réduite',
        text: 'Le train plutôt que l’avion dès que possible, et chaque réservation compensée en carbone.',
      },
      {
        icon: 'Shield',
        title: 'Voyage protégé',
        text: 'Des réservations garanties financièrement et une assistance 24 h/24 pendant le voyage.',
      },
      {
        icon: 'CalendarDays',
        title: 'Dates flexibles',
        text: 'Changez de date de départ sans frais jusqu’à 30 jours avant.',
      },
    ],
    steps: [
      {
        title: 'Choisissez un voyage',
        text: 'Parcourez nos itinéraires ou demandez-nous d’en imaginer un pour vous.',
      },
      { title: 'Réservez votre place', text: 'Un petit acompte suffit ; le solde se règle plus tard.' },
      { title: 'Bouclez vos valises', text: 'Transferts, billets et détails : nous nous occupons de tout.' },
    ],
    testimonials: [
      {
        quote:
          'Chaque étape était plus belle que la précédente et dès le deuxième jour, notre guide était devenue une amie.',
        name: 'Claire Dubois',
        role: 'A voyagé en mai',
      },
      {
        quote:
          'Le rythme était parfait : assez de programme pour voir l’essentiel, assez de temps libre pour flâner.',
        name: 'Tomás García',
        role: 'A voyagé en septembre',
      },
      {
        quote: 'Quand un ferry a été annulé, ils avaient un nouveau plan en moins d’une heure. Impeccable.',
        name: 'Antoine Leroy',
        role: 'A voyagé en juin',
      },
    ],
    tiers: [
      {
        name: 'Escapade week-end',
        price: price(690),
        period: '/personne',
        description: 'Trois jours, deux nuits, un lieu inoubliable.',
        features: ['Hébergement de charme', 'Balade guidée', 'Dîner de bienvenue'],
        cta: 'Voir les dates',
      },
      {
        name: 'La semaine signature',
        price: price(1890),
        period: '/personne',
        description: 'Notre itinéraire de sept jours préféré des voyageurs.',
        features: [
          '6 nuits dans 3 adresses',
          'Guide local tout du long',
          'La plupart des repas',
          'Tous les transferts',
        ],
        cta: 'Réserver une place',
        isFeatured: true,
      },
      {
        name: 'Sur mesure',
        price: `À partir de ${price(2500)}`,
        period: '',
        description: 'Vos dates, votre rythme, conçu avec vous.',
        features: ['Guide privé', 'Durée au choix', 'Un conseiller dédié'],
        cta: 'Concevoir mon voyage',
      },
    ],
    faqs: [
      {
        question: 'Faut-il être très sportif ?',
        answer:
          'La plupart des voyages comprennent des marches de deux à trois heures sur terrain facile. Chaque itinéraire indique son niveau.',
      },
      {
        question: 'Les vols sont-ils compris ?',
        answer:
          'Non, pour que vous puissiez partir d’où vous voulez. Nous vous suggérons volontiers des trajets.',
      },
      {
        question: 'Peut-on voyager seul ?',
        answer:
          'Bien sûr. Environ un tiers de nos voyageurs partent seuls, et chaque voyage propose des chambres individuelles.',
      },
      {
        question: 'Et si je dois annuler ?',
        answer:
          'L’acompte est remboursable jusqu’à 60 jours avant le départ ; pour le reste, nous conseillons une assurance voyage.',
      },
    ],
    stats: [
      { value: '3\u202f400', label: 'Voyageurs l’an dernier' },
      { value: '4,9', label: 'Note moyenne des voyages' },
      { value: '38', label: 'Guides locaux' },
    ],
    gallery: [
      'Un sentier côtier sinueux à l’heure dorée',
      'Une maison d’hôtes blanchie à la chaux aux volets bleus',
      'Une longue table dressée pour le dîner sous une guirlande lumineuse',
      'Des randonneurs sur une crête au-dessus des nuages',
      'Un port rempli de petits bateaux de pêche',
      'Un étal de marché débordant de fruits frais',
    ],
    products: [
      {
        name: 'Escapade week-end',
        price: 690,
        category: 'Courts séjours',
        description: 'Trois jours de balades, de bonnes tables et un hôtel de charme.',
        badge: 'Populaire',
      },
      {
        name: 'Semaine sur la côte',
        price: 1890,
        category: 'Une semaine',
        description: 'Sept jours entre villages de pêcheurs et criques cachées.',
      },
      {
        name: 'Villages de montagne',
        price: 1590,
        category: 'Une semaine',
        description: 'Villages de pierre, sentiers d’altitude et longs déjeuners.',
      },
      {
        name: 'Voyage gourmand',
        price: 1290,
        category: 'Courts séjours',
        description: 'Quatre jours de marchés, de cours de cuisine et de vignobles.',
        badge: 'Nouveau',
      },
      {
        name: 'D’île en île',
        price: 2190,
        category: 'Une semaine',
        description: 'Trois îles en ferry, avec un skipper du coin.',
      },
      {
        name: 'Week-end en ville',
        price: 540,
        category: 'Courts séjours',
        description: 'Des balades de quartier et un hôtel choisi avec soin.',
      },
    ],
    posts: [
      {
        title: 'L’art de voyager lentement',
        excerpt: 'Pourquoi moins d’étapes et des séjours plus longs font de meilleurs voyages.',
        tag: 'Idées',
        minutes: 6,
        body: [
          'Le réflexe, c’est de tout voir. Le bonheur, c’est de bien voir quelques endroits.',
          'Deux nuits au moins à chaque étape, et la liste à cocher devient un voyage.',
        ],
      },
      {
        title: 'Que mettre dans son sac pour un voyage à pied',
        excerpt: 'Une courte liste signée par des guides qui marchent pour gagner leur vie.',
        tag: 'Conseils',
        minutes: 4,
        body: [
          'Des chaussures déjà faites à vos pieds, un imperméable léger et plusieurs couches. L’essentiel est là.',
          'Laissez les tenues en trop à la maison et emportez plutôt un bon livre.',
        ],
      },
      {
        title: 'Bien manger, selon les gens du coin',
        excerpt: 'Nos guides partagent les adresses où ils emmènent leur propre famille.',
        tag: 'Cuisine',
        minutes: 5,
        body: [
          'Les meilleurs repas sont rarement ceux où la file d’attente est la plus longue.',
          'Demandez où les gens déjeunent un mardi midi, et allez-y.',
        ],
      },
      {
        title: 'L’intersaison, la meilleure des saisons',
        excerpt: 'Moins de monde, une lumière plus douce et de meilleurs prix au printemps et à l’automne.',
        tag: 'Organisation',
        minutes: 5,
        body: [
          'Partir en mai ou en octobre, c’est profiter de journées douces, de sentiers calmes et d’habitants qui ont le temps de discuter.',
          'Les prix baissent aussi, parfois d’un tiers.',
        ],
      },
    ],
    cta: {
      title: 'Et maintenant, où va-t-on ?',
      text: 'Dites-nous quand vous aimeriez partir et ce que vous aimez. Un conseiller vous répond sous 24 heures.',
    },
    newsletter: {
      title: 'Des cartes postales, par e-mail',
      text: 'Nouveaux itinéraires, places de dernière minute et récits de voyage, deux fois par mois.',
    },
    contact: {
      email: emailFor(name),
      phone: '+33 1 84 73 20 41',
      address: place ? `3 quai du Port, ${place}` : '3 quai du Port',
      hours: 'Conseillers disponibles du lundi au samedi, de 9 h à 19 h',
    },
  };
}
