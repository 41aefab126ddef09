import { Link } from "react-router";
import { ExternalLink, Mail, MapPin } from "~/components/site/icons";
import { business } from "~/config/business";
import { AIRCRAFT_CATEGORIES } from "~/content/aircraft-categories";
import { BrandMark } from "./brand-mark";

const quickLinks = [
  { to: "/aircraft", label: "Aircraft for Sale" },
  { to: "/fleet", label: "Fleet Overview" },
  { to: "/acquisition", label: "Acquisition & Sales" },
  { to: "/charter", label: "Charter" },
  { to: "/services", label: "Services" },
  { to: "/blog", label: "Market Insights" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

export function SiteFooter() {
  const { address } = business;
  return (
    <footer className="bg-ink-950 text-ivory-200">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" className="flex items-center gap-3 text-ivory-50">
            <BrandMark className="size-9" />
            <span className="font-display text-2xl font-semibold">{business.name}</span>
          </Link>
          <p className="mt-5 text-sm leading-6 text-ivory-300">{business.blurb}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase"
          >
            Quick Links
          </h2>
          <ul className="mt-5 space-y-3 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-gold-300">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2
            id="footer-categories"
            className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase"
          >
            Aircraft Categories
          </h2>
          <ul className="mt-5 space-y-3 text-sm">
            {AIRCRAFT_CATEGORIES.map((category) => (
              <li key={category.id}>
                <Link to={`/category/${category.id}`} className="hover:text-gold-300">
                  {category.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase">
            Contact
          </h2>
          <address className="mt-5 space-y-4 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-gold-400" aria-hidden />
              <span>
                {address.street}
                <br />
                {address.city} {address.postalCode}
              </span>
            </p>
            <p className="flex gap-3">
              <Mail className="mt-0.5 size-4 shrink-0 text-gold-400" aria-hidden />
              <a
                href={`mailto:${business.email}`}
                className="min-w-0 wrap-anywhere hover:text-gold-300"
              >
                {business.email}
              </a>
            </p>
            <p className="flex gap-3">
              <ExternalLink className="mt-0.5 size-4 shrink-0 text-gold-400" aria-hidden />
              <a
                href={business.linkedInUrl}
                rel="noopener noreferrer"
                target="_blank"
                className="hover:text-gold-300"
              >
                LinkedIn
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-ivory-50/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-6 text-xs text-ivory-300 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {new Date().getFullYear()} {business.legalName} All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to="/terms" className="hover:text-gold-300">
                Terms
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="hover:text-gold-300">
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/cookies" className="hover:text-gold-300">
                Cookies
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
