import { Link } from "react-router";
import { LegalPage, type LegalSection } from "~/components/legal/legal-page";
import { business } from "~/config/business";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/cookies";

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    origin: originFromMatches(matches),
    title: "Cookie Policy",
    description: `Which cookies the ${business.name} website uses, how its cookie-free web analytics work, and how to control cookies in your browser.`,
    path: "/cookies",
  });

const sections: LegalSection[] = [
  {
    id: "what-are-cookies",
    title: "What cookies are",
    body: (
      <p>
        Cookies are small text files a website stores in your browser so that it can recognise the
        browser on a later visit. Similar technologies include tracking pixels: tiny images or
        requests that tell a server a page or email was opened.
      </p>
    ),
  },
  {
    id: "cookies-we-use",
    title: "Cookies we use",
    body: (
      <>
        <p>
          Browsing the public website, reading the journal or sending an enquiry places no
          advertising or analytics cookies on your device.
        </p>
        <p>
          The only cookies we use are strictly necessary for the website to work: secure, HTTP-only
          cookies that keep {business.name} staff signed in to the back-office, and short-lived
          cookies that carry a confirmation message or protect a form against abuse. They are never
          used for advertising or tracking, and they are deleted when they are no longer needed.
        </p>
      </>
    ),
  },
  {
    id: "analytics-and-pixels",
    title: "Web analytics and tracking pixels",
    body: (
      <>
        <p>
          We measure page views and call-to-action clicks with our own first-party analytics: each
          page sends a small signal, similar to a tracking pixel, to our server. It uses no cookies
          and no identifiers stored on your device, and the data stays on our systems.
        </p>
        <p>
          We do not use third-party analytics, advertising or social-media pixels. Our{" "}
          <Link to="/privacy">Privacy Policy</Link> describes what is recorded and why.
        </p>
      </>
    ),
  },
  {
    id: "managing-cookies",
    title: "Managing cookies",
    body: (
      <p>
        Every browser lets you see, block and delete cookies in its settings. Blocking cookies does
        not affect the public website; staff need the session cookie to sign in.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children under 18",
    body: (
      <p>
        The website is intended for adults and we do not knowingly collect information from children
        under 18.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes and governing law",
    body: (
      <p>
        If we change the cookies we use we will update this policy and its date. This policy is
        governed by the laws of {business.governingLaw}, as are our{" "}
        <Link to="/terms">Terms &amp; Conditions</Link>.
      </p>
    ),
  },
];

export default function Cookies() {
  return (
    <LegalPage
      path="/cookies"
      title="Cookie Policy"
      intro={
        <p>
          This policy explains how {business.name} uses cookies and similar technologies on this
          website, and how you can control them.
        </p>
      }
      sections={sections}
    />
  );
}
