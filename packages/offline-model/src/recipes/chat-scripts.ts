import type { PromptLanguage } from '../language';
import { CHAT_SCRIPTS_MORE } from './chat-scripts-more';

/**
 * The chat app's scripted demo replies in the prompt's language (the English ones are in chat-bot.ts):
 * a business's hours, prices, appointments and contact, or a general assistant's few templates.
 * Keywords are lowercase pieces of words, matched anywhere in the lowercased question.
 */
export type Topic = { keywords: string[]; reply: string };
export type Script = { starters: string[]; topics: Topic[]; fallback: string };
export type BusinessFacts = { name: string; email: string; phone: string };
export type ChatScripts = {
  /** Regular expression sources, tested against the lowercased question. */
  greeting: string;
  thanks: string;
  thanksReply: string;
  hello: string;
  business: (facts: BusinessFacts) => Script;
  assistant: Script;
};

/** After a greeting word: a space, punctuation or the end (`\b` does not follow accented letters). */
const END = '(?:[\\s,!.?¡¿]|$)';

const ES: ChatScripts = {
  greeting: `^¡?(?:hola|buenas|buenos días|buenas tardes|buenas noches)${END}`,
  thanks: `(?:gracias)${END}`,
  thanksReply: '¡De nada! ¿Te puedo ayudar en algo más?',
  hello: '¡Hola! ',
  business: ({ name, email, phone }) => ({
    starters: [
      '¿Cuál es vuestro horario?',
      '¿Cuánto cuesta?',
      '¿Puedo reservar una cita?',
      '¿Cómo puedo contactar con vosotros?',
    ],
    topics: [
      {
        keywords: ['horario', 'hora', 'abr', 'cierr', 'abiert'],
        reply:
          'Nuestro horario: de lunes a viernes, de 9:00 a 18:00, y los sábados, de 10:00 a 14:00. Los domingos cerramos.',
      },
      {
        keywords: ['precio', 'cuesta', 'cuánto', 'cuanto', 'tarifa', 'caro', 'barato'],
        reply: `Los precios dependen de lo que necesites. Escríbenos a ${email} y te enviamos la lista completa.`,
      },
      {
        keywords: ['reserv', 'cita', 'hueco', 'disponib'],
        reply: `Claro: escríbenos a ${email} o llámanos al ${phone} con el día y la hora que prefieras y te lo confirmamos.`,
      },
      {
        keywords: [
          'contact',
          'correo',
          'email',
          'teléfono',
          'telefono',
          'llam',
          'dónde',
          'donde',
          'dirección',
        ],
        reply: `Puedes escribir a ${name} a ${email} o llamar al ${phone}.`,
      },
    ],
    fallback: `Solo puedo responder a unas pocas preguntas sobre ${name}: el horario, los precios, cómo reservar y cómo contactar. Para todo lo demás, escribe a ${email}.`,
  }),
  assistant: {
    starters: [
      'Ayúdame a escribir un correo de seguimiento',
      'Dame ideas para un fin de semana tranquilo',
      'Hazme un plan para aprender algo nuevo',
      '¿Cómo hago una buena lista de tareas?',
    ],
    topics: [
      {
        keywords: ['correo', 'email', 'mail', 'carta', 'seguimiento'],
        reply:
          'Aquí tienes una plantilla que puedes adaptar:\n\nAsunto: Seguimiento de nuestra conversación\n\nHola, [nombre]:\n\nGracias por tu tiempo el [día]. Te escribo para retomar [tema] y saber si has podido echarle un vistazo. Puedo resolver cualquier duda o que hablemos un momento por teléfono.\n\nUn saludo,\n[tu nombre]',
      },
      {
        keywords: ['fin de semana', 'finde', 'relaj', 'idea', 'aburr'],
        reply:
          'Algunas ideas para un fin de semana tranquilo:\n\n1. Un paseo largo por un sitio que no conozcas, sin planear la vuelta.\n2. Cocinar desde cero una receta nueva.\n3. Una mañana sin móvil, con un buen libro.\n4. Llamar o visitar a alguien a quien hace tiempo que no ves.\n5. Ordenar un rincón pequeño de casa: se nota más de lo que parece.',
      },
      {
        keywords: ['aprend', 'estudi', 'plan', 'habilidad', 'practic'],
        reply:
          'Un plan sencillo de cuatro semanas:\n\nSemana 1: elige un objetivo pequeño y un buen recurso para principiantes.\nSemana 2: practica 20 minutos al día, siempre a la misma hora.\nSemana 3: crea algo pequeño con lo que has aprendido y enséñaselo a alguien.\nSemana 4: repasa lo que te costó y elige el siguiente objetivo.',
      },
      {
        keywords: ['tarea', 'lista', 'pendiente', 'organiz', 'productiv'],
        reply:
          'Escribe cada tarea como la siguiente acción, empezando por un verbo («Enviar la factura a Sam», no «Factura»). Deja arriba tres tareas para hoy, pon fecha solo a lo que de verdad la tiene y repasa la lista una vez por semana.',
      },
    ],
    fallback:
      'Soy un bot de demostración con unas pocas respuestas preparadas: puedo redactar un correo de seguimiento, proponer ideas para el fin de semana, esbozar un plan de aprendizaje o darte consejos para tu lista de tareas. Para tener respuestas reales a cualquier pregunta hay que activar la IA.',
  },
};

const FR: ChatScripts = {
  greeting: `^(?:bonjour|bonsoir|salut|coucou)${END}`,
  thanks: `(?:merci)${END}`,
  thanksReply: 'Avec plaisir\u00a0! Puis-je vous aider pour autre chose\u00a0?',
  hello: 'Bonjour\u00a0! ',
  business: ({ name, email, phone }) => ({
    starters: [
      'Quels sont vos horaires\u00a0?',
      'Combien ça coûte\u00a0?',
      'Puis-je prendre rendez-vous\u00a0?',
      'Comment vous contacter\u00a0?',
    ],
    topics: [
      {
        keywords: ['horaire', 'heure', 'ouvert', 'ouvr', 'ferm'],
        reply:
          'Nos horaires\u00a0: du lundi au vendredi de 9\u00a0h à 18\u00a0h, et le samedi de 10\u00a0h à 14\u00a0h. Fermé le dimanche.',
      },
      {
        keywords: ['prix', 'tarif', 'coût', 'cout', 'combien', 'cher'],
        reply: `Nos tarifs dépendent de ce dont vous avez besoin. Écrivez-nous à ${email} et nous vous enverrons la grille complète.`,
      },
      {
        keywords: ['rendez', 'réserv', 'reserv', 'créneau', 'disponib'],
        reply: `Bien sûr\u00a0: écrivez-nous à ${email} ou appelez le ${phone} en indiquant le jour et l’heure qui vous conviennent, et nous vous confirmerons.`,
      },
      {
        keywords: ['contact', 'mail', 'téléphone', 'telephone', 'appeler', 'joindre', 'adresse'],
        reply: `Vous pouvez joindre ${name} à ${email} ou au ${phone}.`,
      },
    ],
    fallback: `Je ne sais répondre qu’à quelques questions sur ${name}\u00a0: les horaires, les tarifs, la prise de rendez-vous et comment nous joindre. Pour tout le reste, écrivez à ${email}.`,
  }),
  assistant: {
    starters: [
      'Aide-moi à écrire un e-mail de relance poli',
      'Donne-moi des idées pour un week-end reposant',
      'Fais-moi un plan pour apprendre quelque chose de nouveau',
      'Comment faire une bonne liste de tâches\u00a0?',
    ],
    topics: [
      {
        keywords: ['mail', 'courrier', 'lettre', 'relance'],
        reply:
          'Voici un modèle à adapter\u00a0:\n\nObjet\u00a0: Suite à notre échange\n\nBonjour [nom],\n\nMerci pour le temps que vous m’avez accordé [jour]. Je reviens vers vous au sujet de [sujet] pour savoir si vous avez pu y jeter un œil. Je reste à votre disposition pour toute question ou pour un court appel.\n\nBien cordialement,\n[votre nom]',
      },
      {
        keywords: ['week-end', 'weekend', 'repos', 'détente', 'idée', 'ennui'],
        reply:
          'Quelques idées pour un week-end tranquille\u00a0:\n\n1. Une longue balade dans un endroit inconnu, sans prévoir le retour.\n2. Cuisiner une nouvelle recette de A à Z.\n3. Une matinée sans téléphone, avec un livre.\n4. Appeler ou voir quelqu’un que vous n’avez pas vu depuis longtemps.\n5. Ranger un petit coin de chez vous\u00a0: l’effet est plus grand qu’on ne le croit.',
      },
      {
        keywords: ['apprend', 'étudi', 'plan', 'compétence', 'pratiqu'],
        reply:
          'Un plan simple sur quatre semaines\u00a0:\n\nSemaine 1\u00a0: choisissez un petit objectif et une bonne ressource pour débutants.\nSemaine 2\u00a0: pratiquez 20\u00a0minutes par jour, toujours à la même heure.\nSemaine 3\u00a0: réalisez quelque chose de petit avec ce que vous avez appris et montrez-le à quelqu’un.\nSemaine 4\u00a0: revoyez ce qui a été difficile et choisissez l’objectif suivant.',
      },
      {
        keywords: ['tâche', 'tache', 'liste', 'organis', 'productiv'],
        reply:
          'Écrivez chaque tâche comme une action qui commence par un verbe («\u00a0Envoyer la facture à Sam\u00a0», pas «\u00a0Facture\u00a0»). Gardez en haut trois tâches pour aujourd’hui, ne datez que ce qui a vraiment une échéance, et faites le tri dans la liste une fois par semaine.',
      },
    ],
    fallback:
      'Je suis un bot de démonstration avec quelques réponses toutes prêtes\u00a0: je peux rédiger un e-mail de relance, proposer des idées pour le week-end, esquisser un plan d’apprentissage ou donner des conseils pour votre liste de tâches. Pour de vraies réponses à toutes vos questions, il faut activer l’IA.',
  },
};

export const CHAT_SCRIPTS: Record<PromptLanguage, ChatScripts> = { es: ES, fr: FR, ...CHAT_SCRIPTS_MORE };
