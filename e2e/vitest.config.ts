import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each test packs, installs with npm and runs whole programs: seconds, not milliseconds.
    // Generous: they assert what the programs print, never how fast; on a loaded two-core machine an
    // install and a sandboxed grading of goose's fixtures took 92 s of the 120 s this once was.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // The files wait on npm, pnpm, verdaccio and the programs far more than they compute, so all five
    // run at once (vitest's default is one at a time on two cores). None writes where another reads:
    // each packs, installs and publishes into its own temporary folder, and the one that builds
    // builds a copy of the repository.
    maxWorkers: 5,
    // A run's temporary folders in one, removed at its end.
    globalSetup: ["../vitest.temp-folder.mjs"],
  },
});
