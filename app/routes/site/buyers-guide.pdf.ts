/**
 * GET: 'The Private Jet Buyer's Guide' (linked from the ebook delivery email). The PDF library
 * loads with the first request for the guide, not with the server.
 */
export async function loader() {
  const { BUYERS_GUIDE_FILENAME, buyersGuidePdf } = await import(
    "~/services/ebook/buyers-guide-pdf.server"
  );
  const pdf = await buyersGuidePdf();
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename="${BUYERS_GUIDE_FILENAME}"`,
      "Cache-Control": "public, max-age=86400",
    },
  });
}
