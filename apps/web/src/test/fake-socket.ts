import type { ServerToClientEventName, ServerToClientPayload } from '@kiln/contracts';
import { act } from '@testing-library/react';
import type { ProjectSocket } from '@/features/realtime';

/**
 * A socket stand-in: a page subscribes to it like to socket.io, the test emits server events and
 * reads what the page sent (`sent`).
 */
export function createFakeSocket() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const sent: [string, unknown][] = [];
  const socket = {
    connected: true,
    emit(event: string, payload: unknown) {
      sent.push([event, payload]);
    },
    on(event: string, listener: (payload: unknown) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    off(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener);
    },
  };
  return {
    socket: socket as unknown as ProjectSocket,
    sent,
    /** The connection came back after a drop. */
    reconnect() {
      act(() => {
        for (const listener of listeners.get('connect') ?? []) listener(undefined);
      });
    },
    emit<E extends ServerToClientEventName>(event: E, payload: ServerToClientPayload<E>) {
      act(() => {
        for (const listener of listeners.get(event) ?? []) listener(payload);
      });
    },
  };
}
