import { describe, expect, test } from "vitest";
import { encodeFilter, type Instruction, keyringFilter } from "../../src/sandbox/seccomp-filter.js";

const ALLOW = 0x7fff0000;
const EPERM = 0x00050001;

/** Runs the program on a call as the kernel would, with the three instructions it uses. */
function judge(program: readonly Instruction[], arch: number, nr: number): number {
  let accumulator = 0;
  for (let pc = 0; pc < program.length; ) {
    const { code, jt, jf, k } = program[pc] ?? { code: -1, jt: 0, jf: 0, k: 0 };
    if (code === 0x06) return k;
    if (code === 0x20) accumulator = k === 0 ? nr : k === 4 ? arch : Number.NaN;
    else if (code === 0x15) pc += accumulator === k ? jt : jf;
    else throw new Error(`unknown instruction ${code} at ${pc}`);
    pc += 1;
  }
  throw new Error("ran off the end of the program");
}

const X86_64 = 0xc000003e;
const X32 = 0x40000000;

describe("the box's seccomp program", () => {
  const program = keyringFilter();

  test.each([
    ["x86_64", X86_64, [248, 249, 250]],
    ["x86_64's x32 calls", X86_64, [X32 + 248, X32 + 249, X32 + 250]],
    ["i386 on x86_64", 0x40000003, [286, 287, 288]],
    ["aarch64", 0xc00000b7, [217, 218, 219]],
    ["arm", 0x40000028, [309, 310, 311]],
    ["riscv64", 0xc00000f3, [217, 218, 219]],
  ] as const)("refuses add_key, request_key and keyctl with EPERM on %s", (_, arch, numbers) => {
    for (const nr of numbers) expect(judge(program, arch, nr), String(nr)).toBe(EPERM);
  });

  test.each([
    ["x86_64's read, execve and clone3", X86_64, [0, 59, 435]],
    ["aarch64's read and execve (x86_64's key numbers)", 0xc00000b7, [63, 221, 248, 250]],
    ["i386's keyctl numbers of x86_64", 0x40000003, [248, 250]],
  ] as const)("allows every other call: %s", (_, arch, numbers) => {
    for (const nr of numbers) expect(judge(program, arch, nr), String(nr)).toBe(ALLOW);
  });

  test("allows an architecture it does not know, whole", () => {
    expect(judge(program, 0x80000016, 250)).toBe(ALLOW); // s390x
  });

  test("is 8 bytes an instruction, each jump a byte that stays inside it", () => {
    expect(encodeFilter(program)).toHaveLength(program.length * 8);
    program.forEach(({ code, jt, jf }, pc) => {
      if (code !== 0x15) return;
      for (const jump of [jt, jf]) {
        expect(jump).toBeLessThan(256);
        expect(pc + 1 + jump).toBeLessThan(program.length);
      }
    });
  });
});
