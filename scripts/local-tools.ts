/**
 * The repository root and the project's own tools (node_modules/.bin, where the
 * Node 22 binary and firebase-tools live), for every script that starts a process.
 */
import { spawn, type StdioOptions } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const LOCAL_BIN = join(ROOT, 'node_modules/.bin');

/** The environment with `firstDirs` and then the project's tools ahead of PATH. */
export function envWithLocalTools(firstDirs: string[] = [], extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: [...firstDirs, LOCAL_BIN, process.env.PATH].join(':'), ...extra };
}

/**
 * Runs a command from the repository root with its output shown, or written to `logFile`
 * (for a command that runs beside others); resolves to its exit code.
 * `unset`: variables of this process the command must not see.
 */
export function run(command: string, args: string[], env: Record<string, string> = {}, unset: readonly string[] = [], logFile?: string): Promise<number> {
  const childEnv = envWithLocalTools([], env);
  for (const name of unset) delete childEnv[name];
  const output = logFile === undefined ? undefined : openSync(logFile, 'w');
  return new Promise<number>((resolve) => {
    const stdio: StdioOptions = output === undefined ? 'inherit' : ['ignore', output, output];
    const child = spawn(command, args, { cwd: ROOT, stdio, env: childEnv });
    child.once('exit', (code) => resolve(code ?? 1));
    child.once('error', () => resolve(1));
  }).finally(() => {
    if (output !== undefined) closeSync(output);
  });
}
