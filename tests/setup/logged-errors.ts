import { Writable } from "node:stream";
import { format } from "node:util";
import pino from "pino";
import { afterEach, beforeEach } from "vitest";
import {
  loggedErrorProblems,
  recordLoggedError,
  resetLoggedErrors,
} from "../support/logged-errors";

const PINO_ERROR = 50;

type PinoLine = { level: number; msg?: string; err?: { message?: string } };

/** Keeps error and fatal lines of the app's logger as text; lower levels are dropped. */
const captureErrorLines = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
      const entry = JSON.parse(line) as PinoLine;
      if (entry.level >= PINO_ERROR) recordLoggedError(line);
    }
    done();
  },
});

// The app's logger() keeps the first logger stored here (see app/utils/logger.server.ts), so
// this one, installed before any test code runs, is the one the app logs through in tests.
// Where test files share a worker without isolation, this file runs once per file: the
// capture is installed once, or each error would be recorded once per earlier file.
const holder = globalThis as typeof globalThis & {
  __logger?: pino.Logger;
  __consoleErrorCaptured?: boolean;
};
holder.__logger ??= pino({ level: "warn", base: undefined }, captureErrorLines);

if (!holder.__consoleErrorCaptured) {
  holder.__consoleErrorCaptured = true;
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    recordLoggedError(format(...args));
    consoleError(...args);
  };
}

beforeEach(() => resetLoggedErrors());

afterEach(() => {
  const problems = loggedErrorProblems();
  resetLoggedErrors();
  if (problems.length > 0) throw new Error(problems.join("\n"));
});
