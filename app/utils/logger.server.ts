import pino from "pino";
import { env } from "./env.server";

const holder = globalThis as typeof globalThis & { __logger?: pino.Logger };

/** The process's structured logger (JSON lines on stdout). */
export function logger(): pino.Logger {
  holder.__logger ??= pino({
    level: process.env.NODE_ENV === "test" ? "silent" : env().LOG_LEVEL,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  });
  return holder.__logger;
}
