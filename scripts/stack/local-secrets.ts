import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_SECRETS } from '../../functions/src/platform/config.ts';
import { ROOT } from '../local-tools.ts';

/**
 * The functions declare their secrets (API_SECRETS); for each one without a local value
 * the Functions emulator asks Secret Manager, fails offline, and logs an error on every
 * start. It reads local values from functions/.secret.local (firebase-tools'
 * documented override, in the .env format). The emulators never use them (config.ts
 * reads no secret there: mail goes to the outbox, the Sheets API is the stand-in), so
 * placeholders say exactly that. Stripe's key and webhook signing secret on the emulators
 * are the fixed, public EMULATOR_STRIPE_SECRET_KEY and EMULATOR_STRIPE_WEBHOOK_SECRET
 * (config.ts), which the Stripe stand-in and the tests sign with (decision 079); real
 * ones exist only in Secret Manager. A value already in the file is kept; a secret added
 * since is added. The file is git-ignored (functions/.gitignore).
 */
export function placeholderSecrets(existing: string, names: readonly string[]): string {
  const present = new Set(existing.split('\n').map((line) => /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1]).filter(Boolean));
  const missing = names.filter((name) => !present.has(name));
  if (missing.length === 0) return existing;
  const start = existing === '' || existing.endsWith('\n') ? existing : `${existing}\n`;
  return `${start}${missing.map((name) => `${name}=not-used-on-the-emulators`).join('\n')}\n`;
}

export function writePlaceholderSecrets(): void {
  const file = join(ROOT, 'functions/.secret.local');
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const wanted = placeholderSecrets(existing, API_SECRETS.map((secret) => secret.name));
  if (wanted !== existing) writeFileSync(file, wanted);
}
