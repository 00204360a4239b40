import type { EventKind } from './events';

/** The conference and the festival, in French. */
export const EVENTS_FR: { conference: EventKind; festival: EventKind } = {
  conference: {
    id: 'conference',
    noun: 'conférence',
    peopleTitle: 'Intervenants',
    tagline:
      'Deux jours de conférences, d’ateliers et d’échanges avec celles et ceux qui façonnent la suite.',
    speakers: [
      {
        name: 'Amara Okafor',
        role: 'CTO, Lumen Health',
        topic: 'Concevoir des produits dignes de confiance',
      },
      { name: 'Daniel Weiss', role: 'Ingénieur principal, Fieldstone', topic: 'Grandir sans ralentir' },
      {
        name: 'Priya Raman',
        role: 'Directrice du design, Arcadia',
        topic: 'Des design systems à l’épreuve du réel',
      },
      { name: 'Mateo García', role: 'Fondateur, Tidewater', topic: 'Du projet perso à l’entreprise' },
      {
        name: 'Hannah Kim',
        role: 'Responsable de la recherche, Northwind Labs',
        topic: 'Ce que disent vraiment les données',
      },
      { name: 'Yusuf Demir', role: 'Auteur et conseiller', topic: 'Les dix prochaines années' },
    ],
    days: [
      {
        label: 'Jour 1',
        slots: [
          { time: '09:00', title: 'Accueil et café', speaker: '', room: 'Hall d’accueil' },
          {
            time: '10:00',
            title: 'Keynote d’ouverture : les dix prochaines années',
            speaker: 'Yusuf Demir',
            room: 'Grande salle',
          },
          {
            time: '11:15',
            title: 'Concevoir des produits dignes de confiance',
            speaker: 'Amara Okafor',
            room: 'Grande salle',
          },
          {
            time: '13:30',
            title: 'Atelier : des design systems à l’épreuve du réel',
            speaker: 'Priya Raman',
            room: 'Studio B',
          },
          {
            time: '16:00',
            title: 'Table ronde : nos erreurs',
            speaker: 'Tous les intervenants',
            room: 'Grande salle',
          },
          { time: '18:30', title: 'Cocktail de bienvenue', speaker: '', room: 'Rooftop' },
        ],
      },
      {
        label: 'Jour 2',
        slots: [
          { time: '09:30', title: 'Grandir sans ralentir', speaker: 'Daniel Weiss', room: 'Grande salle' },
          {
            time: '11:00',
            title: 'Ce que disent vraiment les données',
            speaker: 'Hannah Kim',
            room: 'Grande salle',
          },
          {
            time: '13:30',
            title: 'Du projet perso à l’entreprise',
            speaker: 'Mateo García',
            room: 'Studio B',
          },
          { time: '15:00', title: 'Présentations éclair', speaker: 'La communauté', room: 'Grande salle' },
          { time: '17:00', title: 'Clôture', speaker: 'L’équipe organisatrice', room: 'Grande salle' },
        ],
      },
    ],
    tickets: [
      {
        name: 'Early bird',
        price: 249,
        description: 'En nombre limité, pour les plus rapides.',
        features: ['Les deux jours', 'Déjeuner et café', 'Vidéos des conférences'],
      },
      {
        name: 'Standard',
        price: 349,
        description: 'La conférence au complet.',
        features: ['Les deux jours', 'Ateliers', 'Déjeuner et café', 'Cocktail de bienvenue'],
        isFeatured: true,
      },
      {
        name: 'Équipe (5)',
        price: 1490,
        description: 'Venez en équipe et économisez.',
        features: ['Cinq billets standard', 'Places réservées', 'Paiement sur facture'],
      },
    ],
    faqs: [
      {
        question: 'Les conférences seront-elles filmées ?',
        answer:
          'Oui. Toutes les conférences de la grande salle sont filmées et envoyées aux participants sous une semaine.',
      },
      {
        question: 'Le lieu est-il accessible ?',
        answer:
          'Le lieu est entièrement de plain-pied, avec une salle calme, des boucles magnétiques et un sous-titrage en direct dans la grande salle.',
      },
      {
        question: 'Puis-je céder mon billet ?',
        answer: 'Vous pouvez le céder gratuitement à un collègue jusqu’à 48 heures avant l’événement.',
      },
      {
        question: 'Y a-t-il un code de conduite ?',
        answer:
          'Oui. Nous nous engageons à ce que l’événement soit exempt de tout harcèlement, et notre équipe reste disponible du début à la fin.',
      },
    ],
  },
  festival: {
    id: 'festival',
    noun: 'festival',
    peopleTitle: 'Programmation',
    tagline: 'Deux jours de musique live, de bonne cuisine et de longues soirées d’été sous les lumières.',
    speakers: [
      { name: 'The Night Owls', role: 'Tête d’affiche', topic: 'Grande scène, samedi' },
      { name: 'Lena Marquez', role: 'Autrice-compositrice-interprète', topic: 'Set acoustique' },
      { name: 'Blue Hour Collective', role: 'Ensemble de jazz', topic: 'Session de fin de soirée' },
      { name: 'DJ Solstice', role: 'Électro', topic: 'Set au coucher du soleil' },
      { name: 'Harbour Lights', role: 'Groupe indé', topic: 'Grande scène, dimanche' },
      { name: 'Kofi Mensah Trio', role: 'Afrobeat', topic: 'Scène du jardin' },
    ],
    days: [
      {
        label: 'Samedi',
        slots: [
          { time: '14:00', title: 'Ouverture des portes', speaker: '', room: 'Entrée' },
          { time: '15:30', title: 'Set acoustique', speaker: 'Lena Marquez', room: 'Scène du jardin' },
          { time: '18:00', title: 'Set au coucher du soleil', speaker: 'DJ Solstice', room: 'Grande scène' },
          {
            time: '21:00',
            title: 'Concert de la tête d’affiche',
            speaker: 'The Night Owls',
            room: 'Grande scène',
          },
        ],
      },
      {
        label: 'Dimanche',
        slots: [
          { time: '13:00', title: 'Ouverture des portes', speaker: '', room: 'Entrée' },
          { time: '15:00', title: 'Session au jardin', speaker: 'Kofi Mensah Trio', room: 'Scène du jardin' },
          { time: '19:30', title: 'Grande scène', speaker: 'Harbour Lights', room: 'Grande scène' },
          {
            time: '22:00',
            title: 'Jazz de fin de soirée',
            speaker: 'Blue Hour Collective',
            room: 'Chapiteau',
          },
        ],
      },
    ],
    tickets: [
      {
        name: 'Pass 1 jour',
        price: 59,
        description: 'Samedi ou dimanche.',
        features: ['Entrée pour une journée', 'Toutes les scènes', 'Eau à volonté'],
      },
      {
        name: 'Pass week-end',
        price: 99,
        description: 'Les deux jours, au meilleur prix.',
        features: ['Entrée les deux jours', 'Toutes les scènes', 'Entrée coupe-file', 'Tote bag du festival'],
        isFeatured: true,
      },
      {
        name: 'Week-end VIP',
        price: 219,
        description: 'Les meilleures places.',
        features: ['Entrée tout le week-end', 'Terrasse VIP', 'Bar privé', 'Accès au lounge'],
      },
    ],
    faqs: [
      {
        question: 'Y a-t-il une limite d’âge ?',
        answer:
          'Le festival est ouvert à tous jusqu’à 20 h ; ensuite, les mineurs doivent être accompagnés d’un adulte.',
      },
      {
        question: 'Puis-je apporter à boire et à manger ?',
        answer:
          'Les bouteilles d’eau fermées et les petits en-cas sont les bienvenus. Le verre et l’alcool sont interdits.',
      },
      {
        question: 'Et s’il pleut ?',
        answer: 'Le festival a lieu qu’il pleuve ou qu’il vente. Chaque scène a un abri à proximité.',
      },
      {
        question: 'Comment venir ?',
        answer:
          'Des navettes partent de la gare centrale toutes les 15 minutes, et un parking à vélos gratuit vous attend à l’entrée.',
      },
    ],
  },
};
