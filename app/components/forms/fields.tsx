import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import { CircleAlert, CircleCheck, LoaderCircle, ShieldCheck } from "lucide-react";
import type * as React from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import type { Option } from "~/schemas/enquiry-fields";
import { cn } from "~/utils/cn";
import type { FormMessage } from "./messages";
import type { ProofOfWorkState } from "./proof-of-work";

// biome-ignore lint/suspicious/noExplicitAny: field metadata of any schema
export type FieldMeta = FieldMetadata<any, any, string[]>;

type Common = { meta: FieldMeta; label: React.ReactNode; className?: string; hint?: string };

/** The label, required mark and first error around a Conform field's control. */
function MetaField({
  meta,
  label,
  className,
  children,
}: Omit<Common, "hint"> & { children: React.ReactNode }) {
  return (
    <Field
      id={meta.id}
      label={label}
      error={meta.errors}
      required={meta.required}
      className={className}
    >
      {children}
    </Field>
  );
}

export function TextField({
  meta,
  label,
  className,
  hint,
  type = "text",
  ...inputProps
}: Common & {
  type?: "text" | "email" | "tel" | "date" | "datetime-local";
} & Omit<React.ComponentProps<"input">, "type" | "name" | "defaultValue" | "form">) {
  return (
    <MetaField meta={meta} label={label} className={className}>
      <Input {...getInputProps(meta, { type })} key={meta.key} {...inputProps} />
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </MetaField>
  );
}

export function TextAreaField({
  meta,
  label,
  className,
  ...textareaProps
}: Common & Omit<React.ComponentProps<"textarea">, "name" | "defaultValue" | "form">) {
  return (
    <MetaField meta={meta} label={label} className={className}>
      <Textarea {...getTextareaProps(meta)} key={meta.key} {...textareaProps} />
    </MetaField>
  );
}

export function SelectField({
  meta,
  label,
  className,
  options,
  placeholder,
}: Common & { options: readonly Option[]; placeholder: string }) {
  return (
    <MetaField meta={meta} label={label} className={className}>
      <NativeSelect {...getSelectProps(meta)} key={meta.key}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </MetaField>
  );
}

/** A yes/no checkbox with its label beside it. */
export function CheckboxField({ meta, label, className }: Common) {
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <Checkbox {...getInputProps(meta, { type: "checkbox" })} key={meta.key} />
      <label htmlFor={meta.id} className="text-sm text-ink-800">
        {label}
      </label>
    </div>
  );
}

/**
 * The 'I confirm I am not a robot' checkbox: ticking it starts the
 * proof-of-work in the browser; its progress is announced beside it.
 */
export function RobotCheckField({
  meta,
  proofOfWork,
}: {
  meta: FieldMeta;
  /** Ticking starts the proof-of-work, unticking discards it. */
  proofOfWork: { state: ProofOfWorkState; start: () => void; reset: () => void };
}) {
  const errorId = `${meta.id}-error`;
  const { state } = proofOfWork;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-sm border border-ink-900/15 bg-ivory-50 px-4 py-3">
        <Checkbox
          {...getInputProps(meta, { type: "checkbox" })}
          key={meta.key}
          className="size-5"
          onChange={(event) =>
            event.currentTarget.checked ? proofOfWork.start() : proofOfWork.reset()
          }
        />
        <label htmlFor={meta.id} className="text-sm font-medium text-ink-800">
          I confirm I am not a robot
        </label>
        <span aria-live="polite" className="ml-auto flex items-center gap-1.5 text-xs text-ink-600">
          {state === "solving" ? (
            <>
              <LoaderCircle aria-hidden className="size-3.5 animate-spin" /> Verifying…
            </>
          ) : state === "solved" ? (
            <>
              <ShieldCheck aria-hidden className="size-3.5 text-emerald-700" /> Verified
            </>
          ) : null}
        </span>
      </div>
      {meta.errors?.[0] ? (
        <p id={errorId} className="text-sm text-destructive">
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The honeypot: a field people never see or reach (off-screen, not focusable, hidden from
 * assistive technology) that form-filling bots tend to complete.
 */
export function Honeypot() {
  return (
    <div aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * The outcome of a submission shown in the form itself: what the toast says, for visitors
 * whose browser ran without JavaScript (the page re-rendered with the action's answer).
 */
export function FormNotice({
  message,
  success,
  className,
}: {
  message: FormMessage;
  success: boolean;
  className?: string;
}) {
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <div
      role={success ? "status" : "alert"}
      className={cn(
        "flex gap-3 rounded-sm border px-4 py-3 text-sm",
        success
          ? "border-emerald-700/30 bg-emerald-50 text-emerald-950"
          : "border-destructive/30 bg-red-50 text-red-950",
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{message.title}</p>
        {message.description ? <p className="mt-0.5">{message.description}</p> : null}
      </div>
    </div>
  );
}
