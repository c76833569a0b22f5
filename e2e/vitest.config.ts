import { defineConfig } from "vitest/config";

// Each test packs, installs with npm and runs whole programs: seconds, not milliseconds.
export default defineConfig({
  test: { testTimeout: 120_000, hookTimeout: 180_000 },
});
