import type { DatabaseHandle } from "~/db/client.server";
import { logger } from "./logger.server";

/**
 * The database announces every write to a table public pages show on this channel (a trigger
 * of the migration content_change_notify), whichever process or code path made it.
 */
export const CONTENT_CHANGED_CHANNEL = "content_changed";

type Cached = { value: Promise<unknown> };
type State = {
  /** True only while this process hears every change: caching is allowed only then. */
  live: boolean;
  /** Bumped on every change, so work started before a change is never stored after it. */
  generation: number;
  reads: Map<string, Cached>;
  subscribers: Set<() => void>;
};

// On globalThis so the dev server's module reloads and the bundled entry share one state.
const holder = globalThis as typeof globalThis & { __contentCache?: State };

function state(): State {
  holder.__contentCache ??= {
    live: false,
    generation: 0,
    reads: new Map(),
    subscribers: new Set(),
  };
  return holder.__contentCache;
}

/** Whether caches of public content may be used: this process hears every change. */
export function contentCachingAllowed(): boolean {
  return state().live;
}

/** Changes with every content change; compare before and after work to know if it is stale. */
export function contentGeneration(): number {
  return state().generation;
}

/** Runs `clear` on every content change. Returns the unsubscribe function. */
export function onContentChanged(clear: () => void): () => void {
  const { subscribers } = state();
  subscribers.add(clear);
  return () => subscribers.delete(clear);
}

/** Drops everything cached from public content, here and in every subscriber. */
export function contentChanged(): void {
  const current = state();
  current.generation += 1;
  current.reads.clear();
  for (const clear of current.subscribers) clear();
}

/**
 * Reads kept at most, the least recently used going first: keys may carry a slug from the
 * address, and a flood of made-up slugs must not grow the process.
 */
const MAX_CACHED_READS = 1_000;

/**
 * A public read that changes only when content is written (categories with counts, featured
 * aircraft, a journal page's cards, an article's or an aircraft's page data), kept in memory
 * until the next content change. Concurrent callers share one read. Callers must not mutate
 * the value. Without a live subscription it simply reads.
 */
export function cachedPublicRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const current = state();
  if (!current.live) return read();
  const hit = current.reads.get(key);
  if (hit) {
    current.reads.delete(key);
    current.reads.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = read();
  const entry: Cached = { value };
  current.reads.set(key, entry);
  if (current.reads.size > MAX_CACHED_READS) {
    const [oldest] = current.reads.keys();
    if (oldest !== undefined) current.reads.delete(oldest);
  }
  value.catch(() => {
    if (current.reads.get(key) === entry) current.reads.delete(key);
  });
  return value;
}

/**
 * Subscribes this process to content changes. Caching is allowed from the moment the
 * subscription is live and stops (with everything dropped) whenever it is not: notifications
 * sent while a connection was down are lost, so nothing kept from before can be trusted.
 */
export async function watchContentChanges(handle: DatabaseHandle): Promise<() => Promise<void>> {
  const current = state();
  return handle.listen(CONTENT_CHANGED_CHANNEL, {
    message: contentChanged,
    connected() {
      contentChanged();
      current.live = true;
      logger().debug("Listening for content changes; public caches enabled");
    },
    disconnected() {
      current.live = false;
      contentChanged();
      logger().debug("Not listening for content changes; public caches disabled");
    },
  });
}
