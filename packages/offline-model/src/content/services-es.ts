import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A professional service's copy (an agency, a firm, a trade) in Spanish (Spain): written for it, not word for word. */
export function servicesCopyEs({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'es');
  return {
    heroBadge: place ? `De confianza en ${place} desde 2012` : 'De confianza desde 2012',
    headline: 'Profesionales de verdad, sin rodeos',
    lede: `${name} te ayuda${place ? ` en ${place}` : ''} con presupuestos claros, respuestas rápidas y personas que cogen el teléfono.`,
    primaryCta: 'Pide presupuesto gratis',
    secondaryCta: 'Cómo trabajamos',
    features: [
      {
        icon: 'Handshake',
        title: 'Respuestas claras',
        text: 'Un plan concreto y un presupuesto cerrado antes de empezar.',
      },
      {
        icon: 'Clock',
        title: 'Respuesta rápida',
        text: 'Te contestamos en un día laborable, a menudo esa misma tarde.',
      },
      {
        icon: 'Award',
        title: 'Expertos acreditados',
        text: 'Especialistas titulados y asegurados, con años de experiencia.',
      },
      {
        icon: 'Shield',
        title: 'Trabajo garantizado',
        text: 'Todos nuestros trabajos tienen doce meses de garantía.',
      },
      {
        icon: 'Users',
        title: 'Un único interlocutor',
        text: 'Una persona que conoce tu caso de principio a fin.',
      },
      {
        icon: 'Star',
        title: 'Clientes satisfechos',
        text: 'Valorados con un 4,9 sobre 5 por cientos de clientes de la zona.',
      },
    ],
    steps: [
      { title: 'Cuéntanos qué necesitas', text: 'Rellena un formulario breve o llámanos.' },
      { title: 'Recibe un presupuesto claro', text: 'Precio cerrado y plazos en un día laborable.' },
      { title: 'Despreocúpate', text: 'Nos encargamos de todo y te mantenemos al tanto.' },
    ],
    testimonials: [
      {
        quote: 'Precios claros, ninguna sorpresa y terminaron un día antes. Los recomiendo a todo el mundo.',
        name: 'Miguel Torres',
        role: 'Propietario de vivienda',
      },
      {
        quote:
          'Nos explicaron cada opción con paciencia y nos ayudaron a elegir la adecuada, no la más cara.',
        name: 'Fátima Haddad',
        role: 'Dueña de un pequeño negocio',
      },
      {
        quote: 'Rápidos, profesionales y muy amables. Justo lo que esperas y pocas veces encuentras.',
        name: 'Pablo Ruiz',
        role: 'Cliente desde 2020',
      },
    ],
    tiers: [
      {
        name: 'Consulta',
        price: price(0),
        period: '',
        description: 'Una primera conversación gratuita sobre lo que necesitas.',
        features: ['30 minutos', 'Consejo honesto', 'Sin compromiso'],
        cta: 'Reservar una llamada',
      },
      {
        name: 'Estándar',
        price: price(490),
        period: '',
        description: 'Para la mayoría de los proyectos, de principio a fin.',
        features: [
          'Presupuesto cerrado',
          'Interlocutor dedicado',
          'Seguimiento del avance',
          '12 meses de garantía',
        ],
        cta: 'Pedir presupuesto',
        isFeatured: true,
      },
      {
        name: 'Continuo',
        price: price(190),
        period: '/mes',
        description: 'Atención prioritaria siempre que la necesites.',
        features: ['Citas prioritarias', 'Revisión trimestral', 'Tarifas reducidas'],
        cta: 'Hablemos',
      },
    ],
    faqs: [
      {
        question: '¿Cuándo podéis empezar?',
        answer:
          'La mayoría de los proyectos arrancan en menos de una semana tras aceptar el presupuesto; lo urgente, a menudo antes.',
      },
      {
        question: '¿El presupuesto es cerrado?',
        answer: 'Sí. El precio que te damos es el que pagas, salvo que nos pidas cambiar el alcance.',
      },
      {
        question: '¿En qué zonas trabajáis?',
        answer: place
          ? `Trabajamos en ${place} y alrededores.`
          : 'Trabajamos en toda la ciudad y alrededores.',
      },
      {
        question: '¿Tenéis seguro?',
        answer:
          'Sí, contamos con seguro de responsabilidad civil y todos nuestros especialistas están acreditados.',
      },
    ],
    stats: [
      { value: '2300+', label: 'Proyectos terminados' },
      { value: '4,9', label: 'Valoración media de los clientes' },
      { value: '24 h', label: 'Tiempo de respuesta habitual' },
    ],
    gallery: [
      'El equipo reunido con un cliente en una oficina luminosa',
      'Una especialista revisando planos en su mesa',
      'La entrega de un proyecto terminado a un cliente contento',
      'La puerta de nuestra oficina',
      'El equipo en la fiesta de verano',
      'Herramientas y notas preparadas antes de un trabajo',
    ],
    products: [
      {
        name: 'Consulta',
        price: 0,
        category: 'Asesoramiento',
        description: 'Una llamada gratuita de 30 minutos sobre tu proyecto.',
        badge: 'Gratis',
      },
      {
        name: 'Revisión completa',
        price: 149,
        category: 'Asesoramiento',
        description: 'Un análisis a fondo con informe por escrito.',
      },
      {
        name: 'Paquete estándar',
        price: 490,
        category: 'Proyectos',
        description: 'Nuestro servicio a precio cerrado más solicitado.',
        badge: 'Popular',
      },
      {
        name: 'Paquete prémium',
        price: 990,
        category: 'Proyectos',
        description: 'Todo lo del estándar, con prioridad en la agenda.',
      },
      {
        name: 'Soporte mensual',
        price: 190,
        category: 'Soporte',
        description: 'Ayuda continua siempre que la necesites.',
      },
      {
        name: 'Urgencias',
        price: 250,
        category: 'Soporte',
        description: 'Ayuda el mismo día para problemas urgentes.',
      },
    ],
    posts: [
      {
        title: 'Cinco preguntas antes de contratar a nadie',
        excerpt: 'Cómo distinguir a un buen profesional de uno que solo lo parece.',
        tag: 'Consejos',
        minutes: 5,
        body: [
          'Pide referencias, un presupuesto por escrito y qué pasa si algo sale mal.',
          'Las respuestas, y la soltura con que llegan, te dicen casi todo lo que necesitas saber.',
        ],
      },
      {
        title: 'Qué significa de verdad un presupuesto cerrado',
        excerpt: 'Por qué damos precio a cada trabajo por adelantado, y cómo lo hacemos.',
        tag: 'Precios',
        minutes: 4,
        body: [
          'Cobrar por horas pone todo el riesgo en el cliente.',
          'Con un presupuesto cerrado lo asumimos nosotros, y es lo justo: calcular bien es nuestro trabajo.',
        ],
      },
      {
        title: 'Nuestro año en cifras',
        excerpt: 'Proyectos, tiempos de respuesta y lo que nos dijeron nuestros clientes.',
        tag: 'Novedades',
        minutes: 3,
        body: [
          'Este año hemos terminado más proyectos que nunca y hemos bajado el tiempo de respuesta a menos de un día.',
          'Gracias a cada cliente que ha confiado en nosotros.',
        ],
      },
      {
        title: 'Conoce al equipo',
        excerpt: 'Las personas que te atenderán cuando llames.',
        tag: 'Equipo',
        minutes: 4,
        body: [
          'Somos un equipo pequeño de especialistas a quienes les gusta resolver los problemas bien.',
          'Aquí te contamos un poco sobre cada uno de nosotros.',
        ],
      },
    ],
    cta: {
      title: 'Hablemos de tu proyecto',
      text: 'Cuéntanos qué necesitas y recibe un presupuesto claro y cerrado en un día laborable.',
    },
    newsletter: {
      title: 'Útil, de vez en cuando',
      text: 'Consejos prácticos y novedades del equipo, cuatro veces al año.',
    },
    contact: {
      email: emailFor(name),
      phone: '+34 910 280 441',
      address: place ? `Calle Mayor 210, ${place}` : 'Calle Mayor 210',
      hours: 'De lunes a viernes, de 8:00 a 18:00',
    },
  };
}
