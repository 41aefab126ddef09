import { createContext, useContext } from "react";

const ELEMENT_ID = "document-styles";

/**
 * The site's stylesheet, written into every document's head so that no stylesheet request
 * stands between the HTML and the first paint. The server provides the text
 * (entry.server.tsx); in the browser it is the text the server wrote, read back from the
 * document, so hydration sees the same element and the script bundles never carry the CSS.
 */
export const DocumentStylesContext = createContext(
  typeof document === "undefined" ? "" : (document.getElementById(ELEMENT_ID)?.textContent ?? ""),
);

export function DocumentStyles() {
  const css = useContext(DocumentStylesContext);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
