import { PLANT_WORDS } from './retail';
import { PLANT_PRODUCTS } from './retail-plants';
import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A small shop's copy in Italian: written for it, not translated word for word. */
export function retailCopyIt({ name, place, topic, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'it');
  const isPlants = PLANT_WORDS.test(topic);
  return {
    heroBadge: `Spedizione gratuita sopra i ${price(50)}`,
    headline: isPlants ? 'Un po’ di vita in ogni stanza' : 'Belle cose di tutti i giorni, fatte per durare',
    lede: isPlants
      ? `${name} consegna piante sane e rigogliose, con tutto ciò che serve loro e guide alla cura scritte da veri vivaisti.`
      : `${name} è un piccolo negozio${place ? ` a ${place}` : ''} di oggetti fatti con cura: materiali onesti, prezzi giusti e niente che butterai via l’anno prossimo.`,
    primaryCta: 'Scopri la collezione',
    secondaryCta: 'La nostra storia',
    features: [
      {
        icon: 'Truck',
        title: 'Spedizione gratuita',
        text: `Su ogni ordine sopra i ${price(50)}, a casa tua in due-quattro giorni.`,
      },
      {
        icon: 'RotateCcw',
        title: 'Reso entro 30 giorni',
        text: 'Non ti convince? Rimandacelo gratis, senza domande.',
      },
      {
        icon: 'Leaf',
        title: 'Produzione responsabile',
        text: 'Materiali naturali e artigiani che abbiamo conosciuto di persona.',
      },
      {
        icon: 'Gift',
        title: 'Confezione regalo',
        text: 'Incartato a mano con un biglietto scritto da noi, gratis su richiesta.',
      },
      {
        icon: 'Shield',
        title: 'Pagamento sicuro',
        text: 'Paga in tutta sicurezza con carta, Apple Pay o Google Pay.',
      },
      { icon: 'Heart', title: 'Piccole serie', text: 'Meno sprechi e più carattere.' },
    ],
    steps: [
      { title: 'Sfoglia', text: 'Esplora la collezione o filtra per categoria.' },
      {
        title: 'Aggiungi al carrello',
        text: 'Salva i preferiti e completa l’acquisto in meno di un minuto.',
      },
      { title: 'Scarta il pacco', text: 'Imballaggio senza plastica, alla tua porta in pochi giorni.' },
    ],
    testimonials: [
      {
        quote: isPlants
          ? 'Tutte le piante sono arrivate imballate alla perfezione e dopo sei mesi stanno ancora benissimo.'
          : 'La qualità è splendida e aprire il pacco è stato un piacere. È già il mio terzo ordine quest’anno.',
        name: 'Giulia Romano',
        role: 'Acquisto verificato',
      },
      {
        quote:
          'Consegna veloce, prodotti bellissimi e un biglietto di ringraziamento scritto a mano. I piccoli negozi lo fanno meglio.',
        name: 'Matteo Ricci',
        role: 'Acquisto verificato',
      },
      {
        quote: 'Ho cambiato una taglia senza alcun problema e la nuova è arrivata due giorni dopo.',
        name: 'Sara Colombo',
        role: 'Acquisto verificato',
      },
    ],
    tiers: [
      {
        name: 'Standard',
        price: price(0),
        period: '',
        description: `Consegna gratuita per ordini sopra i ${price(50)}.`,
        features: ['2-4 giorni lavorativi', 'Spedizione tracciata', 'Reso entro 30 giorni'],
        cta: 'Acquista ora',
      },
      {
        name: 'Soci',
        price: price(5),
        period: '/mese',
        description: 'Vantaggi per i clienti abituali.',
        features: [
          'Consegna gratuita il giorno dopo',
          'Accesso in anteprima alle novità',
          '10% di sconto su ogni ordine',
          'Un regalo per il compleanno',
        ],
        cta: 'Diventa socio',
        isFeatured: true,
      },
      {
        name: 'Carta regalo',
        price: `da ${price(25)}`,
        period: '',
        description: 'Lascia scegliere a loro.',
        features: ['Inviata via email', 'Senza scadenza', 'Importo a scelta'],
        cta: 'Regala una carta',
      },
    ],
    faqs: [
      {
        question: 'Quanto tempo richiede la consegna?',
        answer: 'Spediamo entro un giorno lavorativo e di solito gli ordini arrivano in due-quattro giorni.',
      },
      {
        question: 'Come funzionano i resi?',
        answer:
          'Puoi restituire qualsiasi articolo non usato entro 30 giorni e ti rimborsiamo l’intero importo. L’etichetta di reso è gratuita.',
      },
      {
        question: 'Spedite all’estero?',
        answer:
          'Spediamo in quasi tutta Europa e in Nord America. Le spese di spedizione compaiono al momento del pagamento.',
      },
      {
        question: 'Come mi prendo cura di ciò che ho comprato?',
        answer:
          'Ogni prodotto arriva con una scheda di manutenzione, e il nostro team è a una email di distanza per qualsiasi domanda.',
      },
    ],
    stats: [
      { value: '25.000+', label: 'Clienti soddisfatti' },
      { value: '4,8/5', label: 'Valutazione media' },
      { value: '48 h', label: 'Tempo medio di consegna' },
    ],
    gallery: [
      'Una mensola con ceramiche e piante',
      'Una coperta di lino piegata in toni naturali',
      'Mani che incartano un regalo con carta riciclata',
      'L’interno del negozio con tavoli espositivi in legno',
      'Tazze smaltate a mano, da vicino',
      'Un pacco sulla soglia di casa',
    ],
    products: isPlants
      ? PLANT_PRODUCTS.it
      : [
          {
            name: 'Tazza in gres',
            price: 28,
            category: 'Cucina',
            description: 'Smaltata a mano, 350 ml, lavabile in lavastoviglie.',
            badge: 'Più venduto',
          },
          {
            name: 'Set di strofinacci in lino',
            price: 24,
            category: 'Cucina',
            description: 'Due strofinacci in lino lavato che diventano più morbidi a ogni lavaggio.',
          },
          {
            name: 'Coperta di lana',
            price: 120,
            category: 'Casa',
            description: 'Tessuta in merino non tinto a spina di pesce.',
          },
          {
            name: 'Candela di cera d’api',
            price: 19,
            category: 'Casa',
            description: 'Combustione lenta e un lieve profumo di miele, 40 ore.',
            badge: 'Novità',
          },
          {
            name: 'Tagliere in rovere',
            price: 55,
            category: 'Cucina',
            description: 'Ricavato da un unico pezzo di rovere FSC, oliato a mano.',
          },
          {
            name: 'Borsa in tela',
            price: 32,
            category: 'Accessori',
            description: 'Tela biologica pesante con manici in cuoio.',
          },
          {
            name: 'Vaso in ceramica',
            price: 48,
            category: 'Casa',
            description: 'Bianco opaco con il piede in argilla grezza.',
          },
          {
            name: 'Portacarte in pelle',
            price: 39,
            category: 'Accessori',
            description: 'Pelle conciata al vegetale, quattro scomparti.',
          },
        ],
    posts: [
      {
        title: 'Gli artigiani da vicino',
        excerpt: 'Abbiamo visitato le piccole botteghe dietro i nostri prodotti più amati.',
        tag: 'Artigiani',
        minutes: 6,
        body: [
          'Ogni prodotto del negozio nasce da una persona.',
          'Questa stagione abbiamo fatto visita a una ceramista, a un tessitore e a un falegname per vedere come nascono i loro pezzi.',
        ],
      },
      {
        title: 'Come curare i materiali naturali',
        excerpt: 'Lino, lana, rovere e argilla: piccole abitudini per farli durare.',
        tag: 'Cura',
        minutes: 5,
        body: [
          'I materiali naturali invecchiano splendidamente, se li lasci fare.',
          'Lava il lino a freddo, arieggia la lana invece di lavarla e passa l’olio sui taglieri una volta al mese.',
        ],
      },
      {
        title: 'La guida ai regali',
        excerpt: 'Regali pensati per ogni budget, incartati a mano.',
        tag: 'Regali',
        minutes: 4,
        body: [
          'I regali migliori sono quelli che si usano ogni giorno.',
          `Ecco i nostri preferiti sotto i ${price(30)}, sotto i ${price(60)} e per qualcuno di speciale.`,
        ],
      },
      {
        title: 'Perché non facciamo saldi',
        excerpt: 'Prezzi giusti tutto l’anno, e cosa significa per i nostri artigiani.',
        tag: 'Storia',
        minutes: 5,
        body: [
          'Gli sconti continui insegnano ad aspettare e spingono gli artigiani a risparmiare sulla qualità.',
          'Fissiamo un prezzo giusto fin dall’inizio, perché tutti nella filiera siano pagati come si deve.',
        ],
      },
    ],
    cta: {
      title: 'Trova qualcosa da tenere per anni',
      text: 'Ogni giovedì arrivano nuovi pezzi in piccole serie. Quando finiscono, finiscono.',
    },
    newsletter: {
      title: 'Le novità in anteprima',
      text: 'Scopri per primo i nuovi arrivi, i riassortimenti e le storie dei nostri artigiani.',
    },
    contact: {
      email: emailFor(name),
      phone: '+39 02 4128 890',
      address: place ? `Via del Mulino 7, ${place}` : 'Via del Mulino 7',
      hours: 'Negozio aperto dal mercoledì alla domenica, 10:00–18:00',
    },
  };
}
