import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A professional service's copy (an agency, a firm, a trade) in Italian: written for it, not word for word. */
export function servicesCopyIt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'it');
  return {
    heroBadge: place ? `Al tuo fianco a ${place} dal 2012` : 'Al tuo fianco dal 2012',
    headline: 'Professionisti veri, senza giri di parole',
    lede: `${name} ti aiuta${place ? ` a ${place}` : ''} con preventivi chiari, risposte rapide e persone che rispondono al telefono.`,
    primaryCta: 'Chiedi un preventivo gratuito',
    secondaryCta: 'Come lavoriamo',
    features: [
      {
        icon: 'Handshake',
        title: 'Risposte chiare',
        text: 'Un piano preciso e un preventivo fisso prima di iniziare.',
      },
      {
        icon: 'Clock',
        title: 'Risposta rapida',
        text: 'Ti rispondiamo entro un giorno lavorativo, spesso il pomeriggio stesso.',
      },
      {
        icon: 'Award',
        title: 'Esperti certificati',
        text: 'Specialisti qualificati e assicurati, con anni di esperienza.',
      },
      {
        icon: 'Shield',
        title: 'Lavoro garantito',
        text: 'Ogni intervento è coperto dalla nostra garanzia di dodici mesi.',
      },
      {
        icon: 'Users',
        title: 'Un unico referente',
        text: 'Una persona dedicata che segue il tuo caso dall’inizio alla fine.',
      },
      {
        icon: 'Star',
        title: 'Clienti soddisfatti',
        text: 'Valutazione di 4,9 su 5 da centinaia di clienti della zona.',
      },
    ],
    steps: [
      { title: 'Raccontaci di cosa hai bisogno', text: 'Compila un breve modulo o chiamaci.' },
      {
        title: 'Ricevi un preventivo chiaro',
        text: 'Prezzo fisso e tempi certi entro un giorno lavorativo.',
      },
      { title: 'Rilassati', text: 'Ci occupiamo di tutto e ti teniamo aggiornato.' },
    ],
    testimonials: [
      {
        quote: 'Prezzi chiari, nessuna sorpresa e hanno finito un giorno prima. Li consiglio a tutti.',
        name: 'Michele Bianchi',
        role: 'Proprietario di casa',
      },
      {
        quote:
          'Ci hanno spiegato ogni opzione con pazienza e aiutato a scegliere quella giusta, non la più cara.',
        name: 'Fatima Haddad',
        role: 'Titolare di una piccola impresa',
      },
      {
        quote: 'Puntuali, professionali e davvero gentili. Proprio quello che speri di trovare.',
        name: 'Luca Moretti',
        role: 'Cliente dal 2020',
      },
    ],
    tiers: [
      {
        name: 'Consulenza',
        price: price(0),
        period: '',
        description: 'Un primo colloquio gratuito sulle tue esigenze.',
        features: ['30 minuti', 'Consigli onesti', 'Senza impegno'],
        cta: 'Prenota una chiamata',
      },
      {
        name: 'Standard',
        price: price(490),
        period: '',
        description: 'Per la maggior parte dei progetti, dall’inizio alla fine.',
        features: ['Preventivo fisso', 'Referente dedicato', 'Aggiornamenti costanti', 'Garanzia di 12 mesi'],
        cta: 'Chiedi un preventivo',
        isFeatured: true,
      },
      {
        name: 'Continuativo',
        price: price(190),
        period: '/mese',
        description: 'Assistenza prioritaria ogni volta che serve.',
        features: ['Appuntamenti prioritari', 'Verifica trimestrale', 'Tariffe scontate'],
        cta: 'Parliamone',
      },
    ],
    faqs: [
      {
        question: 'Quanto presto potete iniziare?',
        answer:
          'Quasi tutti i progetti partono entro una settimana dall’accettazione del preventivo; i lavori urgenti spesso anche prima.',
      },
      {
        question: 'I preventivi sono fissi?',
        answer:
          'Sì. Il prezzo del preventivo è quello che paghi, a meno che tu non ci chieda di cambiare il lavoro.',
      },
      {
        question: 'In quali zone lavorate?',
        answer: place ? `Lavoriamo a ${place} e dintorni.` : 'Lavoriamo in tutta la città e nei dintorni.',
      },
      {
        question: 'Siete assicurati?',
        answer: 'Sì, siamo completamente assicurati e ogni specialista è certificato nel proprio campo.',
      },
    ],
    stats: [
      { value: '2300+', label: 'Progetti completati' },
      { value: '4,9', label: 'Valutazione media dei clienti' },
      { value: '24 h', label: 'Tempo di risposta tipico' },
    ],
    gallery: [
      'Il team a colloquio con un cliente in un ufficio luminoso',
      'Una specialista che esamina dei progetti alla scrivania',
      'La consegna di un lavoro finito a un cliente soddisfatto',
      'La porta d’ingresso del nostro ufficio',
      'Il team alla festa d’estate annuale',
      'Attrezzi e appunti pronti prima di un intervento',
    ],
    products: [
      {
        name: 'Consulenza',
        price: 0,
        category: 'Consulenza',
        description: 'Una chiamata gratuita di 30 minuti sul tuo progetto.',
        badge: 'Gratis',
      },
      {
        name: 'Check-up completo',
        price: 149,
        category: 'Consulenza',
        description: 'Un’analisi approfondita con relazione scritta.',
      },
      {
        name: 'Pacchetto standard',
        price: 490,
        category: 'Progetti',
        description: 'Il nostro servizio a prezzo fisso più richiesto.',
        badge: 'Più scelto',
      },
      {
        name: 'Pacchetto premium',
        price: 990,
        category: 'Progetti',
        description: 'Tutto lo standard, con priorità in agenda.',
      },
      {
        name: 'Assistenza mensile',
        price: 190,
        category: 'Assistenza',
        description: 'Un aiuto continuo ogni volta che ti serve.',
      },
      {
        name: 'Pronto intervento',
        price: 250,
        category: 'Assistenza',
        description: 'Aiuto in giornata per i problemi urgenti.',
      },
    ],
    posts: [
      {
        title: 'Cinque domande da fare prima di affidare un lavoro',
        excerpt: 'Come distinguere un buon professionista da uno che sa solo vendersi.',
        tag: 'Consigli',
        minutes: 5,
        body: [
          'Chiedi referenze, un preventivo scritto e cosa succede se qualcosa va storto.',
          'Le risposte, e la prontezza con cui arrivano, ti dicono quasi tutto quello che ti serve sapere.',
        ],
      },
      {
        title: 'Cosa vuol dire davvero un preventivo fisso',
        excerpt: 'Perché diamo un prezzo a ogni lavoro in anticipo, e come lo facciamo.',
        tag: 'Prezzi',
        minutes: 4,
        body: [
          'Fatturare a ore scarica tutto il rischio sul cliente.',
          'Con un preventivo fisso il rischio è nostro, ed è giusto così: fare bene i conti è il nostro mestiere.',
        ],
      },
      {
        title: 'Il nostro anno in numeri',
        excerpt: 'Progetti, tempi di risposta e cosa ci hanno detto i clienti.',
        tag: 'Novità',
        minutes: 3,
        body: [
          'Quest’anno abbiamo completato più progetti che mai e portato i tempi di risposta sotto la giornata.',
          'Grazie a ogni cliente che ci ha dato fiducia.',
        ],
      },
      {
        title: 'Conosci il team',
        excerpt: 'Le persone che ti rispondono quando chiami.',
        tag: 'Team',
        minutes: 4,
        body: [
          'Siamo un piccolo team di specialisti a cui piace risolvere i problemi come si deve.',
          'Ecco qualcosa su ciascuno di noi.',
        ],
      },
    ],
    cta: {
      title: 'Parliamo del tuo progetto',
      text: 'Raccontaci di cosa hai bisogno e ricevi un preventivo chiaro e fisso entro un giorno lavorativo.',
    },
    newsletter: {
      title: 'Utile, ogni tanto',
      text: 'Consigli pratici e novità dal team, quattro volte l’anno.',
    },
    contact: {
      email: emailFor(name),
      phone: '+39 02 2804 4170',
      address: place ? `Corso Italia 210, ${place}` : 'Corso Italia 210',
      hours: 'Dal lunedì al venerdì, 8:00–18:00',
    },
  };
}
