import type { SectionCopy } from './section-copy';

/** The sections' words in (European) Portuguese and Italian, written for each. */

export const PT: SectionCopy = {
  features: {
    eyebrow: 'Porquê {name}',
    title: 'Os detalhes fazem a diferença',
    text: 'Tudo o que fazemos gira à volta de uma ideia: deve ser simplesmente melhor do que esperava.',
  },
  steps: { eyebrow: 'Como funciona', title: 'Pronto em três passos' },
  statsTitle: 'Em números',
  testimonials: { eyebrow: 'Opiniões', title: 'O que as pessoas dizem' },
  pricing: {
    eyebrow: 'Preços',
    title: 'Preços simples e honestos',
    text: 'Sem custos escondidos. Mude de plano ou cancele quando quiser.',
    popular: 'O mais escolhido',
    chosen: '{tier}: entraremos em contacto em breve.',
  },
  faq: {
    eyebrow: 'Perguntas frequentes',
    title: 'As suas perguntas, respondidas',
    writeTo: 'Tem outra dúvida? Escreva para',
  },
  contact: {
    eyebrow: 'Contacto',
    title: 'Fale connosco',
    text: 'Perguntas, reservas ou só um olá: envie-nos uma mensagem e uma pessoa real responde.',
    email: 'E-mail',
    phone: 'Telefone',
    address: 'Morada',
    hours: 'Horário',
    name: 'Nome',
    message: 'Mensagem',
    messagePlaceholder: 'Como podemos ajudar?',
    sending: 'A enviar…',
    send: 'Enviar mensagem',
    sent: 'A sua mensagem foi enviada. Obrigado!',
    notSent: 'Não foi possível enviar a sua mensagem.',
    tryAgain: 'Tente novamente ou escreva-nos por e-mail.',
    thanks: 'Obrigado! Respondemos num dia útil.',
    thanksPerson: 'Obrigado, {person}! Respondemos num dia útil.',
  },
  newsletter: {
    emailLabel: 'Endereço de e-mail',
    emailPlaceholder: 'voce@exemplo.pt',
    subscribe: 'Subscrever',
    subscribed: 'Subscrição feita. Até breve na sua caixa de entrada!',
  },
  gallery: { eyebrow: 'Galeria', title: 'Um olhar sobre {name}' },
  ai: {
    eyebrow: 'IA',
    sample:
      'O {name} nasceu de uma ideia simples: criar algo a que as pessoas queiram voltar. ' +
      'Todas as semanas ouvimos o que os nossos visitantes pedem e mudamos uma coisa. ' +
      'Umas semanas é uma pequena correção; outras, uma funcionalidade totalmente nova. ' +
      'Quem usa o {name} decide no que ele se torna. ' +
      'Publicamos o que mudámos e porquê, para que ninguém tenha de adivinhar. ' +
      'Se tiver uma ideia, conte-nos: as melhores vieram de si.',
    couldNotAnswer: 'A IA não conseguiu responder. Tente novamente.',
    summaryTitle: 'Resumir com IA',
    summaryText: 'Cole qualquer texto e obtenha o essencial em poucas frases.',
    textLabel: 'Texto a resumir',
    summarising: 'A resumir…',
    summary: 'Resumo',
    answeredBy: 'Resposta de {model}',
    askTitle: 'Pergunte ao {name}',
    askText: 'Perguntas respondidas por IA, aqui mesmo.',
    conversation: 'Conversa',
    askEmpty: 'Pergunte o que quiser para começar a conversa.',
    thinking: 'A pensar',
    messageLabel: 'A sua mensagem',
    messagePlaceholder: 'Escreva uma mensagem…',
    send: 'Enviar',
  },
};

export const IT: SectionCopy = {
  features: {
    eyebrow: 'Perché {name}',
    title: 'La differenza è nei dettagli',
    text: 'Tutto ciò che facciamo nasce da un’idea: deve essere semplicemente meglio di quanto ti aspettavi.',
  },
  steps: { eyebrow: 'Come funziona', title: 'Pronti in tre passaggi' },
  statsTitle: 'In numeri',
  testimonials: { eyebrow: 'Dicono di noi', title: 'Cosa dicono le persone' },
  pricing: {
    eyebrow: 'Prezzi',
    title: 'Prezzi semplici e onesti',
    text: 'Nessun costo nascosto. Cambia piano o disdici quando vuoi.',
    popular: 'Il più scelto',
    chosen: '{tier}: ti ricontatteremo a breve.',
  },
  faq: {
    eyebrow: 'Domande frequenti',
    title: 'Le tue domande, le nostre risposte',
    writeTo: 'Hai un’altra domanda? Scrivici a',
  },
  contact: {
    eyebrow: 'Contatti',
    title: 'Scrivici',
    text: 'Domande, prenotazioni o anche solo un saluto: mandaci un messaggio e ti risponderà una persona vera.',
    email: 'Email',
    phone: 'Telefono',
    address: 'Indirizzo',
    hours: 'Orari',
    name: 'Nome',
    message: 'Messaggio',
    messagePlaceholder: 'Come possiamo aiutarti?',
    sending: 'Invio in corso…',
    send: 'Invia messaggio',
    sent: 'Il tuo messaggio è stato inviato. Grazie!',
    notSent: 'Non è stato possibile inviare il tuo messaggio.',
    tryAgain: 'Riprova oppure scrivici via email.',
    thanks: 'Grazie! Ti risponderemo entro un giorno lavorativo.',
    thanksPerson: 'Grazie, {person}! Ti risponderemo entro un giorno lavorativo.',
  },
  newsletter: {
    emailLabel: 'Indirizzo email',
    emailPlaceholder: 'tu@esempio.it',
    subscribe: 'Iscriviti',
    subscribed: 'Iscrizione completata. Ci vediamo nella tua casella di posta!',
  },
  gallery: { eyebrow: 'Galleria', title: 'Uno sguardo a {name}' },
  ai: {
    eyebrow: 'IA',
    sample:
      '{name} è nato da un’idea semplice: creare qualcosa a cui le persone vogliano tornare. ' +
      'Ogni settimana ascoltiamo cosa chiedono i nostri visitatori e cambiamo una cosa. ' +
      'A volte è una piccola correzione, altre volte una funzione del tutto nuova. ' +
      'Sono le persone che usano {name} a decidere cosa diventerà. ' +
      'Pubblichiamo cosa abbiamo cambiato e perché, così nessuno deve indovinare. ' +
      'Se hai un’idea, raccontacela: le migliori sono arrivate da te.',
    couldNotAnswer: 'L’IA non è riuscita a rispondere. Riprova.',
    summaryTitle: 'Riassumi con l’IA',
    summaryText: 'Incolla un testo qualsiasi e ottieni l’essenziale in poche frasi.',
    textLabel: 'Testo da riassumere',
    summarising: 'Riassunto in corso…',
    summary: 'Riassunto',
    answeredBy: 'Risposta di {model}',
    askTitle: 'Chiedi a {name}',
    askText: 'Domande con risposte dell’IA, proprio qui.',
    conversation: 'Conversazione',
    askEmpty: 'Chiedi quello che vuoi per iniziare la conversazione.',
    thinking: 'Sta pensando',
    messageLabel: 'Il tuo messaggio',
    messagePlaceholder: 'Scrivi un messaggio…',
    send: 'Invia',
  },
};
