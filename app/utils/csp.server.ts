import { createHash } from "node:crypto";
import { env } from "./env.server";

const inlineScript =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** Uploads served from another origin (STORAGE_PUBLIC_URL) are images of the page too. */
function uploadsSource(): string {
  const base = env().STORAGE_PUBLIC_URL;
  return base ? ` ${new URL(base).origin}` : "";
}

/**
 * The document's Content-Security-Policy. Inline scripts (React Router's hydration data and
 * entry) are allowed by their SHA-256 hashes rather than a nonce, so a page's HTML is the same
 * for the same content and can be validated by ETag.
 */
export function contentSecurityPolicy(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
    );
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(" ")}`.trim(),
    // React style attributes and Radix positioning write inline styles; they cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${uploadsSource()}`,
    "font-src 'self'",
    "connect-src 'self'",
    // The proof-of-work widget solves its challenge in a Web Worker built from a blob.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
