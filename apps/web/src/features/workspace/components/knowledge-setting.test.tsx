// @vitest-environment happy-dom
import { KNOWLEDGE_BASE_MAX } from '@kiln/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { KNOWLEDGE_SAVED, KnowledgeSetting } from './knowledge-setting';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the project knowledge setting', () => {
  it('saves what the owner wrote, once it changed, and says so', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/api/web/knowledge-base': (body) => {
          sent.push(body);
          return jsonResponse(200, { success: true, data: { knowledgeBase: 'Prices in euros.' } });
        },
      }),
    );
    const user = userEvent.setup();
    const project = createTestProject({ knowledgeBase: '' });
    renderWithApp(<KnowledgeSetting project={project} />, { user: createTestUser() });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Project knowledge' }), ' Prices in euros. ');
    await user.click(save);
    expect(await screen.findByText(KNOWLEDGE_SAVED)).toBeTruthy();
    expect(sent).toEqual([{ webId: project._id, knowledgeBase: ' Prices in euros. ' }]);
  });

  it('refuses more than the limit before asking the server', async () => {
    vi.stubGlobal('fetch', routeFetch({}));
    const user = userEvent.setup();
    renderWithApp(<KnowledgeSetting project={createTestProject({ knowledgeBase: '' })} />, {
      user: createTestUser(),
    });
    const field = screen.getByRole('textbox', { name: 'Project knowledge' });
    await user.click(field);
    await user.paste('x'.repeat(KNOWLEDGE_BASE_MAX + 1));
    expect(screen.getByText(`Keep the knowledge base under ${KNOWLEDGE_BASE_MAX} characters`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
});
