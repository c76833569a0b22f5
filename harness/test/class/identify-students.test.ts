import { describe, expect, test } from "vitest";
import { identifyStudents } from "../../src/class/identify-students.js";

describe("identifyStudents", () => {
  test("splits Moodle's folder names into the name and the participant id", () => {
    const found = identifyStudents([
      "João Pires_12345_assignsubmission_file_",
      "Ana_Maria Lopes_7_assignsubmission_onlinetext_",
    ]);
    expect(found.get("João Pires_12345_assignsubmission_file_")).toEqual({
      name: "João Pires",
      id: "12345",
    });
    expect(found.get("Ana_Maria Lopes_7_assignsubmission_onlinetext_")).toEqual({
      name: "Ana_Maria Lopes",
      id: "7",
    });
  });

  test("takes the assignment off GitHub Classroom's clones: the prefix every name shares", () => {
    const found = identifyStudents(["goose-2026-ana", "goose-2026-bo-li", "goose-2026-zed"]);
    expect([...found.values()]).toEqual([{ name: "ana" }, { name: "bo-li" }, { name: "zed" }]);
  });

  test.each([[["alice", "bob-smith"]], [["goose-ana"]], [["goose-", "goose-ana"]]])(
    "keeps names that share no prefix, a class of one, and a name that is all prefix: %j",
    (names) => {
      expect([...identifyStudents(names).values()]).toEqual(names.map((name) => ({ name })));
    },
  );

  test("a Moodle name among clones neither gives nor loses the clones' prefix", () => {
    const found = identifyStudents(["hw1-ana", "hw1-bo", "Zé_3_assignsubmission_file_"]);
    expect([...found.values()]).toEqual([{ name: "ana" }, { name: "bo" }, { name: "Zé", id: "3" }]);
  });
});
