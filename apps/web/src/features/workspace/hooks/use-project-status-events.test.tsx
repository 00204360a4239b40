// @vitest-environment happy-dom
import type { Project } from '@kiln/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { projectKeys } from '@/features/projects';
import { createTestProject } from '@/test/builders';
import { createFakeSocket } from '@/test/fake-socket';
import { useProjectStatusEvents } from './use-project-status-events';

function setup(phase: Project['phase']) {
  const queryClient = new QueryClient();
  const project = createTestProject({ phase });
  const key = projectKeys.detail(project._id, project.platform);
  queryClient.setQueryData(key, project);
  const fake = createFakeSocket();
  const dispatch = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useProjectStatusEvents(project, fake.socket, dispatch), { wrapper });
  const cacheSays = (next: Project['phase']) =>
    queryClient.setQueryData<Project>(key, (old) => (old ? { ...old, phase: next } : old));
  return { fake, dispatch, cacheSays };
}

describe("the run's end", () => {
  it('reloads the preview even when a refetch brought COMPLETE before its event', () => {
    const { fake, dispatch, cacheSays } = setup('RUN_LLM_EDIT');
    fake.emit('project:status', { step: 'BUILD_PROJECT' });
    fake.emit('project:status', { step: 'UPLOAD_LATEST_CODE' });
    // upload:success refetched the project, and the answer was already COMPLETE.
    cacheSays('COMPLETE');
    fake.emit('project:status', { step: 'COMPLETE' });
    expect(dispatch).toHaveBeenCalledWith({ type: 'build/complete' });
    expect(dispatch).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page that opened after the run ended', () => {
    const { fake, dispatch } = setup('COMPLETE');
    // The socket's first word on connecting is the phase the project rests in.
    fake.emit('project:status', { step: 'COMPLETE' });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('discards the draft when the run fails', () => {
    const { fake, dispatch } = setup('RUN_LLM_EDIT');
    fake.emit('project:status', { step: 'FAILED' });
    expect(dispatch).toHaveBeenCalledWith({ type: 'draft/discard' });
  });
});
