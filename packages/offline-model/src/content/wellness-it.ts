import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A yoga, fitness and wellbeing studio's copy in Italian: written for it, not translated word for word. */
export function wellnessCopyIt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'it');
  return {
    heroBadge: 'Prima lezione gratuita',
    headline: 'Più forza, più calma, più benessere',
    lede: `${name} è uno studio accogliente${place ? ` a ${place}` : ''} con gruppi piccoli, istruttori esperti e un programma che si adatta alla tua vita vera.`,
    primaryCta: 'Prenota una lezione gratuita',
    secondaryCta: 'Vedi l’orario',
    features: [
      {
        icon: 'Dumbbell',
        title: 'Forza e condizionamento',
        text: 'Sessioni seguite per costruire una forza utile ogni giorno, al tuo ritmo.',
      },
      {
        icon: 'Flower2',
        title: 'Yoga e mobilità',
        text: 'Vinyasa, yin e mobilità per muoverti meglio e recuperare prima.',
      },
      {
        icon: 'HeartPulse',
        title: 'Progressi che si vedono',
        text: 'Controlli regolari di forza, mobilità e di come ti senti.',
      },
      {
        icon: 'Users',
        title: 'Gruppi piccoli',
        text: 'Mai più di dodici persone: il tuo istruttore ti chiama per nome.',
      },
      {
        icon: 'Apple',
        title: 'Consulenza alimentare',
        text: 'Abitudini semplici, non diete, con qualcuno che ti aiuta a mantenerle.',
      },
      {
        icon: 'CalendarCheck',
        title: 'Prenotazioni flessibili',
        text: 'Prenota, sposta o annulla qualsiasi lezione fino a due ore prima.',
      },
    ],
    steps: [
      {
        title: 'Prenota una lezione gratuita',
        text: 'Scegli dall’orario una qualsiasi lezione per principianti.',
      },
      { title: 'Conosci il tuo istruttore', text: 'Una breve chiacchierata su obiettivi, storia e impegni.' },
      { title: 'Segui il tuo programma', text: 'Una routine settimanale che cresce insieme a te.' },
    ],
    testimonials: [
      {
        quote:
          'Per anni ho provato le grandi palestre. Queste lezioni a piccoli gruppi sono le prime che non ho mai mollato.',
        name: 'Giulia Romano',
        role: 'Socia da 2 anni',
      },
      {
        quote:
          'Il mal di schiena è sparito e il mese scorso ho sollevato il mio peso corporeo. Gli istruttori sono bravissimi.',
        name: 'Marco Colombo',
        role: 'Socio da 8 mesi',
      },
      {
        quote: 'Tranquillo, pulito e davvero accogliente. Lo yin della domenica è il mio reset settimanale.',
        name: 'Chiara Ricci',
        role: 'Socia da 1 anno',
      },
    ],
    tiers: [
      {
        name: 'Ingresso singolo',
        price: price(18),
        period: '/lezione',
        description: 'Vieni quando ti fa comodo.',
        features: ['Qualsiasi lezione di gruppo', 'Tappetino e asciugamano inclusi', 'Nessun vincolo'],
        cta: 'Prenota una lezione',
      },
      {
        name: 'Illimitato',
        price: price(119),
        period: '/mese',
        description: 'L’abbonamento preferito dai nostri soci.',
        features: [
          'Lezioni illimitate',
          'Check mensile dei progressi',
          'Un ingresso ospite al mese',
          'Eventi per i soci',
        ],
        cta: 'Diventa socio',
        isFeatured: true,
      },
      {
        name: 'Su misura',
        price: price(249),
        period: '/mese',
        description: 'Allenamento individuale e un programma su misura.',
        features: ['4 sessioni private', 'Consulenza alimentare', 'Lezioni illimitate'],
        cta: 'Parla con un istruttore',
      },
    ],
    faqs: [
      {
        question: 'Sono un principiante assoluto. Va bene lo stesso?',
        answer:
          'Certo. La maggior parte dei soci è partita da zero, e ogni lezione propone varianti più facili e più impegnative.',
      },
      {
        question: 'Cosa devo portare?',
        answer: 'Abiti comodi e una borraccia. Tappetini, asciugamani e attrezzatura li mettiamo noi.',
      },
      {
        question: 'Posso sospendere l’abbonamento?',
        answer: 'Sì, puoi metterlo in pausa fino a due mesi l’anno, senza costi.',
      },
      {
        question: 'Ci sono docce e armadietti?',
        answer: 'Sì: docce, armadietti gratuiti e asciugacapelli in entrambi gli spogliatoi.',
      },
    ],
    stats: [
      { value: '40+', label: 'Lezioni ogni settimana' },
      { value: '12', label: 'Persone per lezione, al massimo' },
      { value: '94%', label: 'Soci che rinnovano' },
    ],
    gallery: [
      'Una sala luminosa con i tappetini da yoga stesi',
      'Un istruttore corregge uno squat in una lezione a piccoli gruppi',
      'Kettlebell allineati lungo la parete',
      'Una sessione di stretching tranquilla al tramonto',
      'La reception, con piante e panche di legno',
      'Soci che ridono dopo una lezione',
    ],
    products: [
      {
        name: 'Tappetino yoga in sughero',
        price: 79,
        category: 'Attrezzatura',
        description: 'Sughero naturale che fa più presa man mano che sudi.',
        badge: 'Il più venduto',
      },
      {
        name: 'Set di elastici',
        price: 29,
        category: 'Attrezzatura',
        description: 'Cinque fasce in tessuto, da leggera a extra forte.',
      },
      {
        name: 'Borraccia termica',
        price: 32,
        category: 'Accessori',
        description: 'Tiene l’acqua fresca per 24 ore. 750 ml.',
      },
      {
        name: 'Rullo per il recupero',
        price: 35,
        category: 'Recupero',
        description: 'Densità media per gambe affaticate e schiene contratte.',
      },
      {
        name: 'Coppia di palline da massaggio',
        price: 18,
        category: 'Recupero',
        description: 'Scioglie i nodi di spalle, piedi e fianchi.',
        badge: 'Novità',
      },
      {
        name: 'Maglia tecnica',
        price: 39,
        category: 'Abbigliamento',
        description: 'Morbida, traspirante e pensata per il movimento.',
      },
      {
        name: 'Leggings da studio',
        price: 69,
        category: 'Abbigliamento',
        description: 'Vita alta, coprenti in ogni squat, con tasca per il telefono.',
      },
      {
        name: 'Fiocchi d’avena proteici',
        price: 14,
        category: 'Alimentazione',
        description: 'Una colazione che sazia, con 20 g di proteine a porzione.',
      },
    ],
    posts: [
      {
        title: 'Cinque esercizi di mobilità per chi lavora seduto',
        excerpt: 'Dieci minuti al giorno per rimediare alle ore in sedia.',
        tag: 'Mobilità',
        minutes: 5,
        body: [
          'Stare seduti tutto il giorno accorcia i flessori dell’anca e incurva la parte alta della schiena.',
          'Una breve routine quotidiana di aperture dell’anca, rotazioni toraciche e allungamenti dei femorali fa la differenza in due settimane.',
        ],
      },
      {
        title: 'Iniziare ad allenare la forza a 40 anni',
        excerpt: 'Non è mai troppo tardi, e i benefici arrivano già dal primo mese.',
        tag: 'Forza',
        minutes: 7,
        body: [
          'La massa muscolare cala con l’età, ma risponde all’allenamento a qualsiasi età.',
          'Inizia con due sedute total body a settimana, cura la tecnica e aumenta i carichi piano piano. La costanza batte l’intensità.',
        ],
      },
      {
        title: 'Il sonno è il tuo miglior alleato per il recupero',
        excerpt: 'Perché otto ore di sonno fanno più di qualsiasi integratore.',
        tag: 'Recupero',
        minutes: 4,
        body: [
          'Il corpo si adatta all’allenamento soprattutto mentre dormi.',
          'Una stanza buia e fresca, orari regolari e niente schermi nell’ultima ora: i miglioramenti più semplici che puoi fare.',
        ],
      },
      {
        title: 'Mangiare per avere energia, non per privarsi',
        excerpt: 'Le abitudini alimentari più semplici dei nostri istruttori.',
        tag: 'Alimentazione',
        minutes: 6,
        body: [
          'Un’alimentazione sostenibile significa aggiungere, non togliere.',
          'Aggiungi a ogni pasto un palmo di proteine e due pugni di verdure prima di preoccuparti del resto.',
        ],
      },
    ],
    cta: {
      title: 'La prima lezione la offriamo noi',
      text: 'Vieni a provare una sessione, conosci gli istruttori e scopri se fa per te. Nessuna pressione, nessun vincolo.',
    },
    newsletter: {
      title: 'Note di benessere settimanali',
      text: 'Una breve routine, una ricetta e l’orario aggiornato, ogni lunedì mattina.',
    },
    contact: {
      email: emailFor(name),
      phone: '+39 02 3017 7810',
      address: place ? `Via dei Giardini 48, ${place}` : 'Via dei Giardini 48',
      hours: 'Lun–ven 6:00–21:00, sabato e domenica 8:00–14:00',
    },
  };
}
