import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

/**
 * The production server as an operator runs it (`node server.js` on the built bundle), for
 * tests that kill it, starve it or cut its database. BUILD_DIR picks the bundle (default
 * `build`); it is built once when missing.
 */

export const projectRoot = path.resolve(import.meta.dirname, "../..");
export const buildDir = process.env.BUILD_DIR ?? "build";

export function ensureBuild() {
  if (fs.existsSync(path.join(projectRoot, buildDir, "server/index.js"))) return;
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: projectRoot,
    env: { ...process.env, BUILD_DIR: buildDir },
    stdio: "ignore",
  });
  if (result.status !== 0) throw new Error("react-router build failed");
}

/**
 * A new private DATA_DIR holding a copy of the embedded database the operator global setup
 * prepared (initialised, migrated and seeded, as a first start leaves it): a server started on
 * it skips initdb and the migrations, seconds of CPU per start. Tests of a first start take an
 * empty directory instead.
 */
export function preparedDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o700);
  fs.cpSync(inject("preparedPgdata"), path.join(dir, "pgdata"), { recursive: true });
  return dir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Spawns the server; it may still be starting (see waitUntilHealthy). */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      LOG_LEVEL: "info",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Polls /healthz until it answers 200; fails if the process exits first. */
export async function waitUntilHealthy(server: ServerProcess, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`Server exited early:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`Server did not become healthy:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  await waitUntilHealthy(server);
  return server;
}

/** Runs a command to completion and returns its exit code and output. */
export function runToExit(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The resident memory of a process, from /proc (Linux). */
export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kilobytes) throw new Error(`No VmRSS for ${pid}`);
  return Number(kilobytes) * 1024;
}

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether the request went out on a connection an earlier request had opened. */
  reusedSocket: boolean;
};

/**
 * One request with headers fetch() would not send as given (Host, no Origin), on a
 * connection of its own (a pooled keep-alive socket could belong to a process that is gone),
 * unless `agent` is a pool whose connection the test means to reuse.
 */
export function rawRequest(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    agent = false,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    agent?: http.Agent | false;
  },
): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers,
        agent,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            reusedSocket: request.reusedSocket,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** A contact enquiry as the public API takes it; `email` tells the submissions apart. */
export function contactSubmission(email: string) {
  return {
    fullName: "Fault Injection",
    company: "Operations / Tester",
    email,
    phone: "",
    location: "Geneva",
    inquiryType: "general",
    message: "A submission sent while the server is being disturbed.",
    captcha: true,
  };
}

/** Posts one contact enquiry; the status, or 0 when the connection failed. */
export async function postContact(
  baseUrl: string,
  email: string,
  headers: Record<string, string> = {},
) {
  try {
    const response = await fetch(`${baseUrl}/api/contact-submissions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(contactSubmission(email)),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
