import {
  listInTheWay,
  listLinks,
  refuseInTheWay,
  refuseLinksOut,
  runBuildCommand,
  SubmissionProblem,
} from "../class/index.js";
import { type BuiltFirst, judgeFailure } from "./judge-build-failure.js";

type BuildRequest = Parameters<typeof runBuildCommand>[1];

/** Without a sandbox the build runs as you, in the program's folder, as `sh` would. */
export async function buildInPlace(
  command: string,
  request: BuildRequest,
  hidden: readonly string[],
): Promise<BuiltFirst> {
  const options = await judgeFailure(async () => {
    // Links the folder had are its owner's; one the build makes must not lead out of it, nor
    // stand where a report is written next, whether the build ended well or not.
    const known = listLinks(request.dir);
    const inTheWay = listInTheWay(request.dir, hidden);
    const failure = await runBuildCommand(command, request).then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
    if (failure !== undefined && !(failure.error instanceof SubmissionProblem)) throw failure.error;
    refuseInTheWay(request.dir, hidden, inTheWay);
    if (known !== undefined) refuseLinksOut(request.dir, request.dir, known);
    if (failure !== undefined) throw failure.error;
    return {};
  });
  return { options, cleanup: async () => {} };
}
