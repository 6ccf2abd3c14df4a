// The tests' enquiry form builds a FormData with the DOM's File, as tests/tsconfig.json
// allows; scripts/tsconfig.json has no DOM library.
/// <reference lib="dom" />
/**
 * `npm run bench:start`: is the stack ready when `npm start` says so (issue 35, decision 068)?
 * Builds once (build:local), then runs `npm start -- --no-build --clean --data-dir <dir>`
 * in a process group of its own, on empty data of its own (never your .emulator-data), and
 * times: the start until the banner; then, sent the moment the banner's last line is read,
 * a contact enquiry through POST /api/enquiry as the contact page sends it, until it is
 * answered; then three more enquiries one after another, the normal time to compare it with.
 * Stops the stack through its group (SIGINT, as Ctrl-C; SIGKILL if it hangs) and removes
 * its data. The stack's ports must be free: stop `npm start` first. Figures only: it exits
 * non-zero only if something crashed (the stack never printed its banner, a request failed).
 *   --again      then start once more on the data the first start kept (no seeding), timed the same way
 *   --no-build   use the last build as it is (as with BENCH_BUILT=1, which `npm run bench` sets)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { EnquiryResponse } from '@pharmacy/shared';
import { ENQUIRY_API_PATH } from '@pharmacy/shared';
import { request } from '../../tests/support/api.ts';
import { enquiryForm } from '../../tests/support/enquiries.ts';
import { ROOT, envWithLocalTools } from '../local-tools.ts';
import { buildForBench } from './bench-build.ts';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, again: { type: 'boolean', default: false } } });
const DATA_DIR = join(ROOT, '.local/bench-start-data');
/** The banner's last line (scripts/stack/cli.ts). */
const BANNER_END = 'Press Ctrl-C to stop.';
const START_BUDGET_MS = 600_000;
const STOP_BUDGET_MS = 120_000;
/** Enquiries after the first, per start: two starts stay within the local limit of 10 an hour from one address. */
const MORE_ENQUIRIES = 3;
/** Issue 35: a request right after the banner answers in normal time; an enquiry normally answers well within this. */
const GOAL_MS = 2_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The stack's output, each line behind the seconds since the start, so where the time goes shows. */
function echo(text: string, started: number, to: NodeJS.WriteStream): void {
  const at = ((performance.now() - started) / 1000).toFixed(1).padStart(6);
  to.write(text.replace(/\n$/, '').replace(/^/gm, `  ${at} | `) + '\n');
}

function waitForBanner(stack: ChildProcess, started: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no banner after ${START_BUDGET_MS / 1000} s`)), START_BUDGET_MS);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      echo(text, started, process.stdout);
      seen = (seen + text).slice(-2000);
      if (seen.includes(BANNER_END)) {
        clearTimeout(timer);
        resolve(performance.now());
      }
    };
    stack.stdout!.on('data', onData);
    stack.stderr!.on('data', (chunk: Buffer) => echo(chunk.toString(), started, process.stderr));
    stack.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before its banner`));
    });
  });
}

/** One contact enquiry, as the contact page posts it; resolves to its time to answer (ms). */
async function enquiry(index: number): Promise<number> {
  const started = performance.now();
  const response = await request(ENQUIRY_API_PATH, { body: enquiryForm('contact', { email: `bench.start.${index}@example.com`, notes: 'Do you make lactose-free capsules?' }) });
  const took = performance.now() - started;
  if (response.status !== 201 || !(response.json as EnquiryResponse | undefined)?.success) throw new Error(`enquiry ${index} answered ${response.status}: ${response.text.slice(0, 200)}`);
  return took;
}

/** SIGINT to the whole group (Ctrl-C: the stack stops its emulators), SIGKILL if it has not gone in time. */
async function stopGroup(stack: ChildProcess): Promise<void> {
  if (stack.exitCode !== null || stack.signalCode !== null) return;
  const exited = new Promise((resolve) => stack.once('exit', resolve));
  try {
    process.kill(-stack.pid!, 'SIGINT');
  } catch {
    return; // the group is gone
  }
  const timedOut = await Promise.race([exited.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), STOP_BUDGET_MS))]);
  if (timedOut) {
    console.log(`The stack had not stopped after ${STOP_BUDGET_MS / 1000} s: killing its process group.`);
    try {
      process.kill(-stack.pid!, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}

if (!values['no-build']) await buildForBench();

interface StartFigures {
  banner: number;
  first: number;
  more: number[];
}

/** One `npm start` (on empty data when `clean`), its banner, the enquiry at the banner and MORE_ENQUIRIES after it; stopped after. */
async function startOnce(clean: boolean, firstIndex: number): Promise<StartFigures> {
  const started = performance.now();
  const stack = spawn('npm', ['start', '--', '--no-build', ...(clean ? ['--clean'] : []), '--data-dir', DATA_DIR], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: envWithLocalTools(),
  });
  const forward = () => void stopGroup(stack);
  process.once('SIGINT', forward);
  process.once('SIGTERM', forward);
  try {
    const banner = (await waitForBanner(stack, started)) - started;
    const first = await enquiry(firstIndex);
    const more: number[] = [];
    for (let index = 1; index <= MORE_ENQUIRIES; index += 1) more.push(await enquiry(firstIndex + index));
    return { banner, first, more };
  } finally {
    await stopGroup(stack);
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
  }
}

function report(title: string, { banner, first, more }: StartFigures): void {
  const median = [...more].sort((a, b) => a - b)[Math.floor(more.length / 2)] ?? 0;
  console.log(`\n${title}`);
  console.log(`${'start -> banner'.padEnd(52)}${seconds(banner).padStart(9)}`);
  console.log(`${'first enquiry sent at the banner -> answered'.padEnd(52)}${first.toFixed(0).padStart(6)} ms  (goal <= ${GOAL_MS} ms: ${first <= GOAL_MS ? 'met' : 'MISSED'})`);
  console.log(`${`the next ${more.length} enquiries, median`.padEnd(52)}${median.toFixed(0).padStart(6)} ms  [${more.map((ms) => ms.toFixed(0)).join(', ')}]`);
}

let crashed = false;
try {
  const fresh = await startOnce(true, 0);
  const again = values.again ? await startOnce(false, MORE_ENQUIRIES + 1) : null;
  report('npm start on empty data (build excluded), until ready', fresh);
  if (again) report('npm start again on the data it kept, until ready', again);
} catch (error) {
  crashed = true;
  console.error(`\nbench:start: ${(error as Error).message}`);
} finally {
  await rm(DATA_DIR, { recursive: true, force: true });
}
process.exit(crashed ? 1 : 0);
