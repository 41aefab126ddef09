// POST queues a bulk article generation (admin); GET ?jobId= reports its progress; DELETE
// ?jobId= cancels it. The work itself runs in the background generation worker.
import { z } from "zod";
import { findActiveGenerationJob, findGenerationJob } from "~/models/article-generation-job.server";
import { endpoint, method } from "~/routes/support/endpoint.server";
import { BulkGenerationSchema } from "~/schemas/article";
import {
  cancelBulkGeneration,
  jobView,
  startBulkGenerationAs,
} from "~/services/generation/generation.server";
import { ApiError, json } from "~/utils/api.server";

const api = endpoint({
  GET: method({
    auth: "admin",
    query: z.object({ jobId: z.uuid().optional() }),
    async handle({ user, query }) {
      const job = query.jobId
        ? await findGenerationJob(query.jobId)
        : await findActiveGenerationJob(user.id);
      if (!job) throw new ApiError(404, "Generation job not found");
      return json(jobView(job));
    },
  }),
  POST: method({
    auth: "admin",
    body: BulkGenerationSchema,
    maxBytes: 256 * 1024,
    async handle({ actor, body }) {
      return json(jobView(await startBulkGenerationAs(actor, body)), 202);
    },
  }),
  DELETE: method({
    auth: "admin",
    // Cancelling has no audit entry of its own in the generation service.
    audit: true,
    query: z.object({ jobId: z.uuid() }),
    async handle({ query }) {
      return json(jobView(await cancelBulkGeneration(query.jobId)));
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
