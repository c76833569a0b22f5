import { endianness } from "node:os";

/**
 * The kernel's keyrings are not namespaced: a box inherits the session keyring of whatever started
 * the grader (Docker and runc give every container one, systemd every service, PAM's `pam_keyinit`
 * every login), and every run of every case, every student's, possesses that same keyring, so a key
 * one run adds there the next one finds, and a program reads what the teacher's login keeps there.
 * Docker's default seccomp profile refuses the three key system calls for this very reason; a box
 * does the same. The numbers, by the architecture a call is made in (`AUDIT_ARCH_*`): `add_key`,
 * `request_key`, `keyctl`. x86_64's x32 calls come with x86_64's architecture and bit 30 set;
 * i386's (`int 0x80`) with their own; riscv64 shares arm64's generic table.
 */
const X32 = 0x40000000;
const KEY_CALLS: readonly { readonly arch: number; readonly calls: readonly number[] }[] = [
  // x86_64, and its x32 calls
  { arch: 0xc000003e, calls: [248, 249, 250, X32 + 248, X32 + 249, X32 + 250] },
  { arch: 0x40000003, calls: [286, 287, 288] }, // i386
  { arch: 0xc00000b7, calls: [217, 218, 219] }, // aarch64
  { arch: 0x40000028, calls: [309, 310, 311] }, // arm
  { arch: 0xc00000f3, calls: [217, 218, 219] }, // riscv64
];

/** Classic BPF's instructions the filter uses, and what a seccomp filter returns. */
const LOAD_WORD = 0x20; // BPF_LD | BPF_W | BPF_ABS
const JUMP_IF_EQUAL = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
const RETURN = 0x06; // BPF_RET | BPF_K
const ALLOW = 0x7fff0000; // SECCOMP_RET_ALLOW
const REFUSE = 0x00050000 | 1; // SECCOMP_RET_ERRNO | EPERM, as Docker's profile
/** Offsets in `struct seccomp_data`. */
const NR = 0;
const ARCH = 4;

/** One `struct sock_filter`. */
export interface Instruction {
  readonly code: number;
  readonly jt: number;
  readonly jf: number;
  readonly k: number;
}

const op = (code: number, k: number, jt = 0, jf = 0): Instruction => ({ code, jt, jf, k });

/**
 * The box's seccomp program (bwrap's `--seccomp`): `add_key`, `request_key` and `keyctl` fail with
 * EPERM, every other call is allowed. An architecture not listed is allowed whole: refusing it
 * would refuse a machine's programs their every call where the grader runs on one we did not write
 * down (the box's other walls stand there; only its keys would be shared).
 */
export function keyringFilter(): Instruction[] {
  const length = 1 + KEY_CALLS.reduce((sum, { calls }) => sum + calls.length + 3, 0) + 2;
  const refusal = length - 1;
  const program = [op(LOAD_WORD, ARCH)];
  for (const { arch, calls } of KEY_CALLS) {
    // Past this architecture's block (its load, its tests, its return) when it is another.
    program.push(op(JUMP_IF_EQUAL, arch, 0, calls.length + 2), op(LOAD_WORD, NR));
    // Each call's test jumps forward to the last instruction, the refusal.
    for (const call of calls) program.push(op(JUMP_IF_EQUAL, call, refusal - program.length - 1));
    program.push(op(RETURN, ALLOW));
  }
  program.push(op(RETURN, ALLOW), op(RETURN, REFUSE));
  return program;
}

/** The program as the kernel reads it: 8 bytes an instruction, in the machine's byte order. */
export function encodeFilter(program: readonly Instruction[]): Buffer {
  const bytes = Buffer.alloc(program.length * 8);
  const little = endianness() === "LE";
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  program.forEach(({ code, jt, jf, k }, index) => {
    view.setUint16(index * 8, code, little);
    view.setUint8(index * 8 + 2, jt);
    view.setUint8(index * 8 + 3, jf);
    view.setUint32(index * 8 + 4, k, little);
  });
  return bytes;
}

let encoded: Buffer | undefined;

/** `keyringFilter` as the kernel reads it, made once for every box and the isolation probe. */
export function keyringFilterBytes(): Buffer {
  encoded ??= encodeFilter(keyringFilter());
  return encoded;
}
