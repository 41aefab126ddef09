import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "./env.server";

const holder = globalThis as typeof globalThis & { __appSecret?: string };

/**
 * The server's signing secret: AUTH_SECRET when configured (shared by every instance),
 * otherwise a random secret created once and kept under DATA_DIR, so links in mail already
 * sent stay valid across restarts of a single-machine install.
 */
export function appSecret(): string {
  if (holder.__appSecret) return holder.__appSecret;
  const configured = env().AUTH_SECRET;
  if (configured) {
    holder.__appSecret = configured;
    return configured;
  }
  const file = path.join(env().dataDir, "secrets", "signing-secret");
  try {
    holder.__appSecret = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const secret = randomBytes(32).toString("hex");
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      holder.__appSecret = secret;
    } catch {
      // Another process created it first: use theirs.
      holder.__appSecret = fs.readFileSync(file, "utf8").trim();
    }
  }
  return holder.__appSecret;
}

/** A key for one purpose, so a token or signature made for one use never validates another. */
export function derivedSecret(purpose: string): string {
  return createHmac("sha256", appSecret()).update(`aurum:${purpose}`).digest("hex");
}

type TokenBody = { p: string; s: string; e?: number };

/**
 * An HMAC-signed token naming a subject (e.g. a subscriber id) for one purpose, optionally
 * expiring. Used in links sent by mail (newsletter confirm and unsubscribe).
 */
export function signToken(
  purpose: string,
  subject: string,
  { expiresInSeconds }: { expiresInSeconds?: number } = {},
): string {
  const body: TokenBody = { p: purpose, s: subject };
  if (expiresInSeconds) body.e = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const encoded = Buffer.from(JSON.stringify(body)).toString("base64url");
  return `${encoded}.${signature(encoded)}`;
}

/** The subject of a valid, unexpired token for `purpose`, or null. */
export function verifyToken(purpose: string, token: string | null | undefined): string | null {
  if (!token || token.length > 1000) return null;
  const [encoded, mac, extra] = token.split(".");
  if (!encoded || !mac || extra !== undefined) return null;
  const expected = Buffer.from(signature(encoded));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let body: TokenBody;
  try {
    body = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (body.p !== purpose || typeof body.s !== "string") return null;
  if (body.e !== undefined && body.e < Date.now() / 1000) return null;
  return body.s;
}

function signature(encoded: string): string {
  return createHmac("sha256", derivedSecret("signed-token")).update(encoded).digest("base64url");
}
