/**
 * `npm start`: the whole product on the emulators, seeded, until Ctrl-C.
 *   --clean   start from empty data (the admin and catalogue are seeded again)
 */
import { join } from 'node:path';
import { ROOT } from '../local-tools.ts';
import { SITE_URL, StackError, startStack } from './start-stack.ts';
import { demoAdminLogin } from './seed.ts';

const flags = new Set(process.argv.slice(2));

try {
  const stack = await startStack({ dataDir: join(ROOT, '.emulator-data'), clean: flags.has('--clean')});
  const admin = demoAdminLogin();
  const site = SITE_URL;
  console.log(`
  ┌────────────────────────────────────────────────────────────
  │ The pharmacy is running locally on the Firebase emulators.
  │   Site:          ${site}
  │   Admin login:   ${admin.email} / ${admin.password} (${stack.adminOutcome === 'created' ? 'just created' : 'already there'})
  │   Mail outbox:   ${site}/api/dev/mail   (JSON: ${site}/api/dev/outbox)
  │   Data:          .emulator-data/ (kept between runs; npm start -- --clean starts empty)
  │   ${stack.notes.join('\n  │   ')}
  │ Press Ctrl-C to stop.
  └────────────────────────────────────────────────────────────
`);
  const shutdown = async () => {
    console.log('\nStopping the emulators (saving data)...');
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  const code = await stack.exited;
  await stack.stop();
  process.exit(code ?? 1);
} catch (error) {
  console.error(`\n${error instanceof StackError ? error.message : String(error)}\n`);
  process.exit(1);
}
