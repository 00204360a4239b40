import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A software product's copy in Spanish (Spain): written for it, not translated word for word. */
export function techCopyEs({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'es');
  return {
    heroBadge: 'Novedad: llegan las automatizaciones',
    headline: 'Lanza antes, con menos tareas repetitivas',
    lede: `${name} reúne el trabajo de tu equipo en un solo espacio, tranquilo y ordenado, para que dediquéis el tiempo a construir y no a perseguir actualizaciones.`,
    primaryCta: 'Empieza gratis',
    secondaryCta: 'Pide una demo',
    features: [
      {
        icon: 'Zap',
        title: 'Rápido de serie',
        text: 'Cada pantalla carga en menos de 100 ms, incluso con miles de registros.',
      },
      {
        icon: 'Workflow',
        title: 'Automatizaciones',
        text: 'Convierte los pasos repetitivos en reglas que se ejecutan solas, sin programar.',
      },
      {
        icon: 'Users',
        title: 'Pensado para equipos',
        text: 'Vistas compartidas, menciones y comentarios para que todos estén al día.',
      },
      {
        icon: 'Shield',
        title: 'Seguro por diseño',
        text: 'SSO, registros de auditoría y cifrado en reposo en todos los planes.',
      },
      {
        icon: 'ChartColumn',
        title: 'Informes que se entienden',
        text: 'Descubre qué ha avanzado esta semana con paneles que se crean solos.',
      },
      {
        icon: 'Plug',
        title: 'Se integra con tus herramientas',
        text: 'Conecta Slack, GitHub, Google Drive y 40 más con un clic.',
      },
    ],
    steps: [
      {
        title: 'Crea tu espacio',
        text: 'Regístrate con tu correo de empresa e invita a tu equipo en segundos.',
      },
      {
        title: 'Trae tus datos',
        text: 'Importa tus hojas de cálculo o conecta las herramientas que ya usas.',
      },
      { title: 'Déjalo funcionar', text: 'Las automatizaciones mueven el trabajo mientras tú decides.' },
    ],
    testimonials: [
      {
        quote:
          'Sustituimos tres herramientas y una reunión semanal de seguimiento. Publicamos el doble en un trimestre.',
        name: 'Elena Navarro',
        role: 'Directora de Ingeniería, Northwind',
      },
      {
        quote:
          'Solo con las automatizaciones cada uno ahorra unas cuatro horas a la semana. La puesta en marcha fue cosa de una tarde.',
        name: 'Pablo Ortega',
        role: 'Responsable de Operaciones, Fieldstone',
      },
      {
        quote: 'Por fin una herramienta tan rápida que la gente la deja abierta todo el día.',
        name: 'Marta Gil',
        role: 'Product manager, Arcadia',
      },
    ],
    tiers: [
      {
        name: 'Básico',
        price: price(0),
        period: '/mes',
        description: 'Para profesionales y pequeños proyectos personales.',
        features: ['Hasta 3 miembros', 'Proyectos ilimitados', 'Soporte de la comunidad'],
        cta: 'Empezar',
      },
      {
        name: 'Equipo',
        price: price(12),
        period: '/usuario/mes',
        description: 'Para equipos en crecimiento que necesitan ir rápido.',
        features: ['Miembros ilimitados', 'Automatizaciones', 'Informes avanzados', 'Soporte prioritario'],
        cta: 'Prueba gratis',
        isFeatured: true,
      },
      {
        name: 'Empresa',
        price: 'A medida',
        period: '',
        description: 'Para organizaciones con necesidades avanzadas.',
        features: ['SSO y SCIM', 'Registros de auditoría', 'Gestor de cuenta dedicado'],
        cta: 'Hablar con ventas',
      },
    ],
    faqs: [
      {
        question: '¿Hay una prueba gratuita?',
        answer: 'Sí. Todos los planes de pago empiezan con 14 días de prueba gratis, sin tarjeta de crédito.',
      },
      {
        question: '¿Puedo importar mis datos?',
        answer:
          'Puedes importar archivos CSV o conectar herramientas como Jira, Trello y Asana para traerlo todo en minutos.',
      },
      {
        question: '¿Cómo se protegen mis datos?',
        answer:
          'Los datos se cifran en tránsito y en reposo, se copian cada día y se alojan en centros de datos con certificación SOC 2.',
      },
      {
        question: '¿Puedo cancelar cuando quiera?',
        answer: 'Por supuesto. Los planes son mensuales y puedes exportar todos tus datos cuando quieras.',
      },
    ],
    stats: [
      { value: '12.000+', label: 'Equipos que ya confían en nosotros' },
      { value: '4,2', label: 'Horas ahorradas por persona y semana' },
      { value: '99,99 %', label: 'Disponibilidad en los últimos 12 meses' },
    ],
    gallery: [
      'El panel principal con el progreso de la semana',
      'Creación de una regla de automatización',
      'Un tablero de equipo con tarjetas en tres columnas',
      'La vista de informes con gráficos semanales',
      'Comentarios y menciones en una tarea',
      'La app móvil en un teléfono',
    ],
    products: [
      {
        name: 'Teclado inalámbrico',
        price: 89,
        category: 'Escritorio',
        description: 'Interruptores mecánicos de perfil bajo y conexión a tres dispositivos.',
        badge: 'El más vendido',
      },
      {
        name: 'Soporte de aluminio para portátil',
        price: 49,
        category: 'Escritorio',
        description: 'Eleva la pantalla a la altura de los ojos y se pliega para viajar.',
      },
      {
        name: 'Auriculares con cancelación de ruido',
        price: 199,
        category: 'Audio',
        description: 'Treinta horas de batería y llamadas que se oyen con claridad.',
      },
      {
        name: 'Hub USB-C',
        price: 59,
        category: 'Accesorios',
        description: 'Siete puertos, carga de 100 W y HDMI 4K.',
      },
      {
        name: 'Alfombrilla de escritorio',
        price: 29,
        category: 'Escritorio',
        description: 'Fieltro de lana resistente al agua, con sitio para teclado y ratón.',
        badge: 'Novedad',
      },
      {
        name: 'Webcam HD',
        price: 79,
        category: 'Accesorios',
        description: '1080p a 60 fps con corrección automática de poca luz.',
      },
      {
        name: 'Altavoz portátil',
        price: 69,
        category: 'Audio',
        description: 'Sonido que llena la sala en un cuerpo de bolsillo y resistente al agua.',
      },
      {
        name: 'Kit organizador de cables',
        price: 19,
        category: 'Accesorios',
        description: 'Clips, fundas y bridas para un escritorio ordenado.',
      },
    ],
    posts: [
      {
        title: 'Cómo redujimos un 70 % el tiempo de compilación',
        excerpt: 'Caché, paralelismo y algunas eliminaciones incómodas: la historia completa.',
        tag: 'Ingeniería',
        minutes: 8,
        body: [
          'Nuestras compilaciones habían llegado a doce minutos. Nadie lo decidió: pasó dependencia a dependencia.',
          'Empezamos midiendo, no suponiendo. La mitad del tiempo se iba en pasos cuyo resultado nunca cambiaba.',
          'Con caché en esos pasos, pruebas en paralelo y dos paquetes menos, bajamos a tres minutos y medio.',
        ],
      },
      {
        title: 'Documentación que la gente sí lee',
        excerpt: 'Páginas cortas, ejemplos reales y una edición implacable. Nuestro método.',
        tag: 'Producto',
        minutes: 5,
        body: [
          'La buena documentación responde a la pregunta que el lector tiene ahora y después se aparta.',
          'Cada página gira en torno a una tarea, empieza con un ejemplo que funciona y elimina todo lo que no ayuda a terminarla.',
        ],
      },
      {
        title: 'Menos reuniones, mejor trabajo',
        excerpt: 'Cambiamos la reunión semanal de seguimiento por un resumen escrito. Esto es lo que pasó.',
        tag: 'Equipos',
        minutes: 6,
        body: [
          'Las reuniones de seguimiento parecen productivas, pero sobre todo transmiten información que se lee en dos minutos.',
          'Nuestro resumen escrito de los viernes lleva diez minutos y nos devolvió una hora a la semana a cada uno.',
        ],
      },
      {
        title: 'Diseñar para la velocidad',
        excerpt: 'Por qué cada interacción de la app tiene un presupuesto de 100 ms, y cómo lo cumplimos.',
        tag: 'Diseño',
        minutes: 7,
        body: [
          'La velocidad es algo que se nota antes de saber ponerle nombre.',
          'Fijamos un presupuesto de 100 ms por interacción y lo comprobamos en la integración continua, para que ningún retroceso llegue a producción.',
        ],
      },
    ],
    cta: {
      title: '¿Listo para recuperar tu tiempo?',
      text: 'Únete a miles de equipos que planifican, siguen y entregan en un solo lugar. Gratis durante 14 días.',
    },
    newsletter: {
      title: 'Novedades del producto, cada mes',
      text: 'Nuevas funciones, artículos técnicos y trucos de usuarios avanzados. Nada de spam.',
    },
    contact: {
      email: emailFor(name),
      phone: '+34 910 018 224',
      address: place ? `Calle de Alcalá 120, ${place}` : 'Calle de Alcalá 120, Madrid',
      hours: 'Soporte 24/7; ventas de lunes a viernes, de 9:00 a 18:00',
    },
  };
}
