import { count, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { aircraft, articles, auditLog } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { loader as layoutLoader } from "~/routes/admin/_layout";
import { loader as dashboardLoader } from "~/routes/admin/index";
import { action as loginAction, loader as loginLoader } from "~/routes/admin/login";
import { action as logoutAction } from "~/routes/admin/logout";
import { action as signUpAction } from "~/routes/admin/signup";
import { loader as verifyEmailLoader } from "~/routes/admin/verify-email";
import { getSessionUser } from "~/utils/auth.server";
import { SIGN_IN_LIMITS } from "~/utils/sign-in-throttle.server";
import {
  cookieHeader,
  createAccount,
  origin,
  routeContext,
  signIn,
  TEST_PASSWORD,
} from "../support/auth-session";

type Args = Parameters<typeof loginAction>[0];

function form(fields: Record<string, string>, cookie?: string, path = "/admin/login") {
  const headers: Record<string, string> = {
    Origin: origin(),
    "Content-Type": "application/x-www-form-urlencoded",
  };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${origin()}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
  });
}

/** A loader's or action's answer, whether returned or thrown, as status + headers + body. */
async function settle(run: () => unknown) {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return {
      status: value.status,
      headers: value.headers,
      data: undefined as unknown,
      response: value,
    };
  }
  const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped && wrapped.type === "DataWithResponseInit") {
    return {
      status: wrapped.init?.status ?? 200,
      headers: new Headers(wrapped.init?.headers),
      data: wrapped.data,
      response: undefined,
    };
  }
  return { status: 200, headers: new Headers(), data: value, response: undefined };
}

function args(request: Request, ip?: string): Args {
  return { request, params: {}, context: routeContext(ip) } as unknown as Args;
}

function page(path: string, cookie?: string) {
  return new Request(`${origin()}${path}`, { headers: cookie ? { cookie } : {} });
}

beforeAll(async () => {
  await seedDatabase(db(), { onlyIfEmpty: false });
  await createAccount("director@example.com", { admin: true });
  await createAccount("crew@example.com");
});

describe("/admin/login", () => {
  it("answers invalid credentials with 'Login Failed', keeping the email but not the password", async () => {
    const result = await settle(() =>
      loginAction(args(form({ email: "ghost@example.com", password: "nope-12345" }))),
    );
    expect(result.status).toBe(401);
    expect(result.data).toMatchObject({
      failure: {
        title: "Login Failed",
        message: "Account not found. Would you like to create an account?",
        offerSignUp: true,
      },
      result: { initialValue: { email: "ghost@example.com" } },
    });
    const { result: reply } = result.data as { result: { initialValue: Record<string, unknown> } };
    expect(reply.initialValue.password).toBeUndefined();
  });

  it("requires the email and the password, each with its own message", async () => {
    const result = await settle(() => loginAction(args(form({ email: "", password: "" }))));
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      failure: null,
      result: { error: { email: ["Email is required"], password: ["Password is required"] } },
    });
  });

  it("creates an account, then shows 'Account Created' on the sign-in page once", async () => {
    const result = await settle(() =>
      signUpAction(
        args(
          form(
            { email: "new.pilot@example.com", password: "Runway-27-left" },
            undefined,
            "/admin/signup",
          ),
        ) as never,
      ),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin/login");
    const cookie = cookieHeader(result.response as Response);
    const shown = await settle(() => loginLoader(args(page("/admin/login", cookie))));
    expect(shown.data).toMatchObject({
      notice: {
        tone: "success",
        title: "Account Created",
        message: "Please check your email to verify your account, then sign in.",
      },
    });
    expect(shown.headers.getSetCookie().join()).toMatch(/aurum_toast=;/);
  });

  it("shows the server's reasons under 'Sign Up Failed' for a weak password", async () => {
    const result = await settle(() =>
      signUpAction(
        args(
          form({ email: "weak@example.com", password: "password" }, undefined, "/admin/signup"),
        ) as never,
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      failure: {
        title: "Sign Up Failed",
        reasons: ["Use at least 10 characters.", "Include at least one number or symbol."],
      },
      result: { initialValue: { email: "weak@example.com" } },
    });
  });

  it("shows the outcome of an emailed verification link on the sign-in page", async () => {
    const verified = await settle(() =>
      verifyEmailLoader(args(page("/admin/verify-email")) as never),
    );
    expect(verified.headers.get("Location")).toBe("/admin/login");
    const shown = await settle(() =>
      loginLoader(args(page("/admin/login", cookieHeader(verified.response as Response)))),
    );
    expect(shown.data).toMatchObject({ notice: { title: "Email Verified" } });

    const failed = await settle(() =>
      verifyEmailLoader(args(page("/admin/verify-email?error=invalid_token")) as never),
    );
    const failure = await settle(() =>
      loginLoader(args(page("/admin/login", cookieHeader(failed.response as Response)))),
    );
    expect(failure.data).toMatchObject({ notice: { tone: "error", title: "Verification Failed" } });
  });

  it("sends the addresses of emails sent before the split to the page of that step", async () => {
    const cases = [
      ["/admin/login?mode=reset&token=abc", "/admin/reset-password?token=abc"],
      ["/admin/login?mode=reset&error=INVALID_TOKEN", "/admin/reset-password?error=INVALID_TOKEN"],
      ["/admin/login?verified=1", "/admin/verify-email"],
      ["/admin/login?verified=1&error=invalid_token", "/admin/verify-email?error=invalid_token"],
      [
        "/admin/login?mode=signup&redirectTo=%2Fadmin%2Fcrm",
        "/admin/signup?redirectTo=%2Fadmin%2Fcrm",
      ],
      ["/admin/login?mode=forgot", "/admin/forgot-password"],
    ];
    for (const [from, to] of cases) {
      const result = await settle(() => loginLoader(args(page(from as string))));
      expect(result.status).toBe(301);
      expect(result.headers.get("Location")).toBe(to);
    }
  });

  it("signs an admin in: session cookie, welcome toast, then /admin", async () => {
    const result = await settle(() =>
      loginAction(args(form({ email: "director@example.com", password: TEST_PASSWORD }))),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin");
    const setCookies = result.headers.getSetCookie();
    expect(setCookies.some((cookie) => /^aurum\.session_token=.+HttpOnly/i.test(cookie))).toBe(
      true,
    );
    const cookie = cookieHeader(result.response as Response);

    const shell = await settle(() => layoutLoader(args(page("/admin", cookie)) as never));
    expect(shell.data).toMatchObject({
      email: "director@example.com",
      toast: {
        type: "success",
        title: "Login Successful",
        description: "Welcome to the admin portal",
      },
    });

    const again = await settle(() => loginLoader(args(page("/admin/login", cookie))));
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/admin");

    const [signIn] = await db().select().from(auditLog).where(eq(auditLog.action, "auth.sign-in"));
    expect(signIn).toMatchObject({ actorEmail: "director@example.com", ip: "203.0.113.5" });
  });

  it("returns to the page asked for, never to another site", async () => {
    const local = await settle(() =>
      loginAction(
        args(
          form({
            email: "director@example.com",
            password: TEST_PASSWORD,
            redirectTo: "/admin/crm?type=charter",
          }),
        ),
      ),
    );
    expect(local.headers.get("Location")).toBe("/admin/crm?type=charter");
    for (const redirectTo of [
      "//evil.example/admin",
      "/\\evil.example",
      "https://evil.example/admin",
      "/admin/login",
      "/journal",
    ]) {
      const foreign = await settle(() =>
        loginAction(
          args(form({ email: "director@example.com", password: TEST_PASSWORD, redirectTo })),
        ),
      );
      expect(foreign.headers.get("Location")).toBe("/admin");
    }
  });

  it("ignores a redirectTo carrying CR/LF: a redirect to /admin, no injected header", async () => {
    const redirectTo = "/admin/crm\r\nSet-Cookie: injected=1";
    const signedIn = await settle(() =>
      loginAction(
        args(form({ email: "director@example.com", password: TEST_PASSWORD, redirectTo })),
      ),
    );
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/admin");
    expect(signedIn.headers.getSetCookie().join()).not.toMatch(/injected/);

    const cookie = cookieHeader(signedIn.response as Response);
    const visit = await settle(() =>
      loginLoader(args(page(`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`, cookie))),
    );
    expect(visit.status).toBe(302);
    expect(visit.headers.get("Location")).toBe("/admin");
  });

  it("sends a signed-in account without admin rights to 'Access Denied' (403)", async () => {
    const result = await settle(() =>
      loginAction(args(form({ email: "crew@example.com", password: TEST_PASSWORD }))),
    );
    expect(result.headers.get("Location")).toBe("/admin");
    const cookie = cookieHeader(result.response as Response);
    const shell = await settle(() => layoutLoader(args(page("/admin", cookie)) as never));
    expect(shell.status).toBe(403);
    expect(shell.response?.statusText).toBe("Access Denied");
    expect(await shell.response?.text()).toBe("You don't have permission to access this area.");

    const login = await settle(() => loginLoader(args(page("/admin/login", cookie))));
    expect(login.data).toMatchObject({ signedInAs: "crew@example.com", notice: null });
  });

  it("slows the form down after repeated wrong passwords from one address, not from another", {
    timeout: 60_000,
  }, async () => {
    await createAccount("target@example.com");
    const attacker = "198.51.100.66";
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddressAndAccount.points; attempt++) {
      const result = await settle(() =>
        loginAction(
          args(form({ email: "target@example.com", password: `guess-${attempt}-x` }), attacker),
        ),
      );
      expect(result.status).toBe(401);
    }
    const blocked = await settle(() =>
      loginAction(args(form({ email: "target@example.com", password: TEST_PASSWORD }), attacker)),
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(blocked.data).toMatchObject({
      failure: {
        title: "Login Failed",
        message: expect.stringMatching(/^Too many failed sign-in attempts\. Please wait \d+ /),
      },
    });

    const owner = await settle(() =>
      loginAction(
        args(form({ email: "target@example.com", password: TEST_PASSWORD }), "198.51.100.67"),
      ),
    );
    expect(owner.status).toBe(302);
  });
});

describe("Sign Out", () => {
  it("ends the session and returns to /admin/login", async () => {
    const cookie = await signIn("director@example.com");
    const before = new Request(`${origin()}/admin`, { headers: { cookie } });
    expect(await getSessionUser(before)).not.toBeNull();
    const result = await settle(() =>
      logoutAction(
        args(
          new Request(`${origin()}/admin/logout`, {
            method: "POST",
            headers: { cookie, Origin: origin() },
          }),
        ) as never,
      ),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin/login");
    expect(result.headers.getSetCookie().join("\n")).toMatch(/aurum\.session_token=;/);
    const after = new Request(`${origin()}/admin`, { headers: { cookie } });
    expect(await getSessionUser(after)).toBeNull();
    const shell = await settle(() => layoutLoader(args(after) as never));
    expect(shell.status).toBe(302);
  });

  it("refuses a sign-out posted from another site", async () => {
    const cookie = await signIn("director@example.com");
    const result = await settle(() =>
      logoutAction(
        args(
          new Request(`${origin()}/admin/logout`, {
            method: "POST",
            headers: { cookie, Origin: "https://evil.example" },
          }),
        ) as never,
      ),
    );
    expect(result.status).toBe(403);
    expect(
      await getSessionUser(new Request(`${origin()}/admin`, { headers: { cookie } })),
    ).not.toBeNull();
  });
});

describe("dashboard", () => {
  it("shows the database's figures", async () => {
    const cookie = await signIn("director@example.com");
    const result = await settle(() =>
      dashboardLoader(args(new Request(`${origin()}/admin`, { headers: { cookie } })) as never),
    );
    const stats = result.data as {
      publishedCount: number;
      draftCount: number;
      aircraftWithSpecificationCount: number;
      latestArticles: { id: string }[];
    };
    const [published] = await db()
      .select({ n: count() })
      .from(articles)
      .where(eq(articles.status, "published"));
    const [drafts] = await db()
      .select({ n: count() })
      .from(articles)
      .where(eq(articles.status, "draft"));
    const [specs] = await db()
      .select({ n: count() })
      .from(aircraft)
      .where(ne(aircraft.specificationDocumentUrl, ""));
    expect(stats.publishedCount).toBe(published?.n);
    expect(stats.draftCount).toBe(drafts?.n);
    expect(stats.aircraftWithSpecificationCount).toBe(specs?.n);
    expect(stats.latestArticles).toHaveLength(5);
  });
});
