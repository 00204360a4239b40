// @vitest-environment happy-dom
import { SETTINGS_SECTIONS } from '@kiln/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { SettingsDialog } from './settings-dialog';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    routeFetch({ '/api/integrations/list': () => jsonResponse(200, { success: true, data: [] }) }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Wide (side list) or narrow (tab strip): the dialog asks for `(min-width: 768px)`. */
function setWide(isWide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)' ? isWide : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderDialog(open = true) {
  const project = createTestProject({ projectName: 'Habit Garden', subdomain: 'habit-garden' });
  const view = renderWithApp(<SettingsDialog project={project} open={open} onOpenChange={() => {}} />, {
    user: createTestUser(),
  });
  return { project, ...view };
}

const sections = () => screen.getByRole('tablist', { name: 'Settings sections' });
const panel = () => screen.getByRole('tabpanel');

describe('the settings dialog', () => {
  it("lists seed 002's six sections in order and opens on Project Information, with the knowledge", () => {
    setWide(true);
    renderDialog();
    expect(
      within(sections())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([...SETTINGS_SECTIONS]);
    expect(sections().getAttribute('aria-orientation')).toBe('vertical');
    expect(screen.getByRole('tab', { name: 'Project Information' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // One section at a time: the panel is named by its tab and holds only its own content.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(panel().getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Project Information' }).id,
    );
    expect(within(panel()).getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(within(panel()).getByRole('textbox', { name: 'Project knowledge' })).toBeTruthy();
    expect(within(panel()).queryByRole('switch', { name: 'Private project' })).toBeNull();
  });

  it("shows each section's own content when it is chosen", async () => {
    setWide(true);
    const user = userEvent.setup();
    const { project } = renderDialog();
    const expected: [string, () => HTMLElement][] = [
      ['Integrations', () => within(panel()).getByRole('button', { name: 'Browse integrations' })],
      ['Visibility', () => within(panel()).getByRole('switch', { name: 'Private project' })],
      ['General', () => within(panel()).getByRole('button', { name: 'Delete' })],
      ['Custom Domain', () => within(panel()).getByRole('textbox', { name: 'Domain' })],
      [
        'Notification Preferences',
        () => within(panel()).getByRole('switch', { name: 'Desktop notifications' }),
      ],
    ];
    for (const [name, find] of expected) {
      await user.click(screen.getByRole('tab', { name }));
      expect(within(panel()).getByRole('region', { name })).toBeTruthy();
      expect(await vi.waitFor(find)).toBeTruthy();
      expect(within(panel()).queryByRole('textbox', { name: 'Project knowledge' })).toBeNull();
    }
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(within(panel()).getByText(project.subdomain)).toBeTruthy();
  });

  it('moves between sections with the arrow keys, and Home and End', async () => {
    setWide(true);
    const user = userEvent.setup();
    renderDialog();
    screen.getByRole('tab', { name: 'Project Information' }).focus();
    await user.keyboard('{ArrowDown}');
    const integrations = screen.getByRole('tab', { name: 'Integrations' });
    expect(document.activeElement).toBe(integrations);
    expect(integrations.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Notification Preferences' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Project Information' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Custom Domain' }).getAttribute('aria-selected')).toBe('true');
    // The panel answers to the chosen tab (Tab into it is checked in Chromium: happy-dom shows `hidden`).
    expect(screen.getByRole('tab', { name: 'Custom Domain' }).getAttribute('aria-controls')).toBe(panel().id);
  });

  it('is a strip of tabs on a narrow screen, moved with left and right', async () => {
    setWide(false);
    const user = userEvent.setup();
    renderDialog();
    expect(sections().getAttribute('aria-orientation')).toBe('horizontal');
    screen.getByRole('tab', { name: 'Project Information' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Visibility' }).getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getByRole('switch', { name: 'Private project' })).toBeTruthy();
  });

  it('keeps the chosen section, and an unsaved draft, while the workspace is open', async () => {
    setWide(true);
    const user = userEvent.setup();
    renderWithApp(<SettingsOpener />, { user: createTestUser() });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.type(screen.getByRole('textbox', { name: 'Project knowledge' }), 'Prices in euros.');
    await user.click(screen.getByRole('tab', { name: 'Visibility' }));
    await user.click(screen.getByRole('tab', { name: 'Project Information' }));
    expect((screen.getByRole('textbox', { name: 'Project knowledge' }) as HTMLTextAreaElement).value).toBe(
      'Prices in euros.',
    );

    await user.click(screen.getByRole('tab', { name: 'Custom Domain' }));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('tab', { name: 'Custom Domain' }).getAttribute('aria-selected')).toBe('true');
  });
});

/** The workspace's way in: a Settings button, the dialog kept mounted between openings. */
const openerProject = createTestProject({ knowledgeBase: '' });

function SettingsOpener() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Settings
      </button>
      <SettingsDialog project={openerProject} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
