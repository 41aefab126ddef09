import { render, toPlainText } from "@react-email/render";
import type * as React from "react";

/** Renders a template to the HTML and plain-text parts of a message. */
export async function renderEmail(
  element: React.ReactElement,
): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
