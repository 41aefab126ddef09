import { data, Link } from "react-router";
import { PageHero } from "~/components/site/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { business } from "~/config/business";
import {
  confirmNewsletter,
  type NewsletterConfirmation,
} from "~/services/newsletter/newsletter.server";
import type { Route } from "./+types/newsletter.confirm";

/** The double opt-in link of the confirmation email: following it activates the subscription. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const outcome = await confirmNewsletter(token);
  return data({ outcome }, { status: outcome === "invalid" ? 400 : 200 });
}

export const meta: Route.MetaFunction = () => [
  { title: `Newsletter subscription | ${business.name}` },
  { name: "robots", content: "noindex" },
];

const views: Record<NewsletterConfirmation, { title: string; body: string }> = {
  confirmed: {
    title: "Subscription confirmed",
    body: `Thank you. You will now receive the ${business.name} journal: market insight, aircraft spotlights and private travel. A welcome message is on its way.`,
  },
  "already-confirmed": {
    title: "You are already subscribed",
    body: "This address is confirmed and on our list. There is nothing more to do.",
  },
  unsubscribed: {
    title: "This address has unsubscribed",
    body: "It left our list after this link was sent. To subscribe again, use the form on the journal page.",
  },
  invalid: {
    title: "This link is not valid",
    body: "It may have expired or been copied incompletely. Sign up again on the journal page and we will send you a new confirmation link.",
  },
};

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const view = views[loaderData.outcome];
  return (
    <main id="main">
      <PageHero eyebrow="The Journal" title={view.title} />
      <section className="mx-auto max-w-3xl px-5 py-16 sm:px-8 md:py-24">
        <p className="text-lg leading-8 text-ink-800">{view.body}</p>
        <Link to="/journal" className={buttonVariants({ variant: "default", className: "mt-10" })}>
          Read the journal
        </Link>
      </section>
    </main>
  );
}
