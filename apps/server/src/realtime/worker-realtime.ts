import { Server } from 'socket.io';
import type { RedisConnection } from '../scale/redis';
import { type KilnServer, type Realtime, roomEvents, sharedRooms } from './socket';

/**
 * A queue worker's side of the sockets (issue 19 §3): no HTTP and no sockets of its own, only the
 * Redis adapter, so what its runs emit reaches the project's rooms on every API node, and a Stop
 * pressed on any node reaches the run here.
 */
export function workerRealtime(redis: RedisConnection): Realtime {
  const io: KilnServer = new Server({ adapter: sharedRooms(redis), serveClient: false });
  return {
    ...roomEvents(io, redis),
    privacyChanged: async (webId) => {
      io.serverSideEmit('privacy-changed', webId);
    },
    // Nobody watches a worker: a draft's smoke render never waits for a view it cannot see.
    isWatched: () => false,
    // No engine to close (no HTTP): only the adapter's subscriptions, before Redis closes.
    close: async () => {
      await io.of('/').adapter.close();
    },
  };
}
