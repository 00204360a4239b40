import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A small travel company's copy in Spanish (Spain): written for it, not translated word for word. */
export function travelCopyEs({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'es');
  return {
    heroBadge: 'Ya puedes reservar el verano',
    headline: place ? `${place}, sin prisas` : 'Viajes sin prisas a los rincones más bonitos',
    lede: `${name} organiza viajes en grupos reducidos y estancias con guías locales, alojamientos elegidos uno a uno y tiempo para disfrutarlos de verdad.`,
    primaryCta: 'Ver viajes',
    secondaryCta: 'Habla con nosotros',
    features: [
      {
        icon: 'Compass',
        title: 'Guías locales',
        text: 'Cada viaje lo guía alguien que creció allí donde vas.',
      },
      {
        icon: 'Hotel',
        title: 'Alojamientos con encanto',
        text: 'Casas de huéspedes familiares y hoteles boutique en los que hemos dormido nosotros.',
      },
      {
        icon: 'Users',
        title: 'Grupos reducidos',
        text: 'Doce viajeros como máximo, para que los planes sigan siendo flexibles.',
      },
      {
        icon: 'Leaf',
        title: 'Menos huella',
        text: 'Tren mejor que avión siempre que se puede, y compensamos el carbono de cada reserva.',
      },
      {
        icon: 'Shield',
        title: 'Viaja protegido',
        text: 'Reservas con garantía financiera y asistencia 24 horas mientras viajas.',
      },
      {
        icon: 'CalendarDays',
        title: 'Fechas flexibles',
        text: 'Cambia la fecha de salida sin coste hasta 30 días antes.',
      },
    ],
    steps: [
      { title: 'Elige tu viaje', text: 'Mira los itinerarios o pídenos que diseñemos uno para ti.' },
      { title: 'Reserva tu plaza', text: 'Asegúrala con una pequeña señal y paga el resto más adelante.' },
      { title: 'Haz la maleta', text: 'Nosotros nos ocupamos de traslados, billetes y detalles.' },
    ],
    testimonials: [
      {
        quote: 'Cada alojamiento superaba al anterior y al segundo día nuestra guía ya era una amiga.',
        name: 'Raquel Díaz',
        role: 'Viajó en mayo',
      },
      {
        quote: 'El ritmo fue perfecto: lo justo planeado para ver lo esencial y tiempo libre para perderse.',
        name: 'Tomás García',
        role: 'Viajó en septiembre',
      },
      {
        quote: 'Cuando cancelaron un ferri, en menos de una hora tenían un plan nuevo. Impecable.',
        name: 'Nuria Vidal',
        role: 'Viajó en junio',
      },
    ],
    tiers: [
      {
        name: 'Escapada de fin de semana',
        price: price(690),
        period: '/persona',
        description: 'Tres días, dos noches y un lugar inolvidable.',
        features: ['Alojamiento boutique', 'Paseo guiado', 'Cena de bienvenida'],
        cta: 'Ver fechas',
      },
      {
        name: 'La semana clásica',
        price: price(1890),
        period: '/persona',
        description: 'Nuestro itinerario de siete días más querido.',
        features: [
          '6 noches en 3 alojamientos',
          'Guía local todo el viaje',
          'Casi todas las comidas',
          'Todos los traslados',
        ],
        cta: 'Reservar plaza',
        isFeatured: true,
      },
      {
        name: 'A medida',
        price: `Desde ${price(2500)}`,
        period: '',
        description: 'Tus fechas, tu ritmo, diseñado contigo.',
        features: ['Guía privado', 'La duración que quieras', 'Un planificador para ti'],
        cta: 'Planéalo con nosotros',
      },
    ],
    faqs: [
      {
        question: '¿Qué forma física necesito?',
        answer:
          'La mayoría de los viajes incluyen caminatas de dos o tres horas por terreno fácil. Cada itinerario indica su nivel de actividad.',
      },
      {
        question: '¿Los vuelos están incluidos?',
        answer:
          'No, para que puedas salir desde donde mejor te venga. Eso sí, te sugerimos rutas con mucho gusto.',
      },
      {
        question: '¿Puedo viajar solo?',
        answer:
          'Claro. Cerca de un tercio de nuestros viajeros vienen solos, y todos los viajes tienen habitaciones individuales.',
      },
      {
        question: '¿Y si tengo que cancelar?',
        answer:
          'La señal se devuelve hasta 60 días antes de la salida; para lo demás, te recomendamos un seguro de viaje.',
      },
    ],
    stats: [
      { value: '3400', label: 'Viajeros el año pasado' },
      { value: '4,9', label: 'Valoración media de los viajes' },
      { value: '38', label: 'Guías locales' },
    ],
    gallery: [
      'Un sendero costero serpenteante al atardecer',
      'Una casa encalada con contraventanas azules',
      'Una mesa larga preparada para cenar bajo guirnaldas de luces',
      'Senderistas en una cresta por encima de las nubes',
      'Un puerto lleno de pequeñas barcas de pesca',
      'Un puesto de mercado repleto de fruta fresca',
    ],
    products: [
      {
        name: 'Escapada de fin de semana',
        price: 690,
        category: 'Escapadas',
        description: 'Tres días de paseos, buena mesa y un alojamiento boutique.',
        badge: 'Popular',
      },
      {
        name: 'Semana en la costa',
        price: 1890,
        category: 'Una semana',
        description: 'Siete días entre pueblos de pescadores y calas escondidas.',
      },
      {
        name: 'Pueblos de montaña',
        price: 1590,
        category: 'Una semana',
        description: 'Pueblos de piedra, senderos de altura y sobremesas largas.',
      },
      {
        name: 'Ruta gastronómica y de vinos',
        price: 1290,
        category: 'Escapadas',
        description: 'Cuatro días de mercados, clases de cocina y viñedos.',
        badge: 'Novedad',
      },
      {
        name: 'De isla en isla',
        price: 2190,
        category: 'Una semana',
        description: 'Tres islas en ferri, con un patrón de la zona.',
      },
      {
        name: 'Fin de semana urbano',
        price: 540,
        category: 'Escapadas',
        description: 'Paseos por los barrios y un hotel elegido a mano.',
      },
    ],
    posts: [
      {
        title: 'El arte de viajar despacio',
        excerpt: 'Por qué menos lugares y estancias más largas hacen mejores viajes.',
        tag: 'Ideas',
        minutes: 6,
        body: [
          'El instinto es verlo todo. La recompensa está en ver pocas cosas, pero bien.',
          'Dos noches en cada sitio, como mínimo, convierten una lista de tareas en un viaje.',
        ],
      },
      {
        title: 'Qué llevar en un viaje a pie',
        excerpt: 'Una lista corta de guías que caminan para ganarse la vida.',
        tag: 'Consejos',
        minutes: 4,
        body: [
          'Calzado ya domado, un impermeable ligero y varias capas. Con eso casi está.',
          'Deja en casa la ropa de más y llévate un buen libro.',
        ],
      },
      {
        title: 'Comer bien, según la gente de aquí',
        excerpt: 'Nuestros guías nos cuentan adónde llevan a sus propias familias.',
        tag: 'Gastronomía',
        minutes: 5,
        body: [
          'Las mejores comidas casi nunca son las de las colas más largas.',
          'Pregunta dónde come la gente un martes a mediodía y ve allí.',
        ],
      },
      {
        title: 'La temporada media es la mejor',
        excerpt: 'Menos gente, una luz más suave y mejores precios en primavera y otoño.',
        tag: 'Planificación',
        minutes: 5,
        body: [
          'Viajar en mayo u octubre significa días templados, caminos tranquilos y vecinos con tiempo para charlar.',
          'Los precios también bajan, a veces hasta un tercio.',
        ],
      },
    ],
    cta: {
      title: '¿Adónde vamos ahora?',
      text: 'Cuéntanos cuándo te gustaría viajar y qué te apasiona. Te responderemos en menos de un día.',
    },
    newsletter: {
      title: 'Postales por correo',
      text: 'Nuevos itinerarios, plazas de última hora e historias del camino, dos veces al mes.',
    },
    contact: {
      email: emailFor(name),
      phone: '+34 910 733 204',
      address: place ? `Paseo del Puerto 3, ${place}` : 'Paseo del Puerto 3',
      hours: 'Te atendemos de lunes a sábado, de 9:00 a 19:00',
    },
  };
}
