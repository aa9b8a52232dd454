import { defineConfig } from 'vitest/config';

// `npm run fuzz`: the nightly size of the reader fuzzers (tests/fuzz), at least
// 100,000 generated inputs in all, each held to 2 s plus 160 ms per MiB, and the fault matrix
// (tests/hardening), which has one size. `npm test` runs the same files at the CI
// size (a few thousand inputs). FUZZ_SEED and FUZZ_SCALE change the seed and
// multiply the number of inputs.
export default defineConfig({
  test: {
    include: ['tests/fuzz/**/*.test.ts', 'tests/hardening/fault-matrix.test.ts'],
    testTimeout: 3 * 60 * 60 * 1000,
    reporters: ['default'],
    env: { AGENTVERITY_FUZZ: 'full' },
    globalSetup: ['tests/fuzz/summary.ts'],
  },
});
