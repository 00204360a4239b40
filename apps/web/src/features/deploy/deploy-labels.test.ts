import { describe, expect, it } from 'vitest';
import { deployButtonLabel, deployResultTitle } from './deploy-labels';

describe('deploy labels', () => {
  it('reads Deploy / Redeploy, and Deploying... / Redeploying... while running', () => {
    expect(deployButtonLabel(false, false)).toBe('Deploy');
    expect(deployButtonLabel(true, false)).toBe('Redeploy');
    expect(deployButtonLabel(false, true)).toBe('Deploying...');
    expect(deployButtonLabel(true, true)).toBe('Redeploying...');
  });

  it('titles the result dialogs as the seed does', () => {
    expect(deployResultTitle(false, true)).toBe('Deployed');
    expect(deployResultTitle(true, true)).toBe('Reployed');
    expect(deployResultTitle(false, false)).toBe('Project Deployment Failed!');
    expect(deployResultTitle(true, false)).toBe('Project Re-deployment Failed!');
  });
});
