const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Whether XML 1.0 allows this code point in a document (lone surrogates included: no). */
function isXmlCharacter(code: number) {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

/** Text safe inside an XML element or attribute; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  let result = "";
  for (const character of text) {
    if (!isXmlCharacter(character.codePointAt(0) ?? 0)) continue;
    result += entities[character] ?? character;
  }
  return result;
}
