import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait only as long as they must; Testing Library's 1 s default
// was too short for a lazily loaded route on a busy two-core CI machine.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not scroll; without this stub every navigation logs "Not implemented".
window.scrollTo = () => {};

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
