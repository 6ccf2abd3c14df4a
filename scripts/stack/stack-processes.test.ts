import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { killOrphanedStackProcesses, killStackProcesses, markedProcesses, stackMarker } from './stack-processes.ts';

// Each test has a checkout path of its own, so nothing real is ever matched.
const checkout = () => `/tmp/not-a-checkout-${process.pid}-${Math.random().toString(36).slice(2)}`;
const started: ChildProcess[] = [];

/** A process in a group of its own (as firebase-tools starts the Java emulators), marked as started by `owner`. */
function startMarked(root: string, owner: number): ChildProcess {
  const child = spawn('sleep', ['30'], { detached: true, stdio: 'ignore', env: { ...process.env, ...stackMarker(root, owner) } });
  started.push(child);
  return child;
}

const exitOf = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode);
    else child.once('exit', (_code, signal) => resolve(signal));
  });

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

// /proc is Linux's; elsewhere the stack cannot find these processes and these tests say nothing.
describe.runIf(existsSync('/proc/self/environ'))('processes a stack started', () => {
  it('are found by their checkout, in any process group, and killed for the stack that started them only', async () => {
    const root = checkout();
    const ours = startMarked(root, process.pid);
    const anotherRunning = startMarked(root, process.ppid);
    const elsewhere = startMarked(checkout(), process.pid);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(markedProcesses(root).map((marked) => marked.pid).sort()).toEqual([ours.pid, anotherRunning.pid].sort());
    expect(killStackProcesses(root)).toBe(1);
    expect(await exitOf(ours)).toBe('SIGKILL');
    expect(anotherRunning.exitCode).toBeNull();
    expect(elsewhere.exitCode).toBeNull();
  });

  it('left behind by a stack process that has died are stopped before a new stack starts', async () => {
    const root = checkout();
    // A stack process that no longer exists: its emulators are orphans.
    const deadOwner = spawn('true');
    await exitOf(deadOwner);
    const orphan = startMarked(root, deadOwner.pid!);
    const living = startMarked(root, process.pid);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(killOrphanedStackProcesses(root)).toBe(1);
    expect(await exitOf(orphan)).toBe('SIGKILL');
    expect(living.exitCode).toBeNull();
  });
});
