import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { type Database, db } from "~/db/client.server";
import { accounts, rateLimits, sessions, users, verifications } from "~/db/schema";
import { accountEmailContent } from "~/emails/wording";
import { type AuditEntry, recordAudit } from "~/models/audit-log.server";
import { AUTH_PAGES } from "~/schemas/auth";
import {
  describePasswordProblems,
  PASSWORD_MAX_LENGTH,
  passwordProblems,
} from "~/schemas/password";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { enqueueMail } from "./mail.server";
import { clearSignInAttempts, countSignInAttempt, describeWait } from "./sign-in-throttle.server";
import { derivedSecret } from "./signed-token.server";

export type SessionUser = { id: string; email: string; isAdmin: boolean };

export const AUTH_BASE_PATH = "/api/auth";

/**
 * The client address, set by our own server code on every request it hands to better-auth
 * (from the Express socket, through proxies only when TRUST_PROXY is set). Any value a client
 * sends under this name is overwritten, so rate limits cannot be dodged by forging it.
 */
export const CLIENT_IP_HEADER = "x-aurum-client-ip";

/** Where better-auth sends the browser after a verification or password-reset link. */
export const VERIFIED_CALLBACK_PATH = AUTH_PAGES.verifyEmail;
export const RESET_CALLBACK_PATH = AUTH_PAGES.resetPassword;

function clientIp(ctx: { headers?: Headers; request?: Request }): string | null {
  return ctx.headers?.get(CLIENT_IP_HEADER) ?? ctx.request?.headers.get(CLIENT_IP_HEADER) ?? null;
}

function ipOf(request: Request | undefined): string | null {
  return request?.headers.get(CLIENT_IP_HEADER) ?? null;
}

async function throttleSignIn(database: Database, email: string, ip: string | null) {
  if (!ip) return;
  const attempt = await countSignInAttempt({ ip, email }, database);
  if (attempt.allowed) return;
  await recordAudit(
    {
      action: "auth.sign-in.blocked",
      actorEmail: email,
      targetType: "account",
      targetId: email,
      details: { retryAfterSeconds: attempt.retryAfterSeconds },
      ip,
    },
    database,
  );
  throw new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: "TOO_MANY_ATTEMPTS",
      message: `Too many failed sign-in attempts. Please wait ${describeWait(attempt.retryAfterSeconds)} and try again, or reset your password.`,
    },
    { "Retry-After": String(attempt.retryAfterSeconds) },
  );
}

function enforcePasswordPolicy(password: unknown, email: unknown) {
  if (typeof password !== "string") return;
  const problems = passwordProblems(password, typeof email === "string" ? email : null);
  if (problems.length > 0) {
    throw new APIError("BAD_REQUEST", {
      code: "WEAK_PASSWORD",
      message: describePasswordProblems(problems),
      reasons: problems,
    });
  }
}

/**
 * Records an event of an account. The account (its email) is the record, and the one who
 * acted as far as the request tells: sign-in attempts and account links come from its owner.
 */
function auditAccount(
  database: Database,
  email: string,
  entry: Pick<AuditEntry, "action" | "actorId" | "details" | "ip">,
) {
  return recordAudit(
    { ...entry, actorEmail: email, targetType: "account", targetId: email },
    database,
  );
}

/** The emails better-auth asks for, each with a link for the account it concerns. */
const accountMails = {
  verifyEmail: { template: "account-verify-email", kind: "auth.verify-email" },
  resetPassword: { template: "account-reset-password", kind: "auth.reset-password" },
  existingAccount: { template: "account-existing", kind: "auth.existing-account" },
} as const;

function mailAccount(
  database: Database,
  user: { id: string; email: string },
  mail: keyof typeof accountMails,
  url: string,
) {
  return enqueueMail(database, [
    {
      to: user.email,
      subject: accountEmailContent[mail].subject,
      template: accountMails[mail].template,
      props: { url },
      kind: accountMails[mail].kind,
      relatedId: user.id,
    },
  ]);
}

function normalizedEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : null;
}

function createAuth(database: Database) {
  const config = env();
  const publicUrl = new URL(config.PUBLIC_URL);
  const log = logger().child({ module: "auth" });

  return betterAuth({
    appName: "Aurum Aviation",
    baseURL: publicUrl.origin,
    basePath: AUTH_BASE_PATH,
    // AUTH_SECRET, or the secret generated once under DATA_DIR (see signed-token.server.ts).
    secret: derivedSecret("better-auth"),
    trustedOrigins: [publicUrl.origin],
    telemetry: { enabled: false },
    database: drizzleAdapter(database, {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications, rateLimits },
    }),
    user: {
      additionalFields: {
        // Set by the admin:create command only; sign-up cannot choose it.
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 1,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }, request) {
        await mailAccount(database, user, "resetPassword", url);
        await auditAccount(database, user.email, {
          action: "auth.password-reset-requested",
          actorId: user.id,
          ip: ipOf(request),
        });
      },
      async onPasswordReset({ user }, request) {
        await auditAccount(database, user.email, {
          action: "auth.password-reset",
          actorId: user.id,
          ip: ipOf(request),
        });
      },
      async onExistingUserSignUp({ user }) {
        await mailAccount(
          database,
          user,
          "existingAccount",
          new URL(AUTH_PAGES.signIn, publicUrl).toString(),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        await mailAccount(database, user, "verifyEmail", url);
      },
      async afterEmailVerification(user, request) {
        await auditAccount(database, user.email, {
          action: "auth.email-verified",
          actorId: user.id,
          ip: ipOf(request),
        });
      },
    },
    // Our own session reads skip the sliding refresh (see lookUpSession): a session lasts a
    // week from sign-in.
    session: { expiresIn: 60 * 60 * 24 * 7 },
    rateLimit: {
      enabled: !config.DISABLE_RATE_LIMITS,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 30 },
        "/sign-up/email": { window: 300, max: 10 },
        "/request-password-reset": { window: 300, max: 5 },
        "/send-verification-email": { window: 300, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: "aurum",
      useSecureCookies: publicUrl.protocol === "https:",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: "error",
      log: (level, message, ...args) => {
        log[level]({ details: args.length ? args : undefined }, message);
      },
    },
    onAPIError: {
      // Refused credentials and invalid input are answers, not server faults.
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500) return;
        log.error({ err: error }, "Auth request failed");
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/reset-password") {
          enforcePasswordPolicy(ctx.body?.newPassword, null);
          return;
        }
        if (ctx.path !== "/sign-up/email" && ctx.path !== "/sign-in/email") return;
        if (ctx.path === "/sign-up/email") {
          enforcePasswordPolicy(ctx.body?.password, ctx.body?.email);
        } else {
          const email = normalizedEmail(ctx.body);
          if (email) await throttleSignIn(database, email, clientIp(ctx));
        }
        // Verification links (sent on sign-up, and again on a sign-in before verifying) lead
        // back to the admin sign-in rather than better-auth's default, the site's home page.
        if (!ctx.body?.callbackURL) {
          return { context: { body: { ...ctx.body, callbackURL: VERIFIED_CALLBACK_PATH } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const email = normalizedEmail(ctx.body);
        if (!email) return;
        const ip = clientIp(ctx);
        if (ctx.path === "/sign-in/email") {
          if (isAPIError(returned)) {
            if (returned.statusCode === 429) return;
            await auditAccount(database, email, {
              action: "auth.sign-in.failed",
              details: { reason: returned.body?.code ?? returned.message },
              ip,
            });
            return;
          }
          const user = (returned as { user?: { id: string } } | undefined)?.user;
          if (ip) await clearSignInAttempts({ ip, email }, database);
          await auditAccount(database, email, { action: "auth.sign-in", actorId: user?.id, ip });
        } else if (ctx.path === "/sign-up/email" && !isAPIError(returned)) {
          await auditAccount(database, email, { action: "auth.sign-up", ip });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// Tests swap the process's database per file: one auth instance per open database.
const instances = new WeakMap<Database, Auth>();

export function getAuth(): Auth {
  const database = db();
  let auth = instances.get(database);
  if (!auth) {
    auth = createAuth(database);
    instances.set(database, auth);
  }
  return auth;
}

/** Whether an account may enter the admin: the admin role, or a verified listed email. */
export function isAdminAccount(user: { email: string; emailVerified: boolean; role?: unknown }) {
  if (!user.emailVerified) return false;
  return user.role === "admin" || env().ADMIN_EMAILS.includes(user.email.toLowerCase());
}

// A page request runs the layout's and the page's loaders: they share one session lookup.
const sessionLookups = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of the request, or null. */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let lookup = sessionLookups.get(request);
  if (!lookup) {
    lookup = lookUpSession(request);
    sessionLookups.set(request, lookup);
  }
  return lookup;
}

async function lookUpSession(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("Cookie")) return null;
  try {
    const result = await getAuth().api.getSession({
      headers: request.headers,
      query: { disableRefresh: true },
    });
    if (!result) return null;
    const { user } = result;
    return { id: user.id, email: user.email, isAdmin: isAdminAccount(user) };
  } catch (error) {
    // An unreadable session is no session (lookup failures count as not an admin).
    logger().warn({ err: error }, "Session lookup failed");
    return null;
  }
}

/**
 * Calls one of better-auth's endpoints from our own server code (page actions) through its
 * HTTP handler, so its rate limits, origin checks and hooks apply exactly as for the browser.
 * The caller's cookies travel along; the client address comes from the server, never the client.
 */
export function callAuthEndpoint(
  request: Request,
  ip: string,
  endpoint: string,
  body?: Record<string, unknown>,
): Promise<Response> {
  const origin = new URL(env().PUBLIC_URL).origin;
  const headers = new Headers({ Origin: origin, [CLIENT_IP_HEADER]: ip });
  const cookie = request.headers.get("Cookie");
  if (cookie) headers.set("Cookie", cookie);
  const userAgent = request.headers.get("User-Agent");
  if (userAgent) headers.set("User-Agent", userAgent);
  if (body) headers.set("Content-Type", "application/json");
  return getAuth().handler(
    new Request(`${origin}${AUTH_BASE_PATH}${endpoint}`, {
      method: body ? "POST" : "GET",
      headers,
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
}

/** Hands a browser's request to better-auth with the client address the server saw. */
export function handleAuthRequest(request: Request, ip: string): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    signal: request.signal,
  };
  if (request.body && !["GET", "HEAD"].includes(request.method)) {
    init.body = request.body;
    init.duplex = "half";
  }
  return getAuth().handler(new Request(request.url, init));
}

/** The Set-Cookie headers of a better-auth response, to forward on our own response. */
export function forwardedCookies(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Creates a verified admin, or promotes an existing account and sets its password (the
 * admin:create command). The password must meet the policy.
 */
export async function createOrPromoteAdmin({
  email,
  password,
}: {
  email: string;
  password: string;
}): Promise<{ created: boolean; userId: string }> {
  const normalized = email.trim().toLowerCase();
  const problems = passwordProblems(password, normalized);
  if (problems.length > 0) throw new Error(describePasswordProblems(problems));
  const context = await getAuth().$context;
  const hash = await context.password.hash(password);
  const existing = await context.internalAdapter.findUserByEmail(normalized, {
    includeAccounts: true,
  });
  if (existing) {
    const userId = existing.user.id;
    await context.internalAdapter.updateUser(userId, { role: "admin", emailVerified: true });
    const credential = existing.accounts.find((account) => account.providerId === "credential");
    if (credential) await context.internalAdapter.updatePassword(userId, hash);
    else {
      await context.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: hash,
      });
    }
    await recordAudit({
      action: "admin.promote",
      actorEmail: "command line",
      targetType: "account",
      targetId: normalized,
    });
    return { created: false, userId };
  }
  const user = await context.internalAdapter.createUser(
    {
      email: normalized,
      name: normalized.split("@")[0] ?? normalized,
      emailVerified: true,
      role: "admin",
    },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  await recordAudit({
    action: "admin.create",
    actorEmail: "command line",
    targetType: "account",
    targetId: normalized,
  });
  return { created: true, userId: user.id };
}

/** The error better-auth answered with (code, message, password-policy reasons), if readable. */
export async function readAuthError(
  response: Response,
): Promise<{ code?: string; message?: string; reasons?: string[] }> {
  try {
    return (await response.json()) as { code?: string; message?: string; reasons?: string[] };
  } catch {
    return {};
  }
}

/** The Retry-After of a refused auth call, to pass on to the browser. */
export function retryAfterHeaders(response: Response): HeadersInit | undefined {
  const retryAfter = response.headers.get("Retry-After") ?? response.headers.get("X-Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : undefined;
}
