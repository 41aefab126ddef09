import { ArrowLeft } from "lucide-react";
import type * as React from "react";
import { Form, Link } from "react-router";
import { Alert } from "~/components/admin/alert";
import { BrandMark } from "~/components/layout/brand-mark";
import { Button } from "~/components/ui/button";

/** The head of an auth page: its title under the brand, kept out of search engines. */
export function authPageMeta(title: string) {
  return [{ title: `${title} · Aurum Aviation` }, { name: "robots", content: "noindex, nofollow" }];
}

/** An auth page shows the signed-in account or carries a token: never cached. */
export const AUTH_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/** A message shown above an auth form: a notice carried over a redirect, or a refusal. */
export type AuthNotice = {
  tone: "success" | "error" | "info";
  title: string;
  message: string;
  reasons?: string[];
};

/** The frame shared by the sign-in, sign-up and password pages: brand, heading, notices, form. */
export function AuthPage({
  title,
  subtitle,
  signedInAs,
  notice,
  noticeAction,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  /** The email of a signed-in account that may not enter the admin. */
  signedInAs?: string | null;
  notice?: AuthNotice | null;
  /** A link under the notice's message (e.g. "Create an account"). */
  noticeAction?: React.ReactNode;
  children?: React.ReactNode;
  footer: React.ReactNode;
}) {
  return (
    <AuthBackdrop>
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="mb-8 inline-flex items-center gap-2 text-sm text-ivory-200 hover:text-ivory-50"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to website
        </Link>
        <div className="rounded-md bg-ivory-50 p-6 shadow-2xl sm:p-8">
          <div className="flex items-center gap-3">
            <BrandMark className="size-10" />
            <p className="font-display text-lg font-semibold tracking-wide text-ink-900">
              Aurum Aviation
            </p>
          </div>
          <h1 className="mt-6 text-4xl font-semibold text-ink-900">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p>

          <div className="mt-6 flex flex-col gap-3 empty:hidden">
            {signedInAs ? (
              <Alert tone="info" title={`Signed in as ${signedInAs}`}>
                <p>This account has no access to the admin area.</p>
                <Form method="post" action="/admin/logout" className="mt-2">
                  <Button type="submit" variant="outline" size="sm">
                    Sign Out
                  </Button>
                </Form>
              </Alert>
            ) : null}
            {notice ? (
              <Alert tone={notice.tone} title={notice.title}>
                <p>{notice.message}</p>
                {notice.reasons?.length ? (
                  <ul className="mt-1 list-disc pl-5">
                    {notice.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                ) : null}
                {noticeAction}
              </Alert>
            ) : null}
          </div>

          {children}

          <p className="mt-6 text-center text-sm text-muted-foreground">{footer}</p>
        </div>
      </div>
    </AuthBackdrop>
  );
}

/** A link styled as the auth pages' secondary actions. */
export function AuthLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="font-medium text-gold-700 underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

export const UNEXPECTED_ERROR: AuthNotice = {
  tone: "error",
  title: "Error",
  message: "An unexpected error occurred",
};

/** The error page of the auth routes: the general message and a way back to the sign-in. */
export function AuthErrorPage() {
  return (
    <AuthBackdrop>
      <div className="w-full max-w-md rounded-md bg-ivory-50 p-8 shadow-2xl">
        <Alert tone="error" title={UNEXPECTED_ERROR.title}>
          {UNEXPECTED_ERROR.message}
        </Alert>
        <a
          href="/admin/login"
          className="mt-6 inline-block text-sm font-medium text-gold-700 underline underline-offset-4"
        >
          Try again
        </a>
      </div>
    </AuthBackdrop>
  );
}

/** The dark full-screen backdrop the auth pages' card stands on. */
function AuthBackdrop({ children }: { children: React.ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-ink-950 px-4 py-16"
    >
      {children}
    </main>
  );
}
