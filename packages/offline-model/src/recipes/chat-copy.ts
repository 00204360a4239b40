import type { AppLanguage } from '../locale';
import { CHAT_COPY_MORE } from './chat-copy-more';

/** Everything the chat app's screens say, per language (issue 18 §2). Its demo replies are in chat-scripts.ts. */
export type ChatCopy = {
  /** The language the site AI is asked to answer in, sent with each question. */
  code: AppLanguage;
  /** When the site AI fails (not when it is off: the demo bot answers then). */
  aiError: string;
  description: { business: (name: string) => string; assistant: (name: string) => string };
  intro: { business: string; assistant: string };
  newChat: string;
  conversations: string;
  noConversations: string;
  /** "Rename {title}", "Delete {title}" */
  renameLabel: string;
  deleteLabel: string;
  renameTitle: string;
  renameText: string;
  name: string;
  cancel: string;
  save: string;
  deleteTitle: string;
  /** "“{title}” and its messages …" */
  deleteText: string;
  deleteConfirm: string;
  copyFailed: string;
  demoReply: string;
  you: string;
  /** "{name} is writing" */
  writing: string;
  stopped: string;
  copied: string;
  copy: string;
  demoNotice: string;
  openConversations: string;
  demoReplies: string;
  answeredBy: string;
  sheetText: string;
  messages: string;
  /** "How can {name} help?" */
  help: string;
  suggested: string;
  /** "Conversation: {title}" */
  conversation: string;
  /** "Message {name}" */
  message: string;
  stop: string;
  send: string;
  hint: string;
};

const EN: ChatCopy = {
  code: 'en',
  aiError: 'The AI could not answer. Please try again.',
  description: {
    business: (name) => `${name}: a chat assistant that answers common questions.`,
    assistant: (name) => `${name}: a chat assistant with your conversations kept in the browser.`,
  },
  intro: {
    business: 'Ask about opening hours, prices and common questions.',
    assistant: 'Ask a question, draft an email or plan your week.',
  },
  newChat: 'New chat',
  conversations: 'Conversations',
  noConversations: 'No conversations yet.',
  renameLabel: 'Rename {title}',
  deleteLabel: 'Delete {title}',
  renameTitle: 'Rename conversation',
  renameText: 'Give it a name you will recognise in the list.',
  name: 'Name',
  cancel: 'Cancel',
  save: 'Save',
  deleteTitle: 'Delete this conversation?',
  deleteText: '“{title}” and its messages will be removed from this browser. This cannot be undone.',
  deleteConfirm: 'Delete conversation',
  copyFailed: 'Could not copy: your browser did not allow it.',
  demoReply: 'Demo reply',
  you: 'You',
  writing: '{name} is writing',
  stopped: 'Stopped',
  copied: 'Copied',
  copy: 'Copy message',
  demoNotice: 'Demo replies — turn on AI Chat under AI Integrations for real answers.',
  openConversations: 'Open conversations',
  demoReplies: 'Demo replies',
  answeredBy: 'Answered by',
  sheetText: 'Your conversations, kept in this browser.',
  messages: 'Messages',
  help: 'How can {name} help?',
  suggested: 'Suggested questions',
  conversation: 'Conversation: {title}',
  message: 'Message {name}',
  stop: 'Stop',
  send: 'Send',
  hint: 'Enter sends, Shift+Enter starts a new line. Conversations stay in this browser.',
};

const ES: ChatCopy = {
  code: 'es',
  aiError: 'La IA no ha podido responder. Inténtalo de nuevo en un momento.',
  description: {
    business: (name) => `${name}: un asistente de chat que responde a las preguntas frecuentes.`,
    assistant: (name) => `${name}: un asistente de chat con tus conversaciones guardadas en el navegador.`,
  },
  intro: {
    business: 'Pregunta por el horario, los precios o cualquier duda frecuente.',
    assistant: 'Haz una pregunta, redacta un correo o planifica tu semana.',
  },
  newChat: 'Nuevo chat',
  conversations: 'Conversaciones',
  noConversations: 'Todavía no hay conversaciones.',
  renameLabel: 'Cambiar el nombre de {title}',
  deleteLabel: 'Eliminar {title}',
  renameTitle: 'Cambiar el nombre de la conversación',
  renameText: 'Ponle un nombre que reconozcas en la lista.',
  name: 'Nombre',
  cancel: 'Cancelar',
  save: 'Guardar',
  deleteTitle: '¿Eliminar esta conversación?',
  deleteText: '«{title}» y sus mensajes se borrarán de este navegador. No se puede deshacer.',
  deleteConfirm: 'Eliminar conversación',
  copyFailed: 'No se pudo copiar: el navegador no lo ha permitido.',
  demoReply: 'Respuesta de demostración',
  you: 'Tú',
  writing: '{name} está escribiendo',
  stopped: 'Detenida',
  copied: 'Copiado',
  copy: 'Copiar mensaje',
  demoNotice: 'Respuestas de demostración: activa AI Chat en AI Integrations para obtener respuestas reales.',
  openConversations: 'Abrir conversaciones',
  demoReplies: 'Respuestas de demostración',
  answeredBy: 'Respondido por',
  sheetText: 'Tus conversaciones, guardadas en este navegador.',
  messages: 'Mensajes',
  help: '¿En qué puede ayudarte {name}?',
  suggested: 'Preguntas sugeridas',
  conversation: 'Conversación: {title}',
  message: 'Mensaje para {name}',
  stop: 'Detener',
  send: 'Enviar',
  hint: 'Intro envía; Mayús+Intro añade una línea. Las conversaciones se quedan en este navegador.',
};

const FR: ChatCopy = {
  code: 'fr',
  aiError: 'L’IA n’a pas pu répondre. Réessayez dans un instant.',
  description: {
    business: (name) => `${name}\u00a0: un assistant de chat qui répond aux questions fréquentes.`,
    assistant: (name) => `${name}\u00a0: un assistant de chat, vos conversations restent dans le navigateur.`,
  },
  intro: {
    business: 'Posez vos questions sur les horaires, les tarifs ou tout le reste.',
    assistant: 'Posez une question, rédigez un e-mail ou organisez votre semaine.',
  },
  newChat: 'Nouvelle discussion',
  conversations: 'Discussions',
  noConversations: 'Aucune discussion pour l’instant.',
  renameLabel: 'Renommer {title}',
  deleteLabel: 'Supprimer {title}',
  renameTitle: 'Renommer la discussion',
  renameText: 'Donnez-lui un nom facile à retrouver dans la liste.',
  name: 'Nom',
  cancel: 'Annuler',
  save: 'Enregistrer',
  deleteTitle: 'Supprimer cette discussion\u00a0?',
  deleteText:
    '«\u00a0{title}\u00a0» et ses messages seront effacés de ce navigateur. Impossible de revenir en arrière.',
  deleteConfirm: 'Supprimer la discussion',
  copyFailed: 'Copie impossible\u00a0: votre navigateur ne l’a pas autorisée.',
  demoReply: 'Réponse de démonstration',
  you: 'Vous',
  writing: '{name} écrit',
  stopped: 'Interrompue',
  copied: 'Copié',
  copy: 'Copier le message',
  demoNotice:
    'Réponses de démonstration\u00a0: activez AI Chat dans AI Integrations pour obtenir de vraies réponses.',
  openConversations: 'Ouvrir les discussions',
  demoReplies: 'Réponses de démonstration',
  answeredBy: 'Réponse de',
  sheetText: 'Vos discussions, enregistrées dans ce navigateur.',
  messages: 'Messages',
  help: 'Comment {name} peut-il vous aider\u00a0?',
  suggested: 'Questions suggérées',
  conversation: 'Discussion\u00a0: {title}',
  message: 'Message à {name}',
  stop: 'Arrêter',
  send: 'Envoyer',
  hint: 'Entrée pour envoyer, Maj+Entrée pour aller à la ligne. Les discussions restent dans ce navigateur.',
};

export const CHAT_COPY: Record<AppLanguage, ChatCopy> = { en: EN, es: ES, fr: FR, ...CHAT_COPY_MORE };

/** A copy template ("Rename {title}") as a TypeScript template literal filling each `{name}` with an expression. */
export function tpl(template: string, values: Record<string, string>): string {
  const parts = template.split(/\{(\w+)\}/);
  const body = parts
    .map((part, index) =>
      index % 2 === 1
        ? `\${${values[part] ?? `'{${part}}'`}}`
        : part.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${'),
    )
    .join('');
  return `\`${body}\``;
}
