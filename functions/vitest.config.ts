import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const functionsRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Test files that replace modules, spy on them or change the environment: they run isolated,
 * each file with its own modules (`unit:functions`). The others share a worker's modules
 * (`unit:functions-plain`, vitest.plain.config.ts), which spares importing the app again for
 * every file (decision 067). Found by reading each file, so a new test lands in the right one.
 */
const CHANGES_SHARED_STATE = /vi\.(mock|doMock|spyOn|stubEnv|stubGlobal|resetModules|hoisted)|process\.env\.[A-Z_]+ *=[^=]|process\.env\[[^\]]+\] *=[^=]|delete process\.env/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(functionsRoot, path)] : [];
  });
}

export const ISOLATED_TESTS = testFiles(join(functionsRoot, 'src')).filter((file) => CHANGES_SHARED_STATE.test(readFileSync(join(functionsRoot, file), 'utf8')));

// Unit tests live beside the code and never need the emulators.
export default defineConfig({
  test: {
    name: 'unit:functions',
    root: functionsRoot,
    include: ISOLATED_TESTS,
    environment: 'node',
  },
});
