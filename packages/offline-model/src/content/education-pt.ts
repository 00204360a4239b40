import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A school's or a course's copy in Portuguese (Portugal): written for it, not translated word for word. */
export function educationCopyPt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'pt');
  return {
    heroBadge: 'Inscrições abertas para a próxima turma',
    headline: 'Aprende-se fazendo, com quem já faz',
    lede: `A ${name} oferece cursos práticos${place ? ` em ${place}` : ''}, dados ao vivo por profissionais, em turmas pequenas e com acompanhamento próximo.`,
    primaryCta: 'Ver cursos',
    secondaryCta: 'Experimente uma aula grátis',
    features: [
      {
        icon: 'GraduationCap',
        title: 'Formadores experientes',
        text: 'Cada curso é dado por alguém que faz este trabalho todos os dias.',
      },
      {
        icon: 'Users',
        title: 'Turmas pequenas',
        text: 'No máximo vinte alunos, com comentários a sério sobre o seu trabalho.',
      },
      {
        icon: 'BookOpen',
        title: 'Projetos práticos',
        text: 'Construa um portefólio de projetos reais, não apenas notas de testes.',
      },
      {
        icon: 'CalendarDays',
        title: 'Cabe na sua semana',
        text: 'Aulas ao fim do dia e ao fim de semana, gravadas caso falte a alguma.',
      },
      {
        icon: 'Award',
        title: 'Certificado',
        text: 'Um certificado de conclusão reconhecido pelos empregadores.',
      },
      {
        icon: 'MessageCircle',
        title: 'Comunidade',
        text: 'Uma comunidade de alunos simpática, que continua depois do curso.',
      },
    ],
    steps: [
      { title: 'Escolha um curso', text: 'Escolha o seu nível e a data de início que mais lhe convém.' },
      { title: 'Aprenda ao vivo', text: 'Assista às aulas semanais e trabalhe em projetos práticos.' },
      { title: 'Mostre o seu trabalho', text: 'Termine com um projeto de que se orgulhe.' },
    ],
    testimonials: [
      {
        quote:
          'Mudei de carreira seis meses depois de terminar. Foram os projetos que me abriram as portas das entrevistas.',
        name: 'Rita Figueiredo',
        role: 'Antiga aluna, turma da primavera',
      },
      {
        quote: 'Os formadores responderam a todas as perguntas, até às que eu tinha vergonha de fazer.',
        name: 'Luca Bianchi',
        role: 'Antigo aluno, turma do outono',
      },
      {
        quote: 'As turmas pequenas fazem toda a diferença. Parecia uma aula a sério, não uma videoteca.',
        name: 'Sara Cohen',
        role: 'Antiga aluna, turma de inverno',
      },
    ],
    tiers: [
      {
        name: 'Ao seu ritmo',
        price: price(149),
        period: '',
        description: 'Todas as lições, à sua velocidade.',
        features: ['Acesso vitalício', 'Ficheiros dos projetos', 'Fórum da comunidade'],
        cta: 'Começar a aprender',
      },
      {
        name: 'Em turma',
        price: price(690),
        period: '',
        description: 'Oito semanas ao vivo, com acompanhamento.',
        features: [
          'Aulas semanais ao vivo',
          'Comentários a cada projeto',
          'Certificado',
          'Sessão de orientação profissional',
        ],
        cta: 'Reservar lugar',
        isFeatured: true,
      },
      {
        name: 'Empresas',
        price: 'Sob consulta',
        period: '',
        description: 'Formação privada para a sua empresa.',
        features: ['Programa à medida', 'Relatórios de progresso', 'Horários flexíveis'],
        cta: 'Fale connosco',
      },
    ],
    faqs: [
      {
        question: 'Preciso de experiência?',
        answer:
          'Os cursos de iniciação não exigem nenhuma. A página de cada curso indica o que convém saber antes de começar.',
      },
      {
        question: 'Quanto tempo é preciso?',
        answer: 'Conte com quatro a seis horas por semana: uma aula ao vivo e o trabalho no projeto.',
      },
      {
        question: 'E se faltar a uma aula?',
        answer:
          'Todas as aulas são gravadas e partilhadas no próprio dia, e os formadores têm horário de atendimento todas as semanas.',
      },
      {
        question: 'Posso pedir reembolso?',
        answer: 'Sim, devolvemos o valor total nas duas primeiras semanas de qualquer curso.',
      },
    ],
    stats: [
      { value: '8500', label: 'Alunos formados' },
      { value: '92%', label: 'Concluem o curso' },
      { value: '4,8', label: 'Estrelas em média' },
    ],
    gallery: [
      'Uma turma pequena a trabalhar em conjunto à volta de uma mesa',
      'Uma formadora a esboçar ideias no quadro branco',
      'Um aluno a apresentar o projeto final',
      'Cadernos e portáteis durante um workshop',
      'Uma cerimónia de entrega de certificados',
      'Uma sessão de acompanhamento individual',
    ],
    products: [
      {
        name: 'Curso de fundamentos',
        price: 149,
        category: 'Iniciação',
        description: 'Tudo o que precisa para começar, em doze lições curtas.',
        badge: 'Mais procurado',
      },
      {
        name: 'Turma ao vivo',
        price: 690,
        category: 'Intermédio',
        description: 'Oito semanas de aulas ao vivo e projetos reais.',
      },
      {
        name: 'Masterclass',
        price: 290,
        category: 'Avançado',
        description: 'Um mergulho a fundo com um especialista do setor.',
        badge: 'Novidade',
      },
      {
        name: 'Revisão de portefólio',
        price: 90,
        category: 'Mentoria',
        description: 'Uma hora de comentários individuais sobre o seu trabalho.',
      },
      {
        name: 'Intensivo de fim de semana',
        price: 240,
        category: 'Intermédio',
        description: 'Dois dias completos, um projeto terminado.',
      },
      {
        name: 'Um mês de mentoria',
        price: 390,
        category: 'Mentoria',
        description: 'Quatro chamadas semanais com um mentor dedicado.',
      },
    ],
    posts: [
      {
        title: 'Como terminar mesmo um curso online',
        excerpt: 'Cinco hábitos que os nossos alunos mais bem-sucedidos têm em comum.',
        tag: 'Aprendizagem',
        minutes: 5,
        body: [
          'A maioria das pessoas que começa um curso online nunca o termina.',
          'Quem consegue reserva tempo na agenda, aprende com outras pessoas e começa um projeto logo na primeira semana.',
        ],
      },
      {
        title: 'Criar um portefólio do zero',
        excerpt: 'O que incluir, o que deixar de fora e como o apresentar.',
        tag: 'Carreira',
        minutes: 7,
        body: [
          'Três projetos sólidos valem mais do que dez fracos.',
          'Em cada um, explique o problema, o seu processo e o que faria de outra forma.',
        ],
      },
      {
        title: 'Porque mantemos as turmas pequenas',
        excerpt: 'O que diz a investigação sobre o tamanho das turmas, e o que vimos nós próprios.',
        tag: 'Ensino',
        minutes: 4,
        body: [
          'É nos comentários que se aprende mais, e os comentários não se multiplicam à escala.',
          'Vinte alunos por formador é o máximo que, pela nossa experiência, ainda funciona.',
        ],
      },
      {
        title: 'Aprender depois dos trinta',
        excerpt: 'Não é tarde demais. É assim que os adultos aprendem de facto.',
        tag: 'Aprendizagem',
        minutes: 6,
        body: [
          'Os adultos aprendem de outra forma, não pior.',
          'Traz contexto e motivação: aproveite-os, ligando cada lição a um problema real que lhe interesse.',
        ],
      },
    ],
    cta: {
      title: 'Comece a aprender este mês',
      text: 'Os lugares em cada turma são limitados. Reserve o seu hoje e receba logo os materiais de preparação.',
    },
    newsletter: {
      title: 'A lição da semana',
      text: 'Uma lição curta e prática no seu e-mail todas as terças-feiras. Sempre grátis.',
    },
    contact: {
      email: emailFor(name),
      phone: '+351 213 552 901',
      address: place ? `Avenida da Universidade 100, ${place}` : 'Avenida da Universidade 100',
      hours: 'Secretaria: segunda a sexta, das 9h às 17h',
    },
  };
}
