import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Two ends of one connected socket: the child writes to `childEnd`, the harness reads `readEnd`. */
export interface SocketPair {
  readonly childEnd: Socket;
  readonly readEnd: Socket;
}

export interface OutputChannel {
  open(): Promise<SocketPair>;
  close(): Promise<void>;
}

/**
 * Makes connected socket pairs through a Unix socket in a temporary folder. A child given the same
 * socket as its fd 1 and fd 2 writes both streams into one ordered stream, as a terminal shows
 * them; Node has no `pipe()`, and two pipes merged afterwards would lose that order.
 */
export function createOutputChannel(): OutputChannel {
  let listening: Promise<{ server: Server; dir: string; address: string }> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const listen = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "games-grade-"));
    const address = path.join(dir, "output.sock");
    const server = createServer();
    server.listen(address);
    await once(server, "listening");
    return { server, dir, address };
  };

  // One pair at a time, so that each accepted connection belongs to the connect just made.
  const open = async (): Promise<SocketPair> => {
    listening ??= listen();
    const { server, address } = await listening;
    const accepted = once(server, "connection") as Promise<[Socket]>;
    const childEnd = connect(address);
    await once(childEnd, "connect");
    const [readEnd] = await accepted;
    return { childEnd, readEnd };
  };

  return {
    open() {
      const pair = queue.then(open);
      queue = pair.catch(() => undefined);
      return pair;
    },
    async close() {
      if (listening === undefined) return;
      const { server, dir } = await listening;
      server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
