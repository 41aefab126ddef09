import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_PNG } from "../support/fake-openai";
import { type LocalS3Server, startS3Server } from "../support/s3-server";
import { type FakeSmtpServer, startFakeSmtpServer } from "../support/smtp";
import {
  contactSubmission,
  ensureBuild,
  freePort,
  projectRoot,
  rawRequest,
  runToExit,
  type ServerProcess,
  spawnServer,
  waitUntilHealthy,
} from "./server";

/**
 * Two instances of the production server on one PostgreSQL database behind nginx, configured
 * from deploy/nginx.conf, as an operator deploys them: one a single process, the other two
 * node:cluster workers. Uploads go to one S3-protocol bucket both read, each instance keeps a
 * data directory of its own. Requests come from several loopback addresses (127.0.1.x, 127.0.2.x)
 * so the proxy sees distinct clients.
 */

const ADMIN = { email: "ops@aurum.test", password: "Multi-instance-2026" };
const STAFF = "staff@aurum.test";
const ENQUIRIES = 1_000;
/** The enquiries come from this many addresses, each below the contact form's budget of 10. */
const CLIENT_ADDRESSES = 125;

/** A contact enquiry through the proxy; its status, or 0 when the connection failed. */
async function postEnquiry(
  baseUrl: string,
  email: string,
  { localAddress, forwardedFor }: { localAddress: string; forwardedFor?: string },
): Promise<number> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (forwardedFor) headers["X-Forwarded-For"] = forwardedFor;
  // From `localAddress`, which rawRequest cannot choose: the proxy counts limits per client address.
  const request = http.request(`${baseUrl}/api/contact-submissions`, {
    method: "POST",
    headers,
    localAddress,
    agent: false,
  });
  request.end(JSON.stringify(contactSubmission(email)));
  try {
    const [response] = (await once(request, "response")) as [http.IncomingMessage];
    response.resume();
    await once(response, "end");
    return response.statusCode ?? 0;
  } catch {
    return 0;
  }
}

/** Sends `emails` as enquiries from rotating client addresses, `concurrency` at a time. */
async function sendEnquiries(
  baseUrl: string,
  emails: string[],
  addressOf: (index: number) => string,
  concurrency = 12,
) {
  const acknowledged: string[] = [];
  const statuses: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < emails.length) {
      const index = next++;
      const email = emails[index] ?? "";
      const status = await postEnquiry(baseUrl, email, { localAddress: addressOf(index) });
      statuses.push(status);
      if (status === 201) acknowledged.push(email);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { acknowledged, statuses };
}

/** Clients sending enquiries while an instance stops: at most this many requests are in flight. */
const ENQUIRY_CLIENTS_WHILE_STOPPING = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

type Nginx = { url: string; accessLog: () => string; errorLog: () => string; stop: () => void };

/**
 * deploy/nginx.conf with this test's ports, inside a main configuration of its own (prefix,
 * pid, logs and temporary files in `directory`): a foreground child, never the system service.
 */
async function startNginx(directory: string, upstreamPorts: [number, number]): Promise<Nginx> {
  const port = await freePort();
  let site = fs.readFileSync(path.join(projectRoot, "deploy/nginx.conf"), "utf8");
  const replacements: Array<[string, string]> = [
    ["listen 80;", `listen 127.0.0.1:${port};`],
    ["listen [::]:80;", ""],
    ["server 127.0.0.1:3001 ", `server 127.0.0.1:${upstreamPorts[0]} `],
    ["server 127.0.0.1:3002 ", `server 127.0.0.1:${upstreamPorts[1]} `],
  ];
  for (const [from, to] of replacements) {
    // The deployed file must keep the shape this test configures; a silent miss would test
    // a configuration nobody deploys.
    expect(site).toContain(from);
    site = site.replace(from, to);
  }
  const accessLog = path.join(directory, "access.log");
  const errorLog = path.join(directory, "error.log");
  const main = [
    process.getuid?.() === 0 ? "user root;" : "",
    "worker_processes 1;",
    "daemon off;",
    `pid ${path.join(directory, "nginx.pid")};`,
    `error_log ${errorLog} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  log_format upstreams '$remote_addr $request_method $uri $status $upstream_addr';",
    `  access_log ${accessLog} upstreams;`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (kind) => `  ${kind}_temp_path ${path.join(directory, kind)};`,
    ),
    site,
    "}",
  ].join("\n");
  const config = path.join(directory, "nginx.conf");
  fs.writeFileSync(config, main);
  const checked = spawnSync("nginx", ["-t", "-p", directory, "-e", errorLog, "-c", config], {
    encoding: "utf8",
  });
  expect(checked.status, checked.stderr).toBe(0);
  const child: ChildProcess = spawn("nginx", ["-p", directory, "-e", errorLog, "-c", config], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  // Listening is enough: /healthz says 502 until an instance is up behind it.
  const up = await until(
    () =>
      fetch(`${url}/healthz`)
        .then(() => true)
        .catch(() => false),
    15_000,
  );
  expect(up).toBe(true);
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
  return {
    url,
    accessLog: () => read(accessLog),
    errorLog: () => read(errorLog),
    stop: () => {
      if (child.exitCode === null) child.kill("SIGQUIT");
    },
  };
}

const adminUrl = process.env.TEST_DATABASE_URL;

// Needs a PostgreSQL server (TEST_DATABASE_URL, as in CI) and Debian's nginx (.ci/run installs it).
describe.runIf(Boolean(adminUrl))("two instances behind nginx", { timeout: 240_000 }, () => {
  const owner = new URL(adminUrl ?? "postgres://localhost/postgres").pathname.slice(1);
  const database = `${owner || "postgres"}_multi_${process.pid}_${Date.now().toString(36)}`;
  // A data directory per instance, as on separate machines: uploads live only in the bucket.
  const dataDirs = new Map<number, string>();
  const dataDirOf = (port: number) => {
    const known = dataDirs.get(port);
    if (known) return known;
    const created = fs.mkdtempSync(path.join(os.tmpdir(), "multi-instance-data-"));
    dataDirs.set(port, created);
    return created;
  };
  const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), "multi-instance-nginx-"));
  let admin: pg.Client;
  let smtp: FakeSmtpServer;
  let s3: LocalS3Server;
  let nginx: Nginx;
  let single: ServerProcess;
  let clustered: ServerProcess;
  let cookie = "";
  /** Every instance started, killed at the end even when the set-up failed half-way. */
  const spawned: ServerProcess[] = [];
  let env: Record<string, string>;

  const databaseUrl = () => {
    const url = new URL(adminUrl ?? "");
    url.pathname = `/${database}`;
    return url.toString();
  };
  const query = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await admin.query<Row>(text.replace("$db", database), values)).rows;
  const queryApp = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  /** Starts an instance and waits until every one of its processes listens. */
  const startInstance = async (port: number, workers: number) => {
    const server = await spawnServer({
      ...env,
      DATA_DIR: dataDirOf(port),
      PORT: String(port),
      WEB_CONCURRENCY: `${workers}`,
    });
    spawned.push(server);
    // Generous: on a loaded machine loading the build alone can take a minute.
    await waitUntilHealthy(server, 150_000);
    expect(await until(() => server.output().includes("Ready:"), 30_000)).toBe(true);
    return server;
  };

  beforeAll(async () => {
    ensureBuild();
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await query("create database $db");
    smtp = await startFakeSmtpServer();
    s3 = await startS3Server({ bucket: "aurum-media", prefix: "site" });
    const [singlePort, clusteredPort] = [await freePort(), await freePort()];
    nginx = await startNginx(nginxDir, [singlePort, clusteredPort]);
    env = {
      DATABASE_URL: databaseUrl(),
      ...s3.env,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY: "1",
      PUBLIC_URL: nginx.url,
      SMTP_URL: smtp.url,
      STAFF_NOTIFY_EMAILS: STAFF,
      LOG_LEVEL: "warn",
    };
    // Both start at once on the empty database: one migrates and seeds, the other waits.
    [single, clustered] = await Promise.all([
      startInstance(singlePort, 1),
      startInstance(clusteredPort, 2),
    ]);
    const created = await runToExit(
      "npx",
      ["tsx", "scripts/admin-create.ts", "--email", ADMIN.email, "--password", ADMIN.password],
      { DATABASE_URL: databaseUrl(), DATA_DIR: dataDirOf(singlePort) },
    );
    expect(created.code, created.stderr).toBe(0);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(spawned.map((server) => server.stop("SIGKILL")));
    nginx?.stop();
    await smtp?.stop();
    await s3?.close();
    await query("drop database if exists $db with (force)").catch(() => {});
    await admin?.end();
    for (const dataDir of dataDirs.values()) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(nginxDir, { recursive: true, force: true });
  });

  it("keeps a session valid on whichever instance answers", async () => {
    const signedIn = await rawRequest(`${nginx.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: nginx.url },
      body: JSON.stringify(ADMIN),
    });
    expect(signedIn.status).toBe(200);
    const setCookies = signedIn.headers["set-cookie"] ?? [];
    cookie = setCookies.map((line) => line.split(";")[0]).join("; ");
    expect(cookie).not.toBe("");
    for (const base of [single.url, clustered.url, clustered.url, nginx.url, nginx.url]) {
      const listed = await rawRequest(`${base}/api/contact-submissions`, {
        headers: { Cookie: cookie },
      });
      expect(listed.status, base).toBe(200);
    }
    const anonymous = await rawRequest(`${clustered.url}/api/contact-submissions`, {});
    expect([401, 403]).toContain(anonymous.status);
  });

  it("shows an uploaded aircraft photo, an article image and a published article on every public page of both instances at once", async () => {
    const slugTag = `two-instances-one-journal-${Date.now().toString(36)}`;
    const title = `Two Instances, One Journal ${slugTag.split("-").at(-1)}`;
    const category = "market-trends";
    const [listed] = await queryApp<{ id: string; slug: string }>(
      "select id, slug from aircraft where slug = 'gulfstream-iv-sp' and website_listing",
    );
    expect(listed).toBeDefined();
    const { id: aircraftId, slug: aircraftSlug } = listed as { id: string; slug: string };
    const journalPages = ["/journal", "/journal/rss.xml", "/sitemap.xml"];
    const aircraftPages = ["/aircraft", `/aircraft/${aircraftSlug}`];
    // Every page cached on both instances (and both workers of the clustered one) beforehand;
    // the seeded aircraft show only the site's bundled pictures, nothing uploaded yet.
    for (const base of [single.url, clustered.url]) {
      for (const page of [...journalPages, ...aircraftPages]) {
        for (let round = 0; round < 3; round++) {
          const before = await rawRequest(`${base}${page}`, {});
          expect(before.status).toBe(200);
          expect(before.body).not.toContain(slugTag);
          if (aircraftPages.includes(page)) expect(before.body).not.toContain("/uploads/");
        }
      }
    }

    const photoForm = new FormData();
    const photo = await sharp({
      create: { width: 1800, height: 1200, channels: 3, background: "#1d3557" },
    })
      .jpeg()
      .toBuffer();
    photoForm.set("file", new File([photo], "gulfstream-ramp.jpg", { type: "image/jpeg" }));
    const added = await fetch(`${nginx.url}/api/aircraft/${aircraftId}/images`, {
      method: "POST",
      headers: { Origin: nginx.url, Cookie: cookie },
      body: photoForm,
    });
    expect(added.status, await added.clone().text()).toBe(201);
    type Photo = {
      id: string;
      hero: boolean;
      rendition: { src: string; variants: { url: string; width: number }[] };
    };
    const { photos } = (await added.json()) as { photos: Photo[] };
    const uploadedPhoto = photos.find((candidate) =>
      candidate.rendition.src.startsWith("/uploads/"),
    );
    expect(uploadedPhoto).toBeDefined();
    const { id: photoId, rendition } = uploadedPhoto as Photo;
    const heroSet = await rawRequest(`${nginx.url}/api/aircraft/${aircraftId}/images/${photoId}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Origin: nginx.url, Cookie: cookie },
      body: JSON.stringify({ hero: true }),
    });
    expect(heroSet.status, heroSet.body).toBe(200);
    const smallest = rendition.variants[0];
    const largest = rendition.variants.at(-1);
    expect(smallest).toBeDefined();
    expect(largest?.url).toBe(rendition.src);

    const form = new FormData();
    form.set("file", new File([FAKE_PNG], "runway.png", { type: "image/png" }));
    const uploaded = await fetch(`${nginx.url}/api/article-images`, {
      method: "POST",
      headers: { Origin: nginx.url, Cookie: cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url: imageUrl } = (await uploaded.json()) as { url: string };

    const created = await rawRequest(`${nginx.url}/api/articles`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: nginx.url, Cookie: cookie },
      body: JSON.stringify({
        title,
        category,
        author: "Operations",
        image: imageUrl,
        imageAlt: "A runway at dusk",
        excerpt: "Published through the proxy, read from both instances.",
        content: "<p>Several instances share one database and its notifications.</p>",
        status: "draft",
      }),
    });
    expect(created.status).toBe(201);
    const article = JSON.parse(created.body) as { id: string; slug: string };
    const published = await rawRequest(`${nginx.url}/api/articles/publish`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: nginx.url, Cookie: cookie },
      body: JSON.stringify({ ids: [article.id] }),
    });
    expect(published.status, published.body).toBe(200);

    /** An `srcset` attribute (React writes it `srcSet`) that lists `url` at `width`. */
    const srcsetWith = (url: string, width: number) =>
      new RegExp(`srcset="[^"]*${url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} ${width}w`, "i");
    // The other instances hear of the change through PostgreSQL's NOTIFY, within moments.
    expect(article.slug).toBe(slugTag);
    for (const base of [single.url, clustered.url]) {
      // Lists, feed and sitemap link to the article; its own page shows its title; the aircraft
      // listing and page show the new hero photo among their responsive variants.
      const expectations: Array<[string, string | RegExp]> = [
        ...journalPages.map((page): [string, string] => [page, `/journal/${article.slug}`]),
        [`/journal/${article.slug}`, title],
        ["/aircraft", srcsetWith(smallest?.url ?? "", smallest?.width ?? 0)],
        [`/aircraft/${aircraftSlug}`, srcsetWith(rendition.src, largest?.width ?? 0)],
      ];
      for (const [page, expected] of expectations) {
        const shown = await until(async () => {
          const body = (await rawRequest(`${base}${page}`, {})).body;
          return typeof expected === "string" ? body.includes(expected) : expected.test(body);
        }, 2_000);
        expect(shown, `${base}${page} shows ${expected}`).toBe(true);
      }
      // Each instance serves the files from the shared bucket: neither has them on its disk.
      const files: Array<[string, string]> = [
        [imageUrl, "image/webp"],
        [smallest?.url ?? "", "image/webp"],
        [rendition.src, "image/webp"],
      ];
      for (const [file, contentType] of files) {
        for (let round = 0; round < 3; round++) {
          const image = await rawRequest(`${base}${file}`, {});
          expect(image.status, `${base}${file}`).toBe(200);
          expect(image.headers["content-type"]).toBe(contentType);
        }
      }
    }
    const photoFolder = path.basename(path.dirname(rendition.src));
    for (const dataDir of dataDirs.values()) {
      const local = fs.readdirSync(dataDir, { recursive: true }).map(String);
      expect(local.filter((entry) => entry.includes(photoFolder))).toEqual([]);
    }
  });

  it("stores 1,000 enquiries spread over both instances and notifies staff exactly once each", async () => {
    const emails = Array.from({ length: ENQUIRIES }, (_, index) => `spread-${index}@example.com`);
    const { acknowledged, statuses } = await sendEnquiries(
      nginx.url,
      emails,
      (index) => `127.0.1.${(index % CLIENT_ADDRESSES) + 1}`,
    );
    expect(
      statuses.filter((status) => status !== 201),
      nginx.errorLog(),
    ).toEqual([]);
    expect(acknowledged).toHaveLength(ENQUIRIES);

    const upstreams = nginx
      .accessLog()
      .split("\n")
      .filter((line) => line.includes(" POST /api/contact-submissions 201 "))
      .map((line) => line.split(" ").at(-1));
    for (const port of [single.port, clustered.port]) {
      const served = upstreams.filter((upstream) => upstream === `127.0.0.1:${port}`).length;
      expect(served, `enquiries answered by :${port}`).toBeGreaterThan(ENQUIRIES / 4);
    }

    const [stored] = await queryApp<{ count: string }>(
      "select count(*) from contact_submissions where email like 'spread-%'",
    );
    expect(Number(stored?.count)).toBe(ENQUIRIES);

    const notified = () =>
      smtp.messages.filter(
        (mail) =>
          mail.recipients.includes(STAFF) && mail.headers.get("reply-to")?.startsWith("spread-"),
      );
    const delivered = await until(async () => {
      const [pending] = await queryApp<{ count: string }>(
        "select count(*) from mail_outbox where status = 'pending'",
      );
      return Number(pending?.count) === 0 && notified().length >= ENQUIRIES;
    }, 150_000);
    expect(delivered).toBe(true);
    // A duplicate from two workers would arrive after the outbox emptied: give it the time.
    await sleep(500);
    const replyTos = notified().map((mail) => mail.headers.get("reply-to"));
    expect(replyTos).toHaveLength(ENQUIRIES);
    expect(new Set(replyTos).size).toBe(ENQUIRIES);
  });

  it("counts per-IP limits on the client's real address, whatever X-Forwarded-For it forges", async () => {
    const client = "127.0.2.1";
    // The contact form allows 10 enquiries per address per 10 minutes, over both instances.
    for (let index = 0; index < 10; index++) {
      const status = await postEnquiry(nginx.url, `limited-${index}@example.com`, {
        localAddress: client,
        forwardedFor: `203.0.113.${index + 1}`,
      });
      expect(status, `enquiry ${index + 1}`).toBe(201);
    }
    for (const forged of ["198.51.100.7", "198.51.100.8, 198.51.100.9", "127.0.2.99"]) {
      expect(
        await postEnquiry(nginx.url, "limited-over@example.com", {
          localAddress: client,
          forwardedFor: forged,
        }),
      ).toBe(429);
    }
    const answered = nginx
      .accessLog()
      .split("\n")
      .filter((line) => line.startsWith(`${client} POST /api/contact-submissions 201 `))
      .map((line) => line.split(" ").at(-1));
    // Both instances took part in the count: the budget is shared, not one per instance.
    expect(new Set(answered).size).toBe(2);
    // Another client is not affected.
    expect(
      await postEnquiry(nginx.url, "neighbour@example.com", { localAddress: "127.0.2.2" }),
    ).toBe(201);
  });

  /** Enquiries through the proxy while `stop` stops an instance; what was stored of them. */
  async function enquiriesWhile(tag: string, stop: () => Promise<unknown>) {
    const emails = Array.from({ length: 200 }, (_, index) => `${tag}-${index}@example.com`);
    const load = sendEnquiries(
      nginx.url,
      emails,
      (index) => `127.0.3.${(index % 50) + 1}`,
      ENQUIRY_CLIENTS_WHILE_STOPPING,
    );
    await sleep(300);
    await stop();
    const { acknowledged, statuses } = await load;
    const stored = new Set(
      (
        await queryApp<{ email: string }>(
          "select email from contact_submissions where email like $1",
          [`${tag}-%`],
        )
      ).map((row) => row.email),
    );
    return { emails, acknowledged, statuses, stored };
  }

  it("loses no acknowledged enquiry when an instance is killed (SIGKILL), and routes to the other", async () => {
    const { emails, acknowledged, statuses, stored } = await enquiriesWhile("killed", () =>
      single.stop("SIGKILL"),
    );
    const errorLog = nginx.errorLog();
    const journalWhileDown = (await rawRequest(`${nginx.url}/journal`, {})).status;
    // Started again before anything is asserted: the next test needs both instances either way.
    single = await startInstance(single.port, 1);

    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    // Only the requests the killed instance was answering fail (502, never repeated by nginx:
    // a POST may have been stored); every later one went to the other instance.
    expect(
      statuses.filter((status) => status !== 201 && status !== 502),
      errorLog,
    ).toEqual([]);
    expect(acknowledged.length, errorLog).toBeGreaterThanOrEqual(
      emails.length - ENQUIRY_CLIENTS_WHILE_STOPPING,
    );
    // nginx saw it go: refused connections, or the connections it was answering on cut.
    expect(errorLog).toMatch(
      /connect\(\) failed \(111: Connection refused\)|Connection reset by peer|upstream prematurely closed/,
    );
    expect(journalWhileDown).toBe(200);
    // nginx left it out after its failures (fail_timeout): wait until it routes to it again.
    const seen = nginx.accessLog().length;
    const routedAgain = await until(async () => {
      await rawRequest(`${nginx.url}/journal`, {});
      return nginx.accessLog().slice(seen).includes(`127.0.0.1:${single.port}`);
    }, 30_000);
    expect(routedAgain).toBe(true);
  });

  it("finishes every request it started when an instance is stopped (SIGTERM), and routes to the other", async () => {
    let exitCode: number | null = null;
    const { emails, acknowledged, statuses, stored } = await enquiriesWhile("stopped", async () => {
      exitCode = await clustered.stop("SIGTERM");
    });
    expect(exitCode, clustered.output().slice(-2000)).toBe(0);
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    // Its in-flight requests were answered before it closed; the rest went to the other one.
    // The one exception is a connection nginx opened in the instant the instance stopped
    // listening: accepted by the kernel (or queued by the cluster's primary) but never by a
    // worker, it is reset, and nginx answers 502 without repeating the POST. Such an enquiry
    // was never started: nothing of it is stored, and its client is told it failed.
    expect(
      statuses.filter((status) => status !== 201 && status !== 502),
      nginx.errorLog(),
    ).toEqual([]);
    const failed = emails.filter((email) => !acknowledged.includes(email));
    expect(
      failed.filter((email) => stored.has(email)),
      nginx.errorLog(),
    ).toEqual([]);
    expect(failed.length, nginx.errorLog()).toBeLessThanOrEqual(ENQUIRY_CLIENTS_WHILE_STOPPING);
    expect((await rawRequest(`${nginx.url}/journal`, {})).status).toBe(200);
  });
});
