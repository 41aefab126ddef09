import { BUYERS_GUIDE_FILENAME, buyersGuidePdf } from "~/services/ebook/buyers-guide-pdf.server";

/** GET: 'The Private Jet Buyer's Guide' (linked from the ebook delivery email). */
export async function loader() {
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
