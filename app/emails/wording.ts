import { business } from "~/config/business";

/**
 * The words of our messages that code outside the templates needs too (subjects, references,
 * titles), kept apart from the templates so that queuing a message never loads the rendering
 * library.
 */

export const BUYERS_GUIDE_TITLE = "The Private Jet Buyer's Guide";

/**
 * A name longer than this, or one that carries a link or an address, is not repeated: the
 * greeting is the only visitor text this message could carry to an address anyone can type.
 */
const MAX_GREETED_NAME = 60;
const LINK_LIKE = /[@/\\:<>]|www\.|\.[a-z]{2,}\b/i;

/** The name to greet, or null when it could smuggle someone else's message into our mail. */
export function greetedName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MAX_GREETED_NAME || LINK_LIKE.test(trimmed)) return null;
  return trimmed;
}

/** The short reference of a stored enquiry, as staff can quote it on the phone. */
export function enquiryReference(id: string): string {
  return id.replaceAll("-", "").slice(0, 8).toUpperCase();
}

type AccountEmailContent = {
  subject: string;
  preview: string;
  heading: string;
  intro: string;
  action: string;
  outro: string;
};

/** The fixed wording of each account message; only the link differs between recipients. */
export const accountEmailContent = {
  verifyEmail: {
    subject: `Verify your email for the ${business.name} admin portal`,
    preview: "Confirm your email address to finish creating your account.",
    heading: "Confirm your email address",
    intro: `Someone (hopefully you) created an account for the ${business.name} admin portal with this email address. Confirm it to be able to sign in.`,
    action: "Verify email address",
    outro: "The link is valid for 24 hours. If you did not create an account, ignore this message.",
  },
  resetPassword: {
    subject: `Reset your ${business.name} admin portal password`,
    preview: "Choose a new password for your account.",
    heading: "Reset your password",
    intro:
      "We received a request to reset the password of your admin portal account. Choose a new one with the link below.",
    action: "Choose a new password",
    outro:
      "The link is valid for 1 hour and works once. If you did not ask for it, ignore this message: your password stays unchanged.",
  },
  existingAccount: {
    subject: `Your ${business.name} admin portal account`,
    preview: "Someone tried to create an account with your email address.",
    heading: "You already have an account",
    intro:
      "Someone tried to create an admin portal account with this email address, which already has one. If it was you, sign in or reset your password.",
    action: "Go to sign in",
    outro: "If it was not you, no action is needed: nothing was changed.",
  },
} satisfies Record<string, AccountEmailContent>;
