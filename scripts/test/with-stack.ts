/**
 * Runs one command against a fresh stack: builds for the emulators, starts them with no
 * saved data, runs the command, stops everything and exits with the command's status.
 * For working on one test file: `npx tsx scripts/test/with-stack.ts npx vitest run --project 'api*' tests/api/x.test.ts`.
 * Add `--no-build` first to reuse the last build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, envWithLocalTools } from '../local-tools.ts';
import { startStack } from '../stack/start-stack.ts';

const args = process.argv.slice(2);
const build = args[0] !== '--no-build';
const command = build ? args : args.slice(1);
if (command.length === 0) {
  console.error('usage: tsx scripts/test/with-stack.ts [--no-build] <command> [args...]');
  process.exit(2);
}
const env = envWithLocalTools();
if (build) {
  const built = spawnSync('npm', ['run', 'build:local'], { cwd: ROOT, stdio: 'inherit', env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
const stack = await startStack({ dataDir: null, logFile: join(ROOT, 'test-results', 'emulators.log') });
let status: number;
try {
  const [program, ...rest] = command as [string, ...string[]];
  // Not spawnSync: the Sheets stand-in answers from this process's event loop.
  const child = spawn(program, rest, { cwd: ROOT, stdio: 'inherit', env });
  const [code] = (await once(child, 'exit')) as [number | null];
  status = code ?? 1;
} finally {
  await stack.stop();
}
process.exit(status);
