import { type FormMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type * as React from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { zodConstraint } from "~/utils/zod-constraint";

/**
 * The form state of one auth page: checked in the browser with the page's schema when a field
 * is left, rechecked on every keystroke once it has shown an error, and seeded with the
 * server's reply to the last submission.
 */
export function useAuthForm<Schema extends z.ZodObject>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    constraint: zodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/**
 * An auth page's form, posted to its own page, ending with the submit button; the button is
 * disabled and says `busyLabel` while this form's submission is under way.
 */
export function AuthForm<Fields extends Record<string, unknown>>({
  form,
  action,
  submitLabel,
  busyLabel,
  children,
}: {
  form: FormMetadata<Fields, string[]>;
  action: string;
  submitLabel: string;
  busyLabel: string;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="mt-6 flex flex-col gap-5"
    >
      {children}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Form>
  );
}
