/** Where the handlers report; the server's logger, or the console before it exists. */
export interface FatalLog {
  fatal(details: object, message: string): void;
}

/** Uncaught exceptions tolerated in one window before the process gives up and exits for a restart. */
export const MAX_UNCAUGHT_PER_WINDOW = 10;
export const UNCAUGHT_WINDOW_MS = 60_000;

/**
 * Process-level handlers: an error no request awaited (a stream's unheard `error`, a rejected promise
 * nobody caught) is logged loudly with its stack and the process keeps serving everyone else. A
 * burst of uncaught exceptions means the state really is broken, so past `MAX_UNCAUGHT_PER_WINDOW`
 * in a minute the process exits with code 1 and `npm start`'s supervisor starts a fresh one.
 */
export function installFatalHandlers(
  log: FatalLog,
  exit: (code: number) => void = (code) => process.exit(code),
): () => void {
  let recent: number[] = [];
  const onRejection = (reason: unknown) => {
    log.fatal({ err: reason }, 'unhandled promise rejection (kept running)');
  };
  const onException = (error: Error) => {
    const now = Date.now();
    recent = [...recent.filter((at) => now - at < UNCAUGHT_WINDOW_MS), now];
    if (recent.length > MAX_UNCAUGHT_PER_WINDOW) {
      log.fatal(
        { err: error },
        `uncaught exception, ${recent.length} within a minute: exiting for a restart`,
      );
      exit(1);
      return;
    }
    log.fatal({ err: error }, 'uncaught exception (kept running)');
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
