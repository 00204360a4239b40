// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GenerationOverlay } from './generation-overlay';

afterEach(cleanup);

describe('GenerationOverlay', () => {
  it('shows the phase card and the sub-phase steps with their states', () => {
    render(<GenerationOverlay phase="RUN_LLM_EDIT" subPhase="INSTALLING" errorCount={0} />);
    const progress = screen.getByRole('region', { name: 'Code generation progress' });
    expect(within(progress).getByRole('heading', { name: 'Editing your app' })).toBeTruthy();
    const steps = within(progress)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Writing Code, done',
      'Refining Code, done',
      'Installing Packages, in progress',
      'Testing, pending',
      'Understanding, pending',
    ]);
    expect(screen.queryByText('Error Detected')).toBeNull();
  });

  it('says an error was found and the attempt being made to fix it', () => {
    render(<GenerationOverlay phase="RUN_LLM_EDIT" subPhase="TESTING" errorCount={2} />);
    expect(screen.getByText('Error Detected')).toBeTruthy();
    expect(screen.getByText('Attempting to fix automatically (Attempt: 2)')).toBeTruthy();
    expect(screen.getByText('Fixing')).toBeTruthy();
  });
});
