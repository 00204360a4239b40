import type { EventKind } from './events';

/** The conference and the festival, in Spanish. */
export const EVENTS_ES: { conference: EventKind; festival: EventKind } = {
  conference: {
    id: 'conference',
    noun: 'conferencia',
    peopleTitle: 'Ponentes',
    tagline: 'Dos días de charlas, talleres y conversaciones con quienes están dando forma a lo que viene.',
    speakers: [
      {
        name: 'Amara Okafor',
        role: 'CTO, Lumen Health',
        topic: 'Crear productos en los que la gente confía',
      },
      { name: 'Daniel Weiss', role: 'Ingeniero principal, Fieldstone', topic: 'Crecer sin perder velocidad' },
      {
        name: 'Priya Raman',
        role: 'Directora de diseño, Arcadia',
        topic: 'Sistemas de diseño que resisten la realidad',
      },
      { name: 'Mateo García', role: 'Fundador, Tidewater', topic: 'Del proyecto personal a la empresa' },
      {
        name: 'Hannah Kim',
        role: 'Responsable de investigación, Northwind Labs',
        topic: 'Lo que dicen de verdad los datos',
      },
      { name: 'Yusuf Demir', role: 'Autor y asesor', topic: 'Los próximos diez años' },
    ],
    days: [
      {
        label: 'Día 1',
        slots: [
          { time: '09:00', title: 'Acreditaciones y café', speaker: '', room: 'Vestíbulo' },
          {
            time: '10:00',
            title: 'Conferencia inaugural: Los próximos diez años',
            speaker: 'Yusuf Demir',
            room: 'Sala principal',
          },
          {
            time: '11:15',
            title: 'Crear productos en los que la gente confía',
            speaker: 'Amara Okafor',
            room: 'Sala principal',
          },
          {
            time: '13:30',
            title: 'Taller: Sistemas de diseño que resisten la realidad',
            speaker: 'Priya Raman',
            room: 'Estudio B',
          },
          {
            time: '16:00',
            title: 'Mesa redonda: En qué nos equivocamos',
            speaker: 'Todos los ponentes',
            room: 'Sala principal',
          },
          { time: '18:30', title: 'Cóctel de bienvenida', speaker: '', room: 'Terraza' },
        ],
      },
      {
        label: 'Día 2',
        slots: [
          {
            time: '09:30',
            title: 'Crecer sin perder velocidad',
            speaker: 'Daniel Weiss',
            room: 'Sala principal',
          },
          {
            time: '11:00',
            title: 'Lo que dicen de verdad los datos',
            speaker: 'Hannah Kim',
            room: 'Sala principal',
          },
          {
            time: '13:30',
            title: 'Del proyecto personal a la empresa',
            speaker: 'Mateo García',
            room: 'Estudio B',
          },
          { time: '15:00', title: 'Charlas relámpago', speaker: 'Comunidad', room: 'Sala principal' },
          { time: '17:00', title: 'Clausura', speaker: 'Organización', room: 'Sala principal' },
        ],
      },
    ],
    tickets: [
      {
        name: 'Anticipada',
        price: 249,
        description: 'Plazas limitadas, para quien se decide pronto.',
        features: ['Los dos días', 'Comida y café', 'Grabaciones de las charlas'],
      },
      {
        name: 'General',
        price: 349,
        description: 'La experiencia completa.',
        features: ['Los dos días', 'Talleres', 'Comida y café', 'Cóctel de bienvenida'],
        isFeatured: true,
      },
      {
        name: 'Equipo (5)',
        price: 1490,
        description: 'Ven con tu equipo y ahorra.',
        features: ['Cinco entradas generales', 'Asientos reservados', 'Pago con factura'],
      },
    ],
    faqs: [
      {
        question: '¿Se grabarán las charlas?',
        answer:
          'Sí. Todas las charlas de la sala principal se graban y se comparten con los asistentes en una semana.',
      },
      {
        question: '¿Es accesible el recinto?',
        answer:
          'Todo el recinto es accesible sin escalones, con una sala tranquila, bucles magnéticos y subtítulos en directo en la sala principal.',
      },
      {
        question: '¿Puedo ceder mi entrada?',
        answer: 'Puedes cederla gratis a otra persona hasta 48 horas antes del evento.',
      },
      {
        question: '¿Hay un código de conducta?',
        answer:
          'Sí. Nos comprometemos a que el evento esté libre de acoso para todo el mundo, y nuestro equipo está disponible en todo momento.',
      },
    ],
  },
  festival: {
    id: 'festival',
    noun: 'festival',
    peopleTitle: 'Cartel',
    tagline: 'Dos días de música en directo, buena comida y largas noches de verano bajo las luces.',
    speakers: [
      { name: 'The Night Owls', role: 'Cabeza de cartel', topic: 'Escenario principal, sábado' },
      { name: 'Lena Marquez', role: 'Cantautora', topic: 'Concierto acústico' },
      { name: 'Blue Hour Collective', role: 'Conjunto de jazz', topic: 'Sesión de madrugada' },
      { name: 'DJ Solstice', role: 'Electrónica', topic: 'Sesión al atardecer' },
      { name: 'Harbour Lights', role: 'Banda indie', topic: 'Escenario principal, domingo' },
      { name: 'Kofi Mensah Trio', role: 'Afrobeat', topic: 'Escenario del jardín' },
    ],
    days: [
      {
        label: 'Sábado',
        slots: [
          { time: '14:00', title: 'Apertura de puertas', speaker: '', room: 'Entrada' },
          {
            time: '15:30',
            title: 'Concierto acústico',
            speaker: 'Lena Marquez',
            room: 'Escenario del jardín',
          },
          {
            time: '18:00',
            title: 'Sesión al atardecer',
            speaker: 'DJ Solstice',
            room: 'Escenario principal',
          },
          {
            time: '21:00',
            title: 'Concierto estelar',
            speaker: 'The Night Owls',
            room: 'Escenario principal',
          },
        ],
      },
      {
        label: 'Domingo',
        slots: [
          { time: '13:00', title: 'Apertura de puertas', speaker: '', room: 'Entrada' },
          {
            time: '15:00',
            title: 'Sesión en el jardín',
            speaker: 'Kofi Mensah Trio',
            room: 'Escenario del jardín',
          },
          {
            time: '19:30',
            title: 'Escenario principal',
            speaker: 'Harbour Lights',
            room: 'Escenario principal',
          },
          { time: '22:00', title: 'Jazz de madrugada', speaker: 'Blue Hour Collective', room: 'Carpa' },
        ],
      },
    ],
    tickets: [
      {
        name: 'Abono de día',
        price: 59,
        description: 'Sábado o domingo.',
        features: ['Entrada para un día', 'Todos los escenarios', 'Agua gratis'],
      },
      {
        name: 'Abono de fin de semana',
        price: 99,
        description: 'Los dos días, la mejor opción.',
        features: ['Entrada los dos días', 'Todos los escenarios', 'Acceso rápido', 'Bolsa del festival'],
        isFeatured: true,
      },
      {
        name: 'VIP fin de semana',
        price: 219,
        description: 'Los mejores sitios del recinto.',
        features: ['Entrada el fin de semana', 'Plataforma VIP', 'Barra privada', 'Acceso a la zona lounge'],
      },
    ],
    faqs: [
      {
        question: '¿Hay límite de edad?',
        answer:
          'El festival es para todas las edades hasta las 20:00; después, los menores de 18 años deben ir acompañados de un adulto.',
      },
      {
        question: '¿Puedo llevar comida y bebida?',
        answer: 'Puedes traer botellas de agua cerradas y algo de picar. No se permiten vidrio ni alcohol.',
      },
      {
        question: '¿Qué pasa si llueve?',
        answer:
          'El festival se celebra llueva o haga sol. Todos los escenarios tienen zonas cubiertas cerca.',
      },
      {
        question: '¿Cómo llego?',
        answer:
          'Hay lanzaderas cada 15 minutos desde la estación central y aparcamiento gratuito para bicis en la entrada.',
      },
    ],
  },
};
