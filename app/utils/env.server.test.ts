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

  it("takes the business time zone, Asia/Singapore by default, and refuses an unknown zone", () => {
    expect(parseEnv({}).BUSINESS_TIMEZONE).toBe("Asia/Singapore");
    expect(parseEnv({ BUSINESS_TIMEZONE: "" }).BUSINESS_TIMEZONE).toBe("Asia/Singapore");
    expect(parseEnv({ BUSINESS_TIMEZONE: "Europe/London" }).BUSINESS_TIMEZONE).toBe(
      "Europe/London",
    );
    expect(() => parseEnv({ BUSINESS_TIMEZONE: "Mars/Olympus" })).toThrow(
      /^Invalid environment variable BUSINESS_TIMEZONE \(got "Mars\/Olympus"\)/,
    );
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

  it("keeps uploads on the local disk unless STORAGE_URL names a bucket", () => {
    expect(parseEnv({}).storage).toEqual({ kind: "local" });
    const env = parseEnv({
      STORAGE_URL: "s3://aurum-media/site/uploads",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      STORAGE_PUBLIC_URL: "http://127.0.0.1:9000/uploads/",
    });
    expect(env.storage).toEqual({
      kind: "s3",
      bucket: "aurum-media",
      prefix: "site/uploads",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    expect(env.STORAGE_PUBLIC_URL).toBe("http://127.0.0.1:9000/uploads");
    expect(parseEnv({ STORAGE_URL: "s3://aurum-media" }).storage).toMatchObject({ prefix: "" });
  });

  it("refuses a storage URL that is not s3://bucket/prefix and half a credential pair", () => {
    expect(() => parseEnv({ STORAGE_URL: "https://bucket.example" })).toThrow(
      /^Invalid environment variable STORAGE_URL .*s3:\/\/bucket/,
    );
    expect(() => parseEnv({ STORAGE_URL: "s3://Bad_Bucket" })).toThrow(/STORAGE_URL/);
    expect(() => parseEnv({ STORAGE_URL: "s3://media/../etc" })).toThrow(/STORAGE_URL/);
    expect(() => parseEnv({ STORAGE_URL: "s3://media", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
    );
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: "maybe" })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => parseEnv({ STORAGE_PUBLIC_URL: "cdn" })).toThrow(/STORAGE_PUBLIC_URL/);
  });

  it("runs several processes only on PostgreSQL and with a shared AUTH_SECRET", () => {
    const postgres = "postgres://app@127.0.0.1:5432/aurum";
    const secret = "s".repeat(32);
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(
      parseEnv({ WEB_CONCURRENCY: "2", DATABASE_URL: postgres, AUTH_SECRET: secret })
        .WEB_CONCURRENCY,
    ).toBe(2);
    expect(() => parseEnv({ WEB_CONCURRENCY: "2", AUTH_SECRET: secret })).toThrow(
      /^WEB_CONCURRENCY=2 needs PostgreSQL \(DATABASE_URL\): the embedded database can be opened by one process only/,
    );
    expect(() => parseEnv({ WEB_CONCURRENCY: "2", DATABASE_URL: postgres })).toThrow(
      /^WEB_CONCURRENCY=2 needs AUTH_SECRET/,
    );
    expect(() => parseEnv({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "many" })).toThrow(/WEB_CONCURRENCY/);
  });
});
