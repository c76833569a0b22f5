import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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

/** Settings inherited from the caller (pnpm sets many npm_config_*) that could point elsewhere. */
const isPackageManagerSetting = (name: string) => /^(npm_config_|pnpm_)/i.test(name);

/**
 * The environment for one npm, npx or pnpm call that can reach `registry` and nothing else: every
 * inherited npm setting dropped, a user config of its own (never `~/.npmrc`), and an empty cache,
 * so that nothing installed comes from an earlier download either.
 */
export function npmEnv(options: NpmEnvOptions): NodeJS.ProcessEnv {
  mkdirSync(options.home, { recursive: true });
  const userconfig = options.userconfig ?? join(options.home, "npmrc");
  if (options.userconfig === undefined) writeFileSync(userconfig, "");
  const inherited = Object.entries(process.env).filter(([name]) => !isPackageManagerSetting(name));
  const path = [...(options.path ?? []), process.env.PATH ?? ""].join(":");
  return {
    ...Object.fromEntries(inherited),
    PATH: path,
    npm_config_registry: options.registry,
    npm_config_userconfig: userconfig,
    npm_config_cache: join(options.home, "cache"),
    npm_config_prefix: join(options.home, "global"),
    npm_config_update_notifier: "false",
    npm_config_audit: "false",
    npm_config_fund: "false",
    NO_COLOR: "1",
  };
}
