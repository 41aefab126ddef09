import type * as React from "react";

/*
 * The Lucide icons (ISC licence) of the public site's header, footer, cards and carousels, drawn
 * with the same markup as lucide-react's components. lucide-react's runtime (size and stroke
 * options, a context, attribute building) is larger than all these icons together, and these
 * pages load on a visitor's first request: they need none of it. Each icon is decorative (the
 * text beside it says what it means), so it is hidden from assistive technology.
 */

export type IconProps = React.ComponentProps<"svg">;

function lucideIcon(name: string, shapes: React.ReactNode) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden
        {...props}
      >
        {shapes}
      </svg>
    );
  }
  return Icon;
}

export const ArrowRight = lucideIcon(
  "arrow-right",
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);
export const ChevronLeft = lucideIcon("chevron-left", <path d="m15 18-6-6 6-6" />);
export const ChevronRight = lucideIcon("chevron-right", <path d="m9 18 6-6-6-6" />);
export const Menu = lucideIcon(
  "menu",
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);
export const X = lucideIcon(
  "x",
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
export const Mail = lucideIcon(
  "mail",
  <>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </>,
);
export const MapPin = lucideIcon(
  "map-pin",
  <>
    <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const ExternalLink = lucideIcon(
  "external-link",
  <>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </>,
);
