import { History, RotateCcw } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { AdminPage } from "~/components/admin/admin-shell";
import { Alert } from "~/components/admin/alert";
import { GenerationOutcome } from "~/components/admin/articles/generation-outcome";
import { DateCell } from "~/components/admin/lead-inbox";
import { Button } from "~/components/ui/button";
import { requestInfoContext } from "~/context";
import { findGenerationJob } from "~/models/article-generation-job.server";
import { formFailure } from "~/routes/support/error-mappers.server";
import { readForm } from "~/routes/support/form.server";
import { jobView, retryFailedTopicsAs } from "~/services/generation/generation.server";
import { requireAdmin } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/generation-jobs.$id";
import { JOB_STATUS_LABELS } from "./generation-jobs";

export const meta: Route.MetaFunction = () => [{ title: "Generation Job | Aurum Admin" }];

const JobId = z.uuid();

async function loadJob(id: string | undefined) {
  const parsed = JobId.safeParse(id);
  const job = parsed.success ? await findGenerationJob(parsed.data) : null;
  if (!job) throw data("Generation job not found", { status: 404 });
  return job;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const job = await loadJob(params.id);
  return { job: { ...jobView(job), createdByEmail: job.createdByEmail } };
}

const RETRY_FAILED = "The failed topics could not be queued again.";

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  await readForm(request);
  const job = await loadJob(params.id);
  try {
    const retry = await retryFailedTopicsAs(
      { user, ip: context.get(requestInfoContext).ip },
      job.id,
    );
    return redirectWithToast(`/admin/articles/generation/${retry.id}`, {
      type: "success",
      title: "Retry Queued",
      description: `${retry.total} failed topic${retry.total === 1 ? " was" : "s were"} queued again.`,
    });
  } catch (error) {
    const failure = formFailure(error, RETRY_FAILED);
    return data({ error: failure.message }, { status: failure.status });
  }
}

export default function GenerationJobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job } = loaderData;
  const navigation = useNavigation();
  const finished = job.status !== "queued" && job.status !== "running";
  return (
    <AdminPage
      title="Generation Job"
      description={`${JOB_STATUS_LABELS[job.status]} · ${job.count} of ${job.total} written, ${job.failed} failed`}
      actions={
        <Button asChild variant="outline">
          <Link to="/admin/articles/generation">
            <History aria-hidden />
            All jobs
          </Link>
        </Button>
      }
    >
      <div className="flex max-w-4xl flex-col gap-6 rounded-md border border-ink-900/10 bg-white p-5 sm:p-8">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-ink-700">Started</dt>
          <dd>
            <DateCell value={job.createdAt} />
            {job.createdByEmail ? ` by ${job.createdByEmail}` : null}
          </dd>
          {job.finishedAt ? (
            <>
              <dt className="font-medium text-ink-700">Finished</dt>
              <dd>
                <DateCell value={job.finishedAt} />
              </dd>
            </>
          ) : null}
          <dt className="font-medium text-ink-700">Images</dt>
          <dd>
            {job.generateImages ? `Generated (${job.imageFailures} failed)` : "Not requested"}
          </dd>
        </dl>
        {job.error ? (
          <Alert tone="error" title="The job stopped">
            {job.error}
          </Alert>
        ) : null}
        {actionData?.error ? (
          <Alert tone="error" title={RETRY_FAILED}>
            {actionData.error}
          </Alert>
        ) : null}
        <GenerationOutcome
          articles={job.articles}
          failures={job.failures}
          unwritten={finished ? job.pending : []}
        />
        {!finished ? (
          <p role="status" className="text-sm text-ink-700">
            This job is still running; {job.processed} of {job.total} topics done.
          </p>
        ) : null}
        {finished && job.failed > 0 ? (
          <Form method="post">
            <Button type="submit" variant="gold" disabled={navigation.state === "submitting"}>
              <RotateCcw aria-hidden />
              Retry failed topics ({job.failed})
            </Button>
          </Form>
        ) : null}
      </div>
    </AdminPage>
  );
}
