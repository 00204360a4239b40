import type { PromptLanguage } from '../../language';
import type { SectionCopy } from './section-copy';
import { IT, PT } from './section-translations-more';

/** The sections' words in Spanish, French and German, written for each (Portuguese and Italian in -more). */

const ES: SectionCopy = {
  features: {
    eyebrow: 'Por qué {name}',
    title: 'Los detalles marcan la diferencia',
    text: 'Todo lo que hacemos gira en torno a una idea: que sea sencillamente mejor de lo que esperabas.',
  },
  steps: { eyebrow: 'Cómo funciona', title: 'En marcha en tres pasos' },
  statsTitle: 'En cifras',
  testimonials: { eyebrow: 'Opiniones', title: 'Lo que dice la gente' },
  pricing: {
    eyebrow: 'Precios',
    title: 'Precios claros y honestos',
    text: 'Sin costes ocultos. Cambia de plan o cancela cuando quieras.',
    popular: 'El más elegido',
    chosen: '{tier}: nos pondremos en contacto contigo en breve.',
  },
  faq: {
    eyebrow: 'Preguntas frecuentes',
    title: 'Tus preguntas, respondidas',
    writeTo: '¿Tienes otra duda? Escríbenos a',
  },
  contact: {
    eyebrow: 'Contacto',
    title: 'Hablemos',
    text: 'Preguntas, reservas o simplemente un saludo: escríbenos y te responderá una persona de verdad.',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Dirección',
    hours: 'Horario',
    name: 'Nombre',
    message: 'Mensaje',
    messagePlaceholder: '¿En qué podemos ayudarte?',
    sending: 'Enviando…',
    send: 'Enviar mensaje',
    sent: 'Tu mensaje se ha enviado. ¡Gracias!',
    notSent: 'No se ha podido enviar tu mensaje.',
    tryAgain: 'Inténtalo de nuevo o escríbenos por correo electrónico.',
    thanks: '¡Gracias! Te responderemos en un día laborable.',
    thanksPerson: '¡Gracias, {person}! Te responderemos en un día laborable.',
  },
  newsletter: {
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'tu@ejemplo.com',
    subscribe: 'Suscribirme',
    subscribed: 'Ya estás suscrito. ¡Nos vemos en tu bandeja de entrada!',
  },
  gallery: { eyebrow: 'Galería', title: 'Un vistazo a {name}' },
  ai: {
    eyebrow: 'IA',
    sample:
      '{name} nació de una idea sencilla: crear algo a lo que la gente quiera volver. ' +
      'Cada semana escuchamos lo que nos piden nuestros visitantes y cambiamos una cosa. ' +
      'Unas semanas es un pequeño arreglo; otras, una función completamente nueva. ' +
      'Quienes usan {name} deciden en qué se convierte. ' +
      'Publicamos qué hemos cambiado y por qué, para que nadie tenga que adivinarlo. ' +
      'Si tienes una idea, cuéntanosla: las mejores vinieron de ti.',
    couldNotAnswer: 'La IA no ha podido responder. Inténtalo de nuevo.',
    summaryTitle: 'Resumir con IA',
    summaryText: 'Pega cualquier texto y obtén lo esencial en unas pocas frases.',
    textLabel: 'Texto que resumir',
    summarising: 'Resumiendo…',
    summary: 'Resumen',
    answeredBy: 'Respuesta de {model}',
    askTitle: 'Pregunta a {name}',
    askText: 'Preguntas respondidas por IA, aquí mismo.',
    conversation: 'Conversación',
    askEmpty: 'Pregunta lo que quieras para empezar la conversación.',
    thinking: 'Pensando',
    messageLabel: 'Tu mensaje',
    messagePlaceholder: 'Escribe un mensaje…',
    send: 'Enviar',
  },
};

const FR: SectionCopy = {
  features: {
    eyebrow: 'Pourquoi {name}',
    title: 'Tout est dans les détails',
    text: 'Tout ce que nous faisons repose sur une idée : que ce soit tout simplement mieux que ce que vous attendiez.',
  },
  steps: { eyebrow: 'Comment ça marche', title: 'Prêt en trois étapes' },
  statsTitle: 'En chiffres',
  testimonials: { eyebrow: 'Ils en parlent', title: 'Ce qu’en disent nos clients' },
  pricing: {
    eyebrow: 'Tarifs',
    title: 'Des tarifs simples et honnêtes',
    text: 'Aucuns frais cachés. Changez de formule ou résiliez quand vous voulez.',
    popular: 'Le plus choisi',
    chosen: '{tier} : nous vous recontactons très vite.',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Vos questions, nos réponses',
    writeTo: 'Une autre question ? Écrivez-nous à',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Écrivez-nous',
    text: 'Une question, une réservation ou simplement un bonjour : envoyez-nous un message, une vraie personne vous répondra.',
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Adresse',
    hours: 'Horaires',
    name: 'Nom',
    message: 'Message',
    messagePlaceholder: 'Comment pouvons-nous vous aider ?',
    sending: 'Envoi…',
    send: 'Envoyer le message',
    sent: 'Votre message a bien été envoyé. Merci !',
    notSent: 'Votre message n’a pas pu être envoyé.',
    tryAgain: 'Réessayez, ou écrivez-nous par e-mail.',
    thanks: 'Merci ! Nous vous répondrons sous un jour ouvré.',
    thanksPerson: 'Merci, {person} ! Nous vous répondrons sous un jour ouvré.',
  },
  newsletter: {
    emailLabel: 'Adresse e-mail',
    emailPlaceholder: 'vous@exemple.fr',
    subscribe: 'S’abonner',
    subscribed: 'Vous êtes abonné. À bientôt dans votre boîte de réception !',
  },
  gallery: { eyebrow: 'Galerie', title: 'Un aperçu de {name}' },
  ai: {
    eyebrow: 'IA',
    sample:
      '{name} est né d’une idée simple : créer quelque chose qu’on a envie de retrouver. ' +
      'Chaque semaine, nous écoutons ce que nos visiteurs demandent et nous changeons une chose. ' +
      'Certaines semaines, c’est une petite correction ; d’autres, une fonction entièrement nouvelle. ' +
      'Ce sont les personnes qui utilisent {name} qui décident de ce qu’il devient. ' +
      'Nous publions ce que nous avons changé et pourquoi, pour que personne n’ait à deviner. ' +
      'Si vous avez une idée, dites-la-nous : les meilleures venaient de vous.',
    couldNotAnswer: 'L’IA n’a pas pu répondre. Veuillez réessayer.',
    summaryTitle: 'Résumer avec l’IA',
    summaryText: 'Collez n’importe quel texte et obtenez l’essentiel en quelques phrases.',
    textLabel: 'Texte à résumer',
    summarising: 'Résumé en cours…',
    summary: 'Résumé',
    answeredBy: 'Réponse de {model}',
    askTitle: 'Demandez à {name}',
    askText: 'Des questions, des réponses de l’IA, ici même.',
    conversation: 'Conversation',
    askEmpty: 'Posez une question pour commencer la conversation.',
    thinking: 'Réflexion en cours',
    messageLabel: 'Votre message',
    messagePlaceholder: 'Écrivez un message…',
    send: 'Envoyer',
  },
};

const DE: SectionCopy = {
  features: {
    eyebrow: 'Warum {name}',
    title: 'Auf die Details kommt es an',
    text: 'Alles, was wir tun, folgt einer Idee: Es soll einfach besser sein, als Sie erwartet haben.',
  },
  steps: { eyebrow: 'So funktioniert’s', title: 'In drei Schritten startklar' },
  statsTitle: 'In Zahlen',
  testimonials: { eyebrow: 'Stimmen', title: 'Was andere sagen' },
  pricing: {
    eyebrow: 'Preise',
    title: 'Einfache, ehrliche Preise',
    text: 'Keine versteckten Kosten. Wechseln oder kündigen Sie, wann Sie möchten.',
    popular: 'Am beliebtesten',
    chosen: '{tier}: Wir melden uns in Kürze bei Ihnen.',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Ihre Fragen, unsere Antworten',
    writeTo: 'Noch etwas auf dem Herzen? Schreiben Sie an',
  },
  contact: {
    eyebrow: 'Kontakt',
    title: 'Schreiben Sie uns',
    text: 'Fragen, Buchungen oder einfach ein Hallo: Schicken Sie uns eine Nachricht, ein echter Mensch antwortet.',
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Adresse',
    hours: 'Öffnungszeiten',
    name: 'Name',
    message: 'Nachricht',
    messagePlaceholder: 'Wie können wir helfen?',
    sending: 'Wird gesendet…',
    send: 'Nachricht senden',
    sent: 'Ihre Nachricht wurde gesendet. Vielen Dank!',
    notSent: 'Ihre Nachricht konnte nicht gesendet werden.',
    tryAgain: 'Bitte versuchen Sie es erneut oder schreiben Sie uns eine E-Mail.',
    thanks: 'Danke! Wir antworten innerhalb eines Werktags.',
    thanksPerson: 'Danke, {person}! Wir antworten innerhalb eines Werktags.',
  },
  newsletter: {
    emailLabel: 'E-Mail-Adresse',
    emailPlaceholder: 'sie@beispiel.de',
    subscribe: 'Abonnieren',
    subscribed: 'Sie haben abonniert. Bis bald in Ihrem Posteingang!',
  },
  gallery: { eyebrow: 'Galerie', title: 'Ein Blick in {name}' },
  ai: {
    eyebrow: 'KI',
    sample:
      '{name} begann mit einer einfachen Idee: etwas zu schaffen, zu dem Menschen gern zurückkehren. ' +
      'Jede Woche hören wir, was sich unsere Besucher wünschen, und ändern eine Sache. ' +
      'Manchmal ist das eine kleine Korrektur, manchmal eine ganz neue Funktion. ' +
      'Die Menschen, die {name} nutzen, bestimmen, was daraus wird. ' +
      'Wir veröffentlichen, was wir geändert haben und warum, damit niemand raten muss. ' +
      'Wenn Sie eine Idee haben, erzählen Sie sie uns: Die besten kamen von Ihnen.',
    couldNotAnswer: 'Die KI konnte nicht antworten. Bitte versuchen Sie es erneut.',
    summaryTitle: 'Mit KI zusammenfassen',
    summaryText: 'Fügen Sie einen beliebigen Text ein und erhalten Sie das Wichtigste in wenigen Sätzen.',
    textLabel: 'Zusammenzufassender Text',
    summarising: 'Wird zusammengefasst…',
    summary: 'Zusammenfassung',
    answeredBy: 'Antwort von {model}',
    askTitle: 'Fragen Sie {name}',
    askText: 'Fragen, von KI beantwortet, direkt hier.',
    conversation: 'Unterhaltung',
    askEmpty: 'Stellen Sie eine Frage, um die Unterhaltung zu beginnen.',
    thinking: 'Denkt nach',
    messageLabel: 'Ihre Nachricht',
    messagePlaceholder: 'Nachricht schreiben…',
    send: 'Senden',
  },
};

export const SECTION_TRANSLATIONS: Record<PromptLanguage, SectionCopy> = {
  es: ES,
  fr: FR,
  de: DE,
  pt: PT,
  it: IT,
};
