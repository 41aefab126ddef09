import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it("derives the public URL from the port and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(parseEnv({ PUBLIC_URL: "https://jets.example/" }).PUBLIC_URL).toBe(
      "https://jets.example",
    );
  });

  it("reads comma-separated email lists, trimmed and lower-cased", () => {
    const env = parseEnv({ ADMIN_EMAILS: " Ops@Jets.example, sales@jets.example ,," });
    expect(env.ADMIN_EMAILS).toEqual(["ops@jets.example", "sales@jets.example"]);
  });

  it("names the variable in a one-line message when a value is invalid", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(EnvError);
    try {
      parseEnv({ PORT: "abc" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid environment variable PORT \(got "abc"\)/);
      expect(message).not.toContain("\n");
    }
    expect(() => parseEnv({ STAFF_NOTIFY_EMAILS: "not-an-email" })).toThrow(/STAFF_NOTIFY_EMAILS/);
    expect(() => parseEnv({ DATABASE_URL: "nope" })).toThrow(/DATABASE_URL/);
  });

  it("takes TRUST_PROXY as false, a hop count or proxy addresses, and refuses true", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,loopback,::1" }).TRUST_PROXY).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "loopback",
      "::1",
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY .*number of proxies/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY/);
  });
});
