/**
 * The function's import boundaries (eslint/functions-boundaries.js, decision 016)
 * bite: each deliberately wrong import below fails lint, and the allowed ones pass.
 * The code is linted as if it were at the given path; nothing is written.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const RULE = 'import-x/no-restricted-paths';
const CYCLE_RULE = 'import-x/no-cycle';
const FIRST_USE_RULE = '@typescript-eslint/no-restricted-imports';

// One linter per rule, each running only that rule: no-cycle follows every import through the
// graph, which only the cycle test needs. Loading typescript-eslint and the plugins takes
// seconds on a busy 2-core machine (once: the second linter reuses the loaded modules).
const linters = new Map<string, ESLint>();
beforeAll(() => {
  for (const rule of [RULE, CYCLE_RULE, FIRST_USE_RULE]) linters.set(rule, new ESLint({ cwd: repo, ruleFilter: ({ ruleId }) => ruleId === rule }));
}, 60_000);

async function boundaryErrors(file: string, code: string, rule = RULE): Promise<string[]> {
  const [result] = await linters.get(rule)!.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('the function\u2019s import boundaries', () => {
  it.each([
    [
      'platform code importing a feature',
      'functions/src/platform/http/example.ts',
      "import { orderStore } from '../../features/orders/index.ts';\nexport const store = orderStore;\n",
    ],
    [
      'a feature reaching past another feature\u2019s index',
      'functions/src/features/practitioners/example.ts',
      "import { authAccounts } from '../accounts/auth-accounts.ts';\nexport const accounts = authAccounts;\n",
    ],
    [
      'a feature importing another that is not allowed, even through its index',
      'functions/src/features/enquiries/example.ts',
      "import { orderStore } from '../orders/index.ts';\nexport const store = orderStore;\n",
    ],
    [
      'an import against the allowed direction (orders -> order-questions, where order-questions uses orders)',
      'functions/src/features/orders/example.ts',
      "import { threadStore } from '../order-questions/index.ts';\nexport const store = threadStore;\n",
    ],
    [
      'an import against the feature graph (staff -> order-drafts, where order-drafts uses staff)',
      'functions/src/features/staff/example.ts',
      "import { orderDraftStore } from '../order-drafts/index.ts';\nexport const store = orderDraftStore;\n",
    ],
    [
      'order-drafts reaching past the staff feature\u2019s index to its store',
      'functions/src/features/order-drafts/example.ts',
      "import { staffStore } from '../staff/staff-store.ts';\nexport const store = staffStore;\n",
    ],
    [
      'production code importing a test double',
      'functions/src/features/orders/example.ts',
      "import { memoryOrderStore } from './testing/memory-order-store.ts';\nexport const store = memoryOrderStore;\n",
    ],
    [
      'production code importing the test suites',
      'functions/src/features/enquiries/example.ts',
      "import { SCRIPT_PDF } from '../../../../tests/support/file-fixtures.ts';\nexport const file = SCRIPT_PDF;\n",
    ],
  ])('fails lint for %s', async (_label, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  }, 60_000);

  it('fails lint for an import cycle (errors.ts importing auth.ts, which imports errors.ts)', async () => {
    const code = "import { callerOf } from './auth.ts';\nexport const caller = callerOf;\n";
    expect(await boundaryErrors('functions/src/platform/http/errors.ts', code, CYCLE_RULE)).toEqual([expect.stringContaining('Dependency cycle')]);
    // The same file without the import is not a cycle.
    expect(await boundaryErrors('functions/src/platform/http/errors.ts', 'export const caller = 1;\n', CYCLE_RULE)).toEqual([]);
  }, 60_000);

  it.each([
    [
      'a feature using another through its index',
      'functions/src/features/practitioners/example.ts',
      "import { authAccounts } from '../accounts/index.ts';\nexport const accounts = authAccounts;\n",
    ],
    [
      'a feature using platform code',
      'functions/src/features/orders/example.ts',
      "import { sendMail } from '../../platform/mail/mail.ts';\nexport const send = sendMail;\n",
    ],
    [
      'order-drafts using staff through its index (an edge of eslint/feature-graph.js)',
      'functions/src/features/order-drafts/example.ts',
      "import { isApprovedStaff } from '../staff/index.ts';\nexport const check = isApprovedStaff;\n",
    ],
    [
      'an order-drafts unit test using the staff feature\u2019s doubles',
      'functions/src/features/order-drafts/example.test.ts',
      "import { memoryStaffStore } from '../staff/testing/memory-staff-store.ts';\nexport const store = memoryStaffStore;\n",
    ],
    [
      'a unit test using its feature\u2019s doubles',
      'functions/src/features/orders/example.test.ts',
      "import { memoryOrderStore } from './testing/memory-order-store.ts';\nexport const store = memoryOrderStore;\n",
    ],
  ])('passes %s', async (_label, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  }, 60_000);

  it('fails lint for a static import of a package loaded on first use (decision 100), and passes its type, its load on first use and a test\u2019s import', async () => {
    const file = 'functions/src/features/labels/example.ts';
    expect(await boundaryErrors(file, "import { PDFDocument } from 'pdf-lib';\nexport const pdf = PDFDocument;\n", FIRST_USE_RULE)).toEqual([expect.stringContaining('onFirstUse')]);
    expect(await boundaryErrors(file, "import Stripe from 'stripe';\nexport const client = Stripe;\n", FIRST_USE_RULE)).toHaveLength(1);
    expect(await boundaryErrors(file, "import type { PDFFont } from 'pdf-lib';\nexport type Font = PDFFont;\n", FIRST_USE_RULE)).toEqual([]);
    expect(await boundaryErrors(file, "import { loadPdfLib } from '../../platform/pdf/pdf-lib.ts';\nexport const pdf = loadPdfLib;\n", FIRST_USE_RULE)).toEqual([]);
    expect(await boundaryErrors('functions/src/features/labels/example.test.ts', "import { PDFDocument } from 'pdf-lib';\nexport const pdf = PDFDocument;\n", FIRST_USE_RULE)).toEqual([]);
  }, 60_000);
});
