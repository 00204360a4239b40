import { isBakeryOrCafe } from './food';
import { restaurantCopyIn } from './restaurant-landing';
import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A bakery's and café's copy in Italian, or a restaurant's (restaurant-landing.ts): written for it, not word for word. */
export function foodCopyIt(context: CopyContext): DomainCopy {
  const base = bakeryCopyIt(context);
  // Bakeries and cafés talk about bread and coffee; restaurants about dinner.
  return isBakeryOrCafe(context) ? base : restaurantCopyIn('it', context, base);
}

function bakeryCopyIt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'it');
  return {
    heroBadge: place ? `Aperti tutti i giorni a ${place}` : 'Aperti tutti i giorni dalle 7:00',
    headline: 'Fatto a mano, ogni mattina',
    lede: `${name} è un forno di quartiere${place ? ` a ${place}` : ''} dove lievitazione lenta, ingredienti di stagione e un’accoglienza calorosa sono di casa.`,
    primaryCta: 'Scopri il menu',
    secondaryCta: 'Organizza la visita',
    features: [
      {
        icon: 'Wheat',
        title: 'Lievito madre e pazienza',
        text: 'Il nostro pane riposa 36 ore: crosta croccante e molto più sapore.',
      },
      {
        icon: 'Leaf',
        title: 'Di stagione e a km zero',
        text: 'Compriamo da produttori vicini e cambiamo il menu a ogni raccolto.',
      },
      {
        icon: 'Coffee',
        title: 'Caffè specialty',
        text: 'Monorigini tostati in piccoli lotti e preparati dai nostri baristi.',
      },
      {
        icon: 'Clock',
        title: 'Pronto al tuo arrivo',
        text: 'Ordina online e ritira tutto ancora caldo al banco, senza fare la fila.',
      },
      {
        icon: 'Heart',
        title: 'Sfornato con cura',
        text: 'Ogni ricetta viene provata per settimane prima di arrivare in vetrina.',
      },
      {
        icon: 'Truck',
        title: 'Catering e consegne',
        text: 'Vassoi per la colazione e torte per le feste, consegnati in tutta la città.',
      },
    ],
    steps: [
      { title: 'Guarda la vetrina', text: 'Scopri sul nostro menu cosa è uscito dal forno stamattina.' },
      { title: 'Ordina', text: 'Prenota i tuoi preferiti online in meno di un minuto.' },
      { title: 'Ritira ancora caldo', text: 'Salta la fila e ritira il tuo ordine al banco.' },
    ],
    testimonials: [
      {
        quote: 'Il miglior pane a lievito madre che abbia mangiato da anni. Vengo ogni sabato.',
        name: 'Giulia Romano',
        role: 'Cliente dal 2019',
      },
      {
        quote: 'Hanno preparato la colazione per quaranta colleghi e in pochi minuti non era rimasto nulla.',
        name: 'Marco Ferrari',
        role: 'Office manager',
      },
      {
        quote: 'Personale gentilissimo, un caffè ottimo e una brioche al cardamomo che non dimentico.',
        name: 'Francesca Greco',
        role: 'Giornalista gastronomica',
      },
    ],
    tiers: [
      {
        name: 'Pane della settimana',
        price: price(9),
        period: '/settimana',
        description: 'Una pagnotta fresca a tua scelta, ogni settimana.',
        features: ['Scegli il pane che vuoi', 'Ritiro o consegna', 'Sospendi quando vuoi'],
        cta: 'Inizia ora',
      },
      {
        name: 'Club della colazione',
        price: price(29),
        period: '/settimana',
        description: 'Pane, dolci e caffè per tutta la famiglia.',
        features: [
          'Due pagnotte a settimana',
          'Sei dolci da colazione',
          '250 g di caffè in grani',
          'Offerte per i soci',
        ],
        cta: 'Entra nel club',
        isFeatured: true,
      },
      {
        name: 'Box ufficio',
        price: price(89),
        period: '/settimana',
        description: 'Una colazione completa per team fino a 15 persone.',
        features: ['Dolci e frutta', 'Servizio caffè', 'Consegna entro le 9:00'],
        cta: 'Parliamone',
      },
    ],
    faqs: [
      {
        question: 'Avete opzioni vegane o senza glutine?',
        answer:
          'Sì. Ogni giorno ci sono pani e dolci vegani, e il venerdì sforniamo una linea senza glutine in un’infornata separata.',
      },
      {
        question: 'Posso ordinare una torta per una festa?',
        answer: 'Le torte per le feste si ordinano con 48 ore di anticipo, online o per telefono.',
      },
      {
        question: 'Fate consegne a domicilio?',
        answer: `Consegniamo${place ? ` a ${place}` : ''} dal martedì alla domenica, dalle 8:00 alle 14:00.`,
      },
      {
        question: 'Ci si può sedere?',
        answer: 'Abbiamo venti posti all’interno e un piccolo dehors aperto dalla primavera all’autunno.',
      },
    ],
    stats: [
      { value: '36', label: 'Ore di lievitazione per ogni pane' },
      { value: '1.200', label: 'Dolci sfornati ogni mattina' },
      { value: '4,9', label: 'Stelle in media' },
    ],
    gallery: [
      'Una pagnotta a lievito madre con la crosta scura e screpolata',
      'File di cornetti che si raffreddano su una griglia',
      'Un cappuccino con latte art su un bancone di marmo',
      'Mani che formano l’impasto su un piano infarinato',
      'Il dehors soleggiato con tavolini di legno',
      'Una fetta di crostata al limone con frutti di bosco',
    ],
    products: [
      {
        name: 'Pagnotta a lievito madre',
        price: 7,
        category: 'Pane',
        description: 'Il pane della casa: 36 ore di lievitazione, mollica alveolata, crosta croccante.',
        badge: 'Il più venduto',
      },
      {
        name: 'Pane di segale ai semi',
        price: 8,
        category: 'Pane',
        description: 'Compatto e tostato, con semi di girasole, lino e zucca.',
      },
      {
        name: 'Cornetto al burro',
        price: 3.5,
        category: 'Dolci',
        description: 'Sfogliato a mano con burro di qualità: 27 strati friabili.',
      },
      {
        name: 'Brioche al cardamomo',
        price: 4,
        category: 'Dolci',
        description: 'Un nodo alla svedese, passato nello zucchero al cardamomo.',
        badge: 'Novità',
      },
      {
        name: 'Pastel de nata',
        price: 2.5,
        category: 'Dolci',
        description: 'Crema caramellata in una pasta sfoglia croccantissima.',
      },
      {
        name: 'Miscela della casa in grani',
        price: 16,
        category: 'Caffè',
        description: '250 g di tostatura per espresso, equilibrata e con note di cioccolato.',
      },
      {
        name: 'Cold brew in bottiglia',
        price: 5,
        category: 'Caffè',
        description: 'Estratto a freddo per 18 ore: morbido e poco acido.',
      },
      {
        name: 'Focaccia all’olio',
        price: 6,
        category: 'Pane',
        description: 'Alta e soffice, al rosmarino e con abbondante olio extravergine.',
      },
    ],
    posts: [
      {
        title: 'Perché il nostro impasto lievita 36 ore',
        excerpt:
          'Il tempo è l’ingrediente che nessuno può imitare. Ecco cosa succede mentre l’impasto riposa.',
        tag: 'Laboratorio',
        minutes: 6,
        body: [
          'Quasi tutto il pane si fa in circa tre ore. Il nostro ne richiede trentasei, e per quasi tutto il tempo l’impasto riposa al fresco.',
          'In questo lungo riposo lieviti selvaggi e batteri lattici trasformano l’amido in zuccheri e acidi: da qui le note caramellate della crosta e la leggera acidità della mollica.',
          'Il pane diventa anche più digeribile e resta buono per giorni.',
        ],
      },
      {
        title: 'Gli agricoltori dietro la nostra farina',
        excerpt: 'Abbiamo visitato il mulino e i campi dove cresce il grano antico di ogni pagnotta.',
        tag: 'Filiera',
        minutes: 5,
        body: [
          'La nostra farina arriva da un mulino di famiglia a due ore da qui, macinata a pietra da varietà antiche.',
          'Questi grani rendono meno, ma hanno sapore. Pagarli il giusto significa tenere i campi coltivati.',
        ],
      },
      {
        title: 'Il caffè filtro fatto in casa',
        excerpt: 'Tre strumenti, buon caffè e cinque minuti: il metodo più semplice dei nostri baristi.',
        tag: 'Caffè',
        minutes: 4,
        body: [
          'Per un ottimo caffè filtro a casa non serve una macchina: bastano un bollitore, una bilancia e un filtro.',
          'Usa 15 grammi di caffè per 250 grammi d’acqua appena bollita, versa lentamente a cerchi e punta a tre minuti di estrazione.',
        ],
      },
      {
        title: 'Menu d’autunno: le novità',
        excerpt: 'Sfoglia pere e zenzero, pane alla zucca e il ritorno della cioccolata calda.',
        tag: 'Menu',
        minutes: 3,
        body: [
          'L’autunno è la nostra stagione preferita per infornare: i frutteti sono pieni e tornano le spezie.',
          'Cerca la sfoglia pere e zenzero nel fine settimana, e il pane speziato alla zucca ogni giorno da ottobre.',
        ],
      },
    ],
    cta: {
      title: 'Vieni affamato, esci felice',
      text: 'Accomodati, ordina un caffè e lascia che ti portiamo qualcosa appena sfornato.',
    },
    newsletter: {
      title: 'Appena sfornato',
      text: 'Una e-mail a settimana con novità, specialità di stagione e ogni tanto una ricetta.',
    },
    contact: {
      email: emailFor(name),
      phone: '+39 02 2140 190',
      address: place ? `Via del Mercato 12, ${place}` : 'Via del Mercato 12',
      hours: 'Dal martedì alla domenica, 7:00–16:00',
    },
  };
}
