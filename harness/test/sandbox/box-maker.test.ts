import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { chooseBoxMaker } from "../../src/sandbox/box-maker.js";
import { NO_SANDBOX, type SandboxPlan } from "../../src/sandbox/sandbox-plan.js";

const identity = { setpriv: "/usr/bin/setpriv", userBwrap: "/usr/bin/bwrap" };

/** A program's folder two levels down, its parent given `mode`. */
function planUnder(mode: number, planIdentity: SandboxPlan["identity"] = identity): SandboxPlan {
  const top = mkdtempSync(path.join(tmpdir(), "box-maker-"));
  const program = path.join(top, "checkout", "program");
  mkdirSync(program, { recursive: true });
  writeFileSync(path.join(program, "main.sh"), "echo\n");
  chmodSync(top, mode);
  chmodSync(path.join(top, "checkout"), 0o755);
  chmodSync(program, 0o755);
  return { ...NO_SANDBOX, mode: "strict", visible: [program], identity: planIdentity };
}

test("as root, the box user makes its own box where every folder on the way is open to others", () => {
  expect(chooseBoxMaker(planUnder(0o755), [])).toBe("self");
});

test("a folder on the way closed to others, or only passable, gets root's box with the box user's inside", () => {
  expect(chooseBoxMaker(planUnder(0o700), [])).toBe("root-nested");
  // What a basic grader as root gives a closed folder for a while: not to be relied on.
  expect(chooseBoxMaker(planUnder(0o701), [])).toBe("root-nested");
});

test("a plain user's box is its own; root's, where the box user may make no user namespace", () => {
  expect(chooseBoxMaker({ ...planUnder(0o700), identity: undefined }, [])).toBe("self");
  expect(chooseBoxMaker(planUnder(0o755, { setpriv: "/usr/bin/setpriv" }), [])).toBe("root");
});

// A basic grader as root closes them while its runs go on: the box user's own bwrap, started
// before, could not find a folder there ("Can't find source path … Permission denied").
test("a box shown the harness's installed fixtures is root's, with the box user's inside", () => {
  const harness = fileURLToPath(new URL("../../", import.meta.url));
  const plan: SandboxPlan = {
    ...NO_SANDBOX,
    mode: "strict",
    visible: [path.join(harness, "fixtures", "goose")],
    identity,
  };
  expect(chooseBoxMaker(plan, [])).toBe("root-nested");
});
