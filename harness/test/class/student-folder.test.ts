import { describe, expect, test } from "vitest";
import { assignStudentFolders } from "../../src/class/student-folder.js";

describe("assignStudentFolders", () => {
  test("keeps a name that is already a safe folder name", () => {
    expect(assignStudentFolders(["alice", "bob_2", "Ana_42_assignsubmission_file_"])).toEqual(
      new Map([
        ["alice", "alice"],
        ["bob_2", "bob_2"],
        ["Ana_42_assignsubmission_file_", "Ana_42_assignsubmission_file_"],
      ]),
    );
  });

  test.each([
    ["..", /^student-[0-9a-f]{8}$/],
    ["../../etc", /^etc-[0-9a-f]{8}$/],
    ["a/b\\c", /^a_b_c-[0-9a-f]{8}$/],
    [".hidden", /^hidden-[0-9a-f]{8}$/],
    ["Zoë Ñúñez", /^Zoë_Ñúñez-[0-9a-f]{8}$/],
    ["<script>", /^script_-[0-9a-f]{8}$/],
  ])("makes %s a folder name that stays inside --out: %s", (name, folder) => {
    const found = assignStudentFolders([name]).get(name) ?? "";
    expect(found).toMatch(folder);
    expect(found).not.toMatch(/[/\\]|^\./);
  });

  test("keeps apart names that differ only in case or clean up alike", () => {
    const folders = assignStudentFolders(["Alice", "alice", "a b", "a_b"]);
    const lowered = [...folders.values()].map((folder) => folder.toLowerCase());
    expect(new Set(lowered).size).toBe(4);
  });

  // `José Müller` becomes `José_Müller-7d47d57d`: a submission named so had that folder too, and the
  // two students shared it, one's verdicts the other's.
  test("never gives a student the folder another's name was hashed to", () => {
    const victim = "José Müller";
    const hashed = assignStudentFolders([victim]).get(victim) ?? "";
    expect(hashed).toMatch(/^José_Müller-[0-9a-f]{8}$/);
    for (const order of [
      [victim, hashed],
      [hashed, victim],
    ]) {
      const folders = assignStudentFolders(order);
      expect(folders.get(hashed)).toBe(hashed);
      expect(folders.get(victim)).toMatch(/^José_Müller-[0-9a-f]{16}$/);
    }
  });

  test("keeps a name that only looks hashed, such as a student number", () => {
    expect(assignStudentFolders(["ana-20231234"]).get("ana-20231234")).toBe("ana-20231234");
  });

  test("gives the same folders whatever order the names come in", () => {
    const names = ["a b", "a#b", "A_B", `a_b-${"0".repeat(8)}`, "carol"];
    const folders = assignStudentFolders(names);
    expect(new Set([...folders.values()].map((folder) => folder.toLowerCase())).size).toBe(5);
    expect(assignStudentFolders([...names].reverse())).toEqual(folders);
  });

  test("gives a long name a folder name a file system takes", () => {
    const name = "ü".repeat(300);
    expect(Buffer.byteLength(assignStudentFolders([name]).get(name) ?? "")).toBeLessThan(200);
  });
});
