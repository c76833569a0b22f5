/**
 * Perl (run with `-MConfig`) that sets `$keyctl` to the `keyctl` system call's number on the
 * machine's architecture, false on one whose number is not written here: x86_64, and arm64 and
 * riscv64, which share the generic table. Perl has no `keyctl` of its own, and keyutils is
 * seldom installed; Debian and Ubuntu install perl everywhere (`perl-base` is essential).
 */
export const PICK_KEYCTL =
  "my %calls = (x86_64 => 250, aarch64 => 219, riscv64 => 219); my $keyctl = $calls{(split /-/, $Config{archname})[0]};";
