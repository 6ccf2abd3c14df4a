/**
 * `npm run bench:public-js`: builds the site for the emulators, then prints for every
 * prerendered public page the JavaScript it loads at once (the HTML's entry script,
 * its modulepreloads and their static imports), brotli quality 11, against the page's
 * budget in public-js-budget.json (decisions 032, 072), and for a page with a form what its
 * island adds once the form is touched. No stack, no browser: it reads web/dist.
 *
 *   --dist <dir>       measure another build (default web/dist)
 *   --baseline <dir>   also measure another build, e.g. an older commit's web/dist, side by side
 *
 * A page over its budget is marked "!" and counted; the bench still exits 0 (figures only:
 * scripts/bench/public-js-sizes.test.ts is what fails on it). `npm run bench:public` adds Lighthouse.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../local-tools.ts';
import { buildForBench } from './bench-build.ts';
import { measurePublicPages, type PageScripts } from './public-js-sizes.ts';

const { values } = parseArgs({ options: { dist: { type: 'string' }, baseline: { type: 'string' } } });
if (!values.dist) await buildForBench('build:emulator -w web');
const budget = JSON.parse(await readFile(join(ROOT, 'scripts/bench/public-js-budget.json'), 'utf8')) as {
  pages: Record<string, number>;
  islands: Record<string, number>;
};

const pages = await measurePublicPages(values.dist ?? join(ROOT, 'web/dist'));
const baseline = values.baseline ? new Map((await measurePublicPages(values.baseline)).map((page) => [page.path, page])) : null;

const kb = (bytes: number) => (bytes / 1000).toFixed(2).padStart(6);
const signed = (bytes: number) => `${bytes > 0 ? '+' : ''}${bytes}`.padStart(6);

function row(page: PageScripts): string {
  const limit = budget.pages[page.path];
  const over = limit === undefined || page.bytes > limit;
  const cells = [page.path.padEnd(46), String(page.bytes).padStart(7), kb(page.bytes), String(page.files.length).padStart(6)];
  const before = baseline?.get(page.path);
  if (baseline) cells.push(before ? `${String(before.bytes).padStart(9)} ${signed(page.bytes - before.bytes)}` : '        -      -');
  cells.push(limit === undefined ? ' no budget !' : `${String(limit).padStart(7)}${over ? ' !' : ''}`);
  if (page.islandFiles.length > 0) {
    const islandLimit = budget.islands[page.path];
    const islandOver = islandLimit === undefined || page.total > islandLimit;
    cells.push(`   with its island once touched: ${page.total} (budget ${islandLimit ?? 'none'})${islandOver ? ' !' : ''}`);
  }
  return cells.join(' ');
}

console.log('\nPublic pages: JavaScript loaded at once (brotli q11; entry, modulepreloads, static imports)');
const header = ['page'.padEnd(46), 'bytes'.padStart(7), '    KB', ' files'];
if (baseline) header.push(' baseline  delta');
header.push(' budget');
console.log(header.join(' '));
for (const page of pages) console.log(row(page));
const over = pages.filter(
  (page) =>
    !(page.bytes <= (budget.pages[page.path] ?? -1)) ||
    (page.islandFiles.length > 0 && !(page.total <= (budget.islands[page.path] ?? -1))),
);
console.log(`\n${pages.length - over.length} of ${pages.length} pages within their budget (scripts/bench/public-js-budget.json).`);
