/**
 * The build a benchmark measures or runs its stack from. `npm run bench` builds once and
 * sets BENCH_BUILT=1 for every bench it runs, so none builds again; run alone, each builds.
 */
import { run } from '../local-tools.ts';

export const BENCH_BUILT_ENV = 'BENCH_BUILT';

/** Runs `npm run <script>` unless the build is already there (BENCH_BUILT=1); exits 1 if the build fails. */
export async function buildForBench(script: 'build:local' | 'build:emulator -w web' = 'build:local'): Promise<void> {
  if (process.env[BENCH_BUILT_ENV] === '1') return;
  if ((await run('npm', ['run', ...script.split(' ')])) !== 0) process.exit(1);
}
