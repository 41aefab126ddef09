import { Link } from "react-router";
import { LegalPage, type LegalSection } from "~/components/legal/legal-page";
import { business } from "~/config/business";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/terms";

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    origin: originFromMatches(matches),
    title: "Terms & Conditions",
    description: `The terms that govern the use of the ${business.name} website and our aircraft brokerage, acquisition and charter services, under the laws of Singapore.`,
    path: "/terms",
  });

const sections: LegalSection[] = [
  {
    id: "acceptance",
    title: "About these terms",
    body: (
      <p>
        These terms govern your use of this website, operated by {business.legalName} (“
        {business.name}”, “we”, “us”). By using the website you accept them. If you do not agree,
        please do not use the website. A transaction or charter we arrange for you is also governed
        by the written agreement signed for it, which prevails over these terms.
      </p>
    ),
  },
  {
    id: "our-services",
    title: "Our services",
    body: (
      <>
        <p>
          {business.name} is a broker and adviser. We help clients buy, sell and charter private
          aircraft and provide market analysis and pre-purchase inspection management.
        </p>
        <p>
          We do not operate aircraft. Charter flights are operated by independent, licensed
          operators who remain responsible for the flight, its safety and its regulatory compliance.
        </p>
      </>
    ),
  },
  {
    id: "website-information",
    title: "Information on this website",
    body: (
      <p>
        Aircraft listings, specifications, prices, journal articles and market commentary are given
        in good faith for general information. They may change without notice, are not an offer
        capable of acceptance, and are not financial, legal or tax advice. Aircraft are subject to
        prior sale, availability and inspection; specifications should be confirmed with the
        aircraft's records before any decision.
      </p>
    ),
  },
  {
    id: "enquiries-and-quotations",
    title: "Enquiries and quotations",
    body: (
      <p>
        Sending an enquiry, charter request or consultation request does not create a contract.
        Quotations are valid for the period they state and depend on aircraft and crew availability,
        permits and slots. A booking or mandate is confirmed only by a written agreement signed by
        both parties.
      </p>
    ),
  },
  {
    id: "eligibility",
    title: "Eligibility",
    body: (
      <p>
        Our services are for adults. You must be at least 18 years old, and able to enter into
        binding contracts, to request a quotation or instruct us.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <ul>
        <li>Give accurate information and use the forms only for genuine enquiries.</li>
        <li>
          Do not attempt to interfere with the website, bypass its security or send it automated
          traffic.
        </li>
        <li>Do not copy listings or content for commercial use without our written consent.</li>
      </ul>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    body: (
      <p>
        The website's text, images, design and the {business.name} name and mark belong to us or our
        licensors. You may view and print pages for your own, non-commercial use. Manufacturer names
        and aircraft types are the trademarks of their owners.
      </p>
    ),
  },
  {
    id: "third-party-links",
    title: "Third-party links",
    body: (
      <p>
        Links to other websites are provided for convenience. We are not responsible for their
        content or their privacy practices.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <p>
        To the extent the law allows, we are not liable for any indirect or consequential loss, or
        for loss of profit, arising from the use of this website or reliance on its content. Nothing
        in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: "privacy",
    title: "Privacy and cookies",
    body: (
      <p>
        Our <Link to="/privacy">Privacy Policy</Link> explains how we handle personal information,
        including our web analytics and tracking pixel, and our{" "}
        <Link to="/cookies">Cookie Policy</Link> explains the cookies we use.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may revise these terms from time to time. The version on this page, with the date at the
        top, applies from the moment it is published.
      </p>
    ),
  },
  {
    id: "governing-law",
    title: "Governing law and jurisdiction",
    body: (
      <p>
        These terms are governed by the laws of {business.governingLaw}. The courts of{" "}
        {business.governingLaw} have exclusive jurisdiction over any dispute arising from them or
        from the use of this website.
      </p>
    ),
  },
];

export default function Terms() {
  return (
    <LegalPage
      path="/terms"
      title="Terms & Conditions"
      intro={
        <p>
          Please read these terms carefully. They explain the basis on which you may use this
          website and how we work with the clients who instruct us.
        </p>
      }
      sections={sections}
    />
  );
}
