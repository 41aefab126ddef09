import { LogOut } from "lucide-react";
import type * as React from "react";
import { Form, Link, NavLink, useNavigation } from "react-router";
import { BrandMark } from "~/components/layout/brand-mark";
import { cn } from "~/utils/cn";

/** The site's main sections first, then the lead pages of the back-office. */
export const adminNavigation = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/articles", label: "Articles", end: true },
  { to: "/admin/aircraft", label: "Aircraft", end: false },
  { to: "/admin/media", label: "Media", end: false },
  { to: "/admin/contact-submissions", label: "Contact", end: false },
  { to: "/admin/charter-submissions", label: "Charter", end: false },
  { to: "/admin/articles/new", label: "New Article", end: false },
  { to: "/admin/consultations", label: "Consultations", end: false },
  { to: "/admin/newsletter-subscribers", label: "Newsletter", end: false },
  { to: "/admin/ebook-leads", label: "Guide Leads", end: false },
  { to: "/admin/crm", label: "CRM", end: false },
  { to: "/admin/analytics", label: "Analytics", end: false },
  { to: "/admin/audit-log", label: "Audit Log", end: false },
] as const;

export function AdminShell({ email, children }: { email: string; children: React.ReactNode }) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  return (
    <div className="min-h-screen bg-ivory-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-sm focus:bg-gold-500 focus:px-4 focus:py-2 focus:text-ink-950"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 bg-ink-950 text-ivory-50 shadow-md">
        <div className="mx-auto flex max-w-[96rem] items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link to="/admin" className="flex items-center gap-3">
            <BrandMark className="size-8" />
            <span className="font-display text-xl font-semibold tracking-wide">
              Aurum <span className="text-gold-400">Admin</span>
            </span>
          </Link>
          <div className="flex min-w-0 items-center gap-3">
            <span className="hidden truncate text-sm text-ivory-200 sm:inline" title={email}>
              {email}
            </span>
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="inline-flex h-9 items-center gap-2 rounded-sm border border-ivory-50/30 px-3 text-sm font-medium hover:bg-ivory-50/10"
              >
                <LogOut aria-hidden className="size-4" />
                Sign Out
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label="Admin" className="border-t border-ivory-50/10">
          <ul className="mx-auto flex max-w-[96rem] gap-1 overflow-x-auto px-2 sm:px-4">
            {adminNavigation.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex h-11 items-center border-b-2 px-3 text-sm whitespace-nowrap transition-colors",
                      isActive
                        ? "border-gold-400 text-gold-300"
                        : "border-transparent text-ivory-200 hover:text-ivory-50",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="sm:hidden truncate border-t border-ivory-50/10 px-4 py-1.5 text-xs text-ivory-200">
          Signed in as {email}
        </p>
        <div
          role="status"
          aria-live="polite"
          className={cn(
            "absolute inset-x-0 top-full h-7 items-center justify-center bg-gold-500 text-xs font-medium text-ink-950",
            loading ? "flex" : "sr-only",
          )}
        >
          {loading ? "Loading..." : ""}
        </div>
      </header>
      {children}
    </div>
  );
}

/** The frame of one admin page: its main landmark, title, optional actions and content. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-[96rem] flex-col gap-6 px-4 py-8 focus:outline-none sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-semibold text-ink-900 lining-nums">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </main>
  );
}
