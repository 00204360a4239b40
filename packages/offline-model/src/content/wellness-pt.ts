import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A yoga, fitness and wellbeing studio's copy in Portuguese (Portugal): written for it, not translated word for word. */
export function wellnessCopyPt({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'pt');
  return {
    heroBadge: 'Primeira aula grátis',
    headline: 'Mais força, mais calma, mais bem-estar',
    lede: `O ${name} é um estúdio acolhedor${place ? ` em ${place}` : ''}, com turmas pequenas, treinadores experientes e um plano que cabe na sua vida real.`,
    primaryCta: 'Marcar uma aula grátis',
    secondaryCta: 'Ver o horário',
    features: [
      {
        icon: 'Dumbbell',
        title: 'Força e condição física',
        text: 'Sessões acompanhadas para ganhar força útil no dia a dia, ao seu ritmo.',
      },
      {
        icon: 'Flower2',
        title: 'Yoga e mobilidade',
        text: 'Aulas de vinyasa, yin e mobilidade para se mexer melhor e recuperar mais depressa.',
      },
      {
        icon: 'HeartPulse',
        title: 'Progressos visíveis',
        text: 'Avaliações regulares da força, da mobilidade e de como se sente.',
      },
      {
        icon: 'Users',
        title: 'Turmas pequenas',
        text: 'Nunca mais de doze pessoas: o treinador sabe o seu nome.',
      },
      {
        icon: 'Apple',
        title: 'Acompanhamento nutricional',
        text: 'Hábitos simples, não dietas, com alguém que o ajuda a mantê-los.',
      },
      {
        icon: 'CalendarCheck',
        title: 'Marcações flexíveis',
        text: 'Marque, mude ou cancele qualquer aula até duas horas antes.',
      },
    ],
    steps: [
      { title: 'Marque uma aula grátis', text: 'Escolha no horário qualquer sessão para iniciantes.' },
      { title: 'Conheça o seu treinador', text: 'Uma conversa curta sobre objetivos, historial e horários.' },
      { title: 'Siga o seu plano', text: 'Uma rotina semanal que se adapta à medida que ganha força.' },
    ],
    testimonials: [
      {
        quote:
          'Andei anos a experimentar ginásios enormes. Estas aulas pequenas foram as primeiras a que me mantive fiel.',
        name: 'Inês Carvalho',
        role: 'Sócia há 2 anos',
      },
      {
        quote:
          'Acabaram-se as dores de costas e no mês passado levantei o meu próprio peso. Os treinadores são incríveis.',
        name: 'Tiago Ferreira',
        role: 'Sócio há 8 meses',
      },
      {
        quote: 'Calmo, limpo e genuinamente simpático. O yin de domingo é o meu recomeço semanal.',
        name: 'Marta Sousa',
        role: 'Sócia há 1 ano',
      },
    ],
    tiers: [
      {
        name: 'Aula avulsa',
        price: price(18),
        period: '/aula',
        description: 'Venha quando lhe der jeito.',
        features: ['Qualquer aula de grupo', 'Tapete e toalha incluídos', 'Sem fidelização'],
        cta: 'Marcar uma aula',
      },
      {
        name: 'Ilimitado',
        price: price(119),
        period: '/mês',
        description: 'A mensalidade preferida dos nossos sócios.',
        features: ['Aulas ilimitadas', 'Avaliação mensal', 'Um convite por mês', 'Eventos para sócios'],
        cta: 'Tornar-me sócio',
        isFeatured: true,
      },
      {
        name: 'Personalizado',
        price: price(249),
        period: '/mês',
        description: 'Treino individual e um plano à sua medida.',
        features: ['4 sessões privadas', 'Acompanhamento nutricional', 'Aulas ilimitadas'],
        cta: 'Falar com um treinador',
      },
    ],
    faqs: [
      {
        question: 'Sou completamente iniciante. Há problema?',
        answer:
          'Nenhum. A maioria dos sócios começou do zero, e todas as aulas têm opções mais fáceis e mais exigentes.',
      },
      {
        question: 'O que devo trazer?',
        answer:
          'Roupa confortável e uma garrafa de água. Tapetes, toalhas e todo o material são por nossa conta.',
      },
      {
        question: 'Posso suspender a mensalidade?',
        answer: 'Sim, pode fazer uma pausa de até dois meses por ano, sem custos.',
      },
      {
        question: 'Há duches e cacifos?',
        answer: 'Temos duches, cacifos gratuitos e secadores nos dois balneários.',
      },
    ],
    stats: [
      { value: '40+', label: 'Aulas por semana' },
      { value: '12', label: 'Pessoas por aula, no máximo' },
      { value: '94%', label: 'Sócios que renovam' },
    ],
    gallery: [
      'Uma sala cheia de luz com os tapetes de yoga estendidos',
      'Um treinador a corrigir um agachamento numa aula pequena',
      'Kettlebells alinhados junto à parede',
      'Uma sessão calma de alongamentos ao pôr do sol',
      'A receção, com plantas e bancos de madeira',
      'Sócios a rir depois de uma aula',
    ],
    products: [
      {
        name: 'Tapete de yoga em cortiça',
        price: 79,
        category: 'Material',
        description: 'Cortiça natural que agarra cada vez melhor à medida que transpira.',
        badge: 'Mais vendido',
      },
      {
        name: 'Conjunto de elásticos',
        price: 29,
        category: 'Material',
        description: 'Cinco bandas de tecido, da mais leve à mais forte.',
      },
      {
        name: 'Garrafa térmica',
        price: 32,
        category: 'Acessórios',
        description: 'Mantém a água fresca durante 24 horas. 750 ml.',
      },
      {
        name: 'Rolo de recuperação',
        price: 35,
        category: 'Recuperação',
        description: 'Densidade média para pernas cansadas e costas tensas.',
      },
      {
        name: 'Duo de bolas de massagem',
        price: 18,
        category: 'Recuperação',
        description: 'Desfaz nós nos ombros, nos pés e nas ancas.',
        badge: 'Novidade',
      },
      {
        name: 'T-shirt de treino',
        price: 39,
        category: 'Roupa',
        description: 'Macia, respirável e feita para se mexer.',
      },
      {
        name: 'Leggings de estúdio',
        price: 69,
        category: 'Roupa',
        description: 'Cintura subida, opacas em qualquer agachamento e com bolso para o telemóvel.',
      },
      {
        name: 'Papas de aveia proteicas',
        price: 14,
        category: 'Nutrição',
        description: 'Um pequeno-almoço que sacia, com 20 g de proteína por taça.',
      },
    ],
    posts: [
      {
        title: 'Cinco exercícios de mobilidade para quem trabalha sentado',
        excerpt: 'Dez minutos por dia para desfazer o que a cadeira faz.',
        tag: 'Mobilidade',
        minutes: 5,
        body: [
          'Passar o dia sentado encurta os flexores da anca e arredonda a parte de cima das costas.',
          'Uma rotina curta de aberturas de anca, rotações torácicas e alongamentos dos isquiotibiais, feita todos os dias, nota-se em duas semanas.',
        ],
      },
      {
        title: 'Como começar a treinar força aos 40',
        excerpt: 'Nunca é tarde, e os benefícios chegam logo no primeiro mês.',
        tag: 'Força',
        minutes: 7,
        body: [
          'A massa muscular diminui com a idade, mas responde ao treino em qualquer idade.',
          'Comece com duas sessões de corpo inteiro por semana, cuide da técnica e aumente o peso devagar. A constância vence a intensidade.',
        ],
      },
      {
        title: 'Dormir é a sua melhor ferramenta de recuperação',
        excerpt: 'Porque oito horas de sono fazem mais por si do que qualquer suplemento.',
        tag: 'Recuperação',
        minutes: 4,
        body: [
          'O corpo adapta-se ao treino sobretudo enquanto dorme.',
          'Um quarto escuro e fresco, uma hora certa para deitar e nada de ecrãs na última hora: as melhorias mais simples que pode fazer.',
        ],
      },
      {
        title: 'Comer para ter energia, não para se privar',
        excerpt: 'Os hábitos alimentares mais simples dos nossos treinadores.',
        tag: 'Nutrição',
        minutes: 6,
        body: [
          'Uma alimentação sustentável é acrescentar, não tirar.',
          'Junte a cada refeição uma palma de proteína e dois punhos de legumes antes de se preocupar com o resto.',
        ],
      },
    ],
    cta: {
      title: 'A primeira aula é por nossa conta',
      text: 'Venha experimentar uma sessão, conhecer os treinadores e ver se se sente em casa. Sem pressões nem fidelizações.',
    },
    newsletter: {
      title: 'Notas de bem-estar semanais',
      text: 'Uma rotina curta, uma receita e o horário atualizado, todas as segundas de manhã.',
    },
    contact: {
      email: emailFor(name),
      phone: '+351 213 017 781',
      address: place ? `Rua do Jardim 48, ${place}` : 'Rua do Jardim 48',
      hours: 'Segunda a sexta, das 6h às 21h; fins de semana, das 8h às 14h',
    },
  };
}
