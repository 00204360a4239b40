import { PLANT_WORDS } from './retail';
import { PLANT_PRODUCTS } from './retail-plants';
import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A small shop's copy in French (France): written for it, not translated word for word. */
export function retailCopyFr({ name, place, topic, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'fr');
  const isPlants = PLANT_WORDS.test(topic);
  return {
    heroBadge: `Livraison offerte dès ${price(50)}`,
    headline: isPlants ? 'Un peu de vie dans chaque pièce' : 'De beaux objets du quotidien, faits pour durer',
    lede: isPlants
      ? `${name} livre des plantes en pleine forme et tout ce qu’il leur faut, avec des conseils d’entretien rédigés par de vrais pépiniéristes.`
      : `${name} est une petite boutique${place ? ` à ${place}` : ''} d’objets bien faits : des matières honnêtes, des prix justes et rien que vous jetterez l’an prochain.`,
    primaryCta: 'Découvrir la collection',
    secondaryCta: 'Notre histoire',
    features: [
      {
        icon: 'Truck',
        title: 'Livraison offerte',
        text: `Sur toute commande dès ${price(50)}, livrée en deux à quatre jours.`,
      },
      {
        icon: 'RotateCcw',
        title: 'Retours sous 30 jours',
        text: 'Pas tout à fait ça ? Renvoyez-le gratuitement, sans justification.',
      },
      {
        icon: 'Leaf',
        title: 'Fabrication responsable',
        text: 'Des matières naturelles et des artisans que nous avons rencontrés.',
      },
      {
        icon: 'Gift',
        title: 'Paquet cadeau',
        text: 'Emballé à la main avec un petit mot manuscrit, gratuit sur demande.',
      },
      {
        icon: 'Shield',
        title: 'Paiement sécurisé',
        text: 'Payez en toute sécurité par carte, Apple Pay ou Google Pay.',
      },
      { icon: 'Heart', title: 'Petites séries', text: 'Moins de gaspillage, plus de caractère.' },
    ],
    steps: [
      { title: 'Parcourez', text: 'Explorez la collection ou filtrez par catégorie.' },
      { title: 'Ajoutez au panier', text: 'Gardez vos coups de cœur et payez en moins d’une minute.' },
      { title: 'Déballez', text: 'Un emballage sans plastique, chez vous en quelques jours.' },
    ],
    testimonials: [
      {
        quote: isPlants
          ? 'Toutes les plantes sont arrivées parfaitement emballées et se portent encore à merveille six mois plus tard.'
          : 'La qualité est superbe et ouvrir le colis a été un vrai plaisir. Ma troisième commande cette année.',
        name: 'Camille Laurent',
        role: 'Achat vérifié',
      },
      {
        quote:
          'Livraison rapide, beaux produits et un mot de remerciement écrit à la main. Les petites boutiques font ça mieux.',
        name: 'Hugo Martin',
        role: 'Achat vérifié',
      },
      {
        quote: 'J’ai échangé une taille sans aucune difficulté et la nouvelle est arrivée deux jours après.',
        name: 'Léa Bernard',
        role: 'Achat vérifié',
      },
    ],
    tiers: [
      {
        name: 'Standard',
        price: price(0),
        period: '',
        description: `Livraison offerte dès ${price(50)} d’achat.`,
        features: ['2 à 4 jours ouvrés', 'Envoi suivi', 'Retours sous 30 jours'],
        cta: 'Commander',
      },
      {
        name: 'Membres',
        price: price(5),
        period: '/mois',
        description: 'Des avantages pour les habitués.',
        features: [
          'Livraison express offerte',
          'Accès en avant-première',
          '10 % de remise sur chaque commande',
          'Un cadeau d’anniversaire',
        ],
        cta: 'Devenir membre',
        isFeatured: true,
      },
      {
        name: 'Carte cadeau',
        price: `${price(25)}+`,
        period: '',
        description: 'Laissez-les choisir.',
        features: ['Envoyée par e-mail', 'Sans date d’expiration', 'Montant libre'],
        cta: 'Offrir une carte',
      },
    ],
    faqs: [
      {
        question: 'Quels sont les délais de livraison ?',
        answer: 'Les commandes partent sous un jour ouvré et arrivent en général en deux à quatre jours.',
      },
      {
        question: 'Comment fonctionnent les retours ?',
        answer:
          'Tout article non utilisé peut être retourné sous 30 jours et vous êtes intégralement remboursé. L’étiquette retour est gratuite.',
      },
      {
        question: 'Livrez-vous à l’étranger ?',
        answer:
          'Nous livrons presque toute l’Europe et l’Amérique du Nord. Les frais s’affichent au paiement.',
      },
      {
        question: 'Comment entretenir ma commande ?',
        answer:
          'Chaque produit est accompagné d’une fiche d’entretien, et notre équipe répond à toutes vos questions par e-mail.',
      },
    ],
    stats: [
      { value: '25 000+', label: 'Clients ravis' },
      { value: '4,8/5', label: 'Note moyenne' },
      { value: '48 h', label: 'Délai moyen de livraison' },
    ],
    gallery: [
      'Une étagère avec des céramiques et des plantes',
      'Un plaid en lin plié aux tons naturels',
      'Des mains qui emballent un cadeau dans du papier recyclé',
      'L’intérieur de la boutique et ses tables en bois',
      'Des tasses émaillées à la main, en gros plan',
      'Un colis devant une porte',
    ],
    products: isPlants
      ? PLANT_PRODUCTS.fr
      : [
          {
            name: 'Mug en grès',
            price: 28,
            category: 'Cuisine',
            description: 'Émaillé à la main, 35 cl, compatible lave-vaisselle.',
            badge: 'Meilleure vente',
          },
          {
            name: 'Torchons en lin',
            price: 24,
            category: 'Cuisine',
            description: 'Deux torchons en lin lavé qui s’adoucissent à chaque lavage.',
          },
          {
            name: 'Plaid en laine',
            price: 120,
            category: 'Maison',
            description: 'Tissé en mérinos non teint, motif chevrons.',
          },
          {
            name: 'Bougie à la cire d’abeille',
            price: 19,
            category: 'Maison',
            description: 'Combustion lente, légère odeur de miel, 40 heures.',
            badge: 'Nouveau',
          },
          {
            name: 'Planche en chêne',
            price: 55,
            category: 'Cuisine',
            description: 'Taillée dans une seule pièce de chêne FSC, huilée à la main.',
          },
          {
            name: 'Cabas en toile',
            price: 32,
            category: 'Accessoires',
            description: 'Toile bio épaisse et anses en cuir.',
          },
          {
            name: 'Vase en céramique',
            price: 48,
            category: 'Maison',
            description: 'Blanc mat, pied en argile brute.',
          },
          {
            name: 'Porte-cartes en cuir',
            price: 39,
            category: 'Accessoires',
            description: 'Cuir tanné végétal, quatre emplacements.',
          },
        ],
    posts: [
      {
        title: 'À la rencontre des artisans',
        excerpt: 'Nous avons visité les petits ateliers derrière nos produits préférés.',
        tag: 'Artisans',
        minutes: 6,
        body: [
          'Chaque produit de la boutique commence par une personne.',
          'Cette saison, nous avons rendu visite à une céramiste, un tisserand et un ébéniste pour voir naître leurs pièces.',
        ],
      },
      {
        title: 'Bien entretenir les matières naturelles',
        excerpt: 'Lin, laine, chêne et argile : des gestes simples pour les faire durer.',
        tag: 'Entretien',
        minutes: 5,
        body: [
          'Les matières naturelles vieillissent magnifiquement, pour peu qu’on les laisse faire.',
          'Lavez le lin à froid, aérez la laine plutôt que de la laver et huilez les planches en bois une fois par mois.',
        ],
      },
      {
        title: 'Le guide des cadeaux',
        excerpt: 'Des cadeaux choisis pour tous les budgets, emballés à la main.',
        tag: 'Cadeaux',
        minutes: 4,
        body: [
          'Les meilleurs cadeaux sont ceux qui servent tous les jours.',
          `Voici nos préférés à moins de ${price(30)}, à moins de ${price(60)} et pour quelqu’un de spécial.`,
        ],
      },
      {
        title: 'Pourquoi nous ne faisons pas de soldes',
        excerpt: 'Des prix justes toute l’année, et ce que cela change pour nos artisans.',
        tag: 'Histoire',
        minutes: 5,
        body: [
          'Les remises permanentes apprennent à attendre et poussent les artisans à rogner sur la qualité.',
          'Nous fixons un prix juste dès le départ, pour que chacun dans la chaîne soit correctement payé.',
        ],
      },
    ],
    cta: {
      title: 'Trouvez un objet que vous garderez des années',
      text: 'De nouvelles pièces arrivent chaque jeudi, en petites séries. Une fois parties, elles ne reviennent pas.',
    },
    newsletter: {
      title: 'Les nouveautés en avant-première',
      text: 'Soyez les premiers informés des arrivages, des réassorts et des histoires d’artisans.',
    },
    contact: {
      email: emailFor(name),
      phone: '+33 1 84 41 28 89',
      address: place ? `7 rue du Moulin, ${place}` : '7 rue du Moulin',
      hours: 'Boutique ouverte du mercredi au dimanche, de 10 h à 18 h',
    },
  };
}
