import type { EnquiryOutcome } from "./enquiry-result";

/** Toast and inline texts of the enquiry forms, in one place. */
export type FormMessage = { title: string; description?: string };

export const verificationRequired: FormMessage = {
  title: "Verification Required",
  description: "Please confirm you are not a robot.",
};

export function rateLimited(retryAfterSeconds = 60): FormMessage {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    title: "Too many requests",
    description: `You have sent several requests in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  };
}

const checkFields: FormMessage = {
  title: "Please check the form",
  description: "Some fields need your attention.",
};

export const contactMessages = {
  success: {
    title: "Inquiry Received",
    description: "Thank you for your interest. We will contact you within 24 hours.",
  },
  error: { title: "Error", description: "Failed to submit your inquiry. Please try again." },
  invalid: checkFields,
};

export const charterMessages = {
  success: {
    title: "Charter Request Received",
    description:
      "Thank you for your charter inquiry. We will contact you within 24 hours with a detailed quote.",
  },
  error: {
    title: "Error",
    description: "Failed to submit your charter request. Please try again.",
  },
  invalid: checkFields,
};

export const charterQuoteMessages = {
  ...charterMessages,
  invalid: {
    title: "Required Fields Missing",
    description: "Please complete the highlighted fields before sending your request.",
  },
};

export const consultationMessages = {
  success: {
    title: "Consultation Request Submitted",
    description: "Thank you for your interest. Our team will contact you within 24 hours.",
  },
  error: {
    title: "Error",
    description: "Failed to submit your consultation request. Please try again.",
  },
  invalid: {
    title: "Required Fields Missing",
    description: "Please fill in your name, email, and phone number.",
  },
};

export const newsletterMessages = {
  success: { title: "Success!", description: "Successfully subscribed to our newsletter!" },
  error: { title: "Failed to subscribe to newsletter. Please try again later." },
  invalid: { title: "Please enter your email address" },
};

export const ebookMessages = {
  success: { title: "Success!", description: "Thank you! Your guide is on its way to your inbox." },
  error: { title: "Something went wrong", description: "Please try again or contact us directly." },
  invalid: {
    title: "Missing Information",
    description: "Please fill in both your name and email address.",
  },
};

/** The visible label of each field a form checks, in the order the form shows them. */
export type FieldLabels = Record<string, string>;

type FieldErrors = Record<string, string[] | null | undefined>;

function listed(labels: string[]): string {
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/**
 * The toast for a submission the browser refuses, naming what is actually wrong: the fields
 * left empty first, then fields filled in wrongly (a malformed email is not a missing one),
 * and only then the robot check. `values` are what the form holds.
 */
export function invalidSubmissionMessage({
  errors,
  values,
  labels,
  missing: missingMessage,
}: {
  errors: FieldErrors;
  values: FormData;
  labels: FieldLabels;
  /** The form's own wording for missing fields; by default they are listed. */
  missing?: FormMessage;
}): FormMessage {
  const failing = Object.keys(labels).filter((name) => errors[name]?.length);
  const isBlank = (name: string) => String(values.get(name) ?? "").trim() === "";
  const missing = failing.filter(isBlank);
  if (missing.length > 0) {
    if (missingMessage) return missingMessage;
    const robot = errors.captcha?.length ? ` ${verificationRequired.description}` : "";
    return {
      title: "Required Fields Missing",
      description: `Please fill in ${listed(missing.map((name) => labels[name] ?? name))}.${robot}`,
    };
  }
  const wrong = failing.flatMap((name) => errors[name]?.[0] ?? []);
  if (wrong.length > 0) {
    const [first, ...others] = wrong;
    return others.length === 0
      ? { title: first ?? "" }
      : { ...checkFields, description: wrong.join(" ") };
  }
  return errors.captcha?.length ? verificationRequired : checkFields;
}

export type FormMessages = {
  success: FormMessage;
  error: FormMessage;
  invalid: FormMessage;
};

/** The message of a server outcome for a form with these messages. */
export function outcomeMessage(
  messages: FormMessages,
  outcome: EnquiryOutcome,
  options: { retryAfter?: number; serviceMessage?: string } = {},
): FormMessage {
  switch (outcome) {
    case "success":
      return options.serviceMessage
        ? { title: messages.success.title, description: options.serviceMessage }
        : messages.success;
    case "verification":
      return verificationRequired;
    case "rate-limited":
      return rateLimited(options.retryAfter);
    case "invalid":
      return messages.invalid;
    case "error":
      return messages.error;
  }
}
