// `npm run admin:create -- --email EMAIL [--password PASSWORD]`: creates a verified admin, or
// promotes an existing account, and prints the email and the password (generated when omitted).
// On the embedded database it needs the server stopped: the data directory is locked.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { passwordProblems } from "~/schemas/password";
import { runCli } from "./cli";

const usage = "Usage: npm run admin:create -- --email EMAIL [--password PASSWORD]";

/** A random passphrase that meets the password policy (letters, digits, dashes). */
function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString("base64url").replace(/_/g, "-");
    if (/\d/.test(candidate) && passwordProblems(candidate).length === 0) return candidate;
  }
}

await runCli(async () => {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" } },
    strict: true,
  });
  if (!values.email) throw new Error(`--email is required.\n${usage}`);
  const email = z.email().safeParse(values.email.trim().toLowerCase());
  if (!email.success) throw new Error(`Not a valid email address: ${values.email}\n${usage}`);
  const password = values.password ?? generatePassword();
  const problems = passwordProblems(password, email.data);
  if (problems.length > 0) throw new Error(`Password too weak: ${problems.join(" ")}`);

  // The database and auth modules load only once the arguments are known to be usable.
  const [
    { setDatabase },
    { migrateDatabase },
    { createOrPromoteAdmin },
    { openConfiguredDatabase },
  ] = await Promise.all([
    import("~/db/client.server"),
    import("~/db/migrate.server"),
    import("~/utils/auth.server"),
    import("../server/boot"),
  ]);
  const handle = await openConfiguredDatabase();
  try {
    await migrateDatabase(handle);
    setDatabase(handle);
    const { created } = await createOrPromoteAdmin({ email: email.data, password });
    console.log(created ? "Admin account created." : "Existing account promoted to admin.");
    console.log(`Email:    ${email.data}`);
    console.log(`Password: ${password}`);
    if (!values.password) console.log("(generated: store it in a password manager)");
  } finally {
    setDatabase(undefined);
    await handle.close();
  }
});
