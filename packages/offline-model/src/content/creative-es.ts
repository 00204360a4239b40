import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A creative studio's copy in Spanish (Spain): written for it, not translated word for word. */
export function creativeCopyEs({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'es');
  return {
    heroBadge: 'Agenda abierta para la próxima temporada',
    headline: 'Trabajo cuidado para marcas con algo que contar',
    lede: `${name} es un estudio independiente${place ? ` en ${place}` : ''} que hace fotografía, identidad visual y diseño editorial con calma y buen ojo.`,
    primaryCta: 'Ver proyectos',
    secondaryCta: 'Empezar un proyecto',
    features: [
      {
        icon: 'Camera',
        title: 'Fotografía',
        text: 'Sesiones editoriales, de producto y de retrato, en estudio o en exteriores.',
      },
      {
        icon: 'Palette',
        title: 'Identidad de marca',
        text: 'Logotipos, colores y tipografías que solo pueden ser vuestros.',
      },
      {
        icon: 'PenTool',
        title: 'Ilustración',
        text: 'Ilustraciones a medida para packaging, libros y campañas.',
      },
      {
        icon: 'Layers',
        title: 'Dirección de arte',
        text: 'Una visión creativa clara, coherente en cada punto de contacto.',
      },
      {
        icon: 'Aperture',
        title: 'Retoque',
        text: 'Un retoque cuidadoso y natural que respeta el alma de la imagen.',
      },
      {
        icon: 'Sparkles',
        title: 'Campañas',
        text: 'De la idea a la entrega, para lanzamientos que merecen atención.',
      },
    ],
    steps: [
      { title: 'Primera llamada', text: 'Hablamos de tus objetivos, tu público y tus plazos.' },
      { title: 'Concepto y sesión', text: 'Primero el moodboard; después, creamos juntos.' },
      { title: 'Entrega', text: 'Archivos finales, derechos de uso y una guía para sacarles partido.' },
    ],
    testimonials: [
      {
        quote:
          'Entendieron nuestra marca mejor que nosotros. Con la nueva identidad, triplicamos la presencia en prensa.',
        name: 'Clara Jensen',
        role: 'Fundadora de Nordhaus',
      },
      {
        quote: 'Las fotos de producto son tan buenas que las usamos en todas partes, de la web a las vallas.',
        name: 'Mateo Álvarez',
        role: 'Responsable de marketing, Solara',
      },
      {
        quote:
          'Tranquilos, organizados y con muchísimo talento. La sesión de la campaña terminó antes de lo previsto.',
        name: 'Lucía Ferrer',
        role: 'Directora creativa, Bloom & Co',
      },
    ],
    tiers: [
      {
        name: 'Sesión de retrato',
        price: price(450),
        period: '',
        description: 'Dos horas de sesión y veinte imágenes editadas.',
        features: ['En estudio o en exteriores', '20 imágenes retocadas', 'Galería online'],
        cta: 'Reservar sesión',
      },
      {
        name: 'Sesión de marca',
        price: price(1800),
        period: '',
        description: 'Un día completo de imágenes de producto y estilo de vida.',
        features: ['Dirección de arte', 'Hasta 60 imágenes', 'Licencia comercial', 'Dos rondas de cambios'],
        cta: 'Planificar sesión',
        isFeatured: true,
      },
      {
        name: 'Identidad',
        price: price(4500),
        period: '',
        description: 'Un sistema de identidad visual completo.',
        features: ['Logotipo y tipografías', 'Paleta de color', 'Manual de marca'],
        cta: 'Empezar un proyecto',
      },
    ],
    faqs: [
      {
        question: '¿Con cuánta antelación debo reservar?',
        answer:
          'La mayoría de los proyectos se reservan con cuatro a seis semanas de antelación. Para retratos suele haber hueco en dos semanas.',
      },
      {
        question: '¿Os desplazáis para las sesiones?',
        answer:
          'Sí. Los desplazamientos de hasta 100 km están incluidos; más allá, cobramos solo el coste del viaje.',
      },
      {
        question: '¿De quién son las imágenes?',
        answer:
          'Recibes una licencia para el uso acordado. Si lo necesitas, también cedemos todos los derechos.',
      },
      {
        question: '¿Qué necesitáis de mí para empezar?',
        answer:
          'Un briefing breve, algunas referencias que te encanten y tus plazos. Del resto nos ocupamos nosotros.',
      },
    ],
    stats: [
      { value: '+120', label: 'Marcas con las que hemos trabajado' },
      { value: '14', label: 'Premios de diseño' },
      { value: '9', label: 'Años como estudio independiente' },
    ],
    gallery: [
      'Un retrato editorial con luz suave de ventana',
      'Diseño de packaging para una pequeña marca de café',
      'Un bodegón de cerámica sobre lino',
      'Una doble página de revista con tipografía contundente',
      'Una foto de producto de un bolso de piel sobre piedra',
      'Entre bastidores en una sesión de estudio',
    ],
    products: [
      {
        name: 'Lámina Costa',
        price: 60,
        category: 'Láminas',
        description: 'Impresión giclée de archivo, 30 × 40 cm, firmada y numerada.',
        badge: 'Edición limitada',
      },
      {
        name: 'Serie botánica',
        price: 95,
        category: 'Láminas',
        description: 'Tres láminas A4 de estudios de flores prensadas.',
      },
      {
        name: 'Fotolibro: Horas tranquilas',
        price: 45,
        category: 'Libros',
        description: '120 páginas de fotografías de la ciudad al amanecer.',
        badge: 'Novedad',
      },
      {
        name: 'Cuaderno de bocetos',
        price: 22,
        category: 'Papelería',
        description: 'Encuadernado a mano, con papel de 160 g apto para tinta y acuarela.',
      },
      {
        name: 'Pack de postales',
        price: 15,
        category: 'Papelería',
        description: 'Doce de nuestras imágenes favoritas en cartulina mate gruesa.',
      },
      {
        name: 'Bolsa del estudio',
        price: 28,
        category: 'Objetos',
        description: 'Lona orgánica gruesa con nuestro sello serigrafiado.',
      },
      {
        name: 'Calendario de mesa',
        price: 30,
        category: 'Objetos',
        description: 'Doce meses, doce fotografías, en papel reciclado.',
      },
      {
        name: 'Plaza en el taller',
        price: 150,
        category: 'Talleres',
        description: 'Un taller de sábado sobre fotografía con luz natural.',
      },
    ],
    posts: [
      {
        title: 'En busca de la luz suave',
        excerpt: 'Por qué hago casi todos los retratos en la primera hora después del amanecer.',
        tag: 'Fotografía',
        minutes: 5,
        body: [
          'La luz de la primera hora de la mañana es baja, cálida y amable.',
          'Envuelve las caras en lugar de marcarlas, y las calles están lo bastante vacías para trabajar sin prisa.',
        ],
      },
      {
        title: 'Qué hace que una identidad perdure',
        excerpt: 'Lo que aprendimos en diez años diseñando logotipos que sobrevivieron a las modas.',
        tag: 'Diseño',
        minutes: 7,
        body: [
          'Las identidades que perduran nacen de una idea, no de un estilo.',
          'Empieza por lo que la empresa cree, busca una metáfora visual potente y resiste la tentación de decorar.',
        ],
      },
      {
        title: 'Dos días de sesión de producto, por dentro',
        excerpt: 'Del moodboard al retoque final: el diario de un proyecto.',
        tag: 'Proceso',
        minutes: 6,
        body: [
          'Las buenas sesiones se ganan en la preparación. Dedicamos una semana a referencias, atrezo y lista de planos antes de sacar la cámara.',
          'Ese plan nos dio, el día de la sesión, libertad para probar cosas.',
        ],
      },
      {
        title: 'Las herramientas que uso de verdad',
        excerpt: 'Una lista corta y honesta del equipo y el software de mi día a día.',
        tag: 'Estudio',
        minutes: 4,
        body: [
          'Dos objetivos, un foco, un trípode robusto y un monitor calibrado resuelven nueve de cada diez encargos.',
          'Todo lo demás es un extra.',
        ],
      },
    ],
    cta: {
      title: '¿Tienes un proyecto en mente?',
      text: 'Cuéntanos un poco y te responderemos en dos días laborables con ideas y disponibilidad.',
    },
    newsletter: {
      title: 'Notas del estudio',
      text: 'Trabajos nuevos, historias entre bastidores y nuevas láminas, más o menos una vez al mes.',
    },
    contact: {
      email: emailFor(name),
      phone: '+34 910 640 112',
      address: place ? `Calle del Canal 21, estudio 4, ${place}` : 'Calle del Canal 21, estudio 4',
      hours: 'De lunes a viernes, con cita previa',
    },
  };
}
