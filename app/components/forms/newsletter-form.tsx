import { getInputProps } from "@conform-to/react";
import { Mail } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NewsletterSchema } from "~/schemas/newsletter";
import { cn } from "~/utils/cn";
import { FormNotice } from "./fields";
import { newsletterMessages } from "./messages";
import { useEnquiryForm } from "./use-enquiry-form";

/** The label of each field, shown on the form and named in its error toasts. */
const newsletterFieldLabels = { email: "Email address" } as const;

/**
 * The journal's newsletter signup. `collapsible`: a 'Subscribe to Updates'
 * button opens the form, Cancel or a successful signup closes it (a native <details>, so it
 * also opens without JavaScript). `inline`: the form always shown, for the dark band at the
 * foot of the journal. Signups are confirmed by email (double opt-in).
 */
export function NewsletterForm({
  variant = "collapsible",
}: {
  variant?: "collapsible" | "inline";
}) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // A visitor may open the native <details> before the form's code arrives: React does not
  // correct attributes while hydrating, so the state adopts what the page already shows.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  const dark = variant === "inline";
  const { fields, fetcher, formProps, hydrated, busy, proofOfWork, notice, hiddenFields } =
    useEnquiryForm({
      intent: "newsletter",
      schema: NewsletterSchema,
      messages: newsletterMessages,
      fieldLabels: newsletterFieldLabels,
      missingMessage: newsletterMessages.invalid,
      onSuccess: () => setOpen(false),
    });
  const emailError = fields.email.errors?.[0];

  const signup = (
    <fetcher.Form
      {...formProps}
      onFocus={() => proofOfWork.start()}
      aria-label="Newsletter signup"
      className="relative flex flex-col gap-2"
    >
      {hiddenFields}
      <input
        type="hidden"
        name="source"
        value={variant === "inline" ? "journal-bottom" : "journal-top"}
      />
      {notice ? <FormNotice {...notice} /> : null}
      <label
        htmlFor={fields.email.id}
        className={dark ? "sr-only" : "text-sm font-medium text-ink-800"}
      >
        {newsletterFieldLabels.email}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          autoComplete="email"
          placeholder="Your email address"
          className={cn(
            "sm:flex-1",
            dark && "border-ivory-50/45 bg-ink-900 text-ivory-50 placeholder:text-ivory-300/70",
          )}
        />
        <Button type="submit" variant="gold" disabled={busy}>
          <Mail aria-hidden />
          {busy ? "Subscribing..." : "Subscribe"}
        </Button>
        {/* Closing takes a script: without one the form stays open, and no dead button shows. */}
        {variant === "collapsible" && hydrated ? (
          <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        ) : null}
      </div>
      {emailError ? (
        <p
          id={`${fields.email.id}-error`}
          className={dark ? "text-sm text-red-300" : "text-sm text-destructive"}
        >
          {emailError}
        </p>
      ) : null}
      <p className={cn("text-xs", dark ? "text-ivory-300" : "text-muted-foreground")}>
        We will email you a link to confirm. Unsubscribe at any time.
      </p>
    </fetcher.Form>
  );

  if (variant === "inline") return signup;

  return (
    <details
      ref={details}
      open={open || Boolean(notice)}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group"
    >
      <summary
        className={cn(
          "inline-flex h-11 cursor-pointer list-none items-center gap-2 rounded-sm bg-ink-900 px-6 text-sm font-medium tracking-wide text-ivory-50 hover:bg-ink-700 [&::-webkit-details-marker]:hidden",
          "group-open:hidden",
        )}
      >
        <Mail aria-hidden className="size-4" />
        Subscribe to Updates
      </summary>
      {/* Once React runs, state decides (a closed <details> alone still lays out its content). */}
      <div className="pt-1" hidden={hydrated && !open && !notice}>
        {signup}
      </div>
    </details>
  );
}
