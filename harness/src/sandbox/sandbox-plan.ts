/** How much of the machine a graded program is kept from: see the harness README, "Security model". */
export type SandboxMode = "strict" | "basic" | "none";

export const SANDBOX_MODES: readonly SandboxMode[] = ["strict", "basic", "none"];

/** The mode when none is asked for; strict falls back to basic where the machine cannot make a box. */
export const DEFAULT_SANDBOX_MODE: SandboxMode = "strict";

export interface SandboxLimits {
  /** Memory of everything the program started, together (a cgroup's limit). */
  readonly memoryBytes: number;
  /** Processes and threads at once (a cgroup's `pids` limit). */
  readonly processes: number;
  /** The largest file the program may write (`RLIMIT_FSIZE`), and the size of its `/tmp`. */
  readonly fileBytes: number;
}

/** A file or folder the cases need, copied into each run's private working folder. */
export interface SandboxFile {
  /** Absolute path on the host. */
  readonly from: string;
  /** Path inside the working folder. */
  readonly to: string;
}

/** Everything about how a program runs that is the same for each of its runs. */
export interface SandboxPlan {
  readonly mode: SandboxMode;
  /** Host paths the program may read (its folder, the files its command names); strict only. */
  readonly visible: readonly string[];
  /** Host paths it never sees, even inside a visible folder (the suite, the reports). */
  readonly hidden: readonly string[];
  readonly files: readonly SandboxFile[];
  /** The whole environment of the program; `HOME` and `TMPDIR` are set per run. */
  readonly env: Readonly<Record<string, string>>;
  readonly limits: SandboxLimits;
  readonly allowNetwork: boolean;
  /** A cgroup hierarchy the harness may use, when one is writable. */
  readonly cgroup?: CgroupKind;
  /** Where bwrap is (strict), found once: started by name, every run would search `PATH` again. */
  readonly bwrap?: string;
  /** Set when the harness is root: each run becomes an unprivileged user of its own. */
  readonly identity?: BoxIdentity;
}

/**
 * How a run started by root drops to its box user (see `box-user.ts`): `setpriv`, after the wrapper
 * has joined the cgroup and set the rlimits. In strict mode the box user then runs bwrap itself,
 * which makes a user namespace as for a plain user (`userBwrap`); where the kernel refuses user
 * namespaces to unprivileged users, root's bwrap makes the box and `setpriv` runs inside it.
 */
export interface BoxIdentity {
  readonly setpriv: string;
  readonly userBwrap?: string;
}

export type CgroupKind =
  | { readonly version: 1; readonly root: string }
  | { readonly version: 2; readonly parent: string };

export const DEFAULT_LIMITS: SandboxLimits = {
  memoryBytes: 512 * 1024 ** 2,
  processes: 256,
  fileBytes: 64 * 1024 ** 2,
};

/** No isolation: the program runs in its folder with the harness's environment, as before. */
export const NO_SANDBOX: SandboxPlan = {
  mode: "none",
  visible: [],
  hidden: [],
  files: [],
  env: {},
  limits: DEFAULT_LIMITS,
  allowNetwork: true,
};
