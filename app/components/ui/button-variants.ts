/**
 * The class names of the button styles, for buttons and for links that look like one. Kept
 * apart from the Button component (and free of class-variance-authority and tailwind-merge) so
 * public pages can style their links and buttons without loading either. The classes of a
 * variant and of a size never set the same property, so joining them needs no merging.
 */
const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-sm font-medium tracking-wide transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  default: "bg-ink-900 text-ivory-50 hover:bg-ink-700",
  gold: "bg-gold-500 text-ink-950 hover:bg-gold-400",
  outline: "border border-ink-900/20 bg-transparent text-ink-900 hover:bg-ink-900/5",
  "outline-light": "border border-ivory-50/50 bg-transparent text-ivory-50 hover:bg-ivory-50/10",
  ghost: "text-ink-900 hover:bg-ink-900/5",
  link: "text-gold-700 underline-offset-4 hover:underline",
  destructive: "bg-destructive text-white hover:bg-destructive/90",
};

const sizes = {
  // The text size lives with the size variant, so classes used without tailwind-merge
  // (buttonVariants on a plain link) never carry two conflicting sizes.
  default: "h-11 px-6 text-sm",
  sm: "h-9 px-4 text-sm",
  lg: "h-12 px-8 text-base",
  icon: "size-10 text-sm",
};

export type ButtonVariantProps = {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

/**
 * The classes of a button style; `className` is appended as it is, so it must not set what the
 * style sets (use `cn` to override one).
 */
export function buttonVariants({
  variant = "default",
  size = "default",
  className,
}: ButtonVariantProps & { className?: string } = {}) {
  const classes = `${base} ${variants[variant]} ${sizes[size]}`;
  return className ? `${classes} ${className}` : classes;
}
