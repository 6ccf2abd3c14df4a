/**
 * `npm start`: checks the stack's ports, builds (build:local), then runs the
 * whole product on the emulators, seeded, until Ctrl-C (startStack stops them).
 *   --clean            start from empty data (the admin, catalogue and demo pharmacy are seeded again)
 *   --data-dir <dir>   keep the data there instead of .emulator-data (`npm run bench:start` uses its own)
 *   --no-build         use the last build (web/dist, functions/lib) as it is
 * Only here is the demo pharmacy seeded: the tests' stacks start without it.
 */
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_PROJECT_ID } from '@pharmacy/shared';
import { ROOT, run } from '../local-tools.ts';
import { SITE_URL, StackError, assertPortsFree, startStack } from './start-stack.ts';
import { demoAdminLogin } from './seed.ts';
import { seedDemoPharmacy, type DemoOutcome } from './demo/seed-demo.ts';
import { DEMO_PATIENTS, demoPrescriberLogin, demoStaffLogin } from './demo/demo-people.ts';
import { DEMO_ORDER_COUNT } from './demo/demo-orders.ts';
import { demoVetLogin } from './demo/demo-vet.ts';

const { values: flags } = parseArgs({
  options: { clean: { type: 'boolean', default: false }, 'data-dir': { type: 'string', default: '.emulator-data' }, 'no-build': { type: 'boolean', default: false } },
});

try {
  // Before the build, so that a busy port is named at once rather than after it.
  await assertPortsFree();
  if (!flags['no-build'] && (await run('npm', ['run', 'build:local'])) !== 0) process.exit(1);
  let demoOutcome = 'existing' as DemoOutcome;
  // Written before the banner, with the counters set and settled after it (decision 068).
  const dataDir = resolve(ROOT, flags['data-dir']);
  const stack = await startStack({
    dataDir,
    clean: flags.clean,
    seedMore: async () => {
      demoOutcome = await seedDemoPharmacy(LOCAL_PROJECT_ID);
    },
  });
  const admin = demoAdminLogin();
  const prescriber = demoPrescriberLogin();
  const staff = demoStaffLogin();
  const vet = demoVetLogin();
  console.log(`
  ┌────────────────────────────────────────────────────────────
  │ The pharmacy is ready on the Firebase emulators (data written, counters settled).
  │   Site:          ${SITE_URL}
  │   Admin login:   ${admin.email} / ${admin.password} (${stack.adminOutcome === 'created' ? 'just created' : 'already there'})
  │   Second step:   the code texted to ${admin.phoneNumber}: ${SITE_URL}/api/dev/sms
  │   Prescriber:    ${prescriber.email} / ${prescriber.password} (approved; sign in at ${SITE_URL}/practitioners)
  │   Veterinarian:  ${vet.email} / ${vet.password} (approved; orders for animals)
  │   Clinic staff:  ${staff.email} / ${staff.password} (${staff.name}, prepares orders for the prescriber to sign)
  │   Demo pharmacy: ${demoOutcome === 'created' ? 'just seeded' : 'already there'}: ${DEMO_PATIENTS.length} patients, ${DEMO_ORDER_COUNT} order requests over 12 weeks, enquiries, audit log
  │   Mail outbox:   ${SITE_URL}/api/dev/mail   (JSON: ${SITE_URL}/api/dev/outbox)
  │   Data:          ${relative(ROOT, dataDir) || '.'}/ (kept between runs; npm start -- --clean starts empty)
  │   ${stack.notes.join('\n  │   ')}
  │ Press Ctrl-C to stop.
  └────────────────────────────────────────────────────────────
`);
  // Ctrl-C is startStack's to handle; this is for emulators that stop by themselves.
  const code = await stack.exited;
  await stack.stop();
  process.exit(code ?? 1);
} catch (error) {
  console.error(`\n${error instanceof StackError ? error.message : String(error)}\n`);
  process.exit(1);
}
