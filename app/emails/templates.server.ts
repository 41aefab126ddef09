import { render, toPlainText } from "@react-email/render";
import type * as React from "react";
import { z } from "zod";
import { AccountEmail, accountEmailContent } from "./account-emails";
import { EbookDeliveryEmail } from "./ebook-delivery";
import { EnquirerConfirmationEmail } from "./enquirer-confirmation";
import { NewsletterConfirmEmail, NewsletterWelcomeEmail } from "./newsletter-confirm";
import { StaffNotificationEmail } from "./staff-notification";

/**
 * Every message the app sends, by name: the props each template takes (checked when a message
 * is queued and again when it is rendered, since a queued row may outlive a deploy that changed
 * them) and how they become the message. Mail is stored as a template name and its props and
 * rendered by the outbox worker at delivery, so a request never pays for rendering.
 */

const url = z.string().url();
const fields = z.array(z.object({ label: z.string(), value: z.string().nullable() }));
const account = z.object({ url });

const templates = {
  "staff-notification": {
    props: z.object({
      heading: z.string(),
      intro: z.string(),
      unverified: z.boolean().default(false),
      fields,
      adminUrl: url,
    }),
    element: StaffNotificationEmail,
  },
  "enquirer-confirmation": {
    props: z.object({
      name: z.string(),
      heading: z.string(),
      paragraphs: z.array(z.string()),
      request: z.string(),
      reference: z.string(),
    }),
    element: EnquirerConfirmationEmail,
  },
  "newsletter-confirm": {
    props: z.object({ confirmUrl: url, unsubscribeUrl: url }),
    element: NewsletterConfirmEmail,
  },
  "newsletter-welcome": {
    props: z.object({ journalUrl: url, unsubscribeUrl: url }),
    element: NewsletterWelcomeEmail,
  },
  "ebook-delivery": {
    props: z.object({ name: z.string(), guideUrl: url, contactUrl: url }),
    element: EbookDeliveryEmail,
  },
  "account-verify-email": {
    props: account,
    element: ({ url }: z.infer<typeof account>) =>
      AccountEmail({ ...accountEmailContent.verifyEmail, url }),
  },
  "account-reset-password": {
    props: account,
    element: ({ url }: z.infer<typeof account>) =>
      AccountEmail({ ...accountEmailContent.resetPassword, url }),
  },
  "account-existing": {
    props: account,
    element: ({ url }: z.infer<typeof account>) =>
      AccountEmail({ ...accountEmailContent.existingAccount, url }),
  },
} satisfies Record<
  string,
  // biome-ignore lint/suspicious/noExplicitAny: each entry pairs a schema with its own element type
  { props: z.ZodType<any>; element: (props: any) => React.ReactElement }
>;

export type TemplateName = keyof typeof templates;
export type TemplateProps<Name extends TemplateName> = z.infer<(typeof templates)[Name]["props"]>;

/** A message's content before rendering: which template, and the props it is rendered with. */
export type TemplatedContent = {
  [Name in TemplateName]: { template: Name; props: TemplateProps<Name> };
}[TemplateName];

function templateOf(name: string) {
  if (!Object.hasOwn(templates, name)) throw new Error(`Unknown mail template "${name}"`);
  return templates[name as TemplateName];
}

/** The props as stored: checked against the template's schema, so a bad message fails its caller. */
export function checkedProps(content: TemplatedContent): Record<string, unknown> {
  return templateOf(content.template).props.parse(content.props);
}

/** Renders a stored message to its HTML and plain-text parts; throws when the props no longer fit. */
export async function renderTemplate(
  name: string,
  props: unknown,
): Promise<{ html: string; text: string }> {
  const template = templateOf(name);
  const element = (template.element as (props: unknown) => React.ReactElement)(
    template.props.parse(props),
  );
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
