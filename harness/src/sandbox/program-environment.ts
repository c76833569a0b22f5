import { CliError } from "@games/cli-kit";

/** Variables a program may inherit: how to find programs, the locale, and language runtimes. */
const INHERITED = [
  /^PATH$/,
  /^LANG$/,
  /^LANGUAGE$/,
  /^LC_[A-Z]+$/,
  /^TZ$/,
  /^JAVA_HOME$/,
  /^JDK_HOME$/,
  /^GOROOT$/,
  /^PYTHONHOME$/,
  /^DOTNET_ROOT$/,
];

/** Names that carry secrets or act on the CI job: never passed, not even when asked for. */
const FORBIDDEN = [/^GITHUB_/, /^ACTIONS_/, /^RUNNER_/, /TOKEN/i, /SECRET/i];

export function isForbiddenVariable(name: string): boolean {
  return FORBIDDEN.some((pattern) => pattern.test(name));
}

/**
 * The environment of a graded program, built from an allow-list rather than by removing what
 * looks dangerous: a secret with an unexpected name must not get through. `extra` holds the
 * `--env NAME[=VALUE]` options (a bare NAME takes the harness's own value).
 */
export function buildProgramEnvironment(
  host: Readonly<Record<string, string | undefined>>,
  extra: readonly string[],
  classpath: string,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(host)) {
    if (value !== undefined && INHERITED.some((pattern) => pattern.test(name))) env[name] = value;
  }
  env.CLASSPATH = classpath;
  if (!isUtf8Locale(env)) env.LC_ALL = "C.UTF-8";
  for (const entry of extra) {
    const [name = "", value] = splitEntry(entry);
    if (isForbiddenVariable(name)) {
      throw new CliError(
        `--env ${name}: variables named like a secret or GitHub's never reach the program`,
      );
    }
    const given = value ?? host[name];
    if (given !== undefined) env[name] = given;
  }
  return env;
}

/**
 * Whether the locale given reads and writes text as UTF-8. Where it does not (a container with no
 * `LANG`, the POSIX locale), a JVM takes file names, source files and its output as ASCII: javac
 * refuses a student's folder named `Zoë`, and `ñ` is printed `?`. So the verdict would depend on
 * the machine; such a program gets `LC_ALL=C.UTF-8` (an `--env` locale still wins).
 */
function isUtf8Locale(env: Readonly<Record<string, string>>): boolean {
  const ctype = env.LC_ALL || env.LC_CTYPE || env.LANG || "";
  return /utf-?8/i.test(ctype);
}

function splitEntry(entry: string): [string, string | undefined] {
  const equals = entry.indexOf("=");
  return equals === -1 ? [entry, undefined] : [entry.slice(0, equals), entry.slice(equals + 1)];
}
