/**
 * The bench writes and removes 130,000 documents: the counter triggers (decision 034)
 * would then take 130,000 events, long after the figures are timed. So the bench writes
 * with the emulators' background triggers switched off (the Emulator Hub's own switch, as
 * @firebase/rules-unit-testing uses) and then runs the recount once (POST /api/dev/recount),
 * which counts the seeded data with aggregation queries and writes the counters to match.
 */
import { performance } from 'node:perf_hooks';
import { DEV_RECOUNT_PATH, DevRecountResponseSchema } from '@pharmacy/shared';

const HUB = `http://${process.env.FIREBASE_EMULATOR_HUB || '127.0.0.1:4400'}`;

async function switchTriggers(on: boolean): Promise<void> {
  const response = await fetch(`${HUB}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The Emulator Hub did not switch the triggers ${on ? 'on' : 'off'}: ${response.status} ${await response.text()}`);
}

/** Runs `work` with the triggers off, then counts everything again so the counters match what `work` wrote. */
export async function withoutCounterTriggers<T>(siteUrl: string, what: string, work: () => Promise<T>): Promise<T> {
  await switchTriggers(false);
  let result: T;
  try {
    result = await work();
  } finally {
    await switchTriggers(true);
  }
  const start = performance.now();
  const response = await fetch(new URL(DEV_RECOUNT_PATH, siteUrl), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  if (!response.ok) throw new Error(`The recount after ${what} failed: ${response.status} ${await response.text()}`);
  const { corrected, unsettled } = DevRecountResponseSchema.parse(await response.json());
  console.log(
    `counters recounted after ${what} in ${((performance.now() - start) / 1000).toFixed(1)} s (${corrected.length} counters written${unsettled.length > 0 ? `, ${unsettled.length} still moving` : ''})`,
  );
  return result;
}
