import { Loader2 } from "lucide-react";
import { useNavigation } from "react-router";

/** What the journal is waiting for during a client-side navigation, if anything. */
export function useJournalLoading(): "articles" | "article" | null {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  const { pathname } = navigation.location;
  if (pathname === "/journal") return "articles";
  if (pathname.startsWith("/journal/")) return "article";
  return null;
}

/**
 * The journal's loading state: a pill at the foot of the viewport while a list or an
 * article loads. The live region is always present so screen readers announce the change.
 */
export function JournalLoadingStatus() {
  const loading = useJournalLoading();
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-5"
    >
      {loading ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-ink-950 px-5 py-2.5 text-sm font-medium text-ivory-50 shadow-lg shadow-ink-950/30">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          {loading === "articles" ? "Loading articles..." : "Loading article..."}
        </span>
      ) : null}
    </div>
  );
}
