/**
 * A fresh idempotency key for one enquiry: 128 random bits as hex. getRandomValues, unlike
 * randomUUID, also exists on pages served over plain http (a LAN address in development).
 */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
