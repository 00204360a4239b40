import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A small travel company's copy in Portuguese (Portugal): written for it, not translated word for word. */
export function travelCopyPt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'pt');
  return {
    heroBadge: 'Datas de verão já disponíveis',
    headline: place ? `${place}, sem pressa` : 'Viagens sem pressa aos lugares mais bonitos',
    lede: `A ${name} organiza viagens em pequenos grupos e estadias com guias locais, alojamentos escolhidos a dedo e tempo para os aproveitar a sério.`,
    primaryCta: 'Ver viagens',
    secondaryCta: 'Falar connosco',
    features: [
      {
        icon: 'Compass',
        title: 'Guias locais',
        text: 'Cada viagem é guiada por alguém que cresceu no sítio para onde vai.',
      },
      {
        icon: 'Hotel',
        title: 'Alojamentos com carácter',
        text: 'Casas de hóspedes familiares e hotéis boutique onde já dormimos nós mesmos.',
      },
      {
        icon: 'Users',
        title: 'Grupos pequenos',
        text: 'No máximo doze viajantes, para que os planos continuem flexíveis.',
      },
      {
        icon: 'Leaf',
        title: 'Menor impacto',
        text: 'Comboio em vez de avião sempre que possível, e a pegada de carbono de cada reserva compensada.',
      },
      {
        icon: 'Shield',
        title: 'Viagem protegida',
        text: 'Reservas com garantia financeira e apoio 24 horas por dia durante a viagem.',
      },
      {
        icon: 'CalendarDays',
        title: 'Datas flexíveis',
        text: 'Mude a data de partida sem custos até 30 dias antes.',
      },
    ],
    steps: [
      { title: 'Escolha a viagem', text: 'Veja os itinerários ou peça-nos um feito à sua medida.' },
      { title: 'Reserve o seu lugar', text: 'Garanta-o com um pequeno sinal e pague o resto mais tarde.' },
      { title: 'Faça as malas', text: 'Nós tratamos dos transferes, dos bilhetes e dos pormenores.' },
    ],
    testimonials: [
      {
        quote:
          'Cada alojamento era melhor do que o anterior e, ao segundo dia, a nossa guia já parecia uma amiga.',
        name: 'Sofia Almeida',
        role: 'Viajou em maio',
      },
      {
        quote: 'O ritmo foi perfeito: o suficiente planeado para ver o essencial e tempo livre para passear.',
        name: 'Tomás García',
        role: 'Viajou em setembro',
      },
      {
        quote: 'Quando um ferry foi cancelado, em menos de uma hora tinham um novo plano. Impecável.',
        name: 'Rui Pereira',
        role: 'Viajou em junho',
      },
    ],
    tiers: [
      {
        name: 'Escapadinha de fim de semana',
        price: price(690),
        period: '/pessoa',
        description: 'Três dias, duas noites e um lugar inesquecível.',
        features: ['Alojamento boutique', 'Passeio guiado', 'Jantar de boas-vindas'],
        cta: 'Ver datas',
      },
      {
        name: 'A semana da casa',
        price: price(1890),
        period: '/pessoa',
        description: 'O nosso itinerário de sete dias mais querido.',
        features: [
          '6 noites em 3 alojamentos',
          'Guia local toda a viagem',
          'Quase todas as refeições',
          'Todos os transferes',
        ],
        cta: 'Reservar lugar',
        isFeatured: true,
      },
      {
        name: 'À medida',
        price: `Desde ${price(2500)}`,
        period: '',
        description: 'As suas datas, o seu ritmo, pensado consigo.',
        features: ['Guia privado', 'A duração que quiser', 'Um planeador dedicado'],
        cta: 'Planear connosco',
      },
    ],
    faqs: [
      {
        question: 'Que preparação física é precisa?',
        answer:
          'A maioria das viagens inclui caminhadas de duas a três horas em terreno fácil. Cada itinerário indica o nível de atividade.',
      },
      {
        question: 'Os voos estão incluídos?',
        answer:
          'Não, para que possa partir de onde lhe der mais jeito. Sugerimos-lhe rotas com todo o gosto.',
      },
      {
        question: 'Posso viajar sozinho?',
        answer:
          'Pode. Cerca de um terço dos nossos viajantes vem sozinho, e todas as viagens têm quartos individuais.',
      },
      {
        question: 'E se tiver de cancelar?',
        answer:
          'O sinal é reembolsável até 60 dias antes da partida; para o resto, recomendamos um seguro de viagem.',
      },
    ],
    stats: [
      { value: '3400', label: 'Viajantes no ano passado' },
      { value: '4,9', label: 'Avaliação média das viagens' },
      { value: '38', label: 'Guias locais' },
    ],
    gallery: [
      'Um trilho costeiro sinuoso ao fim da tarde',
      'Uma casa caiada de branco com portadas azuis',
      'Uma mesa comprida posta para o jantar sob fios de luzes',
      'Caminhantes numa crista acima das nuvens',
      'Um porto cheio de pequenos barcos de pesca',
      'Uma banca de mercado cheia de fruta fresca',
    ],
    products: [
      {
        name: 'Escapadinha de fim de semana',
        price: 690,
        category: 'Escapadinhas',
        description: 'Três dias de passeios, boa comida e um alojamento boutique.',
        badge: 'Popular',
      },
      {
        name: 'Semana na costa',
        price: 1890,
        category: 'Uma semana',
        description: 'Sete dias entre aldeias piscatórias e praias escondidas.',
      },
      {
        name: 'Aldeias de montanha',
        price: 1590,
        category: 'Uma semana',
        description: 'Aldeias de xisto, trilhos de altitude e almoços demorados.',
      },
      {
        name: 'Rota de sabores e vinhos',
        price: 1290,
        category: 'Escapadinhas',
        description: 'Quatro dias de mercados, aulas de cozinha e vinhas.',
        badge: 'Novidade',
      },
      {
        name: 'De ilha em ilha',
        price: 2190,
        category: 'Uma semana',
        description: 'Três ilhas de ferry, com um skipper da terra.',
      },
      {
        name: 'Fim de semana na cidade',
        price: 540,
        category: 'Escapadinhas',
        description: 'Passeios pelos bairros e um hotel escolhido a dedo.',
      },
    ],
    posts: [
      {
        title: 'A arte de viajar devagar',
        excerpt: 'Porque menos destinos e estadias mais longas fazem viagens melhores.',
        tag: 'Ideias',
        minutes: 6,
        body: [
          'O instinto é ver tudo. A recompensa está em ver poucas coisas, mas bem.',
          'Duas noites em cada sítio, no mínimo, transformam uma lista de tarefas numa viagem.',
        ],
      },
      {
        title: 'O que levar numa viagem a pé',
        excerpt: 'Uma lista curta de guias que caminham por profissão.',
        tag: 'Dicas',
        minutes: 4,
        body: [
          'Calçado já habituado ao pé, um impermeável leve e várias camadas. É quase tudo.',
          'Deixe a roupa a mais em casa e leve antes um bom livro.',
        ],
      },
      {
        title: 'Comer bem, à maneira da terra',
        excerpt: 'Os nossos guias revelam onde levam as próprias famílias.',
        tag: 'Comida',
        minutes: 5,
        body: [
          'As melhores refeições raramente são as das filas mais longas.',
          'Pergunte onde as pessoas almoçam numa terça-feira e vá lá.',
        ],
      },
      {
        title: 'A época baixa é a melhor época',
        excerpt: 'Menos gente, luz mais suave e melhores preços na primavera e no outono.',
        tag: 'Planeamento',
        minutes: 5,
        body: [
          'Viajar em maio ou outubro é ter dias amenos, caminhos tranquilos e gente da terra com tempo para conversar.',
          'Os preços também descem, às vezes um terço.',
        ],
      },
    ],
    cta: {
      title: 'Para onde vamos a seguir?',
      text: 'Diga-nos quando gostaria de viajar e o que mais gosta. Respondemos em menos de um dia.',
    },
    newsletter: {
      title: 'Postais por e-mail',
      text: 'Novos itinerários, lugares de última hora e histórias da estrada, duas vezes por mês.',
    },
    contact: {
      email: emailFor(name),
      phone: '+351 213 733 204',
      address: place ? `Rua do Porto 3, ${place}` : 'Rua do Porto 3',
      hours: 'Atendimento de segunda a sábado, das 9h às 19h',
    },
  };
}
