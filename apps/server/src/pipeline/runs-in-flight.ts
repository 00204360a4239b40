/** The runs in flight on this node: waited for one by one (a project), all (shutdown), or for a while. */
export class RunsInFlight {
  private readonly running = new Set<Promise<void>>();
  private readonly byProject = new Map<string, Promise<void>>();

  /** Tracks `done` until it settles. */
  add(projectId: string, done: Promise<void>): void {
    this.running.add(done);
    this.byProject.set(projectId, done);
    const forget = () => {
      this.running.delete(done);
      if (this.byProject.get(projectId) === done) this.byProject.delete(projectId);
    };
    done.then(forget, forget);
  }

  has(projectId: string): boolean {
    return this.byProject.has(projectId);
  }

  /** Resolves when the project has no run in flight. */
  async whenIdle(projectId: string): Promise<void> {
    await this.byProject.get(projectId);
  }

  /** Waits for every run in flight (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Waits up to `ms` for the runs in flight to end by themselves (a graceful shutdown). */
  async settle(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    await Promise.race([this.drain(), late]);
    clearTimeout(timer);
  }
}
