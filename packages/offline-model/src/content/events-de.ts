import type { EventKind } from './events';

/** The conference and the festival, in German. */
export const EVENTS_DE: { conference: EventKind; festival: EventKind } = {
  conference: {
    id: 'conference',
    noun: 'Konferenz',
    peopleTitle: 'Vortragende',
    tagline:
      'Zwei Tage mit Vorträgen, Workshops und Gesprächen mit den Menschen, die gestalten, was als Nächstes kommt.',
    speakers: [
      { name: 'Amara Okafor', role: 'CTO, Lumen Health', topic: 'Produkte, denen Menschen vertrauen' },
      {
        name: 'Daniel Weiss',
        role: 'Principal Engineer, Fieldstone',
        topic: 'Teams vergrößern, ohne langsamer zu werden',
      },
      {
        name: 'Priya Raman',
        role: 'Designleiterin, Arcadia',
        topic: 'Designsysteme, die der Realität standhalten',
      },
      { name: 'Mateo García', role: 'Gründer, Tidewater', topic: 'Vom Nebenprojekt zum Unternehmen' },
      {
        name: 'Hannah Kim',
        role: 'Forschungsleiterin, Northwind Labs',
        topic: 'Was die Daten wirklich sagen',
      },
      { name: 'Yusuf Demir', role: 'Autor und Berater', topic: 'Die nächsten zehn Jahre' },
    ],
    days: [
      {
        label: 'Tag 1',
        slots: [
          { time: '09:00', title: 'Check-in und Kaffee', speaker: '', room: 'Foyer' },
          {
            time: '10:00',
            title: 'Eröffnungskeynote: Die nächsten zehn Jahre',
            speaker: 'Yusuf Demir',
            room: 'Großer Saal',
          },
          {
            time: '11:15',
            title: 'Produkte, denen Menschen vertrauen',
            speaker: 'Amara Okafor',
            room: 'Großer Saal',
          },
          {
            time: '13:30',
            title: 'Workshop: Designsysteme, die der Realität standhalten',
            speaker: 'Priya Raman',
            room: 'Studio B',
          },
          {
            time: '16:00',
            title: 'Podium: Was wir falsch gemacht haben',
            speaker: 'Alle Vortragenden',
            room: 'Großer Saal',
          },
          { time: '18:30', title: 'Empfang mit Getränken', speaker: '', room: 'Dachterrasse' },
        ],
      },
      {
        label: 'Tag 2',
        slots: [
          {
            time: '09:30',
            title: 'Teams vergrößern, ohne langsamer zu werden',
            speaker: 'Daniel Weiss',
            room: 'Großer Saal',
          },
          {
            time: '11:00',
            title: 'Was die Daten wirklich sagen',
            speaker: 'Hannah Kim',
            room: 'Großer Saal',
          },
          {
            time: '13:30',
            title: 'Vom Nebenprojekt zum Unternehmen',
            speaker: 'Mateo García',
            room: 'Studio B',
          },
          { time: '15:00', title: 'Lightning Talks', speaker: 'Community', room: 'Großer Saal' },
          { time: '17:00', title: 'Abschluss', speaker: 'Organisationsteam', room: 'Großer Saal' },
        ],
      },
    ],
    tickets: [
      {
        name: 'Frühbucher',
        price: 249,
        description: 'Begrenzt, für alle, die sich früh entscheiden.',
        features: ['Beide Tage', 'Mittagessen und Kaffee', 'Aufzeichnungen der Vorträge'],
      },
      {
        name: 'Standard',
        price: 349,
        description: 'Die ganze Konferenz.',
        features: ['Beide Tage', 'Workshops', 'Mittagessen und Kaffee', 'Empfang mit Getränken'],
        isFeatured: true,
      },
      {
        name: 'Team (5)',
        price: 1490,
        description: 'Mit dem Team kommen und sparen.',
        features: ['Fünf Standardtickets', 'Reservierte Plätze', 'Zahlung auf Rechnung'],
      },
    ],
    faqs: [
      {
        question: 'Werden die Vorträge aufgezeichnet?',
        answer:
          'Ja. Alle Vorträge im Großen Saal werden aufgezeichnet und innerhalb einer Woche mit allen Ticketinhabern geteilt.',
      },
      {
        question: 'Ist der Veranstaltungsort barrierefrei?',
        answer:
          'Der Ort ist durchgehend stufenlos, mit einem Ruheraum, Induktionsschleifen und Live-Untertiteln im Großen Saal.',
      },
      {
        question: 'Kann ich mein Ticket übertragen?',
        answer:
          'Sie können Ihr Ticket bis 48 Stunden vor Beginn kostenlos an eine Kollegin oder einen Kollegen übertragen.',
      },
      {
        question: 'Gibt es einen Verhaltenskodex?',
        answer:
          'Ja. Wir setzen uns für eine Veranstaltung ohne Belästigung ein, und unser Team ist die ganze Zeit ansprechbar.',
      },
    ],
  },
  festival: {
    id: 'festival',
    noun: 'Festival',
    peopleTitle: 'Line-up',
    tagline: 'Zwei Tage Livemusik, gutes Essen und lange Sommerabende unter den Lichtern.',
    speakers: [
      { name: 'The Night Owls', role: 'Headliner', topic: 'Hauptbühne, Samstag' },
      { name: 'Lena Marquez', role: 'Singer-Songwriterin', topic: 'Akustikset' },
      { name: 'Blue Hour Collective', role: 'Jazzensemble', topic: 'Late-Night-Session' },
      { name: 'DJ Solstice', role: 'Elektronisch', topic: 'Sonnenuntergangsset' },
      { name: 'Harbour Lights', role: 'Indieband', topic: 'Hauptbühne, Sonntag' },
      { name: 'Kofi Mensah Trio', role: 'Afrobeat', topic: 'Gartenbühne' },
    ],
    days: [
      {
        label: 'Samstag',
        slots: [
          { time: '14:00', title: 'Einlass', speaker: '', room: 'Eingang' },
          { time: '15:30', title: 'Akustikset', speaker: 'Lena Marquez', room: 'Gartenbühne' },
          { time: '18:00', title: 'Sonnenuntergangsset', speaker: 'DJ Solstice', room: 'Hauptbühne' },
          { time: '21:00', title: 'Headliner-Show', speaker: 'The Night Owls', room: 'Hauptbühne' },
        ],
      },
      {
        label: 'Sonntag',
        slots: [
          { time: '13:00', title: 'Einlass', speaker: '', room: 'Eingang' },
          { time: '15:00', title: 'Session im Garten', speaker: 'Kofi Mensah Trio', room: 'Gartenbühne' },
          { time: '19:30', title: 'Hauptbühne', speaker: 'Harbour Lights', room: 'Hauptbühne' },
          { time: '22:00', title: 'Late-Night-Jazz', speaker: 'Blue Hour Collective', room: 'Zelt' },
        ],
      },
    ],
    tickets: [
      {
        name: 'Tagesticket',
        price: 59,
        description: 'Samstag oder Sonntag.',
        features: ['Eintritt für einen Tag', 'Alle Bühnen', 'Kostenlos Wasser nachfüllen'],
      },
      {
        name: 'Wochenendticket',
        price: 99,
        description: 'Beide Tage, das beste Angebot.',
        features: ['Eintritt an beiden Tagen', 'Alle Bühnen', 'Schneller Einlass', 'Festivalbeutel'],
        isFeatured: true,
      },
      {
        name: 'VIP-Wochenende',
        price: 219,
        description: 'Die besten Plätze.',
        features: ['Eintritt am Wochenende', 'VIP-Tribüne', 'Eigene Bar', 'Zugang zur Lounge'],
      },
    ],
    faqs: [
      {
        question: 'Gibt es eine Altersgrenze?',
        answer:
          'Bis 20 Uhr ist das Festival für alle Altersgruppen offen; danach brauchen unter 18-Jährige eine erwachsene Begleitperson.',
      },
      {
        question: 'Darf ich Essen und Getränke mitbringen?',
        answer:
          'Verschlossene Wasserflaschen und kleine Snacks sind willkommen. Glas und Alkohol sind nicht erlaubt.',
      },
      {
        question: 'Was passiert, wenn es regnet?',
        answer: 'Das Festival findet bei jedem Wetter statt. Bei jeder Bühne gibt es überdachte Bereiche.',
      },
      {
        question: 'Wie komme ich hin?',
        answer:
          'Shuttlebusse fahren alle 15 Minuten ab dem Hauptbahnhof, und am Eingang gibt es kostenlose Fahrradstellplätze.',
      },
    ],
  },
};
