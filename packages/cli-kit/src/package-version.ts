// Set by scripts/build-package.mjs (esbuild's `define`) to the version in the package.json of the
// package this code is bundled into; there is no package.json to read beside a bundled CLI.
declare const __PACKAGE_VERSION__: string | undefined;

/** The version of the package this CLI was built as; `unknown` when run from source (tests). */
export const PACKAGE_VERSION: string =
  typeof __PACKAGE_VERSION__ === "string" ? __PACKAGE_VERSION__ : "unknown";
