import type { WeeklyCopy } from './weekly-events-copy';

/** A weekly gathering's words in Portuguese. */
export const WEEKLY_COPY_PT: WeeklyCopy = {
  parts: ['de manhã', 'à tarde', 'à noite'],
  music: {
    noun: 'noite de música semanal',
    people: 'Residentes',
    tagline: 'concertos ao vivo, uma jam no fim e uma sala cheia de gente que adora música.',
    slots: [
      'Abertura de portas',
      'Primeiro concerto',
      'Concerto principal',
      'Jam final: traga o seu instrumento',
    ],
    rooms: ['Bar', 'Sala principal'],
    everyone: 'Todos',
  },
  talks: {
    noun: 'encontro semanal',
    people: 'Oradores',
    tagline: 'uma palestra, palestras relâmpago e boa conversa com pessoas que adoram o que fazem.',
    slots: [
      'Abertura de portas, bebidas e apresentações',
      'Boas-vindas e novidades',
      'Palestra principal',
      'Palestras relâmpago',
      'Bebidas e conversa',
    ],
    rooms: ['Átrio', 'Sala principal'],
    organisers: 'Organização',
    community: 'Comunidade',
  },
  tickets: [
    {
      name: 'Entrada avulsa',
      description: 'Uma sessão, paga à porta ou aqui.',
      features: ['Entrada numa sessão', 'Uma bebida de boas-vindas'],
    },
    {
      name: 'Passe de 10 semanas',
      description: 'Dez sessões pelo preço de oito.',
      features: ['Dez semanas à escolha', 'Sem filas', 'Uma bebida de boas-vindas'],
    },
    {
      name: 'Apoiante',
      description: 'Todas as semanas durante uma temporada, e ajuda a manter o projeto vivo.',
      features: [
        'Todas as semanas durante seis meses',
        'O seu nome no mural de apoiantes',
        'Um convidado grátis uma vez por mês',
      ],
    },
  ],
  faqs: [
    {
      question: 'Tenho de vir todas as semanas?',
      answer: 'Não. Cada sessão vale por si: venha quando puder e vai sempre encontrar uma cara simpática.',
    },
    {
      question: 'É preciso reservar?',
      answer: 'A inscrição ajuda-nos a preparar a sala, mas pode aparecer sem reserva enquanto houver lugar.',
    },
    {
      question: 'E se uma semana for cancelada?',
      answer: 'Qualquer alteração, como uma semana de férias, é anunciada nesta página até à véspera.',
    },
  ],
};

/** A weekly gathering's words in Italian. */
export const WEEKLY_COPY_IT: WeeklyCopy = {
  parts: ['mattina', 'pomeriggio', 'sera'],
  music: {
    noun: 'serata musicale settimanale',
    people: 'Artisti residenti',
    tagline: 'musica dal vivo, una jam finale e una sala piena di gente che ama la musica.',
    slots: ['Apertura porte', 'Primo set', 'Set principale', 'Jam finale: porta il tuo strumento'],
    rooms: ['Bar', 'Sala principale'],
    everyone: 'Tutti',
  },
  talks: {
    noun: 'incontro settimanale',
    people: 'Relatori',
    tagline: 'un talk, lightning talk e belle chiacchierate con persone che amano quello che fanno.',
    slots: [
      'Apertura porte, drink e presentazioni',
      'Benvenuto e novità',
      'Talk principale',
      'Lightning talk',
      'Drink e chiacchiere',
    ],
    rooms: ['Foyer', 'Sala principale'],
    organisers: 'Organizzazione',
    community: 'Community',
  },
  tickets: [
    {
      name: 'Ingresso singolo',
      description: 'Un incontro, alla porta o qui.',
      features: ['Ingresso a un incontro', 'Un drink di benvenuto'],
    },
    {
      name: 'Carnet 10 settimane',
      description: 'Dieci serate al prezzo di otto.',
      features: ['Dieci settimane a scelta', 'Niente code', 'Un drink di benvenuto'],
    },
    {
      name: 'Sostenitore',
      description: 'Ogni settimana per una stagione, e aiuti il progetto ad andare avanti.',
      features: [
        'Ogni settimana per sei mesi',
        'Il tuo nome sul muro dei sostenitori',
        'Un ospite gratis una volta al mese',
      ],
    },
  ],
  faqs: [
    {
      question: 'Devo venire ogni settimana?',
      answer: 'No. Ogni incontro fa storia a sé: vieni quando puoi, troverai sempre una faccia amica.',
    },
    {
      question: 'Serve prenotare?',
      answer:
        'Iscriverti ci aiuta a organizzare la sala, ma puoi venire anche senza prenotazione finché c’è posto.',
    },
    {
      question: 'E se una settimana salta?',
      answer:
        'Ogni cambiamento, come una pausa per le vacanze, viene annunciato su questa pagina entro il giorno prima.',
    },
  ],
};
