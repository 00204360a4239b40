/** Whether a socket may join a project's room, and as an owner. */
export type JoinDecision = { allowed: false } | { allowed: true; isOwner: boolean };

/**
 * A join's authorisation reused for a short while per socket and project, so a socket repeating
 * `get-messages` or `initialize:data` costs no database reads. A privacy change forgets the
 * project's entries at once, so nothing stale outlives it.
 */
export class JoinCache {
  private readonly byProject = new Map<string, Map<string, { decision: JoinDecision; until: number }>>();
  private readonly bySocket = new Map<string, Set<string>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(socketId: string, webId: string): JoinDecision | undefined {
    const entry = this.byProject.get(webId)?.get(socketId);
    if (!entry || entry.until <= this.now()) return undefined;
    return entry.decision;
  }

  set(socketId: string, webId: string, decision: JoinDecision): void {
    if (this.ttlMs <= 0) return;
    let sockets = this.byProject.get(webId);
    if (!sockets) {
      sockets = new Map();
      this.byProject.set(webId, sockets);
    }
    sockets.set(socketId, { decision, until: this.now() + this.ttlMs });
    let projects = this.bySocket.get(socketId);
    if (!projects) {
      projects = new Set();
      this.bySocket.set(socketId, projects);
    }
    projects.add(webId);
  }

  forgetProject(webId: string): void {
    this.byProject.delete(webId);
  }

  forgetSocket(socketId: string): void {
    for (const webId of this.bySocket.get(socketId) ?? []) {
      const sockets = this.byProject.get(webId);
      sockets?.delete(socketId);
      if (sockets?.size === 0) this.byProject.delete(webId);
    }
    this.bySocket.delete(socketId);
  }
}
