/**
 * The SPA's import boundaries (eslint/web-boundaries.js, decision 014) bite: each
 * deliberately wrong import below fails lint, and the allowed ones pass. The code is
 * linted as if it were at the given path; nothing is written.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Through a variable: Vite rewrites `new URL('…', import.meta.url)` into an asset address.
const thisFile = import.meta.url;
const repo = decodeURIComponent(new URL('../../..', thisFile).pathname);
const RULE = 'import-x/no-restricted-paths';
// Loading typescript-eslint and the plugins takes seconds on a busy 2-core machine.
const BUDGET_MS = 60_000;

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repo, ruleFilter: ({ ruleId }) => ruleId === RULE });
}, BUDGET_MS);

/** Every message linting `code` as the file at `file` gives, parse errors included. */
async function lintMessages(file: string, code: string): Promise<string[]> {
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
      "import { LogoutButton } from '@/features/accounts/components/logout-button.tsx';\nexport const Button = LogoutButton;\n",
      'components/, lib/ and hooks/ serve every feature',
    ],
    [
      'lib/ importing a feature, by a relative path',
      'web/src/lib/example.ts',
      "import { totalQuantity } from '@/features/orders/cart.ts';\nexport const total = totalQuantity;\n",
      'components/, lib/ and hooks/ serve every feature',
    ],
    [
      'a feature importing another that is not allowed',
      'web/src/features/practitioners/example.ts',
      "import { OrderQueue } from '@/features/order-queue/components/order-queue.tsx';\nexport const Queue = OrderQueue;\n",
      'Features do not import each other',
    ],
    [
      'a feature importing only a type of another',
      'web/src/features/faq/example.ts',
      "import type { CartItem } from '@/features/orders/cart.ts';\nexport type Item = CartItem;\n",
      'Features do not import each other',
    ],
    [
      'a feature importing another\u2019s index that is not allowed',
      'web/src/features/orders/example.ts',
      "import { NewPasswordFields } from '@/features/accounts/index.ts';\nexport const Fields = NewPasswordFields;\n",
      'Features do not import each other',
    ],
    [
      'an allowed feature reaching past the other\u2019s index',
      'web/src/features/registration/example.ts',
      "import { PASSWORD_MESSAGES } from '@/features/accounts/password-schema.ts';\nexport const messages = PASSWORD_MESSAGES;\n",
      'Use the auth feature through features/auth/index.ts',
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

  it.each([
    [
      'app/ composing features',
      'web/src/app/example.tsx',
      "import { OrderQueue } from '@/features/order-queue/components/order-queue.tsx';\nexport const Queue = OrderQueue;\n",
    ],
    [
      'an allowed feature through the other\u2019s index',
      'web/src/features/registration/example.ts',
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
  ])('passes %s', async (_label, file, code) => {
    expect(await lintMessages(file, code)).toEqual([]);
  }, BUDGET_MS);
});
