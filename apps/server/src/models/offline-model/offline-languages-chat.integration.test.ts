import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a chat app asked for in Spanish, French, German, Portuguese or Italian is written in
 * that language, its labelled demo replies too (no site AI is served here, so the demo bot answers).
 */
const rig = renderRig('kiln-offline-languages-chat-');

type Case = {
  lang: 'es' | 'fr' | 'de' | 'pt' | 'it';
  prompt: string;
  /** The composer's label starts with it ("Message Sage"). */
  message: RegExp;
  question: string;
  reply: RegExp;
  messages: string;
  demoReply: string;
  newChat: string;
  suggested: string;
  conversations: string;
  /** The delete button of the first conversation, its title being the question. */
  deleteIt: string;
  deleteTitle: string;
  deleteConfirm: string;
  openConversations: string;
  sheetText: string;
};

const CASES: Case[] = [
  {
    lang: 'es',
    prompt: 'Una aplicación de chat con un asistente virtual para organizar mi semana',
    message: /^Mensaje para /,
    question: '¿Tienes ideas para relajarme el finde?',
    reply: /^Algunas ideas para un fin de semana tranquilo:/,
    messages: 'Mensajes',
    demoReply: 'Respuesta de demostración',
    newChat: 'Nuevo chat',
    suggested: 'Preguntas sugeridas',
    conversations: 'Conversaciones',
    deleteIt: 'Eliminar ¿Tienes ideas para relajarme el finde?',
    deleteTitle: '¿Eliminar esta conversación?',
    deleteConfirm: 'Eliminar conversación',
    openConversations: 'Abrir conversaciones',
    sheetText: 'Tus conversaciones, guardadas en este navegador.',
  },
  {
    lang: 'fr',
    prompt: 'Une application de chat avec un assistant virtuel pour ma semaine',
    message: /^Message à /,
    question: 'Tu as des idées pour un week-end de repos ?',
    reply: /^Quelques idées pour un week-end tranquille/,
    messages: 'Messages',
    demoReply: 'Réponse de démonstration',
    newChat: 'Nouvelle discussion',
    suggested: 'Questions suggérées',
    conversations: 'Discussions',
    deleteIt: 'Supprimer Tu as des idées pour un week-end de repos ?',
    deleteTitle: 'Supprimer cette discussion\u00a0?',
    deleteConfirm: 'Supprimer la discussion',
    openConversations: 'Ouvrir les discussions',
    sheetText: 'Vos discussions, enregistrées dans ce navigateur.',
  },
  {
    lang: 'de',
    prompt: 'Eine Chat-App namens "Lotse" für meinen Alltag',
    message: /^Nachricht an /,
    question: 'Hast du Ideen für ein ruhiges Wochenende?',
    reply: /^Ein paar Ideen für ein ruhiges Wochenende:/,
    messages: 'Nachrichten',
    demoReply: 'Demo-Antwort',
    newChat: 'Neuer Chat',
    suggested: 'Vorgeschlagene Fragen',
    conversations: 'Unterhaltungen',
    deleteIt: 'Hast du Ideen für ein ruhiges Wochenende? löschen',
    deleteTitle: 'Diese Unterhaltung löschen?',
    deleteConfirm: 'Unterhaltung löschen',
    openConversations: 'Unterhaltungen öffnen',
    sheetText: 'Ihre Unterhaltungen, in diesem Browser gespeichert.',
  },
  {
    lang: 'pt',
    prompt: 'Uma aplicação de chat com um assistente virtual para a minha semana',
    message: /^Mensagem para /,
    question: 'Tens ideias para descansar ao fim de semana?',
    reply: /^Algumas ideias para um fim de semana calmo:/,
    messages: 'Mensagens',
    demoReply: 'Resposta de demonstração',
    newChat: 'Nova conversa',
    suggested: 'Perguntas sugeridas',
    conversations: 'Conversas',
    deleteIt: 'Eliminar Tens ideias para descansar ao fim de semana?',
    deleteTitle: 'Eliminar esta conversa?',
    deleteConfirm: 'Eliminar conversa',
    openConversations: 'Abrir conversas',
    sheetText: 'As suas conversas, guardadas neste navegador.',
  },
  {
    lang: 'it',
    prompt: 'Una app di chat con un assistente virtuale per la mia settimana',
    message: /^Messaggio per /,
    question: 'Hai qualche idea per rilassarmi nel weekend?',
    reply: /^Qualche idea per un weekend tranquillo:/,
    messages: 'Messaggi',
    demoReply: 'Risposta dimostrativa',
    newChat: 'Nuova chat',
    suggested: 'Domande suggerite',
    conversations: 'Conversazioni',
    deleteIt: 'Elimina Hai qualche idea per rilassarmi nel weekend?',
    deleteTitle: 'Eliminare questa conversazione?',
    deleteConfirm: 'Elimina conversazione',
    openConversations: 'Apri le conversazioni',
    sheetText: 'Le tue conversazioni, salvate in questo browser.',
  },
];

describe.concurrent('a chat app in the language of the prompt', () => {
  it.each(CASES.map((c) => [c.lang, c.prompt, c] as const))(
    '%s: %s',
    async (lang, prompt, c) => {
      const dir = await copyProject(path.join(rig.root, `chat-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      await verify(rig.builder, rig.browser, dir, [
        {
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            await page.waitForFunction("document.activeElement?.id === 'composer'");
            const composer = page.getByLabel(c.message);
            await composer.fill(c.question);
            await composer.press('Enter');
            const thread = page.getByRole('region', { name: c.messages });
            await thread.getByText(c.reply).waitFor();
            await thread.getByText(c.demoReply, { exact: true }).waitFor();
            // A suggested question in a second conversation, then the first one deleted.
            await page.getByRole('button', { name: c.newChat }).click();
            await page.getByRole('list', { name: c.suggested }).getByRole('button').nth(2).click();
            await thread.getByText(c.demoReply, { exact: true }).waitFor();
            const conversations = page
              .getByRole('navigation', { name: c.conversations })
              .getByRole('listitem');
            await conversations.nth(1).waitFor();
            await page.getByRole('button', { name: c.deleteIt, exact: true }).click();
            await page
              .getByRole('dialog', { name: c.deleteTitle })
              .getByRole('button', { name: c.deleteConfirm })
              .click();
            await conversations.nth(1).waitFor({ state: 'detached' });
          },
        },
        {
          viewport: { width: 375, height: 800 },
          screenshot: `/tmp/offline-chat-${lang}.png`,
          act: async (page) => {
            await page.getByRole('list', { name: c.suggested }).waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
            await page.getByRole('button', { name: c.openConversations }).click();
            await page.getByRole('dialog').getByText(c.sheetText).waitFor();
            await page.keyboard.press('Escape');
            await page.getByRole('dialog').waitFor({ state: 'detached' });
          },
        },
        { path: '/nowhere', shows: SHARED_COPY[lang].notFound.title },
      ]);
    },
    180_000,
  );
});
