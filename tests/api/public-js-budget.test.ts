/**
 * No public page loads more JavaScript than its budget (decision 032): the built site's
 * pages, as Hosting serves them, measured like `npm run bench:public-js` (brotli 11 of
 * the entry, its modulepreloads and their static imports). Reads web/dist, which the
 * stack's build wrote; it needs no emulator.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../../scripts/local-tools.ts';
import { measurePublicPages } from '../../scripts/bench/public-js-sizes.ts';

const budget = JSON.parse(await readFile(join(ROOT, 'scripts/bench/public-js-budget.json'), 'utf8')) as { pages: Record<string, number> };
const pages = await measurePublicPages(join(ROOT, 'web/dist'));

describe('public pages stay within their JavaScript budget', () => {
  test('every prerendered page has a budget', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(Object.keys(budget.pages).sort());
  });

  test.each(pages.map((page) => [page.path, page] as const))('%s', (path, page) => {
    // The message lists what the page loads, to find what grew.
    expect(page.bytes, `${path} loads ${page.files.join(', ')}`).toBeLessThanOrEqual(budget.pages[path] ?? 0);
  });
});
