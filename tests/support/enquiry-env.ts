import os from "node:os";
import path from "node:path";

/**
 * Sets the environment of the enquiry tests. Call it in the test file's body, before its tests
 * run: the configuration is parsed on first use and forgotten after each file
 * (tests/setup/setup-file.ts), and test files may share a process, so a module's import-time
 * side effect would reach only the first of them.
 */
export function setEnquiryEnvironment() {
  process.env.AUTH_SECRET ??= "enquiry-tests-secret-0123456789abcdef0123";
  process.env.PUBLIC_URL ??= "http://localhost:3000";
  process.env.STAFF_NOTIFY_EMAILS ??= "staff@aurum.test, sales@aurum.test";
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `enquiry-tests-${process.pid}`);
}
