import { PLANT_WORDS } from './retail';
import { PLANT_PRODUCTS } from './retail-plants';
import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A small shop's copy in Spanish (Spain): written for it, not translated word for word. */
export function retailCopyEs({ name, place, topic, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'es');
  const isPlants = PLANT_WORDS.test(topic);
  return {
    heroBadge: `Envío gratis a partir de ${price(50)}`,
    headline: isPlants
      ? 'Llena de vida cada rincón de tu casa'
      : 'Cosas bonitas para cada día, hechas para durar',
    lede: isPlants
      ? `${name} te lleva a casa plantas sanas y felices, con todo lo que necesitan y guías de cuidado escritas por viveristas de verdad.`
      : `${name} es una pequeña tienda${place ? ` en ${place}` : ''} de objetos hechos con cariño: materiales nobles, precios justos y nada que vayas a tirar el año que viene.`,
    primaryCta: 'Ver la colección',
    secondaryCta: 'Nuestra historia',
    features: [
      {
        icon: 'Truck',
        title: 'Envío gratis',
        text: `En todos los pedidos a partir de ${price(50)}, en tu casa en dos a cuatro días.`,
      },
      {
        icon: 'RotateCcw',
        title: 'Devoluciones en 30 días',
        text: '¿No te convence? Devuélvelo gratis y sin dar explicaciones.',
      },
      {
        icon: 'Leaf',
        title: 'Fabricación responsable',
        text: 'Materiales naturales y artesanos a los que conocemos en persona.',
      },
      {
        icon: 'Gift',
        title: 'Envoltorio de regalo',
        text: 'Envuelto a mano con una nota escrita por nosotros, gratis si lo pides.',
      },
      {
        icon: 'Shield',
        title: 'Pago seguro',
        text: 'Paga con tarjeta, Apple Pay o Google Pay con total tranquilidad.',
      },
      {
        icon: 'Heart',
        title: 'Series cortas',
        text: 'Producimos poco: menos desperdicio y más personalidad.',
      },
    ],
    steps: [
      { title: 'Explora', text: 'Recorre la colección o filtra por categoría.' },
      { title: 'Añade a la cesta', text: 'Guarda tus favoritos y paga en menos de un minuto.' },
      { title: 'Ábrelo', text: 'Embalaje sin plástico, en tu puerta en pocos días.' },
    ],
    testimonials: [
      {
        quote: isPlants
          ? 'Todas las plantas llegaron perfectamente embaladas y seis meses después siguen preciosas.'
          : 'La calidad es estupenda y abrir el paquete fue una alegría. Ya es mi tercer pedido este año.',
        name: 'Lucía Fernández',
        role: 'Compra verificada',
      },
      {
        quote:
          'Entrega rápida, productos preciosos y una nota de agradecimiento escrita a mano. Las tiendas pequeñas lo hacen mejor.',
        name: 'Javier Moreno',
        role: 'Compra verificada',
      },
      {
        quote: 'Cambié una talla sin ningún problema y la nueva llegó dos días después.',
        name: 'Marta Gil',
        role: 'Compra verificada',
      },
    ],
    tiers: [
      {
        name: 'Estándar',
        price: price(0),
        period: '',
        description: `Envío gratis en pedidos a partir de ${price(50)}.`,
        features: ['De 2 a 4 días laborables', 'Envío con seguimiento', 'Devoluciones en 30 días'],
        cta: 'Comprar ahora',
      },
      {
        name: 'Socios',
        price: price(5),
        period: '/mes',
        description: 'Ventajas para quienes vuelven.',
        features: [
          'Entrega gratis al día siguiente',
          'Acceso anticipado a novedades',
          '10 % de descuento en cada pedido',
          'Un regalo por tu cumpleaños',
        ],
        cta: 'Hacerme socio',
        isFeatured: true,
      },
      {
        name: 'Tarjeta regalo',
        price: `${price(25)}+`,
        period: '',
        description: 'Que elijan ellos.',
        features: ['Se envía por correo electrónico', 'No caduca', 'El importe que quieras'],
        cta: 'Regalar una tarjeta',
      },
    ],
    faqs: [
      {
        question: '¿Cuánto tarda el envío?',
        answer: 'Enviamos los pedidos en un día laborable y suelen llegar en dos a cuatro días.',
      },
      {
        question: '¿Cómo funcionan las devoluciones?',
        answer:
          'Puedes devolver cualquier artículo sin usar en 30 días y te reembolsamos el importe íntegro. La etiqueta de devolución es gratis.',
      },
      {
        question: '¿Enviáis fuera de España?',
        answer: 'Enviamos a casi toda Europa y a Norteamérica. Verás el coste del envío al pagar.',
      },
      {
        question: '¿Cómo cuido lo que he comprado?',
        answer:
          'Cada producto viene con una tarjeta de cuidados, y nuestro equipo está a un correo de distancia si tienes dudas.',
      },
    ],
    stats: [
      { value: '25.000+', label: 'Clientes contentos' },
      { value: '4,8/5', label: 'Valoración media' },
      { value: '48 h', label: 'Plazo medio de entrega' },
    ],
    gallery: [
      'Una estantería con cerámica y plantas',
      'Una manta de lino doblada en tonos naturales',
      'Unas manos envolviendo un regalo en papel reciclado',
      'El interior de la tienda con mesas de madera',
      'Tazas esmaltadas a mano, de cerca',
      'Un paquete en la puerta de casa',
    ],
    products: isPlants
      ? PLANT_PRODUCTS.es
      : [
          {
            name: 'Taza de gres',
            price: 28,
            category: 'Cocina',
            description: 'Esmaltada a mano, 350 ml, apta para lavavajillas.',
            badge: 'Más vendido',
          },
          {
            name: 'Juego de paños de lino',
            price: 24,
            category: 'Cocina',
            description: 'Dos paños de lino lavado a la piedra que ganan suavidad con cada lavado.',
          },
          {
            name: 'Manta de lana',
            price: 120,
            category: 'Hogar',
            description: 'Tejida con merino sin teñir en espiga.',
          },
          {
            name: 'Vela de cera de abeja',
            price: 19,
            category: 'Hogar',
            description: 'De combustión lenta, con un leve aroma a miel: 40 horas.',
            badge: 'Novedad',
          },
          {
            name: 'Tabla de roble',
            price: 55,
            category: 'Cocina',
            description: 'De una sola pieza de roble FSC, aceitada a mano.',
          },
          {
            name: 'Bolsa de lona',
            price: 32,
            category: 'Accesorios',
            description: 'Lona orgánica gruesa con asas de cuero.',
          },
          {
            name: 'Jarrón de cerámica',
            price: 48,
            category: 'Hogar',
            description: 'Blanco mate con la base de barro sin esmaltar.',
          },
          {
            name: 'Tarjetero de piel',
            price: 39,
            category: 'Accesorios',
            description: 'Piel de curtido vegetal, cuatro ranuras para tarjetas.',
          },
        ],
    posts: [
      {
        title: 'Conoce a los artesanos',
        excerpt: 'Visitamos los pequeños talleres que hay detrás de nuestros productos favoritos.',
        tag: 'Artesanos',
        minutes: 6,
        body: [
          'Cada producto de la tienda empieza con una persona.',
          'Esta temporada visitamos a una ceramista, un tejedor y un ebanista para ver cómo hacen sus piezas.',
        ],
      },
      {
        title: 'Cómo cuidar los materiales naturales',
        excerpt: 'Lino, lana, roble y barro: costumbres sencillas para que duren.',
        tag: 'Cuidados',
        minutes: 5,
        body: [
          'Los materiales naturales envejecen de maravilla si los dejas.',
          'Lava el lino en frío, airea la lana en lugar de lavarla y aceita las tablas de madera una vez al mes.',
        ],
      },
      {
        title: 'La guía de regalos',
        excerpt: 'Regalos con intención para todos los bolsillos, envueltos a mano.',
        tag: 'Regalos',
        minutes: 4,
        body: [
          'Los mejores regalos son los que se usan a diario.',
          `Estos son nuestros favoritos por menos de ${price(30)}, por menos de ${price(60)} y para alguien especial.`,
        ],
      },
      {
        title: 'Por qué no hacemos rebajas',
        excerpt: 'Precios justos todo el año, y lo que eso significa para nuestros artesanos.',
        tag: 'Historia',
        minutes: 5,
        body: [
          'Los descuentos constantes enseñan a esperar y empujan a los artesanos a recortar en calidad.',
          'Ponemos un precio justo desde el principio, para que todos en la cadena cobren lo que merecen.',
        ],
      },
    ],
    cta: {
      title: 'Encuentra algo que conservarás durante años',
      text: 'Cada jueves llegan piezas nuevas en series cortas. Cuando se acaban, se acaban.',
    },
    newsletter: {
      title: 'Las novedades, antes que nadie',
      text: 'Entérate la primera de las novedades, las reposiciones y las historias de nuestros artesanos.',
    },
    contact: {
      email: emailFor(name),
      phone: '+34 910 412 889',
      address: place ? `Calle del Molino 7, ${place}` : 'Calle del Molino 7',
      hours: 'Tienda abierta de miércoles a domingo, de 10:00 a 18:00',
    },
  };
}
