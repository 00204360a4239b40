// @vitest-environment happy-dom
import type { TokenStats } from '@kiln/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { TokenUsageDialog } from './token-usage-dialog';

const requests: unknown[] = [];
let stats: TokenStats;
let status = 200;

beforeEach(() => {
  requests.length = 0;
  status = 200;
  stats = {
    totalTokens: 84_000,
    openAITokens: 0,
    monthlyUsage: 1_200_000,
    totalAllocation: 5_000_000,
    lifetimeUsage: 2_400_000,
    currentPeriodUsage: 1_200_000,
  };
  vi.stubGlobal(
    'fetch',
    routeFetch({
      '/api/web/tokens': (body) => {
        requests.push(body);
        return status === 200
          ? jsonResponse(200, { success: true, data: stats })
          : jsonResponse(status, {
              success: false,
              message: 'You are not the owner of this project.',
              code: 'forbidden',
            });
      },
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  return renderWithApp(<TokenUsageDialog projectId="p1" open onOpenChange={() => {}} />, {
    user: createTestUser(),
  });
}

describe('the Token Usage dialog', () => {
  it('asks for the project’s stats and shows the month over the allocation', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Token Usage' });
    const bar = await screen.findByRole('progressbar', { name: 'Monthly token usage' });
    expect(requests).toEqual([{ webId: 'p1' }]);
    expect(bar.getAttribute('aria-valuenow')).toBe('24');
    expect(bar.dataset.over).toBe('false');
    expect(dialog.textContent).toContain('1,200,000');
    expect(dialog.textContent).toContain('of 5,000,000 tokens');
    expect(screen.getByTestId('token-usage-percent').textContent).toBe('24%');
    expect(dialog.textContent).toContain('3,800,000 tokens left');
    expect(dialog.textContent).toContain('84,000');
    expect(dialog.textContent).toContain('2,400,000');
  });

  it('turns the bar red above 100%', async () => {
    stats = { ...stats, monthlyUsage: 6_500_000, currentPeriodUsage: 6_500_000 };
    renderDialog();
    const bar = await screen.findByRole('progressbar', { name: 'Monthly token usage' });
    expect(bar.dataset.over).toBe('true');
    expect(bar.firstElementChild?.className).toContain('bg-red-500');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('token-usage-percent').textContent).toBe('130%');
    expect(screen.getByText(/1,500,000 tokens over this month's allocation/)).toBeDefined();
  });

  it('says why when the stats cannot be loaded, and offers to try again', async () => {
    status = 403;
    renderDialog();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You are not the owner of this project.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
