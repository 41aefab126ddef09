import type * as React from "react";

/** A five-pointed star centred on (cx, cy) with outer radius r. */
function star(cx: number, cy: number, r: number, points = 5) {
  const inner = r * 0.4;
  const coordinates: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : inner;
    const angle = (Math.PI / points) * i - Math.PI / 2;
    coordinates.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return coordinates.join(" ");
}

function UnionJack() {
  return (
    <g>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0,0 30,20 M30,0 0,20" stroke="#fff" strokeWidth="4" />
      <path d="M0,0 30,20 M30,0 0,20" stroke="#C8102E" strokeWidth="1.6" />
      <path d="M15,0 v20 M0,10 h30" stroke="#fff" strokeWidth="6" />
      <path d="M15,0 v20 M0,10 h30" stroke="#C8102E" strokeWidth="3.4" />
    </g>
  );
}

const flags: Record<string, React.ReactNode> = {
  Australia: (
    <>
      <rect width="60" height="40" fill="#012169" />
      <UnionJack />
      <polygon points={star(15, 30, 5, 7)} fill="#fff" />
      <polygon points={star(45, 8, 2.2, 7)} fill="#fff" />
      <polygon points={star(38, 18, 2.2, 7)} fill="#fff" />
      <polygon points={star(52, 16, 2.2, 7)} fill="#fff" />
      <polygon points={star(45, 33, 2.2, 7)} fill="#fff" />
      <polygon points={star(48.5, 22, 1.2)} fill="#fff" />
    </>
  ),
  Singapore: (
    <>
      <rect width="60" height="40" fill="#fff" />
      <rect width="60" height="20" fill="#EF3340" />
      <circle cx="12" cy="10" r="6.5" fill="#fff" />
      <circle cx="14.5" cy="10" r="6.5" fill="#EF3340" />
      <polygon points={star(19.5, 5.6, 1.5)} fill="#fff" />
      <polygon points={star(15.5, 8.5, 1.5)} fill="#fff" />
      <polygon points={star(23.5, 8.5, 1.5)} fill="#fff" />
      <polygon points={star(17, 13.2, 1.5)} fill="#fff" />
      <polygon points={star(22, 13.2, 1.5)} fill="#fff" />
    </>
  ),
  UAE: (
    <>
      <rect width="60" height="40" fill="#fff" />
      <rect width="60" height="13.33" fill="#00732F" />
      <rect y="26.67" width="60" height="13.33" fill="#000" />
      <rect width="15" height="40" fill="#FF0000" />
    </>
  ),
  "United States": (
    <>
      <rect width="60" height="40" fill="#fff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={(i * 2 * 40) / 13} width="60" height={40 / 13} fill="#B22234" />
      ))}
      <rect width="24" height={(7 * 40) / 13} fill="#3C3B6E" />
      {Array.from({ length: 20 }, (_, i) => (
        <circle
          key={i}
          cx={2.4 + (i % 5) * 4.8}
          cy={2.2 + Math.floor(i / 5) * 5}
          r="0.9"
          fill="#fff"
        />
      ))}
    </>
  ),
  Europe: (
    <>
      <rect width="60" height="40" fill="#003399" />
      {Array.from({ length: 12 }, (_, i) => {
        const angle = (Math.PI / 6) * i;
        return (
          <polygon
            key={i}
            points={star(30 + 12 * Math.cos(angle), 20 + 12 * Math.sin(angle), 2)}
            fill="#FFCC00"
          />
        );
      })}
    </>
  ),
};

/**
 * The flag of one of the five markets, drawn as SVG: flag emoji are not rendered on every
 * system (Windows shows letter pairs).
 */
export function MarketFlag({ market, className }: { market: string; className?: string }) {
  const flag = flags[market];
  if (!flag) return null;
  return (
    <svg viewBox="0 0 60 40" className={className} aria-hidden focusable="false">
      {flag}
    </svg>
  );
}
