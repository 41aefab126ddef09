import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Menu, X } from "~/components/site/icons";
import { business } from "~/config/business";
import { useHydrated } from "~/utils/use-hydrated";
import { BrandMark } from "./brand-mark";

/** How far the page scrolls before the header turns solid, and the mobile breakpoint. */
export const HEADER_SCROLL_THRESHOLD = 10;

export const primaryNavigation = [
  { to: "/aircraft", label: "Aircraft" },
  { to: "/charter", label: "Charter" },
  { to: "/services", label: "Services" },
  { to: "/journal", label: "Journal" },
  { to: "/about", label: "About" },
] as const;

export function SiteHeader() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Until hydration the menu toggle cannot respond; tests and styles can tell by this flag.
  const interactive = useHydrated();
  const location = useLocation();

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  // A navigation (including back/forward) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes the menu and puts focus back on the toggle: the menu's links disappear,
    // and focus left on a removed element would fall back to the top of the page.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    // A tap or click anywhere outside the header (on the page behind the menu) closes it.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) {
        setMenuOpen(false);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen]);

  const solid = scrolled || menuOpen;
  return (
    <header
      ref={headerRef}
      data-scrolled={solid ? "true" : "false"}
      data-interactive={interactive ? "true" : undefined}
      className={clsx(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,backdrop-filter,box-shadow] duration-300",
        solid ? "bg-ink-950/90 shadow-lg shadow-ink-950/20 backdrop-blur-md" : "bg-transparent",
      )}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8 md:px-6 lg:px-8">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-3 whitespace-nowrap text-ivory-50"
          aria-label={`${business.name} — home`}
        >
          <BrandMark className="size-9" />
          <span className="font-display text-2xl font-semibold tracking-wide">{business.name}</span>
        </Link>
        {/* Tablet portrait (768 px) has room for everything on one line only with the tighter
            gaps; they widen on larger screens. */}
        <nav
          aria-label="Main"
          className="hidden items-center gap-5 whitespace-nowrap md:flex lg:gap-8"
        >
          {primaryNavigation.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                clsx(
                  "text-sm font-medium tracking-wide transition-colors hover:text-gold-300",
                  isActive ? "text-gold-300" : "text-ivory-100",
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
          <Link
            to="/contact"
            className="inline-flex h-10 shrink-0 items-center rounded-sm bg-gold-500 px-4 text-sm lg:px-5 font-medium text-ink-950 transition-colors hover:bg-gold-400"
          >
            Contact Us
          </Link>
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-sm text-ivory-50 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden />
          ) : (
            <Menu className="size-6" aria-hidden />
          )}
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
        </button>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-ivory-50/10 bg-ink-950 px-5 pt-2 pb-6 md:hidden"
        >
          <ul className="flex flex-col">
            {primaryNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    clsx(
                      "flex items-center gap-3 border-b border-ivory-50/10 py-4 text-lg",
                      isActive ? "text-gold-300" : "text-ivory-50",
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      {isActive ? (
                        <span aria-hidden className="h-5 w-0.5 rounded-full bg-gold-400" />
                      ) : null}
                      {item.label}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-6 grid gap-3">
            <Link
              to="/contact"
              onClick={() => setMenuOpen(false)}
              className="inline-flex h-11 items-center justify-center rounded-sm bg-gold-500 text-sm font-medium text-ink-950"
            >
              Contact Us
            </Link>
            <Link
              to="/contact?inquiry=selling"
              onClick={() => setMenuOpen(false)}
              className="inline-flex h-11 items-center justify-center rounded-sm border border-ivory-50/40 text-sm font-medium text-ivory-50"
            >
              Sell with us
            </Link>
          </div>
        </nav>
      ) : null}
    </header>
  );
}
