import { parseClientEnv, type ClientEnv } from './env-schema.ts';

export type { ClientEnv } from './env-schema.ts';

let cached: ClientEnv | undefined;

/**
 * The only reader of `import.meta.env.VITE_*`. Parsed on first use rather than
 * at import, so public pages (which need no Firebase or Maps config) still
 * render if a developer's .env is incomplete; production builds are already
 * stopped by vite.config.ts when a variable is missing.
 */
export function getEnv(): ClientEnv {
  cached ??= parseClientEnv(import.meta.env);
  return cached;
}
