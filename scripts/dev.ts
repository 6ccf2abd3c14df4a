/**
 * `npm run dev`: hot reload. The emulators (without Hosting) keep running while
 * esbuild rebuilds the function on save (the Functions emulator reloads it) and
 * the Vite dev server serves the SPA, proxying /api to the Functions emulator.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, envWithLocalTools, run } from './local-tools.ts';
import { StackError, startStack } from './stack/start-stack.ts';
import { demoAdminLogin } from './stack/seed.ts';

// The emulators need functions/lib before they start; build:watch starts after them
// (and its first build is not awaited), so it cannot stand in for this one.
if ((await run('npm', ['run', 'build', '-w', 'functions'])) !== 0) process.exit(1);

const children: ChildProcess[] = [];
function start(args: string[]): void {
  children.push(spawn('npm', args, { cwd: ROOT, stdio: 'inherit', env: envWithLocalTools() }));
}

try {
  await startStack({ dataDir: join(ROOT, '.emulator-data'), withoutHosting: true });
  start(['run', 'build:watch', '-w', 'functions']);
  start(['run', 'dev', '-w', 'web']);
  const admin = demoAdminLogin();
  console.log(`\nHot reload: http://127.0.0.1:5173  (admin ${admin.email} / ${admin.password}; mail at /api/dev/mail). Ctrl-C stops.\n`);
  // startStack stops the emulators on Ctrl-C or SIGTERM and then exits; Vite and the watcher are ours.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => children.forEach((child) => child.kill('SIGTERM')));
} catch (error) {
  console.error(`\n${error instanceof StackError ? error.message : String(error)}\n`);
  process.exit(1);
}
