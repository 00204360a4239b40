import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A small travel company's copy in Italian: written for it, not translated word for word. */
export function travelCopyIt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'it');
  return {
    heroBadge: 'Aperte le date per l’estate',
    headline: place ? `${place}, senza fretta` : 'Viaggi senza fretta nei posti più belli',
    lede: `${name} organizza viaggi in piccoli gruppi e soggiorni con guide del posto, alloggi scelti uno a uno e il tempo per goderseli davvero.`,
    primaryCta: 'Scopri i viaggi',
    secondaryCta: 'Parla con noi',
    features: [
      {
        icon: 'Compass',
        title: 'Guide del posto',
        text: 'Ogni viaggio è guidato da qualcuno che è cresciuto proprio dove stai andando.',
      },
      {
        icon: 'Hotel',
        title: 'Alloggi con carattere',
        text: 'Pensioni a conduzione familiare e boutique hotel dove abbiamo dormito anche noi.',
      },
      {
        icon: 'Users',
        title: 'Piccoli gruppi',
        text: 'Al massimo dodici viaggiatori, perché i programmi restino flessibili.',
      },
      {
        icon: 'Leaf',
        title: 'Basso impatto',
        text: 'Treno invece dell’aereo quando si può, e le emissioni di ogni prenotazione compensate.',
      },
      {
        icon: 'Shield',
        title: 'Viaggi protetti',
        text: 'Prenotazioni con garanzia finanziaria e assistenza 24 ore su 24 durante il viaggio.',
      },
      {
        icon: 'CalendarDays',
        title: 'Date flessibili',
        text: 'Cambia la data di partenza senza costi fino a 30 giorni prima.',
      },
    ],
    steps: [
      { title: 'Scegli il viaggio', text: 'Sfoglia gli itinerari o chiedici di disegnarne uno per te.' },
      { title: 'Prenota il tuo posto', text: 'Bloccalo con un piccolo acconto e paga il resto più avanti.' },
      { title: 'Fai le valigie', text: 'Trasferimenti, biglietti e dettagli li pensiamo noi.' },
    ],
    testimonials: [
      {
        quote:
          'Ogni alloggio era più bello del precedente e dal secondo giorno la nostra guida era già un’amica.',
        name: 'Chiara Bianchi',
        role: 'In viaggio a maggio',
      },
      {
        quote:
          'Il ritmo era perfetto: abbastanza programma per vedere l’essenziale, abbastanza tempo libero per girovagare.',
        name: 'Tomás García',
        role: 'In viaggio a settembre',
      },
      {
        quote:
          'Quando hanno cancellato un traghetto, in meno di un’ora avevano già un nuovo piano. Impeccabili.',
        name: 'Luca Ferrari',
        role: 'In viaggio a giugno',
      },
    ],
    tiers: [
      {
        name: 'Fuga nel weekend',
        price: price(690),
        period: '/persona',
        description: 'Tre giorni, due notti, un posto indimenticabile.',
        features: ['Alloggio boutique', 'Passeggiata guidata', 'Cena di benvenuto'],
        cta: 'Vedi le date',
      },
      {
        name: 'La settimana firmata',
        price: price(1890),
        period: '/persona',
        description: 'Il nostro itinerario di sette giorni più amato.',
        features: [
          '6 notti in 3 alloggi',
          'Guida del posto per tutto il viaggio',
          'Quasi tutti i pasti',
          'Tutti i trasferimenti',
        ],
        cta: 'Prenota un posto',
        isFeatured: true,
      },
      {
        name: 'Su misura',
        price: `Da ${price(2500)}`,
        period: '',
        description: 'Le tue date, il tuo ritmo, progettato con te.',
        features: ['Guida privata', 'Durata a scelta', 'Un consulente dedicato'],
        cta: 'Progettiamolo insieme',
      },
    ],
    faqs: [
      {
        question: 'Serve essere molto allenati?',
        answer:
          'Quasi tutti i viaggi prevedono camminate di due o tre ore su terreno facile. Ogni itinerario indica il suo livello di attività.',
      },
      {
        question: 'I voli sono inclusi?',
        answer:
          'No, così puoi partire da dove ti è più comodo. Ti suggeriamo volentieri gli spostamenti migliori.',
      },
      {
        question: 'Posso viaggiare da solo?',
        answer:
          'Certo. Circa un terzo dei nostri viaggiatori parte da solo, e ogni viaggio ha camere singole.',
      },
      {
        question: 'E se devo annullare?',
        answer:
          'L’acconto è rimborsabile fino a 60 giorni prima della partenza; per il resto consigliamo un’assicurazione di viaggio.',
      },
    ],
    stats: [
      { value: '3.400', label: 'Viaggiatori l’anno scorso' },
      { value: '4,9', label: 'Voto medio dei viaggi' },
      { value: '38', label: 'Guide del posto' },
    ],
    gallery: [
      'Un sentiero costiero tortuoso all’ora d’oro',
      'Una pensione imbiancata a calce con le persiane blu',
      'Una lunga tavolata apparecchiata sotto le lucine',
      'Escursionisti su un crinale sopra le nuvole',
      'Un porto pieno di piccole barche da pesca',
      'Una bancarella del mercato piena di frutta fresca',
    ],
    products: [
      {
        name: 'Fuga nel weekend',
        price: 690,
        category: 'Weekend',
        description: 'Tre giorni di passeggiate, buona cucina e un boutique hotel.',
        badge: 'Richiesto',
      },
      {
        name: 'Settimana sulla costa',
        price: 1890,
        category: 'Una settimana',
        description: 'Sette giorni tra borghi di pescatori e calette nascoste.',
      },
      {
        name: 'Borghi di montagna',
        price: 1590,
        category: 'Una settimana',
        description: 'Borghi di pietra, sentieri in quota e pranzi lunghi.',
      },
      {
        name: 'Viaggio enogastronomico',
        price: 1290,
        category: 'Weekend',
        description: 'Quattro giorni di mercati, corsi di cucina e vigneti.',
        badge: 'Novità',
      },
      {
        name: 'Di isola in isola',
        price: 2190,
        category: 'Una settimana',
        description: 'Tre isole in traghetto, con uno skipper del posto.',
      },
      {
        name: 'Weekend in città',
        price: 540,
        category: 'Weekend',
        description: 'Passeggiate nei quartieri e un hotel scelto con cura.',
      },
    ],
    posts: [
      {
        title: 'L’arte di viaggiare lenti',
        excerpt: 'Perché meno tappe e soggiorni più lunghi fanno viaggi migliori.',
        tag: 'Idee',
        minutes: 6,
        body: [
          'L’istinto è vedere tutto. La ricompensa è vedere poche cose, ma bene.',
          'Almeno due notti in ogni posto trasformano una lista di cose da fare in un viaggio.',
        ],
      },
      {
        title: 'Cosa mettere nello zaino per un viaggio a piedi',
        excerpt: 'Una breve lista dalle guide che camminano per mestiere.',
        tag: 'Consigli',
        minutes: 4,
        body: [
          'Scarpe già rodate, un impermeabile leggero e qualche strato. È quasi tutto.',
          'Lascia a casa i vestiti in più e porta piuttosto un buon libro.',
        ],
      },
      {
        title: 'Mangiare bene come la gente del posto',
        excerpt: 'Le nostre guide svelano dove portano le loro famiglie.',
        tag: 'Cucina',
        minutes: 5,
        body: [
          'I pasti migliori non sono quasi mai quelli con la fila più lunga.',
          'Chiedi dove si mangia il martedì a pranzo, e vai lì.',
        ],
      },
      {
        title: 'La bassa stagione è la stagione migliore',
        excerpt: 'Meno folla, luce più morbida e prezzi migliori in primavera e in autunno.',
        tag: 'Organizzazione',
        minutes: 5,
        body: [
          'Viaggiare a maggio o a ottobre vuol dire giornate tiepide, sentieri tranquilli e gente del posto con il tempo di fare due chiacchiere.',
          'Anche i prezzi scendono, a volte di un terzo.',
        ],
      },
    ],
    cta: {
      title: 'Dove andiamo adesso?',
      text: 'Dicci quando vorresti partire e cosa ami. Un consulente ti risponde entro un giorno.',
    },
    newsletter: {
      title: 'Cartoline via email',
      text: 'Nuovi itinerari, offerte dell’ultimo minuto e storie di viaggio, due volte al mese.',
    },
    contact: {
      email: emailFor(name),
      phone: '+39 02 7332 041',
      address: place ? `Via del Porto 3, ${place}` : 'Via del Porto 3',
      hours: 'Consulenti disponibili dal lunedì al sabato, 9:00–19:00',
    },
  };
}
