import {
  getFormProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import type { LeadAttribution as Attribution } from "~/db/schema";
import {
  LeadDeleteSchema,
  type LeadKind,
  LeadNoteEditSchema,
  LeadNoteSchema,
  LeadStatusUpdateSchema,
  type LeadStatusValue,
  leadStatusLabels,
  leadStatusValues,
  type PipelineLeadType,
} from "~/schemas/lead";
import { isCodedLeadField, leadValueLabel } from "~/schemas/lead-labels";
import { cn } from "~/utils/cn";
import { formatAdminDay } from "~/utils/format";
import { zodConstraint } from "~/utils/zod-constraint";
import { AdminTime } from "./admin-time";
import { LeadAttribution } from "./lead-attribution";
import { fieldLabel, orderedFields } from "./lead-fields";
import { LeadRef } from "./lead-ref";

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function FieldValue({ name, value }: { name: string; value: unknown }) {
  if (value === null || value === undefined || value === "") {
    return <span className="text-muted-foreground">—</span>;
  }
  if (typeof value === "boolean") return <>{value ? "Yes" : "No"}</>;
  if (value instanceof Date || (typeof value === "string" && isoTimestamp.test(value))) {
    return <AdminTime value={value} />;
  }
  if (typeof value === "string" && isoDay.test(value)) return <>{formatAdminDay(value)}</>;
  if (name === "email" && typeof value === "string") {
    return (
      <a href={`mailto:${value}`} className="text-gold-700 underline underline-offset-4">
        {value}
      </a>
    );
  }
  if (typeof value === "string" && isCodedLeadField(name)) {
    return <>{leadValueLabel(name, value)}</>;
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
  updatedAt: Date | string | null;
};

/**
 * Everything stored about one lead, and (for enquiries in the pipeline) its status and notes.
 * The forms post to the page's action; the page reloads its data afterwards.
 */
export function LeadDetail({
  title,
  kind,
  record,
  closeHref,
  pipeline,
  children,
}: {
  title: string;
  kind: LeadKind;
  record: Record<string, unknown>;
  closeHref: string;
  pipeline?: { type: PipelineLeadType; status: LeadStatusValue; notes: LeadNoteView[] };
  /** More sections below the stored fields (each a titled block). */
  children?: React.ReactNode;
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
          <div className="mt-2 flex flex-wrap gap-2">
            {pipeline ? <Badge variant="muted">{leadStatusLabels[pipeline.status]}</Badge> : null}
            {record.isSpam === true ? <Badge variant="danger">Spam</Badge> : null}
          </div>
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
        <div className="flex min-w-0 flex-col gap-6">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
            {orderedFields(Object.keys(record).filter((key) => key !== "attribution")).map(
              (key) => (
                <div key={key} className="contents">
                  <dt className="font-medium text-ink-700">{fieldLabel(key)}</dt>
                  <dd className="min-w-0 text-ink-900">
                    <FieldValue name={key} value={record[key]} />
                  </dd>
                </div>
              ),
            )}
          </dl>
          <LeadAttribution attribution={record.attribution as Attribution | null | undefined} />
          {children}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {pipeline ? <PipelinePanel leadId={id} {...pipeline} /> : null}
          <LeadActions kind={kind} leadId={id} isSpam={record.isSpam === true} />
        </div>
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
        <NoteList notes={notes} leadId={leadId} type={type} />
      </div>
    </div>
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
    constraint: zodConstraint(LeadStatusUpdateSchema),
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
    constraint: zodConstraint(LeadNoteSchema),
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

function NoteList({
  notes,
  leadId,
  type,
}: {
  notes: LeadNoteView[];
  leadId: string;
  type: PipelineLeadType;
}) {
  if (notes.length === 0) return <p className="text-sm text-muted-foreground">No notes yet.</p>;
  return (
    <ol aria-label="Notes" className="flex flex-col gap-3">
      {notes.map((note) => (
        <li key={note.id} className="rounded-md bg-ivory-100 p-3 text-sm">
          <p className="whitespace-pre-wrap break-words text-ink-900">{note.body}</p>
          <p className="mt-2 text-xs text-muted-foreground">
            {note.authorEmail} · <AdminTime value={note.createdAt} />
            {note.updatedAt ? (
              <>
                {" "}
                · edited <AdminTime value={note.updatedAt} />
              </>
            ) : null}
          </p>
          <div className="mt-2 flex flex-wrap items-start gap-2">
            <NoteEditForm note={note} leadId={leadId} type={type} />
            <ConfirmActionForm
              intent="note-delete"
              leadId={leadId}
              type={type}
              extra={{ noteId: note.id }}
              label="Delete note"
              confirmText="Delete this note?"
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

function NoteEditForm({
  note,
  leadId,
  type,
}: {
  note: LeadNoteView;
  leadId: string;
  type: PipelineLeadType;
}) {
  const fetcher = useFetcher<PipelineActionData>();
  const [form, fields] = useForm({
    id: `lead-note-edit-${note.id}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: { body: note.body },
    constraint: zodConstraint(LeadNoteEditSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LeadNoteEditSchema }),
  });
  return (
    <details className="group min-w-0 flex-1">
      <summary className="cursor-pointer text-xs font-medium text-gold-700 underline-offset-4 hover:underline">
        Edit note
      </summary>
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-2 flex flex-col gap-2">
        <LeadRef intent="note-edit" leadId={leadId} type={type} />
        <input type="hidden" name="noteId" value={note.id} />
        <Label htmlFor={fields.body.id} className="sr-only">
          Note text
        </Label>
        <Textarea {...getTextareaProps(fields.body)} key={fields.body.key} rows={3} />
        <FormErrors id={fields.body.errorId} errors={fields.body.errors} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Button type="submit" size="sm" variant="outline" className="self-start">
          {fetcher.state !== "idle" ? "Saving..." : "Save note"}
        </Button>
      </fetcher.Form>
    </details>
  );
}

/**
 * A one-button form (delete a note, flag as spam, re-send): with scripts it asks first when
 * `confirmText` is given; without them it posts at once.
 */
function ConfirmActionForm({
  intent,
  leadId,
  type,
  extra = {},
  label,
  confirmText,
  variant = "ghost",
}: {
  intent: string;
  leadId: string;
  type: LeadKind;
  extra?: Record<string, string>;
  label: string;
  confirmText?: string;
  variant?: "ghost" | "outline";
}) {
  const fetcher = useFetcher<PipelineActionData>();
  const error = fetcher.state === "idle" ? fetcher.data?.result?.error?.[""] : undefined;
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        if (confirmText && !window.confirm(confirmText)) event.preventDefault();
      }}
    >
      <LeadRef intent={intent} leadId={leadId} type={type} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} disabled={fetcher.state !== "idle"}>
        {label}
      </Button>
      <FormErrors errors={error ?? undefined} />
    </fetcher.Form>
  );
}

/**
 * What staff can do with any lead: flag it as spam or clear the flag, re-send an enquiry's
 * staff notification, and erase it on the person's request (with the reason kept in the audit
 * log, never the person's data).
 */
function LeadActions({
  kind,
  leadId,
  isSpam,
}: {
  kind: LeadKind;
  leadId: string;
  isSpam: boolean;
}) {
  return (
    <section aria-labelledby={`lead-actions-${leadId}`} className="flex flex-col gap-3">
      <h3
        id={`lead-actions-${leadId}`}
        className="font-sans text-sm font-semibold tracking-wide text-ink-900 uppercase"
      >
        Actions
      </h3>
      <div className="flex flex-wrap gap-2">
        {isSpam ? (
          <ConfirmActionForm
            intent="mark-not-spam"
            leadId={leadId}
            type={kind}
            label="Not spam"
            variant="outline"
          />
        ) : (
          <ConfirmActionForm
            intent="mark-spam"
            leadId={leadId}
            type={kind}
            label="Mark as spam"
            variant="outline"
          />
        )}
        {kind !== "newsletter" ? (
          <ConfirmActionForm
            intent="resend-notification"
            leadId={leadId}
            type={kind}
            label="Resend notification"
            variant="outline"
          />
        ) : null}
      </div>
      <DeleteLeadForm kind={kind} leadId={leadId} />
    </section>
  );
}

function DeleteLeadForm({ kind, leadId }: { kind: LeadKind; leadId: string }) {
  const fetcher = useFetcher<PipelineActionData>();
  const [form, fields] = useForm({
    id: `lead-delete-${leadId}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    constraint: zodConstraint(LeadDeleteSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LeadDeleteSchema }),
  });
  return (
    <details className="rounded-md border border-red-800/20 p-3">
      <summary className="cursor-pointer text-sm font-medium text-red-800">Delete lead…</summary>
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 flex flex-col gap-2">
        <LeadRef intent="delete" leadId={leadId} type={kind} />
        <p className="text-sm text-muted-foreground">
          Erases everything stored about this person (for an erasure request). The audit log keeps
          the reason, not their data: do not repeat their name or email here.
        </p>
        <Label htmlFor={fields.reason.id}>Reason</Label>
        <Textarea
          {...getTextareaProps(fields.reason)}
          key={fields.reason.key}
          rows={2}
          placeholder="Erasure request received by email"
        />
        <FormErrors id={fields.reason.errorId} errors={fields.reason.errors} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Button
          type="submit"
          variant="destructive"
          className="self-start"
          disabled={fetcher.state !== "idle"}
        >
          {fetcher.state !== "idle" ? "Deleting..." : "Delete permanently"}
        </Button>
      </fetcher.Form>
    </details>
  );
}
