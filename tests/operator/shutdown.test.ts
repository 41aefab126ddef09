import { spawn } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai";
import {
  ensureBuild,
  preparedDataDir,
  projectRoot,
  type ServerProcess,
  startServer,
} from "./server";

const ADMIN = { email: "ops@aurum.test", password: "Shutdown-test-2026" };

/** `npm run admin:create` against the data directory, before the server holds it. */
function createAdmin(dataDir: string) {
  return new Promise<number | null>((resolve) => {
    const child = spawn(
      "npx",
      ["tsx", "scripts/admin-create.ts", "--email", ADMIN.email, "--password", ADMIN.password],
      {
        cwd: projectRoot,
        env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir },
        stdio: "ignore",
      },
    );
    child.on("exit", resolve);
  });
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function waitFor(condition: () => boolean | Promise<boolean>, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("SIGTERM during an AI generation job", { timeout: 120_000 }, () => {
  const dataDir = preparedDataDir("operator-shutdown-");
  let openai: FakeOpenAI;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    ensureBuild();
    openai = await startFakeOpenAI();
    expect(await createAdmin(dataDir)).toBe(0);
  }, 180_000);

  afterAll(async () => {
    await server?.stop("SIGKILL");
    await openai?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("aborts the model call, stops cleanly, and the job resumes on the next start", async () => {
    const env = {
      DATA_DIR: dataDir,
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: openai.baseURL,
    };
    // A model slower than the shutdown's grace period.
    openai.slowChat(60_000);
    server = await startServer(env);
    const cookie = await signIn(server.url);
    const queued = await fetch(`${server.url}/api/generate-bulk-articles`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url, Cookie: cookie },
      body: JSON.stringify({
        csvData: [
          { keyword: "charter costs", title: "What a Charter Really Costs" },
          { keyword: "jet card", title: "Jet Cards Explained" },
        ],
        category: "aviation",
        author: "Aurum Editorial",
      }),
    });
    const job = (await queued.json()) as { id: string };
    expect(queued.status, JSON.stringify(job)).toBe(202);
    await waitFor(
      () => openai.calls.some((call) => call.path.endsWith("/chat/completions")),
      30_000,
    );

    // Exit code 0: stopped by itself, not by the forced-exit timer (which exits 1).
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(server.output()).toContain("interrupted by shutdown");
    expect(server.output()).toContain("Stopped");

    openai.reset();
    server = await startServer(env);
    const restartedCookie = await signIn(server.url);
    const progress = async () => {
      const response = await fetch(`${server!.url}/api/generate-bulk-articles?jobId=${job.id}`, {
        headers: { Cookie: restartedCookie },
      });
      return (await response.json()) as { status: string; count: number; failed: number };
    };
    await waitFor(async () => (await progress()).status === "completed", 60_000);
    expect(await progress()).toMatchObject({ status: "completed", count: 2, failed: 0 });
  });
});
