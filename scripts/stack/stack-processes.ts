/**
 * Finding every process a stack started, however it was started. firebase-tools runs
 * each Java emulator in a process group of its own, so stopping firebase-tools' group
 * leaves them running; and when firebase-tools dies during start-up they are orphaned
 * before anyone could list them as its children. So every process the stack starts
 * inherits two environment variables naming the checkout and the stack's own process,
 * and is found again by them in /proc (Linux; elsewhere this finds nothing).
 */
import { readFileSync, readdirSync } from 'node:fs';

const ROOT_VARIABLE = 'PHARMACY_STACK_ROOT';
const OWNER_VARIABLE = 'PHARMACY_STACK_PID';

/** The environment that marks a process as started by this stack (process `owner`) of checkout `root`. */
export function stackMarker(root: string, owner: number = process.pid): Record<string, string> {
  return { [ROOT_VARIABLE]: root, [OWNER_VARIABLE]: String(owner) };
}

export interface MarkedProcess {
  pid: number;
  /** The stack process that started it. */
  owner: number;
}

function environmentOf(pid: number): Map<string, string> | null {
  try {
    const entries = readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').filter(Boolean);
    return new Map(entries.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]));
  } catch {
    return null; // gone already, or another user's
  }
}

/** Processes started by a stack of this checkout (any run of it), never this process itself. */
export function markedProcesses(root: string): MarkedProcess[] {
  let pids: number[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
  } catch {
    return [];
  }
  return pids.flatMap((pid) => {
    if (pid === process.pid) return [];
    const environment = environmentOf(pid);
    if (environment?.get(ROOT_VARIABLE) !== root) return [];
    return [{ pid, owner: Number(environment.get(OWNER_VARIABLE)) }];
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but is not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function killAll(processes: MarkedProcess[]): number {
  let killed = 0;
  for (const { pid } of processes) {
    try {
      process.kill(pid, 'SIGKILL');
      killed += 1;
    } catch {
      // already gone
    }
  }
  return killed;
}

/** Kills what the stack run by `owner` started and left running; returns how many. */
export function killStackProcesses(root: string, owner: number = process.pid): number {
  return killAll(markedProcesses(root).filter((marked) => marked.owner === owner));
}

/** Kills what earlier runs of this checkout's stack left behind after their stack process died; returns how many. */
export function killOrphanedStackProcesses(root: string): number {
  return killAll(markedProcesses(root).filter((marked) => !isAlive(marked.owner)));
}
