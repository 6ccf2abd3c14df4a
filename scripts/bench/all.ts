/**
 * `npm run bench`: every benchmark, one after another, each printing its own figures
 * (issue 35, decision 068). Builds once (build:local; each bench then skips its own build,
 * BENCH_BUILT=1), then runs:
 *   bench:public-js   no stack;
 *   bench:start       `npm start` on data of its own, timed until ready (needs the ports free);
 *   then, each on a fresh stack started here for it (no saved data, seeded as `npm start`
 *   seeds it, the emulators' output in .local/bench-stack-<bench>.log): bench:public, bench:orders,
 *   bench:admin, and any other `bench:*` script in package.json (e.g. one added later), in that
 *   order. Not one stack for all: after bench:admin's 130,000 documents written and deleted,
 *   the emulator's own reads took 1.5-1.7 times as long, and bench:prescriber's figures with
 *   them (30 November).
 * A bench that misses a goal says so in its figures and still exits 0: this exits non-zero
 * only if a bench crashed (or the build or the stack failed), after running all the others.
 * BENCH_SCALE (bench:admin and any bench that reads it) is passed on. Stop `npm start`
 * first: the benches start their own stacks on the same ports.
 *   npm run bench -- bench:orders bench:admin   only those (same order, each on its own stack)
 *   --no-build                                  use the last build as it is
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { LOCAL_PROJECT_ID } from '@pharmacy/shared';
import { ROOT, envWithLocalTools, run } from '../local-tools.ts';
import { SITE_URL, StackError, startStack, type RunningStack } from '../stack/start-stack.ts';
import { seedDemoPharmacy } from '../stack/demo/seed-demo.ts';
import { BENCH_BUILT_ENV } from './bench-build.ts';

/** Benches that need no stack, or start their own: run before the shared stack. */
const ON_THEIR_OWN = ['bench:public-js', 'bench:start'];
/** Benches against the running stack, in this order; any other bench:* script follows them. */
const ON_THE_STACK = ['bench:public', 'bench:orders', 'bench:admin'];

interface Outcome {
  script: string;
  seconds: number;
  code: number;
}

function benchScripts(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  return Object.keys(scripts).filter((name) => name.startsWith('bench:'));
}

async function runBench(script: string): Promise<Outcome> {
  console.log(`\n=== npm run ${script} ===`);
  const started = performance.now();
  const child = spawn('npm', ['run', script], { cwd: ROOT, stdio: 'inherit', env: envWithLocalTools([], { [BENCH_BUILT_ENV]: '1' }) });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  return { script, seconds: (performance.now() - started) / 1000, code: code ?? (signal ? 128 : 1) };
}

if (await fetch(`${SITE_URL}/api/health`).then(() => true, () => false)) {
  console.error(`A stack already answers at ${SITE_URL}: npm run bench starts its own stacks on the same ports. Stop it first.`);
  process.exit(1);
}

const { values, positionals } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } }, allowPositionals: true });
const known = benchScripts();
const unknown = positionals.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`No such bench in package.json: ${unknown.join(', ')} (there are ${known.join(', ')})`);
  process.exit(1);
}
const scripts = positionals.length > 0 ? known.filter((name) => positionals.includes(name)) : known;
const first = ON_THEIR_OWN.filter((script) => scripts.includes(script));
const onStack = [...ON_THE_STACK.filter((script) => scripts.includes(script)), ...scripts.filter((script) => !ON_THEIR_OWN.includes(script) && !ON_THE_STACK.includes(script))];

if (!values['no-build'] && (await run('npm', ['run', 'build:local'])) !== 0) process.exit(1);

const outcomes: Outcome[] = [];
for (const script of first) outcomes.push(await runBench(script));

/** One bench against a stack started here for it and stopped after it; a stack that fails to start is reported as the bench's. */
async function onAFreshStack(script: string): Promise<Outcome> {
  const logFile = `.local/bench-stack-${script.replace(':', '-')}.log`;
  let stack: RunningStack;
  try {
    mkdirSync(join(ROOT, '.local'), { recursive: true });
    console.log(`\n=== a fresh stack for ${script} (emulators' output: ${logFile}) ===`);
    stack = await startStack({
      dataDir: null,
      logFile: join(ROOT, logFile),
      seedMore: async () => {
        await seedDemoPharmacy(LOCAL_PROJECT_ID);
      },
    });
  } catch (error) {
    console.error(`\nThe stack for ${script} did not start: ${error instanceof StackError ? error.message : String(error)}`);
    return { script, seconds: 0, code: -1 };
  }
  try {
    return await runBench(script);
  } finally {
    await stack.stop();
  }
}
for (const script of onStack) outcomes.push(await onAFreshStack(script));

console.log('\nnpm run bench: each bench printed its figures above');
for (const { script, seconds, code } of outcomes) {
  const verdict = code === 0 ? 'ran' : code === -1 ? 'not run (no stack)' : `CRASHED (exit ${code})`;
  console.log(`  ${script.padEnd(20)} ${`${seconds.toFixed(0)} s`.padStart(7)}  ${verdict}`);
}
process.exit(outcomes.every(({ code }) => code === 0) ? 0 : 1);
