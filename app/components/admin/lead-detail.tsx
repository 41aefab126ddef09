import {
  getFormProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import {
  LeadNoteSchema,
  LeadStatusUpdateSchema,
  type LeadStatusValue,
  leadStatusLabels,
  leadStatusValues,
  type PipelineLeadType,
} from "~/schemas/lead";
import { cn } from "~/utils/cn";
import { formatAdminDateTime, formatAdminDay, isoDate } from "~/utils/format";
import { fieldLabel, orderedFields } from "./lead-fields";

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function FieldValue({ name, value }: { name: string; value: unknown }) {
  if (value === null || value === undefined || value === "") {
    return <span className="text-muted-foreground">—</span>;
  }
  if (typeof value === "boolean") return <>{value ? "Yes" : "No"}</>;
  if (value instanceof Date || (typeof value === "string" && isoTimestamp.test(value))) {
    return <time dateTime={isoDate(value)}>{formatAdminDateTime(value)}</time>;
  }
  if (typeof value === "string" && isoDay.test(value)) return <>{formatAdminDay(value)}</>;
  if (name === "email" && typeof value === "string") {
    return (
      <a href={`mailto:${value}`} className="text-gold-700 underline underline-offset-4">
        {value}
      </a>
    );
  }
  if (name === "status" && typeof value === "string" && value in leadStatusLabels) {
    return <>{leadStatusLabels[value as LeadStatusValue]}</>;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return <span className="text-muted-foreground">—</span>;
    return (
      <dl className="grid gap-1">
        {entries.map(([key, nested]) => (
          <div key={key} className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">{fieldLabel(key)}:</dt>
            <dd>
              <FieldValue name={key} value={nested} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span className="whitespace-pre-wrap break-words">{String(value)}</span>;
}

export type LeadNoteView = {
  id: string;
  authorEmail: string;
  body: string;
  createdAt: Date | string;
};

/**
 * Everything stored about one lead, and (for enquiries in the pipeline) its status and notes.
 * The forms post to the page's action; the page reloads its data afterwards.
 */
export function LeadDetail({
  title,
  record,
  closeHref,
  pipeline,
}: {
  title: string;
  record: Record<string, unknown>;
  closeHref: string;
  pipeline?: { type: PipelineLeadType; status: LeadStatusValue; notes: LeadNoteView[] };
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = String(record.id);
  // Opening a lead moves focus to it, so keyboard and screen-reader users land on the details.
  useEffect(() => {
    if (id) headingRef.current?.focus();
  }, [id]);

  return (
    <section
      aria-labelledby="lead-detail-title"
      className="rounded-md border border-gold-500/40 bg-white shadow-sm"
    >
      <header className="flex items-start justify-between gap-4 border-b border-ink-900/10 p-5">
        <div>
          <h2
            id="lead-detail-title"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-40 text-2xl font-semibold text-ink-900 focus:outline-none"
          >
            {title}
          </h2>
          {pipeline ? (
            <Badge variant="muted" className="mt-2">
              {leadStatusLabels[pipeline.status]}
            </Badge>
          ) : null}
        </div>
        <Link
          to={closeHref}
          preventScrollReset
          className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}
        >
          <X aria-hidden />
          Close
        </Link>
      </header>
      <div className="grid gap-6 p-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
          {orderedFields(Object.keys(record)).map((key) => (
            <div key={key} className="contents">
              <dt className="font-medium text-ink-700">{fieldLabel(key)}</dt>
              <dd className="text-ink-900">
                <FieldValue name={key} value={record[key]} />
              </dd>
            </div>
          ))}
        </dl>
        {pipeline ? <PipelinePanel leadId={id} {...pipeline} /> : null}
      </div>
    </section>
  );
}

type PipelineActionData = { result: SubmissionResult<string[]> };

function PipelinePanel({
  leadId,
  type,
  status,
  notes,
}: {
  leadId: string;
  type: PipelineLeadType;
  status: LeadStatusValue;
  notes: LeadNoteView[];
}) {
  return (
    <div className="flex flex-col gap-6">
      <StatusForm leadId={leadId} type={type} status={status} />
      <div className="flex flex-col gap-3">
        <h3 className="font-sans text-sm font-semibold tracking-wide text-ink-900 uppercase">
          Notes
        </h3>
        <NoteForm leadId={leadId} type={type} />
        <NoteList notes={notes} />
      </div>
    </div>
  );
}

/** The lead a pipeline form acts on; the server checks both against its schema. */
function LeadRef({ intent, leadId, type }: { intent: string; leadId: string; type: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="leadType" value={type} />
      <input type="hidden" name="leadId" value={leadId} />
    </>
  );
}

function FormErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {errors[0]}
    </p>
  );
}

function StatusForm({
  leadId,
  type,
  status,
}: {
  leadId: string;
  type: PipelineLeadType;
  status: LeadStatusValue;
}) {
  const fetcher = useFetcher<PipelineActionData>();
  const [form, fields] = useForm({
    id: `lead-status-${leadId}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: { status },
    constraint: getZodConstraint(LeadStatusUpdateSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LeadStatusUpdateSchema }),
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <LeadRef intent="status" leadId={leadId} type={type} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-40 flex-1 flex-col gap-1.5">
          <Label htmlFor={fields.status.id}>Pipeline status</Label>
          <NativeSelect
            {...getSelectProps(fields.status)}
            key={`${fields.status.key}-${status}`}
            defaultValue={status}
          >
            {leadStatusValues.map((value) => (
              <option key={value} value={value}>
                {leadStatusLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Update Status"}
        </Button>
      </div>
      <FormErrors id={fields.status.errorId} errors={fields.status.errors} />
      <FormErrors id={form.errorId} errors={form.errors} />
    </fetcher.Form>
  );
}

function NoteForm({ leadId, type }: { leadId: string; type: PipelineLeadType }) {
  const fetcher = useFetcher<PipelineActionData>();
  const [form, fields] = useForm({
    id: `lead-note-${leadId}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    constraint: getZodConstraint(LeadNoteSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LeadNoteSchema }),
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <LeadRef intent="note" leadId={leadId} type={type} />
      <Label htmlFor={fields.body.id} className="sr-only">
        New note
      </Label>
      <Textarea
        {...getTextareaProps(fields.body)}
        key={fields.body.key}
        rows={3}
        placeholder="Called back, sent the fleet guide…"
      />
      <FormErrors id={fields.body.errorId} errors={fields.body.errors} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Button type="submit" variant="outline" className="self-start" disabled={busy}>
        {busy ? "Saving..." : "Add Note"}
      </Button>
    </fetcher.Form>
  );
}

function NoteList({ notes }: { notes: LeadNoteView[] }) {
  if (notes.length === 0) return <p className="text-sm text-muted-foreground">No notes yet.</p>;
  return (
    <ol aria-label="Notes" className="flex flex-col gap-3">
      {notes.map((note) => (
        <li key={note.id} className="rounded-md bg-ivory-100 p-3 text-sm">
          <p className="whitespace-pre-wrap break-words text-ink-900">{note.body}</p>
          <p className="mt-2 text-xs text-muted-foreground">
            {note.authorEmail} ·{" "}
            <time dateTime={isoDate(note.createdAt)}>{formatAdminDateTime(note.createdAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
