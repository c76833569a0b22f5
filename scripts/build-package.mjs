#!/usr/bin/env node
// Builds the package in the current folder with esbuild (workspace helpers and libraries included, so
// a published package needs nothing at run time), then tsc writes the type declarations for the
// library entry. A game's cases (fixtures/<game>/ at the top of the repo) are copied into the package,
// so `games-grade --game <game>` finds them once installed.
//
// - src/index.ts (the library) becomes dist/index.js, ESM, for `import` by other programs.
// - src/cli.ts (what the bin runs) becomes dist/cli-bundle.cjs, CommonJS: Node starts a CommonJS file
//   without its ESM loader, which on Node 20 costs more than the rest of a small CLI (bench/startup.mjs).
//   The committed bin shim (bin/package.json says "commonjs") only `require`s dist/cli.cjs, a loader
//   that runs the bundle with a V8 code cache (see code-cache/): the build runs the CLI once, with
//   `--warm-arg=ARG` and `--warm-line=LINE` (both repeatable: its arguments, its input a line each),
//   and keeps what V8 compiled in dist/cli-bundle.code-cache.
// - `--lazy=src/FILE.ts` (repeatable): a module the CLI loads with `import()` only when asked for
//   becomes its own file, dist/FILE.cjs, so that the CLI does not even read it otherwise. It is bundled
//   alone, with its own copy of what it imports: nothing it shares with the rest may depend on being
//   one object (module state, `instanceof`; cli-kit's runMain knows a CliError by its name).
//   Every other `import()` of the CLI stays in dist/cli-bundle.cjs and runs only when called.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { build } from "esbuild";

/** The values of a repeatable `--name=value` option. */
const optionValues = (name) =>
  process.argv
    .filter((arg) => arg.startsWith(`--${name}=`))
    .map((arg) => arg.slice(name.length + 3));

const lazyFiles = optionValues("lazy").map((file) => resolve(file));

const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  legalComments: "none",
  logLevel: "warning",
};

/**
 * In the CLI's bundles, `import("./x.js")` of a `--lazy` file becomes `require("./x.cjs")`, the file
 * built beside: an `import()` would start Node's ESM loader, which costs more than the code it spares
 * (bench/startup.mjs). Other `import()`s are left to esbuild (bundled, run when called).
 */
const lazyFilePlugin = {
  name: "lazy-file",
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const rewritten = source.replace(LAZY_IMPORT, (call, specifier) => {
        const file = resolve(dirname(args.path), specifier.replace(/\.js$/, ".ts"));
        if (!lazyFiles.includes(file)) return call;
        return `Promise.resolve().then(() => require("./${basename(file, ".ts")}.cjs"))`;
      });
      return rewritten === source ? undefined : { contents: rewritten, loader: "ts" };
    });
    builder.onResolve({ filter: /\.cjs$/ }, (args) =>
      args.kind === "require-call" ? { path: args.path, external: true } : undefined,
    );
  },
};
const LAZY_IMPORT = /\bimport\("(\.{1,2}\/[^"]+)"\)/g;

/** The code cache's loader and maker (see code-cache/). */
const CODE_CACHE = join(import.meta.dirname, "code-cache");

// A bundled CLI has no package.json beside it to read: its version is written into it
// (`--version`, see cli-kit's PACKAGE_VERSION).
const { version } = JSON.parse(await readFile("package.json", "utf8"));

const IMPORT_META_URL =
  'var __import_meta_url = require("node:url").pathToFileURL(__filename).href;\n';

rmSync("dist", { recursive: true, force: true });

if (existsSync("src/index.ts")) {
  await build({
    ...common,
    entryPoints: ["src/index.ts"],
    outfile: "dist/index.js",
    format: "esm",
    // Bundled CommonJS dependencies may call require() for Node built-ins.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
  });
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc", {
    paths: [process.cwd()],
  });
  execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { stdio: "inherit" });
}

const missing = lazyFiles.find((file) => !existsSync(file));
if (missing !== undefined) throw new Error(`--lazy: no such file ${relative(".", missing)}`);
if (existsSync("src/cli.ts")) {
  // Ends the bundle, and the loader looks for it there: a cache is used only with its own bundle.
  const tag = `//# build ${randomUUID()}\n`;
  await buildCommonJs(resolve("src/cli.ts"), "cli-bundle", tag);
  for (const entry of lazyFiles) await buildCommonJs(entry);
  const loader = await readFile(join(CODE_CACHE, "cli-loader.cjs"), "utf8");
  writeFileSync("dist/cli.cjs", loader.replace('"__BUILD_TAG__"', JSON.stringify(tag)));
  makeCodeCache();
}

/** One CommonJS bundle in dist/, named after its entry unless told, with `end` after it. */
async function buildCommonJs(entry, name = basename(entry, ".ts"), end = "") {
  const { outputFiles } = await build({
    ...common,
    entryPoints: [entry],
    outfile: join("dist", `${name}.cjs`),
    format: "cjs",
    // The source is ESM: `import.meta.url` is this file's URL, as it would be there (worked out only
    // in bundles that use it: it costs a game's start-up a little for nothing).
    define: {
      "import.meta.url": "__import_meta_url",
      __PACKAGE_VERSION__: JSON.stringify(version),
    },
    plugins: [lazyFilePlugin],
    write: false,
  });
  for (const { path, text } of outputFiles) {
    const banner = text.includes("__import_meta_url") ? IMPORT_META_URL : "";
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${banner}${text}${end}`);
  }
}

/**
 * Runs the built CLI once, in an empty folder, to make its code cache. NODE_OPTIONS is left out: V8
 * takes a cache only under the flags it was made with.
 */
function makeCodeCache() {
  const scratch = mkdtempSync(join(tmpdir(), "code-cache-"));
  const { NODE_OPTIONS, ...env } = process.env;
  const cache = resolve("dist/cli-bundle.code-cache");
  const make = [join(CODE_CACHE, "make-code-cache.cjs"), resolve("dist/cli.cjs"), cache];
  try {
    execFileSync(process.execPath, [...make, ...optionValues("warm-arg")], {
      cwd: scratch,
      env,
      input: optionValues("warm-line")
        .map((line) => `${line}\n`)
        .join(""),
      stdio: ["pipe", "ignore", "pipe"],
    });
  } catch (error) {
    // The CLI's own exit code is no failure (`games-grade` with no suite exits 2); no cache is.
    if (!existsSync(cache)) throw error;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

// `--game-answers` (the harness): each game's `answerInput` (packages/<game>/src/answer-input.ts, built
// on its engine) in dist/game-answers.cjs, which the harness reads only when a case of a game fails, to
// name the command whose answer went wrong. Bundled from the games' sources rather than imported
// from their packages: the games depend on the harness (their tests grade with it), and the harness
// must install alone.
if (process.argv.includes("--game-answers")) {
  const packages = join(import.meta.dirname, "..", "packages");
  const games = readdirSync(packages).filter((game) =>
    existsSync(join(packages, game, "src", "answer-input.ts")),
  );
  const imports = games.map(
    (game, index) => `import { answerInput as game${index} } from "./${game}/src/answer-input.ts";`,
  );
  const entries = games.map((game, index) => `${JSON.stringify(game)}: game${index}`);
  await build({
    ...common,
    stdin: {
      contents: `${imports.join("\n")}\nexport const answers = { ${entries.join(", ")} };\n`,
      resolveDir: packages,
      loader: "ts",
    },
    outfile: "dist/game-answers.cjs",
    format: "cjs",
  });
}

// `--fixtures=all` (the harness) ships every game's cases, so a student's program can be graded with
// nothing but the harness installed.
const allFixtures = process.argv.includes("--fixtures=all");
const cases = join(
  import.meta.dirname,
  "..",
  "fixtures",
  allFixtures ? "" : basename(process.cwd()),
);
rmSync("fixtures", { recursive: true, force: true });
if (existsSync(cases)) cpSync(cases, "fixtures", { recursive: true });
