import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A professional service's copy (an agency, a firm, a trade) in Portuguese (Portugal): written for it, not word for word. */
export function servicesCopyPt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'pt');
  return {
    heroBadge: place ? `De confiança em ${place} desde 2012` : 'De confiança desde 2012',
    headline: 'Ajuda especializada, sem rodeios',
    lede: `A ${name} ajuda-o${place ? ` em ${place}` : ''} com orçamentos claros, respostas rápidas e pessoas que atendem o telefone.`,
    primaryCta: 'Pedir orçamento grátis',
    secondaryCta: 'Como trabalhamos',
    features: [
      {
        icon: 'Handshake',
        title: 'Respostas claras',
        text: 'Um plano concreto e um orçamento fechado antes de começarmos.',
      },
      {
        icon: 'Clock',
        title: 'Resposta rápida',
        text: 'Respondemos num dia útil, muitas vezes na mesma tarde.',
      },
      {
        icon: 'Award',
        title: 'Especialistas certificados',
        text: 'Profissionais qualificados e com seguro, com anos de experiência.',
      },
      {
        icon: 'Shield',
        title: 'Trabalho garantido',
        text: 'Todos os trabalhos têm doze meses de garantia.',
      },
      {
        icon: 'Users',
        title: 'Um único contacto',
        text: 'Uma pessoa dedicada que conhece o seu caso do início ao fim.',
      },
      {
        icon: 'Star',
        title: 'Clientes satisfeitos',
        text: 'Avaliação de 4,9 em 5, dada por centenas de clientes da região.',
      },
    ],
    steps: [
      { title: 'Diga-nos o que precisa', text: 'Preencha um formulário curto ou ligue-nos.' },
      { title: 'Receba um orçamento claro', text: 'Preço fechado e prazos num dia útil.' },
      { title: 'Descanse', text: 'Tratamos de tudo e mantemo-lo a par de cada passo.' },
    ],
    testimonials: [
      {
        quote: 'Preços claros, sem surpresas e acabaram um dia antes. Recomendo-os a toda a gente.',
        name: 'Miguel Antunes',
        role: 'Proprietário',
      },
      {
        quote: 'Explicaram-nos cada opção com paciência e ajudaram-nos a escolher a certa, não a mais cara.',
        name: 'Fátima Haddad',
        role: 'Dona de um pequeno negócio',
      },
      {
        quote: 'Rápidos, profissionais e genuinamente simpáticos. Exatamente o que se espera.',
        name: 'Bruno Almeida',
        role: 'Cliente desde 2020',
      },
    ],
    tiers: [
      {
        name: 'Consulta',
        price: price(0),
        period: '',
        description: 'Uma primeira conversa gratuita sobre o que precisa.',
        features: ['30 minutos', 'Conselhos honestos', 'Sem compromisso'],
        cta: 'Marcar uma chamada',
      },
      {
        name: 'Padrão',
        price: price(490),
        period: '',
        description: 'Para a maioria dos projetos, do início ao fim.',
        features: [
          'Orçamento fechado',
          'Contacto dedicado',
          'Atualizações regulares',
          '12 meses de garantia',
        ],
        cta: 'Pedir orçamento',
        isFeatured: true,
      },
      {
        name: 'Contínuo',
        price: price(190),
        period: '/mês',
        description: 'Apoio prioritário sempre que precisar.',
        features: ['Marcações prioritárias', 'Revisão trimestral', 'Tarifas reduzidas'],
        cta: 'Fale connosco',
      },
    ],
    faqs: [
      {
        question: 'Quando podem começar?',
        answer:
          'A maioria dos projetos arranca na semana seguinte à aceitação do orçamento; os urgentes, muitas vezes antes.',
      },
      {
        question: 'Os orçamentos são fechados?',
        answer:
          'Sim. O preço que indicamos é o que paga, a não ser que nos peça para mudar o âmbito do trabalho.',
      },
      {
        question: 'Que zonas cobrem?',
        answer: place ? `Trabalhamos em ${place} e arredores.` : 'Trabalhamos em toda a cidade e arredores.',
      },
      {
        question: 'Têm seguro?',
        answer: 'Sim, temos seguro completo e todos os especialistas são certificados na sua área.',
      },
    ],
    stats: [
      { value: '2300+', label: 'Projetos concluídos' },
      { value: '4,9', label: 'Avaliação média dos clientes' },
      { value: '24 h', label: 'Tempo de resposta habitual' },
    ],
    gallery: [
      'A equipa reunida com um cliente num escritório luminoso',
      'Uma especialista a rever plantas na secretária',
      'A entrega de um projeto concluído a um cliente satisfeito',
      'A porta de entrada do nosso escritório',
      'A equipa na festa anual de verão',
      'Ferramentas e notas preparadas antes de um trabalho',
    ],
    products: [
      {
        name: 'Consulta',
        price: 0,
        category: 'Aconselhamento',
        description: 'Uma chamada gratuita de 30 minutos sobre o seu projeto.',
        badge: 'Grátis',
      },
      {
        name: 'Diagnóstico completo',
        price: 149,
        category: 'Aconselhamento',
        description: 'Uma análise detalhada com relatório escrito.',
      },
      {
        name: 'Pacote padrão',
        price: 490,
        category: 'Projetos',
        description: 'O nosso serviço de preço fechado mais pedido.',
        badge: 'Popular',
      },
      {
        name: 'Pacote premium',
        price: 990,
        category: 'Projetos',
        description: 'Tudo o que o pacote padrão inclui, com prioridade na agenda.',
      },
      {
        name: 'Apoio mensal',
        price: 190,
        category: 'Apoio',
        description: 'Ajuda contínua sempre que precisar.',
      },
      {
        name: 'Urgências',
        price: 250,
        category: 'Apoio',
        description: 'Ajuda no próprio dia para problemas urgentes.',
      },
    ],
    posts: [
      {
        title: 'Cinco perguntas a fazer antes de contratar alguém',
        excerpt: 'Como distinguir um bom profissional de alguém que só parece sê-lo.',
        tag: 'Conselhos',
        minutes: 5,
        body: [
          'Peça referências, um orçamento por escrito e o que acontece se algo correr mal.',
          'As respostas, e a prontidão com que chegam, dizem-lhe quase tudo o que precisa de saber.',
        ],
      },
      {
        title: 'O que significa realmente um orçamento fechado',
        excerpt: 'Porque orçamentamos cada trabalho à partida, e como o fazemos.',
        tag: 'Preços',
        minutes: 4,
        body: [
          'Cobrar à hora põe todo o risco do lado do cliente.',
          'Com um orçamento fechado, o risco é nosso, e é justo que seja: orçamentar bem é o nosso trabalho.',
        ],
      },
      {
        title: 'O nosso ano em números',
        excerpt: 'Projetos, tempos de resposta e o que os nossos clientes nos disseram.',
        tag: 'Novidades',
        minutes: 3,
        body: [
          'Este ano concluímos mais projetos do que nunca e baixámos o tempo de resposta para menos de um dia.',
          'Obrigado a todos os clientes que confiaram em nós.',
        ],
      },
      {
        title: 'Conheça a equipa',
        excerpt: 'As pessoas que o atendem quando liga.',
        tag: 'Equipa',
        minutes: 4,
        body: [
          'Somos uma pequena equipa de especialistas que gosta de resolver problemas como deve ser.',
          'Eis um pouco sobre cada um de nós.',
        ],
      },
    ],
    cta: {
      title: 'Vamos falar do seu projeto',
      text: 'Diga-nos o que precisa e receba um orçamento claro e fechado num dia útil.',
    },
    newsletter: {
      title: 'Útil, de vez em quando',
      text: 'Dicas práticas e novidades da equipa, quatro vezes por ano.',
    },
    contact: {
      email: emailFor(name),
      phone: '+351 213 280 441',
      address: place ? `Avenida da Liberdade 210, ${place}` : 'Avenida da Liberdade 210',
      hours: 'De segunda a sexta, das 8h às 18h',
    },
  };
}
