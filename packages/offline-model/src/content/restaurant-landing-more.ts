import type { RestaurantLanding } from './restaurant-landing';

/** A restaurant's page in Portuguese (Portugal) and Italian: see restaurant-landing.ts. */
export const RESTAURANT_LANDING_PT_IT: { pt: RestaurantLanding; it: RestaurantLanding } = {
  pt: {
    heroBadge: 'Já aceitamos reservas',
    headline: 'Cozinha da época, servida com cuidado',
    primaryCta: 'Ver a ementa',
    secondaryCta: 'Reservar mesa',
    steps: [
      ['Reserve a sua mesa', 'Online em menos de um minuto, ou por telefone.'],
      ['Fique à vontade', 'Apresentamos-lhe a ementa e as sugestões do dia.'],
      ['Aproveite', 'Sem pressas: ninguém o vai apressar a sair.'],
    ],
    tiers: [
      {
        name: 'Menu de almoço',
        period: '/pessoa',
        description: 'Dois pratos e um copo de vinho da casa.',
        features: ['De terça a sexta', 'Muda todas as semanas', 'Servido numa hora'],
        cta: 'Reservar almoço',
      },
      {
        name: 'Menu de degustação',
        period: '/pessoa',
        description: 'Sete momentos com o melhor do mercado desta semana.',
        features: ['Sete pratos', 'Petiscos e pão', 'Harmonização de vinhos opcional', 'Boas-vindas do chef'],
        cta: 'Reservar a degustação',
      },
      {
        name: 'Sala privada',
        period: '/pessoa',
        description: 'A sala privada, para grupos de 8 a 16 pessoas.',
        features: ['Ementa pensada consigo', 'Um anfitrião só para si', 'Flores e marcadores de lugar'],
        cta: 'Pedir informações',
      },
    ],
    faqs: [
      [
        'Adaptam os pratos a alergias e dietas?',
        'Sim. Avise-nos ao reservar e a cozinha adapta a ementa; há sempre pratos vegetarianos e veganos.',
      ],
      [
        'Posso reservar para um grupo grande?',
        'Mesas até oito pessoas reservam-se online. Para mais, a nossa sala privada tem lugar para dezasseis: fale connosco.',
      ],
      [
        'Posso aparecer sem reserva?',
        'Todas as noites guardamos algumas mesas e o balcão para quem chega sem reservar.',
      ],
      [
        'Há estacionamento perto?',
        'Há um parque de estacionamento público a dois minutos e bons transportes públicos.',
      ],
    ],
    stats: [
      ['6', 'Dias por semana, almoço e jantar'],
      ['40', 'Lugares, e uma sala privada'],
      ['4,8', 'Avaliação média dos clientes'],
    ],
    cta: {
      title: 'A sua mesa está à espera',
      text: 'Reserve online num minuto, ou ligue-nos e arranjamos-lhe lugar.',
    },
    newsletter: {
      title: 'Novidades da cozinha',
      text: 'Novas ementas, jantares especiais e uma receita de vez em quando, uma vez por mês.',
    },
  },
  it: {
    heroBadge: 'Prenotazioni aperte',
    headline: 'Cucina di stagione, servita con cura',
    primaryCta: 'Scopri il menù',
    secondaryCta: 'Prenota un tavolo',
    steps: [
      ['Prenota un tavolo', 'Online in meno di un minuto, oppure con una telefonata.'],
      ['Accomodati', 'Ti raccontiamo il menù e i piatti del giorno.'],
      ['Goditi la serata', 'Prenditi il tuo tempo: nessuno ti metterà fretta.'],
    ],
    tiers: [
      {
        name: 'Pranzo di lavoro',
        period: '/persona',
        description: 'Due portate e un calice di vino della casa.',
        features: ['Dal martedì al venerdì', 'Cambia ogni settimana', 'Servito in un’ora'],
        cta: 'Prenota il pranzo',
      },
      {
        name: 'Menù degustazione',
        period: '/persona',
        description: 'Sette portate dal mercato di questa settimana.',
        features: [
          'Sette portate',
          'Stuzzichini e pane',
          'Abbinamento vini su richiesta',
          'Il benvenuto dello chef',
        ],
        cta: 'Prenota la degustazione',
      },
      {
        name: 'Sala privata',
        period: '/persona',
        description: 'La sala privata, da 8 a 16 ospiti.',
        features: ['Menù studiato con voi', 'Un maître tutto per voi', 'Fiori e segnaposto'],
        cta: 'Chiedi informazioni',
      },
    ],
    faqs: [
      [
        'Tenete conto di allergie e diete?',
        'Sì. Diccelo quando prenoti e la cucina adatterà il menù; piatti vegetariani e vegani ci sono sempre.',
      ],
      [
        'Posso prenotare per un gruppo numeroso?',
        'I tavoli fino a otto persone si prenotano online. Per gruppi più grandi la sala privata ospita sedici persone: scrivici.',
      ],
      [
        'Si può venire senza prenotare?',
        'Ogni sera teniamo qualche tavolo e il bancone per chi arriva senza prenotazione.',
      ],
      [
        'C’è un parcheggio vicino?',
        'C’è un parcheggio pubblico a due minuti e la zona è ben servita dai mezzi pubblici.',
      ],
    ],
    stats: [
      ['6', 'Giorni a settimana, pranzo e cena'],
      ['40', 'Coperti, più una sala privata'],
      ['4,8', 'Valutazione media degli ospiti'],
    ],
    cta: {
      title: 'Il tuo tavolo ti aspetta',
      text: 'Prenota online in un minuto, oppure chiamaci e ti troveremo un posto.',
    },
    newsletter: {
      title: 'Notizie dalla cucina',
      text: 'Nuovi menù, cene speciali e qualche ricetta, una volta al mese.',
    },
  },
};
