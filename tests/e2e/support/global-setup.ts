import fs from "node:fs";
import { type FullConfig, request } from "@playwright/test";
import { e2eAuthDir } from "../../../playwright.config";
import { type Role, signInThroughApi, signUpVerified, storageStateOf } from "./accounts";

/**
 * Runs once the server answers: makes the admin and member accounts and stores a signed-in
 * browser state for every role, so tests start signed in without typing into the login form.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = String(config.projects[0]?.use.baseURL);
  fs.mkdirSync(e2eAuthDir, { recursive: true });
  for (const role of ["owner", "admin", "member"] as const satisfies Role[]) {
    const context = await request.newContext({ baseURL });
    try {
      if (role !== "owner") await signUpVerified(context, role, baseURL);
      await signInThroughApi(context, role, baseURL);
      await context.storageState({ path: storageStateOf(role) });
    } finally {
      await context.dispose();
    }
  }
}
