import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureBuild,
  postContact,
  preparedDataDir,
  rawRequest,
  residentBytes,
  type ServerProcess,
  spawnServer,
  startServer,
} from "./server";

const MB = 1024 * 1024;

/** Streams up to `totalBytes` of chunked body, stopping as soon as the server answers. */
function streamChunkedPost(
  url: string,
  totalBytes: number,
  headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" },
) {
  const target = new URL(url);
  return new Promise<{ status: number; connection?: string; sentBytes: number }>(
    (resolve, reject) => {
      const request = http.request({
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers,
      });
      const chunk = Buffer.alloc(64 * 1024, "a");
      let sentBytes = 0;
      let answered = false;
      request.on("response", (response) => {
        answered = true;
        response.resume();
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          sentBytes,
        });
        request.destroy();
      });
      request.on("error", (error) => {
        if (!answered) reject(error);
      });
      const pump = () => {
        while (!answered && sentBytes < totalBytes) {
          sentBytes += chunk.byteLength;
          if (!request.write(chunk)) {
            request.once("drain", pump);
            return;
          }
        }
        if (!answered) request.end();
      };
      pump();
    },
  );
}

/** Every directory and file under `root` whose mode is not owner-only. */
function looseModes(root: string): string[] {
  const loose: string[] = [];
  const check = (target: string, expected: number) => {
    const mode = fs.statSync(target).mode & 0o777;
    if (mode !== expected) loose.push(`${path.relative(root, target) || "."} ${mode.toString(8)}`);
  };
  check(root, 0o700);
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    const target = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) check(target, 0o700);
    else if (entry.isFile()) check(target, 0o600);
  }
  return loose;
}

function privateTempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o700);
  return dir;
}

function writePrivateFile(file: string, bytes: Buffer | string) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, bytes, { mode: 0o600 });
}

// A second data directory, for the server refused for a taken port and the TRUST_PROXY server.
const otherDataDir = preparedDataDir("operator-edge-other-");
afterAll(() => fs.rmSync(otherDataDir, { recursive: true, force: true }));

describe("the production server at its edge", { timeout: 90_000 }, () => {
  const dataDir = privateTempDir("operator-edge-");
  let server: ServerProcess;

  beforeAll(async () => {
    ensureBuild();
    const uploads = path.join(dataDir, "uploads");
    writePrivateFile(
      path.join(uploads, "aircraft-specifications/abc-specification.pdf"),
      "%PDF-1.4\n%%EOF\n",
    );
    writePrivateFile(path.join(uploads, "article-images/picture.svg"), "<svg></svg>");
    server = await startServer({
      DATA_DIR: dataDir,
      STAFF_NOTIFY_EMAILS: "staff@aurum.test",
      DISABLE_RATE_LIMITS: "true",
    });
  }, 180_000);

  afterAll(async () => {
    await server?.stop("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a 100 MB chunked post to a page with 413 after reading little of it, memory flat", async () => {
    const pid = server.child.pid ?? 0;
    const before = residentBytes(pid);
    const answer = await streamChunkedPost(`${server.url}/contact`, 100 * MB);
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe("close");
    // The answer came while the client was still sending: what it wrote is what the socket
    // buffers hold, not the body.
    expect(answer.sentBytes).toBeLessThan(16 * MB);
    expect(residentBytes(pid) - before).toBeLessThan(32 * MB);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("refuses a 100 MB chunked JSON post to the API with 413 after reading little of it", async () => {
    const pid = server.child.pid ?? 0;
    const before = residentBytes(pid);
    const answer = await streamChunkedPost(`${server.url}/api/contact-submissions`, 100 * MB, {
      "Content-Type": "application/json",
      Origin: server.url,
    });
    expect(answer.status).toBe(413);
    expect(answer.sentBytes).toBeLessThan(16 * MB);
    expect(residentBytes(pid) - before).toBeLessThan(32 * MB);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("answers a declared oversize body at once with 413 and Connection: close", async () => {
    const target = new URL(`${server.url}/api/contact-submissions`);
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request({
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": String(50 * MB) },
      });
      request.on("response", (response) => {
        resolve(response);
        request.destroy();
      });
      request.on("error", reject);
      // Only the start of the body is ever sent: the answer must not wait for the rest.
      request.write("{");
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.headers.connection).toBe("close");
  });

  it("lets an upload endpoint take more than a form, up to its own limit", async () => {
    // 1 MB is over the form limit but within the image upload limit: the route answers
    // (401, nobody is signed in), not the edge.
    const answer = await fetch(`${server.url}/api/article-images`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: Buffer.alloc(MB, "a"),
    });
    expect(answer.status).toBe(401);
  });

  it("answers 4xx, never 5xx, to a bad Host header and undecodable paths", async () => {
    for (const host of ["a b", "evil.example@127.0.0.1", "x/y", "[::1"]) {
      const answer = await rawRequest(server.url, { headers: { Host: host } });
      expect(answer.status, host).toBe(400);
    }
    for (const pathname of ["/journal/%00", "/%E0%A4%A", "/journal/%", "/aircraft/%C0%AF"]) {
      const answer = await fetch(`${server.url}${pathname}`);
      expect([400, 404], pathname).toContain(answer.status);
    }
  });

  it("answers 415 to a JSON body posted to a public page", async () => {
    const answer = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "contact" }),
    });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ error: "Expected a form submission" });
  });

  it("keeps the answer to a form post out of every cache, but lets caches keep the page", async () => {
    const page = await fetch(`${server.url}/contact`);
    expect(page.headers.get("cache-control")).toMatch(/^public/);
    const posted = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ email: "visitor@example.com" }).toString(),
    });
    expect(posted.status).toBeLessThan(500);
    expect(posted.headers.get("cache-control")).toBe("private, no-store");
    // The same post sent by the client router (JavaScript on).
    const data = await fetch(`${server.url}/contact.data`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ email: "visitor@example.com" }).toString(),
    });
    expect(data.status).toBeLessThan(500);
    expect(data.headers.get("cache-control")).toBe("private, no-store");
  });

  it("sends a Permissions-Policy, and no HSTS while the site is served over http", async () => {
    const answer = await fetch(`${server.url}/`);
    expect(answer.headers.get("permissions-policy")).toContain("camera=()");
    expect(answer.headers.get("permissions-policy")).toContain("geolocation=()");
    expect(answer.headers.get("strict-transport-security")).toBeNull();
  });

  it("serves uploads sandboxed and unsniffed, PDFs as downloads under their name", async () => {
    const pdf = await fetch(`${server.url}/uploads/aircraft-specifications/abc-specification.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-security-policy")).toBe("sandbox");
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    expect(pdf.headers.get("content-disposition")).toBe(
      'attachment; filename="abc-specification.pdf"',
    );
    const svg = await fetch(`${server.url}/uploads/article-images/picture.svg`);
    expect(svg.headers.get("content-security-policy")).toBe("sandbox");
    expect(svg.headers.get("content-disposition")).toBeNull();
  });

  it("refuses a cookie-bearing post that says neither where it came from", async () => {
    const url = `${server.url}/api/articles`;
    const body = JSON.stringify({ title: "x" });
    const json = { "Content-Type": "application/json" };
    const cookie = { Cookie: "better-auth.session_token=forged" };
    const bare = await rawRequest(url, { method: "POST", headers: { ...json, ...cookie }, body });
    expect(bare.status).toBe(403);
    const sameOrigin = await rawRequest(url, {
      method: "POST",
      headers: { ...json, ...cookie, "Sec-Fetch-Site": "same-origin" },
      body,
    });
    expect(sameOrigin.status).toBe(401);
    const script = await rawRequest(url, { method: "POST", headers: json, body });
    expect(script.status).toBe(401);
  });

  it("keeps DATA_DIR and everything the server writes in it for its own user", async () => {
    // A verified enquiry queues two emails, written as .eml files without SMTP.
    const challenge = await (await fetch(`${server.url}/api/altcha/challenge`)).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    const status = await fetch(`${server.url}/api/contact-submissions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        fullName: "Mode Check",
        company: "Ops / Tester",
        email: "modes@example.com",
        location: "Geneva",
        inquiryType: "general",
        message: "Checking file modes.",
        captcha: true,
        altcha,
      }),
    }).then((response) => response.status);
    expect(status).toBe(201);
    const mailDir = path.join(dataDir, "mail");
    for (let attempt = 0; attempt < 100; attempt++) {
      if (fs.existsSync(mailDir) && fs.readdirSync(mailDir).some((name) => name.endsWith(".eml")))
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(fs.readdirSync(mailDir).some((name) => name.endsWith(".eml"))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, "secrets/signing-secret"))).toBe(true);
    expect(looseModes(dataDir)).toEqual([]);
  });

  it("exits non-zero naming the port when it is taken, and frees its database", async () => {
    const second = await spawnServer({ DATA_DIR: otherDataDir, PORT: String(server.port) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Port ${server.port}`);
    expect(second.output()).not.toContain("Ready");
    expect(fs.existsSync(path.join(otherDataDir, ".lock"))).toBe(false);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("stores enquiries while being probed (the posts above did not disturb it)", async () => {
    expect(await postContact(server.url, "after-probes@example.com")).toBe(201);
  });
});

describe("TRUST_PROXY", { timeout: 90_000 }, () => {
  const dataDir = otherDataDir;
  let server: ServerProcess | undefined;

  beforeAll(() => ensureBuild(), 180_000);
  afterAll(async () => {
    await server?.stop("SIGKILL");
  });

  it("refuses true at start-up, explaining the hop count", async () => {
    const refused = await spawnServer({ DATA_DIR: dataDir, TRUST_PROXY: "true" });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain("TRUST_PROXY");
    expect(refused.output()).toContain("number of proxies");
  });

  it("behind one trusted hop, a spoofed X-Forwarded-For does not escape the per-IP limit", async () => {
    server = await startServer({
      DATA_DIR: dataDir,
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://jets.example",
    });
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      // The client writes any left-most address it likes; the proxy appends the real one.
      const forwarded = `${index + 1}.2.3.4, 203.0.113.7`;
      statuses.push(
        await postContact(server.url, `spoof-${index}@example.com`, {
          "X-Forwarded-For": forwarded,
        }),
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    // Another real client behind the same proxy keeps its own budget.
    expect(
      await postContact(server.url, "neighbour@example.com", {
        "X-Forwarded-For": "1.2.3.4, 203.0.113.8",
      }),
    ).toBe(201);
  });

  it("sends HSTS when the public address is https", async () => {
    const answer = await fetch(`${server?.url}/`);
    expect(answer.headers.get("strict-transport-security")).toContain("max-age=");
  });
});
