import { isBakeryOrCafe } from './food';
import { restaurantCopyIn } from './restaurant-landing';
import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A bakery's and café's copy in French, or a restaurant's (restaurant-landing.ts): written for it, not word for word. */
export function foodCopyFr(context: CopyContext): DomainCopy {
  const base = bakeryCopyFr(context);
  // Bakeries and cafés talk about bread and coffee; restaurants about dinner.
  return isBakeryOrCafe(context) ? base : restaurantCopyIn('fr', context, base);
}

function bakeryCopyFr({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'fr');
  return {
    heroBadge: place ? `Ouvert tous les jours à ${place}` : 'Ouvert tous les jours dès 7 h',
    headline: 'Tout est fait maison, chaque matin',
    lede: `${name}, c’est un fournil de quartier${place ? ` à ${place}` : ''} où fermentation lente, produits de saison et accueil chaleureux vont de soi.`,
    primaryCta: 'Voir la carte',
    secondaryCta: 'Préparer votre visite',
    features: [
      {
        icon: 'Wheat',
        title: 'Levain et patience',
        text: 'Nos pains reposent 36 heures : une croûte qui chante et bien plus de goût.',
      },
      {
        icon: 'Leaf',
        title: 'De saison et d’ici',
        text: 'Nous travaillons avec des producteurs proches et la carte suit les récoltes.',
      },
      {
        icon: 'Coffee',
        title: 'Café de spécialité',
        text: 'Des grains d’origine unique, torréfiés en petits lots et préparés par nos baristas.',
      },
      {
        icon: 'Clock',
        title: 'Prêt à votre arrivée',
        text: 'Commandez en ligne et récupérez vos viennoiseries encore tièdes, sans faire la queue.',
      },
      {
        icon: 'Heart',
        title: 'Fait avec soin',
        text: 'Chaque recette est testée pendant des semaines avant d’arriver en vitrine.',
      },
      {
        icon: 'Truck',
        title: 'Traiteur et livraison',
        text: 'Plateaux petit-déjeuner et gâteaux de fête, livrés partout en ville.',
      },
    ],
    steps: [
      { title: 'Découvrez la vitrine', text: 'Voyez ce qui sort du four ce matin sur notre carte en ligne.' },
      { title: 'Commandez', text: 'Réservez vos préférés en ligne en moins d’une minute.' },
      { title: 'Récupérez tout chaud', text: 'Passez devant la file et retirez votre commande au comptoir.' },
    ],
    testimonials: [
      {
        quote: 'Le meilleur pain au levain que j’aie mangé depuis longtemps. Je viens tous les samedis.',
        name: 'Camille Dubois',
        role: 'Cliente fidèle depuis 2019',
      },
      {
        quote: 'Ils ont servi le petit-déjeuner de quarante collègues et tout a disparu en quelques minutes.',
        name: 'Julien Martin',
        role: 'Office manager',
      },
      {
        quote: 'Une équipe adorable, un excellent café et une brioche à la cardamome inoubliable.',
        name: 'Claire Lefèvre',
        role: 'Critique gastronomique',
      },
    ],
    tiers: [
      {
        name: 'Le pain de la semaine',
        price: price(9),
        period: '/semaine',
        description: 'Un pain frais de votre choix, chaque semaine.',
        features: ['Le pain de votre choix', 'À emporter ou livré', 'Pause à tout moment'],
        cta: 'Je m’abonne',
      },
      {
        name: 'Club petit-déjeuner',
        price: price(29),
        period: '/semaine',
        description: 'Pain, viennoiseries et café pour toute la maison.',
        features: [
          'Deux pains par semaine',
          'Six viennoiseries',
          '250 g de café en grains',
          'Offres réservées aux membres',
        ],
        cta: 'Rejoindre le club',
        isFeatured: true,
      },
      {
        name: 'Formule bureau',
        price: price(89),
        period: '/semaine',
        description: 'Un petit-déjeuner complet pour les équipes jusqu’à 15 personnes.',
        features: ['Viennoiseries et fruits', 'Service café', 'Livré avant 9 h'],
        cta: 'Parlons-en',
      },
    ],
    faqs: [
      {
        question: 'Proposez-vous des options vegan ou sans gluten ?',
        answer:
          'Oui. Plusieurs pains et pâtisseries sont vegan chaque jour, et le vendredi nous cuisons une gamme sans gluten à part.',
      },
      {
        question: 'Puis-je commander un gâteau pour un événement ?',
        answer: 'Les gâteaux de fête se commandent 48 heures à l’avance, en ligne ou par téléphone.',
      },
      {
        question: 'Livrez-vous ?',
        answer: `Nous livrons${place ? ` à ${place}` : ''} du mardi au dimanche, de 8 h à 14 h.`,
      },
      {
        question: 'Peut-on s’asseoir sur place ?',
        answer:
          'Nous avons vingt places à l’intérieur et une petite terrasse ouverte du printemps à l’automne.',
      },
    ],
    stats: [
      { value: '36', label: 'Heures de fermentation par pain' },
      { value: '1 200', label: 'Viennoiseries chaque matin' },
      { value: '4,9', label: 'Étoiles en moyenne' },
    ],
    gallery: [
      'Un pain au levain à la croûte dorée et craquelée',
      'Des rangées de croissants qui refroidissent sur une grille',
      'Un flat white avec un joli dessin sur un comptoir en marbre',
      'Des mains qui façonnent la pâte sur un plan fariné',
      'La terrasse ensoleillée et ses petites tables en bois',
      'Une part de tarte au citron et ses fruits rouges',
    ],
    products: [
      {
        name: 'Pain de campagne au levain',
        price: 7,
        category: 'Pains',
        description: 'Notre pain signature : 36 heures de fermentation, mie alvéolée, croûte croustillante.',
        badge: 'Best-seller',
      },
      {
        name: 'Pain de seigle aux graines',
        price: 8,
        category: 'Pains',
        description: 'Dense et gourmand, avec graines de tournesol, de lin et de courge.',
      },
      {
        name: 'Croissant au beurre',
        price: 3.5,
        category: 'Viennoiseries',
        description: 'Tourné à la main au beurre de baratte : 27 couches feuilletées.',
      },
      {
        name: 'Brioche à la cardamome',
        price: 4,
        category: 'Viennoiseries',
        description: 'Un nœud à la suédoise, roulé dans le sucre à la cardamome.',
        badge: 'Nouveau',
      },
      {
        name: 'Pastel de nata',
        price: 2.5,
        category: 'Viennoiseries',
        description: 'Une crème caramélisée dans une pâte feuilletée bien croustillante.',
      },
      {
        name: 'Café maison en grains',
        price: 16,
        category: 'Café',
        description: '250 g d’une torréfaction espresso équilibrée, aux notes de chocolat.',
      },
      {
        name: 'Cold brew en bouteille',
        price: 5,
        category: 'Café',
        description: 'Infusé à froid pendant 18 heures : doux et peu acide.',
      },
      {
        name: 'Focaccia à l’huile d’olive',
        price: 6,
        category: 'Pains',
        description: 'Moelleuse, parfumée au romarin et généreusement huilée.',
      },
    ],
    posts: [
      {
        title: 'Pourquoi notre pâte fermente 36 heures',
        excerpt:
          'Le temps est le seul ingrédient qu’on ne peut pas imiter. Voici ce qui se passe pendant le repos.',
        tag: 'Fournil',
        minutes: 6,
        body: [
          'La plupart des pains se font en trois heures environ. Le nôtre prend un jour et demi, et la pâte passe presque tout ce temps à reposer au frais.',
          'Pendant ce long repos, levures sauvages et bactéries lactiques transforment l’amidon en sucres et en acides : d’où les notes caramélisées de la croûte et la légère acidité de la mie.',
          'Le pain est aussi plus digeste et se garde plusieurs jours sans rassir.',
        ],
      },
      {
        title: 'Les paysans derrière notre farine',
        excerpt: 'Nous avons visité le moulin et les champs où pousse le blé ancien de chaque pain.',
        tag: 'Origine',
        minutes: 5,
        body: [
          'Notre farine vient d’un moulin familial à deux heures d’ici, moulue sur meule de pierre à partir de variétés anciennes.',
          'Ces blés rendent moins, mais ils ont du goût. Les payer au juste prix, c’est garder les champs cultivés.',
        ],
      },
      {
        title: 'Bien préparer son café à la maison',
        excerpt: 'Trois outils, de bons grains et cinq minutes : la méthode la plus simple de nos baristas.',
        tag: 'Café',
        minutes: 4,
        body: [
          'Pas besoin de machine pour un excellent café à la maison : une bouilloire, une balance et un filtre suffisent.',
          'Comptez 15 grammes de café pour 250 grammes d’eau frémissante, versez lentement en cercles et visez trois minutes d’infusion.',
        ],
      },
      {
        title: 'La carte d’automne est arrivée',
        excerpt: 'Danoise poire-gingembre, cake à la courge et le retour du chocolat chaud.',
        tag: 'Carte',
        minutes: 3,
        body: [
          'L’automne est notre saison préférée au fournil : les vergers débordent et les épices reviennent.',
          'Guettez la danoise poire-gingembre le week-end, et le cake épicé à la courge tous les jours dès octobre.',
        ],
      },
    ],
    cta: {
      title: 'Venez gourmand, repartez comblé',
      text: 'Installez-vous, commandez un café et laissez-nous vous apporter quelque chose tout juste sorti du four.',
    },
    newsletter: {
      title: 'Tout juste sorti du four',
      text: 'Un e-mail par semaine : nouveautés, spécialités de saison et parfois une recette.',
    },
    contact: {
      email: emailFor(name),
      phone: '+33 1 84 60 21 90',
      address: place ? `12 rue du Marché, ${place}` : '12 rue du Marché',
      hours: 'Du mardi au dimanche, de 7 h à 16 h',
    },
  };
}
