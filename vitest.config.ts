import { defineConfig } from 'vitest/config';

// Unit tests run in node by default; DOM tests opt in with `// @vitest-environment happy-dom`.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
    // A test that ends with a timer of ours still pending fails (see the file's header).
    setupFiles: ['tests/unit/leftoverTimers.ts'],
  },
});
