import type { Logger } from 'pino';

export type VersionListener = (projectId: string, commitHash: string) => void;

/** Who is told of each new version once it is current (e.g. the GitHub push, issue 17 §2). */
export class VersionListeners {
  private readonly listeners = new Set<VersionListener>();

  constructor(private readonly log: Pick<Logger, 'warn'>) {}

  /** Calls `listener` after each new version becomes current; a listener's failure is its own. */
  add(listener: VersionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(projectId: string, commitHash: string): void {
    for (const listener of this.listeners) {
      try {
        listener(projectId, commitHash);
      } catch (err) {
        this.log.warn({ err, projectId }, 'a version listener failed');
      }
    }
  }
}
