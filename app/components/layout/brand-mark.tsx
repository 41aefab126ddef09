/** The brand's monogram: a stylised swept wing in gold. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      <circle cx="20" cy="20" r="19" fill="none" stroke="#c9a45c" strokeWidth="1.5" />
      <path d="M8 24 L30 13 L33 14 L20 22 L25 27 L22 28 L16 24 L9 26 Z" fill="#c9a45c" />
    </svg>
  );
}
