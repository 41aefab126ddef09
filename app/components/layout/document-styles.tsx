import { createContext, useContext } from "react";

export const DOCUMENT_STYLES_ID = "document-styles";

/**
 * The site's stylesheet, written into every document's head so that no stylesheet request
 * stands between the HTML and the first paint. The server provides the text
 * (entry.server.tsx); in the browser it is the text the server wrote, read back from the
 * document, so hydration sees the same element and the script bundles never carry the CSS.
 */
export const DocumentStylesContext = createContext(
  typeof document === "undefined"
    ? ""
    : (document.getElementById(DOCUMENT_STYLES_ID)?.textContent ?? ""),
);

export function DocumentStyles() {
  const css = useContext(DocumentStylesContext);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet
  return <style id={DOCUMENT_STYLES_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
