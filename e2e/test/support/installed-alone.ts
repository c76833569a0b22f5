import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";

/**
 * Expects `dir/node_modules` to hold only the `@games` packages npm was asked for (no run-time
 * dependency came along), and `name` there to be what its `files` list publishes, with nothing
 * of the repository's development setup in its manifest.
 */
export function expectInstalledAlone(dir: string, name: string): void {
  const modules = readdirSync(join(dir, "node_modules")).filter((n) => !n.startsWith("."));
  expect(modules).toEqual(["@games"]);
  const installed = join(dir, "node_modules", name);
  expect(readdirSync(installed).sort()).toEqual(
    expect.arrayContaining(["README.md", "bin", "dist", "fixtures", "package.json"]),
  );
  expect(existsSync(join(installed, "src"))).toBe(false);
  const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
  expect(manifest.dependencies ?? {}).toEqual({});
  expect(manifest.devDependencies).toBeUndefined();
  expect(manifest.scripts).toBeUndefined();
  expect(manifest.engines.node).toBe(">=20");
}
