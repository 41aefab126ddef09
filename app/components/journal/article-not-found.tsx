import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** What `/journal/{slug}` shows (with status 404) when no published article has that slug. */
export function ArticleNotFound() {
  return (
    <main id="main">
      <section className="flex min-h-[70vh] items-center bg-ink-950 text-ivory-50">
        <div className="mx-auto w-full max-w-3xl px-5 pt-36 pb-24 text-center sm:px-8">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">
            The Journal
          </p>
          <h1 className="mt-4 text-5xl font-semibold md:text-6xl">Article Not Found</h1>
          <p className="mx-auto mt-6 max-w-md leading-7 text-ivory-200">
            This article may have been moved or is no longer published. The journal has plenty more
            to read.
          </p>
          <Link
            to="/journal"
            className="mt-10 inline-flex h-11 items-center gap-2 rounded-sm bg-gold-500 px-6 text-sm font-medium text-ink-950 hover:bg-gold-400"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Return to Journal
          </Link>
        </div>
      </section>
    </main>
  );
}
