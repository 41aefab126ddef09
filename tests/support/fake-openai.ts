import http from "node:http";
import type { AddressInfo } from "node:net";

/** A 1×1 PNG, the fake image model's picture. */
export const FAKE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

export type RecordedCall = { path: string; body: Record<string, unknown> };

/** What the fake answers to one chat completion: a JSON value (sent as the message text) or an HTTP error. */
export type ChatReply = { json: unknown } | { text: string } | { status: number };

/**
 * A local OpenAI-compatible server (node:http on a random loopback port) for tests: it records
 * every request and answers chat completions and image generations with what the test
 * queued, or with a default article. Point OPENAI_BASE_URL at `baseURL`.
 */
export async function startFakeOpenAI() {
  const calls: RecordedCall[] = [];
  const chatReplies: ChatReply[] = [];
  let imageStatus = 200;
  let chatDelayMs = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const path = request.url ?? "";
      calls.push({ path, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== "Bearer test-key") {
        send(401, {
          error: { message: "Incorrect API key provided", type: "invalid_request_error" },
        });
        return;
      }
      if (path.endsWith("/chat/completions")) {
        if (chatDelayMs) await new Promise((resolve) => setTimeout(resolve, chatDelayMs));
        const reply = chatReplies.shift() ?? { json: defaultArticle(body) };
        if ("status" in reply) {
          send(reply.status, { error: { message: "Fake failure", type: "server_error" } });
          return;
        }
        const content = "json" in reply ? JSON.stringify(reply.json) : reply.text;
        send(200, {
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: String(body.model ?? "fake"),
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        });
        return;
      }
      if (path.endsWith("/images/generations")) {
        if (imageStatus !== 200) {
          send(imageStatus, { error: { message: "Fake image failure", type: "server_error" } });
          return;
        }
        send(200, { created: 0, data: [{ b64_json: FAKE_PNG.toString("base64") }] });
        return;
      }
      send(404, { error: { message: "Unknown path" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    calls,
    /** Queues the answers of the next chat completions (default: an article from the prompt). */
    replyWith(...replies: ChatReply[]) {
      chatReplies.push(...replies);
    },
    failImages(status = 500) {
      imageStatus = status;
    },
    slowChat(delayMs: number) {
      chatDelayMs = delayMs;
    },
    reset() {
      calls.length = 0;
      chatReplies.length = 0;
      imageStatus = 200;
      chatDelayMs = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;

/** An article whose title echoes what the prompt asked for. */
function defaultArticle(body: Record<string, unknown>) {
  const messages = (body.messages as { role: string; content: unknown }[]) ?? [];
  const ask = String(messages.find((message) => message.role === "user")?.content ?? "");
  const topic = /titled "([^"]+)"/.exec(ask)?.[1] ?? /about: ([^.]+)\./.exec(ask)?.[1] ?? "Topic";
  return {
    title: topic.length > 3 ? `Generated: ${topic}` : "Generated article",
    excerpt: `An article about ${topic}.`,
    content: `<h2>Why ${topic} matters</h2><p>Body.</p><h2>Frequently Asked Questions</h2><h3>Is it worth it?</h3><p>Often. <a href="/contact">Talk to us</a>.</p><script>alert(1)</script>`,
  };
}

/**
 * Points the app at the fake (or at no AI at all) for the rest of the test file: sets the
 * OPENAI_* variables and drops the parsed environment so the next `env()` reads them.
 */
export function useOpenAIEnvironment(settings: { apiKey?: string; baseURL?: string }) {
  if (settings.apiKey) process.env.OPENAI_API_KEY = settings.apiKey;
  else delete process.env.OPENAI_API_KEY;
  if (settings.baseURL) process.env.OPENAI_BASE_URL = settings.baseURL;
  else delete process.env.OPENAI_BASE_URL;
  (globalThis as { __env?: unknown }).__env = undefined;
}
