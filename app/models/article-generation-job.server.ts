import { and, count, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  articleGenerationJobs,
  type GeneratedArticleRef,
  type GenerationFailure,
  type GenerationJobStatus,
  type GenerationTopic,
} from "~/db/schema";

const jobColumns = {
  id: articleGenerationJobs.id,
  status: articleGenerationJobs.status,
  topics: articleGenerationJobs.topics,
  category: articleGenerationJobs.category,
  author: articleGenerationJobs.author,
  generateImages: articleGenerationJobs.generateImages,
  total: articleGenerationJobs.total,
  processed: articleGenerationJobs.processed,
  articles: articleGenerationJobs.articles,
  failures: articleGenerationJobs.failures,
  error: articleGenerationJobs.error,
  cancelRequested: articleGenerationJobs.cancelRequested,
  createdById: articleGenerationJobs.createdById,
  createdByEmail: articleGenerationJobs.createdByEmail,
  createdAt: articleGenerationJobs.createdAt,
  updatedAt: articleGenerationJobs.updatedAt,
  finishedAt: articleGenerationJobs.finishedAt,
};

export type GenerationJob = NonNullable<Awaited<ReturnType<typeof findGenerationJob>>>;

const active = inArray(articleGenerationJobs.status, ["queued", "running"]);

/** Queues a bulk generation of one article per topic. */
export async function createGenerationJob(
  input: {
    topics: GenerationTopic[];
    category: string;
    author: string;
    generateImages: boolean;
    createdById: string;
    createdByEmail: string;
  },
  executor: Executor = db(),
) {
  const [row] = await executor
    .insert(articleGenerationJobs)
    .values({ ...input, total: input.topics.length })
    .returning(jobColumns);
  if (!row) throw new Error("The insert returned no row");
  return row;
}

export async function findGenerationJob(id: string, executor: Executor = db()) {
  const [row] = await executor
    .select(jobColumns)
    .from(articleGenerationJobs)
    .where(eq(articleGenerationJobs.id, id))
    .limit(1);
  return row ?? null;
}

/** The newest jobs first, for the job history. */
export async function listGenerationJobs(
  { limit, offset }: { limit: number; offset: number },
  executor: Executor = db(),
) {
  return executor
    .select(jobColumns)
    .from(articleGenerationJobs)
    .orderBy(desc(articleGenerationJobs.createdAt), desc(articleGenerationJobs.id))
    .limit(limit)
    .offset(offset);
}

export async function countGenerationJobs(executor: Executor = db()) {
  const [row] = await executor.select({ count: count() }).from(articleGenerationJobs);
  return row?.count ?? 0;
}

/** Notes on a written article that its picture could not be drawn (or clears the note). */
export async function setGeneratedArticleImageError(
  articleId: string,
  imageError: string | null,
  executor: Executor = db(),
) {
  // The article's entry in every job that wrote it, rewritten with or without the note.
  await executor.execute(sql`
    update ${articleGenerationJobs}
    set articles = (
      select jsonb_agg(
        case when entry->>'id' = ${articleId}
          then case when ${imageError}::text is null then entry - 'imageError'
            else entry || jsonb_build_object('imageError', ${imageError}::text) end
          else entry end
        order by position)
      from jsonb_array_elements(${articleGenerationJobs.articles}) with ordinality as items(entry, position)
    )
    where ${articleGenerationJobs.articles} @> ${JSON.stringify([{ id: articleId }])}::jsonb
  `);
}

/** The newest queued or running job an admin started, or null. */
export async function findActiveGenerationJob(createdById: string, executor: Executor = db()) {
  const [row] = await executor
    .select(jobColumns)
    .from(articleGenerationJobs)
    .where(and(active, eq(articleGenerationJobs.createdById, createdById)))
    .orderBy(desc(articleGenerationJobs.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Asks a job to stop: a queued job is cancelled at once, a running one after the article in
 * progress. Returns the job, or null when there is none.
 */
export async function requestGenerationCancel(id: string, executor: Executor = db()) {
  const now = new Date();
  await executor
    .update(articleGenerationJobs)
    .set({
      cancelRequested: true,
      updatedAt: now,
      status: sql`case when ${articleGenerationJobs.status} = 'queued' then 'cancelled' else ${articleGenerationJobs.status} end`,
      finishedAt: sql`case when ${articleGenerationJobs.status} = 'queued' then ${now} else ${articleGenerationJobs.finishedAt} end`,
    })
    .where(and(eq(articleGenerationJobs.id, id), active));
  return findGenerationJob(id, executor);
}

export async function isGenerationCancelRequested(id: string, executor: Executor = db()) {
  const [row] = await executor
    .select({ cancelRequested: articleGenerationJobs.cancelRequested })
    .from(articleGenerationJobs)
    .where(eq(articleGenerationJobs.id, id))
    .limit(1);
  return row?.cancelRequested ?? true;
}

/**
 * The end of a claim, to the millisecond. The claimed `locked_until` is the claim's token (see
 * renewGenerationClaim), read back as a JavaScript date: it must hold no more precision.
 */
function claimUntil(lockMs: number) {
  return sql`date_trunc('milliseconds', now() + make_interval(secs => ${lockMs / 1000}))`;
}

/** The row still carries this worker's claim (nobody took the job over after it ran out). */
const holds = (id: string, claim: Date) =>
  and(eq(articleGenerationJobs.id, id), eq(articleGenerationJobs.lockedUntil, claim));

export type ClaimedGenerationJob = GenerationJob & { claim: Date };

/**
 * Claims the oldest job that is queued, or running with an expired claim (its worker died),
 * for `lockMs`. Several workers or instances never claim the same job.
 */
export async function claimGenerationJob(
  lockMs: number,
  executor: Executor = db(),
): Promise<ClaimedGenerationJob | null> {
  const due = executor
    .select({ id: articleGenerationJobs.id })
    .from(articleGenerationJobs)
    .where(
      and(
        active,
        or(
          isNull(articleGenerationJobs.lockedUntil),
          lt(articleGenerationJobs.lockedUntil, sql`now()`),
        ),
      ),
    )
    .orderBy(articleGenerationJobs.createdAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await executor
    .update(articleGenerationJobs)
    .set({
      status: "running",
      lockedUntil: claimUntil(lockMs),
      updatedAt: new Date(),
    })
    .where(and(inArray(articleGenerationJobs.id, due), active))
    .returning({ ...jobColumns, claim: articleGenerationJobs.lockedUntil });
  if (!row?.claim) return null;
  return { ...row, claim: row.claim };
}

/**
 * Extends a claim before work that must happen once (storing an article): answers the new
 * claim, or null when the job was taken over by another worker after this claim ran out.
 */
export async function renewGenerationClaim(
  id: string,
  claim: Date,
  lockMs: number,
  executor: Executor = db(),
): Promise<Date | null> {
  const [row] = await executor
    .update(articleGenerationJobs)
    .set({ lockedUntil: claimUntil(lockMs), updatedAt: new Date() })
    .where(and(holds(id, claim), active))
    .returning({ claim: articleGenerationJobs.lockedUntil });
  return row?.claim ?? null;
}

/**
 * Records one finished article (or one failed topic) and extends the claim; answers the new
 * claim, or null (nothing recorded) when the job is no longer this worker's.
 */
export async function recordGenerationProgress(
  id: string,
  claim: Date,
  outcome: { article: GeneratedArticleRef } | { failure: GenerationFailure },
  lockMs: number,
  executor: Executor = db(),
): Promise<Date | null> {
  const appended =
    "article" in outcome
      ? {
          articles: sql`${articleGenerationJobs.articles} || ${JSON.stringify([outcome.article])}::jsonb`,
        }
      : {
          failures: sql`${articleGenerationJobs.failures} || ${JSON.stringify([outcome.failure])}::jsonb`,
        };
  const [row] = await executor
    .update(articleGenerationJobs)
    .set({
      ...appended,
      processed: sql`${articleGenerationJobs.processed} + 1`,
      lockedUntil: claimUntil(lockMs),
      updatedAt: new Date(),
    })
    .where(holds(id, claim))
    .returning({ claim: articleGenerationJobs.lockedUntil });
  return row?.claim ?? null;
}

/** Ends a job this worker holds with its final status. */
export async function finishGenerationJob(
  id: string,
  claim: Date,
  status: Extract<GenerationJobStatus, "completed" | "cancelled" | "failed">,
  { error }: { error?: string } = {},
  executor: Executor = db(),
) {
  const now = new Date();
  await executor
    .update(articleGenerationJobs)
    .set({ status, error: error ?? null, lockedUntil: null, finishedAt: now, updatedAt: now })
    .where(holds(id, claim));
}

/** Gives a claim back (the worker is stopping), so the job resumes without waiting. */
export async function releaseGenerationJob(id: string, claim: Date, executor: Executor = db()) {
  await executor
    .update(articleGenerationJobs)
    .set({ lockedUntil: null, updatedAt: new Date() })
    .where(holds(id, claim));
}
