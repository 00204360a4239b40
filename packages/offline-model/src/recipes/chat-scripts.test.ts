import { describe, expect, it } from 'vitest';
import { PROMPT_LANGUAGE_IDS } from '../language';
import { CHAT_SCRIPTS, type Script } from './chat-scripts';

/** The demo bot's matching, as the generated `demoReply` does it: most keywords found wins. */
function bestTopic(script: Script, question: string) {
  const text = question.toLowerCase();
  let best = -1;
  let bestScore = 0;
  script.topics.forEach((topic, index) => {
    const score = topic.keywords.filter((keyword) => text.includes(keyword)).length;
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  return best;
}

const GREETINGS = { es: '¡Hola!', fr: 'Bonjour', de: 'Hallo', pt: 'Olá', it: 'Ciao!' } as const;
const THANKS = {
  es: 'Muchas gracias',
  fr: 'Merci !',
  de: 'Danke',
  pt: 'Obrigada',
  it: 'Grazie mille',
} as const;

describe('the chat demo bot in the prompt’s language', () => {
  it.each(PROMPT_LANGUAGE_IDS)('%s: each suggested question gets its own scripted answer', (language) => {
    const scripts = CHAT_SCRIPTS[language];
    const business = scripts.business({ name: 'Lumen', email: 'hello@lumen.example', phone: '+1 555 0100' });
    for (const script of [business, scripts.assistant]) {
      expect(script.starters.map((starter) => bestTopic(script, starter))).toEqual(
        script.topics.map((_, index) => index),
      );
    }
    expect(business.fallback).toContain('hello@lumen.example');
  });

  it.each(PROMPT_LANGUAGE_IDS)('%s: hears hello and thanks, not inside other words', (language) => {
    const scripts = CHAT_SCRIPTS[language];
    expect(new RegExp(scripts.greeting).test(GREETINGS[language].toLowerCase())).toBe(true);
    expect(new RegExp(scripts.thanks).test(THANKS[language].toLowerCase())).toBe(true);
    expect(new RegExp(scripts.greeting).test('¿cuánto cuesta? ciaoo olázz')).toBe(false);
  });
});
