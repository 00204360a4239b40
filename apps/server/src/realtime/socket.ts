import {
  type ClientToServerEvents,
  type HistoryItem,
  parseClientEvent,
  type ServerToClientEventName,
  type ServerToClientEvents,
  type ServerToClientPayload,
  SocketHandshakeSchema,
} from '@kiln/contracts';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { resolveViewer, type Viewer } from '../auth/viewer';
import type { BaseContext } from '../context';
import { loadReadableProject } from '../projects/access';
import { parseSiteHost } from '../sites/hosts';

interface SocketData {
  viewer: Viewer | null;
  webId: string | null;
}

type KilnServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type KilnSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export function projectRoom(webId: string): string {
  return `project:${webId}`;
}

/** The owner (and internal staff): the only ones who receive the chat (seed 002 §6). */
export function ownersRoom(webId: string): string {
  return `project:${webId}:owners`;
}

/** What the rest of the server uses to tell a project's viewers what happened. */
export interface Realtime {
  emitToProject<E extends ServerToClientEventName>(
    webId: string,
    event: E,
    payload: ServerToClientPayload<E>,
  ): void;
  /** Chat content: to the project's owner and staff only. */
  emitToOwners<E extends ServerToClientEventName>(
    webId: string,
    event: E,
    payload: ServerToClientPayload<E>,
  ): void;
  close(): Promise<void>;
}

/**
 * socket.io on Fastify's own HTTP server. A socket authenticates with the same session as HTTP (the
 * cookie, or `auth.token` as a bearer token) and joins one project's room, named in the handshake
 * (`auth.webId`) or by `get-messages`; every join is authorised like an HTTP read, so a private
 * project is not found for anyone but its owner.
 */
export function attachRealtime(
  app: FastifyInstance,
  ctx: BaseContext,
  readHistory: (webId: string) => Promise<HistoryItem[]>,
): Realtime {
  const io: KilnServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Hosted apps share this port; their origins never reach the socket.
    allowRequest: (req, callback) =>
      callback(null, parseSiteHost(req.headers.host, ctx.env.previewDomain, ctx.env.sitesDomain) === null),
    // Same origin only: the web app is served by this server.
    cors: { origin: [ctx.env.publicUrl, ...ctx.env.trustedOrigins], credentials: true },
  });

  async function join(socket: KilnSocket, webId: string): Promise<boolean> {
    let isOwner: boolean;
    try {
      isOwner = (await loadReadableProject(ctx.db, ctx.env, webId, socket.data.viewer)).isOwner;
    } catch {
      return false;
    }
    const previous = socket.data.webId;
    if (previous && previous !== webId) {
      await socket.leave(projectRoom(previous));
      await socket.leave(ownersRoom(previous));
    }
    socket.data.webId = webId;
    await socket.join(projectRoom(webId));
    if (isOwner || socket.data.viewer?.isStaff) await socket.join(ownersRoom(webId));
    return true;
  }

  io.use(async (socket, next) => {
    try {
      const headers = { ...socket.handshake.headers };
      const token = socket.handshake.auth?.token;
      if (typeof token === 'string' && token) headers.authorization = `Bearer ${token}`;
      socket.data.viewer = await resolveViewer(ctx.auth, ctx.db, ctx.env, headers);
      socket.data.webId = null;
      const handshake = SocketHandshakeSchema.safeParse(socket.handshake.auth);
      if (handshake.success && !(await join(socket as KilnSocket, handshake.data.webId))) {
        return next(new Error('Project not found'));
      }
      next();
    } catch (err) {
      app.log.error({ err }, 'socket handshake failed');
      next(new Error('Could not connect'));
    }
  });

  io.on('connection', (socket) => {
    socket.on('get-messages', async (payload, ack) => {
      const parsed = parseClientEvent('get-messages', payload);
      const joined = parsed ? await join(socket, parsed.webId) : false;
      if (typeof ack !== 'function') return;
      if (!parsed || !joined || !socket.rooms.has(ownersRoom(parsed.webId))) {
        ack({ success: false, message: 'Project not found' });
        return;
      }
      ack({ success: true, data: await readHistory(parsed.webId) });
    });
    socket.on('initialize:data', async (payload) => {
      const parsed = parseClientEvent('initialize:data', payload);
      if (!parsed || !(await join(socket, parsed.webId))) return;
      const { project } = await loadReadableProject(ctx.db, ctx.env, parsed.webId, socket.data.viewer);
      const step = project.phase as ServerToClientPayload<'project:status'>['step'];
      socket.emit('project:status', { step });
      socket.emit('project:error-count', { errorCount: project.errorCount });
    });
  });

  return {
    emitToProject(webId, event, payload) {
      // The typed emit of a generic event name needs the tuple form; the payload is already checked.
      (io.to(projectRoom(webId)).emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    emitToOwners(webId, event, payload) {
      (io.to(ownersRoom(webId)).emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    close: () => io.close(),
  };
}
