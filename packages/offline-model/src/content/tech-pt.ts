import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A software product's copy in European Portuguese: written for it, not translated word for word. */
export function techCopyPt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'pt');
  return {
    heroBadge: 'Novidade: chegaram as automatizações',
    headline: 'Lance mais depressa, com menos trabalho repetitivo',
    lede: `O ${name} junta o trabalho da sua equipa num só espaço, calmo e organizado, para que o tempo vá para construir e não para andar atrás de atualizações.`,
    primaryCta: 'Comece grátis',
    secondaryCta: 'Marcar uma demo',
    features: [
      {
        icon: 'Zap',
        title: 'Rápido de origem',
        text: 'Cada ecrã abre em menos de 100 ms, mesmo com milhares de registos.',
      },
      {
        icon: 'Workflow',
        title: 'Automatizações',
        text: 'Transforme passos repetitivos em regras que correm sozinhas, sem programar.',
      },
      {
        icon: 'Users',
        title: 'Feito para equipas',
        text: 'Vistas partilhadas, menções e comentários mantêm toda a gente a par.',
      },
      {
        icon: 'Shield',
        title: 'Seguro desde a conceção',
        text: 'SSO, registos de auditoria e encriptação em repouso em todos os planos.',
      },
      {
        icon: 'ChartColumn',
        title: 'Relatórios claros',
        text: 'Veja o que avançou esta semana com painéis que se constroem sozinhos.',
      },
      {
        icon: 'Plug',
        title: 'Liga-se às suas ferramentas',
        text: 'Ligue o Slack, o GitHub, o Google Drive e mais 40 serviços com um clique.',
      },
    ],
    steps: [
      {
        title: 'Crie o seu espaço',
        text: 'Registe-se com o e-mail profissional e convide a equipa em segundos.',
      },
      { title: 'Traga os seus dados', text: 'Importe folhas de cálculo ou ligue as ferramentas que já usa.' },
      {
        title: 'Deixe andar',
        text: 'As automatizações fazem o trabalho avançar enquanto decide o que importa.',
      },
    ],
    testimonials: [
      {
        quote:
          'Substituímos três ferramentas e uma reunião semanal de ponto de situação. Duplicámos as entregas num trimestre.',
        name: 'Ana Ferreira',
        role: 'Diretora de Engenharia, Northwind',
      },
      {
        quote:
          'Só as automatizações poupam a cada um de nós cerca de quatro horas por semana. A adoção levou uma tarde.',
        name: 'João Costa',
        role: 'Responsável de Operações, Fieldstone',
      },
      {
        quote: 'Finalmente uma ferramenta tão rápida que as pessoas a deixam aberta o dia todo.',
        name: 'Beatriz Sousa',
        role: 'Product manager, Arcadia',
      },
    ],
    tiers: [
      {
        name: 'Inicial',
        price: price(0),
        period: '/mês',
        description: 'Para profissionais independentes e pequenos projetos.',
        features: ['Até 3 membros', 'Projetos ilimitados', 'Apoio da comunidade'],
        cta: 'Começar',
      },
      {
        name: 'Equipa',
        price: price(12),
        period: '/utilizador/mês',
        description: 'Para equipas em crescimento que precisam de andar depressa.',
        features: ['Membros ilimitados', 'Automatizações', 'Relatórios avançados', 'Apoio prioritário'],
        cta: 'Experimentar grátis',
        isFeatured: true,
      },
      {
        name: 'Empresa',
        price: 'Sob consulta',
        period: '',
        description: 'Para organizações com necessidades avançadas.',
        features: ['SSO e SCIM', 'Registos de auditoria', 'Gestor de conta dedicado'],
        cta: 'Falar com vendas',
      },
    ],
    faqs: [
      {
        question: 'Há um período de teste gratuito?',
        answer: 'Sim. Todos os planos pagos começam com 14 dias grátis, sem cartão de crédito.',
      },
      {
        question: 'Posso importar os dados que já tenho?',
        answer:
          'Pode importar ficheiros CSV ou ligar ferramentas como o Jira, o Trello e o Asana para trazer tudo em minutos.',
      },
      {
        question: 'Como são protegidos os meus dados?',
        answer:
          'Os dados são encriptados em trânsito e em repouso, com cópias de segurança diárias, em centros de dados com certificação SOC 2.',
      },
      {
        question: 'Posso cancelar quando quiser?',
        answer: 'Claro. Os planos são mensais e pode exportar todos os seus dados sempre que quiser.',
      },
    ],
    stats: [
      { value: '12 000+', label: 'Equipas que já confiam em nós' },
      { value: '4,2', label: 'Horas poupadas por pessoa, por semana' },
      { value: '99,99 %', label: 'Disponibilidade no último ano' },
    ],
    gallery: [
      'O painel principal com o progresso da semana',
      'A criação de uma regra de automatização',
      'Um quadro de equipa com cartões em três colunas',
      'A vista de relatórios com gráficos semanais',
      'Comentários e menções numa tarefa',
      'A aplicação móvel num telemóvel',
    ],
    products: [
      {
        name: 'Teclado sem fios',
        price: 89,
        category: 'Secretária',
        description: 'Teclas mecânicas de perfil baixo e ligação a três dispositivos.',
        badge: 'O mais vendido',
      },
      {
        name: 'Suporte de alumínio para portátil',
        price: 49,
        category: 'Secretária',
        description: 'Põe o ecrã à altura dos olhos e dobra-se para levar em viagem.',
      },
      {
        name: 'Auscultadores com cancelamento de ruído',
        price: 199,
        category: 'Áudio',
        description: 'Trinta horas de bateria e chamadas com som nítido.',
      },
      {
        name: 'Hub USB-C',
        price: 59,
        category: 'Acessórios',
        description: 'Sete portas, carregamento de 100 W e HDMI 4K.',
      },
      {
        name: 'Tapete de secretária',
        price: 29,
        category: 'Secretária',
        description: 'Feltro de lã resistente à água, com espaço para teclado e rato.',
        badge: 'Novidade',
      },
      {
        name: 'Webcam HD',
        price: 79,
        category: 'Acessórios',
        description: '1080p a 60 fps com correção automática de pouca luz.',
      },
      {
        name: 'Coluna portátil',
        price: 69,
        category: 'Áudio',
        description: 'Som que enche a sala num corpo de bolso e à prova de água.',
      },
      {
        name: 'Kit para arrumar cabos',
        price: 19,
        category: 'Acessórios',
        description: 'Molas, mangas e braçadeiras para uma secretária arrumada.',
      },
    ],
    posts: [
      {
        title: 'Como reduzimos em 70 % o tempo de compilação',
        excerpt: 'Cache, paralelismo e algumas remoções incómodas: a história completa.',
        tag: 'Engenharia',
        minutes: 8,
        body: [
          'As nossas compilações tinham chegado aos doze minutos. Ninguém o decidiu: aconteceu dependência a dependência.',
          'Começámos por medir em vez de adivinhar. Metade do tempo ia para passos cujo resultado nunca mudava.',
          'Pôr esses passos em cache, correr os testes em paralelo e remover dois pacotes sem uso levou-nos aos três minutos e meio.',
        ],
      },
      {
        title: 'Documentação que as pessoas leem mesmo',
        excerpt: 'Páginas curtas, exemplos reais e uma revisão implacável. O nosso método.',
        tag: 'Produto',
        minutes: 5,
        body: [
          'Boa documentação responde à pergunta que o leitor tem agora e depois sai do caminho.',
          'Cada página gira em torno de uma tarefa, começa com um exemplo que funciona e corta tudo o que não ajuda a concluí-la.',
        ],
      },
      {
        title: 'Menos reuniões, mais trabalho feito',
        excerpt: 'Trocámos a reunião semanal por um resumo escrito. Eis o que mudou.',
        tag: 'Equipas',
        minutes: 6,
        body: [
          'As reuniões de ponto de situação parecem produtivas, mas sobretudo passam informação que se lê em dois minutos.',
          'O nosso resumo escrito de sexta-feira demora dez minutos a escrever e devolveu a cada pessoa uma hora por semana.',
        ],
      },
      {
        title: 'Desenhar para a velocidade',
        excerpt: 'Porque é que cada interação na aplicação tem um orçamento de 100 ms, e como o cumprimos.',
        tag: 'Design',
        minutes: 7,
        body: [
          'A velocidade sente-se antes de se saber dar-lhe um nome.',
          'Definimos um orçamento de 100 ms por interação e verificamo-lo na integração contínua, para que nenhuma regressão chegue a uma versão.',
        ],
      },
    ],
    cta: {
      title: 'Pronto para recuperar o seu tempo?',
      text: 'Junte-se a milhares de equipas que planeiam, acompanham e entregam num só lugar. Grátis durante 14 dias.',
    },
    newsletter: {
      title: 'Novidades do produto, todos os meses',
      text: 'Novas funcionalidades, artigos técnicos e dicas de utilizadores avançados. Nunca spam.',
    },
    contact: {
      email: emailFor(name),
      phone: '+351 213 018 224',
      address: place ? `Avenida da Liberdade 120, ${place}` : 'Avenida da Liberdade 120, Lisboa',
      hours: 'Apoio 24/7; vendas de segunda a sexta, das 9h às 18h',
    },
  };
}
