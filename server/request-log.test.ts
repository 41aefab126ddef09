import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { logRequests } from "./request-log";

type Line = {
  level: number;
  msg: string;
  reqId: string;
  req: { method: string; url: string };
  res: { statusCode: number };
  responseTime: number;
};

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An app that logs through logRequests at `level`, and the lines it wrote. */
async function appLoggingAt(level: pino.Level) {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = express();
  app.use(logRequests(pino({ level, base: undefined }, sink)));
  app.get("/ok", (_req, res) => {
    res.send("fine");
  });
  app.get("/missing", (_req, res) => {
    res.status(404).send("no");
  });
  app.get("/broken", (_req, res) => {
    res.status(500).send("oops");
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, lines };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("request log", () => {
  it("writes one line per request with the id it sent as X-Request-Id", async () => {
    const { base, lines } = await appLoggingAt("info");
    const answers = await Promise.all(
      ["/ok?x=1", "/missing", "/broken"].map((path) => fetch(`${base}${path}`)),
    );
    await settle();
    expect(lines).toHaveLength(3);
    const byUrl = new Map(lines.map((line) => [line.req.url, line]));
    const ok = byUrl.get("/ok?x=1");
    expect(ok).toMatchObject({ level: 30, msg: "request completed", req: { method: "GET" } });
    expect(ok?.res.statusCode).toBe(200);
    expect(ok?.reqId).toBe(answers[0]?.headers.get("x-request-id"));
    expect(ok?.responseTime).toBeGreaterThanOrEqual(0);
    expect(byUrl.get("/missing")?.level).toBe(40);
    expect(byUrl.get("/broken")?.level).toBe(50);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(3);
  });

  it("writes nothing below its level, and still names every request", async () => {
    const { base, lines } = await appLoggingAt("warn");
    const answer = await fetch(`${base}/ok`);
    expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${base}/missing`);
    await settle();
    expect(lines.map((line) => line.req.url)).toEqual(["/missing"]);
  });
});
