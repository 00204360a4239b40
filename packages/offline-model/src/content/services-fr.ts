import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A professional service's copy (an agency, a firm, a trade) in French (France): written for it, not word for word. */
export function servicesCopyFr({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'fr');
  return {
    heroBadge: place ? `À vos côtés à ${place} depuis 2012` : 'À vos côtés depuis 2012',
    headline: 'Des experts à votre écoute, sans détours',
    lede: `${name} vous accompagne${place ? ` à ${place}` : ''} avec des devis clairs, des réponses rapides et des interlocuteurs qui décrochent le téléphone.`,
    primaryCta: 'Demander un devis gratuit',
    secondaryCta: 'Notre méthode',
    features: [
      {
        icon: 'Handshake',
        title: 'Des réponses franches',
        text: 'Un plan clair et un devis ferme avant le début des travaux.',
      },
      {
        icon: 'Clock',
        title: 'Réponse rapide',
        text: 'Un retour sous un jour ouvré, souvent dans l’après-midi.',
      },
      {
        icon: 'Award',
        title: 'Experts certifiés',
        text: 'Des spécialistes qualifiés et assurés, forts de longues années d’expérience.',
      },
      {
        icon: 'Shield',
        title: 'Travail garanti',
        text: 'Chaque intervention est couverte par notre garantie de douze mois.',
      },
      {
        icon: 'Users',
        title: 'Un interlocuteur unique',
        text: 'Une personne dédiée qui suit votre dossier du début à la fin.',
      },
      {
        icon: 'Star',
        title: 'Des clients conquis',
        text: 'Une note de 4,9 sur 5, attribuée par des centaines de clients de la région.',
      },
    ],
    steps: [
      { title: 'Décrivez votre besoin', text: 'Remplissez un court formulaire ou appelez-nous.' },
      { title: 'Recevez un devis clair', text: 'Un prix ferme et un calendrier sous un jour ouvré.' },
      { title: 'Soufflez', text: 'Nous nous occupons de tout et vous tenons informé à chaque étape.' },
    ],
    testimonials: [
      {
        quote:
          'Des prix clairs, aucune mauvaise surprise et un chantier fini avec un jour d’avance. Je les recommande à tout le monde.',
        name: 'Michel Garnier',
        role: 'Propriétaire',
      },
      {
        quote:
          'Ils nous ont expliqué chaque option avec patience et aidés à choisir la bonne, pas la plus chère.',
        name: 'Fatima Haddad',
        role: 'Gérante d’une petite entreprise',
      },
      {
        quote: 'Réactifs, professionnels et vraiment bienveillants. Exactement ce qu’on espère.',
        name: 'Benoît Martin',
        role: 'Client depuis 2020',
      },
    ],
    tiers: [
      {
        name: 'Consultation',
        price: price(0),
        period: '',
        description: 'Un premier échange gratuit sur vos besoins.',
        features: ['30 minutes', 'Des conseils honnêtes', 'Sans engagement'],
        cta: 'Prendre rendez-vous',
      },
      {
        name: 'Standard',
        price: price(490),
        period: '',
        description: 'Pour la plupart des projets, de A à Z.',
        features: ['Devis ferme', 'Interlocuteur dédié', 'Suivi régulier', 'Garantie de 12 mois'],
        cta: 'Demander un devis',
        isFeatured: true,
      },
      {
        name: 'Suivi',
        price: price(190),
        period: '/mois',
        description: 'Une assistance prioritaire dès que vous en avez besoin.',
        features: ['Interventions prioritaires', 'Bilan trimestriel', 'Tarifs préférentiels'],
        cta: 'Nous contacter',
      },
    ],
    faqs: [
      {
        question: 'Sous quel délai pouvez-vous commencer ?',
        answer:
          'La plupart des projets démarrent dans la semaine qui suit l’acceptation du devis ; les urgences, souvent plus tôt.',
      },
      {
        question: 'Vos devis sont-ils fermes ?',
        answer:
          'Oui. Le prix annoncé est celui que vous payez, sauf si vous nous demandez de modifier le périmètre.',
      },
      {
        question: 'Dans quels secteurs intervenez-vous ?',
        answer: place
          ? `Nous intervenons à ${place} et dans ses environs.`
          : 'Nous intervenons dans toute la ville et ses environs.',
      },
      {
        question: 'Êtes-vous assurés ?',
        answer: 'Oui, nous sommes entièrement assurés et chaque spécialiste est certifié dans son domaine.',
      },
    ],
    stats: [
      { value: '2\u202f300+', label: 'Projets réalisés' },
      { value: '4,9', label: 'Note moyenne des clients' },
      { value: '24 h', label: 'Délai de réponse habituel' },
    ],
    gallery: [
      'L’équipe en rendez-vous avec un client dans un bureau lumineux',
      'Une spécialiste étudiant des plans à son bureau',
      'Un projet terminé remis à un client ravi',
      'La porte d’entrée de notre bureau',
      'L’équipe à la fête d’été annuelle',
      'Outils et notes préparés avant une intervention',
    ],
    products: [
      {
        name: 'Consultation',
        price: 0,
        category: 'Conseil',
        description: 'Un appel gratuit de 30 minutes sur votre projet.',
        badge: 'Gratuit',
      },
      {
        name: 'Diagnostic complet',
        price: 149,
        category: 'Conseil',
        description: 'Un examen approfondi avec rapport écrit.',
      },
      {
        name: 'Formule standard',
        price: 490,
        category: 'Projets',
        description: 'Notre prestation au forfait la plus demandée.',
        badge: 'Populaire',
      },
      {
        name: 'Formule premium',
        price: 990,
        category: 'Projets',
        description: 'Tout le standard, avec un planning prioritaire.',
      },
      {
        name: 'Assistance mensuelle',
        price: 190,
        category: 'Assistance',
        description: 'Une aide continue dès que vous en avez besoin.',
      },
      {
        name: 'Intervention d’urgence',
        price: 250,
        category: 'Assistance',
        description: 'Une aide le jour même pour les problèmes urgents.',
      },
    ],
    posts: [
      {
        title: 'Cinq questions à poser avant d’engager qui que ce soit',
        excerpt: 'Comment distinguer un bon professionnel d’un beau parleur.',
        tag: 'Conseils',
        minutes: 5,
        body: [
          'Demandez des références, un devis écrit et ce qui se passe si quelque chose tourne mal.',
          'Les réponses, et la facilité avec laquelle elles viennent, vous disent l’essentiel.',
        ],
      },
      {
        title: 'Ce que veut vraiment dire un devis ferme',
        excerpt: 'Pourquoi nous chiffrons chaque intervention à l’avance, et comment.',
        tag: 'Tarifs',
        minutes: 4,
        body: [
          'Facturer à l’heure fait porter tout le risque au client.',
          'Avec un devis ferme, c’est nous qui le portons, et c’est normal : bien estimer, c’est notre métier.',
        ],
      },
      {
        title: 'Notre année en chiffres',
        excerpt: 'Projets, délais de réponse et ce que nos clients nous ont dit.',
        tag: 'Actualités',
        minutes: 3,
        body: [
          'Nous avons mené plus de projets que jamais cette année, tout en répondant en moins d’une journée.',
          'Merci à chaque client qui nous a fait confiance.',
        ],
      },
      {
        title: 'Rencontrez l’équipe',
        excerpt: 'Les personnes qui vous répondront quand vous appellerez.',
        tag: 'Équipe',
        minutes: 4,
        body: [
          'Nous sommes une petite équipe de spécialistes qui aiment résoudre les problèmes dans les règles de l’art.',
          'Voici quelques mots sur chacun d’entre nous.',
        ],
      },
    ],
    cta: {
      title: 'Parlons de votre projet',
      text: 'Décrivez votre besoin et recevez un devis clair et ferme sous un jour ouvré.',
    },
    newsletter: {
      title: 'Utile, de temps en temps',
      text: 'Des conseils pratiques et des nouvelles de l’équipe, quatre fois par an.',
    },
    contact: {
      email: emailFor(name),
      phone: '+33 1 84 28 04 41',
      address: place ? `210 avenue de la République, ${place}` : '210 avenue de la République',
      hours: 'Du lundi au vendredi, de 8 h à 18 h',
    },
  };
}
