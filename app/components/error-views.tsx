import type * as React from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** What a boundary shows for a thrown response of one status instead of the generic message. */
export type StatusHandler = (error: { status: number; data: unknown }) => React.ReactNode;

/** The 404 view: shown for unknown paths and for missing records. */
export function NotFoundView() {
  return (
    <main
      id="main"
      className="flex min-h-[70vh] flex-col items-center justify-center bg-ink-900 px-6 py-32 text-center text-ivory-50"
    >
      <p className="font-display text-8xl font-semibold text-gold-400">404</p>
      <h1 className="mt-4 text-4xl font-semibold">Oops! Page not found</h1>
      <p className="mt-4 max-w-md text-ivory-200">
        The page you are looking for has moved or no longer exists.
      </p>
      <Link
        to="/"
        className="mt-10 inline-flex h-11 items-center rounded-sm bg-gold-500 px-6 text-sm font-medium text-ink-950 hover:bg-gold-400"
      >
        Return to Home
      </Link>
    </main>
  );
}

/** What GeneralErrorBoundary shows for the error of its route. */
export function RouteErrorView({
  statusHandlers,
}: {
  statusHandlers?: Record<number, StatusHandler>;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status];
    if (handler) return <>{handler(error)}</>;
    if (error.status === 404) return <NotFoundView />;
    return (
      <ErrorMessage
        title={`${error.status} ${error.statusText || "Error"}`}
        message={
          typeof error.data === "string" ? error.data : "The request could not be completed."
        }
      />
    );
  }
  return (
    <ErrorMessage
      title="Something went wrong"
      message="An unexpected error occurred. Please try again in a moment."
    />
  );
}

function ErrorMessage({ title, message }: { title: string; message: string }) {
  return (
    <main
      id="main"
      className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-32 text-center"
    >
      <h1 className="text-4xl font-semibold text-ink-900">{title}</h1>
      <p className="mt-4 max-w-md text-muted-foreground">{message}</p>
      <Link to="/" className="mt-8 text-sm font-medium text-gold-700 underline underline-offset-4">
        Return to Home
      </Link>
    </main>
  );
}
