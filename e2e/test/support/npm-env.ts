import { mkdirSync, writeFileSync } from "node:fs";
import { delimiter, dirname, isAbsolute, join, sep } from "node:path";

export interface NpmEnvOptions {
  /** The only registry npm, npx and pnpm may use. */
  readonly registry: string;
  /** Where npm's cache (npx's packages among them), global installs and user config go. */
  readonly home: string;
  /** A user config to read instead of an empty one (the publisher's token). */
  readonly userconfig?: string;
  /** Folders put first on PATH. */
  readonly path?: readonly string[];
}

/**
 * What the test's own process inherits from pnpm and vitest that would let a program find this
 * repository's packages: npm and pnpm settings (pnpm sets many npm_config_*), NODE_PATH (pnpm's
 * bin shims point it into node_modules/.pnpm), NODE_OPTIONS.
 */
const isInheritedSetting = (name: string) =>
  /^(npm_|pnpm_|NODE_PATH$|NODE_OPTIONS$|INIT_CWD$|VITEST)/i.test(name);

/** PATH without the repository's `node_modules/.bin` folders (pnpm adds them, relative ones too). */
function cleanPath(first: readonly string[]): string {
  const inherited = (process.env.PATH ?? "")
    .split(delimiter)
    .filter((dir) => isAbsolute(dir) && !dir.split(sep).includes("node_modules"));
  return [...first, dirname(process.execPath), ...inherited].join(delimiter);
}

/**
 * This process's environment as a program started outside the repository would have it: no
 * setting or PATH entry through which it could find this repository's packages. `path` goes first
 * on PATH.
 */
export function outsideTheRepo(path: readonly string[] = []): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !isInheritedSetting(name));
  return { ...Object.fromEntries(inherited), PATH: cleanPath(path), NO_COLOR: "1" };
}

/**
 * The environment for one npm, npx or pnpm call that can reach `registry` and nothing else, and
 * finds nothing of this repository: every inherited npm setting dropped, a user config of its own
 * (never `~/.npmrc`), an empty cache (nothing installed comes from an earlier download) and global
 * folder, and a PATH without any node_modules.
 */
export function npmEnv(options: NpmEnvOptions): NodeJS.ProcessEnv {
  mkdirSync(options.home, { recursive: true });
  const userconfig = options.userconfig ?? join(options.home, "npmrc");
  if (options.userconfig === undefined) writeFileSync(userconfig, "");
  return {
    ...outsideTheRepo(options.path),
    npm_config_registry: options.registry,
    npm_config_userconfig: userconfig,
    npm_config_cache: join(options.home, "cache"),
    npm_config_prefix: join(options.home, "global"),
    npm_config_update_notifier: "false",
    npm_config_audit: "false",
    npm_config_fund: "false",
  };
}
