import { describe, expect, it } from 'vitest';
import { isProtectedPath } from './protected-paths';

describe('isProtectedPath', () => {
  it('refuses git data, env files and installed packages at any depth and in any case', () => {
    for (const bad of [
      '.git/config',
      '.GIT/config',
      'src/.Git/HEAD',
      '.git./config',
      '.gitmodules',
      '.env',
      'src/.Env.local',
      'a/b/.ENV.production',
      'node_modules/x',
      'Node_Modules/x',
      'packages/app/NODE_MODULES/y/index.js',
      'GIT~1/config',
      '.envrc',
    ]) {
      expect(isProtectedPath(bad), bad).toBe(true);
    }
  });

  it('accepts ordinary project files, including git and env look-alikes', () => {
    for (const ok of [
      'src/App.tsx',
      '.gitignore',
      '.github/workflows/ci.yml',
      'src/environment.ts',
      'src/env.ts',
      'docs/git.md',
    ]) {
      expect(isProtectedPath(ok), ok).toBe(false);
    }
  });
});
