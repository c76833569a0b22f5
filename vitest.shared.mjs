// Vitest's settings for every package. Tests run on machines doing other work (a 2-core CI runner,
// turbo running the packages' suites at once, other builds): vitest's 5 s default is a quiet
// machine's, and a test that only proves a property of our code must not fail for the machine's
// load. No test asserts a time; speed is measured in bench/.
export const LOADED_MACHINE = { testTimeout: 60_000, hookTimeout: 120_000 };

export default { test: LOADED_MACHINE };
