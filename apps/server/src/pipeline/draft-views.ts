/** How long a smoke render waits for a watched draft to be fetched before it starts anyway. */
export const FIRST_VIEW_CAP_MS = 300;

/**
 * Issue 14 §1: the draft in the owner's preview before the smoke render. The render hands its page
 * the build through the API's event loop (the DevTools pipe: the scripts base64-encoded), so started
 * at once it competes with serving the same draft to the preview the owner is looking at, and the
 * preview waits. When someone watches the project, the render starts once the preview host has sent
 * the draft's script, or after FIRST_VIEW_CAP_MS (docs/decisions.md).
 */
export class DraftViews {
  /** Who waits for each draft's first view, by its staging folder's name. */
  private readonly waiting = new Map<string, Set<() => void>>();

  /** The preview host sent a script of the draft `name`. */
  served(name: string): void {
    const waiters = this.waiting.get(name);
    if (!waiters) return;
    for (const wake of [...waiters]) wake();
  }

  /**
   * Resolves once the draft `name` has been served, or after `capMs`. Call it before the draft is
   * announced: a view that comes first is not remembered.
   */
  firstView(name: string, capMs = FIRST_VIEW_CAP_MS): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.waiting.get(name) ?? new Set<() => void>();
      this.waiting.set(name, waiters);
      const wake = () => {
        clearTimeout(timer);
        waiters.delete(wake);
        if (waiters.size === 0) this.waiting.delete(name);
        resolve();
      };
      const timer = setTimeout(wake, capMs);
      waiters.add(wake);
    });
  }
}
