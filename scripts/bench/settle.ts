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

export function settleAfterEachRun(page: Page): (quietMs?: number) => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = performance.now();
  const isRead = (request: Request) => request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
  const started = (request: Request) => {
    if (!isRead(request)) return;
    inFlight.add(request);
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
  return async (quietMs = 300) => {
    const deadline = performance.now() + 60_000;
    while (inFlight.size > 0 || performance.now() - lastChange < quietMs) {
      if (performance.now() > deadline) {
        console.warn(`settle: still in flight after 60 s: ${[...inFlight].map((request) => `${request.method()} ${request.url()}`).join(', ')}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}
