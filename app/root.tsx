import cormorantLatin600 from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { DocumentStyles } from "./components/layout/document-styles";
import { DeferredToaster } from "./components/ui/deferred-toaster";
import { jsonLdText, siteStructuredData } from "./utils/structured-data";

export async function loader() {
  const { env } = await import("./utils/env.server");
  const origin = new URL(env().PUBLIC_URL).origin;
  // Built on the server: the browser only repeats the text when it hydrates the document.
  return { origin, structuredData: jsonLdText(siteStructuredData(origin)) };
}

// The origin never changes while the server runs.
export const shouldRevalidate = () => false;

// The two faces every page shows in its first screen (body copy, and the brand and headings)
// are fetched with the document rather than after the CSS, so text is set in them from the
// first paint on a normal connection. The URLs are the same hashed files the CSS refers to.
const aboveTheFoldFonts = [interLatin, cormorantLatin600];

export const links: Route.LinksFunction = () => [
  ...aboveTheFoldFonts.map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1220" />
        <DocumentStyles />
        <Meta />
        <Links />
        {rootData ? (
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from config, `<` escaped
            dangerouslySetInnerHTML={{ __html: rootData.structuredData }}
          />
        ) : null}
      </head>
      <body>
        {children}
        <DeferredToaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
