// POST queues a bulk article generation (admin); GET ?jobId= reports its progress; DELETE
// ?jobId= cancels it. The work itself runs in the background worker (decisions item 13).
import { z } from "zod";
import { requestInfoContext } from "~/context";
import { findActiveGenerationJob, findGenerationJob } from "~/models/article-generation-job.server";
import { BulkGenerationSchema } from "~/schemas/article";
import {
  ApiError,
  assertSameOrigin,
  handleApi,
  json,
  parseJsonBody,
  parseWith,
} from "~/utils/api.server";
import { requireAdminApi } from "~/utils/permissions.server";
import type { Route } from "./+types/generate-bulk-articles";
import { cancelBulkGeneration, jobView, startBulkGenerationAs } from "./generation.server";

const JobQuerySchema = z.object({ jobId: z.uuid().optional() });

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const { jobId } = parseWith(
      JobQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    const user = await requireAdminApi(request);
    const job = jobId ? await findGenerationJob(jobId) : await findActiveGenerationJob(user.id);
    if (!job) throw new ApiError(404, "Generation job not found");
    return json(jobView(job));
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST" && request.method !== "DELETE") {
      throw new ApiError(405, "Method not allowed", { headers: { Allow: "GET, POST, DELETE" } });
    }
    assertSameOrigin(request);
    const user = await requireAdminApi(request);
    if (request.method === "DELETE") {
      const { jobId } = parseWith(
        z.object({ jobId: z.uuid() }),
        Object.fromEntries(new URL(request.url).searchParams),
      );
      return json(jobView(await cancelBulkGeneration(jobId)));
    }
    const input = await parseJsonBody(request, BulkGenerationSchema, { maxBytes: 256 * 1024 });
    const job = await startBulkGenerationAs(
      { user, ip: context.get(requestInfoContext).ip },
      input,
    );
    return json(jobView(job), 202);
  });
}
