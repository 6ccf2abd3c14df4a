/**
 * Starts the whole product on the Firebase Emulator Suite: Auth, Firestore
 * (the real emulator, rules enforced), Functions, Storage and Hosting on one
 * origin, plus a stand-in for the Google Sheets API that the catalogue sync reads.
 * Used by `npm start`, `npm run dev` and the test runner.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { API_FUNCTION_NAME, INVOICE_API_PATHS, LOCAL_PROJECT_ID, REGION, UPLOADS_FUNCTION_NAME } from '@pharmacy/shared';
import { EMULATOR_STRIPE_WEBHOOK_SECRET } from '../../functions/src/platform/config.ts';
import { LOCAL_BIN, ROOT, envWithLocalTools } from '../local-tools.ts';
import { withoutCounterTriggers } from './counters-around-writes.ts';
import { prepareEmulatorBinaries } from './emulator-binaries.ts';
import { writePlaceholderSecrets } from './local-secrets.ts';
import { MIN_JAVA, findJava } from './java.ts';
import { CARRIER_STANDIN_PORT, SHEETS_STANDIN_PORT, STRIPE_STANDIN_PORT, busyPorts } from './ports.ts';
import { seed } from './seed.ts';
import { killOrphanedStackProcesses, killStackProcesses, stackMarker } from './stack-processes.ts';
import { DEMO_SHEET_ID, demoWorkbook } from './sheets-standin/demo-workbook.ts';
import { startSheetsStandIn } from './sheets-standin/server.ts';
import { startCarrierStandIn } from './carrier-standin/server.ts';
import { startStripeStandIn } from './stripe-standin/server.ts';

export const SITE_URL = 'http://127.0.0.1:5000';
const EMULATORS = ['auth', 'firestore', 'functions', 'storage', 'hosting'];

export class StackError extends Error {}

export interface StackOptions {
  /** Where data survives restarts; null keeps nothing (tests). */
  dataDir?: string | null;
  clean?: boolean;
  /** Emulator output goes to this file instead of the terminal. */
  logFile?: string;
  /** Hosting is not needed by `npm run dev` (Vite serves the site). */
  withoutHosting?: boolean;
  /**
   * More to write after the seed (`npm start`'s demo pharmacy), in the same window with the
   * counter triggers off, before the one recount: so no event of it is left in the Functions
   * emulator's queue for the first requests to wait behind (decision 068).
   */
  seedMore?: () => Promise<void>;
}

export interface RunningStack {
  notes: string[];
  adminOutcome: 'created' | 'existing';
  stop(): Promise<void>;
  exited: Promise<number | null>;
}

/**
 * Throws, naming them, if any of the stack's ports is taken. Emulators an earlier run
 * of this checkout's stack left behind when it died are stopped first: they would
 * hold the ports, and nothing else would ever stop them.
 */
export async function assertPortsFree(): Promise<void> {
  const orphans = killOrphanedStackProcesses(ROOT);
  if (orphans > 0) {
    console.log(`Stopped ${orphans} emulator process(es) that an earlier run of the stack left behind.`);
    // The kernel frees their ports a moment after they die.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const busy = await busyPorts();
  if (busy.length > 0) {
    throw new StackError(`Cannot start: ${busy.join(', ')} already in use. Stop whatever holds it (is another stack running?) and try again.`);
  }
}

async function preflight(options: StackOptions) {
  await assertPortsFree();
  const { install, seen } = findJava();
  if (!install) {
    throw new StackError(
      `firebase-tools needs Java ${MIN_JAVA} or newer for the Firestore and Storage emulators. Found: ${seen.join(', ') || 'no java at all'}. Install a JDK ${MIN_JAVA}+ (e.g. Temurin) or set JAVA_HOME to one.`,
    );
  }
  const missing = [
    !options.withoutHosting && !existsSync(join(ROOT, 'web/dist/index.html')) && 'web/dist (npm run build:local)',
    !existsSync(join(ROOT, 'functions/lib/index.js')) && 'functions/lib (npm run build:local)',
  ].filter(Boolean);
  if (missing.length > 0) throw new StackError(`Not built yet: ${missing.join(', ')}.`);
  return install;
}

/** Playwright's two workers, and one more for a trigger's or a page's call beside them. */
const API_WORKERS_WARMED = 3;

async function answers(url: string, ready: (response: Response) => Promise<boolean>): Promise<boolean> {
  try {
    return await ready(await fetch(url));
  } catch {
    return false; // not listening yet
  }
}

/**
 * Ready means every emulator is listed by the hub and both HTTPS functions answer (each
 * answer also leaves a worker of its function started, for the next request).
 */
async function waitUntilReady(projectId: string, emulators: string[], exited: Promise<number | null>, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const healths = [API_FUNCTION_NAME, UPLOADS_FUNCTION_NAME].map((name) => `http://127.0.0.1:5001/${projectId}/${REGION}/${name}/health`);
  let done = false;
  void exited.then(() => (done = true));
  while (Date.now() < deadline) {
    if (done) throw new StackError('The emulators exited while starting; see their output above (or the log file).');
    const listed = await answers('http://127.0.0.1:4400/emulators', async (response) => {
      const running = (await response.json()) as Record<string, unknown>;
      return emulators.every((name) => name in running);
    });
    if (listed && (await Promise.all(healths.map((health) => answers(health, async (response) => response.ok)))).every(Boolean)) {
      // Two browsers signing admins in at once need two workers of the API function: started
      // here, not while a story's 30 s sign-in waits (a cold worker took over 26 s on a busy
      // machine). Concurrent requests are what make the emulator start another worker.
      await Promise.all(Array.from({ length: API_WORKERS_WARMED }, () => answers(healths[0] ?? '', async (response) => response.ok)));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new StackError(`The emulators were not ready after ${timeoutMs / 1000} s.`);
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Ctrl-C or SIGTERM: from the moment the emulators are spawned (start-up
 * included) until stop() has finished, a signal stops them and then exits this
 * process with 128 + the signal number (130 for Ctrl-C), as a shell does for a
 * command stopped by a signal. Every caller gets this and needs no handler of
 * its own; one with more to clean up (dev.ts: Vite and esbuild) adds its own
 * listener, which must do its work synchronously, since the process exits as
 * soon as the emulators have stopped.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const java = await preflight(options);
  const binaries = prepareEmulatorBinaries(java, join(ROOT, '.local/emulators'));
  writePlaceholderSecrets();
  const emulators = options.withoutHosting ? EMULATORS.filter((name) => name !== 'hosting') : EMULATORS;

  const args = ['emulators:start', '--project', LOCAL_PROJECT_ID, '--only', emulators.join(',')];
  if (options.dataDir) {
    if (options.clean) rmSync(options.dataDir, { recursive: true, force: true });
    mkdirSync(options.dataDir, { recursive: true });
    if (existsSync(join(options.dataDir, 'firebase-export-metadata.json'))) args.push('--import', options.dataDir);
    args.push('--export-on-exit', options.dataDir);
  }

  const output = options.logFile ? openSync(options.logFile, 'w') : 'inherit';
  // The Storage emulator keeps its blobs under the temporary directory and clears them at
  // start and stop: a stack of another checkout on the same machine would delete ours.
  const temporary = join(ROOT, '.local/tmp');
  mkdirSync(temporary, { recursive: true });
  // Before the function starts, so its first sync finds it; preloaded with a demo sheet to sync.
  const sheetsStandIn = await startSheetsStandIn({ port: SHEETS_STANDIN_PORT, workbooks: { [DEMO_SHEET_ID]: demoWorkbook() } });
  // The carrier the dispatch books with and the tracking job asks (decision 060).
  const carrierStandIn = await startCarrierStandIn({ port: CARRIER_STANDIN_PORT });
  // Stripe Checkout for the pay links: its Pay button sends the signed webhook (decision 079).
  const stripeStandIn = await startStripeStandIn({ port: STRIPE_STANDIN_PORT, webhookUrl: `${SITE_URL}${INVOICE_API_PATHS.stripeWebhook}`, webhookSecret: EMULATOR_STRIPE_WEBHOOK_SECRET });

  // Its own process group: Ctrl-C reaches only us, and we stop firebase-tools
  // with one SIGINT so it can export data before stopping its Java emulators.
  const child = spawn(join(LOCAL_BIN, 'firebase'), args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', output, output],
    env: envWithLocalTools([java.binDir], {
      ...binaries.env,
      // Inherited by the Java emulators too, so stop() finds them whatever group they are in.
      ...stackMarker(ROOT),
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      TMPDIR: temporary,
      // The Functions emulator runs each concurrent request in a new Node process (50 by
      // default); production serves up to 80 at once in one instance. A few workers and a
      // queue keep a burst (the tests' fifty concurrent orders) from exhausting a small
      // machine, where the processes starved the Firestore emulator until it was killed.
      FUNCTIONS_EMULATOR_PARALLEL: '4',
      // A new worker has this many seconds to load the functions before the emulator gives up
      // on it (30 s by default) and drops what it was started for: a trigger's event (a
      // counter never counted) or a request (an admin's sign-in left hanging). On a busy
      // two-core machine several workers loading at once took longer; late beats lost.
      FUNCTIONS_DISCOVERY_TIMEOUT: '180',
      NO_UPDATE_NOTIFIER: '1',
    }),
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT');
        const timeout = new Promise((resolve) => setTimeout(resolve, 90_000));
        await Promise.race([exited, timeout]);
      }
      try {
        process.kill(-child.pid!, 'SIGKILL'); // anything firebase-tools left behind
      } catch {
        // the whole group is already gone
      }
      // The Java emulators run in groups of their own, and outlive firebase-tools if it crashed.
      killStackProcesses(ROOT);
      await sheetsStandIn.close();
      await carrierStandIn.close();
      await stripeStandIn.close();
      // Only now: a second Ctrl-C while stopping must not end us before the emulators.
      for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    if (!stopping) console.log(`\nStopping the emulators${options.dataDir ? ' (saving data)' : ''}...`);
    void stop().then(() => process.exit(128 + constants.signals[signal]));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);

  try {
    await waitUntilReady(LOCAL_PROJECT_ID, emulators, exited);
    // The seed, its backfill and any more seeding write with the counter triggers off, then one
    // recount sets the counters: also for data saved before the counters existed (decision 034).
    // Nothing is left for the triggers to work through once it returns (decision 068).
    const { result: adminOutcome, recount: settled } = await withoutCounterTriggers(
      LOCAL_PROJECT_ID,
      async () => {
        const outcome = await seed(LOCAL_PROJECT_ID);
        await options.seedMore?.();
        return outcome;
      },
      { untilSettled: true },
    );
    // Switching the triggers back on reloads the functions, which stops their idle workers:
    // ask both again, so the first visitor's request finds one started (decision 068).
    await waitUntilReady(LOCAL_PROJECT_ID, emulators, exited);
    const stillMoving = settled.unsettled > 0 ? [`Counters: ${settled.unsettled} still moving after repeated recounts (is something else writing?)`] : [];
    const notes = [...binaries.notes, ...stillMoving, `Google Sheets: local stand-in for the Sheets API, demo sheet ID ${DEMO_SHEET_ID}`, `Carrier: local stand-in for Australia Post on ${carrierStandIn.url}`, `Stripe: local stand-in for Checkout on ${stripeStandIn.url} (sessions: ${stripeStandIn.url}/sessions)`];
    return { notes, adminOutcome, stop, exited };
  } catch (error) {
    await stop();
    throw error;
  }
}
