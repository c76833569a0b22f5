// The shared settings: timeouts for a loaded machine.
export { default } from "../../vitest.shared.mjs";
