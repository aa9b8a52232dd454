import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The example test of examples/vitest runs too: it is what the README shows.
    include: ['tests/**/*.test.ts', 'examples/vitest/**/*.test.mjs'],
    testTimeout: 60_000,
    reporters: ['default'],
  },
});
