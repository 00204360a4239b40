import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A software product's copy in French: written for it, not translated word for word. */
export function techCopyFr({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'fr');
  return {
    heroBadge: 'Nouveau : les automatisations sont là',
    headline: 'Livrez plus vite, sans les tâches répétitives',
    lede: `${name} réunit tout le travail de votre équipe dans un espace clair et serein : vous passez votre temps à construire, pas à courir après les mises à jour.`,
    primaryCta: 'Essayer gratuitement',
    secondaryCta: 'Demander une démo',
    features: [
      {
        icon: 'Zap',
        title: 'Rapide par défaut',
        text: 'Chaque écran s’affiche en moins de 100 ms, même avec des milliers d’éléments.',
      },
      {
        icon: 'Workflow',
        title: 'Automatisations',
        text: 'Transformez les étapes répétitives en règles qui s’exécutent toutes seules, sans code.',
      },
      {
        icon: 'Users',
        title: 'Pensé pour les équipes',
        text: 'Vues partagées, mentions et commentaires : tout le monde avance dans le même sens.',
      },
      {
        icon: 'Shield',
        title: 'Sécurisé dès la conception',
        text: 'SSO, journaux d’audit et chiffrement au repos inclus dans toutes les offres.',
      },
      {
        icon: 'ChartColumn',
        title: 'Des rapports parlants',
        text: 'Voyez ce qui a avancé cette semaine grâce à des tableaux de bord qui se construisent seuls.',
      },
      {
        icon: 'Plug',
        title: 'S’intègre à vos outils',
        text: 'Connectez Slack, GitHub, Google Drive et 40 autres services en un clic.',
      },
    ],
    steps: [
      {
        title: 'Créez votre espace',
        text: 'Inscrivez-vous avec votre e-mail pro et invitez votre équipe en quelques secondes.',
      },
      {
        title: 'Importez vos données',
        text: 'Importez vos tableurs ou connectez les outils que vous utilisez déjà.',
      },
      {
        title: 'Laissez tourner',
        text: 'Les automatisations font avancer le travail pendant que vous décidez.',
      },
    ],
    testimonials: [
      {
        quote:
          'Nous avons remplacé trois outils et une réunion de suivi hebdomadaire. Nos mises en production ont doublé en un trimestre.',
        name: 'Sophie Bernard',
        role: 'VP Engineering, Northwind',
      },
      {
        quote:
          'Les automatisations nous font gagner environ quatre heures par semaine chacun. La prise en main a pris un après-midi.',
        name: 'Thomas Girard',
        role: 'Responsable des opérations, Fieldstone',
      },
      {
        quote: 'Enfin un outil assez rapide pour que l’équipe le garde ouvert toute la journée.',
        name: 'Léa Moreau',
        role: 'Product manager, Arcadia',
      },
    ],
    tiers: [
      {
        name: 'Découverte',
        price: price(0),
        period: '/mois',
        description: 'Pour les indépendants et les petits projets.',
        features: ['Jusqu’à 3 membres', 'Projets illimités', 'Support communautaire'],
        cta: 'Commencer',
      },
      {
        name: 'Équipe',
        price: price(12),
        period: '/utilisateur/mois',
        description: 'Pour les équipes en croissance qui doivent aller vite.',
        features: ['Membres illimités', 'Automatisations', 'Rapports avancés', 'Support prioritaire'],
        cta: 'Essai gratuit',
        isFeatured: true,
      },
      {
        name: 'Entreprise',
        price: 'Sur devis',
        period: '',
        description: 'Pour les organisations aux besoins avancés.',
        features: ['SSO et SCIM', 'Journaux d’audit', 'Interlocuteur dédié'],
        cta: 'Contacter l’équipe commerciale',
      },
    ],
    faqs: [
      {
        question: 'Y a-t-il un essai gratuit ?',
        answer: 'Oui. Chaque offre payante commence par 14 jours d’essai gratuit, sans carte bancaire.',
      },
      {
        question: 'Puis-je importer mes données existantes ?',
        answer:
          'Vous pouvez importer des fichiers CSV ou connecter Jira, Trello et Asana pour tout rapatrier en quelques minutes.',
      },
      {
        question: 'Comment mes données sont-elles protégées ?',
        answer:
          'Elles sont chiffrées en transit et au repos, sauvegardées chaque jour et hébergées dans des centres de données certifiés SOC 2.',
      },
      {
        question: 'Puis-je résilier à tout moment ?',
        answer:
          'Bien sûr. Les offres sont sans engagement et vous pouvez exporter toutes vos données quand vous le souhaitez.',
      },
    ],
    stats: [
      { value: '12 000+', label: 'Équipes qui nous font confiance' },
      { value: '4,2', label: 'Heures gagnées par personne et par semaine' },
      { value: '99,99 %', label: 'Disponibilité sur un an' },
    ],
    gallery: [
      'Le tableau de bord principal et l’avancement de la semaine',
      'La création d’une règle d’automatisation',
      'Un tableau d’équipe avec des cartes sur trois colonnes',
      'La vue des rapports et ses graphiques hebdomadaires',
      'Des commentaires et des mentions sur une tâche',
      'L’application mobile sur un téléphone',
    ],
    products: [
      {
        name: 'Clavier sans fil',
        price: 89,
        category: 'Bureau',
        description: 'Switchs mécaniques extra-plats et bascule entre trois appareils.',
        badge: 'Best-seller',
      },
      {
        name: 'Support d’ordinateur en aluminium',
        price: 49,
        category: 'Bureau',
        description: 'Met l’écran à hauteur des yeux et se replie pour voyager.',
      },
      {
        name: 'Casque à réduction de bruit',
        price: 199,
        category: 'Audio',
        description: 'Trente heures d’autonomie et des appels d’une grande clarté.',
      },
      {
        name: 'Hub USB-C',
        price: 59,
        category: 'Accessoires',
        description: 'Sept ports, charge 100 W et HDMI 4K.',
      },
      {
        name: 'Sous-main',
        price: 29,
        category: 'Bureau',
        description: 'Feutre de laine déperlant, assez grand pour le clavier et la souris.',
        badge: 'Nouveau',
      },
      {
        name: 'Webcam HD',
        price: 79,
        category: 'Accessoires',
        description: '1080p à 60 i/s avec correction automatique en basse lumière.',
      },
      {
        name: 'Enceinte portable',
        price: 69,
        category: 'Audio',
        description: 'Un son qui remplit la pièce dans un boîtier de poche étanche.',
      },
      {
        name: 'Kit de rangement des câbles',
        price: 19,
        category: 'Accessoires',
        description: 'Clips, gaines et attaches pour un bureau bien rangé.',
      },
    ],
    posts: [
      {
        title: 'Comment nous avons réduit nos temps de build de 70 %',
        excerpt: 'Cache, parallélisme et quelques suppressions douloureuses : toute l’histoire.',
        tag: 'Ingénierie',
        minutes: 8,
        body: [
          'Nos builds avaient glissé jusqu’à douze minutes. Personne ne l’avait décidé : c’est arrivé une dépendance après l’autre.',
          'Nous avons commencé par mesurer plutôt que deviner. La moitié du temps partait dans des étapes dont le résultat ne changeait jamais.',
          'Mettre ces étapes en cache, paralléliser les tests et retirer deux paquets inutiles nous a ramenés à trois minutes et demie.',
        ],
      },
      {
        title: 'Écrire une documentation qu’on lit vraiment',
        excerpt: 'Des pages courtes, de vrais exemples et une relecture sans pitié. Notre méthode.',
        tag: 'Produit',
        minutes: 5,
        body: [
          'Une bonne documentation répond à la question que le lecteur se pose maintenant, puis s’efface.',
          'Chaque page porte sur une tâche, commence par un exemple qui marche et supprime tout ce qui n’aide pas à la terminer.',
        ],
      },
      {
        title: 'Moins de réunions, plus d’avancement',
        excerpt: 'Nous avons remplacé la réunion de suivi par un point écrit. Voici ce qui a changé.',
        tag: 'Équipes',
        minutes: 6,
        body: [
          'Les réunions de suivi donnent l’impression d’avancer, mais transmettent surtout ce qui se lit en deux minutes.',
          'Notre point écrit du vendredi prend dix minutes à rédiger et a rendu une heure par semaine à chacun.',
        ],
      },
      {
        title: 'Concevoir pour la vitesse',
        excerpt: 'Pourquoi chaque interaction de l’app a un budget de 100 ms, et comment nous le tenons.',
        tag: 'Design',
        minutes: 7,
        body: [
          'La vitesse se ressent avant même qu’on sache la nommer.',
          'Nous fixons un budget de 100 ms par interaction et le vérifions en intégration continue : aucune régression n’atteint une version publiée.',
        ],
      },
    ],
    cta: {
      title: 'Prêt à reprendre la main sur votre temps ?',
      text: 'Rejoignez des milliers d’équipes qui planifient, suivent et livrent au même endroit. Gratuit pendant 14 jours.',
    },
    newsletter: {
      title: 'Les nouveautés du produit, chaque mois',
      text: 'Nouvelles fonctionnalités, articles techniques et astuces d’utilisateurs avertis. Jamais de spam.',
    },
    contact: {
      email: emailFor(name),
      phone: '+33 1 84 60 18 22',
      address: place ? `24 rue de la Paix, ${place}` : '24 rue de la Paix, Paris',
      hours: 'Support 24 h/24, 7 j/7 ; ventes du lundi au vendredi, 9 h – 18 h',
    },
  };
}
