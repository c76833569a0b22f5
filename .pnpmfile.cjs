// What pnpm pack/publish puts in each tarball's package.json: each CLI and library is bundled at build
// time, so the development dependencies (workspace-only packages among them) and the build scripts,
// which point into this repo, mean nothing to someone who installs the package.
module.exports = {
  hooks: {
    beforePacking(manifest) {
      delete manifest.devDependencies;
      delete manifest.scripts;
      return manifest;
    },
  },
};
