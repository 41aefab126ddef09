import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callAuthEndpoint } from "~/utils/auth.server";
import { createAccount, TEST_PASSWORD } from "../support/auth-session";

// The environment is parsed once per process; this file runs in its own, as an https site.
const holder = globalThis as typeof globalThis & { __env?: unknown };
const previous = process.env.PUBLIC_URL;

beforeAll(() => {
  process.env.PUBLIC_URL = "https://aurum.example";
  holder.__env = undefined;
});

afterAll(() => {
  process.env.PUBLIC_URL = previous;
  holder.__env = undefined;
});

describe("session cookie over https", () => {
  it("is Secure (with the __Secure- prefix), httpOnly and SameSite=Lax", async () => {
    await createAccount("secure@example.com");
    const response = await callAuthEndpoint(
      new Request("https://aurum.example/admin/login"),
      "198.51.100.20",
      "/sign-in/email",
      { email: "secure@example.com", password: TEST_PASSWORD },
    );
    expect(response.status).toBe(200);
    const session = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("__Secure-aurum.session_token="));
    expect(session).toBeDefined();
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
  });
});
