/**
 * The SPA's import boundaries (eslint/web-boundaries.js from eslint/feature-graph.js,
 * decisions 014 and 056) bite: each deliberately wrong import below fails lint, and the
 * allowed ones pass. The code is linted as if it were at the given path; nothing is written.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Through a variable: Vite rewrites `new URL('…', import.meta.url)` into an asset address.
const thisFile = import.meta.url;
const repo = decodeURIComponent(new URL('../../..', thisFile).pathname);
const RULE = 'import-x/no-restricted-paths';
const NO_CYCLE = 'import-x/no-cycle';
// Loading typescript-eslint and the plugins takes seconds on a busy 2-core machine.
const BUDGET_MS = 60_000;

// One rule each: no-cycle follows every import through the graph (from app/, the whole SPA),
// which only the cycle test needs.
let boundaries: ESLint;
let cycles: ESLint;
beforeAll(() => {
  boundaries = new ESLint({ cwd: repo, ruleFilter: ({ ruleId }) => ruleId === RULE });
  cycles = new ESLint({ cwd: repo, ruleFilter: ({ ruleId }) => ruleId === NO_CYCLE });
}, BUDGET_MS);

/** Every message linting `code` as the file at `file` gives, parse errors included. */
async function lintMessages(file: string, code: string, eslint = boundaries): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse error'}: ${message.message}`);
}

describe('the web\u2019s import boundaries', () => {
  it.each([
    [
      'a feature importing app/',
      'web/src/features/orders/example.ts',
      "import { PAGES } from '@/app/route-config.tsx';\nexport const pages = PAGES;\n",
      'Only app/ (and the entry points) use app/',
    ],
    [
      'components/ importing a feature',
      'web/src/components/ui/example.tsx',
      "import { LogoutButton } from '@/features/accounts/index.ts';\nexport const Button = LogoutButton;\n",
      'components/, lib/ and hooks/ serve every feature',
    ],
    [
      'lib/ importing a feature, by a relative path',
      'web/src/lib/example.ts',
      "import { totalQuantity } from '../features/orders/cart.ts';\nexport const total = totalQuantity;\n",
      'components/, lib/ and hooks/ serve every feature',
    ],
    [
      'a feature importing another with no edge between them',
      'web/src/features/practitioners/example.ts',
      "import { OrderQueue } from '@/features/order-queue/index.ts';\nexport const Queue = OrderQueue;\n",
      'Features import each other only along an edge of eslint/feature-graph.js',
    ],
    [
      'a feature importing another against the edge (order-questions uses orders)',
      'web/src/features/orders/example.ts',
      "import { OrderQuestions } from '@/features/order-questions/index.ts';\nexport const Questions = OrderQuestions;\n",
      'Features import each other only along an edge of eslint/feature-graph.js',
    ],
    [
      'a feature importing only a type of another',
      'web/src/features/faq/example.ts',
      "import type { CartItem } from '@/features/orders/index.ts';\nexport type Item = CartItem;\n",
      'Features import each other only along an edge of eslint/feature-graph.js',
    ],
    [
      'a feature reaching past the index of one it may use',
      'web/src/features/staff/example.ts',
      "import { PASSWORD_MESSAGES } from '@/features/accounts/password-schema.ts';\nexport const messages = PASSWORD_MESSAGES;\n",
      'Use the accounts feature through features/accounts/index.ts',
    ],
    [
      'app/ reaching past a feature\u2019s index',
      'web/src/app/example.tsx',
      "import { OrderQueue } from '@/features/order-queue/components/order-queue.tsx';\nexport const Queue = OrderQueue;\n",
      'app/ uses the order-queue feature through features/order-queue/index.ts',
    ],
    [
      'production code importing the test helpers',
      'web/src/features/orders/example.ts',
      "import { renderRoute } from '@/test/render-route.tsx';\nexport const render = renderRoute;\n",
      'web/src/test is for tests only',
    ],
  ])('fails lint for %s', async (_label, file, code, expected) => {
    const messages = await lintMessages(file, code);
    expect(messages).toEqual([expect.stringContaining(`${RULE}: `)]);
    expect(messages[0]).toContain(expected);
  }, BUDGET_MS);

  it('fails lint for an import cycle', async () => {
    // Linted as the cart itself: use-ordering.ts (on disk) imports ./cart.ts, so the cart importing it closes a loop.
    const code = "import { useOrdering } from './use-ordering.ts';\nexport const ordering = useOrdering;\n";
    expect(await lintMessages('web/src/features/orders/cart.ts', code, cycles)).toEqual([expect.stringContaining(`${NO_CYCLE}: Dependency cycle`)]);
  }, BUDGET_MS);

  it.each([
    [
      'app/ composing features through their index',
      'web/src/app/example.tsx',
      "import { OrderQueue } from '@/features/order-queue/index.ts';\nexport const Queue = OrderQueue;\n",
    ],
    [
      'a feature using another along an edge, through its index',
      'web/src/features/staff/example.ts',
      "import { NewPasswordFields } from '@/features/accounts/index.ts';\nexport const Fields = NewPasswordFields;\n",
    ],
    [
      'a feature using components/, lib/, hooks/ and @pharmacy/shared',
      'web/src/features/orders/example.ts',
      [
        "import { ROUTES } from '@pharmacy/shared';",
        "import { FormError } from '@/components/ui/form-error.tsx';",
        "import { useDismiss } from '@/hooks/use-dismiss.ts';",
        "import { currentIdToken } from '@/lib/current-id-token.ts';",
        'export const used = [ROUTES, FormError, useDismiss, currentIdToken];',
        '',
      ].join('\n'),
    ],
    [
      'a unit test using the test helpers',
      'web/src/features/orders/example.test.tsx',
      "import { renderRoute } from '@/test/render-route.tsx';\nexport const render = renderRoute;\n",
    ],
    [
      'a screen\u2019s test in app/ building a feature\u2019s fixtures',
      'web/src/app/routes/example.test.tsx',
      "import { order } from '@/features/orders/test-fixtures.ts';\nexport const built = order;\n",
    ],
  ])('passes %s', async (_label, file, code) => {
    expect(await lintMessages(file, code)).toEqual([]);
  }, BUDGET_MS);
});
