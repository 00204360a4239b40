// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp } from '@/test/render';
import { AnalyticsDialog } from './analytics-dialog';

const SEED = { success: true, pageViews: 12, uniqueVisitors: 5, averageTimeOnSite: 75 };

function days(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 28 - n + i)).toISOString().slice(0, 10),
    views: i === n - 1 ? 4 : 0,
    visitors: i === n - 1 ? 3 : 0,
  }));
}

/** Answers `/api/analytics/data` with `answer(days)`, keeping the `days` each request asked for. */
function serve(answer: (days: string | null) => unknown) {
  const asked: (string | null)[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://kiln.test');
    if (url.pathname !== '/api/analytics/data') return jsonResponse(599, { success: false, message: 'no' });
    asked.push(url.searchParams.get('days'));
    return jsonResponse(200, answer(url.searchParams.get('days')));
  });
  return asked;
}

function open() {
  const project = createTestProject({ prodLink: 'http://bakery.app.localhost:3000/' });
  renderWithApp(<AnalyticsDialog project={project} open onOpenChange={() => {}} />, {
    user: createTestUser(),
  });
  return screen.getByRole('dialog', { name: 'Project Analytics' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AnalyticsDialog', () => {
  it('shows the seed three figures from a seed-shaped answer, without a chart', async () => {
    serve(() => SEED);
    const dialog = open();
    expect(await within(dialog).findByText('12')).toBeTruthy();
    expect(within(dialog).getByText('5')).toBeTruthy();
    expect(within(dialog).getByText('1m 15s')).toBeTruthy();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('charts the chosen days with their numbers, and asks for 30 days when switched', async () => {
    const asked = serve((n) => ({
      ...SEED,
      days: Number(n),
      daily: days(Number(n)),
      topPages: [{ path: '/menu', views: 4 }],
      referrers: [{ source: null, visits: 3 }],
      devices: [{ device: 'mobile', visitors: 3 }],
    }));
    const dialog = open();
    expect(
      await within(dialog).findByRole('img', { name: /Views and visitors per day, last 7 days/ }),
    ).toBeTruthy();
    const week = within(dialog).getByRole('table', { name: 'Views and visitors per day, last 7 days' });
    expect(within(week).getAllByRole('row')).toHaveLength(8);
    expect(within(week).getByRole('row', { name: /Nov 27/ }).textContent).toBe('Nov 2743');
    expect(within(dialog).getByRole('region', { name: /Top pages/ }).textContent).toContain('/menu4');
    expect(within(dialog).getByRole('region', { name: /Referrers/ }).textContent).toContain('Direct3');
    expect(within(dialog).getByRole('region', { name: /Devices/ }).textContent).toContain('Mobile3');

    await userEvent.click(within(dialog).getByRole('radio', { name: '30 days' }));
    expect(await within(dialog).findByRole('img', { name: /last 30 days/ })).toBeTruthy();
    expect(asked).toContain('30');
    expect(asked[0]).toBe('7');
  });
});
