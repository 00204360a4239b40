// @vitest-environment happy-dom
import {
  type CustomDomainStatus,
  calls,
  DOMAIN_EXAMPLE,
  MESSAGE_TEMPLATES,
  MESSAGES,
  normaliseHostname,
} from '@kiln/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { CustomDomainSection } from './custom-domain-section';

const HOST = 'shop.example.com';
const TOKEN = `kiln-verify=${'0f'.repeat(16)}`;
const SITE = 'habit-garden.app.localhost';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function domainStatus(hostname: string): CustomDomainStatus {
  return {
    id: 'd1',
    hostname,
    status: 'Pending',
    records: [
      { kind: 'dcv', type: 'TXT', name: `_kiln-challenge.${hostname}`, target: TOKEN, status: 'Pending' },
      { kind: 'cname', type: 'CNAME', name: hostname, target: SITE, status: 'Active' },
    ],
  };
}

/** The domain calls as the server answers them; `added` and `removed` record what reached it. */
function serveDomains(initial: string | null) {
  let current: string | null = initial;
  const added: string[] = [];
  let removed = 0;
  vi.stubGlobal(
    'fetch',
    routeFetch({
      [calls.getDomain.path]: () =>
        jsonResponse(200, { success: true, data: current ? domainStatus(current) : null }),
      [calls.addDomain.path]: (body) => {
        const hostname = (body as { hostname: string }).hostname;
        added.push(hostname);
        // The server stores what its contract normalises.
        current = normaliseHostname(hostname);
        return jsonResponse(200, { success: true, data: domainStatus(current) });
      },
      [calls.removeDomain.path]: () => {
        removed += 1;
        current = null;
        return jsonResponse(200, { success: true, message: 'Domain removed' });
      },
    }),
  );
  return { added, removals: () => removed };
}

function renderSection(hostname: string | null) {
  const project = createTestProject({
    prodLink: `http://${SITE}:3000/`,
    deployedCommitHash: 'abc1234def',
    domain: hostname ? { hostname } : null,
  });
  return renderWithApp(<CustomDomainSection project={project} />, {
    user: createTestUser({ isPremium: true }),
  });
}

describe('the DNS records table', () => {
  it('shows every name and value whole, monospace and wrapping, each with a copy button', async () => {
    serveDomains(HOST);
    renderSection(HOST);
    const table = await screen.findByRole('table', { name: 'DNS records to create' });
    for (const text of [`_kiln-challenge.${HOST}`, TOKEN, HOST, SITE]) {
      const cell = within(table).getByText(text, { exact: true });
      // No ellipsis: the whole text is laid out, broken across lines where it must be.
      expect(cell.className).not.toMatch(/\btruncate\b|text-ellipsis|overflow-hidden/);
      expect(cell.className).toContain('break-all');
      expect(cell.className).toContain('font-mono');
      expect(cell.closest('[title]')).toBeNull();
    }
    for (const label of ['Copy TXT name', 'Copy TXT value', 'Copy CNAME name', 'Copy CNAME value']) {
      expect(within(table).getByRole('button', { name: label })).toBeTruthy();
    }
  });

  it('keeps the Status column in view: a fixed layout that never scrolls sideways', async () => {
    serveDomains(HOST);
    renderSection(HOST);
    const table = await screen.findByRole('table', { name: 'DNS records to create' });
    expect(table.className).toContain('table-fixed');
    expect(table.className).toContain('w-full');
    // A sideways scroller would hide Status past its edge at a narrow width.
    for (let el = table.parentElement; el; el = el.parentElement) {
      expect(el.className).not.toMatch(/overflow-x-(auto|scroll)/);
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'Pending',
      'Active',
    ]);
    for (const row of rows) {
      expect(within(row).getAllByRole('cell').at(-1)?.className).toContain('whitespace-nowrap');
    }
  });
});

/** The owner of a deployed project with a domain presses Remove. */
async function openRemoveConfirm() {
  const server = serveDomains(HOST);
  renderSection(HOST);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Remove ${HOST}` }));
  return { server, user, confirm: screen.getByRole('alertdialog', { name: `Remove ${HOST}?` }) };
}

describe('removing the custom domain', () => {
  it('asks first, naming the domain; Cancel keeps it', async () => {
    const { server, user, confirm } = await openRemoveConfirm();

    expect(confirm.textContent).toContain(`Your site will no longer be served at ${HOST}.`);
    const cancel = within(confirm).getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    await user.click(cancel);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.removals()).toBe(0);
    expect(screen.getByRole('table', { name: 'DNS records to create' })).toBeTruthy();
    expect((screen.getByLabelText('Domain') as HTMLInputElement).value).toBe(HOST);
  });

  it('removes it once confirmed', async () => {
    const { server, user, confirm } = await openRemoveConfirm();
    await user.click(within(confirm).getByRole('button', { name: 'Remove domain' }));

    expect(await screen.findByText(MESSAGES.DOMAIN_DELETED)).toBeTruthy();
    expect(server.removals()).toBe(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('table', { name: 'DNS records to create' })).toBeNull();
    expect((screen.getByLabelText('Domain') as HTMLInputElement).value).toBe('');
  });
});

describe('saving a custom domain', () => {
  it('accepts a pasted address and then shows the name the server stored', async () => {
    const server = serveDomains(null);
    renderSection(null);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Domain') as HTMLInputElement;
    await user.type(input, '  HTTPS://Shop.Example.com/menu?ref=ad  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.DOMAIN_SAVED)).toBeTruthy();
    expect(server.added).toEqual([HOST]);
    expect(input.value).toBe(HOST);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('table', { name: 'DNS records to create' })).toBeTruthy();
  });

  it("still refuses what is not a domain, with the seed's message", async () => {
    const server = serveDomains(null);
    renderSection(null);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Domain'), 'https://not a domain/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE_TEMPLATES.invalidDomain(DOMAIN_EXAMPLE));
    expect(server.added).toEqual([]);
  });
});
