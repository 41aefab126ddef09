import { Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-shell";
import { BackToArticles } from "~/components/admin/articles/article-page";
import { DataTable, Td, Th, Tr } from "~/components/admin/data-table";
import { DateCell } from "~/components/admin/lead-inbox";
import { Pagination } from "~/components/admin/pagination";
import { countGenerationJobs, listGenerationJobs } from "~/models/article-generation-job.server";
import { jobView } from "~/services/generation/generation.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/generation-jobs";

export const meta: Route.MetaFunction = () => [{ title: "Generation Jobs | Aurum Admin" }];

const PAGE_SIZE = 20;

export const JOB_STATUS_LABELS = {
  queued: "Queued",
  running: "Running",
  completed: "Completed",
  cancelled: "Cancelled",
  failed: "Failed",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const total = await countGenerationJobs();
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const requested = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "", 10);
  const page = Math.min(lastPage, Math.max(1, Number.isFinite(requested) ? requested : 1));
  const jobs = await listGenerationJobs({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return {
    page,
    total,
    jobs: jobs.map((job) => ({ ...jobView(job), createdByEmail: job.createdByEmail })),
  };
}

export default function GenerationJobsPage({ loaderData }: Route.ComponentProps) {
  const { jobs, page, total } = loaderData;
  return (
    <AdminPage
      title="Generation Jobs"
      description="Every bulk AI generation, newest first, with what it wrote and why topics failed."
      actions={<BackToArticles />}
    >
      {jobs.length === 0 ? (
        <p className="rounded-md border border-dashed border-ink-900/20 bg-white p-8 text-center text-sm text-muted-foreground">
          No generation jobs yet.
        </p>
      ) : (
        <DataTable label="Generation jobs">
          <thead>
            <tr>
              <Th>Started</Th>
              <Th>By</Th>
              <Th>Status</Th>
              <Th className="text-right">Topics</Th>
              <Th className="text-right">Written</Th>
              <Th className="text-right">Failed</Th>
              <Th className="text-right">Without image</Th>
              <Th>
                <span className="sr-only">Details</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <Tr key={job.id}>
                <Td>
                  <DateCell value={job.createdAt} />
                </Td>
                <Td className="break-all">{job.createdByEmail ?? "—"}</Td>
                <Td>{JOB_STATUS_LABELS[job.status]}</Td>
                <Td className="text-right tabular-nums">{job.total}</Td>
                <Td className="text-right tabular-nums">{job.count}</Td>
                <Td className="text-right tabular-nums">{job.failed}</Td>
                <Td className="text-right tabular-nums">{job.imageFailures}</Td>
                <Td>
                  <Link
                    to={`/admin/articles/generation/${job.id}`}
                    className="font-medium text-gold-700 underline-offset-4 hover:underline"
                  >
                    Details
                  </Link>
                </Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pagination page={page} pageSize={PAGE_SIZE} total={total} />
    </AdminPage>
  );
}
