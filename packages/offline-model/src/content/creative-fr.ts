import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A creative studio's copy in French (France): written for it, not translated word for word. */
export function creativeCopyFr({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'fr');
  return {
    heroBadge: 'Réservations ouvertes pour la saison prochaine',
    headline: 'Un travail soigné pour les marques qui ont une histoire à raconter',
    lede: `${name} est un studio indépendant${place ? ` à ${place}` : ''} qui crée photographie, identité visuelle et design éditorial, avec patience et un œil exigeant.`,
    primaryCta: 'Voir nos réalisations',
    secondaryCta: 'Lancer un projet',
    features: [
      {
        icon: 'Camera',
        title: 'Photographie',
        text: 'Reportages éditoriaux, packshots et portraits, en studio ou en extérieur.',
      },
      {
        icon: 'Palette',
        title: 'Identité de marque',
        text: 'Logos, couleurs et typographies qui vous ressemblent vraiment.',
      },
      {
        icon: 'PenTool',
        title: 'Illustration',
        text: 'Des illustrations sur mesure pour vos emballages, livres et campagnes.',
      },
      {
        icon: 'Layers',
        title: 'Direction artistique',
        text: 'Une vision créative claire, cohérente sur chaque support.',
      },
      {
        icon: 'Aperture',
        title: 'Retouche',
        text: 'Une retouche délicate et naturelle, qui préserve l’âme de l’image.',
      },
      {
        icon: 'Sparkles',
        title: 'Campagnes',
        text: 'De l’idée à la livraison, pour des lancements qui méritent l’attention.',
      },
    ],
    steps: [
      { title: 'Premier échange', text: 'Nous parlons de vos objectifs, de votre public et de vos délais.' },
      {
        title: 'Concept et prise de vue',
        text: 'D’abord les planches d’inspiration, puis nous créons ensemble.',
      },
      {
        title: 'Livraison',
        text: 'Fichiers finaux, droits d’utilisation et un guide pour bien les employer.',
      },
    ],
    testimonials: [
      {
        quote:
          'Ils ont compris notre marque mieux que nous. Avec la nouvelle identité, nos retombées presse ont triplé.',
        name: 'Clara Jensen',
        role: 'Fondatrice de Nordhaus',
      },
      {
        quote: 'Les photos produit sont si réussies que nous les utilisons partout, du site aux affiches.',
        name: 'Mathieu Laurent',
        role: 'Responsable marketing, Solara',
      },
      {
        quote:
          'Calmes, organisés et incroyablement talentueux. Notre shooting de campagne a même pris de l’avance.',
        name: 'Camille Roux',
        role: 'Directrice de création, Bloom & Co',
      },
    ],
    tiers: [
      {
        name: 'Séance portrait',
        price: price(450),
        period: '',
        description: 'Deux heures de séance et vingt images retouchées.',
        features: ['En studio ou en extérieur', '20 images retouchées', 'Galerie en ligne'],
        cta: 'Réserver une séance',
      },
      {
        name: 'Shooting de marque',
        price: price(1800),
        period: '',
        description: 'Une journée entière d’images produit et lifestyle.',
        features: [
          'Direction artistique',
          'Jusqu’à 60 images',
          'Licence commerciale',
          'Deux séries de retouches',
        ],
        cta: 'Préparer un shooting',
        isFeatured: true,
      },
      {
        name: 'Identité',
        price: price(4500),
        period: '',
        description: 'Un système d’identité visuelle complet.',
        features: ['Logo et typographies', 'Palette de couleurs', 'Charte graphique'],
        cta: 'Lancer un projet',
      },
    ],
    faqs: [
      {
        question: 'Combien de temps à l’avance faut-il réserver\u00a0?',
        answer:
          'La plupart des projets se réservent quatre à six semaines à l’avance. Pour un portrait, il y a souvent une date libre sous deux semaines.',
      },
      {
        question: 'Vous déplacez-vous pour les prises de vue\u00a0?',
        answer:
          'Oui. Les déplacements jusqu’à 100 km sont compris\u00a0; au-delà, nous facturons les frais réels.',
      },
      {
        question: 'À qui appartiennent les images\u00a0?',
        answer:
          'Vous recevez une licence pour l’usage convenu. Une cession complète des droits est possible sur demande.',
      },
      {
        question: 'De quoi avez-vous besoin pour commencer\u00a0?',
        answer:
          'Un court brief, quelques références que vous aimez et votre calendrier. Nous nous chargeons du reste.',
      },
    ],
    stats: [
      { value: '120+', label: 'Marques accompagnées' },
      { value: '14', label: 'Prix de design' },
      { value: '9', label: 'Ans de travail indépendant' },
    ],
    gallery: [
      'Un portrait éditorial dans la douce lumière d’une fenêtre',
      'Le packaging d’une petite marque de café',
      'Une nature morte de céramiques sur du lin',
      'Une double page de magazine à la typographie affirmée',
      'Un sac en cuir photographié sur de la pierre',
      'Les coulisses d’une séance en studio',
    ],
    products: [
      {
        name: 'Tirage Littoral',
        price: 60,
        category: 'Tirages',
        description: 'Tirage d’art giclée, 30 × 40 cm, signé et numéroté.',
        badge: 'Édition limitée',
      },
      {
        name: 'Série botanique',
        price: 95,
        category: 'Tirages',
        description: 'Trois tirages A4 d’études de fleurs séchées.',
      },
      {
        name: 'Livre photo\u00a0: Heures calmes',
        price: 45,
        category: 'Livres',
        description: '120 pages de photographies de la ville au petit matin.',
        badge: 'Nouveau',
      },
      {
        name: 'Carnet de croquis',
        price: 22,
        category: 'Papeterie',
        description: 'Relié à la main, papier 160 g qui accepte l’encre et l’aquarelle.',
      },
      {
        name: 'Lot de cartes postales',
        price: 15,
        category: 'Papeterie',
        description: 'Douze de nos images préférées sur un carton mat épais.',
      },
      {
        name: 'Tote bag du studio',
        price: 28,
        category: 'Objets',
        description: 'Toile bio épaisse, sérigraphiée à notre marque.',
      },
      {
        name: 'Calendrier de bureau',
        price: 30,
        category: 'Objets',
        description: 'Douze mois, douze photographies, sur papier recyclé.',
      },
      {
        name: 'Place en atelier',
        price: 150,
        category: 'Ateliers',
        description: 'Un atelier du samedi consacré à la photo en lumière naturelle.',
      },
    ],
    posts: [
      {
        title: 'À la recherche de la lumière douce',
        excerpt:
          'Pourquoi je photographie presque tous mes portraits dans l’heure qui suit le lever du soleil.',
        tag: 'Photographie',
        minutes: 5,
        body: [
          'La lumière de la première heure est basse, chaude et indulgente.',
          'Elle enveloppe les visages au lieu de les creuser, et les rues sont assez vides pour travailler sans hâte.',
        ],
      },
      {
        title: 'Ce qui fait durer une identité',
        excerpt: 'Dix ans de logos qui ont survécu aux modes, et ce qu’ils nous ont appris.',
        tag: 'Design',
        minutes: 7,
        body: [
          'Les identités qui durent reposent sur une idée, pas sur un style.',
          'Partez de ce en quoi l’entreprise croit, trouvez une métaphore visuelle forte et résistez à la décoration.',
        ],
      },
      {
        title: 'Dans les coulisses d’un shooting produit de deux jours',
        excerpt: 'Des planches d’inspiration à la retouche finale, le journal d’un projet.',
        tag: 'Méthode',
        minutes: 6,
        body: [
          'Un bon shooting se gagne en amont. Nous avons passé une semaine sur les références, les accessoires et la liste des plans avant de sortir l’appareil.',
          'Le jour venu, ce plan nous a laissé la liberté d’essayer.',
        ],
      },
      {
        title: 'Les outils dont je me sers vraiment',
        excerpt: 'Une liste courte et honnête du matériel et des logiciels de mon quotidien.',
        tag: 'Studio',
        minutes: 4,
        body: [
          'Deux objectifs, une lumière, un trépied solide et un écran calibré suffisent neuf fois sur dix.',
          'Le reste, c’est du bonus.',
        ],
      },
    ],
    cta: {
      title: 'Un projet en tête\u00a0?',
      text: 'Parlez-nous-en en quelques mots\u00a0: nous vous répondons sous deux jours ouvrés avec des idées et nos disponibilités.',
    },
    newsletter: {
      title: 'Les carnets du studio',
      text: 'Nouveaux projets, coulisses et sorties de tirages, environ une fois par mois.',
    },
    contact: {
      email: emailFor(name),
      phone: '+33 1 84 64 01 12',
      address: place ? `Atelier 4, 21 quai du Canal, ${place}` : 'Atelier 4, 21 quai du Canal',
      hours: 'Du lundi au vendredi, sur rendez-vous',
    },
  };
}
