import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

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
