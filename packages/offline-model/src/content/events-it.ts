import type { EventKind } from './events';

/** The conference and the festival, in Italian. */
export const EVENTS_IT: { conference: EventKind; festival: EventKind } = {
  conference: {
    id: 'conference',
    noun: 'conferenza',
    peopleTitle: 'Relatori',
    tagline: 'Due giorni di talk, workshop e conversazioni con chi sta dando forma a ciò che verrà.',
    speakers: [
      { name: 'Amara Okafor', role: 'CTO, Lumen Health', topic: 'Creare prodotti di cui fidarsi' },
      { name: 'Daniel Weiss', role: 'Principal engineer, Fieldstone', topic: 'Crescere senza rallentare' },
      {
        name: 'Priya Raman',
        role: 'Responsabile del design, Arcadia',
        topic: 'Design system che reggono alla realtà',
      },
      { name: 'Mateo García', role: 'Fondatore, Tidewater', topic: 'Dal progetto personale all’azienda' },
      {
        name: 'Hannah Kim',
        role: 'Responsabile della ricerca, Northwind Labs',
        topic: 'Cosa dicono davvero i dati',
      },
      { name: 'Yusuf Demir', role: 'Autore e consulente', topic: 'I prossimi dieci anni' },
    ],
    days: [
      {
        label: 'Giorno 1',
        slots: [
          { time: '09:00', title: 'Accrediti e caffè', speaker: '', room: 'Foyer' },
          {
            time: '10:00',
            title: 'Keynote di apertura: I prossimi dieci anni',
            speaker: 'Yusuf Demir',
            room: 'Sala principale',
          },
          {
            time: '11:15',
            title: 'Creare prodotti di cui fidarsi',
            speaker: 'Amara Okafor',
            room: 'Sala principale',
          },
          {
            time: '13:30',
            title: 'Workshop: Design system che reggono alla realtà',
            speaker: 'Priya Raman',
            room: 'Studio B',
          },
          {
            time: '16:00',
            title: 'Tavola rotonda: Dove abbiamo sbagliato',
            speaker: 'Tutti i relatori',
            room: 'Sala principale',
          },
          { time: '18:30', title: 'Aperitivo di benvenuto', speaker: '', room: 'Terrazza' },
        ],
      },
      {
        label: 'Giorno 2',
        slots: [
          {
            time: '09:30',
            title: 'Crescere senza rallentare',
            speaker: 'Daniel Weiss',
            room: 'Sala principale',
          },
          {
            time: '11:00',
            title: 'Cosa dicono davvero i dati',
            speaker: 'Hannah Kim',
            room: 'Sala principale',
          },
          {
            time: '13:30',
            title: 'Dal progetto personale all’azienda',
            speaker: 'Mateo García',
            room: 'Studio B',
          },
          { time: '15:00', title: 'Lightning talk', speaker: 'Community', room: 'Sala principale' },
          { time: '17:00', title: 'Chiusura', speaker: 'Organizzazione', room: 'Sala principale' },
        ],
      },
    ],
    tickets: [
      {
        name: 'Early bird',
        price: 249,
        description: 'Posti limitati, per chi decide in anticipo.',
        features: ['Entrambi i giorni', 'Pranzo e caffè', 'Registrazioni dei talk'],
      },
      {
        name: 'Standard',
        price: 349,
        description: 'La conferenza al completo.',
        features: ['Entrambi i giorni', 'Workshop', 'Pranzo e caffè', 'Aperitivo di benvenuto'],
        isFeatured: true,
      },
      {
        name: 'Team (5)',
        price: 1490,
        description: 'Vieni con il tuo team e risparmia.',
        features: ['Cinque biglietti standard', 'Posti riservati', 'Pagamento con fattura'],
      },
    ],
    faqs: [
      {
        question: 'I talk verranno registrati?',
        answer:
          'Sì. Tutti i talk della sala principale vengono registrati e condivisi con chi ha il biglietto entro una settimana.',
      },
      {
        question: 'La sede è accessibile?',
        answer:
          'La sede è senza barriere architettoniche, con una sala silenziosa, anelli a induzione e sottotitoli dal vivo nella sala principale.',
      },
      {
        question: 'Posso cedere il mio biglietto?',
        answer: 'Puoi cederlo gratuitamente a un collega fino a 48 ore prima dell’evento.',
      },
      {
        question: 'C’è un codice di condotta?',
        answer:
          'Sì. Ci impegniamo perché l’evento sia libero da molestie per tutti, e il nostro staff è sempre a disposizione.',
      },
    ],
  },
  festival: {
    id: 'festival',
    noun: 'festival',
    peopleTitle: 'Line-up',
    tagline: 'Due giorni di musica dal vivo, buon cibo e lunghe serate d’estate sotto le luci.',
    speakers: [
      { name: 'The Night Owls', role: 'Headliner', topic: 'Palco principale, sabato' },
      { name: 'Lena Marquez', role: 'Cantautrice', topic: 'Set acustico' },
      { name: 'Blue Hour Collective', role: 'Ensemble jazz', topic: 'Sessione notturna' },
      { name: 'DJ Solstice', role: 'Elettronica', topic: 'Set al tramonto' },
      { name: 'Harbour Lights', role: 'Band indie', topic: 'Palco principale, domenica' },
      { name: 'Kofi Mensah Trio', role: 'Afrobeat', topic: 'Palco del giardino' },
    ],
    days: [
      {
        label: 'Sabato',
        slots: [
          { time: '14:00', title: 'Apertura cancelli', speaker: '', room: 'Ingresso' },
          { time: '15:30', title: 'Set acustico', speaker: 'Lena Marquez', room: 'Palco del giardino' },
          { time: '18:00', title: 'Set al tramonto', speaker: 'DJ Solstice', room: 'Palco principale' },
          { time: '21:00', title: 'Concerto headliner', speaker: 'The Night Owls', room: 'Palco principale' },
        ],
      },
      {
        label: 'Domenica',
        slots: [
          { time: '13:00', title: 'Apertura cancelli', speaker: '', room: 'Ingresso' },
          {
            time: '15:00',
            title: 'Sessione in giardino',
            speaker: 'Kofi Mensah Trio',
            room: 'Palco del giardino',
          },
          { time: '19:30', title: 'Palco principale', speaker: 'Harbour Lights', room: 'Palco principale' },
          { time: '22:00', title: 'Jazz notturno', speaker: 'Blue Hour Collective', room: 'Tendone' },
        ],
      },
    ],
    tickets: [
      {
        name: 'Giornaliero',
        price: 59,
        description: 'Sabato o domenica.',
        features: ['Ingresso per un giorno', 'Tutti i palchi', 'Acqua gratuita'],
      },
      {
        name: 'Weekend',
        price: 99,
        description: 'Entrambi i giorni, la scelta migliore.',
        features: [
          'Ingresso entrambi i giorni',
          'Tutti i palchi',
          'Ingresso prioritario',
          'Borsa del festival',
        ],
        isFeatured: true,
      },
      {
        name: 'Weekend VIP',
        price: 219,
        description: 'I posti migliori.',
        features: ['Ingresso per il weekend', 'Terrazza VIP', 'Bar riservato', 'Accesso alla lounge'],
      },
    ],
    faqs: [
      {
        question: 'C’è un limite di età?',
        answer:
          'Il festival è aperto a tutte le età fino alle 20:00; dopo, i minori di 18 anni devono essere accompagnati da un adulto.',
      },
      {
        question: 'Posso portare cibo e bevande?',
        answer:
          'Bottiglie d’acqua sigillate e piccoli snack sono benvenuti. Vetro e alcolici non sono ammessi.',
      },
      {
        question: 'Cosa succede se piove?',
        answer: 'Il festival si svolge con qualsiasi tempo. Ogni palco ha zone coperte vicine.',
      },
      {
        question: 'Come ci arrivo?',
        answer: 'Navette ogni 15 minuti dalla stazione centrale e parcheggio gratuito per bici all’ingresso.',
      },
    ],
  },
};
