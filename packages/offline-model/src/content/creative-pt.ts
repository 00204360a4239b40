import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A creative studio's copy in Portuguese (Portugal): written for it, not translated word for word. */
export function creativeCopyPt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'pt');
  return {
    heroBadge: 'Agenda aberta para a próxima temporada',
    headline: 'Trabalho cuidado para marcas com uma história para contar',
    lede: `O ${name} é um estúdio independente${place ? ` em ${place}` : ''} que faz fotografia, identidade visual e design editorial com paciência e um olhar atento.`,
    primaryCta: 'Ver trabalhos',
    secondaryCta: 'Começar um projeto',
    features: [
      {
        icon: 'Camera',
        title: 'Fotografia',
        text: 'Sessões editoriais, de produto e de retrato, em estúdio ou no exterior.',
      },
      {
        icon: 'Palette',
        title: 'Identidade de marca',
        text: 'Logótipos, cores e tipografia que são inconfundivelmente seus.',
      },
      {
        icon: 'PenTool',
        title: 'Ilustração',
        text: 'Ilustrações por medida para embalagens, livros e campanhas.',
      },
      {
        icon: 'Layers',
        title: 'Direção de arte',
        text: 'Uma visão criativa clara, coerente em todos os pontos de contacto.',
      },
      {
        icon: 'Aperture',
        title: 'Retoque',
        text: 'Um retoque cuidadoso e natural, que preserva a alma da imagem.',
      },
      {
        icon: 'Sparkles',
        title: 'Campanhas',
        text: 'Da ideia à entrega, para lançamentos que merecem atenção.',
      },
    ],
    steps: [
      { title: 'Primeira conversa', text: 'Falamos sobre os seus objetivos, o seu público e os prazos.' },
      { title: 'Conceito e sessão', text: 'Primeiro o moodboard; depois, criamos em conjunto.' },
      { title: 'Entrega', text: 'Ficheiros finais, direitos de utilização e um guia para os usar bem.' },
    ],
    testimonials: [
      {
        quote:
          'Perceberam a nossa marca melhor do que nós. Com a nova identidade, a presença na imprensa triplicou.',
        name: 'Clara Jensen',
        role: 'Fundadora da Nordhaus',
      },
      {
        quote: 'As fotografias de produto são tão boas que as usamos em todo o lado, do site aos outdoors.',
        name: 'Tiago Martins',
        role: 'Responsável de marketing, Solara',
      },
      {
        quote: 'Calmos, organizados e com imenso talento. A sessão da campanha terminou antes do previsto.',
        name: 'Inês Carvalho',
        role: 'Diretora criativa, Bloom & Co',
      },
    ],
    tiers: [
      {
        name: 'Sessão de retrato',
        price: price(450),
        period: '',
        description: 'Duas horas de sessão e vinte imagens editadas.',
        features: ['Em estúdio ou no exterior', '20 imagens retocadas', 'Galeria online'],
        cta: 'Marcar sessão',
      },
      {
        name: 'Sessão de marca',
        price: price(1800),
        period: '',
        description: 'Um dia inteiro de imagens de produto e lifestyle.',
        features: ['Direção de arte', 'Até 60 imagens', 'Licença comercial', 'Duas rondas de revisões'],
        cta: 'Planear sessão',
        isFeatured: true,
      },
      {
        name: 'Identidade',
        price: price(4500),
        period: '',
        description: 'Um sistema de identidade visual completo.',
        features: ['Logótipo e tipografia', 'Paleta de cores', 'Manual de normas'],
        cta: 'Começar um projeto',
      },
    ],
    faqs: [
      {
        question: 'Com quanta antecedência devo marcar?',
        answer:
          'A maioria dos projetos é marcada com quatro a seis semanas de antecedência. Para retratos, costuma haver disponibilidade em duas semanas.',
      },
      {
        question: 'Deslocam-se para as sessões?',
        answer:
          'Sim. As deslocações até 100 km estão incluídas; a partir daí, cobramos apenas o custo da viagem.',
      },
      {
        question: 'De quem são as imagens?',
        answer:
          'Recebe uma licença para a utilização acordada. Se precisar, também cedemos todos os direitos.',
      },
      {
        question: 'O que precisam de mim para começar?',
        answer:
          'Um briefing curto, algumas referências de que goste e os seus prazos. O resto fica connosco.',
      },
    ],
    stats: [
      { value: '+120', label: 'Marcas com quem trabalhámos' },
      { value: '14', label: 'Prémios de design' },
      { value: '9', label: 'Anos como estúdio independente' },
    ],
    gallery: [
      'Um retrato editorial com luz suave de janela',
      'Design de embalagem para uma pequena marca de café',
      'Uma natureza-morta de cerâmica sobre linho',
      'Uma página dupla de revista com tipografia marcante',
      'Uma fotografia de produto de uma mala de pele sobre pedra',
      'Os bastidores de uma sessão em estúdio',
    ],
    products: [
      {
        name: 'Impressão Litoral',
        price: 60,
        category: 'Impressões',
        description: 'Impressão giclée de arquivo, 30 × 40 cm, assinada e numerada.',
        badge: 'Edição limitada',
      },
      {
        name: 'Coleção botânica',
        price: 95,
        category: 'Impressões',
        description: 'Três impressões A4 de estudos de flores prensadas.',
      },
      {
        name: 'Livro de fotografia: Horas Calmas',
        price: 45,
        category: 'Livros',
        description: '120 páginas de fotografias da cidade ao amanhecer.',
        badge: 'Novidade',
      },
      {
        name: 'Caderno de esboços',
        price: 22,
        category: 'Papelaria',
        description: 'Encadernado à mão, em papel de 160 g que aguenta tinta e aguarela.',
      },
      {
        name: 'Conjunto de postais',
        price: 15,
        category: 'Papelaria',
        description: 'Doze das nossas imagens preferidas em cartolina mate grossa.',
      },
      {
        name: 'Saco do estúdio',
        price: 28,
        category: 'Objetos',
        description: 'Lona biológica grossa com o nosso símbolo serigrafado.',
      },
      {
        name: 'Calendário de secretária',
        price: 30,
        category: 'Objetos',
        description: 'Doze meses, doze fotografias, em papel reciclado.',
      },
      {
        name: 'Lugar no workshop',
        price: 150,
        category: 'Workshops',
        description: 'Um workshop de sábado sobre fotografia com luz natural.',
      },
    ],
    posts: [
      {
        title: 'Em busca da luz suave',
        excerpt: 'Porque faço quase todos os retratos na primeira hora depois do nascer do sol.',
        tag: 'Fotografia',
        minutes: 5,
        body: [
          'A luz da primeira hora da manhã é baixa, quente e generosa.',
          'Envolve os rostos em vez de os marcar, e as ruas estão vazias o suficiente para trabalhar com calma.',
        ],
      },
      {
        title: 'O que faz uma identidade durar',
        excerpt: 'O que aprendemos em dez anos a desenhar logótipos que sobreviveram às modas.',
        tag: 'Design',
        minutes: 7,
        body: [
          'As identidades que duram assentam numa ideia, não num estilo.',
          'Comece por aquilo em que a empresa acredita, encontre uma metáfora visual forte e resista à decoração.',
        ],
      },
      {
        title: 'Dois dias de sessão de produto, por dentro',
        excerpt: 'Do moodboard ao retoque final: o diário de um projeto.',
        tag: 'Processo',
        minutes: 6,
        body: [
          'As boas sessões ganham-se na preparação. Passámos uma semana em referências, adereços e lista de planos antes de pegar na câmara.',
          'No próprio dia, esse plano deu-nos liberdade para experimentar.',
        ],
      },
      {
        title: 'As ferramentas que uso mesmo',
        excerpt: 'Uma lista curta e honesta do equipamento e do software do meu dia a dia.',
        tag: 'Estúdio',
        minutes: 4,
        body: [
          'Duas objetivas, uma luz, um tripé robusto e um monitor calibrado resolvem nove em cada dez trabalhos.',
          'Tudo o resto é um extra.',
        ],
      },
    ],
    cta: {
      title: 'Tem um projeto em mente?',
      text: 'Conte-nos um pouco sobre ele e respondemos em dois dias úteis com ideias e disponibilidade.',
    },
    newsletter: {
      title: 'Notas do estúdio',
      text: 'Trabalhos novos, histórias dos bastidores e novas impressões, mais ou menos uma vez por mês.',
    },
    contact: {
      email: emailFor(name),
      phone: '+351 213 640 112',
      address: place ? `Rua do Canal 21, estúdio 4, ${place}` : 'Rua do Canal 21, estúdio 4',
      hours: 'De segunda a sexta, por marcação',
    },
  };
}
