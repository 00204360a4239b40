import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A yoga, fitness and wellbeing studio's copy in French (France): written for it, not translated word for word. */
export function wellnessCopyFr({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'fr');
  return {
    heroBadge: 'Premier cours offert',
    headline: 'Plus de force, plus de calme, plus vous-même',
    lede: `${name} est un studio chaleureux${place ? ` à ${place}` : ''} : petits groupes, coachs expérimentés et un programme qui s’adapte à votre vraie vie.`,
    primaryCta: 'Réserver un cours d’essai',
    secondaryCta: 'Voir le planning',
    features: [
      {
        icon: 'Dumbbell',
        title: 'Renforcement musculaire',
        text: 'Des séances encadrées pour gagner en force au quotidien, à votre rythme.',
      },
      {
        icon: 'Flower2',
        title: 'Yoga et mobilité',
        text: 'Vinyasa, yin et mobilité pour mieux bouger et mieux récupérer.',
      },
      {
        icon: 'HeartPulse',
        title: 'Des progrès visibles',
        text: 'Des bilans réguliers sur votre force, votre mobilité et votre forme.',
      },
      {
        icon: 'Users',
        title: 'Petits groupes',
        text: 'Jamais plus de douze personnes : votre coach connaît votre prénom.',
      },
      {
        icon: 'Apple',
        title: 'Coaching nutrition',
        text: 'Des habitudes simples plutôt que des régimes, avec un coach pour tenir le cap.',
      },
      {
        icon: 'CalendarCheck',
        title: 'Réservation souple',
        text: 'Réservez, déplacez ou annulez un cours jusqu’à deux heures avant.',
      },
    ],
    steps: [
      {
        title: 'Réservez un cours d’essai',
        text: 'Choisissez une séance adaptée aux débutants dans le planning.',
      },
      {
        title: 'Rencontrez votre coach',
        text: 'Un court échange sur vos objectifs, votre parcours et vos horaires.',
      },
      { title: 'Suivez votre programme', text: 'Une routine hebdomadaire qui évolue avec vos progrès.' },
    ],
    testimonials: [
      {
        quote:
          'J’ai essayé les grandes salles pendant des années. Ces petits cours sont les premiers que je n’ai jamais lâchés.',
        name: 'Camille Durand',
        role: 'Adhérente depuis 2 ans',
      },
      {
        quote:
          'Plus de mal de dos, et le mois dernier j’ai soulevé mon propre poids. Les coachs sont formidables.',
        name: 'Thomas Lefèvre',
        role: 'Adhérent depuis 8 mois',
      },
      {
        quote:
          'Calme, propre et vraiment accueillant. Le yin du dimanche, c’est ma remise à zéro de la semaine.',
        name: 'Inès Benali',
        role: 'Adhérente depuis 1 an',
      },
    ],
    tiers: [
      {
        name: 'À la séance',
        price: price(18),
        period: '/cours',
        description: 'Venez quand ça vous arrange.',
        features: ['Tous les cours collectifs', 'Tapis et serviette fournis', 'Sans engagement'],
        cta: 'Réserver un cours',
      },
      {
        name: 'Illimité',
        price: price(119),
        period: '/mois',
        description: 'La formule préférée de nos adhérents.',
        features: ['Cours illimités', 'Bilan mensuel', 'Une invitation par mois', 'Événements adhérents'],
        cta: 'Devenir adhérent',
        isFeatured: true,
      },
      {
        name: 'Coaching privé',
        price: price(249),
        period: '/mois',
        description: 'Coaching individuel et programme sur mesure.',
        features: ['4 séances privées', 'Coaching nutrition', 'Cours illimités'],
        cta: 'Parler à un coach',
      },
    ],
    faqs: [
      {
        question: 'Je suis grand débutant. Est-ce un problème ?',
        answer:
          'Pas du tout. La plupart de nos adhérents ont commencé de zéro, et chaque cours propose des variantes plus faciles et plus difficiles.',
      },
      {
        question: 'Que dois-je apporter ?',
        answer: 'Une tenue confortable et une gourde. Tapis, serviettes et matériel sont fournis.',
      },
      {
        question: 'Puis-je suspendre mon abonnement ?',
        answer: 'Oui, jusqu’à deux mois par an, sans frais.',
      },
      {
        question: 'Y a-t-il des douches et des casiers ?',
        answer: 'Oui : douches, casiers gratuits et sèche-cheveux dans les deux vestiaires.',
      },
    ],
    stats: [
      { value: '40+', label: 'Cours chaque semaine' },
      { value: '12', label: 'Personnes par cours, au maximum' },
      { value: '94\u00a0%', label: 'Adhérents qui renouvellent' },
    ],
    gallery: [
      'Une salle baignée de lumière, tapis de yoga déroulés',
      'Un coach corrigeant un squat pendant un cours en petit groupe',
      'Des kettlebells alignés le long du mur',
      'Une séance d’étirements au calme, au coucher du soleil',
      'L’accueil, avec ses plantes et ses bancs en bois',
      'Des adhérents qui rient après un cours',
    ],
    products: [
      {
        name: 'Tapis de yoga en liège',
        price: 79,
        category: 'Équipement',
        description: 'Surface en liège naturel dont l’adhérence augmente avec la transpiration.',
        badge: 'Meilleure vente',
      },
      {
        name: 'Lot de bandes élastiques',
        price: 29,
        category: 'Équipement',
        description: 'Cinq bandes en tissu, de légère à très forte.',
      },
      {
        name: 'Gourde isotherme',
        price: 32,
        category: 'Accessoires',
        description: 'Garde l’eau fraîche 24 heures. 750 ml.',
      },
      {
        name: 'Rouleau de récupération',
        price: 35,
        category: 'Récupération',
        description: 'Densité moyenne pour les jambes lourdes et les dos noués.',
      },
      {
        name: 'Duo de balles de massage',
        price: 18,
        category: 'Récupération',
        description: 'Pour dénouer épaules, pieds et hanches.',
        badge: 'Nouveau',
      },
      {
        name: 'T-shirt de sport',
        price: 39,
        category: 'Vêtements',
        description: 'Doux, respirant et taillé pour bouger.',
      },
      {
        name: 'Legging de studio',
        price: 69,
        category: 'Vêtements',
        description: 'Taille haute, opaque même en squat, avec poche pour le téléphone.',
      },
      {
        name: 'Flocons d’avoine protéinés',
        price: 14,
        category: 'Nutrition',
        description: 'Un petit-déjeuner rassasiant avec 20 g de protéines par bol.',
      },
    ],
    posts: [
      {
        title: 'Cinq exercices de mobilité pour le travail de bureau',
        excerpt: 'Dix minutes par jour pour compenser les heures assis.',
        tag: 'Mobilité',
        minutes: 5,
        body: [
          'Rester assis toute la journée raccourcit les fléchisseurs de hanche et arrondit le haut du dos.',
          'Une courte routine d’ouvertures de hanche, de rotations thoraciques et d’étirements des ischio-jambiers, faite chaque jour, change tout en deux semaines.',
        ],
      },
      {
        title: 'Se mettre à la musculation à 40 ans',
        excerpt: 'Il n’est jamais trop tard, et les bienfaits arrivent dès le premier mois.',
        tag: 'Force',
        minutes: 7,
        body: [
          'La masse musculaire diminue avec l’âge, mais elle répond à l’entraînement à tout âge.',
          'Commencez par deux séances complètes par semaine, soignez la technique et augmentez les charges progressivement. La régularité l’emporte sur l’intensité.',
        ],
      },
      {
        title: 'Le sommeil, votre meilleur outil de récupération',
        excerpt: 'Pourquoi huit heures de sommeil valent mieux que n’importe quel complément.',
        tag: 'Récupération',
        minutes: 4,
        body: [
          'C’est surtout pendant le sommeil que le corps s’adapte à l’entraînement.',
          'Une chambre sombre et fraîche, une heure de coucher régulière et pas d’écran dans la dernière heure : les progrès les plus simples à faire.',
        ],
      },
      {
        title: 'Manger pour l’énergie, pas pour se priver',
        excerpt: 'Les habitudes nutritionnelles les plus simples de nos coachs.',
        tag: 'Nutrition',
        minutes: 6,
        body: [
          'Une alimentation durable consiste à ajouter, pas à retirer.',
          'Ajoutez une paume de protéines et deux poings de légumes à chaque repas avant de vous soucier du reste.',
        ],
      },
    ],
    cta: {
      title: 'Votre premier cours est offert',
      text: 'Venez essayer une séance, rencontrer les coachs et voir si le lieu vous plaît. Sans pression, sans engagement.',
    },
    newsletter: {
      title: 'La lettre bien-être de la semaine',
      text: 'Une courte routine, une recette et le planning à jour, chaque lundi matin.',
    },
    contact: {
      email: emailFor(name),
      phone: '+33 1 84 30 17 78',
      address: place ? `48 rue des Jardins, ${place}` : '48 rue des Jardins',
      hours: 'Du lundi au vendredi de 6 h à 21 h, le week-end de 8 h à 14 h',
    },
  };
}
