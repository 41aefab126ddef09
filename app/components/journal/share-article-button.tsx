import { Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * Shares the article with the device's share sheet (Web Share API) where there is one, and
 * otherwise copies its link to the clipboard.
 */
export function ShareArticleButton({
  title,
  text,
  url,
  variant = "outline",
  className,
}: {
  title: string;
  text: string;
  url: string;
  variant?: "outline" | "outline-light";
  className?: string;
}) {
  const hydrated = useHydrated();

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is the visitor's choice, not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied", { description: "The article's link is on your clipboard." });
    } catch {
      toast.error("Could not copy the link", { description: url });
    }
  }

  return (
    <Button
      type="button"
      variant={variant}
      onClick={share}
      disabled={!hydrated}
      className={cn(className)}
    >
      <Share2 aria-hidden />
      Share Article
    </Button>
  );
}
