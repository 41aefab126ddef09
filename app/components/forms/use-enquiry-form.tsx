import { type DefaultValue, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useId, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import type { z } from "zod";
import { toast } from "~/components/ui/toaster";
import { trackForm, visitAttributionField } from "~/utils/analytics";
import { useHydrated } from "~/utils/use-hydrated";
import { zodConstraint } from "~/utils/zod-constraint";
import { type EnquiryActionData, type EnquiryIntent, isEnquiryActionData } from "./enquiry-result";
import { type FieldMeta, Honeypot } from "./fields";
import {
  type FieldLabels,
  type FormMessage,
  type FormMessages,
  invalidSubmissionMessage,
  outcomeMessage,
} from "./messages";
import { useProofOfWork } from "./proof-of-work";
import { newSubmissionKey } from "./submission-key";

type Errors = Record<string, string[] | null | undefined>;

/** The name of the hidden button Conform submits the form with to run an intent. */
const CONFORM_INTENT = "__intent__";

/**
 * What every enquiry form shares: Conform with the payload's Zod schema, submission through a
 * fetcher to the current page's action (the proof-of-work solution is added first), toasts
 * for the outcome, and, without JavaScript, a normal POST whose answer the page renders.
 */
export function useEnquiryForm<
  Schema extends z.ZodType<unknown, Record<string, unknown>>,
  Labels extends FieldLabels,
>({
  intent,
  schema,
  messages,
  fieldLabels,
  missingMessage,
  defaultValue,
  onSuccess,
  onInvalid,
}: {
  intent: EnquiryIntent;
  schema: Schema;
  messages: FormMessages;
  /** The fields the toast for a refused submission may name (see invalidSubmissionMessage). */
  fieldLabels: Labels;
  /** The form's own wording when required fields are empty (default: they are listed). */
  missingMessage?: FormMessage;
  defaultValue?: DefaultValue<z.input<Schema>>;
  onSuccess?: () => void;
  onInvalid?: (errors: Errors) => void;
}) {
  const formKey = useId();
  const fetcher = useFetcher<EnquiryActionData>();
  const actionData = useActionData();
  const pageResult =
    isEnquiryActionData(actionData) &&
    actionData.intent === intent &&
    actionData.formKey === formKey
      ? actionData
      : undefined;
  const latest = fetcher.data ?? pageResult;
  const proofOfWork = useProofOfWork();
  const [preparing, setPreparing] = useState(false);
  const hydrated = useHydrated();
  // One key per enquiry: a resend after a lost answer carries the same key (and is answered
  // with the stored lead); any answer from the server ends the enquiry, the next gets a new key.
  const [serverRenderedKey] = useState(newSubmissionKey);
  const submissionKey = useRef<string | null>(null);

  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    lastResult: latest?.result,
    defaultValue,
    constraint: zodConstraint(schema),
    // Errors appear once the visitor submits (validating on blur would insert messages that
    // move the submit button under a pressed mouse, swallowing the click), then update as
    // they type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      submissionKey.current ??= newSubmissionKey();
      formData.set("idempotencyKey", submissionKey.current);
      formData.set("attribution", visitAttributionField());
      trackForm("form_submit", intent);
      setPreparing(true);
      void proofOfWork.take().then((payload) => {
        if (payload) formData.set("altcha", payload);
        setPreparing(false);
        void fetcher.submit(formData, { method: "post" });
      });
    },
  });

  const started = useRef(false);
  function onFocus() {
    if (started.current) return;
    started.current = true;
    trackForm("form_start", intent);
  }

  const handled = useRef<EnquiryActionData | null>(null);
  const callbacks = useRef({ onSuccess, messages });
  callbacks.current = { onSuccess, messages };
  const { reset } = proofOfWork;
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    submissionKey.current = null;
    const message = outcomeMessage(callbacks.current.messages, data.outcome, {
      retryAfter: data.retryAfter,
      serviceMessage: data.message,
    });
    if (data.outcome === "success") {
      toast.success(message.title, { description: message.description });
      reset();
      callbacks.current.onSuccess?.();
    } else {
      toast.error(message.title, { description: message.description });
    }
  }, [fetcher.state, fetcher.data, reset]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // Conform revalidates a field as it is edited by submitting the form with an intent
    // button: that is not the visitor sending the form, so it gets no toast.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === CONFORM_INTENT) {
      form.onSubmit(event);
      return;
    }
    const values = new FormData(event.currentTarget);
    const submission = parseWithZod(values, { schema });
    if (submission.status === "error" && submission.error) {
      const message = invalidSubmissionMessage({
        errors: submission.error,
        values,
        labels: fieldLabels,
        missing: missingMessage,
      });
      toast.error(message.title, { description: message.description });
      onInvalid?.(submission.error);
    }
    form.onSubmit(event);
  }

  const notice = pageResult
    ? {
        message: outcomeMessage(messages, pageResult.outcome, {
          retryAfter: pageResult.retryAfter,
          serviceMessage: pageResult.message,
        }),
        success: pageResult.outcome === "success",
      }
    : null;

  const hiddenFields = (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formKey" value={formKey} />
      {/* Without JavaScript the browser resends this page's key; with it, onSubmit sets one. */}
      {hydrated ? null : (
        <input
          type="hidden"
          name="idempotencyKey"
          value={serverRenderedKey}
          suppressHydrationWarning
        />
      )}
      <Honeypot />
    </>
  );

  return {
    fields,
    /** A field's metadata with the label of the same name, as the field components take them. */
    field: (name: keyof Labels & string) => ({
      meta: (fields as Record<keyof Labels & string, FieldMeta>)[name],
      label: fieldLabels[name],
    }),
    fetcher,
    /** Props of the <form>: Conform's, the submit handler, and a mark once it is interactive. */
    formProps: {
      ...getFormProps(form),
      method: "post" as const,
      onSubmit,
      onFocus,
      "data-hydrated": hydrated ? "true" : undefined,
    },
    hydrated,
    busy: preparing || fetcher.state !== "idle",
    proofOfWork,
    notice,
    hiddenFields,
  };
}
