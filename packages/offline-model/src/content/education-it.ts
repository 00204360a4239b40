import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A school's or a course's copy in Italian (Italy): written for it, not translated word for word. */
export function educationCopyIt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'it');
  return {
    heroBadge: 'Iscrizioni aperte per il prossimo corso',
    headline: 'Si impara facendo, con chi lo fa davvero',
    lede: `${name} propone corsi pratici${place ? ` a ${place}` : ''}, tenuti dal vivo da professionisti, in piccoli gruppi e con un seguito attento.`,
    primaryCta: 'Scopri i corsi',
    secondaryCta: 'Prova una lezione gratuita',
    features: [
      {
        icon: 'GraduationCap',
        title: 'Docenti esperti',
        text: 'Ogni corso è tenuto da chi fa questo lavoro tutti i giorni.',
      },
      {
        icon: 'Users',
        title: 'Piccoli gruppi',
        text: 'Al massimo venti partecipanti, con commenti concreti sul tuo lavoro.',
      },
      {
        icon: 'BookOpen',
        title: 'Progetti pratici',
        text: 'Costruisci un portfolio di progetti veri, non solo voti nei quiz.',
      },
      {
        icon: 'CalendarDays',
        title: 'Si adatta alla tua settimana',
        text: 'Lezioni serali e nel fine settimana, registrate se ne perdi una.',
      },
      { icon: 'Award', title: 'Attestato', text: 'Un attestato di frequenza riconosciuto dalle aziende.' },
      {
        icon: 'MessageCircle',
        title: 'Comunità',
        text: 'Una comunità di studenti accogliente, che resta anche dopo il corso.',
      },
    ],
    steps: [
      { title: 'Scegli un corso', text: 'Scegli il tuo livello e la data di inizio che preferisci.' },
      { title: 'Impara dal vivo', text: 'Segui le lezioni settimanali e lavora su progetti pratici.' },
      { title: 'Mostra il tuo lavoro', text: 'Concludi con un progetto di cui andare fiero.' },
    ],
    testimonials: [
      {
        quote:
          'Ho cambiato lavoro sei mesi dopo la fine del corso. Sono stati i progetti a farmi ottenere i colloqui.',
        name: 'Francesca Greco',
        role: 'Ex studentessa, corso di primavera',
      },
      {
        quote: 'I docenti hanno risposto a ogni domanda, anche a quelle che mi vergognavo di fare.',
        name: 'Luca Bianchi',
        role: 'Ex studente, corso d’autunno',
      },
      {
        quote: 'I gruppi piccoli fanno la differenza. Sembrava una vera classe, non una videoteca.',
        name: 'Sara Cohen',
        role: 'Ex studentessa, corso d’inverno',
      },
    ],
    tiers: [
      {
        name: 'In autonomia',
        price: price(149),
        period: '',
        description: 'Tutte le lezioni, al tuo ritmo.',
        features: ['Accesso a vita', 'File dei progetti', 'Forum della comunità'],
        cta: 'Inizia a imparare',
      },
      {
        name: 'In gruppo',
        price: price(690),
        period: '',
        description: 'Otto settimane dal vivo, con revisioni.',
        features: [
          'Lezioni settimanali dal vivo',
          'Revisione di ogni progetto',
          'Attestato',
          'Orientamento professionale',
        ],
        cta: 'Prenota un posto',
        isFeatured: true,
      },
      {
        name: 'Aziende',
        price: 'Su preventivo',
        period: '',
        description: 'Formazione privata per la tua azienda.',
        features: ['Programma su misura', 'Report sui progressi', 'Orari flessibili'],
        cta: 'Contattaci',
      },
    ],
    faqs: [
      {
        question: 'Serve esperienza?',
        answer:
          'I corsi base non ne richiedono. Ogni pagina del corso indica cosa è utile sapere prima di iniziare.',
      },
      {
        question: 'Quanto tempo richiede?',
        answer:
          'Calcola dalle quattro alle sei ore a settimana: una lezione dal vivo più il lavoro sul progetto.',
      },
      {
        question: 'E se perdo una lezione?',
        answer:
          'Ogni lezione viene registrata e condivisa il giorno stesso, e i docenti tengono un ricevimento ogni settimana.',
      },
      {
        question: 'Posso avere un rimborso?',
        answer: 'Sì, rimborso completo entro le prime due settimane di qualsiasi corso.',
      },
    ],
    stats: [
      { value: '8.500', label: 'Studenti formati' },
      { value: '92%', label: 'Completano il corso' },
      { value: '4,8', label: 'Stelle di media' },
    ],
    gallery: [
      'Un piccolo gruppo al lavoro attorno a un tavolo',
      'Una docente che abbozza idee sulla lavagna',
      'Uno studente che presenta il progetto finale',
      'Quaderni e portatili durante un workshop',
      'Una festa di fine corso con la consegna degli attestati',
      'Una revisione individuale a tu per tu',
    ],
    products: [
      {
        name: 'Corso base',
        price: 149,
        category: 'Principianti',
        description: 'Tutto ciò che serve per iniziare, in dodici brevi lezioni.',
        badge: 'Il più scelto',
      },
      {
        name: 'Gruppo dal vivo',
        price: 690,
        category: 'Intermedio',
        description: 'Otto settimane di lezioni dal vivo e progetti veri.',
      },
      {
        name: 'Masterclass',
        price: 290,
        category: 'Avanzato',
        description: 'Un approfondimento con un esperto del settore.',
        badge: 'Novità',
      },
      {
        name: 'Revisione del portfolio',
        price: 90,
        category: 'Coaching',
        description: 'Un’ora di commenti individuali sul tuo lavoro.',
      },
      {
        name: 'Intensivo del weekend',
        price: 240,
        category: 'Intermedio',
        description: 'Due giornate piene, un progetto finito.',
      },
      {
        name: 'Un mese di mentoring',
        price: 390,
        category: 'Coaching',
        description: 'Quattro chiamate settimanali con un mentor dedicato.',
      },
    ],
    posts: [
      {
        title: 'Come arrivare davvero alla fine di un corso online',
        excerpt: 'Cinque abitudini che accomunano i nostri studenti più costanti.',
        tag: 'Apprendimento',
        minutes: 5,
        body: [
          'La maggior parte di chi inizia un corso online non lo finisce mai.',
          'Chi ce la fa si blocca del tempo in agenda, studia insieme ad altri e avvia un progetto fin dalla prima settimana.',
        ],
      },
      {
        title: 'Costruire un portfolio da zero',
        excerpt: 'Cosa includere, cosa lasciare fuori e come presentarlo.',
        tag: 'Carriera',
        minutes: 7,
        body: [
          'Tre progetti solidi valgono più di dieci deboli.',
          'Per ognuno, spiega il problema, il tuo metodo e cosa faresti diversamente.',
        ],
      },
      {
        title: 'Perché teniamo i gruppi piccoli',
        excerpt: 'Cosa dice la ricerca sulla dimensione delle classi, e cosa abbiamo visto noi.',
        tag: 'Didattica',
        minutes: 4,
        body: [
          'Si impara soprattutto grazie alle revisioni, e le revisioni non si moltiplicano all’infinito.',
          'Venti studenti per docente è il massimo che, per la nostra esperienza, funziona ancora.',
        ],
      },
      {
        title: 'Imparare dopo i trent’anni',
        excerpt: 'Non è troppo tardi. Ecco come imparano davvero gli adulti.',
        tag: 'Apprendimento',
        minutes: 6,
        body: [
          'Gli adulti imparano in modo diverso, non peggiore.',
          'Porti con te contesto e motivazione: sfruttali collegando ogni lezione a un problema reale che ti sta a cuore.',
        ],
      },
    ],
    cta: {
      title: 'Inizia a imparare questo mese',
      text: 'I posti in ogni corso sono limitati. Prenota il tuo oggi e ricevi subito i materiali di preparazione.',
    },
    newsletter: {
      title: 'La lezione della settimana',
      text: 'Una lezione breve e pratica nella tua casella ogni martedì. Gratis, per sempre.',
    },
    contact: {
      email: emailFor(name),
      phone: '+39 02 5529 0130',
      address: place ? `Viale dell’Università 100, ${place}` : 'Viale dell’Università 100',
      hours: 'Segreteria dal lunedì al venerdì, 9:00–17:00',
    },
  };
}
