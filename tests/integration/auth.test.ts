import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, mailOutbox, users } from "~/db/schema";
import { renderTemplate } from "~/emails/templates.server";
import { hasAnyAdmin } from "~/models/user.server";
import {
  CLIENT_IP_HEADER,
  callAuthEndpoint,
  createOrPromoteAdmin,
  getSessionUser,
  handleAuthRequest,
  RESET_CALLBACK_PATH,
} from "~/utils/auth.server";
import { SIGN_IN_LIMITS } from "~/utils/sign-in-throttle.server";
import {
  cookieHeader,
  createAccount,
  origin,
  signIn,
  TEST_PASSWORD,
} from "../support/auth-session";

const page = () => new Request(`${origin()}/admin/login`);

async function latestMail(to: string, kind: string) {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return { ...mail, ...(await renderTemplate(mail.template ?? "", mail.props)) };
}

function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+\/api\/auth\/\S+/);
  if (!match) throw new Error(`no link in ${text}`);
  return match[0].replace(/[).,]+$/, "");
}

describe("accounts", () => {
  it("signs up, sends the verification link through the outbox, verifies, then signs in", async () => {
    const email = "pilot@example.com";
    const signUp = await callAuthEndpoint(page(), "198.51.100.7", "/sign-up/email", {
      email,
      password: TEST_PASSWORD,
      name: "pilot",
    });
    expect(signUp.status).toBe(200);
    expect(signUp.headers.getSetCookie()).toEqual([]);

    const early = await callAuthEndpoint(page(), "198.51.100.7", "/sign-in/email", {
      email,
      password: TEST_PASSWORD,
    });
    expect(early.status).toBe(403);
    expect((await early.json()).code).toBe("EMAIL_NOT_VERIFIED");

    const mail = await latestMail(email, "auth.verify-email");
    expect(mail.subject).toMatch(/Verify your email/);
    expect(mail.html).toContain("/api/auth/verify-email?token=");
    const link = linkIn(mail.text);
    expect(link.startsWith(`${origin()}/api/auth/verify-email?token=`)).toBe(true);

    const verify = await handleAuthRequest(new Request(link), "198.51.100.7");
    expect(verify.status).toBe(302);
    expect(verify.headers.get("Location")).toBe("/admin/verify-email");
    const [stored] = await db().select().from(users).where(eq(users.email, email));
    expect(stored?.emailVerified).toBe(true);
    expect(stored?.role).toBe("user");

    const cookie = await signIn(email);
    const user = await getSessionUser(new Request(`${origin()}/admin`, { headers: { cookie } }));
    expect(user).toMatchObject({ email, isAdmin: false });
  });

  it("sets the session cookie httpOnly and SameSite=Lax (Secure only over https)", async () => {
    await createAccount("cookie@example.com");
    const response = await callAuthEndpoint(page(), "198.51.100.8", "/sign-in/email", {
      email: "cookie@example.com",
      password: TEST_PASSWORD,
    });
    const session = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("aurum.session_token="));
    expect(session).toBeDefined();
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).not.toMatch(/; Secure/i);
  });

  it("rejects a weak password with readable reasons", async () => {
    const response = await callAuthEndpoint(page(), "198.51.100.9", "/sign-up/email", {
      email: "weak@example.com",
      password: "short",
      name: "weak",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("WEAK_PASSWORD");
    expect(body.reasons).toEqual([
      "Use at least 10 characters.",
      "Include at least one number or symbol.",
    ]);
    expect(body.message).toBe(
      "Password too weak: Use at least 10 characters. Include at least one number or symbol.",
    );
    const [row] = await db().select().from(users).where(eq(users.email, "weak@example.com"));
    expect(row).toBeUndefined();
  });

  const perAccount = SIGN_IN_LIMITS.perAddressAndAccount.points;

  async function failSignIns(email: string, ip: string, times: number) {
    for (let attempt = 1; attempt <= times; attempt++) {
      const response = await callAuthEndpoint(page(), ip, "/sign-in/email", {
        email,
        password: `wrong-password-${attempt}`,
      });
      expect(response.status).toBe(401);
    }
  }

  it("wrong passwords from one address do not stop the owner signing in from another", {
    timeout: 60_000,
  }, async () => {
    const email = "owner@example.com";
    await createAccount(email);
    await failSignIns(email, "192.0.2.10", perAccount);
    const attacker = await callAuthEndpoint(page(), "192.0.2.10", "/sign-in/email", {
      email,
      password: "wrong-password-again",
    });
    expect(attacker.status).toBe(429);

    const owner = await callAuthEndpoint(page(), "192.0.2.20", "/sign-in/email", {
      email,
      password: TEST_PASSWORD,
    });
    expect(owner.status).toBe(200);
  });

  it("slows an address down after repeated failures on one account, and says how long to wait", {
    timeout: 60_000,
  }, async () => {
    const email = "slowed@example.com";
    await createAccount(email);
    await failSignIns(email, "192.0.2.30", perAccount);
    const blocked = await callAuthEndpoint(page(), "192.0.2.30", "/sign-in/email", {
      email,
      password: TEST_PASSWORD,
    });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAddressAndAccount.duration);
    const body = await blocked.json();
    expect(body.code).toBe("TOO_MANY_ATTEMPTS");
    expect(body.message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ (seconds?|minutes?) and try again, or reset your password\.$/,
    );

    const trail = await db()
      .select({ action: auditLog.action, ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.targetId, email));
    expect(trail.filter((entry) => entry.action === "auth.sign-in.failed")).toHaveLength(
      perAccount,
    );
    expect(trail).toContainEqual({ action: "auth.sign-in.blocked", ip: "192.0.2.30" });
  });

  it("a successful sign-in resets the count of failures of the account from that address", {
    timeout: 60_000,
  }, async () => {
    const email = "forgetful@example.com";
    await createAccount(email);
    for (let round = 0; round < 2; round++) {
      await failSignIns(email, "192.0.2.77", perAccount - 1);
      await signIn(email, TEST_PASSWORD, "192.0.2.77");
    }
  });

  it("answers 429 to an address that keeps failing across accounts", {
    timeout: 60_000,
  }, async () => {
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perAddress.points; attempt++) {
      const response = await callAuthEndpoint(page(), "203.0.113.99", "/sign-in/email", {
        email: `nobody${attempt}@example.com`,
        password: "whatever-123",
      });
      expect(response.status).toBe(401);
    }
    const blocked = await callAuthEndpoint(page(), "203.0.113.99", "/sign-in/email", {
      email: "someone-else@example.com",
      password: "whatever-123",
    });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).code).toBe("TOO_MANY_ATTEMPTS");
    const elsewhere = await callAuthEndpoint(page(), "203.0.113.100", "/sign-in/email", {
      email: "someone-else@example.com",
      password: "whatever-123",
    });
    expect(elsewhere.status).toBe(401);
  });

  it("records the address the server saw, not a forged client header", async () => {
    const forged = new Request(`${origin()}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: origin(),
        [CLIENT_IP_HEADER]: "10.9.9.9",
      },
      body: JSON.stringify({ email: "forger@example.com", password: "whatever-123" }),
    });
    const response = await handleAuthRequest(forged, "198.51.100.50");
    expect(response.status).toBe(401);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, "forger@example.com"));
    expect(entry?.ip).toBe("198.51.100.50");
  });

  it("resets a forgotten password through the emailed link", async () => {
    const email = "reset@example.com";
    await createAccount(email);
    const request = await callAuthEndpoint(page(), "198.51.100.11", "/request-password-reset", {
      email,
      redirectTo: RESET_CALLBACK_PATH,
    });
    expect(request.status).toBe(200);
    const mail = await latestMail(email, "auth.reset-password");
    const link = linkIn(mail.text);
    const opened = await handleAuthRequest(new Request(link), "198.51.100.11");
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get("Location") ?? "", origin());
    expect(location.pathname).toBe("/admin/reset-password");
    const token = location.searchParams.get("token");
    expect(token).toBeTruthy();

    const weak = await callAuthEndpoint(page(), "198.51.100.11", "/reset-password", {
      token,
      newPassword: "abc",
    });
    expect(weak.status).toBe(400);

    const reset = await callAuthEndpoint(page(), "198.51.100.11", "/reset-password", {
      token,
      newPassword: "A-new-passphrase-7",
    });
    expect(reset.status).toBe(200);
    await signIn(email, "A-new-passphrase-7");
    await expect(signIn(email, TEST_PASSWORD)).rejects.toThrow(/401/);
  });

  it("signing out ends the session on the server", async () => {
    await createAccount("leaver@example.com");
    const cookie = await signIn("leaver@example.com");
    const request = () => new Request(`${origin()}/admin`, { headers: { cookie } });
    expect(await getSessionUser(request())).not.toBeNull();
    const out = await callAuthEndpoint(
      new Request(`${origin()}/admin/logout`, { headers: { cookie } }),
      "198.51.100.12",
      "/sign-out",
      {},
    );
    expect(out.status).toBe(200);
    expect(cookieHeader(out)).toMatch(/aurum\.session_token=(;|$)/);
    expect(await getSessionUser(request())).toBeNull();
  });

  it("admin creation applies the password policy", async () => {
    await expect(
      createOrPromoteAdmin({ email: "captain@example.com", password: "captain1234" }),
    ).rejects.toThrow("Password too weak: Do not use your email address in the password.");
    const [row] = await db().select().from(users).where(eq(users.email, "captain@example.com"));
    expect(row).toBeUndefined();
  });

  it("admin creation promotes an existing account and sets its password", async () => {
    await createAccount("promoted@example.com", { verified: false });
    const result = await createOrPromoteAdmin({
      email: "Promoted@Example.com",
      password: "Hangar-Door-77",
    });
    expect(result.created).toBe(false);
    const [row] = await db().select().from(users).where(eq(users.email, "promoted@example.com"));
    expect(row).toMatchObject({ role: "admin", emailVerified: true });
    const cookie = await signIn("promoted@example.com", "Hangar-Door-77");
    const user = await getSessionUser(new Request(`${origin()}/admin`, { headers: { cookie } }));
    expect(user).toMatchObject({ email: "promoted@example.com", isAdmin: true });
  });

  it("knows whether any account can enter the admin", async () => {
    const listed = { adminEmails: ["listed@example.com"] };
    await db().update(users).set({ role: "user" });
    expect(await hasAnyAdmin(listed)).toBe(false);
    await createAccount("listed@example.com", { verified: false });
    expect(await hasAnyAdmin(listed)).toBe(false);
    await db()
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, "listed@example.com"));
    expect(await hasAnyAdmin(listed)).toBe(true);
    expect(await hasAnyAdmin({ adminEmails: [] })).toBe(false);
    await db().update(users).set({ role: "admin" }).where(eq(users.email, "pilot@example.com"));
    expect(await hasAnyAdmin({ adminEmails: [] })).toBe(true);
  });
});
