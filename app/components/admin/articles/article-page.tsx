import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";

/** The header button of the new and edit article pages. */
export function BackToArticles() {
  return (
    <Button asChild variant="ghost">
      <Link to="/admin/articles">
        <ArrowLeft aria-hidden />
        Back to Articles
      </Link>
    </Button>
  );
}

/** Toasts `message` when the server could not save the article (its reply says `failed`). */
export function useSaveFailureToast(actionData: { failed: boolean } | undefined, message: string) {
  useEffect(() => {
    if (actionData?.failed) toast.error("Error", { description: message });
  }, [actionData, message]);
}
