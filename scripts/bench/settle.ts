/**
 * A run's late reads must not slow the next run (decision 090). A list shows its rows first
 * and asks for its count after them; a bench that navigates as soon as the rows show leaves
 * that count running in the emulator (the browser stops waiting, the emulator keeps
 * scanning) while it times the next load. `settleAfterEachRun(page)` returns a wait, used
 * untimed after each run, for the page to have no read in flight for a moment: its fetches
 * (Firestore, Auth, /api), not its scripts or icon, some of which Chromium never reports
 * finished.
 */
import { performance } from 'node:perf_hooks';
import type { Page, Request } from '@playwright/test';

/**
 * A read still unfinished this long after it started is one Chromium never reported finished
 * (the emulators answer the slowest read of a full-size bench in about 3 s): it is named once
 * and no longer waited for, or every later wait would run to its limit.
 */
const ABANDONED_AFTER_MS = 20_000;

export function settleAfterEachRun(page: Page): (quietMs?: number) => Promise<void> {
  /** Each read in flight, with when it started. */
  const inFlight = new Map<Request, number>();
  let lastChange = performance.now();
  const isRead = (request: Request) => request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
  const started = (request: Request) => {
    if (!isRead(request)) return;
    inFlight.set(request, performance.now());
    lastChange = performance.now();
  };
  const ended = (request: Request) => {
    if (!isRead(request)) return;
    inFlight.delete(request);
    lastChange = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const forgetAbandoned = () => {
    for (const [request, since] of inFlight) {
      if (performance.now() - since < ABANDONED_AFTER_MS) continue;
      console.warn(`settle: never reported finished, no longer waited for: ${request.method()} ${request.url()}`);
      inFlight.delete(request);
    }
  };
  return async (quietMs = 300) => {
    const deadline = performance.now() + 60_000;
    forgetAbandoned();
    while (inFlight.size > 0 || performance.now() - lastChange < quietMs) {
      if (performance.now() > deadline) {
        console.warn(`settle: reads still coming after 60 s: ${[...inFlight.keys()].map((request) => `${request.method()} ${request.url()}`).join(', ')}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
      forgetAbandoned();
    }
  };
}
