import { isBakeryOrCafe } from './food';
import { restaurantCopyIn } from './restaurant-landing';
import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A bakery's and café's copy in European Portuguese, or a restaurant's (restaurant-landing.ts): written for it, not word for word. */
export function foodCopyPt(context: CopyContext): DomainCopy {
  const base = bakeryCopyPt(context);
  // Bakeries and cafés talk about bread and coffee; restaurants about dinner.
  return isBakeryOrCafe(context) ? base : restaurantCopyIn('pt', context, base);
}

function bakeryCopyPt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'pt');
  return {
    heroBadge: place ? `Aberto todos os dias em ${place}` : 'Aberto todos os dias a partir das 7h',
    headline: 'Feito à mão, todas as manhãs',
    lede: `A ${name} é um cantinho de bairro${place ? ` em ${place}` : ''} onde a fermentação lenta, os produtos da época e uma receção calorosa são a regra.`,
    primaryCta: 'Ver o menu',
    secondaryCta: 'Planear a visita',
    features: [
      {
        icon: 'Wheat',
        title: 'Massa-mãe sem pressas',
        text: 'O nosso pão descansa 36 horas: côdea estaladiça e muito mais sabor.',
      },
      {
        icon: 'Leaf',
        title: 'Da época e de cá',
        text: 'Compramos a produtores da região e mudamos o menu a cada colheita.',
      },
      {
        icon: 'Coffee',
        title: 'Café de especialidade',
        text: 'Grãos de origem única, torrados em pequenos lotes e tirados por baristas.',
      },
      {
        icon: 'Clock',
        title: 'Pronto quando chega',
        text: 'Encomende online e levante tudo quentinho ao balcão, sem filas.',
      },
      {
        icon: 'Heart',
        title: 'Feito com carinho',
        text: 'Cada receita é testada durante semanas antes de chegar à montra.',
      },
      {
        icon: 'Truck',
        title: 'Catering e entregas',
        text: 'Tabuleiros de pequeno-almoço e bolos de festa, entregues em toda a cidade.',
      },
    ],
    steps: [
      { title: 'Espreite a montra', text: 'Veja no nosso menu o que saiu do forno esta manhã.' },
      { title: 'Encomende', text: 'Reserve os seus favoritos online em menos de um minuto.' },
      { title: 'Levante quentinho', text: 'Passe à frente da fila e levante a encomenda ao balcão.' },
    ],
    testimonials: [
      {
        quote: 'O melhor pão de massa-mãe que comi em anos. Venho cá todos os sábados.',
        name: 'Inês Carvalho',
        role: 'Cliente desde 2019',
      },
      {
        quote: 'Trataram do pequeno-almoço de quarenta pessoas no escritório e não sobrou nada.',
        name: 'Miguel Santos',
        role: 'Gestor de escritório',
      },
      {
        quote: 'Uma equipa simpática, um café ótimo e um pão de cardamomo de que ainda me lembro.',
        name: 'Sofia Almeida',
        role: 'Crítica gastronómica',
      },
    ],
    tiers: [
      {
        name: 'Pão da semana',
        price: price(9),
        period: '/semana',
        description: 'Um pão fresco à sua escolha, todas as semanas.',
        features: ['Escolhe o pão que quiser', 'Levantamento ou entrega', 'Pause quando quiser'],
        cta: 'Começar',
      },
      {
        name: 'Clube do pequeno-almoço',
        price: price(29),
        period: '/semana',
        description: 'Pão, pastelaria e café para toda a casa.',
        features: ['Dois pães por semana', 'Seis bolos', '250 g de café em grão', 'Ofertas para sócios'],
        cta: 'Aderir ao clube',
        isFeatured: true,
      },
      {
        name: 'Caixa escritório',
        price: price(89),
        period: '/semana',
        description: 'Um pequeno-almoço completo para equipas até 15 pessoas.',
        features: ['Pastelaria e fruta', 'Serviço de café', 'Entrega até às 9h'],
        cta: 'Fale connosco',
      },
    ],
    faqs: [
      {
        question: 'Têm opções vegan ou sem glúten?',
        answer:
          'Sim. Há pães e bolos vegan todos os dias, e às sextas fazemos uma fornada sem glúten em separado.',
      },
      {
        question: 'Posso encomendar um bolo para uma festa?',
        answer: 'Os bolos de festa encomendam-se com 48 horas de antecedência, online ou por telefone.',
      },
      {
        question: 'Fazem entregas?',
        answer: `Entregamos${place ? ` em ${place}` : ''} de terça a domingo, entre as 8h e as 14h.`,
      },
      {
        question: 'Há lugares sentados?',
        answer: 'Temos vinte lugares lá dentro e uma pequena esplanada aberta da primavera ao outono.',
      },
    ],
    stats: [
      { value: '36', label: 'Horas de fermentação em cada pão' },
      { value: '1200', label: 'Bolos feitos todas as manhãs' },
      { value: '4,9', label: 'Estrelas em média' },
    ],
    gallery: [
      'Um pão de massa-mãe com a côdea bem tostada e estaladiça',
      'Filas de croissants a arrefecer numa grelha',
      'Um galão com desenho de leite num balcão de mármore',
      'Mãos a moldar a massa numa bancada enfarinhada',
      'A esplanada soalheira com mesinhas de madeira',
      'Uma fatia de tarte de limão com frutos vermelhos',
    ],
    products: [
      {
        name: 'Pão rústico de massa-mãe',
        price: 7,
        category: 'Pão',
        description: 'O pão da casa: 36 horas de fermentação, miolo aberto e côdea estaladiça.',
        badge: 'O mais vendido',
      },
      {
        name: 'Pão de centeio com sementes',
        price: 8,
        category: 'Pão',
        description: 'Denso e tostado, com sementes de girassol, linhaça e abóbora.',
      },
      {
        name: 'Croissant de manteiga',
        price: 3.5,
        category: 'Pastelaria',
        description: 'Folhado à mão com manteiga de qualidade: 27 camadas estaladiças.',
      },
      {
        name: 'Pão de cardamomo',
        price: 4,
        category: 'Pastelaria',
        description: 'Um nó à moda sueca, envolvido em açúcar de cardamomo.',
        badge: 'Novidade',
      },
      {
        name: 'Pastel de nata',
        price: 2.5,
        category: 'Pastelaria',
        description: 'Creme tostado em massa folhada bem estaladiça, como manda a tradição.',
      },
      {
        name: 'Café da casa em grão',
        price: 16,
        category: 'Café',
        description: '250 g de uma torra para espresso equilibrada, com notas de chocolate.',
      },
      {
        name: 'Cold brew em garrafa',
        price: 5,
        category: 'Café',
        description: 'Infusão a frio durante 18 horas: suave e pouco ácido.',
      },
      {
        name: 'Focaccia de azeite',
        price: 6,
        category: 'Pão',
        description: 'Fofa, com alecrim e um bom fio de azeite virgem extra.',
      },
    ],
    posts: [
      {
        title: 'Porque é que a nossa massa fermenta 36 horas',
        excerpt:
          'O tempo é o ingrediente que ninguém consegue imitar. Eis o que acontece enquanto a massa descansa.',
        tag: 'Forno',
        minutes: 6,
        body: [
          'A maior parte do pão faz-se em cerca de três horas. O nosso leva um dia e meio, e quase todo esse tempo a massa está simplesmente a descansar no frio.',
          'Nesse descanso longo, as leveduras selvagens e as bactérias láticas transformam o amido em açúcares e ácidos: daí as notas caramelizadas da côdea e o ligeiro ácido do miolo.',
          'O pão fica também mais fácil de digerir e aguenta vários dias sem endurecer.',
        ],
      },
      {
        title: 'Os agricultores por trás da nossa farinha',
        excerpt: 'Visitámos o moinho e os campos onde cresce o trigo antigo de cada pão.',
        tag: 'Origem',
        minutes: 5,
        body: [
          'A nossa farinha vem de um moinho de família a duas horas daqui, moída em mó de pedra a partir de variedades antigas.',
          'Esses trigos rendem menos, mas sabem a alguma coisa. Pagá-los a um preço justo mantém os campos semeados.',
        ],
      },
      {
        title: 'Guia simples para fazer café em casa',
        excerpt: 'Três utensílios, bom café e cinco minutos: o método mais simples dos nossos baristas.',
        tag: 'Café',
        minutes: 4,
        body: [
          'Não precisa de uma máquina para beber um ótimo café em casa: uma chaleira, uma balança e um filtro chegam.',
          'Use 15 gramas de café para 250 gramas de água acabada de ferver, verta devagar em círculos e conte três minutos.',
        ],
      },
      {
        title: 'Menu de outono: as novidades',
        excerpt: 'Folhado de pera e gengibre, pão de abóbora e o regresso do chocolate quente.',
        tag: 'Menu',
        minutes: 3,
        body: [
          'O outono é a nossa estação preferida para ir ao forno: os pomares estão cheios e as especiarias voltam.',
          'Procure o folhado de pera e gengibre ao fim de semana, e o pão de abóbora com especiarias todos os dias a partir de outubro.',
        ],
      },
    ],
    cta: {
      title: 'Venha com fome, saia feliz',
      text: 'Sente-se, peça um café e deixe-nos trazer-lhe algo acabado de sair do forno.',
    },
    newsletter: {
      title: 'Acabado de sair do forno',
      text: 'Um e-mail por semana com novidades, especialidades da época e, de vez em quando, uma receita.',
    },
    contact: {
      email: emailFor(name),
      phone: '+351 213 140 190',
      address: place ? `Rua do Mercado 12, ${place}` : 'Rua do Mercado 12',
      hours: 'De terça a domingo, das 7h às 16h',
    },
  };
}
