import { defineConfig } from 'vitest/config';

// Unit tests run in node by default; DOM tests opt in with `// @vitest-environment happy-dom`.
export default defineConfig({
  // The loader's lazy chunk's name, which its build writes in (vite.loader.config.ts): unit tests have no
  // build, and no network to fetch it from, so a start under test runs without it (lazyGrowth.ts says so).
  define: { __MC_EXTRAS__: JSON.stringify('extras-unit-test.js') },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Two workers on the 2-core CI machine (vitest's default is cores - 1, one here): a third of the
    // suite's time is server tests waiting on PGlite, PostgreSQL, sockets and child processes, which
    // the second worker fills. Every server test already runs on its own ports, data directory and
    // PostgreSQL schema, so files do not share state.
    maxWorkers: 2,
    // Unit tests have no network: an iframe a test creates (the loader's frames) must not fetch its
    // page, which would finish after the environment is gone and print happy-dom's teardown errors.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
    restoreMocks: true,
    // A hang guard, not a speed check: a DOM test of 1-2 s took over vitest's 5 s default on a
    // machine loaded to 9 runnable processes per core (DateRangePicker's year list, issue 24's CI).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A test that ends with a timer of ours still pending fails (see the file's header).
    setupFiles: ['tests/unit/leftoverTimers.ts'],
  },
});
