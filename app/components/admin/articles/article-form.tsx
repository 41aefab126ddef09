import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { ArticleEditorSchema } from "~/schemas/article";
import { formatAdminClock } from "~/utils/format";
import { slugify } from "~/utils/slug";
import { zodConstraint } from "~/utils/zod-constraint";
import { ArticleImageField } from "./article-image-field";
import { LeaveGuard } from "./leave-guard";
import { type ArticleConflict, ConflictView, type HtmlChange, ReviewView } from "./save-questions";
import { SearchSocialFields } from "./search-social-fields";

/** The editor is loaded only here, in the admin, once the page runs in a browser. */
const RichTextEditor = lazy(() => import("./editor/rich-text-editor"));

export type ArticleFormValues = {
  title: string;
  slug: string;
  author: string;
  category: string;
  image: string | null;
  imageAlt: string;
  excerpt: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  socialImage: string | null;
};

export type CategoryOption = { slug: string; name: string };

/** What the article pages' action can answer besides a redirect. */
export type ArticleFormReply = {
  result?: SubmissionResult<string[]>;
  review?: HtmlChange[];
  conflict?: ArticleConflict;
  autosaved?: { version: number; at: string };
};

/** The category a new article starts in. */
export const DEFAULT_ARTICLE_CATEGORY = "luxury-travel";

/** How long after the last change an autosave starts. */
const AUTOSAVE_DELAY_MS = 2000;

/** Fields that say how to save, not what: left out when telling edits apart. */
const CONTROL_FIELDS = new Set(["intent", "baseVersion", "acceptCleaning", "status", "content"]);

function snapshotOf(form: HTMLFormElement, content: string) {
  const fields = [...new FormData(form).entries()]
    .filter(([name]) => !CONTROL_FIELDS.has(name))
    .map(([name, value]) => `${name}=${typeof value === "string" ? value : value.name}`);
  return `${fields.join("&")}\n${content}`;
}

type AutosaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "failed" }
  | { kind: "held" };

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The single article form of the new and edit pages (Conform + the shared schema), with the
 * rich-text editor writing the body into a hidden `content` input, so the page's action stays
 * the one path that saves (without JavaScript, a plain HTML field takes its place).
 * The slug follows the title until it is typed by hand (on a new article), or fills only
 * while empty (on an existing one, whose published URL should not move by accident).
 * With `baseVersion` (edit page), changes are autosaved two seconds after the last one and
 * every save names the version it was based on; a newer stored version is shown side by side
 * with these edits (ConflictView). A save that would change the body asks first (ReviewView).
 * Leaving with unsaved changes asks first (LeaveGuard).
 */
export function ArticleForm({
  id,
  defaultValue,
  categories,
  reply,
  slugFollowsTitle,
  submitLabels,
  baseVersion: loadedVersion,
  onTakeTheirs,
  onDirtyChange,
  extraAction,
}: {
  id: string;
  defaultValue?: ArticleFormValues;
  categories: CategoryOption[];
  reply?: ArticleFormReply | null;
  slugFollowsTitle: boolean;
  /** The labels of the draft and publish buttons, idle and while their submission runs. */
  submitLabels: { draft: string; drafting: string; publish: string; publishing: string };
  baseVersion?: number;
  onTakeTheirs?: (theirs: ArticleConflict) => void;
  onDirtyChange?: (dirty: boolean) => void;
  extraAction?: React.ReactNode;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const submittingStatus = submitting ? (navigation.formData?.get("status") as string) : null;
  const autosaves = loadedVersion !== undefined;
  const hydrated = useHydrated();

  const [form, fields] = useForm({
    id,
    lastResult: reply?.result,
    defaultValue: defaultValue ?? { category: DEFAULT_ARTICLE_CATEGORY },
    constraint: zodConstraint(ArticleEditorSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ArticleEditorSchema }),
  });

  const [slug, setSlug] = useState(defaultValue?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(!slugFollowsTitle);
  const [content, setContent] = useState(defaultValue?.content ?? "");
  const [editorReady, setEditorReady] = useState(false);
  const [baseVersion, setBaseVersion] = useState(loadedVersion);
  const [dirty, setDirty] = useState(false);
  const [autosave, setAutosave] = useState<AutosaveState>({ kind: "idle" });
  const [conflict, setConflict] = useState<ArticleConflict | null>(null);
  const [review, setReview] = useState<HtmlChange[] | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const acceptCleaningRef = useRef<HTMLInputElement>(null);
  const baseVersionRef = useRef<HTMLInputElement>(null);
  const lastSubmitter = useRef<HTMLButtonElement | null>(null);
  const saved = useRef<string | null>(null);
  const inFlight = useRef<string | null>(null);
  const fetcher = useFetcher<ArticleFormReply>();

  const snapshot = useCallback(
    (html = content) => (formRef.current ? snapshotOf(formRef.current, html) : null),
    [content],
  );

  const recheck = useCallback(() => {
    const now = snapshot();
    if (now !== null && saved.current !== null) setDirty(now !== saved.current);
  }, [snapshot]);

  // The content state reaches the hidden input on the next render: compare after it.
  useEffect(recheck, [recheck]);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  useEffect(() => {
    if (reply?.review) setReview(reply.review);
    if (reply?.conflict) setConflict(reply.conflict);
  }, [reply]);

  const runAutosave = useCallback(
    ({ accept = false, asked = false }: { accept?: boolean; asked?: boolean } = {}) => {
      const formElement = formRef.current;
      // While a question is open, the editor decides; answering it (`asked`) saves again.
      if (!formElement || (!asked && (conflict || review))) return;
      const now = snapshot();
      if (now === null || (!asked && now === saved.current)) return;
      const data = new FormData(formElement);
      data.set("intent", "autosave");
      data.set("acceptCleaning", accept ? "true" : "");
      inFlight.current = now;
      setAutosave({ kind: "saving" });
      fetcher.submit(data, { method: "post" });
    },
    [conflict, review, snapshot, fetcher],
  );

  useEffect(() => {
    if (!autosaves || !dirty || submitting || fetcher.state !== "idle") return;
    const timer = window.setTimeout(() => runAutosave(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autosaves, dirty, submitting, fetcher.state, runAutosave]);

  useEffect(() => {
    if (fetcher.state !== "idle" || inFlight.current === null) return;
    const answer = fetcher.data;
    const sent = inFlight.current;
    inFlight.current = null;
    if (answer?.autosaved) {
      saved.current = sent;
      setBaseVersion(answer.autosaved.version);
      setAutosave({ kind: "saved", at: answer.autosaved.at });
      recheck();
    } else if (answer?.conflict) {
      setConflict(answer.conflict);
      setAutosave({ kind: "held" });
    } else if (answer?.review) {
      setReview(answer.review);
      setAutosave({ kind: "held" });
    } else {
      setAutosave({ kind: "failed" });
    }
  }, [fetcher.state, fetcher.data, recheck]);

  function resubmit({ accept }: { accept: boolean }) {
    if (acceptCleaningRef.current) acceptCleaningRef.current.value = accept ? "true" : "";
    setReview(null);
    setConflict(null);
    const submitter = lastSubmitter.current;
    if (submitter) formRef.current?.requestSubmit(submitter);
    else runAutosave({ accept, asked: true });
  }

  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      {...formProps}
      ref={formRef}
      className="flex flex-col gap-6"
      onInput={recheck}
      onChange={recheck}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        lastSubmitter.current = submitter instanceof HTMLButtonElement ? submitter : null;
        formProps.onSubmit(event);
      }}
    >
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-900">
          {form.errors[0]}
        </p>
      ) : null}
      {baseVersion !== undefined ? (
        <input ref={baseVersionRef} type="hidden" name="baseVersion" value={baseVersion} />
      ) : null}
      <input ref={acceptCleaningRef} type="hidden" name="acceptCleaning" defaultValue="" />
      {conflict ? (
        <ConflictView
          mine={{
            title: fields.title.value ?? "",
            excerpt: fields.excerpt.value ?? "",
            content,
          }}
          theirs={conflict}
          onKeepMine={() => {
            setBaseVersion(conflict.version);
            if (baseVersionRef.current) baseVersionRef.current.value = String(conflict.version);
            resubmit({ accept: false });
          }}
          onTakeTheirs={() => {
            saved.current = snapshot();
            setDirty(false);
            onTakeTheirs?.(conflict);
          }}
        />
      ) : null}
      {review ? (
        <ReviewView
          changes={review}
          onAccept={() => resubmit({ accept: true })}
          onCancel={() => {
            setReview(null);
            if (autosave.kind === "held") setAutosave({ kind: "idle" });
          }}
        />
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <Field id={fields.title.id} label="Title" error={fields.title.errors} required>
          <Input
            {...getInputProps(fields.title, { type: "text" })}
            key={fields.title.key}
            onChange={(event) => {
              const title = event.currentTarget.value;
              if (!slugEdited || slug === "") setSlug(slugify(title));
            }}
          />
        </Field>
        <Field id={fields.slug.id} label="Slug" error={fields.slug.errors}>
          <Input
            {...getInputProps(fields.slug, { type: "text" })}
            key={fields.slug.key}
            value={slug}
            defaultValue={undefined}
            onChange={(event) => {
              setSlug(event.currentTarget.value);
              setSlugEdited(event.currentTarget.value !== "");
            }}
            aria-describedby={`${fields.slug.id}-hint`}
            spellCheck={false}
          />
          <p id={`${fields.slug.id}-hint`} className="text-xs text-muted-foreground">
            The address: /journal/{slug || slugify(fields.title.value ?? "") || "…"}
          </p>
        </Field>
        <Field id={fields.author.id} label="Author" error={fields.author.errors}>
          <Input {...getInputProps(fields.author, { type: "text" })} key={fields.author.key} />
        </Field>
        <Field id={fields.category.id} label="Category" error={fields.category.errors} required>
          <NativeSelect {...getSelectProps(fields.category)} key={fields.category.key}>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id={`${id}-image`} label="Article Image" error={fields.image.errors}>
        <ArticleImageField
          id={`${id}-image`}
          name={fields.image.name}
          defaultValue={defaultValue?.image}
          error={fields.image.errors?.[0]}
          onUploaded={recheck}
        />
      </Field>
      <Field id={fields.imageAlt.id} label="Image alt text" error={fields.imageAlt.errors}>
        <Input
          {...getInputProps(fields.imageAlt, { type: "text" })}
          key={fields.imageAlt.key}
          aria-describedby={`${fields.imageAlt.id}-hint`}
        />
        <p id={`${fields.imageAlt.id}-hint`} className="text-xs text-muted-foreground">
          What the image shows, for readers who cannot see it. Required to publish with an image.
        </p>
      </Field>
      <Field id={fields.excerpt.id} label="Excerpt" error={fields.excerpt.errors}>
        <Textarea {...getTextareaProps(fields.excerpt)} key={fields.excerpt.key} rows={3} />
      </Field>
      <div className="flex flex-col gap-1.5">
        <span id={`${fields.content.id}-label`} className="text-sm font-medium text-ink-800">
          Content
        </span>
        {hydrated ? (
          <>
            <input type="hidden" name={fields.content.name} value={content} />
            <Suspense
              fallback={<p className="text-sm text-muted-foreground">Loading the editor…</p>}
            >
              <RichTextEditor
                id={fields.content.id}
                defaultValue={defaultValue?.content ?? ""}
                labelledBy={`${fields.content.id}-label`}
                describedBy={fields.content.errors ? `${fields.content.id}-error` : undefined}
                invalid={Boolean(fields.content.errors)}
                onReady={(html) => {
                  setContent(html);
                  if (formRef.current) saved.current = snapshotOf(formRef.current, html);
                  setEditorReady(true);
                }}
                onChange={setContent}
              />
            </Suspense>
          </>
        ) : (
          <Textarea
            {...getTextareaProps(fields.content)}
            key={fields.content.key}
            aria-labelledby={`${fields.content.id}-label`}
            rows={12}
            className="font-mono text-sm"
          />
        )}
        {fields.content.errors ? (
          <p id={`${fields.content.id}-error`} className="text-sm text-destructive">
            {fields.content.errors[0]}
          </p>
        ) : null}
      </div>
      <SearchSocialFields
        id={id}
        metaTitle={fields.metaTitle}
        metaDescription={fields.metaDescription}
        socialImage={fields.socialImage}
        title={fields.title.value ?? ""}
        excerpt={fields.excerpt.value ?? ""}
        defaultSocialImage={defaultValue?.socialImage}
        onImageChanged={recheck}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-ink-900/10 pt-6 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
        {extraAction}
        <SaveState
          autosaves={autosaves}
          dirty={dirty}
          state={autosave}
          onRetry={() => runAutosave({ asked: true })}
        />
        <Button asChild variant="ghost">
          <Link to="/admin/articles">Cancel</Link>
        </Button>
        <Button
          type="submit"
          name="status"
          value="draft"
          variant="outline"
          disabled={submitting || (hydrated && !editorReady)}
        >
          {submittingStatus === "draft" ? submitLabels.drafting : submitLabels.draft}
        </Button>
        <Button
          type="submit"
          name="status"
          value="published"
          variant="gold"
          disabled={submitting || (hydrated && !editorReady)}
        >
          {submittingStatus === "published" ? submitLabels.publishing : submitLabels.publish}
        </Button>
      </div>
      <LeaveGuard dirty={dirty && saved.current !== null} />
    </Form>
  );
}

function SaveState({
  autosaves,
  dirty,
  state,
  onRetry,
}: {
  autosaves: boolean;
  dirty: boolean;
  state: AutosaveState;
  onRetry: () => void;
}) {
  let text: React.ReactNode = null;
  if (state.kind === "saving") text = "Saving…";
  else if (state.kind === "failed")
    text = (
      <>
        Not saved —{" "}
        <button type="button" onClick={onRetry} className="underline underline-offset-4">
          retry
        </button>
      </>
    );
  else if (state.kind === "held") text = "Not saved — see above";
  else if (dirty && !autosaves) text = "Unsaved changes";
  else if (state.kind === "saved" && !dirty) text = `Saved · ${formatAdminClock(state.at)}`;
  else if (dirty) text = "Unsaved changes";
  return (
    <p role="status" className="text-sm text-muted-foreground sm:mr-auto" data-testid="save-state">
      {text}
    </p>
  );
}
