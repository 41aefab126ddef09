import { data, Form, Link, useNavigation } from "react-router";
import { PageHero } from "~/components/site/page-hero";
import { Button, buttonVariants } from "~/components/ui/button";
import { business } from "~/config/business";
import { readForm } from "~/routes/support/form.server";
import { unsubscribeNewsletter } from "~/services/newsletter/newsletter.server";
import { verifyToken } from "~/utils/signed-token.server";
import type { Route } from "./+types/newsletter.unsubscribe";

/**
 * The unsubscribe link of every newsletter email. GET shows one button: mail scanners that
 * follow every link must not unsubscribe people. POST unsubscribes, both from that button and
 * from a mail client's one-click request (RFC 8058: `List-Unsubscribe=One-Click`, sent to the
 * URL of the List-Unsubscribe header without a browser origin, so no origin check applies;
 * the signed token is the authority).
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const valid = verifyToken("newsletter-unsubscribe", token) !== null;
  return data({ valid, token: valid ? token : null }, { status: valid ? 200 : 400 });
}

/** A mail client's one-click POST carries `List-Unsubscribe=One-Click`; the token is in the URL. */
const ONE_CLICK_FORM_BYTES = 4 * 1024;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  // Any body is accepted (mail clients differ); only a form is read, and only a small one.
  const form = FORM_TYPE.test(request.headers.get("Content-Type") ?? "")
    ? await readForm(request, { maxBytes: ONE_CLICK_FORM_BYTES })
    : new FormData();
  const token = url.searchParams.get("token") ?? String(form.get("token") ?? "");
  const outcome = await unsubscribeNewsletter(token);
  return data({ outcome }, { status: outcome === "invalid" ? 400 : 200 });
}

export const meta: Route.MetaFunction = () => [
  { title: `Unsubscribe | ${business.name}` },
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (actionData?.outcome === "unsubscribed") {
    return (
      <Page title="You have been unsubscribed">
        <p className="text-lg leading-8 text-ink-800" role="status">
          You will receive no further newsletter emails from {business.name}. If this was a mistake,
          you can subscribe again from the journal page at any time.
        </p>
        <Link to="/journal" className={buttonVariants({ variant: "default", className: "mt-10" })}>
          Back to the journal
        </Link>
      </Page>
    );
  }
  if (!loaderData.valid || actionData?.outcome === "invalid") {
    return (
      <Page title="This link is not valid">
        <p className="text-lg leading-8 text-ink-800">
          It may have been copied incompletely. Use the unsubscribe link of the latest email we sent
          you, or write to{" "}
          <a className="text-gold-700 underline" href={`mailto:${business.email}`}>
            {business.email}
          </a>{" "}
          and we will remove your address.
        </p>
      </Page>
    );
  }
  return (
    <Page title="Unsubscribe from the journal">
      <p className="text-lg leading-8 text-ink-800">
        Stop receiving the {business.name} newsletter at this address?
      </p>
      <Form method="post" className="mt-10">
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Unsubscribing..." : "Unsubscribe"}
        </Button>
      </Form>
    </Page>
  );
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main">
      <PageHero eyebrow="The Journal" title={title} />
      <section className="mx-auto max-w-3xl px-5 py-16 sm:px-8 md:py-24">{children}</section>
    </main>
  );
}
