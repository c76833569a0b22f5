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

  test("gives a long name a folder name a file system takes", () => {
    const name = "ü".repeat(300);
    expect(Buffer.byteLength(assignStudentFolders([name]).get(name) ?? "")).toBeLessThan(200);
  });
});
