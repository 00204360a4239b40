import { SiteAiChatRequestSchema } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from './answer';
import { offlineChatReply, offlineGenerateReply } from './offline-answers';

async function chat(content: string, language?: string): Promise<string> {
  const input = SiteAiChatRequestSchema.parse({ messages: [{ role: 'user', content }], language });
  let text = '';
  for await (const chunk of offlineAnswer('chat', input).chunks) text += chunk;
  return text;
}

const LONG =
  'Abrimos a las ocho. El pan sale del horno a las nueve. Los domingos cerramos por la tarde. ' +
  'El pan de masa madre se agota pronto.';

describe("the offline model's site AI answers in its app's language", () => {
  it.each([
    ['es', 'Soy el modelo sin conexión de Kiln', 'no puedo entender preguntas'],
    ['fr', 'Je suis le modèle hors ligne de Kiln', 'ni comprendre les questions'],
    ['de', 'Ich bin das Offline-Modell von Kiln', 'weder Fragen verstehen'],
    ['pt', 'Sou o modelo offline do Kiln', 'não consigo compreender perguntas'],
    ['it', 'Sono il modello offline di Kiln', 'non posso capire le domande'],
  ])(
    '%s: says what it is and what it can do, in that language, with nothing English',
    async (language, is, cannot) => {
      const text = await chat('¿A qué hora abrís?', language);
      expect(text).toContain(is);
      expect(text).toContain(cannot);
      expect(text).not.toMatch(/\b(?:I'm|can't|summarise|language model)\b/);
    },
  );

  it('quotes the key point of a long message in the app’s language', () => {
    const reply = offlineChatReply(LONG, 'es');
    expect(reply).toMatch(/\n\nLa idea clave de tu mensaje: «[^»]+\.»$/);
    expect(offlineChatReply(LONG, 'fr')).toMatch(/L’idée clé de votre message\u00a0: «\u00a0[^»]+\u00a0»$/);
    // The quoted sentence is the visitor's own, even with `$&` in it.
    expect(offlineChatReply('Uno. Dos $& tres. Cuatro dos tres. Cinco dos.', 'es')).toContain('$&');
  });

  it('answers in English without a language, as before', async () => {
    const text = await chat('What is the capital of France?');
    expect(text).toContain("I'm Kiln's offline model");
    expect(text).toContain("can't understand questions");
    expect(offlineChatReply(LONG.replaceAll('El', 'The'))).toContain('The key point of your message: "');
    expect(offlineGenerateReply()).toContain("can't understand questions or write new text");
  });
});
