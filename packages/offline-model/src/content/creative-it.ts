import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A creative studio's copy in Italian (Italy): written for it, not translated word for word. */
export function creativeCopyIt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'it');
  return {
    heroBadge: 'Aperte le prenotazioni per la prossima stagione',
    headline: 'Lavori curati per marchi con una storia da raccontare',
    lede: `${name} è uno studio indipendente${place ? ` a ${place}` : ''} che realizza fotografia, identità visiva e design editoriale con pazienza e occhio attento.`,
    primaryCta: 'Guarda i lavori',
    secondaryCta: 'Inizia un progetto',
    features: [
      {
        icon: 'Camera',
        title: 'Fotografia',
        text: 'Servizi editoriali, still life e ritratti, in studio o in esterna.',
      },
      {
        icon: 'Palette',
        title: 'Identità di marca',
        text: 'Loghi, colori e caratteri che parlano di voi e di nessun altro.',
      },
      {
        icon: 'PenTool',
        title: 'Illustrazione',
        text: 'Illustrazioni su misura per packaging, libri e campagne.',
      },
      {
        icon: 'Layers',
        title: 'Direzione artistica',
        text: 'Una visione creativa chiara, coerente in ogni punto di contatto.',
      },
      {
        icon: 'Aperture',
        title: 'Ritocco',
        text: 'Un ritocco attento e naturale, che rispetta l’anima dell’immagine.',
      },
      {
        icon: 'Sparkles',
        title: 'Campagne',
        text: 'Dall’idea alla consegna, per lanci che meritano attenzione.',
      },
    ],
    steps: [
      { title: 'Prima chiamata', text: 'Parliamo dei tuoi obiettivi, del tuo pubblico e dei tempi.' },
      { title: 'Concept e shooting', text: 'Prima la moodboard, poi creiamo insieme.' },
      { title: 'Consegna', text: 'File definitivi, diritti d’uso e una guida per usarli al meglio.' },
    ],
    testimonials: [
      {
        quote:
          'Hanno capito il nostro marchio meglio di noi. Con la nuova identità la copertura stampa è triplicata.',
        name: 'Clara Jensen',
        role: 'Fondatrice di Nordhaus',
      },
      {
        quote: 'Le foto di prodotto sono così belle che le usiamo ovunque, dal sito ai cartelloni.',
        name: 'Matteo Ricci',
        role: 'Responsabile marketing, Solara',
      },
      {
        quote: 'Calmi, organizzati e bravissimi. Lo shooting della campagna è finito in anticipo sui tempi.',
        name: 'Giulia Conti',
        role: 'Direttrice creativa, Bloom & Co',
      },
    ],
    tiers: [
      {
        name: 'Ritratto',
        price: price(450),
        period: '',
        description: 'Due ore di servizio e venti immagini ritoccate.',
        features: ['In studio o in esterna', '20 immagini ritoccate', 'Galleria online'],
        cta: 'Prenota un servizio',
      },
      {
        name: 'Shooting di marca',
        price: price(1800),
        period: '',
        description: 'Una giornata intera di immagini di prodotto e lifestyle.',
        features: [
          'Direzione artistica',
          'Fino a 60 immagini',
          'Licenza commerciale',
          'Due giri di revisioni',
        ],
        cta: 'Organizza lo shooting',
        isFeatured: true,
      },
      {
        name: 'Identità',
        price: price(4500),
        period: '',
        description: 'Un sistema di identità visiva completo.',
        features: ['Logo e caratteri', 'Palette colori', 'Linee guida del marchio'],
        cta: 'Inizia un progetto',
      },
    ],
    faqs: [
      {
        question: 'Con quanto anticipo devo prenotare?',
        answer:
          'La maggior parte dei progetti si prenota con quattro-sei settimane di anticipo. Per i ritratti spesso c’è posto entro due settimane.',
      },
      {
        question: 'Vi spostate per gli shooting?',
        answer:
          'Sì. Gli spostamenti entro 100 km sono inclusi; oltre, addebitiamo solo il costo del viaggio.',
      },
      {
        question: 'Di chi sono le immagini?',
        answer: 'Ricevi una licenza per l’uso concordato. Su richiesta cediamo anche tutti i diritti.',
      },
      {
        question: 'Cosa vi serve per iniziare?',
        answer: 'Un breve brief, qualche riferimento che ami e le tue scadenze. Al resto pensiamo noi.',
      },
    ],
    stats: [
      { value: '120+', label: 'Marchi seguiti' },
      { value: '14', label: 'Premi di design' },
      { value: '9', label: 'Anni di attività indipendente' },
    ],
    gallery: [
      'Un ritratto editoriale nella luce morbida di una finestra',
      'Il packaging di un piccolo marchio di caffè',
      'Una natura morta di ceramiche su lino',
      'Una doppia pagina di rivista con una tipografia decisa',
      'Una borsa in pelle fotografata sulla pietra',
      'Dietro le quinte di uno shooting in studio',
    ],
    products: [
      {
        name: 'Stampa Costiera',
        price: 60,
        category: 'Stampe',
        description: 'Stampa fine art giclée, 30 × 40 cm, firmata e numerata.',
        badge: 'Tiratura limitata',
      },
      {
        name: 'Serie botanica',
        price: 95,
        category: 'Stampe',
        description: 'Tre stampe A4 di studi di fiori pressati.',
      },
      {
        name: 'Libro fotografico: Ore quiete',
        price: 45,
        category: 'Libri',
        description: '120 pagine di fotografie della città all’alba.',
        badge: 'Novità',
      },
      {
        name: 'Taccuino da disegno',
        price: 22,
        category: 'Cartoleria',
        description: 'Rilegato a mano, carta da 160 g che regge inchiostro e acquerello.',
      },
      {
        name: 'Set di cartoline',
        price: 15,
        category: 'Cartoleria',
        description: 'Dodici delle nostre immagini preferite su cartoncino opaco spesso.',
      },
      {
        name: 'Borsa dello studio',
        price: 28,
        category: 'Oggetti',
        description: 'Tela biologica pesante con il nostro marchio serigrafato.',
      },
      {
        name: 'Calendario da tavolo',
        price: 30,
        category: 'Oggetti',
        description: 'Dodici mesi, dodici fotografie, su carta riciclata.',
      },
      {
        name: 'Posto al workshop',
        price: 150,
        category: 'Workshop',
        description: 'Un workshop del sabato sulla fotografia in luce naturale.',
      },
    ],
    posts: [
      {
        title: 'A caccia di luce morbida',
        excerpt: 'Perché scatto quasi tutti i ritratti nella prima ora dopo l’alba.',
        tag: 'Fotografia',
        minutes: 5,
        body: [
          'La luce della prima ora del mattino è bassa, calda e indulgente.',
          'Avvolge i volti invece di scolpirli, e le strade sono abbastanza vuote da lavorare con calma.',
        ],
      },
      {
        title: 'Cosa fa durare un’identità',
        excerpt: 'Dieci anni di loghi sopravvissuti alle mode, e cosa ci hanno insegnato.',
        tag: 'Design',
        minutes: 7,
        body: [
          'Le identità che durano nascono da un’idea, non da uno stile.',
          'Parti da ciò in cui l’azienda crede, trova una metafora visiva forte e resisti alla decorazione.',
        ],
      },
      {
        title: 'Due giorni di shooting di prodotto, da dentro',
        excerpt: 'Dalla moodboard al ritocco finale: il diario di un progetto.',
        tag: 'Metodo',
        minutes: 6,
        body: [
          'Gli shooting riusciti si vincono nella preparazione. Abbiamo dedicato una settimana a riferimenti, oggetti di scena e lista delle inquadrature prima di tirare fuori la macchina.',
          'Il giorno dello scatto, quel piano ci ha lasciato la libertà di sperimentare.',
        ],
      },
      {
        title: 'Gli strumenti che uso davvero',
        excerpt: 'Un elenco breve e onesto dell’attrezzatura e dei software di tutti i giorni.',
        tag: 'Studio',
        minutes: 4,
        body: [
          'Due obiettivi, una luce, un treppiede robusto e un monitor calibrato bastano per nove lavori su dieci.',
          'Tutto il resto è un di più.',
        ],
      },
    ],
    cta: {
      title: 'Hai un progetto in mente?',
      text: 'Raccontacelo in poche righe: ti risponderemo entro due giorni lavorativi con idee e disponibilità.',
    },
    newsletter: {
      title: 'Appunti dallo studio',
      text: 'Nuovi lavori, storie dal dietro le quinte e nuove stampe, più o meno una volta al mese.',
    },
    contact: {
      email: emailFor(name),
      phone: '+39 02 6401 1220',
      address: place ? `Via del Canale 21, studio 4, ${place}` : 'Via del Canale 21, studio 4',
      hours: 'Dal lunedì al venerdì, su appuntamento',
    },
  };
}
