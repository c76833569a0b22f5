/** The text of `games-grade --help`. */
export function renderUsage(): string {
  return `games-grade: grade a program against a suite of cases, as Mooshak and Artemis do

Usage:
  games-grade [SUITE] [options]          grade the cases in the folder SUITE
  games-grade --game NAME [options]      grade against the fixtures of the game package NAME
  games-grade merge REPORT.json...       merge the JSON reports of shards into one summary
  games-grade class SUBMISSIONS (--game NAME | --suite DIR) [--build CMD] [--cmd CMD] [--out DIR]
                                         grade every student of a class (below)
  games-grade merge A/class.json B/class.json... [--out DIR]
                                         join the shards of a class into one scoreboard
  games-grade fuzz --game NAME --cmd COMMAND [options]
                                         compare COMMAND with the game on random inputs (below)

Program:
  --cmd COMMAND          the program to grade, e.g. "java -cp sub Main" (default: suite.json's
                         command, else the bin of its game)
  --game NAME            a game of this repository (goose or @games/goose): its bin is the program
                         and, without SUITE, its fixtures are the suite
  --cwd DIR              the program's folder, where the paths in --cmd are read from (default:
                         suite.json's cwd, else the current folder; with --sandbox none, SUITE)
  --build COMMAND        run first, through sh, in a private copy of the program's folder (--cwd,
                         else the current folder; with --sandbox none, the folder itself), which
                         the cases then run, e.g. "javac *.java"; when it fails every case is a
                         Compilation Error (--build-time-limit T: its CPU time limit, default
                         60 s); --build java (no --cmd): Java found and compiled as class does,
                         its main class run

Grading:
  --compare MODE         exact (default), trim-end (ignore whitespace at the very end of the
                         output) or tokens (compare whitespace-separated words)
  --time-limit TIME      CPU time per case, every process of the program together: 2, 0.5, 2s
                         or 300ms (default 5 s; wall-clock time where CPU time cannot be measured)
  --wall-limit TIME      wall-clock time per case, for a program that sleeps or waits (default
                         3 times the time limit, and at least 5 s more than it)
  --output-limit SIZE    output limit per case: 1048576, 512K or 1M (default 1M)
  --strict-stderr        any output on standard error is a Runtime Error (.in/.out cases)
  --filter PATTERN       only the cases whose name matches a glob (spec-*) or contains PATTERN;
                         '!PATTERN' leaves those out; repeatable; selecting no case is an error
  --group NAME[,NAME]    only the cases of these groups of suite.json, or all (default: spec
                         when the program is not the suite's own game, else all)
  --shard K/N            only the K-th of N equal parts of the suite (for CI machines)
  -j, --jobs N           cases run at once (default: the number of cores)
  -u, --update           write the actual output as the expected output of the selected cases
                         that were not accepted; check the changes before committing them

Sandbox (see the README's "Security model"):
  --sandbox MODE         strict (default: namespaces with bubblewrap; falls back to basic, with a
                         warning, where the machine cannot), basic (private folder, cleared
                         environment, rlimits) or none (the program runs as you, in its folder)
  --allow-network        let the program use the network (strict cuts it off)
  --env NAME[=VALUE]     pass a variable besides PATH, the locale and runtimes' (repeatable)
  --visible PATH         let the program read PATH too (a runtime installed elsewhere);
                         never a path inside the suite; repeatable
  --memory-limit SIZE    memory of everything the program starts (default 512M; needs a cgroup)
  --process-limit N      processes and threads at once (default 256; needs a cgroup, or strict
                         mode as root)
  --file-limit SIZE      the largest file it may write, and its /tmp (default 64M)

Reports:
  -r, --reporter R       terminal (default), json[=FILE], junit[=FILE], html[=FILE], github,
                         classroom[=FILE], gradescope[=FILE]; may be repeated; json, junit,
                         html or gradescope without FILE writes to standard output instead of
                         the terminal report. html: one
                         page with a diff side by side for each failing case. github: ::error
                         annotations on standard output, and a Markdown summary appended to
                         $GITHUB_STEP_SUMMARY. classroom: GitHub Classroom's result as the step
                         output "result" in $GITHUB_OUTPUT (FILE: its JSON as well).
                         gradescope: Gradescope's results.json
  -q, --quiet            print only the cases that were not accepted, each with its one-line
                         reason, and the summary
  -v, --verbose          print whole diffs, standard error of every case, and each of several
                         cases that failed alike
  -h, --help             print this help
  -V, --version          print the version of games-grade

On a terminal a live line shows the cases done, those not accepted and the time so far; never
when standard output is not a terminal or CI is set.

Class (games-grade class): each entry of SUBMISSIONS is one student, named after it: a folder
(a clone, a Moodle folder, files nested or in a .zip) or a .zip. Without --cmd, Java is found:
every .java file is compiled and the class with public static void main is run; a failed build
is a Compilation Error in every case. Writes to --out (default grades/): students/NAME/report.json
and report.html, scoreboard.csv, scoreboard.html and class.json. Results are kept per submission,
suite and options, so a second run regrades only what changed. Exit 0 once graded.
  --suite DIR            the cases (or --game NAME: the game's)
  --build COMMAND        run in each student's folder first (needs --cmd)
  --cmd COMMAND          the student's program, its paths from the student's folder
  --build-time-limit T   the build's time limit, CPU time (default 60 s)
  --max-tle N            after N cases Time Limit Exceeded by the program (not by the
                         machine's load), the student's other cases are Not Run
  --submission-limit S   the most a whole submission may hold, its zips unpacked (default 100M)
  --shard K/N            only every N-th student from the K-th (merge the class.json files)
  --force                regrade every student, kept results or not
  -j, --jobs N           programs at once, all students together (default: the number of cores)
  --compare, --time-limit, --wall-limit, --output-limit, --strict-stderr, --filter, --group,
  --cwd, -q/--quiet, and the sandbox's --sandbox, --allow-network, --env, --visible,
  --memory-limit, --process-limit, --file-limit as above

Fuzz (games-grade fuzz): runs COMMAND and the game's own program on inputs from the game's
generateInput, small ones first, by default only inputs a student is graded on (the spec group's);
on the first difference, shrinks the input (to the generator's smallest size that still differs;
with --group all, to fewer lines and arguments and smaller numbers, while the game still accepts it),
prints it with the diff and writes it as the case fuzz-GAME-seedS-runK (.in/.args/.out) in --out.
Standard output and the exit code are compared exactly. A game whose fixtures are .protocol cases
is compared as those are graded: standard output and error as one stream, an "Error, ..." line of
the game matching any "Error, " line; the case is then NAME.protocol (+ NAME.args).
  --group spec|all       spec (default): inputs a student is graded on; all: every input the
                         generator makes, our decisions' and CLI's too
  --runs N               inputs to try (default 100)
  --seed N               where the inputs start; the same seed gives the same inputs (default 1)
  --max-size N           the size of the last input; sizes grow evenly from 1 (default 50, at most 100000)
  --shrink-limit N       programs run at most while shrinking (default 2000)
  --out DIR              where the shrunk case is written (default: fuzz-cases in the
                         current folder)
  --sandbox MODE         strict (default), basic or none, as above: both programs are boxed
  --visible PATH         let the candidate read PATH too (a runtime installed elsewhere);
                         repeatable
  --time-limit, --wall-limit, --output-limit, -j/--jobs as above, for both programs

Cases (by file name in SUITE): NAME.in + NAME.out (+ NAME.args), NAME.args + NAME.out,
NAME.protocol ("> " lines are input, "#" comments, other lines expected output).

Exit status: 0 when every case is accepted (or there are none), 1 when some are not,
2 for usage or suite errors. fuzz: 0 when every run agrees, 1 when a difference was found.
`;
}
