import { describe, expect, it } from 'vitest';
import { firstPromptReply } from './first-prompt';

describe('firstPromptReply', () => {
  it('says first that a kind it has no recipe for is not what it builds, and where a real model is added', () => {
    const reply = firstPromptReply('A chess game called Loop, dark purple');
    expect(reply.text).toMatch(/^I can't build a game: Kiln's built-in offline model has no recipe for one/);
    expect(reply.text).toContain('[Add a real model](/docs#real-models) to get a real game.');
    expect(reply.text).toContain('not a game');
    // The name is kept, and the stand-in is named for what it is.
    expect(reply.text).toContain("I'll build **Loop**, a landing page");
    expect(reply.reasoning).toContain('I have no recipe for that');
  });

  it('says a landing page is a guess when the prompt names no kind of app', () => {
    expect(firstPromptReply('Make me an app for my plants').text).toMatch(
      /^I couldn't tell which kind of app you want, so I'm guessing a landing page\./,
    );
  });

  it('writes a task manager in the language of the prompt, and says so', () => {
    const reply = firstPromptReply('Una app de tareas para organizar mi semana, en verde');
    expect(reply.text).toMatch(/^You wrote in Spanish, so the app's text is in Spanish/);
    const file = (path: string) =>
      String(
        (
          reply.calls.find((call) => call.toolName === 'write_file' && call.input.path === path)?.input as {
            content?: string;
          }
        )?.content,
      );
    expect(file('index.html')).toContain('<html lang="es"');
    expect(file('src/components/tasks/task-form.tsx')).toContain('Añadir tarea');
    expect(file('src/pages/Index.tsx')).toContain("new Intl.DateTimeFormat('es'");
    expect(file('src/pages/NotFound.tsx')).toContain('Página no encontrada');
  });

  it('writes a calculator in the language of the prompt, with its decimal comma', () => {
    const reply = firstPromptReply('Uma calculadora simples para as minhas contas');
    expect(reply.text).toMatch(/^You wrote in Portuguese, so the app's text is in Portuguese/);
    const lib = reply.calls.find(
      (call) => call.toolName === 'write_file' && call.input.path === 'src/lib/calculator.ts',
    );
    const content = String((lib?.input as { content?: string } | undefined)?.content);
    expect(content).toContain("export const DECIMAL: string = ','");
    expect(content).toContain('Não é possível dividir por zero');
  });

  it('writes a landing page in the prompt’s language (a bakery, a restaurant, a SaaS)', () => {
    for (const prompt of [
      'Une page d’accueil pour ma boulangerie à Lyon',
      'Une page d’accueil pour mon restaurant à Lyon',
      'Une page d’accueil pour mon logiciel SaaS de gestion de projets',
    ]) {
      const reply = firstPromptReply(prompt);
      expect(reply.text).toMatch(/^You wrote in French, so the app's text is in French/);
      const html = reply.calls.find(
        (call) => call.toolName === 'write_file' && call.input.path === 'index.html',
      );
      expect((html?.input as { content?: string } | undefined)?.content).toContain('<html lang="fr">');
    }
  });

  it('builds what it has a recipe for without a word of apology', () => {
    const reply = firstPromptReply('A todo app called Tidy to organise my week');
    expect(reply.text).toMatch(/^I'll build \*\*Tidy\*\*, a task manager:/);
  });

  it('starts a dark app in its dark theme when the prompt asks for it, and says so', () => {
    const reply = firstPromptReply('A marketing site for my SaaS called Notewise, dark theme');
    expect(reply.text).toContain('in a dark theme');
    const html = reply.calls.find(
      (call) => call.toolName === 'write_file' && call.input.path === 'index.html',
    );
    expect((html?.input as { content?: string } | undefined)?.content).toContain(
      '<html lang="en" class="dark">',
    );
    const light = firstPromptReply('A marketing site for my SaaS called Notewise');
    const lightHtml = light.calls.find(
      (call) => call.toolName === 'write_file' && call.input.path === 'index.html',
    );
    expect((lightHtml?.input as { content?: string } | undefined)?.content).toContain('<html lang="en">');
  });
});

describe('firstPromptReply for an event', () => {
  const file = (reply: ReturnType<typeof firstPromptReply>, path: string) =>
    (
      reply.calls.find(
        (call) => call.toolName === 'write_file' && (call.input as { path?: string }).path === path,
      )?.input as { content?: string } | undefined
    )?.content ?? '';

  it('keeps the dates and the year the prompt gives', () => {
    const reply = firstPromptReply(
      'Conference site for DevDays 2027, June 12–13 in Berlin, with speakers and tickets',
    );
    expect(file(reply, 'src/lib/event.ts')).toContain('const startsAt = new Date(2027, 5, 12, 9, 0, 0);');
    expect(file(reply, 'index.html')).toContain('a conference on 12–13 June 2027 in Berlin');
  });

  it('comes round to the next edition of dates given without a year', () => {
    const reply = firstPromptReply('An event page for a jazz festival in Montreal on 3-5 August');
    expect(file(reply, 'src/lib/event.ts')).toContain('new Date(now.getFullYear(), 7, 3, 9, 0, 0)');
    expect(file(reply, 'src/lib/event.ts')).toContain('dates: `3–5 August ');
  });

  it.each([
    ['An online store with 3 products for handmade ceramics', 'src/lib/products.ts', 3],
    ['A blog about slow travel with 2 posts', 'src/lib/posts.ts', 2],
    ['A real estate listings site with 4 homes in Lisbon', 'src/lib/listings.ts', 4],
  ])('"%s" writes exactly as many items as asked', (prompt, file, count) => {
    const reply = firstPromptReply(prompt);
    const data = reply.calls.find((call) => call.toolName === 'write_file' && call.input.path === file);
    const content = String((data?.input as { content?: string } | undefined)?.content);
    // Every item has its own picture.
    expect(content.match(/image: '\/images\//g)).toHaveLength(count);
  });

  it('says first when the prompt asks for more items than it can write, and where to add the rest', () => {
    const reply = firstPromptReply('An online store selling sneakers with 40 products');
    expect(reply.text).toContain('you asked for 40, but the built-in offline model has only');
    expect(reply.text).toContain('add the rest in src/lib/products.ts');
  });

  it("says when a marketplace's sample items are not its subject", () => {
    const reply = firstPromptReply('A listings site for vintage guitars');
    expect(reply.text).toContain('not vintage guitars: replace them with yours in src/lib/listings.ts');
    expect(firstPromptReply('Pet adoption listings for our rescue shelter').text).not.toContain(
      'replace them with yours',
    );
  });

  it('offers a dark app a light/dark toggle, not the dark mode it already has', () => {
    for (const prompt of ['A weather app for my trip to Lisbon, in dark mode', 'A calculator, dark theme']) {
      const reply = firstPromptReply(prompt);
      const suggested = reply.calls.find((call) => call.toolName === 'suggest')?.input as {
        suggestions: string[];
      };
      expect(suggested.suggestions).not.toContain('Add dark mode');
      expect(suggested.suggestions.filter((text) => /dark/i.test(text))).toEqual([
        'Add a light/dark mode toggle',
      ]);
    }
  });
});
