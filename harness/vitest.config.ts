import { defineConfig, type Plugin } from "vitest/config";
import { LOADED_MACHINE, TEMP_FOLDER } from "../vitest.shared.mjs";

/**
 * Stylesheets are imported `with { type: "text" }`, which esbuild bundles as their text; Vite would
 * make them page styles instead, so tests load them through Vite's own `?raw` (the text) as well.
 */
function importCssAsText(): Plugin {
  return {
    name: "import-css-as-text",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!source.endsWith(".css")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved === null ? null : `${resolved.id}?raw`;
    },
  };
}

export default defineConfig({
  plugins: [importCssAsText()],
  test: {
    // Vitest empties every stylesheet it is not told to process.
    css: { include: [/\.css\?raw$/] },
    ...LOADED_MACHINE,
    ...TEMP_FOLDER,
    // Most files spend their time waiting on the programs they grade (bubblewrap, java, chromium, a
    // game's node), not computing, so four run at once (vitest's default is one on two cores). Each
    // file makes its own folders and its sandbox's groups carry its own process id.
    maxWorkers: 4,
  },
});
