/**
 * `npm run docs:screenshots`: the pictures in docs/guide/, taken from the demo pharmacy so
 * that they show what the product shows today. Builds and starts the stack as `npm start`
 * does (scripts/stack/cli.ts), but with no data directory: the emulators keep everything in
 * memory and it is gone when they stop, so a developer's .emulator-data is never read or
 * written. Seeds the demo pharmacy, signs each kind of user in through the real login page
 * in Debian's Chromium (the admin with the code read off /api/dev/sms, as a person does),
 * saves the PNGs into docs/guide/images/ and stops what it started.
 *   --skip-build   use the web/dist and functions/lib already built (for a second run)
 *
 * Its ports are the stack's own, so it cannot run beside another stack on the machine:
 * `unshare -n sh -c 'ip link set lo up; npm run docs:screenshots'` gives it a network of its own.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { LOCAL_PROJECT_ID } from '@pharmacy/shared';
import { ROOT, run } from '../local-tools.ts';
import { SITE_URL, StackError, assertPortsFree, startStack } from '../stack/start-stack.ts';
import { withoutCounterTriggers } from '../stack/counters-around-writes.ts';
import { seedDemoPharmacy } from '../stack/demo/seed-demo.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { GUIDES, IMAGES_DIR, type Shooter } from './guide-shots.ts';

/**
 * The browser tests' Chromium. A date field still draws mm/dd/yyyy here: headless Chromium
 * takes that format from the machine's locale (en-US on ours), not from the page's en-AU.
 */
const SCREENSHOT_ARGS = CHROMIUM_ARGS;

/** A laptop's window: wide enough for the admin's two-column order detail (decision 035). */
const VIEWPORT = { width: 1280, height: 800 };

const flags = new Set(process.argv.slice(2));
const startedAt = Date.now();
const seconds = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;

async function takeAll(browser: Browser): Promise<string[]> {
  const failures: string[] = [];
  for (const guide of GUIDES) {
    // A context per person: their own session, as in their own browser.
    const context = await browser.newContext({ baseURL: SITE_URL, viewport: VIEWPORT, locale: 'en-AU', timezoneId: 'Australia/Sydney' });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const shoot: Shooter = async (name, show) => {
      try {
        const shown = (await show()) ?? page;
        await shown.screenshot({ path: join(IMAGES_DIR, `${name}.png`) });
        console.log(`  ${seconds()}  ${name}.png`);
      } catch (error) {
        failures.push(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        console.log(`  ${seconds()}  ${name}.png FAILED`);
      }
    };
    console.log(`${guide.name}:`);
    try {
      await guide.take(page, shoot);
    } catch (error) {
      // A step between shots (signing in) failed: the guide's remaining shots are missing.
      failures.push(`${guide.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
    await context.close();
  }
  return failures;
}

try {
  await assertPortsFree();
  if (!flags.has('--skip-build') && (await run('npm', ['run', 'build:local'])) !== 0) process.exit(1);
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  mkdirSync(IMAGES_DIR, { recursive: true });
  const logFile = join(ROOT, 'test-results/docs-screenshots-emulators.log');
  console.log(`Starting the emulators (log: ${logFile})...`);
  const stack = await startStack({ dataDir: null, logFile });
  let failures: string[] = [];
  try {
    // With the counter triggers off and one recount after (decision 034), so the stat cards and
    // the overview show the demo's figures at once, not while the triggers are still counting.
    await withoutCounterTriggers(LOCAL_PROJECT_ID, () => seedDemoPharmacy(LOCAL_PROJECT_ID));
    console.log(`Demo pharmacy seeded after ${seconds()}.`);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: SCREENSHOT_ARGS });
    try {
      failures = await takeAll(browser);
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} screenshot(s) not taken:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`\nEvery screenshot saved in docs/guide/images/ (${seconds()}).`);
} catch (error) {
  console.error(`\n${error instanceof StackError ? error.message : String(error)}\n`);
  process.exit(1);
}
