#!/usr/bin/env node
// Runs the server as a child process and starts it again when it crashes, so one fatal error never
// leaves Kiln down. A clean exit (code 0), or SIGINT/SIGTERM sent to this process, stops both.
// Crashes in a loop back off (0.5 s, 1 s, 2 s… up to 30 s) and, after `maxQuickCrashes` in a row
// each within `quickMs` of starting, the supervisor gives up with a message instead of spinning.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function log(message) {
  console.log(`\x1b[38;5;208m▲ kiln\x1b[0m ${message}`);
}

/**
 * @param {{ command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv,
 *   baseDelayMs?: number, maxDelayMs?: number, quickMs?: number, maxQuickCrashes?: number }} options
 * @returns {Promise<number>} the exit code the supervisor should end with
 */
export function supervise(options) {
  const {
    command,
    args,
    cwd,
    env = process.env,
    baseDelayMs = 500,
    maxDelayMs = 30_000,
    quickMs = 30_000,
    maxQuickCrashes = 8,
  } = options;
  return new Promise((resolve) => {
    let child = null;
    let stopping = null;
    let quickCrashes = 0;
    let restartTimer = null;

    const stop = (signal) => {
      stopping = signal;
      if (restartTimer) {
        clearTimeout(restartTimer);
        finish(0);
      } else child?.kill(signal);
    };
    const onSigint = () => stop('SIGINT');
    const onSigterm = () => stop('SIGTERM');
    process.on('SIGINT', onSigint);
    process.on('SIGTERM', onSigterm);
    const finish = (code) => {
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onSigterm);
      resolve(code);
    };

    const start = () => {
      restartTimer = null;
      const startedAt = Date.now();
      child = spawn(command, args, { cwd, env, stdio: 'inherit' });
      child.on('error', (error) => log(`could not start the server: ${error.message}`));
      child.on('exit', (code, signal) => {
        child = null;
        if (stopping) return finish(code ?? 0);
        if (code === 0) return finish(0);
        quickCrashes = Date.now() - startedAt < quickMs ? quickCrashes + 1 : 1;
        const how = signal ? `signal ${signal}` : `exit code ${code}`;
        if (quickCrashes >= maxQuickCrashes) {
          log(
            `the server crashed (${how}) ${quickCrashes} times in a row right after starting: not restarting it`,
          );
          return finish(code ?? 1);
        }
        const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (quickCrashes - 1));
        log(`the server crashed (${how}); restarting it in ${(delay / 1000).toFixed(1)} s`);
        restartTimer = setTimeout(start, delay);
      });
    };
    start();
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  // `node scripts/supervise.mjs <script> [args…]`: supervise any Node script (used by the tests).
  const [script, ...rest] = process.argv.slice(2);
  if (!script) {
    console.error('usage: node scripts/supervise.mjs <script> [args…]');
    process.exit(2);
  }
  const num = (name, fallback) => Number(process.env[name] ?? fallback);
  const code = await supervise({
    command: process.execPath,
    args: [script, ...rest],
    baseDelayMs: num('KILN_SUPERVISOR_BASE_DELAY_MS', 500),
    maxQuickCrashes: num('KILN_SUPERVISOR_MAX_QUICK_CRASHES', 8),
  });
  process.exit(code);
}
