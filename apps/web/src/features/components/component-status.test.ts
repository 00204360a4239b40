import { describe, expect, it } from 'vitest';
import { componentPrompt, componentStatus, pagePath } from './component-status';

describe('componentStatus', () => {
  it.each([
    [{ phase: 'COMPLETE', currentCommitHash: 'abc' }, 'ready'],
    [{ phase: 'RUN_LLM_EDIT', currentCommitHash: 'abc' }, 'building'],
    [{ phase: 'CLONE_AND_SETUP_REPO', currentCommitHash: null }, 'building'],
    [{ phase: 'FAILED', currentCommitHash: 'abc' }, 'failed'],
    [{ phase: 'FAILED', currentCommitHash: null }, 'empty'],
  ] as const)('%j is %s', (component, status) => {
    expect(componentStatus(component)).toBe(status);
  });
});

describe('pagePath', () => {
  it.each([
    ['http://abc.preview.localhost:3000/pricing?plan=pro', '/pricing?plan=pro'],
    ['http://abc.preview.localhost:3000', '/'],
    ['/about', '/about'],
    ['not a url', null],
    [null, null],
  ])('%s → %s', (address, path) => {
    expect(pagePath(address)).toBe(path);
  });
});

describe('componentPrompt', () => {
  it('names the component the way the chat shows it', () => {
    expect(componentPrompt('Pricing Card')).toBe('Use the component “Pricing Card” in this project.');
  });
});
