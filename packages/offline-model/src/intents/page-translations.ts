import type { PageWords } from './page-copy';

/** The added pages' words in Spanish and French (`PAGE_WORDS`). */
export const PAGE_WORDS_ES_FR: Record<'es' | 'fr', PageWords> = {
  es: {
    titles: {
      about: 'Sobre nosotros',
      contact: 'Contacto',
      pricing: 'Precios',
      faq: 'Preguntas frecuentes',
      gallery: 'Galería',
      reviews: 'Opiniones',
      services: 'Servicios',
      team: 'Equipo',
      careers: 'Empleo',
      legal: 'Privacidad',
      blog: 'Blog',
    },
    about: { eyebrow: 'Sobre nosotros', title: 'La historia de {name}' },
    contact: { eyebrow: 'Contacto', title: 'Nos encantará saber de ti' },
    pricing: {
      eyebrow: 'Precios',
      title: 'Un plan para cada necesidad',
      text: 'Precios claros, sin sorpresas, y puedes cambiar de opinión cuando quieras.',
    },
    faq: {
      eyebrow: 'Ayuda',
      title: 'Preguntas frecuentes',
      text: 'Todo lo que necesitas saber sobre {name}.',
    },
    gallery: { eyebrow: 'Galería', text: 'Un vistazo más de cerca a {name}.' },
    reviews: {
      eyebrow: 'Opiniones',
      title: 'Lo que dicen nuestros clientes',
      text: 'Palabras reales de quienes eligieron {name}.',
    },
    services: { eyebrow: 'Lo que hacemos' },
    team: {
      eyebrow: 'Nuestro equipo',
      title: 'Las personas detrás de {name}',
      text: 'Un equipo pequeño al que le importa mucho hacer las cosas bien.',
      members: 'Miembros del equipo',
      people: [
        {
          name: 'Ana Ferreira',
          role: 'Fundadora',
          bio: 'Lo empezó todo con una idea sencilla y mucha tenacidad.',
        },
        {
          name: 'Marcus Chen',
          role: 'Operaciones',
          bio: 'Se encarga de que todo funcione como un reloj, cada día.',
        },
        { name: 'Leila Haddad', role: 'Diseño', bio: 'Cuida los detalles que nadie nota hasta que fallan.' },
        {
          name: 'Tom Novak',
          role: 'Atención al cliente',
          bio: 'La voz amable al teléfono y la respuesta rápida por correo.',
        },
      ],
    },
    careers: {
      eyebrow: 'Empleo',
      title: 'Trabaja con nosotros en {name}',
      text: 'Somos un equipo pequeño y cercano, y estamos creciendo. Ven a ayudarnos a construir algo bueno.',
      openRoles: 'Puestos vacantes',
      apply: 'Inscribirme',
      thanks: '¡Gracias por tu interés en el puesto de {role}! Te escribiremos por correo.',
      roles: [
        {
          title: 'Responsable de experiencia de cliente',
          type: 'Jornada completa',
          location: 'Presencial',
          summary: 'Define cómo nos vive la gente, desde el primer saludo hasta la décima visita.',
        },
        {
          title: 'Coordinador/a de operaciones',
          type: 'Jornada completa',
          location: 'Híbrido',
          summary: 'Mantén en sintonía horarios, proveedores y equipo.',
        },
        {
          title: 'Becario/a de marketing',
          type: 'Media jornada',
          location: 'En remoto',
          summary: 'Cuenta nuestra historia en redes sociales, por correo y en el blog.',
        },
      ],
    },
    blog: {
      eyebrow: 'Blog',
      title: 'Noticias e historias',
      articles: 'Artículos',
      minRead: 'min de lectura',
    },
    legal: {
      updated: 'Actualizado este mes.',
      paragraphs: [
        'Esta página explica cómo trata {name} la información que compartes con nosotros. Solo recogemos lo que necesitamos para atenderte: tu nombre y tu correo cuando nos escribes o haces un pedido, y estadísticas anónimas sobre el uso del sitio.',
        'Nunca vendemos tus datos. Solo los compartimos con los servicios que nos ayudan a mantener el sitio (alojamiento, pagos y correo), cada uno sujeto a sus propios compromisos de privacidad.',
        'Puedes pedirnos en cualquier momento ver, corregir o borrar la información que tenemos sobre ti escribiendo a {email}.',
      ],
    },
  },
  fr: {
    titles: {
      about: 'À propos',
      contact: 'Contact',
      pricing: 'Tarifs',
      faq: 'Questions fréquentes',
      gallery: 'Galerie',
      reviews: 'Avis',
      services: 'Services',
      team: 'Équipe',
      careers: 'Carrières',
      legal: 'Confidentialité',
      blog: 'Blog',
    },
    about: { eyebrow: 'À propos', title: 'L’histoire de {name}' },
    contact: { eyebrow: 'Contact', title: 'Nous serions ravis de vous lire' },
    pricing: {
      eyebrow: 'Tarifs',
      title: 'Une formule pour chaque besoin',
      text: 'Des prix clairs, sans surprise, et vous pouvez changer d’avis à tout moment.',
    },
    faq: {
      eyebrow: 'Aide',
      title: 'Questions fréquentes',
      text: 'Tout ce qu’il faut savoir sur {name}.',
    },
    gallery: { eyebrow: 'Galerie', text: 'Découvrez {name} de plus près.' },
    reviews: {
      eyebrow: 'Avis',
      title: 'Ce que disent nos clients',
      text: 'Les mots de celles et ceux qui ont choisi {name}.',
    },
    services: { eyebrow: 'Ce que nous faisons' },
    team: {
      eyebrow: 'Notre équipe',
      title: 'Les personnes derrière {name}',
      text: 'Une petite équipe qui tient à bien faire les choses.',
      members: 'Membres de l’équipe',
      people: [
        {
          name: 'Ana Ferreira',
          role: 'Fondatrice',
          bio: 'A tout lancé avec une idée simple et beaucoup d’obstination.',
        },
        {
          name: 'Marcus Chen',
          role: 'Opérations',
          bio: 'Veille à ce que tout tourne rond, jour après jour.',
        },
        {
          name: 'Leila Haddad',
          role: 'Design',
          bio: 'Soigne les détails que personne ne remarque… jusqu’à ce qu’ils clochent.',
        },
        {
          name: 'Tom Novak',
          role: 'Service client',
          bio: 'La voix aimable au téléphone et la réponse rapide par e-mail.',
        },
      ],
    },
    careers: {
      eyebrow: 'Carrières',
      title: 'Travaillez avec nous chez {name}',
      text: 'Nous sommes une petite équipe sympathique qui s’agrandit. Venez nous aider à construire quelque chose de bien.',
      openRoles: 'Postes ouverts',
      apply: 'Postuler',
      thanks:
        'Merci de votre intérêt pour le poste «\u00a0{role}\u00a0»\u00a0! Nous vous écrirons par e-mail.',
      roles: [
        {
          title: 'Responsable expérience client',
          type: 'Temps plein',
          location: 'Sur site',
          summary: 'Façonnez l’image que l’on a de nous, du premier bonjour à la dixième visite.',
        },
        {
          title: 'Coordinateur des opérations',
          type: 'Temps plein',
          location: 'Hybride',
          summary: 'Gardez plannings, fournisseurs et équipe bien synchronisés.',
        },
        {
          title: 'Stagiaire marketing',
          type: 'Temps partiel',
          location: 'Télétravail',
          summary: 'Racontez notre histoire sur les réseaux sociaux, par e-mail et sur le blog.',
        },
      ],
    },
    blog: {
      eyebrow: 'Journal',
      title: 'Actualités et histoires',
      articles: 'Articles',
      minRead: 'min de lecture',
    },
    legal: {
      updated: 'Mis à jour ce mois-ci.',
      paragraphs: [
        'Cette page explique comment {name} traite les informations que vous nous confiez. Nous ne collectons que le nécessaire pour vous servir\u00a0: votre nom et votre e-mail lorsque vous nous écrivez ou passez commande, et des statistiques anonymes sur l’utilisation du site.',
        'Nous ne vendons jamais vos données. Nous les partageons uniquement avec les services qui nous aident à faire fonctionner le site (hébergement, paiements et e-mail), chacun tenu par ses propres engagements de confidentialité.',
        'Vous pouvez à tout moment nous demander de consulter, de corriger ou de supprimer les informations que nous détenons sur vous en écrivant à {email}.',
      ],
    },
  },
};
