import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { calls, model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: "every Tuesday" is a weekly gathering, not a dated two-day edition: the page says when
 * it recurs, names the next date and counts down to it (moving on once it has started), and shows
 * one evening's programme timed from the prompt's hour.
 */
const rig = renderRig('kiln-offline-weekly-');

describe('a weekly event', () => {
  it('shows its weekday and hour, the next date with a countdown to it, and one evening programme', async () => {
    const prompt = 'An event page for Lisbon JS, a JavaScript meetup every Tuesday at 7:30pm in Lisbon';
    const dir = await copyProject(path.join(rig.root, 'weekly'));
    const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
    expect(first.log.filter((entry) => entry.isError)).toEqual([]);
    expect(calls(first, 'set_project_name')[0]?.input.name).toBe('Lisbon JS');
    expect(first.text).toContain('Every Tuesday · 19:30');

    await verify(rig.builder, rig.browser, dir, [
      {
        // Wednesday 2 December 2026, 10:00 here: the next one is Tuesday 8 December at 19:30.
        clock: new Date(2026, 11, 2, 10, 0, 0),
        shows: 'Every Tuesday · 19:30 (next: Tuesday 8 December)',
        screenshot: '/tmp/offline-event-weekly.png',
        act: async (page) => {
          // 6 days and 9½ hours away (the clock runs on meanwhile: days and hours only).
          const countdown = page.getByRole('definition');
          expect((await countdown.allTextContents()).slice(0, 2)).toEqual(['06', '09']);
          // One evening, under its day, with no tabs of days; timed from 19:30.
          await page.getByRole('heading', { name: 'A typical week' }).waitFor();
          expect(await page.getByRole('tab').count()).toBe(0);
          await page.locator('#schedule').getByText('Every Tuesday', { exact: true }).waitFor();
          await page.locator('#schedule').getByText('Lightning talks').waitFor();
          expect(await page.locator('#schedule li').first().textContent()).toContain('19:30');
        },
      },
      // Once it has started, the page counts down to the week after.
      { clock: new Date(2026, 11, 8, 19, 31, 0), shows: '(next: Tuesday 15 December)' },
    ]);
  }, 120_000);
});
