/**
 * No public page loads more JavaScript than its budget (decisions 032 and 072): the built
 * site's pages, as Hosting serves them, measured like `npm run bench:public-js` (brotli 11
 * of the entry, its modulepreloads and their static imports). At once, every page stays
 * within 60 KB; a page with a form also stays within its island's figure once the form is
 * touched. Reads web/dist, which the stack's build wrote; it needs no emulator.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../../scripts/local-tools.ts';
import { measurePublicPages } from '../../scripts/bench/public-js-sizes.ts';

const PAGE_LIMIT = 60_000;
const budget = JSON.parse(await readFile(join(ROOT, 'scripts/bench/public-js-budget.json'), 'utf8')) as {
  pages: Record<string, number>;
  islands: Record<string, number>;
};
const pages = await measurePublicPages(join(ROOT, 'web/dist'));

describe('public pages stay within their JavaScript budget', () => {
  test('every prerendered page has a budget of at most 60 KB, and every page with an island an island budget', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(Object.keys(budget.pages).sort());
    for (const limit of Object.values(budget.pages)) expect(limit).toBeLessThanOrEqual(PAGE_LIMIT);
    const withIslands = pages.filter((page) => page.islandFiles.length > 0).map((page) => page.path);
    expect(withIslands.sort()).toEqual(Object.keys(budget.islands).sort());
  });

  test.each(pages.map((page) => [page.path, page] as const))('%s at once', (path, page) => {
    // The message lists what the page loads, to find what grew.
    expect(page.bytes, `${path} loads ${page.files.join(', ')}`).toBeLessThanOrEqual(budget.pages[path] ?? 0);
  });

  test.each(pages.filter((page) => page.islandFiles.length > 0).map((page) => [page.path, page] as const))(
    '%s with its form\u2019s island',
    (path, page) => {
      const files = [...page.files, ...page.islandFiles].join(', ');
      expect(page.total, `${path} runs ${files}`).toBeLessThanOrEqual(budget.islands[path] ?? 0);
    },
  );
});
