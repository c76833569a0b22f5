import { PICK_KEYCTL } from "./perl-keyctl.js";

/**
 * What a box user stored in the kernel's keys, ended as that user (see `endBoxUser`): a uid's user
 * keyring (`@u`), user-session keyring (`@us`, a process's session keyring when it was given none)
 * and persistent keyring outlive its processes, and the grader, so a key a program stored there
 * would be found by the next run of the uid, another student's in a class. Each is cleared (its
 * links removed; a key no keyring holds is freed), and `@u` linked into `@us` again, as the kernel
 * first makes it. A box's user namespace has keyrings of its own: this is for basic mode.
 *
 * `keyctl` (keyutils) where there is one: it knows the machine's system calls. Else perl, which
 * Debian and Ubuntu install everywhere (`perl-base` is essential: every such image, GitHub's
 * runners), with `keyctl`'s number where it is written down (see `PICK_KEYCTL`). Elsewhere, without
 * either, nothing is cleared and the run goes on (see security.md's known gaps). `KEYCTL_GET_PERSISTENT` (22) links the persistent
 * keyring into `@u` and says its id, or fails where the kernel has none; `KEYCTL_CLEAR` is 7,
 * `KEYCTL_LINK` 8, `@u` -4 and `@us` -5.
 */
export const END_KEYS = `if command -v keyctl > /dev/null; then
  persistent=$(keyctl get_persistent @u 2> /dev/null) && keyctl clear "$persistent"
  keyctl clear @u; keyctl clear @us; keyctl link @u @us
elif command -v perl > /dev/null; then
  perl -MConfig -e '
    ${PICK_KEYCTL} $keyctl or exit;
    my $persistent = syscall($keyctl, 22, -1, -4);
    syscall($keyctl, 7, $persistent) if $persistent > 0;
    syscall($keyctl, 7, $_) for -4, -5;
    syscall($keyctl, 8, -4, -5);'
fi 2> /dev/null`;
