import { count, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { aircraft, articles, auditLog } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { loader as layoutLoader } from "~/routes/admin/_layout";
import { loader as dashboardLoader } from "~/routes/admin/index";
import { action as loginAction, loader as loginLoader } from "~/routes/admin/login";
import { action as logoutAction } from "~/routes/admin/logout";
import { getSessionUser, MAX_FAILURES_PER_ACCOUNT } from "~/utils/auth.server";
import {
  cookieHeader,
  createAccount,
  origin,
  routeContext,
  signIn,
  TEST_PASSWORD,
} from "../support/auth-session";

type Args = Parameters<typeof loginAction>[0];

function form(fields: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = {
    Origin: origin(),
    "Content-Type": "application/x-www-form-urlencoded",
  };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${origin()}/admin/login`, {
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

function args(request: Request): Args {
  return { request, params: {}, context: routeContext() } as unknown as Args;
}

beforeAll(async () => {
  await seedDatabase(db(), { onlyIfEmpty: false });
  await createAccount("director@example.com", { admin: true });
  await createAccount("crew@example.com");
});

describe("/admin/login", () => {
  it("answers invalid credentials with the spec's 'Login Failed' message", async () => {
    const result = await settle(() =>
      loginAction(
        args(form({ intent: "sign-in", email: "ghost@example.com", password: "nope-12345" })),
      ),
    );
    expect(result.status).toBe(401);
    expect(result.data).toMatchObject({
      title: "Login Failed",
      message: "Account not found. Would you like to create an account?",
      offerSignUp: true,
      email: "ghost@example.com",
    });
  });

  it("requires the email and the password", async () => {
    const result = await settle(() =>
      loginAction(args(form({ intent: "sign-in", email: "", password: "" }))),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      fieldErrors: { email: "Email is required", password: "Password is required" },
    });
  });

  it("creates an account, then shows 'Account Created' in sign-in mode", async () => {
    const result = await settle(() =>
      loginAction(
        args(
          form({ intent: "sign-up", email: "new.pilot@example.com", password: "Runway-27-left" }),
        ),
      ),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin/login?created=1");
    const page = await settle(() =>
      loginLoader(args(new Request(`${origin()}/admin/login?created=1`))),
    );
    expect(page.data).toMatchObject({
      mode: "sign-in",
      notice: {
        title: "Account Created",
        message: "Please check your email to verify your account, then sign in.",
      },
    });
  });

  it("shows the server's reasons under 'Sign Up Failed' for a weak password", async () => {
    const result = await settle(() =>
      loginAction(
        args(form({ intent: "sign-up", email: "weak@example.com", password: "password" })),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      title: "Sign Up Failed",
      reasons: ["Use at least 10 characters.", "Include at least one number or symbol."],
    });
  });

  it("signs an admin in: session cookie, welcome message, then /admin", async () => {
    const result = await settle(() =>
      loginAction(
        args(form({ intent: "sign-in", email: "director@example.com", password: TEST_PASSWORD })),
      ),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin");
    const setCookies = result.headers.getSetCookie();
    expect(setCookies.some((cookie) => /^aurum\.session_token=.+HttpOnly/i.test(cookie))).toBe(
      true,
    );
    const cookie = cookieHeader(result.response as Response);

    const shell = await settle(() =>
      layoutLoader(args(new Request(`${origin()}/admin`, { headers: { cookie } })) as never),
    );
    expect(shell.data).toEqual({ email: "director@example.com", flash: "signed-in" });

    const again = await settle(() =>
      loginLoader(args(new Request(`${origin()}/admin/login`, { headers: { cookie } }))),
    );
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
            intent: "sign-in",
            email: "director@example.com",
            password: TEST_PASSWORD,
            redirectTo: "/admin/crm?type=charter",
          }),
        ),
      ),
    );
    expect(local.headers.get("Location")).toBe("/admin/crm?type=charter");
    const foreign = await settle(() =>
      loginAction(
        args(
          form({
            intent: "sign-in",
            email: "director@example.com",
            password: TEST_PASSWORD,
            redirectTo: "//evil.example/admin",
          }),
        ),
      ),
    );
    expect(foreign.headers.get("Location")).toBe("/admin");
  });

  it("sends a signed-in account without admin rights to 'Access Denied' (403)", async () => {
    const result = await settle(() =>
      loginAction(
        args(form({ intent: "sign-in", email: "crew@example.com", password: TEST_PASSWORD })),
      ),
    );
    expect(result.headers.get("Location")).toBe("/admin");
    const cookie = cookieHeader(result.response as Response);
    const shell = await settle(() =>
      layoutLoader(args(new Request(`${origin()}/admin`, { headers: { cookie } })) as never),
    );
    expect(shell.status).toBe(403);
    expect(shell.response?.statusText).toBe("Access Denied");
    expect(await shell.response?.text()).toBe("You don't have permission to access this area.");

    const login = await settle(() =>
      loginLoader(args(new Request(`${origin()}/admin/login`, { headers: { cookie } }))),
    );
    expect(login.data).toMatchObject({ signedInAs: "crew@example.com" });
  });

  it("rate-limits the form after ten wrong passwords in a row", { timeout: 60_000 }, async () => {
    await createAccount("target@example.com");
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt++) {
      const result = await settle(() =>
        loginAction(
          args(
            form({
              intent: "sign-in",
              email: "target@example.com",
              password: `guess-${attempt}-x`,
            }),
          ),
        ),
      );
      expect(result.status).toBe(401);
    }
    const blocked = await settle(() =>
      loginAction(
        args(form({ intent: "sign-in", email: "target@example.com", password: TEST_PASSWORD })),
      ),
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(blocked.data).toMatchObject({
      title: "Login Failed",
      message: expect.stringMatching(/^Too many failed sign-in attempts/),
    });
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
