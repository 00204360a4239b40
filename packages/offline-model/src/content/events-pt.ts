import type { EventKind } from './events';

/** The conference and the festival, in (European) Portuguese. */
export const EVENTS_PT: { conference: EventKind; festival: EventKind } = {
  conference: {
    id: 'conference',
    noun: 'conferência',
    peopleTitle: 'Oradores',
    tagline: 'Dois dias de palestras, workshops e conversas com quem está a construir o que aí vem.',
    speakers: [
      { name: 'Amara Okafor', role: 'CTO, Lumen Health', topic: 'Criar produtos em que as pessoas confiam' },
      { name: 'Daniel Weiss', role: 'Engenheiro principal, Fieldstone', topic: 'Crescer sem perder ritmo' },
      {
        name: 'Priya Raman',
        role: 'Diretora de design, Arcadia',
        topic: 'Sistemas de design que resistem à realidade',
      },
      { name: 'Mateo García', role: 'Fundador, Tidewater', topic: 'Do projeto pessoal à empresa' },
      {
        name: 'Hannah Kim',
        role: 'Responsável de investigação, Northwind Labs',
        topic: 'O que os dados dizem mesmo',
      },
      { name: 'Yusuf Demir', role: 'Autor e consultor', topic: 'Os próximos dez anos' },
    ],
    days: [
      {
        label: 'Dia 1',
        slots: [
          { time: '09:00', title: 'Acreditação e café', speaker: '', room: 'Átrio' },
          {
            time: '10:00',
            title: 'Sessão de abertura: Os próximos dez anos',
            speaker: 'Yusuf Demir',
            room: 'Auditório principal',
          },
          {
            time: '11:15',
            title: 'Criar produtos em que as pessoas confiam',
            speaker: 'Amara Okafor',
            room: 'Auditório principal',
          },
          {
            time: '13:30',
            title: 'Workshop: Sistemas de design que resistem à realidade',
            speaker: 'Priya Raman',
            room: 'Estúdio B',
          },
          {
            time: '16:00',
            title: 'Painel: No que errámos',
            speaker: 'Todos os oradores',
            room: 'Auditório principal',
          },
          { time: '18:30', title: 'Cocktail de boas-vindas', speaker: '', room: 'Terraço' },
        ],
      },
      {
        label: 'Dia 2',
        slots: [
          {
            time: '09:30',
            title: 'Crescer sem perder ritmo',
            speaker: 'Daniel Weiss',
            room: 'Auditório principal',
          },
          {
            time: '11:00',
            title: 'O que os dados dizem mesmo',
            speaker: 'Hannah Kim',
            room: 'Auditório principal',
          },
          {
            time: '13:30',
            title: 'Do projeto pessoal à empresa',
            speaker: 'Mateo García',
            room: 'Estúdio B',
          },
          { time: '15:00', title: 'Palestras relâmpago', speaker: 'Comunidade', room: 'Auditório principal' },
          { time: '17:00', title: 'Encerramento', speaker: 'Organização', room: 'Auditório principal' },
        ],
      },
    ],
    tickets: [
      {
        name: 'Early bird',
        price: 249,
        description: 'Limitado, para quem decide cedo.',
        features: ['Os dois dias', 'Almoço e café', 'Gravações das palestras'],
      },
      {
        name: 'Normal',
        price: 349,
        description: 'A conferência completa.',
        features: ['Os dois dias', 'Workshops', 'Almoço e café', 'Cocktail de boas-vindas'],
        isFeatured: true,
      },
      {
        name: 'Equipa (5)',
        price: 1490,
        description: 'Venha com a equipa e poupe.',
        features: ['Cinco bilhetes normais', 'Lugares reservados', 'Pagamento por fatura'],
      },
    ],
    faqs: [
      {
        question: 'As palestras vão ser gravadas?',
        answer:
          'Sim. Todas as palestras do auditório principal são gravadas e partilhadas com os participantes no prazo de uma semana.',
      },
      {
        question: 'O espaço é acessível?',
        answer:
          'O espaço não tem degraus, e há uma sala de descanso, anéis de indução e legendas em direto no auditório principal.',
      },
      {
        question: 'Posso transferir o meu bilhete?',
        answer: 'Pode transferi-lo gratuitamente para um colega até 48 horas antes do evento.',
      },
      {
        question: 'Existe um código de conduta?',
        answer:
          'Sim. Comprometemo-nos com um evento livre de assédio para todos, e a nossa equipa está sempre disponível.',
      },
    ],
  },
  festival: {
    id: 'festival',
    noun: 'festival',
    peopleTitle: 'Cartaz',
    tagline: 'Dois dias de música ao vivo, boa comida e longas noites de verão debaixo das luzes.',
    speakers: [
      { name: 'The Night Owls', role: 'Cabeça de cartaz', topic: 'Palco principal, sábado' },
      { name: 'Lena Marquez', role: 'Cantautora', topic: 'Concerto acústico' },
      { name: 'Blue Hour Collective', role: 'Ensemble de jazz', topic: 'Sessão noturna' },
      { name: 'DJ Solstice', role: 'Eletrónica', topic: 'Set ao pôr do sol' },
      { name: 'Harbour Lights', role: 'Banda indie', topic: 'Palco principal, domingo' },
      { name: 'Kofi Mensah Trio', role: 'Afrobeat', topic: 'Palco do jardim' },
    ],
    days: [
      {
        label: 'Sábado',
        slots: [
          { time: '14:00', title: 'Abertura de portas', speaker: '', room: 'Entrada' },
          { time: '15:30', title: 'Concerto acústico', speaker: 'Lena Marquez', room: 'Palco do jardim' },
          { time: '18:00', title: 'Set ao pôr do sol', speaker: 'DJ Solstice', room: 'Palco principal' },
          { time: '21:00', title: 'Concerto principal', speaker: 'The Night Owls', room: 'Palco principal' },
        ],
      },
      {
        label: 'Domingo',
        slots: [
          { time: '13:00', title: 'Abertura de portas', speaker: '', room: 'Entrada' },
          { time: '15:00', title: 'Sessão no jardim', speaker: 'Kofi Mensah Trio', room: 'Palco do jardim' },
          { time: '19:30', title: 'Palco principal', speaker: 'Harbour Lights', room: 'Palco principal' },
          { time: '22:00', title: 'Jazz noturno', speaker: 'Blue Hour Collective', room: 'Tenda' },
        ],
      },
    ],
    tickets: [
      {
        name: 'Passe diário',
        price: 59,
        description: 'Sábado ou domingo.',
        features: ['Entrada para um dia', 'Todos os palcos', 'Água gratuita'],
      },
      {
        name: 'Passe fim de semana',
        price: 99,
        description: 'Os dois dias, o melhor preço.',
        features: ['Entrada nos dois dias', 'Todos os palcos', 'Entrada rápida', 'Saco do festival'],
        isFeatured: true,
      },
      {
        name: 'VIP fim de semana',
        price: 219,
        description: 'Os melhores lugares do recinto.',
        features: ['Entrada no fim de semana', 'Plataforma VIP', 'Bar privado', 'Acesso ao lounge'],
      },
    ],
    faqs: [
      {
        question: 'Há limite de idade?',
        answer:
          'O festival é para todas as idades até às 20h; a partir daí, os menores de 18 anos têm de estar acompanhados por um adulto.',
      },
      {
        question: 'Posso levar comida e bebida?',
        answer:
          'Garrafas de água fechadas e pequenos snacks são bem-vindos. Vidro e álcool não são permitidos.',
      },
      {
        question: 'E se chover?',
        answer: 'O festival acontece faça chuva ou faça sol. Todos os palcos têm zonas cobertas por perto.',
      },
      {
        question: 'Como chego lá?',
        answer:
          'Há autocarros de ligação a cada 15 minutos desde a estação central e estacionamento gratuito para bicicletas à entrada.',
      },
    ],
  },
};
