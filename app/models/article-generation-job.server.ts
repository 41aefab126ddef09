import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  articleGenerationJobs,
  type GeneratedArticleRef,
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
  failedTitles: articleGenerationJobs.failedTitles,
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
 * Claims the oldest job that is queued, or running with an expired claim (its worker died),
 * for `lockMs`. Several workers or instances never claim the same job.
 */
export async function claimGenerationJob(lockMs: number, executor: Executor = db()) {
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
      lockedUntil: sql`now() + make_interval(secs => ${lockMs / 1000})`,
      updatedAt: new Date(),
    })
    .where(and(inArray(articleGenerationJobs.id, due), active))
    .returning(jobColumns);
  return row ?? null;
}

/** Records one finished article (or one failure) and extends the claim. */
export async function recordGenerationProgress(
  id: string,
  outcome: { article: GeneratedArticleRef } | { failedTitle: string },
  lockMs: number,
  executor: Executor = db(),
) {
  const appended =
    "article" in outcome
      ? {
          articles: sql`${articleGenerationJobs.articles} || ${JSON.stringify([outcome.article])}::jsonb`,
        }
      : {
          failedTitles: sql`${articleGenerationJobs.failedTitles} || ${JSON.stringify([outcome.failedTitle])}::jsonb`,
        };
  await executor
    .update(articleGenerationJobs)
    .set({
      ...appended,
      processed: sql`${articleGenerationJobs.processed} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${lockMs / 1000})`,
      updatedAt: new Date(),
    })
    .where(eq(articleGenerationJobs.id, id));
}

/** Ends a job with its final status. */
export async function finishGenerationJob(
  id: string,
  status: Extract<GenerationJobStatus, "completed" | "cancelled" | "failed">,
  { error }: { error?: string } = {},
  executor: Executor = db(),
) {
  const now = new Date();
  await executor
    .update(articleGenerationJobs)
    .set({ status, error: error ?? null, lockedUntil: null, finishedAt: now, updatedAt: now })
    .where(eq(articleGenerationJobs.id, id));
}

/** Gives a claim back (the worker is stopping), so the job resumes without waiting. */
export async function releaseGenerationJob(id: string, executor: Executor = db()) {
  await executor
    .update(articleGenerationJobs)
    .set({ lockedUntil: null, updatedAt: new Date() })
    .where(eq(articleGenerationJobs.id, id));
}
