import os from "node:os";
import path from "node:path";

/**
 * Environment of the enquiry tests; import this module first so it is set before anything
 * reads the (memoized) configuration.
 */
process.env.AUTH_SECRET ??= "enquiry-tests-secret-0123456789abcdef0123";
process.env.PUBLIC_URL ??= "http://localhost:3000";
process.env.STAFF_NOTIFY_EMAILS ??= "staff@aurum.test, sales@aurum.test";
process.env.DATA_DIR ??= path.join(os.tmpdir(), `enquiry-tests-${process.pid}`);
