// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { MessageAttachments } from './message-attachments';

const files: Record<string, string> = {
  '/api/web/uploads/p-p1/aa.md': '# Opening hours\n\nMon–Fri <b>8–18</b>\n',
  '/api/web/uploads/p-p1/bb.txt': 'export const App = () => <h1>Hi</h1>;\n',
  '/api/web/uploads/p-p1/cc.csv': 'item,price\nnata,1.20\n',
};
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const body = files[String(input)];
  return body === undefined
    ? new Response('not found', { status: 404 })
    : new Response(body, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

const attachment = (name: string, contentType: string, url = `/api/web/uploads/p-p1/${name}`) => ({
  _id: name,
  name,
  contentType,
  url,
});

describe('a message’s documents (issue 17 §11)', () => {
  it('opens a markdown file in a viewer showing its text as text, with Download inside', async () => {
    renderWithApp(
      <MessageAttachments
        attachments={[attachment('hours.md', 'text/markdown', '/api/web/uploads/p-p1/aa.md')]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open hours.md' }));
    const viewer = await screen.findByRole('dialog', { name: 'hours.md' });
    const contents = await within(viewer).findByRole('region', { name: 'Contents of hours.md' });
    expect(contents.textContent).toBe('# Opening hours\n\nMon–Fri <b>8–18</b>\n');
    // Markup in a document is shown, never rendered.
    expect(contents.querySelector('b')).toBeNull();
    expect(contents.querySelector('pre')?.className).toContain('font-sans');
    expect(contents.getAttribute('tabindex')).toBe('0');
    const download = within(viewer).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('/api/web/uploads/p-p1/aa.md');
    expect(download.getAttribute('download')).toBe('hours.md');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows source files and CSV in monospace', async () => {
    renderWithApp(
      <MessageAttachments
        attachments={[
          attachment('App.tsx', 'text/plain', '/api/web/uploads/p-p1/bb.txt'),
          attachment('menu.csv', 'text/csv', '/api/web/uploads/p-p1/cc.csv'),
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu.csv' }));
    const csv = await screen.findByRole('region', { name: 'Contents of menu.csv' });
    expect(csv.textContent).toBe('item,price\nnata,1.20\n');
    expect(csv.querySelector('pre')?.className).toContain('font-mono');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Open App.tsx' }));
    const code = await screen.findByRole('region', { name: 'Contents of App.tsx' });
    expect(code.textContent).toBe('export const App = () => <h1>Hi</h1>;\n');
    expect(code.querySelector('pre')?.className).toContain('font-mono');
  });

  it('says when a file cannot be loaded, and offers to try again', async () => {
    renderWithApp(<MessageAttachments attachments={[attachment('gone.txt', 'text/plain')]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open gone.txt' }));
    const viewer = await screen.findByRole('dialog', { name: 'gone.txt' });
    expect(await within(viewer).findByText('Couldn’t load this file.')).toBeTruthy();
    expect(within(viewer).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers a Word document to download, without fetching it', async () => {
    renderWithApp(
      <MessageAttachments
        attachments={[
          attachment('brief.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open brief.docx' }));
    const viewer = await screen.findByRole('dialog', { name: 'brief.docx' });
    expect(viewer.textContent).toContain('Download it to open it.');
    expect(within(viewer).getByRole('link', { name: 'Download' }).getAttribute('download')).toBe(
      'brief.docx',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still opens a PDF in a new tab', () => {
    renderWithApp(<MessageAttachments attachments={[attachment('brief.pdf', 'application/pdf')]} />);
    const link = screen.getByRole('link', { name: 'Open brief.pdf in a new tab' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: 'Open brief.pdf' })).toBeNull();
  });
});
