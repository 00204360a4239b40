import type { Version } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { newestFirst, shortHash, versionFlags } from './version-display';

const hash = (c: string) => c.repeat(40);
const version = (c: string, timestamp: string): Version => ({
  _id: `v-${c}`,
  commitHash: hash(c),
  previewUrl: `http://x-${c}.preview.localhost:3000/`,
  screenshotUrl: null,
  message: `commit ${c}`,
  timestamp,
});

describe('version display', () => {
  it('shows 7 characters of a hash', () => {
    expect(shortHash('0123456789abcdef')).toBe('0123456');
  });

  it('marks the current and the deployed version from the project', () => {
    const project = { currentCommitHash: hash('a'), deployedCommitHash: hash('b') };
    expect(versionFlags({ commitHash: hash('a') }, project)).toEqual({ isCurrent: true, isDeployed: false });
    expect(versionFlags({ commitHash: hash('b') }, project)).toEqual({ isCurrent: false, isDeployed: true });
    expect(
      versionFlags({ commitHash: hash('c') }, { currentCommitHash: null, deployedCommitHash: null }),
    ).toEqual({
      isCurrent: false,
      isDeployed: false,
    });
  });

  it('lists the newest version first', () => {
    const list = newestFirst([
      version('a', '2025-01-01T10:00:00.000Z'),
      version('c', '2025-01-03T10:00:00.000Z'),
      version('b', '2025-01-02T10:00:00.000Z'),
    ]);
    expect(list.map((v) => v.message)).toEqual(['commit c', 'commit b', 'commit a']);
  });
});
