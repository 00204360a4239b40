import { PLANT_WORDS } from './retail';
import { PLANT_PRODUCTS } from './retail-plants';
import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A small shop's copy in Portuguese (Portugal): written for it, not translated word for word. */
export function retailCopyPt({ name, place, topic, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'pt');
  const isPlants = PLANT_WORDS.test(topic);
  return {
    heroBadge: `Portes grátis a partir de ${price(50)}`,
    headline: isPlants
      ? 'Mais vida em todas as divisões da casa'
      : 'Coisas bonitas para todos os dias, feitas para durar',
    lede: isPlants
      ? `A ${name} entrega plantas saudáveis e felizes, com tudo o que precisam e guias de cuidados escritos por quem as cultiva.`
      : `A ${name} é uma pequena loja${place ? ` em ${place}` : ''} de objetos feitos com cuidado: materiais honestos, preços justos e nada que vá deitar fora no próximo ano.`,
    primaryCta: 'Ver a coleção',
    secondaryCta: 'A nossa história',
    features: [
      {
        icon: 'Truck',
        title: 'Portes grátis',
        text: `Em todas as encomendas a partir de ${price(50)}, entregues em dois a quatro dias.`,
      },
      {
        icon: 'RotateCcw',
        title: 'Devoluções em 30 dias',
        text: 'Não ficou convencido? Devolva sem custos e sem perguntas.',
      },
      {
        icon: 'Leaf',
        title: 'Produção responsável',
        text: 'Materiais naturais e artesãos que conhecemos pessoalmente.',
      },
      {
        icon: 'Gift',
        title: 'Embrulho para oferta',
        text: 'Embrulhado à mão com um cartão escrito por nós, grátis a pedido.',
      },
      {
        icon: 'Shield',
        title: 'Pagamento seguro',
        text: 'Pague com cartão, MB WAY, Apple Pay ou Google Pay em segurança.',
      },
      { icon: 'Heart', title: 'Pequenas séries', text: 'Menos desperdício e mais carácter.' },
    ],
    steps: [
      { title: 'Explore', text: 'Percorra a coleção ou filtre por categoria.' },
      {
        title: 'Adicione ao carrinho',
        text: 'Guarde os favoritos e finalize a compra em menos de um minuto.',
      },
      { title: 'Abra a caixa', text: 'Embalagem sem plástico, à sua porta em poucos dias.' },
    ],
    testimonials: [
      {
        quote: isPlants
          ? 'Todas as plantas chegaram perfeitamente embaladas e seis meses depois continuam lindas.'
          : 'A qualidade é excelente e abrir a encomenda foi uma alegria. Já é a minha terceira este ano.',
        name: 'Inês Carvalho',
        role: 'Compra verificada',
      },
      {
        quote:
          'Entrega rápida, produtos lindos e um cartão de agradecimento escrito à mão. As lojas pequenas fazem melhor.',
        name: 'Tiago Sousa',
        role: 'Compra verificada',
      },
      {
        quote: 'Troquei um tamanho sem complicações e o novo chegou dois dias depois.',
        name: 'Beatriz Costa',
        role: 'Compra verificada',
      },
    ],
    tiers: [
      {
        name: 'Normal',
        price: price(0),
        period: '',
        description: `Entrega grátis em encomendas a partir de ${price(50)}.`,
        features: ['2 a 4 dias úteis', 'Envio com seguimento', 'Devoluções em 30 dias'],
        cta: 'Comprar agora',
      },
      {
        name: 'Membros',
        price: price(5),
        period: '/mês',
        description: 'Vantagens para clientes habituais.',
        features: [
          'Entrega grátis no dia seguinte',
          'Acesso antecipado às novidades',
          '10% de desconto em cada encomenda',
          'Uma oferta no seu aniversário',
        ],
        cta: 'Tornar-me membro',
        isFeatured: true,
      },
      {
        name: 'Cartão-oferta',
        price: `${price(25)}+`,
        period: '',
        description: 'Deixe-os escolher.',
        features: ['Enviado por e-mail', 'Não expira', 'O valor que quiser'],
        cta: 'Oferecer um cartão',
      },
    ],
    faqs: [
      {
        question: 'Quanto tempo demora a entrega?',
        answer: 'Enviamos as encomendas num dia útil e normalmente chegam em dois a quatro dias.',
      },
      {
        question: 'Como funcionam as devoluções?',
        answer:
          'Pode devolver qualquer artigo por usar no prazo de 30 dias e recebe o valor total. A etiqueta de devolução é gratuita.',
      },
      {
        question: 'Enviam para o estrangeiro?',
        answer:
          'Enviamos para quase toda a Europa e para a América do Norte. Os portes são indicados ao finalizar a compra.',
      },
      {
        question: 'Como cuido da minha encomenda?',
        answer:
          'Cada produto traz um cartão de cuidados, e a nossa equipa está à distância de um e-mail se tiver dúvidas.',
      },
    ],
    stats: [
      { value: '25 000+', label: 'Clientes satisfeitos' },
      { value: '4,8/5', label: 'Avaliação média' },
      { value: '48 h', label: 'Prazo médio de entrega' },
    ],
    gallery: [
      'Uma prateleira com cerâmica e plantas',
      'Uma manta de linho dobrada em tons naturais',
      'Mãos a embrulhar um presente em papel reciclado',
      'O interior da loja com mesas de madeira',
      'Canecas vidradas à mão, em grande plano',
      'Uma encomenda à porta de casa',
    ],
    products: isPlants
      ? PLANT_PRODUCTS.pt
      : [
          {
            name: 'Caneca de grés',
            price: 28,
            category: 'Cozinha',
            description: 'Vidrada à mão, 350 ml, vai à máquina.',
            badge: 'Mais vendido',
          },
          {
            name: 'Panos de linho',
            price: 24,
            category: 'Cozinha',
            description: 'Dois panos de linho lavado que ficam mais macios a cada lavagem.',
          },
          {
            name: 'Manta de lã',
            price: 120,
            category: 'Casa',
            description: 'Tecida em merino sem tingir, em espinha.',
          },
          {
            name: 'Vela de cera de abelha',
            price: 19,
            category: 'Casa',
            description: 'Arde devagar, com um leve aroma a mel, 40 horas.',
            badge: 'Novidade',
          },
          {
            name: 'Tábua de carvalho',
            price: 55,
            category: 'Cozinha',
            description: 'Numa só peça de carvalho FSC, oleada à mão.',
          },
          {
            name: 'Saco de lona',
            price: 32,
            category: 'Acessórios',
            description: 'Lona biológica grossa com asas de couro.',
          },
          {
            name: 'Jarra de cerâmica',
            price: 48,
            category: 'Casa',
            description: 'Branco mate com a base em barro cru.',
          },
          {
            name: 'Porta-cartões de pele',
            price: 39,
            category: 'Acessórios',
            description: 'Pele de curtimenta vegetal, quatro ranhuras.',
          },
        ],
    posts: [
      {
        title: 'Conheça os artesãos',
        excerpt: 'Visitámos as pequenas oficinas por trás dos nossos produtos preferidos.',
        tag: 'Artesãos',
        minutes: 6,
        body: [
          'Cada produto da loja começa com uma pessoa.',
          'Nesta estação visitámos uma ceramista, um tecelão e um marceneiro para ver como nascem as suas peças.',
        ],
      },
      {
        title: 'Como cuidar de materiais naturais',
        excerpt: 'Linho, lã, carvalho e barro: hábitos simples para que durem.',
        tag: 'Cuidados',
        minutes: 5,
        body: [
          'Os materiais naturais envelhecem lindamente, se os deixarmos.',
          'Lave o linho a frio, areje a lã em vez de a lavar e oleie as tábuas de madeira uma vez por mês.',
        ],
      },
      {
        title: 'O guia de presentes',
        excerpt: 'Presentes pensados para todos os orçamentos, embrulhados à mão.',
        tag: 'Presentes',
        minutes: 4,
        body: [
          'Os melhores presentes são os que se usam todos os dias.',
          `Estes são os nossos favoritos até ${price(30)}, até ${price(60)} e para alguém especial.`,
        ],
      },
      {
        title: 'Porque não fazemos saldos',
        excerpt: 'Preços justos todo o ano, e o que isso significa para os nossos artesãos.',
        tag: 'História',
        minutes: 5,
        body: [
          'Os descontos constantes ensinam as pessoas a esperar e levam os artesãos a poupar na qualidade.',
          'Definimos um preço justo desde o início, para que todos na cadeia sejam pagos como devem.',
        ],
      },
    ],
    cta: {
      title: 'Encontre algo que vai guardar durante anos',
      text: 'Todas as quintas-feiras chegam peças novas em pequenas séries. Quando acabam, acabam.',
    },
    newsletter: {
      title: 'As novidades em primeira mão',
      text: 'Saiba antes de todos das novidades, das reposições e das histórias dos artesãos.',
    },
    contact: {
      email: emailFor(name),
      phone: '+351 213 412 889',
      address: place ? `Rua do Moinho 7, ${place}` : 'Rua do Moinho 7',
      hours: 'Loja aberta de quarta a domingo, das 10h às 18h',
    },
  };
}
