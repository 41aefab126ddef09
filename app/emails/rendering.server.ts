import { render, toPlainText } from "@react-email/render";
import type * as React from "react";
import { AccountEmail } from "./account-emails";
import { EbookDeliveryEmail } from "./ebook-delivery";
import { EnquirerConfirmationEmail } from "./enquirer-confirmation";
import { NewsletterConfirmEmail, NewsletterWelcomeEmail } from "./newsletter-confirm";
import { StaffNotificationEmail } from "./staff-notification";
import type { TemplateName, TemplateProps } from "./templates.server";
import { accountEmailContent } from "./wording";

/**
 * How each message becomes its HTML and plain text. Imported only by renderTemplate, when the
 * first message is rendered: the email components and their library cost about half a second
 * of processor time to load, which a server start or a request that only queues mail never pays.
 */

const elements: { [Name in TemplateName]: (props: TemplateProps<Name>) => React.ReactElement } = {
  "staff-notification": StaffNotificationEmail,
  "enquirer-confirmation": EnquirerConfirmationEmail,
  "newsletter-confirm": NewsletterConfirmEmail,
  "newsletter-welcome": NewsletterWelcomeEmail,
  "ebook-delivery": EbookDeliveryEmail,
  "account-verify-email": ({ url }) => AccountEmail({ ...accountEmailContent.verifyEmail, url }),
  "account-reset-password": ({ url }) =>
    AccountEmail({ ...accountEmailContent.resetPassword, url }),
  "account-existing": ({ url }) => AccountEmail({ ...accountEmailContent.existingAccount, url }),
};

/** The message `name` with props already checked against its schema. */
export async function renderMessage<Name extends TemplateName>(
  name: Name,
  props: TemplateProps<Name>,
): Promise<{ html: string; text: string }> {
  const html = await render(elements[name](props));
  return { html, text: toPlainText(html) };
}
