// What pnpm pack/publish puts in each tarball's package.json: each CLI and library is bundled at build
// time, so the development dependencies (workspace-only packages among them) and the build scripts,
// which point into this repo, mean nothing to someone who installs the package. The repository is
// named once, in the root package.json; each package gets it with its own folder as `directory`.
const { readFileSync } = require("node:fs");
const { join, relative, sep } = require("node:path");

const { repository } = JSON.parse(readFileSync(join(__dirname, "package.json"), "utf8"));

module.exports = {
  hooks: {
    beforePacking(manifest, dir) {
      delete manifest.devDependencies;
      delete manifest.scripts;
      const directory = relative(__dirname, dir).split(sep).join("/");
      manifest.repository = { ...repository, directory };
      return manifest;
    },
  },
};
