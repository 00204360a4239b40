import { describe, expect, it } from 'vitest';
import { firstPromptReply } from './first-prompt';
import { ignoredAsks, ignoredNote } from './ignored';

describe('what the offline model leaves out of a first prompt', () => {
  it.each([
    [
      'An online store for sneakers with Stripe payments and customer login',
      ['user accounts', 'real payments'],
    ],
    ['A booking site that sends email confirmations', ['sending email']],
    ['A blog with AI-generated summaries, backed by Supabase', ['AI features', 'a database or server']],
    ['A todo app where each user can log in', ['user accounts']],
    ['A messaging app for me and my friends', ['messages between people']],
    ['A WhatsApp clone with group chats', ['messages between people']],
    ['Una app de mensajería para mi familia', ['messages between people']],
  ])('%s', (prompt, asks) => {
    expect(ignoredAsks(prompt)).toEqual(asks);
  });

  it('finds nothing in a prompt that asks only for what it builds', () => {
    for (const prompt of [
      'A landing page for a bakery in Lisbon',
      'A pomodoro timer for my study sessions',
      'A portfolio for an author', // "author" is not "auth"
      'A store selling handmade ceramics with a cart',
      'Homepage for a yoga studio with class times and a sign-up button',
      'An analytics dashboard with MRR, churn and signups',
      'A chat assistant that answers questions about my bakery',
    ]) {
      expect(ignoredAsks(prompt), prompt).toEqual([]);
    }
  });

  it('does not call AI features left out of the chat app, which answers with the site AI', () => {
    expect(ignoredAsks('A ChatGPT-style AI assistant app', 'chat')).toEqual([]);
    expect(firstPromptReply('A ChatGPT-style AI assistant app').text).not.toContain('I left out');
    expect(ignoredAsks('A ChatGPT-style AI assistant app with user login', 'chat')).toEqual([
      'user accounts',
    ]);
  });

  it('says so in the first reply, after what it builds instead, and lists the parts once', () => {
    const { text } = firstPromptReply(
      'An online store called Kicks for sneakers with Stripe payments and user login',
    );
    expect(text).toContain(ignoredNote('with Stripe payments and user login'));
    expect(text.indexOf('I left out user accounts and real payments')).toBeLessThan(
      text.indexOf("I'll build **Kicks**"),
    );
  });
});
