// @vitest-environment happy-dom
import { MESSAGES } from '@kiln/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { useVersionSwitchNotice } from '../hooks/use-switch-version';
import { rememberSwitch } from '../switch-notice';
import { VersionHistory } from './version-history';

const project = createTestProject({ currentCommitHash: 'bbbbbbb2222' });
const versions = [
  {
    _id: 'v2',
    commitHash: 'bbbbbbb2222',
    previewUrl: 'http://p1.preview.localhost/',
    screenshotUrl: null,
    message: 'Bakery menu',
    timestamp: '2026-11-26T10:00:00.000Z',
  },
  {
    _id: 'v1',
    commitHash: 'aaaaaaa1111',
    previewUrl: 'http://p1.preview.localhost/',
    screenshotUrl: null,
    message: 'Template',
    timestamp: '2026-11-26T09:00:00.000Z',
  },
];

let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  reload = vi.fn<() => void>();
  // The browser's reload, which a test page cannot really do.
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderHistory() {
  return renderWithApp(
    <VersionHistory project={project} previewedCommit={null} onPreview={vi.fn()} onExitPreview={vi.fn()} />,
    { user: createTestUser({ isPremium: true }), path: '/workspace/p1' },
  );
}

describe('switching versions (seed 000 §4, issue 17 §10)', () => {
  it('says "Version switched!" and reloads the page, leaving a note for the reloaded page', async () => {
    const switched = vi.fn(() =>
      jsonResponse(200, { success: true, data: { currentCommitHash: 'aaaaaaa1111' } }),
    );
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/api/web/versions': () => jsonResponse(200, { success: true, data: versions }),
        '/api/web/versions/switch': switched,
      }),
    );
    renderHistory();
    const older = await screen.findByRole('listitem', { name: 'Version aaaaaaa' });
    await userEvent.click(within(older).getByRole('button', { name: 'Switch to this version' }));

    expect(await screen.findByText(MESSAGES.VERSION_SWITCHED)).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(switched).toHaveBeenCalledWith({ webId: 'p1', webVersionId: 'v1' });
    expect(window.sessionStorage.getItem('kiln:version-switched')).toBe('p1');
  });

  it('stays on the page and says why when the switch is refused', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/api/web/versions': () => jsonResponse(200, { success: true, data: versions }),
        '/api/web/versions/switch': () =>
          jsonResponse(409, { success: false, message: 'A generation is running', code: 'conflict' }),
      }),
    );
    renderHistory();
    const older = await screen.findByRole('listitem', { name: 'Version aaaaaaa' });
    await userEvent.click(within(older).getByRole('button', { name: 'Switch to this version' }));

    expect(await screen.findByText(MESSAGES.SWITCH_VERSION_FAILED)).toBeTruthy();
    expect(screen.getByText('A generation is running')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('kiln:version-switched')).toBeNull();
  });
});

function NoticeProbe({ projectId, onNotice }: { projectId: string; onNotice: () => void }) {
  useVersionSwitchNotice(projectId, onNotice);
  return null;
}

describe('the page a switch reloaded', () => {
  it('says "Version switched!" once and opens the versions', async () => {
    rememberSwitch('p1');
    const onNotice = vi.fn();
    renderWithApp(<NoticeProbe projectId="p1" onNotice={onNotice} />);
    expect(await screen.findByText(MESSAGES.VERSION_SWITCHED)).toBeTruthy();
    expect(onNotice).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('kiln:version-switched')).toBeNull();
  });

  it('says nothing for another project or an ordinary load', () => {
    rememberSwitch('p2');
    const onNotice = vi.fn();
    renderWithApp(<NoticeProbe projectId="p1" onNotice={onNotice} />);
    expect(onNotice).not.toHaveBeenCalled();
    expect(screen.queryByText(MESSAGES.VERSION_SWITCHED)).toBeNull();
    expect(window.sessionStorage.getItem('kiln:version-switched')).toBe('p2');
  });
});
