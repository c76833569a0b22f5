import { fileURLToPath } from "node:url";

// Vitest's settings for every package. Tests run on machines doing other work (a 2-core CI runner,
// turbo running the packages' suites at once, other builds): vitest's 5 s default is a quiet
// machine's, and a test that only proves a property of our code must not fail for the machine's
// load. No test asserts a time; speed is measured in bench/.
export const LOADED_MACHINE = { testTimeout: 60_000, hookTimeout: 120_000 };

/** A run's temporary folders in one, removed at its end (see vitest.temp-folder.mjs). */
export const TEMP_FOLDER = {
  globalSetup: [fileURLToPath(new URL("./vitest.temp-folder.mjs", import.meta.url))],
};

export default { test: { ...LOADED_MACHINE, ...TEMP_FOLDER } };
