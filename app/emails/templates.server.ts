import { z } from "zod";

/**
 * Every message the app sends, by name, with the props its template takes (checked when a
 * message is queued and again when it is rendered, since a queued row may outlive a deploy that
 * changed them). Mail is stored as a template name and its props and rendered by the outbox
 * worker at delivery, so a request never pays for rendering. The templates and their rendering
 * library load with the first message rendered (rendering.server.ts): queuing mail, and
 * starting the server, never load them.
 */

const url = z.string().url();
const fields = z.array(z.object({ label: z.string(), value: z.string().nullable() }));
const account = z.object({ url });

const templateProps = {
  "staff-notification": z.object({
    heading: z.string(),
    intro: z.string(),
    unverified: z.boolean().default(false),
    fields,
    adminUrl: url,
  }),
  "enquirer-confirmation": z.object({
    name: z.string(),
    heading: z.string(),
    paragraphs: z.array(z.string()),
    request: z.string(),
    reference: z.string(),
  }),
  "newsletter-confirm": z.object({ confirmUrl: url, unsubscribeUrl: url }),
  "newsletter-welcome": z.object({ journalUrl: url, unsubscribeUrl: url }),
  "ebook-delivery": z.object({ name: z.string(), guideUrl: url, contactUrl: url }),
  "account-verify-email": account,
  "account-reset-password": account,
  "account-existing": account,
} satisfies Record<string, z.ZodType>;

export type TemplateName = keyof typeof templateProps;
export type TemplateProps<Name extends TemplateName> = z.infer<(typeof templateProps)[Name]>;

/** A message's content before rendering: which template, and the props it is rendered with. */
export type TemplatedContent = {
  [Name in TemplateName]: { template: Name; props: TemplateProps<Name> };
}[TemplateName];

function propsOf(name: string) {
  if (!Object.hasOwn(templateProps, name)) throw new Error(`Unknown mail template "${name}"`);
  return templateProps[name as TemplateName];
}

/** The props as stored: checked against the template's schema, so a bad message fails its caller. */
export function checkedProps(content: TemplatedContent): Record<string, unknown> {
  return propsOf(content.template).parse(content.props);
}

/** Renders a stored message to its HTML and plain-text parts; throws when the props no longer fit. */
export async function renderTemplate(
  name: string,
  props: unknown,
): Promise<{ html: string; text: string }> {
  const checked = propsOf(name).parse(props);
  const { renderMessage } = await import("./rendering.server");
  return renderMessage(name as TemplateName, checked);
}
