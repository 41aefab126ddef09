import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { logger } from "~/utils/logger.server";

/**
 * What a LISTEN subscriber hears. `connected`/`disconnected` bracket the time during which
 * every notification is delivered: a subscriber that caches must treat anything it kept from
 * before `connected` as possibly stale, since notifications sent while disconnected are lost.
 */
export type NotificationHandlers = {
  message: (payload: string) => void;
  connected: () => void;
  disconnected: () => void;
};

export type Unlisten = () => Promise<void>;

/** PGlite delivers a notification before the query that raised it resolves. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Unlisten> {
  const unlisten = await client.listen(channel, handlers.message);
  handlers.connected();
  return async () => {
    handlers.disconnected();
    await unlisten();
  };
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 30_000;

/**
 * PostgreSQL: one dedicated connection (a pooled one would be handed back and lose its LISTEN).
 * A dropped connection is reopened with exponential backoff until `Unlisten` is called.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    // A connection error is followed by `end`; `end` alone covers a server-side close.
    next.on("error", (error) => logger().warn({ err: error, channel }, "LISTEN connection failed"));
    next.on("end", () => {
      if (client !== next) return;
      handlers.disconnected();
      scheduleReconnect();
    });
    next.on("notification", (notification) => {
      if (notification.channel === channel) handlers.message(notification.payload ?? "");
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    delay = FIRST_RETRY_MS;
    handlers.connected();
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
      } catch {
        delay = Math.min(delay * 2, LAST_RETRY_MS);
        const failed = client;
        client = undefined;
        await failed?.end().catch(() => undefined);
        scheduleReconnect();
      }
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    handlers.disconnected();
    await last?.end().catch(() => undefined);
  };
}
