import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on a loopback port for tests: it accepts every message, keeps it parsed,
 * and can be stopped and started again on the same port (to test delivery retries).
 */

export type ReceivedMail = {
  raw: string;
  from: string;
  /** Envelope recipients. */
  recipients: string[];
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
};

export type FakeSmtpServer = {
  readonly port: number;
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  readonly url: string;
  readonly messages: ReceivedMail[];
  readonly running: boolean;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Resolves with the first message matching `predicate` (already received or arriving). */
  waitFor: (
    predicate: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ) => Promise<ReceivedMail>;
};

export async function startFakeSmtpServer({ port = 0 } = {}): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  let server: SMTPServer | undefined;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const instance = new SMTPServer({
        authOptional: true,
        disableReverseLookup: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            messages.push(
              parseMail(raw, {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
              }),
            );
            for (const listener of listeners) listener();
            callback();
          });
        },
      });
      instance.on("error", () => {});
      instance.server.once("error", reject);
      instance.listen(boundPort, "127.0.0.1", () => {
        boundPort = (instance.server.address() as AddressInfo).port;
        server = instance;
        resolve();
      });
    });

  await listen();

  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    messages,
    get running() {
      return server !== undefined;
    },
    async stop() {
      const instance = server;
      server = undefined;
      if (!instance) return;
      await new Promise<void>((resolve) => instance.close(() => resolve()));
    },
    async start() {
      if (!server) await listen();
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(
            new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        if (!check()) listeners.add(check);
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A small MIME reader: enough for what nodemailer writes (multipart/alternative, quoted-printable
// or base64 parts, RFC 2047 encoded subjects). Also used to read `.eml` files.

export function parseMail(
  raw: string,
  envelope: { from: string; recipients: string[] } = { from: "", recipients: [] },
): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const parts = leafParts(headers, body);
  const text = parts.find((part) => part.type === "text/plain")?.content ?? "";
  const html = parts.find((part) => part.type === "text/html")?.content ?? "";
  return {
    raw,
    ...envelope,
    recipients: envelope.recipients.length
      ? envelope.recipients
      : (headers.get("to") ?? "").split(",").map((address) => address.trim()),
    headers,
    subject: decodeWords(headers.get("subject") ?? ""),
    messageId: headers.get("message-id") ?? "",
    text,
    html,
  };
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(
  headers: Map<string, string>,
  body: string,
): { type: string; content: string }[] {
  const contentType = headers.get("content-type") ?? "text/plain";
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "text/plain";
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((section) => !section.startsWith("--"))
      .flatMap((section) => {
        const part = splitPart(section.replace(/^\r?\n/, ""));
        return leafParts(part.headers, part.body);
      });
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  return [{ type, content: decodeBody(body, encoding) }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const character = joined[index] ?? "";
    const hex = joined.slice(index + 1, index + 3);
    if (character === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}
