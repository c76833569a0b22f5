import { existsSync } from "node:fs";
import { chmod, mkdir, symlink, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { afterEach, describe, expect, test, vi } from "vitest";
import { runSuite } from "../../src/index.js";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { resolveShim } from "../../src/suite/resolve-shim.js";
import { makeSuite } from "../helpers/suites.js";

const canBox = detectIsolation().bwrapProblem === undefined;

async function writeScript(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  await chmod(file, 0o755);
}

/**
 * A version manager laid out as pyenv is: `shims/greet` runs `libexec/nodenv exec greet`, which
 * picks the version named in `.greet-version` where it is asked from; version 2's `bin/greet`
 * reads a file of its own install, so it runs only where its whole install is visible (and prints
 * more than that file: a file equal to a case's expected output is hidden wherever it lies).
 */
async function makeManager() {
  const root = await makeSuite({});
  const shim = path.join(root, "shims/greet");
  await writeScript(
    shim,
    `#!/bin/sh\nprogram="\${0##*/}"\nexec "${root}/libexec/nodenv" exec "$program" "$@"\n`,
  );
  await writeScript(
    path.join(root, "libexec/nodenv"),
    `#!/bin/sh\nversion=$(cat .greet-version 2>/dev/null || echo 1)\nbin="${root}/versions/$version/bin/$2"\ncase "$1" in\n  which) [ -x "$bin" ] && echo "$bin" || { echo "nodenv: $2: not installed in $version" >&2; exit 1; } ;;\n  exec) shift 2; exec "$bin" "$@" ;;\nesac\n`,
  );
  for (const version of ["1", "2"]) {
    await writeScript(
      path.join(root, `versions/${version}/bin/greet`),
      `#!/bin/sh\ncat "${root}/versions/${version}/lib/greeting"\necho from its install\n`,
    );
    const greeting = path.join(root, `versions/${version}/lib/greeting`);
    await mkdir(path.dirname(greeting), { recursive: true });
    await writeFile(greeting, `hello from ${version}\n`);
  }
  return { root, shim };
}

/** Where a shim is asked from, found on PATH by its name, as a machine's shims are. */
function onPath(shim: string, dir: string) {
  const env = { ...process.env, PATH: `${path.dirname(shim)}:${process.env.PATH}` };
  return { dir, env, named: path.basename(shim) };
}

describe("a version manager's shim", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  test("is resolved to the runtime its manager picks where the program's paths are read from", async () => {
    const { root, shim } = await makeManager();
    const folder = await makeSuite({ ".greet-version": "2\n" });
    expect(resolveShim(shim, onPath(shim, folder))).toBe(path.join(root, "versions/2/bin/greet"));
  });

  test("that its manager cannot resolve is one clear line naming the shim and the manager", async () => {
    const { shim } = await makeManager();
    const folder = await makeSuite({ ".greet-version": "3\n" });
    const error = (() => {
      try {
        return resolveShim(shim, onPath(shim, folder));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(CliError);
    expect((error as Error).message).toBe(
      `cannot run greet: ${shim} is a nodenv shim, and "nodenv which greet" failed: nodenv: greet: not installed in 3`,
    );
  });

  test("leaves any other program as it is", async () => {
    const { root } = await makeManager();
    const runtime = path.join(root, "versions/1/bin/greet");
    expect(resolveShim(runtime, { dir: root, env: process.env, named: runtime })).toBe(runtime);
    expect(resolveShim(process.execPath, { dir: root, env: process.env, named: "node" })).toBe(
      process.execPath,
    );
  });

  // The manager runs outside any box, as the grader (root, in a container): a student's `main`
  // shaped like a shim ran the student's `pyenv` (or `/bin/sh which`, a `./which`) as root.
  test.each([
    ["a manager of its own", `exec ./pyenv exec main "$@"`, "pyenv"],
    ["a shell asked which", `exec /bin/sh exec main "$@"`, "which"],
    ["a manager by its path in the program's folder", `exec "$PWD/pyenv" exec main "$@"`, "pyenv"],
  ])(
    "named by a relative path is the program's own file, run as it is: %s is never asked",
    async (_, line, planted) => {
      const folder = await makeSuite({});
      const marker = path.join(folder, "asked");
      await writeScript(path.join(folder, "main"), `#!/bin/sh\n${line}\n`);
      await writeScript(
        path.join(folder, planted),
        `#!/bin/sh\ntouch "${marker}"\necho /bin/cat\n`,
      );
      const place = { dir: folder, env: process.env, named: "./main" };
      expect(resolveShim(path.join(folder, "main"), place)).toBe(path.join(folder, "main"));
      expect(existsSync(marker)).toBe(false);
    },
  );

  test("of a student's, graded from its folder, runs nothing as the grader", async () => {
    const folder = await makeSuite({});
    const marker = path.join(folder, "asked");
    await writeScript(path.join(folder, "main"), `#!/bin/sh\nexec ./pwn exec main "$@"\n`);
    // Asked `which` by the grader; its run as the program (`exec`) is the program's own doing.
    const pwn = `#!/bin/sh\n[ "$1" = which ] && touch "${marker}" && echo /bin/cat\n`;
    await writeScript(path.join(folder, "pwn"), pwn);
    const suite = await makeSuite({ "a.in": "hi\n", "a.out": "hi\n" });
    const result = await runSuite({ suite, command: "./main", cwd: folder, sandbox: "none" });
    expect(existsSync(marker)).toBe(false);
    expect(result.cases[0]?.verdict).toBe("Runtime Error");
  });

  test("in the program's own folder is run as it is, even named by its absolute path", async () => {
    const folder = await makeSuite({});
    const marker = path.join(folder, "asked");
    const main = path.join(folder, "main");
    await writeScript(main, `#!/bin/sh\nexec "${folder}/pyenv" exec main "$@"\n`);
    await writeScript(path.join(folder, "pyenv"), `#!/bin/sh\ntouch "${marker}"\necho /bin/cat\n`);
    const place = { dir: folder, env: process.env, named: main, ownFolder: folder };
    expect(resolveShim(main, place)).toBe(main);
    // And without a program folder given (`--cwd`): a path names the program's own file.
    expect(resolveShim(main, { dir: folder, env: process.env, named: main })).toBe(main);
    expect(existsSync(marker)).toBe(false);
  });

  test("found on PATH through a relative folder is the program's own file, run as it is", async () => {
    const folder = await makeSuite({});
    const marker = path.join(folder, "asked");
    const main = path.join(folder, "main");
    await writeScript(main, `#!/bin/sh\nexec "${folder}/pyenv" exec main "$@"\n`);
    await writeScript(path.join(folder, "pyenv"), `#!/bin/sh\ntouch "${marker}"\necho /bin/cat\n`);
    const env = { ...process.env, PATH: `.:${process.env.PATH}` };
    expect(resolveShim(main, { dir: folder, env, named: "main" })).toBe(main);
    expect(existsSync(marker)).toBe(false);
  });

  test("whose manager is not a version manager is run as it is", async () => {
    const { root } = await makeManager();
    const marker = path.join(root, "asked");
    const shim = path.join(root, "shims/other");
    await writeScript(shim, `#!/bin/sh\nexec "${root}/libexec/tool" exec other "$@"\n`);
    await writeScript(
      path.join(root, "libexec/tool"),
      `#!/bin/sh\ntouch "${marker}"\necho /bin/cat\n`,
    );
    expect(resolveShim(shim, onPath(shim, root))).toBe(shim);
    expect(existsSync(marker)).toBe(false);
  });

  test.runIf(canBox)(
    "runs in the default sandbox, which shows the runtime's install",
    async () => {
      const { shim } = await makeManager();
      const suite = await makeSuite({ "a.in": "", "a.out": "hello from 2\nfrom its install\n" });
      const folder = await makeSuite({ ".greet-version": "2\n" });
      vi.stubEnv("PATH", `${path.dirname(shim)}:${process.env.PATH}`);
      const result = await runSuite({ suite, command: "greet", cwd: folder });
      expect(result.isolation?.mode).toBe("strict");
      expect(result.cases[0]?.verdict).toBe("Accepted");
    },
    30_000,
  );

  test.runIf(canBox)(
    "a runtime behind a link (SDKMAN's current) runs with its install",
    async () => {
      const { root } = await makeManager();
      await symlink(path.join(root, "versions/2"), path.join(root, "versions/current"));
      const suite = await makeSuite({ "a.in": "", "a.out": "hello from 2\nfrom its install\n" });
      const command = path.join(root, "versions/current/bin/greet");
      const result = await runSuite({ suite, command, cwd: await makeSuite({}) });
      expect(result.cases[0]?.verdict).toBe("Accepted");
    },
    30_000,
  );
});

// pyenv's shims are on this development machine; elsewhere the fake manager above stands in.
const pyenvPython = path.join(
  process.env.PYENV_ROOT ?? path.join(homedir(), ".pyenv"),
  "shims/python3",
);

describe.runIf(canBox && existsSync(pyenvPython))("python3 from pyenv", () => {
  test("grades in the default sandbox", async () => {
    const suite = await makeSuite({ "a.in": "hi\n", "a.out": "hi\n" });
    const folder = await makeSuite({
      "main.py": "import sys\nsys.stdout.write(sys.stdin.read())\n",
    });
    vi.stubEnv("PATH", `${path.dirname(pyenvPython)}:${process.env.PATH}`);
    const result = await runSuite({ suite, command: "python3 main.py", cwd: folder });
    vi.unstubAllEnvs();
    expect(result.isolation?.mode).toBe("strict");
    expect(result.cases[0]?.verdict).toBe("Accepted");
  }, 60_000);
});
