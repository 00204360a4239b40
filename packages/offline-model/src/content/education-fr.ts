import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A school's or a course's copy in French (France): written for it, not translated word for word. */
export function educationCopyFr({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'fr');
  return {
    heroBadge: 'Inscriptions ouvertes pour la prochaine session',
    headline: 'Apprendre en pratiquant, avec ceux qui pratiquent',
    lede: `${name} propose des formations concrètes${place ? ` à ${place}` : ''}, données en direct par des professionnels, en petits groupes et dans la bienveillance.`,
    primaryCta: 'Voir les formations',
    secondaryCta: 'Essayer un cours gratuit',
    features: [
      {
        icon: 'GraduationCap',
        title: 'Des formateurs experts',
        text: 'Chaque cours est donné par quelqu’un qui fait ce métier au quotidien.',
      },
      {
        icon: 'Users',
        title: 'Petits groupes',
        text: 'Vingt participants au maximum, et de vrais retours sur votre travail.',
      },
      {
        icon: 'BookOpen',
        title: 'Projets concrets',
        text: 'Constituez un portfolio de vrais projets, pas seulement des notes de quiz.',
      },
      {
        icon: 'CalendarDays',
        title: 'Compatible avec votre semaine',
        text: 'Séances en soirée et le week-end, enregistrées si vous en manquez une.',
      },
      {
        icon: 'Award',
        title: 'Attestation',
        text: 'Une attestation de fin de formation reconnue par les employeurs.',
      },
      {
        icon: 'MessageCircle',
        title: 'Communauté',
        text: 'Une communauté d’apprenants bienveillante, qui continue après la formation.',
      },
    ],
    steps: [
      { title: 'Choisissez une formation', text: 'Votre niveau, et la date de rentrée qui vous convient.' },
      {
        title: 'Apprenez en direct',
        text: 'Suivez les séances hebdomadaires et avancez sur des projets concrets.',
      },
      { title: 'Montrez votre travail', text: 'Terminez avec un projet dont vous serez fier.' },
    ],
    testimonials: [
      {
        quote:
          'J’ai changé de métier six mois après la fin de la formation. Ce sont les projets qui m’ont ouvert les entretiens.',
        name: 'Chloé Martin',
        role: 'Ancienne élève, session de printemps',
      },
      {
        quote: 'Les formateurs ont répondu à toutes mes questions, même à celles que j’avais honte de poser.',
        name: 'Luca Bianchi',
        role: 'Ancien élève, session d’automne',
      },
      {
        quote:
          'Les petits groupes font toute la différence. On a l’impression d’être en classe, pas devant une vidéothèque.',
        name: 'Sarah Cohen',
        role: 'Ancienne élève, session d’hiver',
      },
    ],
    tiers: [
      {
        name: 'En autonomie',
        price: price(149),
        period: '',
        description: 'Toutes les leçons, à votre rythme.',
        features: ['Accès à vie', 'Fichiers des projets', 'Forum de la communauté'],
        cta: 'Commencer',
      },
      {
        name: 'En groupe',
        price: price(690),
        period: '',
        description: 'Huit semaines en direct, avec des retours.',
        features: [
          'Séances hebdomadaires en direct',
          'Un retour sur chaque projet',
          'Attestation',
          'Séance d’orientation',
        ],
        cta: 'Réserver ma place',
        isFeatured: true,
      },
      {
        name: 'Entreprises',
        price: 'Sur devis',
        period: '',
        description: 'Une formation privée pour votre entreprise.',
        features: ['Programme sur mesure', 'Suivi de la progression', 'Planning flexible'],
        cta: 'Nous contacter',
      },
    ],
    faqs: [
      {
        question: 'Faut-il de l’expérience\u00a0?',
        answer:
          'Les cours pour débutants n’en demandent aucune. Chaque page de formation précise les prérequis.',
      },
      {
        question: 'Combien de temps faut-il y consacrer\u00a0?',
        answer:
          'Comptez quatre à six heures par semaine\u00a0: une séance en direct et le travail sur le projet.',
      },
      {
        question: 'Et si je manque une séance\u00a0?',
        answer:
          'Chaque séance est enregistrée et partagée le jour même, et les formateurs tiennent une permanence chaque semaine.',
      },
      {
        question: 'Puis-je être remboursé\u00a0?',
        answer: 'Oui, intégralement, pendant les deux premières semaines de n’importe quelle formation.',
      },
    ],
    stats: [
      { value: '8\u00a0500', label: 'Personnes formées' },
      { value: '92\u00a0%', label: 'Vont au bout de leur formation' },
      { value: '4,8', label: 'Étoiles en moyenne' },
    ],
    gallery: [
      'Un petit groupe qui travaille autour d’une table',
      'Une formatrice qui esquisse des idées au tableau blanc',
      'Un élève qui présente son projet final',
      'Carnets et ordinateurs portables pendant un atelier',
      'Une remise de diplômes dans la bonne humeur',
      'Un retour individuel en tête-à-tête',
    ],
    products: [
      {
        name: 'Les fondamentaux',
        price: 149,
        category: 'Débutant',
        description: 'Tout ce qu’il faut pour bien démarrer, en douze leçons courtes.',
        badge: 'Populaire',
      },
      {
        name: 'Session en direct',
        price: 690,
        category: 'Intermédiaire',
        description: 'Huit semaines de séances en direct et de vrais projets.',
      },
      {
        name: 'Masterclass',
        price: 290,
        category: 'Avancé',
        description: 'Une plongée en profondeur avec un expert du secteur.',
        badge: 'Nouveau',
      },
      {
        name: 'Revue de portfolio',
        price: 90,
        category: 'Coaching',
        description: 'Une heure de retours individuels sur votre travail.',
      },
      {
        name: 'Stage intensif du week-end',
        price: 240,
        category: 'Intermédiaire',
        description: 'Deux journées complètes, un projet abouti.',
      },
      {
        name: 'Un mois de mentorat',
        price: 390,
        category: 'Coaching',
        description: 'Quatre appels hebdomadaires avec un mentor attitré.',
      },
    ],
    posts: [
      {
        title: 'Comment aller vraiment au bout d’une formation en ligne',
        excerpt: 'Cinq habitudes que partagent nos apprenants les plus assidus.',
        tag: 'Apprendre',
        minutes: 5,
        body: [
          'La plupart des gens qui commencent une formation en ligne ne la terminent jamais.',
          'Ceux qui y arrivent bloquent du temps dans leur agenda, apprennent à plusieurs et lancent un projet dès la première semaine.',
        ],
      },
      {
        title: 'Construire un portfolio de zéro',
        excerpt: 'Ce qu’il faut y mettre, ce qu’il faut laisser de côté et comment le présenter.',
        tag: 'Carrière',
        minutes: 7,
        body: [
          'Trois projets solides valent mieux que dix projets moyens.',
          'Pour chacun, expliquez le problème, votre démarche et ce que vous feriez autrement.',
        ],
      },
      {
        title: 'Pourquoi nos groupes restent petits',
        excerpt: 'Ce que dit la recherche sur la taille des classes, et ce que nous avons constaté.',
        tag: 'Pédagogie',
        minutes: 4,
        body: [
          'C’est dans les retours que l’on apprend le plus, et les retours ne se multiplient pas à l’infini.',
          'Vingt apprenants par formateur, c’est le maximum qui fonctionne encore selon notre expérience.',
        ],
      },
      {
        title: 'Apprendre après trente ans',
        excerpt: 'Il n’est pas trop tard. Voici comment les adultes apprennent vraiment.',
        tag: 'Apprendre',
        minutes: 6,
        body: [
          'Les adultes apprennent autrement, pas moins bien.',
          'Vous avez du contexte et de la motivation\u00a0: servez-vous-en en reliant chaque leçon à un vrai problème qui vous tient à cœur.',
        ],
      },
    ],
    cta: {
      title: 'Commencez à apprendre ce mois-ci',
      text: 'Les places sont limitées dans chaque session. Réservez la vôtre dès aujourd’hui et recevez tout de suite les documents de préparation.',
    },
    newsletter: {
      title: 'La leçon de la semaine',
      text: 'Une leçon courte et pratique dans votre boîte mail chaque mardi. Gratuite, pour toujours.',
    },
    contact: {
      email: emailFor(name),
      phone: '+33 1 84 55 29 01',
      address: place ? `100 avenue de l’Université, ${place}` : '100 avenue de l’Université',
      hours: 'Inscriptions du lundi au vendredi, de 9 h à 17 h',
    },
  };
}
