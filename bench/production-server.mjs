// Starts the production build on a free loopback port with a throw-away embedded database,
// for the benchmark scripts in this directory.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export function assertLoopback(url) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  if (!["127.0.0.1", "localhost", "::1"].includes(host)) {
    throw new Error(`Refusing to load-test ${host}: only loopback addresses are allowed`);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production server on a free loopback port with a fresh embedded database.
 * `env` overrides the defaults (a PORT, a DATABASE_URL, other settings); a DATA_DIR given
 * there belongs to the caller and is left in place when the server stops.
 */
export async function startServer(env = {}) {
  const buildDir = env.BUILD_DIR ?? process.env.BUILD_DIR ?? "build";
  if (!fs.existsSync(path.join(root, buildDir, "server/index.js"))) {
    console.log(`No production build in ${buildDir}/: building…`);
    const build = spawnSync("npx", ["react-router", "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (build.status !== 0) throw new Error("react-router build failed");
  }
  const port = env.PORT ?? String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const ownsDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const removeDataDir = () => ownsDataDir && fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      PORT: port,
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // Whatever ends this script (an error, Ctrl-C, a closed pipe) also ends the server.
  const killChild = () => child.exitCode === null && child.kill("SIGKILL");
  process.once("exit", killChild);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.once(signal, () => {
      killChild();
      removeDataDir();
      process.exit(130);
    });
  }
  process.stdout.on("error", () => process.exit(1));
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    removeDataDir();
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited before it was ready:\n${errors}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become ready within 120 s:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
