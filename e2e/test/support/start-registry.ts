import { type ChildProcessByStdio, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";

export interface LocalRegistry {
  /** `http://127.0.0.1:PORT/` */
  readonly url: string;
  /** A user config holding only the publisher's token for this registry (no `registry=`). */
  readonly publisherConfig: string;
  readonly stop: () => Promise<void>;
}

/**
 * verdaccio's settings: packages kept in `dir`, no uplink (so nothing is ever fetched from another
 * registry: a package not published here is not found), one user who may publish `@games/*`.
 * JSON is YAML, which verdaccio reads.
 */
function writeConfig(dir: string): string {
  const config = {
    storage: join(dir, "storage"),
    auth: { htpasswd: { file: join(dir, "htpasswd"), max_users: 1 } },
    uplinks: {},
    packages: {
      "@games/*": { access: "$all", publish: "$authenticated" },
      "**": { access: "$all" },
    },
    web: { enable: false },
    log: { type: "stdout", format: "pretty", level: "warn" },
  };
  const file = join(dir, "config.yaml");
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

type Server = ChildProcessByStdio<Writable, Readable, Readable>;

/** The port the server announces (among verdaccio's own log lines), or its standard error if it exits first. */
function readPort(server: Server): Promise<number> {
  let errors = "";
  server.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: server.stdout }).on("line", (line) => {
      const port = /^\{"port":(\d+)\}$/.exec(line)?.[1];
      if (port !== undefined) resolve(Number(port));
    });
    server.once("exit", (code) => reject(new Error(`verdaccio exited (${code}): ${errors}`)));
  });
}

/** Registers the one user verdaccio allows (max_users: 1) and returns the token it hands out. */
async function addPublisher(url: string): Promise<string> {
  const response = await fetch(`${url}-/user/org.couchdb.user:release`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "release", password: "a-local-test-password" }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || body.token === undefined)
    throw new Error(`verdaccio refused the publisher (${response.status})`);
  return body.token;
}

function stopServer(server: Server): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  server.stdin.end();
  server.kill();
  return exited;
}

/**
 * Starts verdaccio (its own process, see registry-server.mjs) on 127.0.0.1 on a free port, storing
 * everything in `dir`. Call `stop` when done; the server also stops when this process ends.
 */
export async function startRegistry(dir: string): Promise<LocalRegistry> {
  const script = join(import.meta.dirname, "registry-server.mjs");
  const server = spawn(process.execPath, [script, writeConfig(dir)], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  const stop = () => stopServer(server);
  try {
    const url = `http://127.0.0.1:${await readPort(server)}/`;
    const token = await addPublisher(url);
    const publisherConfig = join(dir, "publisher.npmrc");
    writeFileSync(publisherConfig, `${url.replace(/^http:/, "")}:_authToken=${token}\n`);
    return { url, publisherConfig, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
