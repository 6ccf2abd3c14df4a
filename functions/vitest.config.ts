import { defineConfig } from 'vitest/config';

// Unit tests live beside the code and never need the emulators.
export default defineConfig({
  test: {
    name: 'unit:functions',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
