import { FileSpreadsheet, History, LoaderCircle, Sparkles, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useDropzone } from "react-dropzone";
import { Link, useNavigate } from "react-router";
import { AiUnavailableNotice } from "~/components/admin/ai-unavailable";
import { apiErrorMessage, notify, readApiError } from "~/components/admin/notify";
import { SegmentedChoice } from "~/components/admin/segmented-choice";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { BULK_DEFAULTS, BULK_MAX_ARTICLES, BulkGenerationSchema } from "~/schemas/article";
import { cn } from "~/utils/cn";
import {
  CSV_MESSAGES,
  type CsvTopic,
  CsvTopicsError,
  describeSkippedRows,
  isCsvFileName,
  parseCsvTopics,
} from "~/utils/csv-topics";
import type { CategoryOption } from "./article-form";
import { GenerationOutcome } from "./generation-outcome";

/** Marks a control invalid and points it at the message its Field shows. */
function errorProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}

/** The first message of each field a schema refused, by the field's name. */
function firstErrorPerField(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A job as `GET /api/generate-bulk-articles` reports it. */
export type BulkJob = {
  id: string;
  status: "queued" | "running" | "completed" | "cancelled" | "failed";
  total: number;
  processed: number;
  progress: number;
  count: number;
  failed: number;
  imageFailures: number;
  articles: { id: string; title: string; slug: string; imageError?: string }[];
  failedTitles: string[];
  failures: { title: string; reason: string }[];
  pending: string[];
  error: string | null;
  cancelRequested: boolean;
};

const POLL_MS = 1500;
/** The pause between the completion message and the move to the article list. */
const COMPLETION_DELAY_MS = 2000;

function statusLine(job: BulkJob): string {
  if (job.status === "queued") return "Starting article generation...";
  if (job.status === "running") {
    if (job.cancelRequested) return "Cancelling...";
    const next = job.pending[0];
    return `Generating article ${Math.min(job.processed + 1, job.total)} of ${job.total}${next ? `: ${next}` : ""}`;
  }
  if (job.status === "completed") {
    const withoutImage = job.imageFailures > 0 ? `, ${job.imageFailures} without an image` : "";
    return `Generation complete: ${job.count} successful, ${job.failed} failed${withoutImage}`;
  }
  if (job.status === "cancelled") return "Article generation has been cancelled.";
  return job.error ?? "Failed to generate articles.";
}

/**
 * The bulk generator: topics typed one per line, or a CSV of keyword/title rows,
 * become draft articles written by the AI in a server-side job whose real progress is shown
 * here. The page can be closed and reopened: the running job is picked up again. A job that
 * wrote everything moves on to the article list; one with failures stays on screen with their
 * reasons (and stays in the job history).
 */
export function BulkGenerator({
  categories,
  activeJob,
  aiConfigured,
}: {
  categories: CategoryOption[];
  activeJob: BulkJob | null;
  aiConfigured: boolean;
}) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<"manual" | "csv">("manual");
  const [topics, setTopics] = useState("");
  const [count, setCount] = useState(String(BULK_DEFAULTS.count));
  const [author, setAuthor] = useState(BULK_DEFAULTS.author);
  const [category, setCategory] = useState(
    categories.some((option) => option.slug === BULK_DEFAULTS.category)
      ? BULK_DEFAULTS.category
      : (categories[0]?.slug ?? ""),
  );
  const [generateImages, setGenerateImages] = useState(false);
  const [csv, setCsv] = useState<{ name: string; rows: CsvTopic[] } | null>(null);
  const [job, setJob] = useState<BulkJob | null>(activeJob);
  const [starting, setStarting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const announced = useRef<string | null>(null);

  const running = job !== null && (job.status === "queued" || job.status === "running");

  const finish = useCallback(
    (done: BulkJob) => {
      if (announced.current === done.id) return;
      announced.current = done.id;
      if (done.status === "cancelled") {
        notify.info("Generation Cancelled", "Article generation has been cancelled.");
        return;
      }
      if (done.status === "failed") {
        notify.error("Generation Failed", done.error ?? "Failed to generate articles.");
        return;
      }
      if (done.count === 0) {
        notify.error(
          "Generation Failed",
          "No articles were generated successfully. Please try again.",
        );
        return;
      }
      if (done.failed > 0 || done.imageFailures > 0) {
        notify.success(
          "Articles Generated",
          `Successfully generated ${done.count} articles, ${done.failed} failed.`,
        );
        return;
      }
      notify.success(
        "Articles Generated Successfully",
        `Successfully generated ${done.count} articles. All articles are now available in your drafts.`,
      );
      setTimeout(() => navigate("/admin/articles"), COMPLETION_DELAY_MS);
    },
    [navigate],
  );

  // Polls the job while it runs; the server does the work whether or not anyone watches.
  useEffect(() => {
    if (!job) return;
    if (!running) {
      finish(job);
      return;
    }
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/generate-bulk-articles?jobId=${job.id}`);
        if (!response.ok)
          throw new Error(
            apiErrorMessage(await readApiError(response), "An error occurred during generation."),
          );
        setJob((await response.json()) as BulkJob);
      } catch (error) {
        notify.error(
          "Generation Error",
          error instanceof Error ? error.message : "An error occurred during generation.",
        );
        setJob(null);
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, running, finish]);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    maxFiles: 1,
    multiple: false,
    accept: { "text/csv": [".csv"], "application/vnd.ms-excel": [".csv"] },
    disabled: running,
    // The zone is a drop target and a click target; keyboard users get the real button inside.
    noKeyboard: true,
    onDrop: async (accepted, rejected) => {
      const file = accepted[0];
      if (rejected.length > 0 || !file || !isCsvFileName(file.name)) {
        notify.error("Invalid File Type", CSV_MESSAGES.invalidType);
        return;
      }
      try {
        const { topics: rows, skipped } = parseCsvTopics(await file.text());
        if (rows.length > BULK_MAX_ARTICLES) {
          throw new CsvTopicsError(`At most ${BULK_MAX_ARTICLES} articles at a time.`);
        }
        setCsv({ name: file.name, rows });
        setCount(String(rows.length));
        notify.success(
          "CSV Uploaded Successfully",
          [`Found ${rows.length} articles to generate.`, describeSkippedRows(skipped)]
            .filter(Boolean)
            .join(" "),
        );
      } catch (error) {
        notify.error(
          "CSV Processing Failed",
          error instanceof CsvTopicsError ? error.message : CSV_MESSAGES.noRows,
        );
      }
    },
  });

  async function start(event: React.FormEvent) {
    event.preventDefault();
    // The endpoint's own schema: the form refuses exactly what the endpoint would, with the
    // same messages, shown beside the fields.
    const parsed = BulkGenerationSchema.safeParse({
      ...(mode === "csv" ? { csvData: csv?.rows ?? [] } : { topics, count }),
      category,
      author,
      generateImages,
    });
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error.issues));
      return;
    }
    setErrors({});
    setStarting(true);
    try {
      const response = await fetch("/api/generate-bulk-articles", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (!response.ok) {
        const message = apiErrorMessage(
          await readApiError(response),
          "Failed to generate articles.",
        );
        notify.error(
          "Generation Failed",
          /api key/i.test(message) ? "OpenAI API key is not configured." : message,
        );
        return;
      }
      announced.current = null;
      setJob((await response.json()) as BulkJob);
    } catch (error) {
      notify.error(
        "Generation Error",
        error instanceof Error ? error.message : "An error occurred during generation.",
      );
    } finally {
      setStarting(false);
    }
  }

  async function cancel() {
    if (!job) return;
    const response = await fetch(`/api/generate-bulk-articles?jobId=${job.id}`, {
      method: "DELETE",
    }).catch(() => null);
    if (response?.ok) setJob((await response.json()) as BulkJob);
    else notify.error("Generation Error", "The generation could not be cancelled.");
  }

  const planned = mode === "csv" ? (csv?.rows.length ?? 0) : Number(count) || 0;
  const submitLabel = `Generate ${planned > 0 ? `${planned} Article${planned === 1 ? "" : "s"}` : "Articles"}${generateImages ? " with Images" : ""}`;

  return (
    <div className="flex flex-col gap-6">
      {aiConfigured ? null : <AiUnavailableNotice id="bulk-ai-unavailable" />}
      <form onSubmit={start} className="flex flex-col gap-6" aria-busy={running || starting}>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-ink-800">Source</legend>
          <div className="inline-flex w-fit rounded-md border border-ink-900/15 bg-white p-1">
            <SegmentedChoice
              options={[
                { value: "manual", label: "Manual Topics" },
                { value: "csv", label: "CSV Upload" },
              ]}
              value={mode}
              onChange={setMode}
              disabled={running}
              className="px-3 py-1.5"
            />
          </div>
        </fieldset>

        {mode === "manual" ? (
          <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
            <Field id="bulk-topics" label="Topics (one per line)" error={errors.topics} required>
              <Textarea
                id="bulk-topics"
                {...errorProps("bulk-topics", errors.topics)}
                rows={6}
                value={topics}
                disabled={running}
                onChange={(event) => setTopics(event.currentTarget.value)}
                placeholder={
                  "Flying private with pets\nThe best ski airports in Europe\nWhat a pre-purchase inspection covers"
                }
              />
            </Field>
            <Field id="bulk-count" label="Number of articles" error={errors.count} required>
              <Input
                id="bulk-count"
                {...errorProps("bulk-count", errors.count)}
                type="number"
                inputMode="numeric"
                min={1}
                max={BULK_MAX_ARTICLES}
                step={1}
                value={count}
                disabled={running}
                onChange={(event) => setCount(event.currentTarget.value)}
                aria-describedby={
                  errors.count ? "bulk-count-error bulk-count-hint" : "bulk-count-hint"
                }
              />
              <p id="bulk-count-hint" className="text-xs text-muted-foreground">
                Topics are used in turn; a topic used again gets a new angle.
              </p>
            </Field>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <div
              {...getRootProps({
                className: cn(
                  "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed border-ink-900/20 bg-white px-6 py-8 text-center text-sm text-ink-700 hover:border-gold-600",
                  isDragActive && "border-gold-600 bg-gold-300/10",
                  running && "cursor-not-allowed opacity-60",
                ),
              })}
            >
              <input {...getInputProps({ "aria-label": "Upload a CSV file" })} />
              <FileSpreadsheet aria-hidden className="size-6 text-gold-700" />
              <p>
                Drop a CSV file here, or{" "}
                <button
                  type="button"
                  disabled={running}
                  className="font-medium text-gold-700 underline underline-offset-2 hover:text-ink-900"
                >
                  choose a file
                </button>
              </p>
              <p className="text-xs text-muted-foreground">
                A header row with "Keyword" and "Title" columns, then one article per row
              </p>
            </div>
            {errors.csvData ? (
              <p role="alert" className="text-sm text-destructive">
                {errors.csvData}
              </p>
            ) : null}
            {csv ? (
              <div className="rounded-md border border-ink-900/10 bg-white">
                <div className="flex items-center justify-between gap-3 border-b border-ink-900/10 px-4 py-3">
                  <p className="text-sm font-medium text-ink-900">
                    {csv.name}{" "}
                    <span className="font-normal text-muted-foreground">
                      ({csv.rows.length} {csv.rows.length === 1 ? "row" : "rows"})
                    </span>
                  </p>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={running}
                    onClick={() => {
                      setCsv(null);
                      setCount(String(BULK_DEFAULTS.count));
                    }}
                  >
                    <X aria-hidden />
                    Remove
                  </Button>
                </div>
                <ol className="max-h-64 divide-y divide-ink-900/5 overflow-y-auto text-sm">
                  {csv.rows.map((row, index) => (
                    <li key={index} className="flex gap-3 px-4 py-2">
                      <span className="w-6 shrink-0 text-right text-ink-400">{index + 1}</span>
                      <span className="min-w-0 flex-1 text-ink-900">{row.title}</span>
                      <span className="shrink-0 text-xs text-muted-foreground">{row.keyword}</span>
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
          </div>
        )}

        <div className="grid gap-6 md:grid-cols-2">
          <Field id="bulk-author" label="Author" error={errors.author} required>
            <Input
              id="bulk-author"
              {...errorProps("bulk-author", errors.author)}
              value={author}
              disabled={running}
              onChange={(event) => setAuthor(event.currentTarget.value)}
            />
          </Field>
          <Field id="bulk-category" label="Category" error={errors.category} required>
            <NativeSelect
              id="bulk-category"
              {...errorProps("bulk-category", errors.category)}
              value={category}
              disabled={running}
              onChange={(event) => setCategory(event.currentTarget.value)}
            >
              {categories.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <label htmlFor="bulk-images" className="flex items-center gap-2 text-sm text-ink-800">
          <Checkbox
            id="bulk-images"
            checked={generateImages}
            disabled={running || !aiConfigured}
            aria-describedby={aiConfigured ? undefined : "bulk-ai-unavailable"}
            onChange={(event) => setGenerateImages(event.currentTarget.checked)}
          />
          Generate AI Images for Articles
        </label>
        <div className="flex flex-col-reverse gap-3 border-t border-ink-900/10 pt-6 sm:flex-row sm:justify-end">
          <Button
            type="submit"
            variant="gold"
            disabled={running || starting || !aiConfigured}
            aria-describedby={aiConfigured ? undefined : "bulk-ai-unavailable"}
          >
            {starting ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <Sparkles aria-hidden />
            )}
            {submitLabel}
          </Button>
        </div>
      </form>

      {job ? <ProgressCard job={job} onCancel={cancel} /> : null}
      <Link
        to="/admin/articles/generation"
        className="inline-flex w-fit items-center gap-2 text-sm font-medium text-gold-700 underline-offset-4 hover:underline"
      >
        <History aria-hidden className="size-4" />
        Generation history
      </Link>
    </div>
  );
}

function ProgressCard({ job, onCancel }: { job: BulkJob; onCancel: () => void }) {
  const running = job.status === "queued" || job.status === "running";
  const card = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per job, when its card appears
  useEffect(() => {
    card.current?.scrollIntoView({ behavior: "smooth", block: "nearest" });
  }, [job.id]);
  return (
    <section
      ref={card}
      aria-labelledby="generation-progress"
      className="flex flex-col gap-4 rounded-md border border-gold-500/40 bg-ivory-100 p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="generation-progress" className="text-2xl font-semibold text-ink-900">
          {running ? "Generating Articles" : "Generation Results"}
        </h2>
        <span className="font-display text-3xl font-semibold text-ink-900">{job.progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="generation-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
        className="h-2 overflow-hidden rounded-full bg-ivory-300"
      >
        <div
          className="h-full rounded-full bg-gold-500 transition-[width] duration-500"
          style={{ width: `${job.progress}%` }}
        />
      </div>
      <p role="status" className="text-sm text-ink-800">
        {statusLine(job)}
      </p>
      <GenerationOutcome
        articles={job.articles}
        failures={job.failures}
        unwritten={job.status === "cancelled" || job.status === "failed" ? job.pending : []}
      />
      <div className="flex flex-wrap gap-3">
        {running ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={job.cancelRequested}>
            <X aria-hidden />
            {job.cancelRequested ? "Cancelling..." : "Cancel Generation"}
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to={`/admin/articles/generation/${job.id}`}>
            <History aria-hidden />
            Job details
          </Link>
        </Button>
      </div>
    </section>
  );
}
