import type { EnquiryOutcome } from "./enquiry-result";

/** Toast and inline texts of the enquiry forms (spec §5 and §8), in one place. */
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
