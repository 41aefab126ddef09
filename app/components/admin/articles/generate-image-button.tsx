import { ImagePlus, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { notify } from "~/components/admin/notify";
import { Button } from "~/components/ui/button";

/**
 * Draws a new picture for one article with the image model (`POST /api/generate-article-image`)
 * and sets it as the article's image; the page's data is read again afterwards.
 */
export function GenerateImageButton({
  articleId,
  title,
  onGenerated,
}: {
  articleId: string;
  title: string;
  onGenerated?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function generate() {
    setBusy(true);
    try {
      const response = await fetch("/api/generate-article-image", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ title, articleId }),
      });
      if (!response.ok) {
        await notify.failure("Image Generation Failed", response, "Failed to generate image.");
        return;
      }
      notify.success("Image Generated", `A new image was set for “${title}”.`);
      onGenerated?.();
      await revalidator.revalidate();
    } catch {
      notify.error("Image Generation Failed", "Failed to generate image.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={generate}
      disabled={busy}
      aria-label={`Generate an image for “${title}”`}
    >
      {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <ImagePlus aria-hidden />}
      {busy ? "Generating..." : "Generate image"}
    </Button>
  );
}
