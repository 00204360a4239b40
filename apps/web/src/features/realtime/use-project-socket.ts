import type {
  ClientToServerEvents,
  ServerToClientEventName,
  ServerToClientEvents,
  ServerToClientPayload,
} from '@kiln/contracts';
import { parseServerEvent } from '@kiln/contracts';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

export type ProjectSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * One socket per open workspace, joined to the project's room (the server authorises the join with
 * the same session cookie as HTTP). Null until connected.
 */
export function useProjectSocket(webId: string | undefined): ProjectSocket | null {
  const [socket, setSocket] = useState<ProjectSocket | null>(null);
  useEffect(() => {
    if (!webId) return;
    const next: ProjectSocket = io({
      path: '/socket.io',
      auth: { webId },
      withCredentials: true,
      transports: ['websocket'],
    });
    setSocket(next);
    return () => {
      next.disconnect();
      setSocket(null);
    };
  }, [webId]);
  return socket;
}

/** Subscribes to one server event; payloads are validated with the contract before `handler` sees them. */
export function useSocketEvent<E extends ServerToClientEventName>(
  socket: ProjectSocket | null,
  event: E,
  handler: (payload: ServerToClientPayload<E>) => void,
): void {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: unknown) => {
      const parsed = parseServerEvent(event, payload);
      if (parsed) handlerRef.current(parsed);
    };
    const target = socket as unknown as {
      on(e: string, l: (p: unknown) => void): void;
      off(e: string, l: (p: unknown) => void): void;
    };
    target.on(event, listener);
    return () => target.off(event, listener);
  }, [socket, event]);
}
