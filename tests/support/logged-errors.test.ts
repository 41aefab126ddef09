import { describe, expect, it } from "vitest";
import { logger } from "~/utils/logger.server";
import {
  expectLoggedError,
  loggedErrorProblems,
  recordLoggedError,
  resetLoggedErrors,
} from "./logged-errors";

// Each test inspects the problems itself, then clears them so its own check passes.
describe("logged errors in tests", () => {
  it("reports an error the test did not declare", () => {
    recordLoggedError("Mail delivery failed for good");
    expect(loggedErrorProblems()).toEqual([
      "Unexpected logged error: Mail delivery failed for good",
    ]);
    resetLoggedErrors();
  });

  it("accepts a declared error, and reports a declared one that never came", () => {
    expectLoggedError(/delivery failed/);
    expectLoggedError(/never logged/);
    recordLoggedError("Mail delivery failed for good");
    expect(loggedErrorProblems()).toEqual([
      "Expected a logged error matching /never logged/, none was logged",
    ]);
    resetLoggedErrors();
  });

  it("captures the app logger's error lines and console.error, not its warnings", () => {
    logger().warn("slow outbox poll");
    logger().error({ mailId: "m-1" }, "outbox worker stopped");
    console.error("render failed");
    const problems = loggedErrorProblems();
    resetLoggedErrors();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^Unexpected logged error: \{.*"msg":"outbox worker stopped"/);
    expect(problems[1]).toBe("Unexpected logged error: render failed");
  });
});
