import { z } from 'zod';

/**
 * The browser's build-time variables. Shared by `env.ts` (runtime) and
 * `vite.config.ts` (a production build refuses to start without them), so the
 * two can never disagree about what is required.
 */
const CLIENT_ENV_FIELDS = z.object({
  VITE_FIREBASE_API_KEY: z.string(),
  VITE_FIREBASE_AUTH_DOMAIN: z.string(),
  VITE_FIREBASE_PROJECT_ID: z.string(),
  VITE_FIREBASE_STORAGE_BUCKET: z.string(),
  VITE_FIREBASE_APP_ID: z.string(),
  VITE_USE_EMULATORS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  VITE_MAPS_API_KEY: z.string().optional(),
  /** reCAPTCHA Enterprise site key for App Check (decision 038); without it the portal sends no App Check token. */
  VITE_APPCHECK_SITE_KEY: z.string().optional(),
  /** Emulators only: the App Check debug token, or `true` for the SDK to make one up (decision 038). */
  VITE_APPCHECK_DEBUG_TOKEN: z.string().optional(),
});

// A debug token in a production build would let anyone who reads the bundle mint App Check tokens.
const CLIENT_ENV_SCHEMA = CLIENT_ENV_FIELDS.refine((env) => env.VITE_USE_EMULATORS || env.VITE_APPCHECK_DEBUG_TOKEN === undefined, {
  path: ['VITE_APPCHECK_DEBUG_TOKEN'],
  message: 'emulators only',
});

export type ClientEnv = z.infer<typeof CLIENT_ENV_SCHEMA>;
const CLIENT_ENV_NAMES = Object.keys(CLIENT_ENV_FIELDS.shape) as (keyof ClientEnv)[];

/** Lists every bad variable at once, so one failed build tells the whole story. */
export class ClientEnvError extends Error {
  constructor(
    readonly missing: string[],
    readonly invalid: string[],
  ) {
    const parts = [];
    if (missing.length > 0) parts.push(`missing or empty: ${missing.join(', ')}`);
    if (invalid.length > 0) parts.push(`invalid: ${invalid.join(', ')}`);
    super(`Invalid environment variables (${parts.join('; ')}). See web/.env.example.`);
    this.name = 'ClientEnvError';
  }
}

export function parseClientEnv(source: Record<string, unknown>): ClientEnv {
  // Empty strings count as missing (create-t3-app's emptyStringAsUndefined):
  // `VITE_X=` in a .env file must not pass as a configured value.
  const input: Record<string, unknown> = {};
  for (const name of CLIENT_ENV_NAMES) {
    const value = source[name];
    input[name] = typeof value === 'string' && value.trim() === '' ? undefined : value;
  }
  const result = CLIENT_ENV_SCHEMA.safeParse(input);
  if (result.success) return result.data;

  const missing = new Set<string>();
  const invalid = new Set<string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]);
    (input[name] === undefined ? missing : invalid).add(name);
  }
  throw new ClientEnvError([...missing], [...invalid]);
}
