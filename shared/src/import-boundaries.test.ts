/**
 * The shared workspace's import boundaries (eslint/shared-boundaries.js, generated from
 * eslint/feature-graph.js; issue 31) bite: each deliberately wrong import below fails
 * lint, and the allowed ones pass. The code is linted as if it were at the given path;
 * nothing is written.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// shared compiles without Node's types (its code runs in browsers too); this test runs in
// Node, which gives every module its folder.
declare global {
  interface ImportMeta {
    readonly dirname: string;
  }
}

const repo = import.meta.dirname.replace(/[\\/]shared[\\/]src$/, '');
const RULE = 'import-x/no-restricted-paths';
const CYCLE_RULE = 'import-x/no-cycle';

// One linter per rule, each running only that rule: no-cycle follows every import through the
// graph, which only the cycle test needs. Loading typescript-eslint and the plugins takes
// seconds on a busy 2-core machine (once: the second linter reuses the loaded modules).
const linters = new Map<string, ESLint>();
beforeAll(() => {
  for (const rule of [RULE, CYCLE_RULE]) linters.set(rule, new ESLint({ cwd: repo, ruleFilter: ({ ruleId }) => ruleId === rule }));
}, 60_000);

async function boundaryErrors(file: string, code: string, rule = RULE): Promise<string[]> {
  const [result] = await linters.get(rule)!.lintText(code, { filePath: `${repo}/${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('the shared workspace\u2019s import boundaries', () => {
  it.each([
    [
      'platform code importing a feature',
      'shared/src/platform/example.ts',
      "import { ORDER_STATUSES } from '../orders/index.ts';\nexport const statuses = ORDER_STATUSES;\n",
    ],
    [
      'an import against the allowed direction (orders -> order-questions, where order-questions uses orders)',
      'shared/src/orders/example.ts',
      "import { ORDER_QUESTION_API_PATHS } from '../order-questions/index.ts';\nexport const paths = ORDER_QUESTION_API_PATHS;\n",
    ],
    [
      'an import against the allowed direction (legal-prescriptions -> orders, where orders uses legal-prescriptions)',
      'shared/src/legal-prescriptions/example.ts',
      "import { ORDER_STATUS_LABELS } from '../orders/index.ts';\nexport const labels = ORDER_STATUS_LABELS;\n",
    ],
    [
      'a feature importing another that no edge allows, even through its index',
      'shared/src/enquiries/example.ts',
      "import { ORDER_STATUSES } from '../orders/index.ts';\nexport const statuses = ORDER_STATUSES;\n",
    ],
    [
      'a feature reaching past an allowed feature\u2019s index',
      'shared/src/courses/example.ts',
      "import { ORDER_STATUSES } from '../orders/order.ts';\nexport const statuses = ORDER_STATUSES;\n",
    ],
    [
      'a feature importing the barrel that gathers it',
      'shared/src/orders/example.ts',
      "import { ENQUIRY_API_PATH } from '../index.ts';\nexport const path = ENQUIRY_API_PATH;\n",
    ],
    [
      'production code importing a test fixture',
      'shared/src/orders/example.ts',
      "import { WIRE_CART_ITEM } from './cart-item.fixture.ts';\nexport const item = WIRE_CART_ITEM;\n",
    ],
    [
      'shared importing the web',
      'shared/src/example.ts',
      "import { SITE_NAV } from '../../web/src/app/layout/site-nav.tsx';\nexport const nav = SITE_NAV;\n",
    ],
    [
      'shared importing the function',
      'shared/src/orders/example.ts',
      "import { getConfig } from '../../../functions/src/platform/config.ts';\nexport const config = getConfig;\n",
    ],
  ])('fails lint for %s', async (_label, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  }, 60_000);

  it('fails lint for an import cycle (order.ts importing order-schema.ts, which imports order.ts)', async () => {
    const code = "import { CartSchema } from './order-schema.ts';\nexport const cart = CartSchema;\n";
    expect(await boundaryErrors('shared/src/orders/order.ts', code, CYCLE_RULE)).toEqual([expect.stringContaining('Dependency cycle')]);
    // The same file without the import is not a cycle.
    expect(await boundaryErrors('shared/src/orders/order.ts', 'export const cart = 1;\n', CYCLE_RULE)).toEqual([]);
  }, 60_000);

  it.each([
    [
      'a feature using another along an edge, through its index',
      'shared/src/courses/example.ts',
      "import { ORDER_STATUSES } from '../orders/index.ts';\nexport const statuses = ORDER_STATUSES;\n",
    ],
    [
      'a feature using platform code',
      'shared/src/orders/example.ts',
      "import { MAX_CART_ITEMS } from '../platform/constants.ts';\nexport const max = MAX_CART_ITEMS;\n",
    ],
    [
      'the gathering file using a feature through its index',
      'shared/src/example.ts',
      "import { ORDER_UPLOAD_API_PATHS } from './orders/index.ts';\nexport const paths = ORDER_UPLOAD_API_PATHS;\n",
    ],
    [
      'a unit test reaching across features for what it checks',
      'shared/src/patients/example.test.ts',
      "import { WIRE_CART_ITEM } from '../orders/cart-item.fixture.ts';\nexport const item = WIRE_CART_ITEM;\n",
    ],
  ])('passes %s', async (_label, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  }, 60_000);
});
