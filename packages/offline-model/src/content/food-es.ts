import { isBakeryOrCafe } from './food';
import { restaurantCopyIn } from './restaurant-landing';
import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A bakery's and café's copy in Spanish (Spain), or a restaurant's (restaurant-landing.ts): written for it, not word for word. */
export function foodCopyEs(context: CopyContext): DomainCopy {
  const base = bakeryCopyEs(context);
  // Bakeries and cafés talk about bread and coffee; restaurants about dinner.
  return isBakeryOrCafe(context) ? base : restaurantCopyIn('es', context, base);
}

function bakeryCopyEs({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'es');
  return {
    heroBadge: place ? `Abierto todos los días en ${place}` : 'Abierto todos los días desde las 7:00',
    headline: 'Hecho a mano, cada mañana',
    lede: `${name} es un obrador de barrio${place ? ` en ${place}` : ''} donde la fermentación lenta, el producto de temporada y un buen recibimiento van de serie.`,
    primaryCta: 'Ver la carta',
    secondaryCta: 'Planea tu visita',
    features: [
      {
        icon: 'Wheat',
        title: 'Masa madre sin prisas',
        text: 'Nuestro pan reposa 36 horas: corteza crujiente y mucho más sabor.',
      },
      {
        icon: 'Leaf',
        title: 'De temporada y de aquí',
        text: 'Compramos a productores cercanos y cambiamos la carta con cada cosecha.',
      },
      {
        icon: 'Coffee',
        title: 'Café de especialidad',
        text: 'Granos de origen único, tostados en pequeños lotes y preparados por baristas.',
      },
      {
        icon: 'Clock',
        title: 'Listo cuando llegas',
        text: 'Haz tu pedido en línea y recógelo recién hecho en el mostrador, sin colas.',
      },
      {
        icon: 'Heart',
        title: 'Horneado con cariño',
        text: 'Probamos cada receta durante semanas antes de que llegue al mostrador.',
      },
      {
        icon: 'Truck',
        title: 'Catering y reparto',
        text: 'Bandejas de desayuno y tartas de celebración, a domicilio por toda la ciudad.',
      },
    ],
    steps: [
      { title: 'Echa un vistazo', text: 'Consulta en nuestra carta lo que ha salido del horno esta mañana.' },
      { title: 'Encarga', text: 'Reserva tus favoritos en línea en menos de un minuto.' },
      { title: 'Recoge recién hecho', text: 'Sáltate la cola y recoge tu pedido en el mostrador.' },
    ],
    testimonials: [
      {
        quote: 'El mejor pan de masa madre que he probado en años. Vengo todos los sábados.',
        name: 'Lucía Fernández',
        role: 'Clienta desde 2019',
      },
      {
        quote: 'Nos prepararon el desayuno de la oficina para cuarenta personas y no sobró ni una pieza.',
        name: 'Javier Morales',
        role: 'Responsable de oficina',
      },
      {
        quote: 'Un equipo encantador, un café buenísimo y un bollo de cardamomo que no olvido.',
        name: 'Carmen Ruiz',
        role: 'Periodista gastronómica',
      },
    ],
    tiers: [
      {
        name: 'Pan de la semana',
        price: price(9),
        period: '/semana',
        description: 'Una hogaza recién hecha a tu elección, cada semana.',
        features: ['Eliges el pan que quieras', 'Recogida o envío', 'Pausa cuando quieras'],
        cta: 'Empezar',
      },
      {
        name: 'Club del desayuno',
        price: price(29),
        period: '/semana',
        description: 'Pan, bollería y café para toda la casa.',
        features: [
          'Dos hogazas a la semana',
          'Seis piezas de bollería',
          '250 g de café en grano',
          'Ofertas para socios',
        ],
        cta: 'Unirme al club',
        isFeatured: true,
      },
      {
        name: 'Caja oficina',
        price: price(89),
        period: '/semana',
        description: 'Un desayuno completo para equipos de hasta 15 personas.',
        features: ['Bollería y fruta', 'Servicio de café', 'Entrega antes de las 9:00'],
        cta: 'Hablemos',
      },
    ],
    faqs: [
      {
        question: '¿Tenéis opciones veganas o sin gluten?',
        answer:
          'Sí. Cada día hay panes y dulces veganos, y los viernes horneamos una línea sin gluten en una tanda aparte.',
      },
      {
        question: '¿Puedo encargar una tarta para un evento?',
        answer: 'Las tartas de celebración se encargan con 48 horas de antelación, en línea o por teléfono.',
      },
      {
        question: '¿Hacéis envíos a domicilio?',
        answer: `Repartimos${place ? ` en ${place}` : ''} de martes a domingo, entre las 8:00 y las 14:00.`,
      },
      {
        question: '¿Se puede tomar algo allí?',
        answer: 'Tenemos veinte plazas dentro y una pequeña terraza abierta de primavera a otoño.',
      },
    ],
    stats: [
      { value: '36', label: 'Horas de fermentación en cada pan' },
      { value: '1.200', label: 'Piezas de bollería cada mañana' },
      { value: '4,9', label: 'Estrellas de media' },
    ],
    gallery: [
      'Una hogaza de masa madre con la corteza bien tostada',
      'Filas de cruasanes enfriándose en una rejilla',
      'Un café con leche con dibujo sobre una barra de mármol',
      'Manos formando la masa sobre una mesa enharinada',
      'La terraza soleada con mesitas de madera',
      'Una porción de tarta de limón con frutos rojos',
    ],
    products: [
      {
        name: 'Hogaza de masa madre',
        price: 7,
        category: 'Pan',
        description: 'Nuestro pan de la casa: 36 horas de fermentación, miga abierta y corteza crujiente.',
        badge: 'El más vendido',
      },
      {
        name: 'Pan de centeno con semillas',
        price: 8,
        category: 'Pan',
        description: 'Denso y tostado, con pipas de girasol, lino y calabaza.',
      },
      {
        name: 'Cruasán de mantequilla',
        price: 3.5,
        category: 'Bollería',
        description: 'Laminado a mano con mantequilla de calidad: 27 capas hojaldradas.',
      },
      {
        name: 'Bollo de cardamomo',
        price: 4,
        category: 'Bollería',
        description: 'Trenzado al estilo sueco y rebozado en azúcar de cardamomo.',
        badge: 'Novedad',
      },
      {
        name: 'Pastel de nata',
        price: 2.5,
        category: 'Bollería',
        description: 'Crema tostada sobre un hojaldre muy crujiente.',
      },
      {
        name: 'Café de la casa en grano',
        price: 16,
        category: 'Café',
        description: '250 g de un tueste para espresso, equilibrado y achocolatado.',
      },
      {
        name: 'Cold brew en botella',
        price: 5,
        category: 'Café',
        description: 'Infusionado en frío durante 18 horas: suave y poco ácido.',
      },
      {
        name: 'Focaccia de aceite de oliva',
        price: 6,
        category: 'Pan',
        description: 'Con romero y un buen chorro de aceite de oliva virgen extra.',
      },
    ],
    posts: [
      {
        title: 'Por qué fermentamos nuestra masa 36 horas',
        excerpt:
          'El tiempo es el ingrediente que nadie puede falsificar. Esto es lo que pasa mientras reposa.',
        tag: 'Obrador',
        minutes: 6,
        body: [
          'La mayoría del pan se hace en unas tres horas. El nuestro tarda día y medio, y casi todo ese tiempo la masa simplemente reposa en frío.',
          'En ese reposo largo, las levaduras y las bacterias lácticas transforman el almidón en azúcares y ácidos: de ahí las notas caramelizadas de la corteza y el punto ácido de la miga.',
          'Además, el pan es más digestivo y aguanta varios días tierno.',
        ],
      },
      {
        title: 'Los agricultores detrás de nuestra harina',
        excerpt: 'Visitamos el molino y los campos donde crece el trigo antiguo de cada hogaza.',
        tag: 'Origen',
        minutes: 5,
        body: [
          'Nuestra harina viene de un molino familiar a dos horas de aquí, molida a la piedra a partir de variedades antiguas.',
          'Esos trigos rinden menos, pero saben a algo. Pagarlos a un precio justo mantiene los campos sembrados.',
        ],
      },
      {
        title: 'Guía básica para preparar café en casa',
        excerpt: 'Tres utensilios, buen café y cinco minutos: el método más sencillo de nuestros baristas.',
        tag: 'Café',
        minutes: 4,
        body: [
          'No hace falta una cafetera cara para tomar un gran café en casa: basta con un hervidor, una báscula y un filtro.',
          'Usa 15 gramos de café por 250 de agua recién hervida, vierte despacio en círculos y busca unos tres minutos de extracción.',
        ],
      },
      {
        title: 'Carta de temporada: novedades de otoño',
        excerpt: 'Danesa de pera y jengibre, pan de calabaza y la vuelta del chocolate caliente.',
        tag: 'Carta',
        minutes: 3,
        body: [
          'El otoño es nuestra estación favorita para hornear: los huertos están llenos y vuelven las especias.',
          'Busca la danesa de pera y jengibre los fines de semana, y el pan de calabaza especiado a diario desde octubre.',
        ],
      },
    ],
    cta: {
      title: 'Ven con hambre, vete feliz',
      text: 'Siéntate, pide un café y deja que te traigamos algo recién salido del horno.',
    },
    newsletter: {
      title: 'Recién salido del horno',
      text: 'Un correo a la semana con novedades, especiales de temporada y alguna receta.',
    },
    contact: {
      email: emailFor(name),
      phone: '+34 910 214 019',
      address: place ? `Calle del Mercado 12, ${place}` : 'Calle del Mercado 12',
      hours: 'De martes a domingo, de 7:00 a 16:00',
    },
  };
}
