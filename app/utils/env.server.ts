import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from "./format";

const emailList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), z.url().optional());

/** Names Express's `trust proxy` knows for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * Which proxies may tell us the client's address in X-Forwarded-For: none (`false`), the
 * nearest N hops (`1`), or the listed addresses and CIDR ranges. `true` would trust every
 * hop, so the left-most address, which any client can write, would become the client's.
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .default("false")
  .transform((value, context): false | number | string[] => {
    if (value === "" || value === "false" || value === "0") return false;
    if (value === "true") {
      context.addIssue({
        code: "custom",
        message:
          "true would trust every hop, so a client could choose its own address with X-Forwarded-For. " +
          "Set the number of proxies in front of the server (1 behind one reverse proxy) or their addresses (10.0.0.5,10.1.0.0/16)",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    if (!entries.every(isProxyAddress)) {
      context.addIssue({
        code: "custom",
        message:
          "expected false, a hop count, or a comma-separated list of proxy addresses or CIDR ranges",
      });
      return z.NEVER;
    }
    return entries;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  /** Defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalUrl,
  ADMIN_EMAILS: emailList,
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default("Aurum Jets <no-reply@aurumjets.example>"),
  STAFF_NOTIFY_EMAILS: emailList,
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_IMAGE_MODEL: z.string().min(1).default("gpt-image-1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: TrustProxySchema,
  /** Lifts the per-IP limits on public forms; for load tests only. */
  DISABLE_RATE_LIMITS: z.stringbool().default(false),
  /** Memory for rendered public pages, in MB; 0 turns the page cache off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(65536).default(64),
  /** Where uploads live: unset = DATA_DIR/uploads; `s3://bucket/prefix` = an S3 bucket. */
  STORAGE_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(
        /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/,
        "expected s3://bucket or s3://bucket/prefix",
      )
      .optional(),
  ),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (MinIO and most self-hosted servers) rather than in the host name. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** Public base of the uploads (a CDN or the bucket's public address); unset = /uploads. */
  STORAGE_PUBLIC_URL: optionalUrl,
  /** The staff's time zone: back-office times, day filters and staff mail use it. */
  BUSINESS_TIMEZONE: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .default(DEFAULT_BUSINESS_TIME_ZONE)
      .refine(isTimeZone, { message: "expected an IANA time zone such as Asia/Singapore" }),
  ),
  /** How long raw analytics events are kept; the daily rollups are kept for good. */
  ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
  /** Server processes on this machine (node:cluster workers sharing the port). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
});

export type S3Settings = {
  kind: "s3";
  bucket: string;
  prefix: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

type StorageSettings = { kind: "local" } | S3Settings;

function storageSettings(config: z.infer<typeof EnvSchema>): StorageSettings {
  if (!config.STORAGE_URL) return { kind: "local" };
  if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
    throw new EnvError(
      "Invalid environment variable S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together",
    );
  }
  const [bucket = "", ...prefix] = config.STORAGE_URL.slice("s3://".length).split("/");
  return {
    kind: "s3",
    bucket,
    prefix: prefix.filter(Boolean).join("/"),
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

export type Env = z.infer<typeof EnvSchema> & {
  PUBLIC_URL: string;
  dataDir: string;
  storage: StorageSettings;
};

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join(".") ?? "environment";
    const received = issue ? source[String(issue.path[0])] : undefined;
    throw new EnvError(
      `Invalid environment variable ${name}${received === undefined ? "" : ` (got "${received}")`}: ${issue?.message ?? "invalid"}`,
    );
  }
  const config = result.data;
  if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL) {
    throw new EnvError(
      `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} needs PostgreSQL (DATABASE_URL): the embedded database can be opened by one process only. Set WEB_CONCURRENCY=1 or DATABASE_URL.`,
    );
  }
  if (config.WEB_CONCURRENCY > 1 && !config.AUTH_SECRET) {
    throw new EnvError(
      `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} needs AUTH_SECRET (at least 32 characters): every process must sign sessions and links with the same secret.`,
    );
  }
  return {
    ...config,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(config.DATA_DIR),
    STORAGE_PUBLIC_URL: config.STORAGE_PUBLIC_URL?.replace(/\/+$/, ""),
    storage: storageSettings(config),
  };
}

const holder = globalThis as typeof globalThis & { __env?: Env };

/** The validated environment, parsed once per process. */
export function env(): Env {
  holder.__env ??= parseEnv();
  return holder.__env;
}

/** Values the browser may see; nothing secret goes here. */
export function getPublicEnv() {
  return { PUBLIC_URL: env().PUBLIC_URL };
}
