import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A school's or a course's copy in Spanish (Spain): written for it, not translated word for word. */
export function educationCopyEs({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'es');
  return {
    heroBadge: 'Matrícula abierta para el próximo grupo',
    headline: 'Se aprende haciendo, con quien ya lo hace',
    lede: `${name} ofrece cursos prácticos${place ? ` en ${place}` : ''}, impartidos en directo por profesionales en grupos reducidos y con un acompañamiento cercano.`,
    primaryCta: 'Ver cursos',
    secondaryCta: 'Prueba una clase gratis',
    features: [
      {
        icon: 'GraduationCap',
        title: 'Profesores expertos',
        text: 'Cada curso lo imparte alguien que se dedica a ello todos los días.',
      },
      {
        icon: 'Users',
        title: 'Grupos reducidos',
        text: 'Como máximo veinte alumnos, con comentarios reales sobre tu trabajo.',
      },
      {
        icon: 'BookOpen',
        title: 'Proyectos prácticos',
        text: 'Construye un portfolio de proyectos reales, no solo notas de exámenes.',
      },
      {
        icon: 'CalendarDays',
        title: 'Se adapta a tu semana',
        text: 'Clases por la tarde y los fines de semana, grabadas por si te pierdes alguna.',
      },
      {
        icon: 'Award',
        title: 'Certificado',
        text: 'Un certificado de aprovechamiento que las empresas valoran.',
      },
      {
        icon: 'MessageCircle',
        title: 'Comunidad',
        text: 'Una comunidad de alumnos que sigue ahí cuando termina el curso.',
      },
    ],
    steps: [
      { title: 'Elige un curso', text: 'Escoge tu nivel y la fecha de inicio que mejor te venga.' },
      {
        title: 'Aprende en directo',
        text: 'Asiste a las clases semanales y trabaja en proyectos prácticos.',
      },
      { title: 'Enseña tu trabajo', text: 'Termina con un proyecto del que te sientas orgulloso.' },
    ],
    testimonials: [
      {
        quote:
          'Cambié de profesión seis meses después de terminar. Los proyectos me abrieron las puertas de las entrevistas.',
        name: 'Carmen Ruiz',
        role: 'Exalumna, grupo de primavera',
      },
      {
        quote: 'Los profesores respondían a todas mis preguntas, incluso a las que me daba vergüenza hacer.',
        name: 'Luca Bianchi',
        role: 'Exalumno, grupo de otoño',
      },
      {
        quote: 'Los grupos pequeños marcan la diferencia. Parecía una clase de verdad, no una videoteca.',
        name: 'Sara Cohen',
        role: 'Exalumna, grupo de invierno',
      },
    ],
    tiers: [
      {
        name: 'A tu ritmo',
        price: price(149),
        period: '',
        description: 'Todas las lecciones, a tu velocidad.',
        features: ['Acceso de por vida', 'Archivos de los proyectos', 'Foro de la comunidad'],
        cta: 'Empezar a aprender',
      },
      {
        name: 'En grupo',
        price: price(690),
        period: '',
        description: 'Ocho semanas en directo, con correcciones.',
        features: [
          'Clases semanales en directo',
          'Correcciones de cada proyecto',
          'Certificado',
          'Sesión de orientación profesional',
        ],
        cta: 'Reservar plaza',
        isFeatured: true,
      },
      {
        name: 'Empresas',
        price: 'A medida',
        period: '',
        description: 'Formación privada para tu empresa.',
        features: ['Temario a medida', 'Informes de progreso', 'Horarios flexibles'],
        cta: 'Contactar',
      },
    ],
    faqs: [
      {
        question: '¿Necesito experiencia previa?',
        answer:
          'Los cursos de iniciación no exigen ninguna. En la página de cada curso se indica lo que conviene saber antes de empezar.',
      },
      {
        question: '¿Cuánto tiempo requiere?',
        answer: 'Calcula de cuatro a seis horas a la semana: una clase en directo y el trabajo del proyecto.',
      },
      {
        question: '¿Y si me pierdo una clase?',
        answer:
          'Todas las clases se graban y se comparten el mismo día, y los profesores tienen tutorías cada semana.',
      },
      {
        question: '¿Puedo pedir un reembolso?',
        answer: 'Sí, te devolvemos el importe íntegro durante las dos primeras semanas de cualquier curso.',
      },
    ],
    stats: [
      { value: '8500', label: 'Alumnos formados' },
      { value: '92\u00a0%', label: 'Terminan su curso' },
      { value: '4,8', label: 'Estrellas de media' },
    ],
    gallery: [
      'Un grupo pequeño trabajando en torno a una mesa',
      'Una profesora esbozando ideas en la pizarra',
      'Un alumno presentando su proyecto final',
      'Cuadernos y portátiles durante un taller',
      'Una graduación con entrega de certificados',
      'Una sesión de correcciones individual',
    ],
    products: [
      {
        name: 'Curso de fundamentos',
        price: 149,
        category: 'Iniciación',
        description: 'Todo lo que necesitas para empezar, en doce lecciones breves.',
        badge: 'Más elegido',
      },
      {
        name: 'Grupo en directo',
        price: 690,
        category: 'Intermedio',
        description: 'Ocho semanas de clases en directo y proyectos reales.',
      },
      {
        name: 'Clase magistral',
        price: 290,
        category: 'Avanzado',
        description: 'Un curso en profundidad con un experto del sector.',
        badge: 'Novedad',
      },
      {
        name: 'Revisión de portfolio',
        price: 90,
        category: 'Mentoría',
        description: 'Una hora de comentarios individuales sobre tu trabajo.',
      },
      {
        name: 'Intensivo de fin de semana',
        price: 240,
        category: 'Intermedio',
        description: 'Dos días completos y un proyecto terminado.',
      },
      {
        name: 'Un mes de mentoría',
        price: 390,
        category: 'Mentoría',
        description: 'Cuatro llamadas semanales con un mentor dedicado.',
      },
    ],
    posts: [
      {
        title: 'Cómo terminar de verdad un curso online',
        excerpt: 'Cinco hábitos que comparten nuestros alumnos con más éxito.',
        tag: 'Aprendizaje',
        minutes: 5,
        body: [
          'La mayoría de la gente que empieza un curso online nunca lo termina.',
          'Quienes lo consiguen reservan tiempo en su agenda, aprenden con otros y empiezan un proyecto la primera semana.',
        ],
      },
      {
        title: 'Cómo crear un portfolio desde cero',
        excerpt: 'Qué incluir, qué dejar fuera y cómo presentarlo.',
        tag: 'Carrera profesional',
        minutes: 7,
        body: [
          'Tres proyectos sólidos valen más que diez flojos.',
          'En cada uno, explica el problema, tu proceso y lo que harías de otra manera.',
        ],
      },
      {
        title: 'Por qué mantenemos los grupos pequeños',
        excerpt: 'Lo que dice la investigación sobre el tamaño de las clases, y lo que hemos visto nosotros.',
        tag: 'Docencia',
        minutes: 4,
        body: [
          'Casi todo el aprendizaje ocurre en las correcciones, y las correcciones no escalan.',
          'Veinte alumnos por profesor es el máximo con el que hemos visto que sigue funcionando.',
        ],
      },
      {
        title: 'Aprender a partir de los treinta',
        excerpt: 'Nunca es tarde. Así aprenden de verdad los adultos.',
        tag: 'Aprendizaje',
        minutes: 6,
        body: [
          'Los adultos aprenden de otra manera, no peor.',
          'Aportas contexto y motivación: aprovéchalos conectando cada lección con un problema real que te importe.',
        ],
      },
    ],
    cta: {
      title: 'Empieza a aprender este mes',
      text: 'Las plazas de cada grupo son limitadas. Reserva la tuya hoy y recibe el material preparatorio al momento.',
    },
    newsletter: {
      title: 'La lección de la semana',
      text: 'Una lección breve y práctica en tu correo cada martes. Gratis, siempre.',
    },
    contact: {
      email: emailFor(name),
      phone: '+34 910 552 901',
      address: place ? `Avenida de la Universidad 100, ${place}` : 'Avenida de la Universidad 100',
      hours: 'Secretaría: de lunes a viernes, de 9:00 a 17:00',
    },
  };
}
