import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A software product's copy in Italian: written for it, not translated word for word. */
export function techCopyIt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'it');
  return {
    heroBadge: 'Novità: arrivano le automazioni',
    headline: 'Rilascia prima, con meno lavoro ripetitivo',
    lede: `${name} riunisce il lavoro del tuo team in un unico spazio, ordinato e tranquillo, così il tempo va a costruire e non a rincorrere aggiornamenti.`,
    primaryCta: 'Inizia gratis',
    secondaryCta: 'Prenota una demo',
    features: [
      {
        icon: 'Zap',
        title: 'Veloce di serie',
        text: 'Ogni schermata si apre in meno di 100 ms, anche con migliaia di record.',
      },
      {
        icon: 'Workflow',
        title: 'Automazioni',
        text: 'Trasforma i passaggi ripetitivi in regole che vanno da sole, senza scrivere codice.',
      },
      {
        icon: 'Users',
        title: 'Pensato per i team',
        text: 'Viste condivise, menzioni e commenti tengono tutti allineati.',
      },
      {
        icon: 'Shield',
        title: 'Sicuro per progettazione',
        text: 'SSO, log di audit e crittografia dei dati a riposo in ogni piano.',
      },
      {
        icon: 'ChartColumn',
        title: 'Report chiari',
        text: 'Scopri cosa è andato avanti questa settimana con dashboard che si creano da sole.',
      },
      {
        icon: 'Plug',
        title: 'Si integra con i tuoi strumenti',
        text: 'Collega Slack, GitHub, Google Drive e altri 40 servizi con un clic.',
      },
    ],
    steps: [
      {
        title: 'Crea il tuo spazio',
        text: 'Registrati con l’email di lavoro e invita il team in pochi secondi.',
      },
      { title: 'Porta i tuoi dati', text: 'Importa i fogli di calcolo o collega gli strumenti che usi già.' },
      {
        title: 'Lascia fare',
        text: 'Le automazioni mandano avanti il lavoro mentre tu prendi le decisioni.',
      },
    ],
    testimonials: [
      {
        quote:
          'Abbiamo sostituito tre strumenti e una riunione settimanale di aggiornamento. In un trimestre abbiamo raddoppiato i rilasci.',
        name: 'Chiara Conti',
        role: 'VP Engineering, Northwind',
      },
      {
        quote:
          'Solo le automazioni fanno risparmiare a ognuno di noi circa quattro ore a settimana. L’avvio ha richiesto un pomeriggio.',
        name: 'Luca Bianchi',
        role: 'Responsabile operations, Fieldstone',
      },
      {
        quote: 'Finalmente uno strumento così veloce che le persone lo tengono aperto tutto il giorno.',
        name: 'Sara Ricci',
        role: 'Product manager, Arcadia',
      },
    ],
    tiers: [
      {
        name: 'Starter',
        price: price(0),
        period: '/mese',
        description: 'Per freelance e piccoli progetti personali.',
        features: ['Fino a 3 membri', 'Progetti illimitati', 'Supporto della community'],
        cta: 'Inizia',
      },
      {
        name: 'Team',
        price: price(12),
        period: '/utente/mese',
        description: 'Per team in crescita che devono muoversi in fretta.',
        features: ['Membri illimitati', 'Automazioni', 'Report avanzati', 'Supporto prioritario'],
        cta: 'Prova gratis',
        isFeatured: true,
      },
      {
        name: 'Enterprise',
        price: 'Su misura',
        period: '',
        description: 'Per organizzazioni con esigenze avanzate.',
        features: ['SSO e SCIM', 'Log di audit', 'Customer success manager dedicato'],
        cta: 'Contatta le vendite',
      },
    ],
    faqs: [
      {
        question: 'C’è una prova gratuita?',
        answer: 'Sì. Ogni piano a pagamento parte con 14 giorni di prova gratuita, senza carta di credito.',
      },
      {
        question: 'Posso importare i dati che ho già?',
        answer:
          'Puoi importare file CSV o collegare strumenti come Jira, Trello e Asana per portare tutto in pochi minuti.',
      },
      {
        question: 'Come vengono protetti i miei dati?',
        answer:
          'I dati sono crittografati in transito e a riposo, salvati ogni giorno e ospitati in data center con certificazione SOC 2.',
      },
      {
        question: 'Posso disdire quando voglio?',
        answer: 'Certo. I piani sono mensili e puoi esportare tutti i tuoi dati quando vuoi.',
      },
    ],
    stats: [
      { value: '12.000+', label: 'Team che lavorano già con noi' },
      { value: '4,2', label: 'Ore risparmiate a persona ogni settimana' },
      { value: '99,99%', label: 'Uptime nell’ultimo anno' },
    ],
    gallery: [
      'La dashboard principale con i progressi della settimana',
      'La creazione di una regola di automazione',
      'Una bacheca di team con schede su tre colonne',
      'La vista dei report con i grafici settimanali',
      'Commenti e menzioni su un’attività',
      'L’app mobile su uno smartphone',
    ],
    products: [
      {
        name: 'Tastiera wireless',
        price: 89,
        category: 'Scrivania',
        description: 'Switch meccanici a basso profilo e collegamento a tre dispositivi.',
        badge: 'Il più venduto',
      },
      {
        name: 'Supporto per laptop in alluminio',
        price: 49,
        category: 'Scrivania',
        description: 'Porta lo schermo all’altezza degli occhi e si chiude per il viaggio.',
      },
      {
        name: 'Cuffie con cancellazione del rumore',
        price: 199,
        category: 'Audio',
        description: 'Trenta ore di autonomia e chiamate dal suono nitido.',
      },
      {
        name: 'Hub USB-C',
        price: 59,
        category: 'Accessori',
        description: 'Sette porte, ricarica passante da 100 W, HDMI 4K.',
      },
      {
        name: 'Sottomano da scrivania',
        price: 29,
        category: 'Scrivania',
        description: 'Feltro di lana idrorepellente, grande abbastanza per tastiera e mouse.',
        badge: 'Novità',
      },
      {
        name: 'Webcam HD',
        price: 79,
        category: 'Accessori',
        description: '1080p a 60 fps con correzione automatica in poca luce.',
      },
      {
        name: 'Speaker portatile',
        price: 69,
        category: 'Audio',
        description: 'Un suono che riempie la stanza in un corpo tascabile e impermeabile.',
      },
      {
        name: 'Kit organizza-cavi',
        price: 19,
        category: 'Accessori',
        description: 'Clip, guaine e fascette per una scrivania in ordine.',
      },
    ],
    posts: [
      {
        title: 'Come abbiamo ridotto del 70% i tempi di build',
        excerpt: 'Cache, parallelismo e qualche eliminazione scomoda: tutta la storia.',
        tag: 'Engineering',
        minutes: 8,
        body: [
          'Le nostre build erano arrivate a dodici minuti. Nessuno l’aveva deciso: è successo una dipendenza alla volta.',
          'Abbiamo iniziato misurando, non tirando a indovinare. Metà del tempo finiva in passaggi il cui risultato non cambiava mai.',
          'Mettere in cache quei passaggi, eseguire i test in parallelo e togliere due pacchetti inutilizzati ci ha riportati a tre minuti e mezzo.',
        ],
      },
      {
        title: 'Documentazione che la gente legge davvero',
        excerpt: 'Pagine brevi, esempi veri e un editing senza pietà. Il nostro metodo.',
        tag: 'Prodotto',
        minutes: 5,
        body: [
          'Una buona documentazione risponde alla domanda che il lettore ha adesso, poi si fa da parte.',
          'Ogni pagina ruota attorno a un compito, parte da un esempio funzionante e toglie tutto ciò che non aiuta a portarlo a termine.',
        ],
      },
      {
        title: 'Meno riunioni, più risultati',
        excerpt:
          'Abbiamo sostituito la riunione settimanale con un aggiornamento scritto. Ecco cosa è cambiato.',
        tag: 'Team',
        minutes: 6,
        body: [
          'Le riunioni di aggiornamento sembrano produttive, ma soprattutto passano informazioni che si leggono in due minuti.',
          'Il nostro aggiornamento scritto del venerdì richiede dieci minuti e ha restituito a ciascuno un’ora a settimana.',
        ],
      },
      {
        title: 'Progettare per la velocità',
        excerpt: 'Perché ogni interazione nell’app ha un budget di 100 ms, e come lo rispettiamo.',
        tag: 'Design',
        minutes: 7,
        body: [
          'La velocità si sente prima ancora di saperle dare un nome.',
          'Fissiamo un budget di 100 ms per ogni interazione e lo verifichiamo in CI, così nessuna regressione arriva in un rilascio.',
        ],
      },
    ],
    cta: {
      title: 'Pronto a riprenderti il tuo tempo?',
      text: 'Unisciti a migliaia di team che pianificano, seguono e consegnano in un unico posto. Gratis per 14 giorni.',
    },
    newsletter: {
      title: 'Novità di prodotto, ogni mese',
      text: 'Nuove funzioni, approfondimenti tecnici e consigli degli utenti esperti. Mai spam.',
    },
    contact: {
      email: emailFor(name),
      phone: '+39 02 2018 2240',
      address: place ? `Via Tortona 12, ${place}` : 'Via Tortona 12, Milano',
      hours: 'Supporto 24/7; vendite dal lunedì al venerdì, 9:00–18:00',
    },
  };
}
