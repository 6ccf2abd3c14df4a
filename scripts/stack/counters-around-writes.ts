/**
 * Writes made around the counter triggers on purpose (decision 034). The bench writes and
 * removes 130,000 documents, whose events the triggers would take long after the figures
 * are timed; the stack's seed and backfill write before anyone looks. Both write with the
 * emulators' background triggers switched off (the Emulator Hub's own switch, as
 * @firebase/rules-unit-testing uses), then run the recount once (POST /api/dev/recount on
 * the Functions emulator), which counts the data with aggregation queries and writes the
 * counters to match: also the backfill of an .emulator-data saved before the counters.
 */
import { performance } from 'node:perf_hooks';
import { API_FUNCTION_NAME, DEV_RECOUNT_PATH, DevRecountResponseSchema, REGION } from '@pharmacy/shared';

const HUB = `http://${process.env.FIREBASE_EMULATOR_HUB || '127.0.0.1:4400'}`;
const FUNCTIONS = `http://${process.env.FUNCTIONS_EMULATOR_HOST || '127.0.0.1:5001'}`;

/** The Emulator Hub's switch of every background trigger (the counters' among them). */
async function switchTriggers(on: boolean): Promise<void> {
  const response = await fetch(`${HUB}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The Emulator Hub did not switch the triggers ${on ? 'on' : 'off'}: ${response.status} ${await response.text()}`);
}

export interface RecountSummary {
  seconds: number;
  written: number;
  unsettled: number;
}

/** Runs the recount now, straight on the Functions emulator (so without Hosting too, as `npm run dev` runs). */
export async function recountCountersNow(projectId: string): Promise<RecountSummary> {
  const start = performance.now();
  const url = `${FUNCTIONS}/${projectId}/${REGION}/${API_FUNCTION_NAME}${DEV_RECOUNT_PATH.slice('/api'.length)}`;
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  if (!response.ok) throw new Error(`The counters' recount failed: ${response.status} ${await response.text()}`);
  const { corrected, unsettled } = DevRecountResponseSchema.parse(await response.json());
  return { seconds: (performance.now() - start) / 1000, written: corrected.length, unsettled: unsettled.length };
}

/**
 * Recounts until no counter moved while it counted (each recount compares twice, 5 s apart):
 * what the counters hold then is what the data says, and no trigger is still at work on them.
 * Gives up after `attempts`, answering the last recount's summary (its `unsettled` not 0).
 */
export async function recountUntilSettled(projectId: string, attempts = 6): Promise<RecountSummary> {
  for (let attempt = 1; ; attempt += 1) {
    const summary = await recountCountersNow(projectId);
    if (summary.unsettled === 0 || attempt >= attempts) return summary;
  }
}

export interface RecountOptions {
  /** Recount until no counter moved while it counted (recountUntilSettled), not just once. */
  untilSettled?: boolean;
}

/**
 * The triggers off until the function returned is called, which switches them on again and
 * recounts, so the counters match what was written meanwhile. For writes that are not one piece
 * of work: records a test file writes before its stories and removes after them.
 */
export async function pauseCounterTriggers(projectId: string, { untilSettled = false }: RecountOptions = {}): Promise<() => Promise<RecountSummary>> {
  await switchTriggers(false);
  return async () => {
    await switchTriggers(true);
    return untilSettled ? recountUntilSettled(projectId) : recountCountersNow(projectId);
  };
}

/**
 * Runs `work` with the triggers off, then recounts so the counters match what `work` wrote. If
 * `work` fails, the triggers come back on and its error is thrown, with no recount to hide it.
 */
export async function withoutCounterTriggers<T>(projectId: string, work: () => Promise<T>, options: RecountOptions = {}): Promise<{ result: T; recount: RecountSummary }> {
  const resume = await pauseCounterTriggers(projectId, options);
  const result = await work().catch(async (error: unknown) => {
    await switchTriggers(true);
    throw error;
  });
  return { result, recount: await resume() };
}
