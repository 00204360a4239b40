// @vitest-environment happy-dom
import { emptyIntegrations, MESSAGES, type Project } from '@kiln/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProject } from '@/test/builders';
import { useNudgeActions } from './use-nudge-actions';

afterEach(() => vi.useRealTimers());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('connecting from a nudge', () => {
  it("opens the dialog, then sends 'Apply Added Integrations' 300 ms after the project says connected", () => {
    vi.useFakeTimers();
    const sendFollowUp = vi.fn();
    const before = createTestProject({ integrations: emptyIntegrations() });
    const { result, rerender } = renderHook(
      ({ project }: { project: Project }) => useNudgeActions(project, sendFollowUp),
      { wrapper, initialProps: { project: before } },
    );
    act(() => result.current.connectNudge('supabase', ['supabase']));
    expect(result.current.connecting).toBe('supabase');

    // Closing the dialog without connecting answers nothing: the chat waits.
    act(() => result.current.closeConnect());
    act(() => void vi.advanceTimersByTime(1_000));
    expect(sendFollowUp).not.toHaveBeenCalled();

    const linked: Project = {
      ...before,
      integrations: { ...before.integrations, supabase: { ref: 'abcdefghijklmnopqrst', wasEnabled: true } },
    };
    rerender({ project: linked });
    act(() => void vi.advanceTimersByTime(299));
    expect(sendFollowUp).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(sendFollowUp).toHaveBeenCalledWith(MESSAGES.NUDGE_APPLY);
    // Once only.
    rerender({ project: { ...linked } });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(sendFollowUp).toHaveBeenCalledTimes(1);
  });

  it('waits for every nudge of the message to be answered', () => {
    vi.useFakeTimers();
    const sendFollowUp = vi.fn();
    const before = createTestProject({ integrations: emptyIntegrations() });
    const { result, rerender } = renderHook(
      ({ project }: { project: Project }) => useNudgeActions(project, sendFollowUp),
      { wrapper, initialProps: { project: before } },
    );
    act(() => result.current.connectNudge('supabase', ['supabase', 'mapbox']));
    rerender({
      project: {
        ...before,
        integrations: { ...before.integrations, supabase: { ref: 'abcdefghijklmnopqrst', wasEnabled: true } },
      },
    });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(sendFollowUp).not.toHaveBeenCalled();
  });

  it("waits for the run connecting started (Supabase's client written) before carrying on", () => {
    vi.useFakeTimers();
    const sendFollowUp = vi.fn();
    const before = createTestProject({ integrations: emptyIntegrations(), phase: 'COMPLETE' });
    const { result, rerender } = renderHook(
      ({ project }: { project: Project }) => useNudgeActions(project, sendFollowUp),
      { wrapper, initialProps: { project: before } },
    );
    act(() => result.current.connectNudge('supabase', ['supabase']));
    const linked: Project = {
      ...before,
      integrations: { ...before.integrations, supabase: { ref: 'abcdefghijklmnopqrst', wasEnabled: true } },
    };
    // Linked, and the run it started shows a moment later, inside the 300 ms.
    rerender({ project: linked });
    act(() => void vi.advanceTimersByTime(100));
    rerender({ project: { ...linked, phase: 'INTEGRATE_SUPABASE' } });
    act(() => void vi.advanceTimersByTime(1_000));
    rerender({ project: { ...linked, phase: 'BUILD_PROJECT' } });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(sendFollowUp).not.toHaveBeenCalled();

    rerender({ project: { ...linked, phase: 'COMPLETE' } });
    act(() => void vi.advanceTimersByTime(300));
    expect(sendFollowUp).toHaveBeenCalledWith(MESSAGES.NUDGE_APPLY);
    expect(sendFollowUp).toHaveBeenCalledTimes(1);
  });
});

describe("the AI nudge's Connect", () => {
  it("calls auto-integrate, opens no dialog, and the chat carries on with 'Apply Added Integrations'", async () => {
    const sent: string[] = [];
    const before = createTestProject({ integrations: emptyIntegrations() });
    const after = {
      ...before.integrations,
      ai: { chat: { enabled: true }, generate: { enabled: true }, summarize: { enabled: true } },
    };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      sent.push(new URL(String(input), 'http://kiln.test').pathname);
      return new Response(JSON.stringify({ success: true, data: after }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const sendFollowUp = vi.fn();
    const { result, rerender } = renderHook(
      ({ project }: { project: Project }) => useNudgeActions(project, sendFollowUp),
      { wrapper, initialProps: { project: before } },
    );
    act(() => result.current.connectNudge('ai', ['ai']));
    expect(result.current.connecting).toBeNull();
    await vi.waitFor(() => expect(sent).toEqual(['/api/integrations/auto-integrate']));
    // The project (patched from the answer, as the workspace's query holds it) says AI is on.
    rerender({ project: { ...before, integrations: after } });
    await vi.waitFor(() => expect(sendFollowUp).toHaveBeenCalledWith(MESSAGES.NUDGE_APPLY));
    vi.unstubAllGlobals();
  });
});
