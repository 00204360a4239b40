import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@kiln/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { TestUser } from './test-app';

export type OwnerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A project page's socket as its owner's browser opens it (the app starts listening on a free
 * loopback port if it is not yet), resolved once connected.
 */
export async function connectOwnerSocket(
  app: FastifyInstance,
  webId: string,
  owner: TestUser,
): Promise<OwnerSocket> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const socket: OwnerSocket = io(url, { auth: { webId, token: owner.token }, transports: ['websocket'] });
  await new Promise((resolve) => socket.once('connect', () => resolve(null)));
  return socket;
}
