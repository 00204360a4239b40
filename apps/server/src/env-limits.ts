import { z } from 'zod';

/**
 * What one account, one socket and one run may use (issue 13): failed sign-ins before a pause,
 * upload bytes, runs at once and per day by plan, what one model turn may write, socket messages.
 */
export const LimitsEnvSchema = z.object({
  KILN_SIGNIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  KILN_SIGNIN_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(15 * 60_000),
  KILN_UPLOAD_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  KILN_UPLOAD_DAILY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 ** 3),
  KILN_CONCURRENT_RUNS_FREE: z.coerce.number().int().min(1).default(2),
  KILN_CONCURRENT_RUNS_PREMIUM: z.coerce.number().int().min(1).default(4),
  KILN_DAILY_RUNS_FREE: z.coerce.number().int().min(1).default(60),
  KILN_DAILY_RUNS_PREMIUM: z.coerce.number().int().min(1).default(500),
  KILN_TURN_MAX_FILES: z.coerce.number().int().min(1).default(200),
  KILN_TURN_MAX_BYTES: z.coerce.number().int().min(1_024).default(5_000_000),
  /** Realtime sockets (issue 13 §5): a message budget per socket, cached room joins, sockets per address. */
  KILN_SOCKET_MESSAGES_PER_SECOND: z.coerce.number().positive().default(20),
  KILN_SOCKET_MESSAGE_BURST: z.coerce.number().int().positive().default(60),
  KILN_SOCKET_AUTH_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  KILN_SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(30),
});

export interface RunQuotas {
  concurrent: { free: number; premium: number };
  daily: { free: number; premium: number };
  /** Files and bytes one model turn may write; past them its tools refuse. */
  turn: { maxFiles: number; maxBytes: number };
}

export interface LimitsEnv {
  /** Failed sign-ins one account may have in a window before its sign-in answers 429. */
  signInThrottle: { maxFailures: number; windowMs: number };
  /** Per user: bytes of uploads kept in all, and bytes uploaded in the last 24 hours. */
  uploadQuota: { totalBytes: number; dailyBytes: number };
  /** Generation runs a user may have going at once and start per UTC day, by plan. */
  runQuotas: RunQuotas;
  /**
   * Realtime sockets: messages one socket may send per second (a token bucket of `messageBurst`;
   * past it the socket is disconnected), how long a room join's authorisation is reused, and the
   * open sockets one client address may hold.
   */
  sockets: { messagesPerSecond: number; messageBurst: number; authCacheMs: number; perAddress: number };
}

export function limitsFrom(e: z.infer<typeof LimitsEnvSchema>): LimitsEnv {
  return {
    signInThrottle: { maxFailures: e.KILN_SIGNIN_MAX_FAILURES, windowMs: e.KILN_SIGNIN_WINDOW_MS },
    uploadQuota: { totalBytes: e.KILN_UPLOAD_QUOTA_BYTES, dailyBytes: e.KILN_UPLOAD_DAILY_BYTES },
    runQuotas: {
      concurrent: { free: e.KILN_CONCURRENT_RUNS_FREE, premium: e.KILN_CONCURRENT_RUNS_PREMIUM },
      daily: { free: e.KILN_DAILY_RUNS_FREE, premium: e.KILN_DAILY_RUNS_PREMIUM },
      turn: { maxFiles: e.KILN_TURN_MAX_FILES, maxBytes: e.KILN_TURN_MAX_BYTES },
    },
    sockets: {
      messagesPerSecond: e.KILN_SOCKET_MESSAGES_PER_SECOND,
      messageBurst: e.KILN_SOCKET_MESSAGE_BURST,
      authCacheMs: e.KILN_SOCKET_AUTH_CACHE_MS,
      perAddress: e.KILN_SOCKETS_PER_ADDRESS,
    },
  };
}
