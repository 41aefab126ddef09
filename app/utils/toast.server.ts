import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import { env } from "./env.server";
import { derivedSecret } from "./signed-token.server";

/**
 * The one channel for a message about the result of an action that redirected: the action sets
 * it in a short-lived signed cookie, the next page's loader takes it (clearing the cookie) and
 * shows it once: as a toast in the admin, inline on the sign-in pages. Signed, so another site
 * cannot plant a message of its own.
 */
const ToastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string().max(200),
  description: z.string().max(500).default(""),
});

export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;

const TOAST_KEY = "toast";

function toastStorage() {
  return createCookieSessionStorage({
    cookie: {
      name: "aurum_toast",
      httpOnly: true,
      sameSite: "lax",
      // "/" rather than "/admin": client navigation loads /admin.data, which "/admin" does not match.
      path: "/",
      maxAge: 60,
      secrets: [derivedSecret("toast")],
      secure: env().PUBLIC_URL.startsWith("https:"),
    },
  });
}

/** The Set-Cookie header that carries `toast` to the next page. */
export async function createToastHeaders(toast: ToastInput): Promise<Headers> {
  const storage = toastStorage();
  const session = await storage.getSession();
  session.flash(TOAST_KEY, ToastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await storage.commitSession(session) });
}

/** A redirect that shows `toast` on the page it leads to; `headers` are kept (e.g. cookies). */
export async function redirectWithToast(url: string, toast: ToastInput, headers?: HeadersInit) {
  const combined = new Headers(headers);
  for (const cookie of (await createToastHeaders(toast)).getSetCookie()) {
    combined.append("Set-Cookie", cookie);
  }
  return redirect(url, { headers: combined });
}

/** The pending message, and the header that clears it once shown. */
export async function getToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const storage = toastStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(session.get(TOAST_KEY));
  const toast = parsed.success ? parsed.data : null;
  const headers = new Headers();
  if (toast) headers.append("Set-Cookie", await storage.destroySession(session));
  return { toast, headers };
}
