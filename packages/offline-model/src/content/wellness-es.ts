import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A yoga, fitness and wellbeing studio's copy in Spanish (Spain): written for it, not translated word for word. */
export function wellnessCopyEs({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'es');
  return {
    heroBadge: 'Primera clase gratis',
    headline: 'Más fuerza, más calma, más tú',
    lede: `${name} es un estudio acogedor${place ? ` en ${place}` : ''} con grupos reducidos, profesores expertos y un plan que encaja en tu vida real.`,
    primaryCta: 'Reserva una clase gratis',
    secondaryCta: 'Ver el horario',
    features: [
      {
        icon: 'Dumbbell',
        title: 'Fuerza y acondicionamiento',
        text: 'Sesiones guiadas para ganar fuerza útil en el día a día, a tu ritmo.',
      },
      {
        icon: 'Flower2',
        title: 'Yoga y movilidad',
        text: 'Clases de vinyasa, yin y movilidad para moverte mejor y recuperarte antes.',
      },
      {
        icon: 'HeartPulse',
        title: 'Progresos que se notan',
        text: 'Revisiones periódicas de tu fuerza, tu movilidad y cómo te sientes.',
      },
      {
        icon: 'Users',
        title: 'Grupos reducidos',
        text: 'Nunca más de doce personas: tu profesor sabe cómo te llamas.',
      },
      {
        icon: 'Apple',
        title: 'Asesoramiento nutricional',
        text: 'Hábitos sencillos, no dietas, con alguien que te ayuda a mantenerlos.',
      },
      {
        icon: 'CalendarCheck',
        title: 'Reservas flexibles',
        text: 'Reserva, cambia o cancela cualquier clase hasta dos horas antes.',
      },
    ],
    steps: [
      { title: 'Reserva una clase gratis', text: 'Elige cualquier sesión para principiantes del horario.' },
      {
        title: 'Conoce a tu profesor',
        text: 'Una charla breve sobre tus objetivos, tu historial y tu agenda.',
      },
      { title: 'Sigue tu plan', text: 'Una rutina semanal que se adapta a medida que progresas.' },
    ],
    testimonials: [
      {
        quote:
          'Llevaba años probando gimnasios enormes. Estas clases pequeñas son lo primero que he mantenido.',
        name: 'Lucía Fernández',
        role: 'Socia desde hace 2 años',
      },
      {
        quote:
          'Se me ha quitado el dolor de espalda y el mes pasado levanté mi propio peso. Los profes son geniales.',
        name: 'Javier Morales',
        role: 'Socio desde hace 8 meses',
      },
      {
        quote: 'Tranquilo, limpio y de verdad cercano. El yin del domingo es mi forma de empezar la semana.',
        name: 'Marta Iglesias',
        role: 'Socia desde hace 1 año',
      },
    ],
    tiers: [
      {
        name: 'Clase suelta',
        price: price(18),
        period: '/clase',
        description: 'Vienes cuando te viene bien.',
        features: ['Cualquier clase colectiva', 'Esterilla y toalla incluidas', 'Sin permanencia'],
        cta: 'Reservar una clase',
      },
      {
        name: 'Ilimitada',
        price: price(119),
        period: '/mes',
        description: 'La cuota preferida de nuestros socios.',
        features: [
          'Clases ilimitadas',
          'Revisión mensual de progresos',
          'Un pase de invitado al mes',
          'Eventos para socios',
        ],
        cta: 'Hazte socio',
        isFeatured: true,
      },
      {
        name: 'Personalizado',
        price: price(249),
        period: '/mes',
        description: 'Entrenamiento individual y un plan a tu medida.',
        features: ['4 sesiones privadas', 'Asesoramiento nutricional', 'Clases ilimitadas'],
        cta: 'Habla con un profesor',
      },
    ],
    faqs: [
      {
        question: 'Soy principiante total. ¿Puedo apuntarme?',
        answer:
          'Por supuesto. La mayoría de nuestros socios empezó desde cero, y cada clase ofrece opciones más fáciles y más exigentes.',
      },
      {
        question: '¿Qué tengo que traer?',
        answer: 'Ropa cómoda y una botella de agua. Nosotros ponemos esterillas, toallas y todo el material.',
      },
      {
        question: '¿Puedo congelar mi cuota?',
        answer: 'Sí, puedes pausarla hasta dos meses al año sin coste.',
      },
      {
        question: '¿Hay duchas y taquillas?',
        answer: 'Tenemos duchas, taquillas gratuitas y secadores en los dos vestuarios.',
      },
    ],
    stats: [
      { value: '40+', label: 'Clases cada semana' },
      { value: '12', label: 'Personas por clase, como máximo' },
      { value: '94\u00a0%', label: 'Socios que renuevan' },
    ],
    gallery: [
      'Una sala luminosa con las esterillas de yoga preparadas',
      'Un profesor corrigiendo una sentadilla en una clase reducida',
      'Kettlebells alineadas junto a la pared',
      'Una sesión tranquila de estiramientos al atardecer',
      'La recepción, con plantas y bancos de madera',
      'Socios riendo después de una clase',
    ],
    products: [
      {
        name: 'Esterilla de corcho',
        price: 79,
        category: 'Material',
        description: 'Superficie de corcho natural que agarra más cuanto más sudas.',
        badge: 'Más vendido',
      },
      {
        name: 'Set de bandas elásticas',
        price: 29,
        category: 'Material',
        description: 'Cinco bandas de tela, de suave a extrafuerte.',
      },
      {
        name: 'Botella térmica',
        price: 32,
        category: 'Accesorios',
        description: 'Mantiene el agua fría 24 horas. 750 ml.',
      },
      {
        name: 'Rodillo de recuperación',
        price: 35,
        category: 'Recuperación',
        description: 'Densidad media para piernas cargadas y espaldas tensas.',
      },
      {
        name: 'Dúo de pelotas de masaje',
        price: 18,
        category: 'Recuperación',
        description: 'Para deshacer nudos en hombros, pies y caderas.',
        badge: 'Novedad',
      },
      {
        name: 'Camiseta técnica',
        price: 39,
        category: 'Ropa',
        description: 'Suave, transpirable y pensada para moverse.',
      },
      {
        name: 'Mallas de estudio',
        price: 69,
        category: 'Ropa',
        description: 'Tiro alto, opacas en cada sentadilla y con bolsillo para el móvil.',
      },
      {
        name: 'Avena proteica',
        price: 14,
        category: 'Nutrición',
        description: 'Un desayuno de energía duradera con 20 g de proteína por ración.',
      },
    ],
    posts: [
      {
        title: 'Cinco ejercicios de movilidad para quien trabaja sentado',
        excerpt: 'Diez minutos al día para deshacer lo que hace la silla.',
        tag: 'Movilidad',
        minutes: 5,
        body: [
          'Pasar el día sentado acorta los flexores de la cadera y encorva la parte alta de la espalda.',
          'Una rutina corta de aperturas de cadera, rotaciones torácicas y estiramientos de isquiotibiales, hecha a diario, se nota en dos semanas.',
        ],
      },
      {
        title: 'Cómo empezar a entrenar fuerza a los 40',
        excerpt: 'Nunca es tarde, y los beneficios llegan desde el primer mes.',
        tag: 'Fuerza',
        minutes: 7,
        body: [
          'La masa muscular disminuye con la edad, pero responde al entrenamiento a cualquier edad.',
          'Empieza con dos sesiones de cuerpo completo a la semana, cuida la técnica y sube el peso poco a poco. La constancia gana a la intensidad.',
        ],
      },
      {
        title: 'Dormir es tu mejor herramienta de recuperación',
        excerpt: 'Por qué ocho horas de sueño harán más por ti que cualquier suplemento.',
        tag: 'Recuperación',
        minutes: 4,
        body: [
          'Tu cuerpo se adapta al entrenamiento sobre todo mientras duermes.',
          'Una habitación oscura y fresca, una hora fija para acostarte y nada de pantallas en la última hora: las mejoras más sencillas que puedes hacer.',
        ],
      },
      {
        title: 'Comer para tener energía, no para restringir',
        excerpt: 'Los hábitos de nutrición más sencillos de nuestros profesores.',
        tag: 'Nutrición',
        minutes: 6,
        body: [
          'Una alimentación sostenible consiste en añadir, no en quitar.',
          'Añade a cada comida una palma de proteína y dos puños de verdura antes de preocuparte por nada más.',
        ],
      },
    ],
    cta: {
      title: 'Tu primera clase corre de nuestra cuenta',
      text: 'Ven a probar una sesión, conoce a los profesores y comprueba si es tu sitio. Sin presiones ni permanencias.',
    },
    newsletter: {
      title: 'Notas de bienestar semanales',
      text: 'Una rutina corta, una receta y el horario actualizado, cada lunes por la mañana.',
    },
    contact: {
      email: emailFor(name),
      phone: '+34 910 301 778',
      address: place ? `Calle del Jardín 48, ${place}` : 'Calle del Jardín 48',
      hours: 'Lunes a viernes de 6:00 a 21:00; fines de semana de 8:00 a 14:00',
    },
  };
}
