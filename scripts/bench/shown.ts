import type { Page } from '@playwright/test';

/**
 * Resolves once `present` holds in the page, checked on every frame. A locator's waitFor
 * backs off to checks 500 ms apart, which added up to half a second to a figure (decision
 * 094). The predicates name no inner functions (tsx's helper for names does not exist in
 * the page), and are functions, not text (the site's Content Security Policy allows no
 * script text).
 */
export async function shown<Arg>(page: Page, present: (arg: Arg) => boolean, arg: Arg, timeout = 60_000): Promise<void> {
  // The argument crosses into the page as JSON: Playwright's types cannot follow a generic one there.
  await page.waitForFunction(present as (arg: unknown) => boolean, arg as unknown, { timeout, polling: 'raf' });
}

/** True once an element matches `selector`. */
export const hasElement = (selector: string | null) => selector !== null && document.querySelector(selector) !== null;

/** True once more than `count` elements match `selector`: the rows after a Load more. */
export const hasMoreThan = ([selector, count]: readonly [string, number]) => document.querySelectorAll(selector).length > count;
