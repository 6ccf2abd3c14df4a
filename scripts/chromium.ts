/**
 * Debian's Chromium as every browser run drives it (the browser tests, the screenshots, the
 * benches): Playwright cannot download browsers on our machines, and the machines have no
 * internet.
 */
import { existsSync } from 'node:fs';

/** Where Debian installs the full browser (package `chromium`). */
const FULL_BROWSER = '/usr/bin/chromium';

/** The full browser, or the one `CHROMIUM_PATH` names: headed runs, the screenshots and the benches. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? FULL_BROWSER;

/**
 * The browser tests run headless in Debian's old headless shell (package
 * `chromium-headless-shell`), Playwright's own choice for headless Chromium: the same Blink and
 * V8 as the full browser, built without its interface, at half the CPU per story (decision
 * 102). A headed or debugging run (`--headed`, `--ui`, `--debug`) needs the full browser; so
 * does a machine without the shell, and `CHROMIUM_PATH` set by hand chooses for every run.
 */
export function testBrowserPath(argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const shows = argv.some((arg) => arg === '--headed' || arg === '--ui' || arg.startsWith('--ui-') || arg === '--debug') || Boolean(env.PWDEBUG);
  const shell = env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
  return !shows && exists(shell) ? shell : FULL_BROWSER;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Offline machines: no background look-ups of Google hosts.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
