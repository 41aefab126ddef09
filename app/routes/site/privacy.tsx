import { Link } from "react-router";
import { LegalPage, type LegalSection } from "~/components/legal/legal-page";
import { business } from "~/config/business";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy";

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    origin: originFromMatches(matches),
    title: "Privacy Policy",
    description: `How ${business.legalName} collects, uses and protects personal information, including web analytics, tracking pixels and your rights under Singapore law.`,
    path: "/privacy",
  });

const sections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <p>
        This website is operated by {business.legalName} (“{business.name}”, “we”, “us”), a private
        aviation brokerage registered in Singapore with its office at {business.address.street},{" "}
        {business.address.city} {business.address.postalCode}. We are responsible for the personal
        information described in this policy and handle it in line with Singapore's Personal Data
        Protection Act 2012 (PDPA) and, where they apply to you, the privacy laws of the other
        markets we serve.
      </p>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information we collect",
    body: (
      <>
        <p>We collect only what we need to answer you and to run the website:</p>
        <ul>
          <li>
            <strong>Enquiries:</strong> your name, email address, telephone number, company or role,
            location, the type of enquiry and your message.
          </li>
          <li>
            <strong>Charter and consultation requests:</strong> travel dates, airports, number of
            passengers and their names where you give them, aircraft and service preferences, and
            any special requests.
          </li>
          <li>
            <strong>Newsletter and buying guide:</strong> your email address, and your name for the
            guide.
          </li>
          <li>
            <strong>Usage information:</strong> the pages you view and the buttons you select, as
            described under “Tracking pixel and web analytics” below, together with the technical
            data every web server receives (IP address, browser type, time of the request), kept in
            security logs.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How we use your information",
    body: (
      <ul>
        <li>To reply to enquiries and prepare quotations, proposals and consultations.</li>
        <li>To act for you in an aircraft acquisition, sale or charter you ask us to handle.</li>
        <li>To send the newsletter or guide you asked for; every email lets you unsubscribe.</li>
        <li>To understand which pages are useful and improve the website.</li>
        <li>To protect the website against spam, fraud and abuse, and to meet legal duties.</li>
      </ul>
    ),
  },
  {
    id: "tracking-pixel-and-analytics",
    title: "Tracking pixel and web analytics",
    body: (
      <>
        <p>
          Our pages send a small signal, in effect a first-party tracking pixel, to our own server
          each time a page is viewed or a call-to-action button is selected. It records the page
          address, the button's label, the referring page and the time. This web analytics data is
          stored on our own systems, is not combined with your enquiries, and is used only in
          aggregate to understand how the website is used.
        </p>
        <p>
          We do not use third-party advertising pixels, we do not sell analytics data, and our
          analytics do not place cookies on your device. Automated visits such as search-engine
          crawlers are not recorded.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <p>
        Visitors to the public website receive no advertising or analytics cookies. The only cookies
        we set keep staff signed in to our back-office. See our{" "}
        <Link to="/cookies">Cookie Policy</Link> for details.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Sharing and disclosure",
    body: (
      <>
        <p>We share personal information only when it is needed:</p>
        <ul>
          <li>
            with the licensed operators, sellers, inspection facilities and advisers involved in a
            transaction or flight you ask us to arrange, and only with your agreement;
          </li>
          <li>
            with service providers who host the website and deliver our email, under contracts that
            require them to protect it;
          </li>
          <li>when the law, a court or a regulator requires it.</li>
        </ul>
        <p>We never sell personal information.</p>
      </>
    ),
  },
  {
    id: "international-transfers",
    title: "International transfers",
    body: (
      <p>
        We work across Australia, Singapore, the United Arab Emirates, the United States and Europe.
        When information moves between these markets we make sure it receives a standard of
        protection comparable to that required by the PDPA.
      </p>
    ),
  },
  {
    id: "retention-and-security",
    title: "Retention and security",
    body: (
      <p>
        We keep enquiries for as long as our relationship with you needs them and for the periods
        the law requires for transaction records, then delete or anonymise them. Analytics events
        hold no names or contact details. Access to our systems is restricted to authorised staff,
        connections are encrypted, and every administrative change is logged.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <p>
        You may ask to see the personal information we hold about you, to correct it, or to withdraw
        consent to its use, and you may unsubscribe from the newsletter at any time. Write to{" "}
        <a href={`mailto:${business.email}`}>{business.email}</a>; we answer within 30 days.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children under 18",
    body: (
      <p>
        Our services are intended for adults. We do not knowingly collect personal information from
        children under 18. If you believe a child has sent us information, contact us and we will
        delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        We may update this policy as our services or the law change. The date at the top of this
        page shows when it last changed. Please also read our{" "}
        <Link to="/terms">Terms &amp; Conditions</Link>.
      </p>
    ),
  },
  {
    id: "governing-law",
    title: "Governing law",
    body: (
      <p>
        This policy is governed by the laws of {business.governingLaw}, and any dispute about it is
        subject to the exclusive jurisdiction of the courts of {business.governingLaw}.
      </p>
    ),
  },
];

export default function Privacy() {
  return (
    <LegalPage
      path="/privacy"
      title="Privacy Policy"
      intro={
        <p>
          Discretion is at the heart of what we do. This policy explains what personal information{" "}
          {business.name} collects through this website, why, and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
