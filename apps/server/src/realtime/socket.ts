import {
  type ClientToServerEvents,
  type HistoryItem,
  parseClientEvent,
  type ServerToClientEventName,
  type ServerToClientEvents,
  type ServerToClientPayload,
  SocketHandshakeSchema,
} from '@kiln/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Viewer } from '../auth/viewer';
import type { BaseContext } from '../context';
import { isProjectOwner, loadReadableProject } from '../projects/access';
import { findProjectWithOwner } from '../projects/repository';
import type { RedisConnection } from '../scale/redis';
import { parseSiteHost } from '../sites/hosts';
import { JoinCache, type JoinDecision } from './join-cache';
import { clientAddress, kilnOrigins, socketSessionHeaders } from './socket-identity';
import { TokenBucket } from './token-bucket';

interface SocketData {
  viewer: Viewer | null;
  webId: string | null;
}

/** How long Stop waits for the node running the project to end its run. */
const STOP_ELSEWHERE_MS = 15_000;

/** Socket messages are small (ids and short payloads); anything larger is refused by engine.io. */
const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024;

/** Between API nodes (the Redis adapter): a project's cached join decisions are stale everywhere. */
interface InterServerEvents {
  'privacy-changed': (webId: string) => void;
  /** The owner pressed Stop on another node: the node running it stops it and answers whether it did. */
  'stop-run': (webId: string, answer: (stopped: boolean) => void) => void;
}

export type KilnServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type KilnSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

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
  /**
   * The project's visibility changed: forget its cached join decisions and take everyone who may
   * no longer read it out of its rooms at once.
   */
  privacyChanged(webId: string): Promise<void>;
  /** Whether a page on this node has the project open (its workspace or a viewer's). */
  isWatched(webId: string): boolean;
  /**
   * Asks the other API nodes to stop the project's run (the owner pressed Stop on this node and the
   * run is on another); resolves whether one did, once it has ended. False with one node.
   */
  stopElsewhere(webId: string): Promise<boolean>;
  /** What this node does when another asks it to stop a run. */
  onStopRequest(stop: (webId: string) => Promise<boolean>): void;
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
  redis?: RedisConnection,
): Realtime {
  const limits = ctx.env.sockets;
  const trusted = kilnOrigins(ctx.env);
  const io: KilnServer = new Server(app.server, {
    ...(redis ? { adapter: sharedRooms(redis) } : {}),
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
    // Hosted apps share this port; their origins never reach the socket.
    allowRequest: (req, callback) =>
      callback(null, parseSiteHost(req.headers.host, ctx.env.previewDomain, ctx.env.sitesDomain) === null),
    // Same origin only: the web app is served by this server.
    cors: { origin: [ctx.env.publicUrl, ...ctx.env.trustedOrigins], credentials: true },
  });
  const joins = new JoinCache(limits.authCacheMs);
  const socketsByAddress = new Map<string, number>();
  /** Bumped by every privacy change, so a join authorised before one is decided again. */
  const privacyEpochs = new Map<string, number>();

  function forgetJoins(webId: string): void {
    privacyEpochs.set(webId, (privacyEpochs.get(webId) ?? 0) + 1);
    joins.forgetProject(webId);
  }
  io.on('privacy-changed', forgetJoins);

  async function authorise(socket: KilnSocket, webId: string): Promise<JoinDecision> {
    const cached = joins.get(socket.id, webId);
    if (cached) return cached;
    let decision: JoinDecision;
    try {
      const { isOwner } = await loadReadableProject(ctx.db, ctx.env, webId, socket.data.viewer);
      decision = { allowed: true, isOwner };
    } catch {
      decision = { allowed: false };
    }
    joins.set(socket.id, webId, decision);
    return decision;
  }

  async function join(socket: KilnSocket, webId: string): Promise<boolean> {
    const epoch = privacyEpochs.get(webId) ?? 0;
    const decision = await authorise(socket, webId);
    // The project's visibility changed while it was being decided: decide again on the new state.
    if ((privacyEpochs.get(webId) ?? 0) !== epoch) return join(socket, webId);
    if (!decision.allowed) return false;
    const previous = socket.data.webId;
    if (previous && previous !== webId) {
      socket.leave(projectRoom(previous));
      socket.leave(ownersRoom(previous));
    }
    socket.data.webId = webId;
    socket.join(projectRoom(webId));
    if (decision.isOwner || socket.data.viewer?.isStaff) socket.join(ownersRoom(webId));
    return true;
  }

  /** Counts the socket against its address's cap; false when the address already holds the maximum. */
  function admit(address: string): boolean {
    const open = socketsByAddress.get(address) ?? 0;
    if (open >= limits.perAddress) return false;
    socketsByAddress.set(address, open + 1);
    return true;
  }

  function release(address: string): void {
    const open = (socketsByAddress.get(address) ?? 1) - 1;
    if (open <= 0) socketsByAddress.delete(address);
    else socketsByAddress.set(address, open);
  }

  io.use(async (socket, next) => {
    const address = clientAddress(socket, ctx.env);
    if (!admit(address)) return next(new Error('Too many connections'));
    let admitted = false;
    try {
      socket.data.viewer = await ctx.viewers.resolve(socketSessionHeaders(socket.handshake, trusted));
      socket.data.webId = null;
      const handshake = SocketHandshakeSchema.safeParse(socket.handshake.auth);
      if (handshake.success && !(await join(socket as KilnSocket, handshake.data.webId))) {
        return next(new Error('Project not found'));
      }
      admitted = true;
      socket.once('disconnect', () => {
        release(address);
        joins.forgetSocket(socket.id);
      });
      next();
    } catch (err) {
      app.log.error({ err }, 'socket handshake failed');
      next(new Error('Could not connect'));
    } finally {
      if (!admitted) {
        release(address);
        joins.forgetSocket(socket.id);
      }
    }
  });

  io.on('connection', (socket) => {
    // Every message spends from the socket's budget; a socket past it is flooding and is cut off.
    const budget = new TokenBucket(limits.messagesPerSecond, limits.messageBurst);
    socket.use((_packet, next) => {
      if (budget.take()) return next();
      app.log.warn({ socketId: socket.id }, 'socket over its message budget: disconnected');
      socket.disconnect(true);
    });
    // One message at a time per socket: a burst waits its turn instead of queueing dozens of
    // database reads ahead of everyone else's requests.
    let turn: Promise<void> = Promise.resolve();
    const inTurn = (work: () => Promise<void>) => {
      turn = turn.then(work).catch((err) => app.log.error({ err }, 'socket message failed'));
    };
    socket.on('get-messages', (payload, ack) =>
      inTurn(async () => {
        if (!socket.connected) return;
        const parsed = parseClientEvent('get-messages', payload);
        const joined = parsed ? await join(socket, parsed.webId) : false;
        if (typeof ack !== 'function') return;
        if (!parsed || !joined || !socket.rooms.has(ownersRoom(parsed.webId))) {
          ack({ success: false, message: 'Project not found' });
          return;
        }
        ack({ success: true, data: await readHistory(parsed.webId) });
      }),
    );
    socket.on('initialize:data', (payload) =>
      inTurn(async () => {
        if (!socket.connected) return;
        const parsed = parseClientEvent('initialize:data', payload);
        if (!parsed || !(await join(socket, parsed.webId))) return;
        const found = await findProjectWithOwner(ctx.db, parsed.webId);
        if (!found) return;
        const step = found.project.phase as ServerToClientPayload<'project:status'>['step'];
        socket.emit('project:status', { step });
        socket.emit('project:error-count', { errorCount: found.project.errorCount });
        // A page opened while a run's checks run shows the draft as such.
        if (found.project.draftBuild) socket.emit('preview:draft', { state: 'checking' });
      }),
    );
  });

  return {
    ...roomEvents(io, redis),
    async privacyChanged(webId) {
      forgetJoins(webId);
      // The other nodes' caches (with one node there is nobody to tell).
      if (redis) io.serverSideEmit('privacy-changed', webId);
      const found = await findProjectWithOwner(ctx.db, webId);
      const members = await io.in(projectRoom(webId)).fetchSockets();
      for (const member of members) {
        const mayRead =
          !!found && (!found.project.isPrivate || isProjectOwner(found, member.data.viewer, ctx.env));
        if (mayRead) continue;
        member.leave(projectRoom(webId));
        member.leave(ownersRoom(webId));
        const local = io.sockets.sockets.get(member.id);
        if (local?.data.webId === webId) local.data.webId = null;
      }
    },
    isWatched: (webId) => (io.sockets.adapter.rooms.get(projectRoom(webId))?.size ?? 0) > 0,
    close: () => io.close(),
  };
}

/** With Redis, rooms span every process: an event emitted in one reaches sockets on all. */
export function sharedRooms(redis: RedisConnection) {
  return createAdapter(redis.duplicate(), redis.duplicate(), {
    // Another node's answer to Stop comes once its run has ended.
    requestsTimeout: STOP_ELSEWHERE_MS,
  });
}

/** What every process does with the rooms: emit to them, and ask or answer a Stop across processes. */
export function roomEvents(
  io: KilnServer,
  redis: RedisConnection | undefined,
): Pick<Realtime, 'emitToProject' | 'emitToOwners' | 'stopElsewhere' | 'onStopRequest'> {
  return {
    emitToProject(webId, event, payload) {
      // The typed emit of a generic event name needs the tuple form; the payload is already checked.
      (io.to(projectRoom(webId)).emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    emitToOwners(webId, event, payload) {
      (io.to(ownersRoom(webId)).emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    stopElsewhere: async (webId) => {
      if (!redis) return false;
      try {
        const answers = await io.serverSideEmitWithAck('stop-run', webId);
        return answers.some(Boolean);
      } catch {
        return false; // a node that did not answer in time: its run goes on, as if Stop came too late
      }
    },
    onStopRequest: (stop) => {
      io.on('stop-run', (webId, answer) => {
        stop(webId).then(answer, () => answer(false));
      });
    },
  };
}
