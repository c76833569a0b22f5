import type { BuildFailure } from "../../result/suite-result.js";
import { escapeHtml } from "./escape-html.js";

/** The id of the build's section, which the rows of the cases it decided link to. */
export const BUILD_ID = "build";

/**
 * A build that failed, once, above the cases it made Compilation Errors: why, and what the build
 * printed (the compiler's errors), as it printed it.
 */
export function renderBuildFailure(build: BuildFailure): string[] {
  const output =
    build.output.trim() === ""
      ? `<p class="note">it printed nothing</p>`
      : `<pre class="text">${escapeHtml(build.output.trimEnd())}</pre>`;
  return [
    `<section class="build v-compilation-error" id="${BUILD_ID}">`,
    `<h2><span class="verdict">The build failed</span></h2>`,
    `<p class="why">${escapeHtml(build.message)}</p>`,
    output,
    "</section>",
  ];
}
