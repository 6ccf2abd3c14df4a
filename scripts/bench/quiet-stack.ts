/**
 * Waits, before a bench times anything, until the emulators have finished the work its seed
 * left behind (decision 090). The seed writes with the background triggers switched off, but
 * the Firestore emulator still delivers an event for every write, one after another, to the
 * Functions emulator, which answers each "disabled": at full size that is some 130,000
 * events, still arriving five minutes after the last write and keeping both emulators busy
 * (the CLI's Node at 40-45% of a core, the Firestore emulator at 15-70%). A page timed
 * meanwhile measured that, not itself. "Quiet" is read from the emulators' own CPU time
 * (Linux's /proc), the one sign the delivery gives: the events reach no trigger and leave no
 * record.
 */
import { readdir, readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

/** The Firestore emulator's JVM and the Firebase CLI's Node process, which runs the Functions emulator. */
const EMULATOR_PROCESSES = [/firestore-launcher\.jar|cloud-firestore-emulator/, /\bfirebase(\.js)? emulators:start\b/];
/** Linux's USER_HZ: the unit of utime and stime in /proc/{pid}/stat. */
const TICKS_PER_SECOND = 100;

async function emulatorPids(): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (EMULATOR_PROCESSES.some((pattern) => pattern.test(command.replaceAll('\0', ' ')))) pids.push(Number(entry));
  }
  return pids;
}

/** The CPU time the processes have used, in ticks: utime and stime, after the command's closing parenthesis. */
async function cpuTicks(pids: readonly number[]): Promise<number> {
  let ticks = 0;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat(5); the list after the command starts at field 3.
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks;
}

export interface QuietWait {
  seconds: number;
  /** False when the emulators were still busy at the limit, or could not be watched. */
  quiet: boolean;
  /** The emulators' share of one core in the last sample. */
  lastShare: number;
}

/**
 * Samples the emulators' CPU every `sampleMs` until it stays under `quietShare` of one core
 * for `quietSamples` samples in a row, or `limitMs` passes.
 */
export async function waitForQuietStack({ sampleMs = 2_000, quietShare = 0.1, quietSamples = 3, limitMs = 15 * 60_000 } = {}): Promise<QuietWait> {
  const start = performance.now();
  const pids = await emulatorPids().catch(() => []);
  if (pids.length === 0) return { seconds: 0, quiet: false, lastShare: Number.NaN };
  let before = await cpuTicks(pids);
  let quietInARow = 0;
  let lastShare = Number.NaN;
  while (performance.now() - start < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, sampleMs));
    const now = await cpuTicks(pids);
    lastShare = (now - before) / TICKS_PER_SECOND / (sampleMs / 1000);
    before = now;
    quietInARow = lastShare < quietShare ? quietInARow + 1 : 0;
    if (quietInARow >= quietSamples) return { seconds: (performance.now() - start) / 1000, quiet: true, lastShare };
  }
  return { seconds: (performance.now() - start) / 1000, quiet: false, lastShare };
}

export function reportQuietWait(after: string, { seconds, quiet, lastShare }: QuietWait): void {
  if (Number.isNaN(lastShare)) console.log(`no emulator process found to watch after ${after}: timing at once`);
  else console.log(`emulators ${quiet ? 'at rest' : `still busy (${Math.round(lastShare * 100)}% of a core)`} ${seconds.toFixed(0)} s after ${after} (the seed's trigger events delivered, decision 090)`);
}
