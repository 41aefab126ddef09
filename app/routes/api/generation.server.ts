import type { GenerationTopic } from "~/db/schema";
import { listArticleCategoryOptions } from "~/models/article.server";
import {
  createGenerationJob,
  type GenerationJob,
  requestGenerationCancel,
} from "~/models/article-generation-job.server";
import { recordAudit } from "~/models/audit-log.server";
import { type BulkGenerationInput, topicLines } from "~/schemas/article";
import { assertAiConfigured } from "~/utils/ai.server";
import { ApiError } from "~/utils/api.server";
import { notifyGenerationWorker, topicLabel } from "~/utils/article-generation.server";
import type { Actor } from "./articles.server";

/** A job as the bulk generator polls it; `count`, `failed`, `articles`, `failedTitles` and `error` are the spec's response fields. */
export function jobView(job: GenerationJob) {
  return {
    id: job.id,
    status: job.status,
    total: job.total,
    processed: job.processed,
    progress: job.total === 0 ? 100 : Math.round((job.processed / job.total) * 100),
    count: job.articles.length,
    failed: job.failedTitles.length,
    articles: job.articles,
    failedTitles: job.failedTitles,
    pending: job.topics.slice(job.processed).map(topicLabel),
    error: job.error,
    cancelRequested: job.cancelRequested,
    generateImages: job.generateImages,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
  };
}

/**
 * What to write: one article per CSV row, or `count` articles spread over the topics in turn
 * (a topic met again is written from a new angle).
 */
export function topicsOf(input: BulkGenerationInput): GenerationTopic[] {
  if (input.csvData) return input.csvData.map(({ keyword, title }) => ({ keyword, title }));
  const lines = topicLines(input.topics ?? "");
  const count = input.count ?? lines.length;
  return Array.from({ length: count }, (_, index) => ({
    topic: lines[index % lines.length] ?? "",
    angle: Math.floor(index / lines.length) + 1,
  }));
}

/** Queues a bulk generation; 503 without an API key, 400 for an unknown category. */
export async function startBulkGenerationAs(actor: Actor, input: BulkGenerationInput) {
  assertAiConfigured();
  const categories = await listArticleCategoryOptions();
  if (!categories.some((category) => category.slug === input.category)) {
    throw new ApiError(400, "Invalid input", {
      issues: [{ path: "category", message: "Choose one of the listed categories" }],
    });
  }
  const topics = topicsOf(input);
  const job = await createGenerationJob({
    topics,
    category: input.category,
    author: input.author,
    generateImages: input.generateImages,
    createdById: actor.user.id,
    createdByEmail: actor.user.email,
  });
  await recordAudit({
    action: "article.generate",
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    targetType: "generation-job",
    targetId: job.id,
    details: { total: job.total, category: job.category, generateImages: job.generateImages },
    ip: actor.ip,
  });
  notifyGenerationWorker();
  return job;
}

/** Stops a job after the article in progress; 404 when there is none. */
export async function cancelBulkGeneration(id: string) {
  const job = await requestGenerationCancel(id);
  if (!job) throw new ApiError(404, "Generation job not found");
  return job;
}
