import { createCookie } from "react-router";
import { env } from "./env.server";

/** One-time messages carried across a redirect into the admin (e.g. after signing in). */
export const adminFlashes = ["signed-in"] as const;
export type AdminFlash = (typeof adminFlashes)[number];

function flashCookie() {
  return createCookie("aurum_flash", {
    httpOnly: true,
    sameSite: "lax",
    // "/" rather than "/admin": client navigation loads /admin.data, which "/admin" does not match.
    path: "/",
    maxAge: 60,
    secure: env().PUBLIC_URL.startsWith("https:"),
  });
}

export function setAdminFlash(flash: AdminFlash): Promise<string> {
  return flashCookie().serialize(flash);
}

/** The pending message, and the header that clears it once shown. */
export async function takeAdminFlash(
  request: Request,
): Promise<{ flash: AdminFlash | null; headers: Headers }> {
  const cookie = flashCookie();
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  const headers = new Headers();
  if (value === null || value === undefined) return { flash: null, headers };
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  const flash = adminFlashes.find((known) => known === value) ?? null;
  return { flash, headers };
}
