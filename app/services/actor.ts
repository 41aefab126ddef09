import type { SessionUser } from "~/utils/auth.server";

/** Who performs a use case, as the audit log records it: the signed-in user and their address. */
export type Actor = { user: SessionUser; ip: string | null };
