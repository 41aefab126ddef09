/**
 * Generates the site's original artwork as code-built SVG scenes, rasterised with sharp.
 *
 *   npm run artwork                        # everything, into public/
 *   npm run artwork -- hero/slide-1 journal   # only names containing a filter
 *   ARTWORK_OUT=/tmp/art npm run artwork      # somewhere else (to compare with public/)
 *
 * Every scene is seeded by its output name, so a run reproduces the committed files byte for
 * byte (with the same sharp/libvips build); tools/generate-artwork.test.ts checks that.
 * Palette: deep navy (#0b1220, #111a2e), warm white (#f7f3ec), gold (#c9a45c).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = path.resolve(process.env.ARTWORK_OUT ?? path.join(ROOT, "public"));
const IMAGES = path.join(PUBLIC, "images");

const NAVY = "#0b1220";
const NAVY2 = "#111a2e";
const WARM_WHITE = "#f7f3ec";
const GOLD = "#c9a45c";

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hashString(seed) || 1;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), 1 | t);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from empty list");
    return item;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const h = hex.replace("#", "");
  const n = Number.parseInt(h.length === 3 ? h.replace(/(.)/g, "$1$1") : h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  const k = Math.max(0, Math.min(1, t));
  return rgbToHex([x[0] + (y[0] - x[0]) * k, x[1] + (y[1] - x[1]) * k, x[2] + (y[2] - x[2]) * k]);
}

const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
const darken = (c: string, t: number) => mix(c, "#000000", t);

// ---------------------------------------------------------------------------
// SVG document builder
// ---------------------------------------------------------------------------

type Stop = [offset: number, color: string, opacity?: number];
type Pt = [number, number];

const f1 = (n: number) => (Math.round(n * 10) / 10).toString();

function pts(points: Pt[]): string {
  return points.map(([x, y]) => `${f1(x)},${f1(y)}`).join(" ");
}

function smoothPath(points: Pt[], closed = false): string {
  // Catmull-Rom to cubic Bezier
  if (points.length < 2) return "";
  const p = points;
  const get = (i: number): Pt => {
    if (closed) return p[(i + p.length) % p.length] as Pt;
    return p[Math.max(0, Math.min(p.length - 1, i))] as Pt;
  };
  const first = get(0);
  let d = `M${f1(first[0])},${f1(first[1])}`;
  const n = closed ? p.length : p.length - 1;
  for (let i = 0; i < n; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f1(c1[0])},${f1(c1[1])} ${f1(c2[0])},${f1(c2[1])} ${f1(p2[0])},${f1(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

function convexHull(points: Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: Pt, a: Pt, b: Pt) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const q of p) {
    while (
      lower.length >= 2 &&
      cross(lower[lower.length - 2] as Pt, lower[lower.length - 1] as Pt, q) <= 0
    )
      lower.pop();
    lower.push(q);
  }
  const upper: Pt[] = [];
  for (const q of [...p].reverse()) {
    while (
      upper.length >= 2 &&
      cross(upper[upper.length - 2] as Pt, upper[upper.length - 1] as Pt, q) <= 0
    )
      upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private counter = 0;
  private blurCache = new Map<string, string>();
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  add(s: string): void {
    this.body.push(s);
  }

  def(s: string): void {
    this.defs.push(s);
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${f1(o * 100)}%" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
      )
      .join("");
  }

  /** Linear gradient; coordinates are fractions of the bbox unless `user` is set. */
  linear(stops: Stop[], x1: number, y1: number, x2: number, y2: number, user = false): string {
    const id = this.id("lg");
    const units = user ? ` gradientUnits="userSpaceOnUse"` : "";
    const fmt = (n: number) => (user ? f1(n) : `${f1(n * 100)}%`);
    this.def(
      `<linearGradient id="${id}"${units} x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in user space. */
  radial(stops: Stop[], cx: number, cy: number, r: number, transform?: string): string {
    const id = this.id("rg");
    const t = transform ? ` gradientTransform="${transform}"` : "";
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}"${t}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(std: number): string {
    const key = std.toFixed(2);
    const cached = this.blurCache.get(key);
    if (cached) return cached;
    const id = this.id("bl");
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${key}"/></filter>`,
    );
    const ref = `url(#${id})`;
    this.blurCache.set(key, ref);
    return ref;
  }

  clip(inner: string): string {
    const id = this.id("cp");
    this.def(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }

  mask(inner: string): string {
    const id = this.id("mk");
    this.def(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${this.h}">${inner}</mask>`,
    );
    return `url(#${id})`;
  }

  /** Full-frame soft glow ellipse. */
  glow(cx: number, cy: number, rx: number, ry: number, color: string, opacity: number): void {
    const fill = this.radial(
      [
        [0, color, opacity],
        [0.45, color, opacity * 0.45],
        [1, color, 0],
      ],
      0,
      0,
      1,
    );
    this.add(
      `<ellipse cx="0" cy="0" rx="1" ry="1" fill="${fill}" transform="translate(${f1(cx)} ${f1(cy)}) scale(${f1(rx)} ${f1(ry)})"/>`,
    );
  }

  render(outW: number): string {
    const outH = Math.round((outW * this.h) / this.w);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

// ---------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------

type SkyPalette = {
  name: string;
  sky: Stop[];
  sun: string;
  cloudLight: string;
  cloudMid: string;
  cloudShadow: string;
  haze: string;
  stars: number;
};

const SKIES = {
  dusk: {
    name: "dusk",
    sky: [
      [0, "#070c18"],
      [0.3, "#111a2e"],
      [0.55, "#2c2d4a"],
      [0.72, "#6a4a5c"],
      [0.86, "#c0805e"],
      [1, "#eab77c"],
    ],
    sun: "#ffd49a",
    cloudLight: "#f0b98a",
    cloudMid: "#7a5a6a",
    cloudShadow: "#1c2238",
    haze: "#d89a74",
    stars: 0.6,
  },
  amber: {
    name: "amber",
    sky: [
      [0, "#0b1220"],
      [0.35, "#1d2544"],
      [0.6, "#5b4660"],
      [0.8, "#c98a5a"],
      [1, "#f4cf8e"],
    ],
    sun: "#fff0c8",
    cloudLight: "#f7d3a0",
    cloudMid: "#9a6c66",
    cloudShadow: "#232842",
    haze: "#e6b07e",
    stars: 0.25,
  },
  blueHour: {
    name: "blueHour",
    sky: [
      [0, "#050a16"],
      [0.4, "#0f1c36"],
      [0.7, "#22365c"],
      [0.88, "#4f5f84"],
      [1, "#b99a86"],
    ],
    sun: "#f3d2a8",
    cloudLight: "#aab4cc",
    cloudMid: "#3e4a6a",
    cloudShadow: "#111a2e",
    haze: "#8a93ad",
    stars: 0.9,
  },
  night: {
    name: "night",
    sky: [
      [0, "#03060d"],
      [0.5, "#0b1220"],
      [0.85, "#16203a"],
      [1, "#2b2f48"],
    ],
    sun: "#d9a86a",
    cloudLight: "#4a5270",
    cloudMid: "#222a44",
    cloudShadow: "#0b1220",
    haze: "#3a3f5c",
    stars: 1,
  },
  daylight: {
    name: "daylight",
    sky: [
      [0, "#142a4c"],
      [0.45, "#2f5282"],
      [0.8, "#8ea6c4"],
      [1, "#efe6d6"],
    ],
    sun: "#fffaf0",
    cloudLight: "#ffffff",
    cloudMid: "#c9d3e2",
    cloudShadow: "#6d7f9c",
    haze: "#dfe6ee",
    stars: 0,
  },
} satisfies Record<string, SkyPalette>;

function skyRect(svg: Svg, p: SkyPalette, y0 = 0, y1 = svg.h): void {
  const fill = svg.linear(p.sky, 0, y0, 0, y1, true);
  svg.add(`<rect width="${svg.w}" height="${svg.h}" fill="${fill}"/>`);
}

function stars(svg: Svg, rng: Rng, density: number, yMax: number): void {
  if (density <= 0) return;
  const count = Math.round(((svg.w * yMax) / 9000) * density);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, svg.w);
    const y = rng.range(0, yMax) * rng.range(0.2, 1);
    const r = rng.range(0.5, 1.5);
    const o = rng.range(0.15, 0.75) * (1 - y / yMax);
    parts.push(
      `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}" fill="#fff8ea" opacity="${o.toFixed(2)}"/>`,
    );
  }
  svg.add(`<g>${parts.join("")}</g>`);
}

/** Layered sea of clouds between yTop (horizon) and the bottom of the frame. */
function cloudSea(svg: Svg, rng: Rng, p: SkyPalette, yTop: number, sunX: number, layers = 5): void {
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const y = yTop + (svg.h - yTop) * (0.015 + 0.8 * t ** 1.35);
    const size = 30 + 280 * t ** 1.25;
    const light = mix(mix(p.haze, p.cloudLight, 0.35 + 0.65 * t), p.sun, 0.15 * (1 - t));
    const shadow = mix(mix(p.haze, p.cloudMid, 0.5 + 0.5 * t), p.cloudShadow, t * 0.85);
    const mid = mix(light, shadow, 0.5);
    const puffs: string[] = [];
    const midPuffs: string[] = [];
    const lower: string[] = [];
    let x = -size * rng.range(0.2, 1);
    while (x < svg.w + size) {
      const rx = size * rng.range(0.55, 1.5);
      const ry = rx * rng.range(0.3, 0.5);
      const cy = y + rng.range(-0.3, 0.3) * size * 0.45;
      puffs.push(`<ellipse cx="${f1(x)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}"/>`);
      midPuffs.push(
        `<ellipse cx="${f1(x + rx * 0.04)}" cy="${f1(cy + ry * 0.22)}" rx="${f1(rx * 0.97)}" ry="${f1(ry * 0.95)}"/>`,
      );
      lower.push(
        `<ellipse cx="${f1(x + rx * 0.08)}" cy="${f1(cy + ry * 0.55)}" rx="${f1(rx * 0.95)}" ry="${f1(ry * 0.9)}"/>`,
      );
      if (rng.chance(0.5)) {
        // small billow on top
        const bx = x + rng.range(-0.4, 0.4) * rx;
        const br = rx * rng.range(0.25, 0.45);
        puffs.push(
          `<ellipse cx="${f1(bx)}" cy="${f1(cy - ry * 0.55)}" rx="${f1(br)}" ry="${f1(br * 0.6)}"/>`,
        );
        midPuffs.push(
          `<ellipse cx="${f1(bx)}" cy="${f1(cy - ry * 0.55 + br * 0.2)}" rx="${f1(br * 0.95)}" ry="${f1(br * 0.55)}"/>`,
        );
      }
      x += rx * rng.range(0.65, 1.15);
    }
    const base = `<rect x="-20" y="${f1(y + size * 0.2)}" width="${svg.w + 40}" height="${f1(svg.h - y + 20)}"/>`;
    const blur = svg.blur(Math.round((2 + size * 0.05) * 2) / 2);
    const shadowFill = svg.linear(
      [
        [0, shadow],
        [1, darken(shadow, 0.25 * t)],
      ],
      0,
      y,
      0,
      y + size * 1.5,
      true,
    );
    svg.add(
      `<g filter="${blur}"><g fill="${light}">${puffs.join("")}</g><g fill="${mid}">${midPuffs.join("")}</g><g fill="${shadowFill}">${lower.join("")}${base}</g></g>`,
    );
    // sun-side warmth on the tops
    const rim = svg.radial(
      [
        [0, p.sun, 0.28 * (1 - t * 0.6)],
        [1, p.sun, 0],
      ],
      sunX,
      y,
      svg.w * 0.5,
    );
    svg.add(
      `<rect x="0" y="${f1(y - size * 0.6)}" width="${svg.w}" height="${f1(size * 1.2)}" fill="${rim}"/>`,
    );
  }
  // atmospheric haze just above the cloud tops
  const haze = svg.linear(
    [
      [0, p.haze, 0],
      [0.5, p.haze, 0.35],
      [1, p.haze, 0],
    ],
    0,
    yTop - svg.h * 0.06,
    0,
    yTop + svg.h * 0.08,
    true,
  );
  svg.add(
    `<rect x="0" y="${f1(yTop - svg.h * 0.06)}" width="${svg.w}" height="${f1(svg.h * 0.14)}" fill="${haze}"/>`,
  );
}

// ---------------------------------------------------------------------------
// Business jet, side view (local units: nose at x=1000, tail at x=0, fuselage y -50..52)
// ---------------------------------------------------------------------------

type JetVariant = "large" | "ultra" | "light" | "cruciform";

type JetOpts = {
  x: number; // centre of the fuselage in scene units
  y: number;
  length: number; // rendered length in scene units
  angle?: number; // degrees, negative = nose up when facing right
  facing?: 1 | -1; // 1 = nose to the right
  mode: "silhouette" | "lit";
  variant?: JetVariant;
  rim?: string; // rim light colour for silhouettes
  body?: string; // base body colour
  livery?: "navy" | "white" | "gold";
  gear?: boolean;
  windowGlow?: string;
};

function jet(svg: Svg, o: JetOpts): string {
  const variant = o.variant ?? "large";
  const kx = jetK(variant);
  const ky = 1;
  const s = o.length / (1000 * kx);
  const facing = o.facing ?? 1;
  const angle = (o.angle ?? 0) * facing;
  const windows = variant === "ultra" ? 8 : variant === "large" ? 7 : 5;
  const lit = o.mode === "lit";
  const body = o.body ?? (lit ? "#eceae4" : "#0d1424");
  const rim = o.rim ?? GOLD;
  const livery = o.livery ?? "navy";

  const fuselage =
    "M18,-28 C80,-44 190,-50 300,-50 L820,-50 C872,-50 908,-40 938,-23 C968,-6 994,4 1000,13 C1001,23 986,35 956,43 C926,50 882,52 830,52 L430,52 C300,52 170,32 66,2 C40,-6 16,-16 18,-28Z";
  const finT = "M285,-48 C215,-110 160,-190 122,-255 L60,-262 C46,-200 36,-110 22,-30Z";
  const stabT = "M150,-257 L62,-266 L-6,-278 L-14,-272 L40,-257 L140,-249Z";
  const finC = "M270,-48 C222,-96 188,-150 160,-205 L104,-209 C88,-150 60,-92 24,-30Z";
  const stabC = "M200,-128 L78,-137 L14,-146 L8,-140 L66,-125 L190,-120Z";
  const nacelle =
    "M168,-50 C230,-60 330,-62 372,-56 C385,-54 387,2 372,6 C320,12 236,10 176,2 C158,-6 154,-42 168,-50Z";
  const wing = "M665,42 C612,52 520,68 430,84 L384,87 C394,74 420,60 450,50Z";
  const winglet = "M430,84 L398,48 L378,47 L384,87Z";
  const straightWing = "M640,44 C600,56 560,74 520,96 L470,98 C478,82 492,64 505,50Z";

  const isCruciform = variant === "cruciform";
  const shortTail = variant === "light" || isCruciform;
  const tailT = shortTail ? ` transform="translate(0 -48) scale(1 0.8) translate(0 48)"` : "";
  const fin = isCruciform ? finC : finT;
  const stab = isCruciform ? stabC : stabT;
  const wingPath = isCruciform ? straightWing : wing;

  const parts: string[] = [];
  if (lit) {
    const bodyFill = svg.linear(
      [
        [0, lighten(body, 0.6)],
        [0.22, body],
        [0.55, mix(body, "#8d939f", 0.35)],
        [0.82, "#5a6070"],
        [1, "#3a4050"],
      ],
      0,
      -50,
      0,
      52,
      true,
    );
    const navyFill = svg.linear(
      [
        [0, "#1e2a48"],
        [1, "#080d18"],
      ],
      0,
      -60,
      0,
      52,
      true,
    );
    const accent = livery === "white" ? bodyFill : navyFill;
    const nacFill =
      livery === "white"
        ? svg.linear(
            [
              [0, lighten(body, 0.5)],
              [0.5, body],
              [1, "#6a707c"],
            ],
            0,
            -62,
            0,
            10,
            true,
          )
        : navyFill;
    const wingFill = svg.linear(
      [
        [0, "#b9bcc3"],
        [1, "#50566a"],
      ],
      0,
      40,
      0,
      104,
      true,
    );
    const fuseClip = svg.clip(`<path d="${fuselage}"/>`);
    parts.push(`<path d="${wingPath}" fill="${wingFill}"/>`);
    if (!isCruciform) parts.push(`<path d="${winglet}" fill="${accent}"/>`);
    parts.push(
      `<g${tailT}><path d="${fin}" fill="${accent}"/><path d="${stab}" fill="${accent}"/></g>`,
    );
    parts.push(`<path d="${fuselage}" fill="${bodyFill}"/>`);
    if (livery !== "white") {
      parts.push(
        `<g clip-path="${fuseClip}"><path d="M0,30 C250,22 500,24 1010,34 L1010,80 L0,80Z" fill="${navyFill}"/></g>`,
      );
    }
    parts.push(
      `<g clip-path="${fuseClip}"><path d="M0,20 C250,13 500,15 1010,25" fill="none" stroke="${GOLD}" stroke-width="3.2"/></g>`,
    );
    // wing/body fairing shade
    parts.push(`<ellipse cx="560" cy="47" rx="150" ry="8" fill="#3a4052" opacity="0.35"/>`);
    parts.push(`<path d="${nacelle}" fill="${nacFill}"/>`);
    parts.push(`<ellipse cx="378" cy="-25" rx="7" ry="29" fill="#c7ccd4"/>`);
    parts.push(`<ellipse cx="380" cy="-25" rx="4" ry="24" fill="#1a1f2b"/>`);
    parts.push(`<ellipse cx="160" cy="-24" rx="6" ry="20" fill="#2a2f3a"/>`);
    parts.push(
      `<path d="M168,-50 C230,-60 330,-62 372,-56" fill="none" stroke="${GOLD}" stroke-width="1.6" opacity="0.8"/>`,
    );
    // windshield and door
    parts.push(
      `<path d="M868,-40 C892,-37 915,-29 936,-17 L928,-10 C910,-19 890,-26 866,-29Z" fill="#111826"/>`,
    );
    parts.push(`<path d="M842,-41 L860,-41 L857,-31 L840,-30Z" fill="#111826"/>`);
    parts.push(
      `<rect x="800" y="-42" width="34" height="76" rx="9" fill="none" stroke="#9aa0ab" stroke-width="1.4" opacity="0.7"/>`,
    );
    // top highlight
    parts.push(
      `<path d="M300,-49 L820,-49" stroke="#ffffff" stroke-width="2" opacity="0.55" fill="none"/>`,
    );
  } else {
    const bodyFill = svg.linear(
      [
        [0, lighten(body, 0.08)],
        [1, darken(body, 0.3)],
      ],
      0,
      -60,
      0,
      60,
      true,
    );
    const rimStroke = svg.linear(
      [
        [0, rim, 0.95],
        [0.35, rim, 0.35],
        [0.55, rim, 0],
      ],
      0,
      -62,
      0,
      40,
      true,
    );
    const finRim = svg.linear(
      [
        [0, rim, 0.9],
        [1, rim, 0],
      ],
      300,
      0,
      60,
      0,
      true,
    );
    parts.push(`<path d="${wingPath}" fill="${darken(body, 0.25)}"/>`);
    parts.push(
      `<path d="${wingPath}" fill="none" stroke="${rim}" stroke-width="1.5" opacity="0.35"/>`,
    );
    if (!isCruciform) parts.push(`<path d="${winglet}" fill="${darken(body, 0.2)}"/>`);
    parts.push(
      `<g${tailT}><path d="${fin}" fill="${bodyFill}"/><path d="${fin}" fill="none" stroke="${finRim}" stroke-width="2.4"/><path d="${stab}" fill="${bodyFill}" stroke="${rim}" stroke-width="1.2" stroke-opacity="0.6"/></g>`,
    );
    parts.push(`<path d="${fuselage}" fill="${bodyFill}"/>`);
    parts.push(`<path d="${fuselage}" fill="none" stroke="${rimStroke}" stroke-width="3"/>`);
    parts.push(`<path d="${nacelle}" fill="${lighten(body, 0.04)}"/>`);
    parts.push(`<path d="${nacelle}" fill="none" stroke="${rimStroke}" stroke-width="2.6"/>`);
    parts.push(`<ellipse cx="378" cy="-25" rx="6" ry="28" fill="${darken(body, 0.5)}"/>`);
    parts.push(
      `<path d="M868,-40 C892,-37 915,-29 936,-17 L928,-10 C910,-19 890,-26 866,-29Z" fill="${mix(body, rim, 0.18)}"/>`,
    );
  }
  if (o.gear) {
    const g = lit ? "#2a2f3a" : darken(body, 0.3);
    parts.push(
      `<path d="M858,48 L862,96 M520,50 L522,96" stroke="${g}" stroke-width="7" stroke-linecap="round"/>`,
    );
    parts.push(`<circle cx="862" cy="103" r="12" fill="#151821"/>`);
    parts.push(
      `<circle cx="512" cy="102" r="15" fill="#151821"/><circle cx="534" cy="102" r="15" fill="#151821"/>`,
    );
    parts.push(
      `<circle cx="862" cy="103" r="4" fill="#6a707c"/><circle cx="534" cy="102" r="5" fill="#6a707c"/>`,
    );
  }

  // windows are drawn in un-stretched space so they stay oval
  const win: string[] = [];
  const x0 = isCruciform ? 560 : 470;
  const x1 = 790;
  for (let i = 0; i < windows; i++) {
    const wx = (x0 + ((x1 - x0) * i) / (windows - 1)) * kx;
    if (lit) {
      const glass = svg.linear(
        [
          [0, "#5d6b86"],
          [0.5, "#1b2438"],
          [1, "#0a0f1a"],
        ],
        0,
        0,
        0,
        1,
      );
      win.push(
        `<ellipse cx="${f1(wx)}" cy="-12" rx="${variant === "light" || isCruciform ? 10 : 12}" ry="${variant === "light" || isCruciform ? 13 : 16}" fill="${glass}" stroke="#c4c8d0" stroke-width="1.2"/>`,
      );
    } else {
      const glowC = o.windowGlow ?? "#ffd9a0";
      win.push(
        `<ellipse cx="${f1(wx)}" cy="-12" rx="${variant === "light" || isCruciform ? 9 : 11}" ry="${variant === "light" || isCruciform ? 12 : 15}" fill="${glowC}" opacity="0.9"/>`,
      );
    }
  }
  let windowsSvg = win.join("");
  if (!lit) {
    windowsSvg = `<g filter="${svg.blur(6)}" opacity="0.55">${win.join("")}</g>${windowsSvg}`;
  }

  const transform = `translate(${f1(o.x)} ${f1(o.y)}) rotate(${f1(angle)}) scale(${(s * facing).toFixed(4)} ${(s * ky).toFixed(4)}) translate(${f1(-500 * kx)} 0)`;
  return `<g transform="${transform}"><g transform="scale(${kx} 1)">${parts.join("")}</g>${windowsSvg}</g>`;
}

function jetK(variant: JetVariant): number {
  return variant === "ultra" ? 1.08 : variant === "large" ? 1 : 0.74;
}

/** Maps a point in the jet's local drawing units to scene coordinates. */
function jetPoint(o: JetOpts, lx: number, ly: number): Pt {
  const kx = jetK(o.variant ?? "large");
  const s = o.length / (1000 * kx);
  const facing = o.facing ?? 1;
  const a = ((o.angle ?? 0) * facing * Math.PI) / 180;
  const x = (lx * kx - 500 * kx) * s * facing;
  const y = ly * s;
  return [o.x + x * Math.cos(a) - y * Math.sin(a), o.y + x * Math.sin(a) + y * Math.cos(a)];
}

/** Small top-down jet mark (nose pointing to -y), size = wingspan in px. */
function planIcon(color: string, size: number, x: number, y: number, rot: number): string {
  const k = size / 100;
  const d =
    "M0,-50 C5,-46 6,-36 6,-24 L6,-6 L48,14 L48,20 L6,12 L5,30 L18,42 L18,47 L0,44 L-18,47 L-18,42 L-5,30 L-6,12 L-48,20 L-48,14 L-6,-6 L-6,-24 C-6,-36 -5,-46 0,-50Z";
  // rear-mounted engine pods either side of the aft fuselage
  const pods = `<rect x="-15" y="15" width="8" height="16" rx="4"/><rect x="7" y="15" width="8" height="16" rx="4"/>`;
  return `<g fill="${color}" transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(rot)}) scale(${k.toFixed(3)})"><path d="${d}"/>${pods}</g>`;
}

// ---------------------------------------------------------------------------
// Finishing touches
// ---------------------------------------------------------------------------

function vignette(svg: Svg, strength = 0.55): void {
  const fill = svg.radial(
    [
      [0.35, "#000000", 0],
      [0.6, "#000000", strength * 0.12],
      [0.8, "#000000", strength * 0.5],
      [1, "#000000", strength],
    ],
    svg.w / 2,
    svg.h / 2,
    Math.hypot(svg.w, svg.h) / 2,
  );
  svg.add(`<rect width="${svg.w}" height="${svg.h}" fill="${fill}"/>`);
}

function contrail(svg: Svg, x0: number, y0: number, x1: number, y1: number, color: string): void {
  const grad = svg.linear(
    [
      [0, color, 0],
      [0.9, color, 0.45],
      [1, color, 0],
    ],
    x0,
    y0,
    x1,
    y1,
    true,
  );
  svg.add(
    `<path d="M${f1(x0)},${f1(y0)} L${f1(x1)},${f1(y1)}" stroke="${grad}" stroke-width="3" fill="none" filter="${svg.blur(1.8)}"/>`,
  );
}

// ---------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------

type Ctx = { svg: Svg; rng: Rng };

function pickJetVariant(rng: Rng, hint?: JetVariant): JetVariant {
  return hint ?? rng.pick(["large", "ultra", "large"] as const);
}

/** Jet flying above a sea of clouds. */
function sceneAboveClouds(
  { svg, rng }: Ctx,
  o: {
    palette?: SkyPalette;
    variant?: JetVariant;
    jetScale?: number;
    jetX?: number;
    jetY?: number;
  } = {},
): void {
  const p =
    o.palette ??
    rng.pick([SKIES.dusk, SKIES.amber, SKIES.daylight, SKIES.blueHour] as SkyPalette[]);
  const horizon = svg.h * rng.range(0.56, 0.64);
  skyRect(svg, p, 0, horizon + svg.h * 0.08);
  stars(svg, rng, p.stars, horizon * 0.6);
  const facing: 1 | -1 = rng.chance(0.5) ? 1 : -1;
  const sunX = facing === 1 ? svg.w * rng.range(0.12, 0.3) : svg.w * rng.range(0.7, 0.88);
  svg.glow(sunX, horizon, svg.w * 0.55, svg.h * 0.28, p.sun, 0.55);
  svg.glow(sunX, horizon, svg.w * 0.12, svg.h * 0.05, "#fff6e4", 0.8);
  // thin high cirrus bands
  for (let i = 0; i < 4; i++) {
    const y = horizon * rng.range(0.35, 0.85);
    const x = rng.range(-0.2, 0.8) * svg.w;
    const w = svg.w * rng.range(0.3, 0.7);
    svg.add(
      `<ellipse cx="${f1(x + w / 2)}" cy="${f1(y)}" rx="${f1(w / 2)}" ry="${f1(rng.range(2, 6))}" fill="${p.cloudLight}" opacity="${rng.range(0.08, 0.2).toFixed(2)}" filter="${svg.blur(4)}"/>`,
    );
  }
  cloudSea(svg, rng, p, horizon, sunX, 6);
  const len = svg.w * (o.jetScale ?? rng.range(0.42, 0.55));
  const jx =
    o.jetX ?? (facing === 1 ? svg.w * rng.range(0.52, 0.62) : svg.w * rng.range(0.38, 0.48));
  const jy = o.jetY ?? horizon * rng.range(0.55, 0.72);
  const jo: JetOpts = {
    x: jx,
    y: jy,
    length: len,
    angle: -rng.range(2, 6),
    facing,
    mode: "silhouette",
    variant: pickJetVariant(rng, o.variant),
    rim: mix(GOLD, p.sun, 0.4),
  };
  if (rng.chance(0.6)) {
    for (const ly of [-30, -18]) {
      const e = jetPoint(jo, 120, ly);
      const back = jetPoint(jo, -1800, ly);
      contrail(svg, back[0], back[1], e[0], e[1], lighten(p.cloudLight, 0.3));
    }
  }
  svg.add(jet(svg, jo));
  vignette(svg, 0.45);
}

/** Flat ground plane with perspective helpers. */
type Ground = { horizon: number; vpX: number };

function edgeLights(
  svg: Svg,
  g: Ground,
  xNear: number,
  color: string,
  count: number,
  rNear: number,
  zStart = 1,
): string {
  // points along a line on the ground converging to the vanishing point
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const z = zStart + i * 0.9;
    const x = g.vpX + (xNear - g.vpX) / z;
    const y = g.horizon + (svg.h - g.horizon) / z;
    const r = Math.max(0.8, rNear / z);
    parts.push(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}"/>`);
  }
  const body = parts.join("");
  return `<g fill="${color}" filter="${svg.blur(3)}" opacity="0.9">${body}</g><g fill="${lighten(color, 0.6)}">${body}</g>`;
}

/** Jet parked on an apron at night (or golden hour), hangar glow and wet reflections. */
function sceneApron(
  { svg, rng }: Ctx,
  o: { palette?: SkyPalette; variant?: JetVariant; jets?: number; scale?: number } = {},
): void {
  const p = o.palette ?? rng.pick([SKIES.night, SKIES.blueHour, SKIES.night] as SkyPalette[]);
  const horizon = svg.h * rng.range(0.5, 0.56);
  const g: Ground = { horizon, vpX: svg.w * rng.range(0.35, 0.65) };
  skyRect(svg, p, 0, horizon);
  stars(svg, rng, p.stars * 0.7, horizon * 0.7);
  const warm = p.name === "night" || p.name === "blueHour" ? "#f2b86a" : "#ffd9a0";
  svg.glow(svg.w * rng.range(0.2, 0.8), horizon, svg.w * 0.7, svg.h * 0.12, p.haze, 0.6);

  // distant skyline / hills with city lights
  const hill: Pt[] = [[-10, horizon]];
  for (let x = 0; x <= svg.w + 40; x += 40) hill.push([x, horizon - rng.range(2, 14)]);
  hill.push([svg.w + 10, horizon + 4], [-10, horizon + 4]);
  svg.add(`<path d="M${pts(hill)}Z" fill="${darken(p.cloudShadow, 0.3)}"/>`);
  const city: string[] = [];
  for (let i = 0; i < 140; i++) {
    city.push(
      `<circle cx="${f1(rng.range(0, svg.w))}" cy="${f1(horizon - rng.range(0, 6))}" r="${f1(rng.range(0.6, 1.6))}" opacity="${rng.range(0.3, 0.9).toFixed(2)}"/>`,
    );
  }
  svg.add(`<g fill="${warm}">${city.join("")}</g>`);

  // ground
  const ground = svg.linear(
    [
      [0, "#1b2236"],
      [0.25, "#111829"],
      [1, "#070b14"],
    ],
    0,
    horizon,
    0,
    svg.h,
    true,
  );
  svg.add(
    `<rect x="0" y="${f1(horizon)}" width="${svg.w}" height="${f1(svg.h - horizon)}" fill="${ground}"/>`,
  );

  // floodlight poles
  for (let i = 0; i < 3; i++) {
    const x = rng.range(0.05, 0.95) * svg.w;
    const y = horizon - svg.h * rng.range(0.12, 0.2);
    svg.add(
      `<path d="M${f1(x)},${f1(y)} L${f1(x)},${f1(horizon)}" stroke="#05080f" stroke-width="2"/>`,
    );
    svg.glow(x, y, 60, 60, "#fff1d0", 0.5);
    svg.add(`<circle cx="${f1(x)}" cy="${f1(y)}" r="3" fill="#fffaf0"/>`);
  }

  // hangar on one side
  const hangarLeft = rng.chance(0.5);
  const hw = svg.w * rng.range(0.28, 0.34);
  const hx = hangarLeft ? svg.w * rng.range(0.02, 0.08) : svg.w * rng.range(0.92, 0.98) - hw;
  const hTop = horizon - svg.h * rng.range(0.15, 0.18);
  const hBottom = horizon + svg.h * 0.02;
  svg.add(
    `<path d="M${f1(hx)},${f1(hBottom)} L${f1(hx)},${f1(hTop + 30)} Q${f1(hx + hw / 2)},${f1(hTop - 25)} ${f1(hx + hw)},${f1(hTop + 30)} L${f1(hx + hw)},${f1(hBottom)}Z" fill="#0a0f1b"/>`,
  );
  const doorFill = svg.linear(
    [
      [0, lighten(warm, 0.2)],
      [1, warm],
    ],
    0,
    0,
    0,
    1,
  );
  const dx = hx + hw * 0.1;
  const dw = hw * 0.8;
  const dTop = hTop + 50;
  svg.add(
    `<rect x="${f1(dx)}" y="${f1(dTop)}" width="${f1(dw)}" height="${f1(hBottom - dTop)}" fill="${doorFill}" opacity="0.85"/>`,
  );
  // hangar door panels
  const panels: string[] = [];
  for (let i = 1; i < 8; i++) {
    const px = dx + (dw * i) / 8;
    panels.push(`<path d="M${f1(px)},${f1(dTop)} L${f1(px)},${f1(hBottom)}"/>`);
  }
  svg.add(`<g stroke="#3a2a18" stroke-width="2" opacity="0.35">${panels.join("")}</g>`);
  // wet reflections of the door light
  const refl = svg.linear(
    [
      [0, warm, 0.35],
      [1, warm, 0],
    ],
    0,
    hBottom,
    0,
    hBottom + (svg.h - hBottom) * 0.6,
    true,
  );
  svg.add(
    `<rect x="${f1(dx + dw * 0.05)}" y="${f1(hBottom)}" width="${f1(dw * 0.9)}" height="${f1((svg.h - hBottom) * 0.6)}" fill="${refl}" filter="${svg.blur(6)}"/>`,
  );
  // light spill
  const spill = svg.linear(
    [
      [0, warm, 0.45],
      [1, warm, 0],
    ],
    0,
    hBottom,
    0,
    svg.h,
    true,
  );
  svg.add(
    `<path d="M${f1(dx)},${f1(hBottom)} L${f1(dx + dw)},${f1(hBottom)} L${f1(dx + dw + hw * 0.6)},${f1(svg.h)} L${f1(dx - hw * 0.6)},${f1(svg.h)}Z" fill="${spill}" filter="${svg.blur(10)}"/>`,
  );

  // taxiway markings and lights
  svg.add(
    `<path d="M${f1(g.vpX)},${f1(horizon)} L${f1(g.vpX + (svg.w * 0.1 - g.vpX) * 3)},${f1(horizon + (svg.h - horizon) * 3)}" stroke="${GOLD}" stroke-width="3" opacity="0.35"/>`,
  );
  svg.add(edgeLights(svg, g, -svg.w * 0.4, "#5b8cff", 14, 9));
  svg.add(edgeLights(svg, g, svg.w * 1.3, "#5b8cff", 14, 9));
  svg.add(edgeLights(svg, g, svg.w * 0.5, "#ffe2a8", 10, 6, 2.2));

  // jets
  const count = o.jets ?? 1;
  for (let j = count - 1; j >= 0; j--) {
    const depth = 1 + j * 1.6;
    const len = (svg.w * (o.scale ?? rng.range(0.54, 0.62))) / depth;
    const groundY = horizon + (svg.h - horizon) * (0.78 / depth + 0.02);
    const facing: 1 | -1 = j % 2 === 0 ? (hangarLeft ? 1 : -1) : hangarLeft ? -1 : 1;
    const jx = j === 0 ? svg.w * (hangarLeft ? 0.55 : 0.45) : svg.w * (hangarLeft ? 0.3 : 0.7);
    const sc = len / 1000;
    const jy = groundY - 115 * sc;
    const variant =
      j === 0 ? pickJetVariant(rng, o.variant) : rng.pick(["large", "light"] as const);
    const livery = rng.pick(["navy", "navy", "white"] as const);
    const jetSvg = jet(svg, {
      x: jx,
      y: jy,
      length: len,
      facing,
      mode: "lit",
      variant,
      gear: true,
      livery,
    });
    // shadow + reflection
    svg.add(
      `<ellipse cx="${f1(jx)}" cy="${f1(groundY)}" rx="${f1(len * 0.48)}" ry="${f1(len * 0.02)}" fill="#000" opacity="0.55" filter="${svg.blur(6)}"/>`,
    );
    const fade = svg.linear(
      [
        [0, "#ffffff", 0.35],
        [1, "#ffffff", 0],
      ],
      0,
      groundY,
      0,
      groundY + len * 0.22,
      true,
    );
    const m = svg.mask(
      `<rect x="0" y="${f1(groundY)}" width="${svg.w}" height="${svg.h}" fill="${fade}"/>`,
    );
    svg.add(
      `<g mask="${m}"><g transform="translate(0 ${f1(2 * groundY)}) scale(1 -1)" filter="${svg.blur(3)}">${jetSvg}</g></g>`,
    );
    svg.add(jetSvg);
  }
  vignette(svg, 0.5);
}

// ---------------------------------------------------------------------------
// Cabin interiors (simple 3D projected geometry)
// ---------------------------------------------------------------------------

type V3 = [number, number, number];
type CabinKind = "cabin" | "bedroom" | "galley";

type CabinStyle = {
  leather: string;
  wood: string;
  wall: string;
  ceiling: string;
  carpet: string;
  glassTop: string;
  glassBottom: string;
  haze: string;
  cove: string;
  sun: boolean;
};

const CABIN_STYLES: CabinStyle[] = [
  {
    leather: "#e9dcc6",
    wood: "#5a3a24",
    wall: "#e2d6c3",
    ceiling: "#f1eadf",
    carpet: "#8a7a68",
    glassTop: "#f6c27a",
    glassBottom: "#fff0cf",
    haze: "#f1cf9c",
    cove: "#ffd9a0",
    sun: true,
  },
  {
    leather: "#c9a27a",
    wood: "#2e2019",
    wall: "#ddd0bc",
    ceiling: "#efe7da",
    carpet: "#4d4640",
    glassTop: "#e9a866",
    glassBottom: "#ffe3b0",
    haze: "#e4b888",
    cove: "#ffcf8a",
    sun: true,
  },
  {
    leather: "#d9d5cf",
    wood: "#1c1a1d",
    wall: "#d8d5cf",
    ceiling: "#ecebe7",
    carpet: "#3d4150",
    glassTop: "#f2b978",
    glassBottom: "#fde7c4",
    haze: "#e9cfae",
    cove: "#ffe1b4",
    sun: true,
  },
  {
    leather: "#efe7da",
    wood: "#7a5535",
    wall: "#e4dacb",
    ceiling: "#f3eee6",
    carpet: "#6f6457",
    glassTop: "#eeb06b",
    glassBottom: "#fff3d6",
    haze: "#f3d6aa",
    cove: "#ffe0ae",
    sun: true,
  },
];

const DAY_CABIN: Partial<CabinStyle> = {
  glassTop: "#6f97cc",
  glassBottom: "#eef3f8",
  haze: "#e6e4df",
  cove: "#fff4e0",
  sun: false,
};

const NIGHT_CABIN: Partial<CabinStyle> = {
  glassTop: "#070c18",
  glassBottom: "#1e2d52",
  haze: "#3b3550",
  sun: false,
};

function sceneCabin(
  { svg, rng }: Ctx,
  o: {
    kind?: CabinKind;
    night?: boolean;
    style?: CabinStyle;
    narrow?: boolean;
    layout?: "club" | "divan";
  } = {},
): void {
  const kind = o.kind ?? "cabin";
  const base = o.style ?? rng.pick(CABIN_STYLES);
  const day = !o.night && !o.style && rng.chance(0.3);
  const st: CabinStyle = o.night
    ? { ...base, ...NIGHT_CABIN }
    : day
      ? { ...base, ...DAY_CABIN }
      : base;
  const sx = o.narrow ? 0.74 : 1;
  const sy = o.narrow ? 0.8 : 1;
  const night = !!o.night;
  const camX = rng.chance(0.4) ? rng.pick([-1, 1]) * rng.range(0.18, 0.3) : rng.range(-0.1, 0.1);
  const camY = rng.range(1.3, 1.4);
  const f = svg.w * rng.range(0.4, 0.44);
  const cx = svg.w / 2;
  const cy = svg.h * rng.range(0.44, 0.5);
  const proj = ([X, Y, Z]: V3): Pt => [
    cx + (f * (X - camX) * sx) / Z,
    cy - (f * (Y - camY) * sy) / Z,
  ];
  const fogAt = (c: string, z: number) => mix(c, st.haze, Math.min(0.4, (z - 1) / 22));
  const shade = (c: string, z: number, k: number) =>
    fogAt(k >= 0 ? lighten(c, k) : darken(c, -k), z);

  const ZN = 0.3;
  const ZF = 11.5;
  // half profile from floor (x>0) over the top
  const half: [number, number][] = [
    [0.92, 0],
    [1.04, 0.4],
    [1.1, 0.85],
    [1.08, 1.2],
    [0.98, 1.5],
    [0.78, 1.76],
    [0.45, 1.9],
    [0, 1.94],
  ];
  const profile: [number, number][] = [
    ...half.map(([x, y]): [number, number] => [-x, y]),
    ...half
      .slice(0, -1)
      .reverse()
      .map(([x, y]): [number, number] => [x, y]),
  ];

  // background + far bulkhead
  svg.add(`<rect width="${svg.w}" height="${svg.h}" fill="${fogAt(st.wall, 10)}"/>`);
  const bulk = profile.map(([x, y]) => proj([x, y, ZF]));
  const bulkFill = svg.linear(
    [
      [0, fogAt(lighten(st.wood, 0.15), ZF)],
      [1, fogAt(st.wood, ZF)],
    ],
    0,
    0,
    0,
    1,
  );
  svg.add(`<path d="M${pts(bulk)}Z" fill="${bulkFill}"/>`);
  const doorPts = [
    proj([-0.36, 0, ZF]),
    proj([-0.36, 1.72, ZF]),
    proj([0.36, 1.72, ZF]),
    proj([0.36, 0, ZF]),
  ];
  const doorGlow = night ? "#e9b46e" : lighten(st.haze, 0.3);
  svg.add(`<path d="M${pts(doorPts)}Z" fill="${doorGlow}" opacity="0.9"/>`);

  // tube surfaces
  const surfaceColor = (y: number, floor: boolean) => {
    if (floor) return st.carpet;
    if (y < 0.55) return darken(st.wall, 0.22);
    if (y < 1.45) return st.wall;
    return st.ceiling;
  };
  const strip = (a: [number, number], b: [number, number], floor = false) => {
    const poly = [
      proj([a[0], a[1], ZN]),
      proj([b[0], b[1], ZN]),
      proj([b[0], b[1], ZF]),
      proj([a[0], a[1], ZF]),
    ];
    const midY = (a[1] + b[1]) / 2;
    const c = surfaceColor(midY, floor);
    const near = proj([(a[0] + b[0]) / 2, midY, 1]);
    const far = proj([(a[0] + b[0]) / 2, midY, ZF]);
    const light = midY > 1.45 ? 0.08 : midY < 0.55 ? -0.1 : -0.04;
    const fill = svg.linear(
      [
        [0, shade(c, 1, light - 0.05)],
        [0.6, shade(c, 4, light)],
        [1, shade(c, ZF, light)],
      ],
      near[0],
      near[1],
      far[0],
      far[1],
      true,
    );
    svg.add(`<path d="M${pts(poly)}Z" fill="${fill}" stroke="${fill}" stroke-width="1"/>`);
  };
  for (let i = 0; i < profile.length - 1; i++) {
    strip(profile[i] as [number, number], profile[i + 1] as [number, number]);
  }
  strip([0.92, 0], [-0.92, 0], true);
  // aisle runner
  const runner = [
    proj([-0.32, 0.005, ZN]),
    proj([0.32, 0.005, ZN]),
    proj([0.32, 0.005, ZF]),
    proj([-0.32, 0.005, ZF]),
  ];
  svg.add(`<path d="M${pts(runner)}Z" fill="${lighten(st.carpet, 0.12)}" opacity="0.5"/>`);

  // ceiling cove lights
  for (const side of [-1, 1]) {
    const a = proj([side * 0.7, 1.8, ZN + 0.5]);
    const b = proj([side * 0.7, 1.8, ZF]);
    svg.add(
      `<path d="M${f1(a[0])},${f1(a[1])} L${f1(b[0])},${f1(b[1])}" stroke="${st.cove}" stroke-width="16" opacity="0.3" filter="${svg.blur(10)}"/>`,
    );
    svg.add(
      `<path d="M${f1(a[0])},${f1(a[1])} L${f1(b[0])},${f1(b[1])}" stroke="${lighten(st.cove, 0.5)}" stroke-width="2" opacity="0.55"/>`,
    );
  }
  // downlights
  for (let z = 1.5; z < ZF; z += 1.4) {
    for (const side of [-1, 1]) {
      const [x, y] = proj([side * 0.35, 1.9, z]);
      const r = Math.max(1.2, (0.035 * f) / z);
      svg.add(
        `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r * 1.6)}" ry="${f1(r * 0.6)}" fill="#fffaf0" opacity="0.95"/>`,
      );
    }
  }

  // windows
  const sunSide = rng.chance(0.5) ? -1 : 1;
  const winZ: number[] = [];
  for (let z = 1.3; z < ZF - 0.4; z += 1.05) winZ.push(z);
  const patches: string[] = [];
  const beams: string[] = [];
  for (const side of [-1, 1]) {
    for (const z of winZ) {
      const wx = side * 1.085;
      const oval = (sx: number, sy: number, dx = 0): Pt[] => {
        const out: Pt[] = [];
        for (let k = 0; k < 28; k++) {
          const a = (k / 28) * Math.PI * 2;
          out.push(proj([wx + dx, 1.0 + sy * Math.sin(a), z + sx * Math.cos(a)]));
        }
        return out;
      };
      const frame = oval(0.23, 0.29);
      const glassPts = oval(0.17, 0.23, -side * 0.02);
      svg.add(
        `<path d="M${pts(frame)}Z" fill="${shade(st.wall, z, -0.06)}" stroke="${shade(st.wall, z, -0.15)}" stroke-width="${f1(Math.max(0.5, 8 / z))}"/>`,
      );
      const glass = svg.linear(
        [
          [0, st.glassTop],
          [0.7, st.glassBottom],
          [1, lighten(st.glassBottom, 0.3)],
        ],
        0,
        0,
        0,
        1,
      );
      const glassD = `M${pts(glassPts)}Z`;
      svg.add(`<path d="${glassD}" fill="${glass}"/>`);
      // window shade partially drawn on some windows
      if (rng.chance(0.35)) {
        const cp = svg.clip(`<path d="${glassD}"/>`);
        const ys = glassPts.map((q) => q[1]);
        const top = Math.min(...ys);
        const bottom = Math.max(...ys);
        const h = (bottom - top) * rng.range(0.2, 0.55);
        svg.add(
          `<rect clip-path="${cp}" x="0" y="${f1(top - 2)}" width="${svg.w}" height="${f1(h)}" fill="${shade(st.wall, z, -0.04)}"/>`,
        );
      }
      if (st.sun && side === sunSide) {
        const [gx, gy] = proj([wx, 1.0, z]);
        svg.glow(gx, gy, (0.32 * f) / z, (0.36 * f) / z, st.glassTop, 0.35);
        // light pool on floor / opposite seats
        const d: V3 = [-side * 1, -0.62, 0.42];
        const patch: Pt[] = [];
        for (let k = 0; k < 20; k++) {
          const a = (k / 20) * Math.PI * 2;
          const p0: V3 = [wx, 1.0 + 0.23 * Math.sin(a), z + 0.17 * Math.cos(a)];
          const t = (p0[1] - 0.01) / -d[1];
          patch.push(proj([p0[0] + d[0] * t, 0.01, p0[2] + d[2] * t]));
        }
        patches.push(`<path d="M${pts(patch)}Z"/>`);
        const hull = convexHull([...glassPts, ...patch]);
        const from = proj([wx, 1.0, z]);
        const to = proj([-side * 0.6, 0.01, z + 0.7]);
        const beam = svg.linear(
          [
            [0, st.glassBottom, 0.28],
            [1, st.glassBottom, 0],
          ],
          from[0],
          from[1],
          to[0],
          to[1],
          true,
        );
        beams.push(`<path d="M${pts(hull)}Z" fill="${beam}"/>`);
      }
    }
  }
  if (beams.length) svg.add(`<g filter="${svg.blur(6)}">${beams.join("")}</g>`);
  if (patches.length) {
    svg.add(
      `<g fill="${st.glassBottom}" opacity="0.5" filter="${svg.blur(4)}">${patches.join("")}</g>`,
    );
  }

  // wooden side ledges along both walls
  type Item = { z: number; draw: () => void };
  const items: Item[] = [];
  const box = (
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    z0: number,
    z1: number,
    color: string,
    round = 0.03,
    opts: { grad?: boolean } = {},
  ) => {
    const faces: string[] = [];
    const q = (a: V3, b: V3, c: V3, d: V3, col: string) => {
      faces.push(
        `<path d="M${pts([proj(a), proj(b), proj(c), proj(d)])}Z" fill="${col}" stroke="${col}"/>`,
      );
    };
    const zm = (z0 + z1) / 2;
    if (y1 < camY)
      q([x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1], shade(color, zm, 0.14));
    if (y0 > camY)
      q([x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1], shade(color, zm, -0.2));
    if (x0 > camX)
      q([x0, y0, z0], [x0, y1, z0], [x0, y1, z1], [x0, y0, z1], shade(color, zm, -0.12));
    if (x1 < camX)
      q([x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1], shade(color, zm, -0.12));
    const front = [proj([x0, y0, z0]), proj([x0, y1, z0]), proj([x1, y1, z0]), proj([x1, y0, z0])];
    let frontFill = shade(color, z0, 0);
    if (opts.grad) {
      frontFill = svg.linear(
        [
          [0, shade(color, z0, 0.1)],
          [1, shade(color, z0, -0.12)],
        ],
        0,
        0,
        0,
        1,
      );
    }
    const sw = Math.max(0.6, (round * f) / Math.max(z0, 0.3));
    return `<g stroke-linejoin="round" stroke-width="${f1(sw)}">${faces.join("")}<path d="M${pts(front)}Z" fill="${frontFill}" stroke="${typeof frontFill === "string" && !opts.grad ? frontFill : shade(color, z0, 0)}"/></g>`;
  };

  for (const side of [-1, 1]) {
    const inner = side * 0.86;
    const outer = side * 1.06;
    const [x0, x1] = side < 0 ? [outer, inner] : [inner, outer];
    svg.add(box(x0, x1, 0, 0.6, 0.9, ZF, st.wood, 0.01));
    // gold trim along the ledge edge
    const a = proj([inner, 0.6, 0.9]);
    const b = proj([inner, 0.6, ZF]);
    svg.add(
      `<path d="M${f1(a[0])},${f1(a[1])} L${f1(b[0])},${f1(b[1])}" stroke="${GOLD}" stroke-width="2" opacity="0.8"/>`,
    );
  }

  const stitch = (pts4: Pt[], z: number) => {
    const [a, b, c, d] = pts4 as [Pt, Pt, Pt, Pt];
    const inset = (p: Pt, q: Pt, t: number): Pt => [
      p[0] + (q[0] - p[0]) * t,
      p[1] + (q[1] - p[1]) * t,
    ];
    const y1a = inset(a, b, 0.78);
    const y1b = inset(d, c, 0.78);
    return `<path d="M${f1(y1a[0])},${f1(y1a[1])} L${f1(y1b[0])},${f1(y1b[1])}" stroke="${darken(st.leather, 0.25)}" stroke-width="${f1(Math.max(0.5, 3 / z))}" stroke-dasharray="${f1(8 / z)} ${f1(6 / z)}" opacity="0.8"/>`;
  };

  const seat = (c: number, z: number, facingCamera: boolean) => {
    const L = st.leather;
    if (facingCamera) {
      items.push({
        z: z + 0.5,
        draw: () => {
          svg.add(box(c - 0.29, c + 0.29, 0.46, 1.2, z + 0.5, z + 0.74, L, 0.08, { grad: true }));
          const fr = [
            proj([c - 0.29, 0.46, z + 0.5]),
            proj([c - 0.29, 1.2, z + 0.5]),
            proj([c + 0.29, 1.2, z + 0.5]),
            proj([c + 0.29, 0.46, z + 0.5]),
          ];
          svg.add(stitch(fr, z + 0.5));
        },
      });
      items.push({
        z: z + 0.1,
        draw: () =>
          svg.add(box(c - 0.2, c + 0.2, 0, 0.28, z + 0.1, z + 0.55, darken(L, 0.35), 0.02)),
      });
      items.push({
        z: z + 0.001,
        draw: () => svg.add(box(c - 0.29, c + 0.29, 0.28, 0.46, z, z + 0.56, L, 0.06)),
      });
      items.push({
        z: z - 0.02,
        draw: () => {
          svg.add(box(c - 0.35, c - 0.26, 0.2, 0.66, z - 0.02, z + 0.72, darken(L, 0.05), 0.05));
          svg.add(box(c + 0.26, c + 0.35, 0.2, 0.66, z - 0.02, z + 0.72, darken(L, 0.05), 0.05));
        },
      });
    } else {
      items.push({
        z: z + 0.17,
        draw: () => svg.add(box(c - 0.29, c + 0.29, 0.28, 0.46, z + 0.17, z + 0.74, L, 0.06)),
      });
      items.push({
        z: z + 0.02,
        draw: () => {
          svg.add(box(c - 0.35, c - 0.26, 0.2, 0.66, z + 0.02, z + 0.74, darken(L, 0.05), 0.05));
          svg.add(box(c + 0.26, c + 0.35, 0.2, 0.66, z + 0.02, z + 0.74, darken(L, 0.05), 0.05));
        },
      });
      items.push({
        z,
        draw: () =>
          svg.add(
            box(c - 0.3, c + 0.3, 0.3, 1.22, z, z + 0.22, darken(L, 0.08), 0.09, { grad: true }),
          ),
      });
    }
  };
  const flute = (x: number, y: number, z: number) => {
    const [bx, by] = proj([x, y, z]);
    const k = f / z;
    const w = 0.028 * k;
    const hBowl = 0.13 * k;
    const hStem = 0.09 * k;
    svg.add(
      `<g><ellipse cx="${f1(bx)}" cy="${f1(by)}" rx="${f1(w * 1.1)}" ry="${f1(w * 0.3)}" fill="#f4efe6" opacity="0.8"/><path d="M${f1(bx)},${f1(by)} L${f1(bx)},${f1(by - hStem)}" stroke="#f4efe6" stroke-width="${f1(Math.max(0.8, w * 0.18))}" opacity="0.9"/><path d="M${f1(bx - w * 0.55)},${f1(by - hStem - hBowl)} L${f1(bx + w * 0.55)},${f1(by - hStem - hBowl)} L${f1(bx + w * 0.4)},${f1(by - hStem)} L${f1(bx - w * 0.4)},${f1(by - hStem)}Z" fill="#ffffff" opacity="0.35" stroke="#fffaf0" stroke-width="${f1(Math.max(0.6, w * 0.08))}"/><path d="M${f1(bx - w * 0.5)},${f1(by - hStem - hBowl * 0.62)} L${f1(bx + w * 0.5)},${f1(by - hStem - hBowl * 0.62)} L${f1(bx + w * 0.4)},${f1(by - hStem)} L${f1(bx - w * 0.4)},${f1(by - hStem)}Z" fill="#e8c26e" opacity="0.85"/></g>`,
    );
  };
  let fluteDrawn = false;
  const table = (c: number, z0: number, z1: number) => {
    items.push({
      z: z0 + 0.15,
      draw: () =>
        svg.add(
          box(
            c - 0.06,
            c + 0.06,
            0,
            0.66,
            (z0 + z1) / 2 - 0.06,
            (z0 + z1) / 2 + 0.06,
            darken(st.wood, 0.2),
            0.01,
          ),
        ),
    });
    items.push({
      z: z0,
      draw: () => {
        svg.add(box(c - 0.28, c + 0.28, 0.66, 0.71, z0, z1, st.wood, 0.02));
        const a = proj([c - 0.28, 0.71, z0]);
        const b = proj([c + 0.28, 0.71, z0]);
        svg.add(
          `<path d="M${f1(a[0])},${f1(a[1])} L${f1(b[0])},${f1(b[1])}" stroke="${GOLD}" stroke-width="${f1(Math.max(0.6, 3 / z0))}"/>`,
        );
        if (!fluteDrawn && z0 < 3 && c > 0 === sunSide < 0) {
          fluteDrawn = true;
          flute(c - Math.sign(c) * 0.08, 0.71, (z0 + z1) / 2);
        }
      },
    });
  };

  const seatCenter = (side: number) => side * 0.55;
  const divan = (side: number, z0: number, z1: number) => {
    const L = st.leather;
    const [a, b] = side < 0 ? [-1.0, -0.5] : [0.5, 1.0];
    const [wa, wb] = side < 0 ? [-1.02, -0.86] : [0.86, 1.02];
    items.push({
      z: z0 - 0.12,
      draw: () => {
        svg.add(box(a, b, 0.2, 0.62, z1, z1 + 0.12, darken(L, 0.05), 0.05));
        svg.add(box(wa, wb, 0.42, 0.98, z0, z1, darken(L, 0.06), 0.05, { grad: true }));
        svg.add(box(a, b, 0.02, 0.44, z0, z1, L, 0.06));
        for (let k = 0; k < 3; k++) {
          const zc = z0 + 0.35 + k * ((z1 - z0 - 0.7) / 2);
          const px = side * 0.8;
          svg.add(
            box(
              px - 0.06,
              px + 0.06,
              0.44,
              0.72,
              zc - 0.16,
              zc + 0.16,
              k === 1 ? darken(GOLD, 0.15) : lighten(L, 0.25),
              0.08,
            ),
          );
        }
        svg.add(box(a, b, 0.2, 0.62, z0 - 0.12, z0, darken(L, 0.05), 0.05));
      },
    });
  };

  if (kind === "cabin" && (o.layout === "divan" || (!o.layout && rng.chance(0.45)))) {
    const side = rng.chance(0.5) ? -1 : 1;
    const c = seatCenter(-side);
    table(c, 1.1, 1.6);
    seat(c, 1.75, true);
    seat(c, 4.0, false);
    table(c, 4.95, 5.6);
    seat(c, 5.75, true);
    divan(side, 2.3, 4.5);
    seat(seatCenter(side), 5.75, true);
  } else if (kind === "cabin") {
    for (const side of [-1, 1]) {
      const c = seatCenter(side);
      // club four near, then a second club further back
      table(c, 1.1, 1.6);
      seat(c, 1.75, true);
      seat(c, 4.0, false);
      table(c, 4.95, 5.6);
      seat(c, 5.75, true);
      if (rng.chance(0.5)) seat(c, 8.2, false);
    }
  } else if (kind === "bedroom") {
    const side = sunSide * -1;
    const c = side * 0.5;
    // bed along one wall
    items.push({
      z: 2.2,
      draw: () => {
        svg.add(box(c - 0.42, c + 0.42, 0, 0.5, 2.2, 4.6, darken(st.wood, 0.1), 0.02));
        svg.add(box(c - 0.44, c + 0.44, 0.5, 0.64, 2.18, 4.6, "#f5f1ea", 0.06));
        svg.add(box(c - 0.45, c + 0.45, 0.64, 0.67, 2.16, 3.1, darken(GOLD, 0.25), 0.05));
      },
    });
    items.push({
      z: 4.2,
      draw: () => {
        svg.add(box(c - 0.38, c - 0.02, 0.64, 0.82, 4.2, 4.5, "#ffffff", 0.08));
        svg.add(box(c + 0.02, c + 0.38, 0.64, 0.82, 4.2, 4.5, "#ffffff", 0.08));
      },
    });
    items.push({
      z: 4.62,
      draw: () => svg.add(box(c - 0.45, c + 0.45, 0.5, 1.25, 4.62, 4.75, st.wood, 0.02)),
    });
    const o2 = -side * 0.55;
    seat(o2, 3.2, true);
    table(o2, 2.4, 3.0);
    items.push({
      z: 1.4,
      draw: () => svg.add(box(-side * 0.95, -side * 0.45, 0, 0.72, 1.4, 2.1, st.wood, 0.02)),
    });
  } else {
    // galley: cabinetry near the camera on both sides, cabin beyond
    for (const side of [-1, 1]) {
      const c = seatCenter(side);
      seat(c, 5.2, false);
      seat(c, 7.0, true);
    }
    const counterSide = sunSide;
    const xi = counterSide * 0.4;
    const xo = counterSide * 1.05;
    const [a0, a1] = counterSide < 0 ? [xo, xi] : [xi, xo];
    const gw = mix(
      st.wood,
      st.leather,
      hexToRgb(st.wood).reduce((a, b) => a + b, 0) < 200 ? 0.3 : 0.1,
    );
    const inset = (x: number, y0: number, y1: number, z0: number, z1: number) => {
      const q = [proj([x, y0, z0]), proj([x, y1, z0]), proj([x, y1, z1]), proj([x, y0, z1])];
      return `<path d="M${pts(q)}Z" fill="none" stroke="${GOLD}" stroke-width="1.4" opacity="0.55"/>`;
    };
    items.push({
      z: 1.6,
      draw: () => {
        svg.add(box(a0, a1, 0, 0.92, 1.6, 3.6, gw, 0.01));
        svg.add(box(a0 - 0.02, a1 + 0.02, 0.92, 0.97, 1.58, 3.62, "#ece7df", 0.01));
        svg.add(box(a0, a1, 1.42, 1.72, 1.6, 3.6, gw, 0.01));
        // drawer seams and gold pulls on the aisle face
        for (let k = 1; k < 5; k++) {
          const zz = 1.6 + (2.0 * k) / 5;
          const t = proj([xi, 0.88, zz]);
          const b = proj([xi, 0.05, zz]);
          svg.add(
            `<path d="M${f1(t[0])},${f1(t[1])} L${f1(b[0])},${f1(b[1])}" stroke="${darken(gw, 0.35)}" stroke-width="${f1(3 / zz)}"/>`,
          );
          const h = proj([xi, 0.78, zz - 0.22]);
          svg.add(
            `<circle cx="${f1(h[0])}" cy="${f1(h[1])}" r="${f1(Math.max(1, 14 / zz))}" fill="${GOLD}"/>`,
          );
        }
        // crystal glasses on the counter
        for (let k = 0; k < 5; k++) {
          const zz = 2.0 + k * 0.2;
          const g = proj([counterSide * 0.65, 0.97, zz]);
          const hgt = (0.14 * f) / zz;
          const wid = (0.03 * f) / zz;
          svg.add(
            `<path d="M${f1(g[0] - wid)},${f1(g[1] - hgt)} L${f1(g[0] + wid)},${f1(g[1] - hgt)} L${f1(g[0] + wid * 0.6)},${f1(g[1])} L${f1(g[0] - wid * 0.6)},${f1(g[1])}Z" fill="#ffffff" opacity="0.55" stroke="${GOLD}" stroke-width="0.8"/>`,
          );
        }
      },
    });
    const ti = -counterSide * 0.5;
    const to = -counterSide * 1.05;
    const [b0, b1] = -counterSide < 0 ? [to, ti] : [ti, to];
    items.push({
      z: 1.5,
      draw: () => {
        svg.add(box(b0, b1, 0, 1.75, 1.5, 2.9, gw, 0.01));
        for (const yy of [0.45, 0.9, 1.3]) {
          const a = proj([ti, yy, 1.55]);
          const b = proj([ti, yy, 2.9]);
          svg.add(
            `<path d="M${f1(a[0])},${f1(a[1])} L${f1(b[0])},${f1(b[1])}" stroke="${darken(gw, 0.35)}" stroke-width="2"/>`,
          );
        }
        svg.add(inset(ti, 0.12, 1.62, 1.62, 2.78));
        const fp = [
          proj([b0 + (b1 - b0) * 0.1, 0.12, 1.5]),
          proj([b0 + (b1 - b0) * 0.1, 1.62, 1.5]),
          proj([b1 - (b1 - b0) * 0.1, 1.62, 1.5]),
          proj([b1 - (b1 - b0) * 0.1, 0.12, 1.5]),
        ];
        svg.add(
          `<path d="M${pts(fp)}Z" fill="none" stroke="${GOLD}" stroke-width="1.6" opacity="0.5"/>`,
        );
        const hp = proj([ti, 1.0, 2.1]);
        svg.add(
          `<rect x="${f1(hp[0] - 3)}" y="${f1(hp[1] - 30)}" width="6" height="60" rx="3" fill="${GOLD}"/>`,
        );
      },
    });
  }

  items.sort((a, b) => b.z - a.z);
  for (const it of items) it.draw();

  // warm bloom from the sun side and soft vignette
  if (st.sun) svg.glow(sunSide < 0 ? 0 : svg.w, cy, svg.w * 0.5, svg.h * 0.7, st.glassTop, 0.16);
  else svg.glow(svg.w / 2, cy, svg.w * 0.4, svg.h * 0.3, st.cove, 0.12);
  vignette(svg, night ? 0.6 : 0.5);
}

// ---------------------------------------------------------------------------
// Flight deck
// ---------------------------------------------------------------------------

function sceneCockpit({ svg, rng }: Ctx, o: { hud?: boolean } = {}): void {
  const W = svg.w;
  const H = svg.h;
  const p = rng.pick([SKIES.dusk, SKIES.amber, SKIES.blueHour, SKIES.daylight] as SkyPalette[]);
  // outside view
  const horizon = H * rng.range(0.34, 0.4);
  skyRect(svg, p, 0, horizon + 60);
  svg.glow(W * rng.range(0.3, 0.7), horizon, W * 0.6, H * 0.15, p.sun, 0.6);
  cloudSea(svg, rng, p, horizon, W * 0.5, 4);

  const frame = "#0b0e14";
  const panel = "#161a22";
  // windshield frame: top bar and posts
  const topY = H * 0.1;
  const glareY = H * 0.5;
  svg.add(
    `<path d="M0,0 L${W},0 L${W},${f1(topY + 40)} Q${f1(W / 2)},${f1(topY - 30)} 0,${f1(topY + 40)}Z" fill="${frame}"/>`,
  );
  // overhead panel switches
  const sw: string[] = [];
  for (let i = 0; i < 60; i++) {
    const x = W * 0.3 + rng.range(0, W * 0.4);
    const y = rng.range(6, topY - 6);
    sw.push(
      `<rect x="${f1(x)}" y="${f1(y)}" width="6" height="3" rx="1" fill="${rng.chance(0.2) ? GOLD : "#8b93a6"}" opacity="${rng.range(0.3, 0.8).toFixed(2)}"/>`,
    );
  }
  svg.add(sw.join(""));
  for (const px of [0.2, 0.5, 0.8]) {
    const x = W * px;
    const lean = (px - 0.5) * W * 0.12;
    svg.add(
      `<path d="M${f1(x - 14)},${f1(topY)} L${f1(x + 14)},${f1(topY)} L${f1(x + 22 + lean)},${f1(glareY)} L${f1(x - 22 + lean)},${f1(glareY)}Z" fill="${frame}"/>`,
    );
  }
  // side posts
  svg.add(
    `<path d="M0,${f1(topY)} L${f1(W * 0.06)},${f1(topY)} L${f1(W * 0.02)},${f1(glareY)} L0,${f1(glareY)}Z" fill="${frame}"/>`,
  );
  svg.add(
    `<path d="M${W},${f1(topY)} L${f1(W * 0.94)},${f1(topY)} L${f1(W * 0.98)},${f1(glareY)} L${W},${f1(glareY)}Z" fill="${frame}"/>`,
  );

  // glareshield
  svg.add(
    `<path d="M0,${f1(glareY - 10)} Q${f1(W / 2)},${f1(glareY - 50)} ${W},${f1(glareY - 10)} L${W},${f1(glareY + 40)} L0,${f1(glareY + 40)}Z" fill="#0d1017"/>`,
  );
  svg.add(
    `<path d="M0,${f1(glareY - 10)} Q${f1(W / 2)},${f1(glareY - 50)} ${W},${f1(glareY - 10)}" stroke="${lighten(p.sun, 0.2)}" stroke-width="2" opacity="0.35" fill="none"/>`,
  );
  // autopilot panel lights
  const ap: string[] = [];
  for (let i = 0; i < 18; i++) {
    const x = W * 0.36 + (W * 0.28 * i) / 17;
    ap.push(
      `<rect x="${f1(x)}" y="${f1(glareY - 16)}" width="10" height="4" rx="1" fill="${i % 5 === 0 ? "#7fe3a0" : "#e8eefc"}" opacity="0.7"/>`,
    );
  }
  svg.add(ap.join(""));

  // main panel
  const panelTop = glareY + 40;
  svg.add(
    `<rect x="0" y="${f1(panelTop)}" width="${W}" height="${f1(H - panelTop)}" fill="${panel}"/>`,
  );
  const dispW = W * 0.19;
  const dispH = H * 0.22;
  const gap = (W - dispW * 4) / 5;
  for (let i = 0; i < 4; i++) {
    const x = gap + i * (dispW + gap);
    const y = panelTop + H * 0.03;
    svg.add(
      `<rect x="${f1(x - 8)}" y="${f1(y - 8)}" width="${f1(dispW + 16)}" height="${f1(dispH + 16)}" rx="10" fill="#0a0c11"/>`,
    );
    svg.add(
      `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(dispW)}" height="${f1(dispH)}" rx="4" fill="#05070c"/>`,
    );
    svg.glow(x + dispW / 2, y + dispH / 2, dispW * 0.7, dispH * 0.7, "#3a6cff", 0.12);
    const cp = svg.clip(
      `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(dispW)}" height="${f1(dispH)}" rx="4"/>`,
    );
    if (i === 0 || i === 3) {
      // attitude display
      const midY = y + dispH * rng.range(0.45, 0.55);
      const tilt = rng.range(-6, 6);
      svg.add(
        `<g clip-path="${cp}"><g transform="rotate(${f1(tilt)} ${f1(x + dispW / 2)} ${f1(midY)})"><rect x="${f1(x - dispW)}" y="${f1(midY - dispH * 2)}" width="${f1(dispW * 3)}" height="${f1(dispH * 2)}" fill="#2f6fd6"/><rect x="${f1(x - dispW)}" y="${f1(midY)}" width="${f1(dispW * 3)}" height="${f1(dispH * 2)}" fill="#7a4a26"/><path d="M${f1(x - dispW)},${f1(midY)} L${f1(x + dispW * 2)},${f1(midY)}" stroke="#fff" stroke-width="2"/></g>` +
          `<rect x="${f1(x + 6)}" y="${f1(y + 10)}" width="${f1(dispW * 0.14)}" height="${f1(dispH - 20)}" fill="#0b0f1a" opacity="0.75"/><rect x="${f1(x + dispW * 0.8)}" y="${f1(y + 10)}" width="${f1(dispW * 0.14)}" height="${f1(dispH - 20)}" fill="#0b0f1a" opacity="0.75"/>` +
          `<path d="M${f1(x + dispW * 0.38)},${f1(y + dispH / 2)} L${f1(x + dispW * 0.47)},${f1(y + dispH / 2)} L${f1(x + dispW * 0.5)},${f1(y + dispH / 2 + 8)} L${f1(x + dispW * 0.53)},${f1(y + dispH / 2)} L${f1(x + dispW * 0.62)},${f1(y + dispH / 2)}" stroke="#f4d03f" stroke-width="4" fill="none"/></g>`,
      );
    } else if (i === 1) {
      // moving map
      const lines: string[] = [];
      for (let k = 0; k < 6; k++) {
        lines.push(
          `<circle cx="${f1(x + dispW / 2)}" cy="${f1(y + dispH * 0.95)}" r="${f1(dispH * (0.25 + k * 0.22))}" fill="none" stroke="#4f6a8f" stroke-width="1" opacity="0.6"/>`,
        );
      }
      const route: Pt[] = [];
      let rx = x + dispW / 2;
      for (let k = 0; k < 6; k++) {
        route.push([rx, y + dispH * 0.95 - k * dispH * 0.19]);
        rx += rng.range(-dispW * 0.12, dispW * 0.12);
      }
      lines.push(`<path d="${smoothPath(route)}" stroke="#e040c8" stroke-width="3" fill="none"/>`);
      for (let k = 0; k < 12; k++) {
        lines.push(
          `<circle cx="${f1(x + rng.range(0.1, 0.9) * dispW)}" cy="${f1(y + rng.range(0.1, 0.9) * dispH)}" r="3" fill="#34d6e8" opacity="0.8"/>`,
        );
      }
      lines.push(
        `<path d="M${f1(x + dispW / 2 - 8)},${f1(y + dispH * 0.95)} L${f1(x + dispW / 2)},${f1(y + dispH * 0.85)} L${f1(x + dispW / 2 + 8)},${f1(y + dispH * 0.95)}Z" fill="#fff"/>`,
      );
      svg.add(`<g clip-path="${cp}">${lines.join("")}</g>`);
    } else {
      // engine display arcs
      const arcs: string[] = [];
      for (let k = 0; k < 2; k++) {
        const acx = x + dispW * (0.3 + k * 0.4);
        const acy = y + dispH * 0.4;
        const r = dispW * 0.14;
        const v = rng.range(0.55, 0.85);
        const a1 = Math.PI * (1 - 0.0);
        const a2 = Math.PI * (1 - v * 1.2);
        arcs.push(
          `<path d="M${f1(acx + r * Math.cos(a1))},${f1(acy - r * Math.sin(a1))} A${f1(r)},${f1(r)} 0 0 1 ${f1(acx + r * Math.cos(Math.PI * -0.2))},${f1(acy - r * Math.sin(Math.PI * -0.2))}" stroke="#e8eefc" stroke-width="2" fill="none" opacity="0.7"/>`,
        );
        arcs.push(
          `<path d="M${f1(acx)},${f1(acy)} L${f1(acx + r * Math.cos(a2))},${f1(acy - r * Math.sin(a2))}" stroke="#7fe3a0" stroke-width="3"/>`,
        );
      }
      for (let k = 0; k < 5; k++) {
        const by = y + dispH * (0.68 + k * 0.06);
        arcs.push(
          `<rect x="${f1(x + dispW * 0.12)}" y="${f1(by)}" width="${f1(dispW * rng.range(0.3, 0.7))}" height="4" fill="#7fe3a0" opacity="0.7"/>`,
        );
      }
      svg.add(`<g clip-path="${cp}">${arcs.join("")}</g>`);
    }
  }
  // pedestal and thrust levers
  const pedTop = panelTop + H * 0.29;
  svg.add(
    `<path d="M${f1(W * 0.4)},${f1(pedTop)} L${f1(W * 0.6)},${f1(pedTop)} L${f1(W * 0.66)},${H} L${f1(W * 0.34)},${H}Z" fill="#0f1218"/>`,
  );
  for (const dx of [-0.035, 0.035]) {
    const x = W * (0.5 + dx);
    svg.add(
      `<path d="M${f1(x)},${f1(pedTop + 70)} L${f1(x)},${f1(pedTop + 10)}" stroke="#2a2f3a" stroke-width="8" stroke-linecap="round"/>`,
    );
    svg.add(
      `<rect x="${f1(x - 22)}" y="${f1(pedTop - 8)}" width="44" height="22" rx="10" fill="#d8dce4"/>`,
    );
  }
  if (o.hud) {
    // head-up display combiner in front of the left seat
    const hx = W * 0.1;
    const hy = H * 0.13;
    const hw = W * 0.3;
    const hh = H * 0.3;
    const green = "#8dffb0";
    svg.add(
      `<rect x="${f1(hx)}" y="${f1(hy)}" width="${f1(hw)}" height="${f1(hh)}" rx="10" fill="#9fe8ff" opacity="0.07" stroke="#cfe9f2" stroke-opacity="0.35" stroke-width="2"/>`,
    );
    const cxh = hx + hw / 2;
    const cyh = hy + hh * 0.55;
    const sym: string[] = [];
    sym.push(
      `<path d="M${f1(hx + 20)},${f1(cyh)} L${f1(cxh - 40)},${f1(cyh)} M${f1(cxh + 40)},${f1(cyh)} L${f1(hx + hw - 20)},${f1(cyh)}"/>`,
    );
    for (const k of [-2, -1, 1, 2]) {
      const y = cyh - k * hh * 0.16;
      sym.push(
        `<path d="M${f1(cxh - 50)},${f1(y)} L${f1(cxh - 18)},${f1(y)} M${f1(cxh + 18)},${f1(y)} L${f1(cxh + 50)},${f1(y)}" stroke-dasharray="${k < 0 ? "6 5" : "0"}"/>`,
      );
    }
    const fy = cyh - hh * 0.06;
    sym.push(
      `<circle cx="${f1(cxh)}" cy="${f1(fy)}" r="9"/><path d="M${f1(cxh - 26)},${f1(fy)} L${f1(cxh - 9)},${f1(fy)} M${f1(cxh + 9)},${f1(fy)} L${f1(cxh + 26)},${f1(fy)} M${f1(cxh)},${f1(fy - 9)} L${f1(cxh)},${f1(fy - 18)}"/>`,
    );
    sym.push(
      `<path d="M${f1(hx + 28)},${f1(hy + 30)} L${f1(hx + 18)},${f1(hy + 30)} L${f1(hx + 18)},${f1(hy + hh - 30)} L${f1(hx + 28)},${f1(hy + hh - 30)} M${f1(hx + hw - 28)},${f1(hy + 30)} L${f1(hx + hw - 18)},${f1(hy + 30)} L${f1(hx + hw - 18)},${f1(hy + hh - 30)} L${f1(hx + hw - 28)},${f1(hy + hh - 30)}"/>`,
    );
    svg.add(
      `<g stroke="${green}" stroke-width="2.2" fill="none" opacity="0.85">${sym.join("")}</g>`,
    );
    svg.add(
      `<g stroke="${green}" stroke-width="7" fill="none" opacity="0.2" filter="${svg.blur(3)}">${sym.join("")}</g>`,
    );
  }
  // pilot seats in the foreground
  for (const side of [-1, 1]) {
    const x = W / 2 + side * W * 0.33;
    const seatFill = svg.linear(
      [
        [0, "#3b3a3f"],
        [1, "#101115"],
      ],
      0,
      0,
      0,
      1,
    );
    svg.add(
      `<path d="M${f1(x - W * 0.16)},${H} L${f1(x - W * 0.13)},${f1(H * 0.74)} Q${f1(x)},${f1(H * 0.66)} ${f1(x + W * 0.13)},${f1(H * 0.74)} L${f1(x + W * 0.16)},${H}Z" fill="${seatFill}"/>`,
    );
    svg.add(
      `<path d="M${f1(x - W * 0.13)},${f1(H * 0.74)} Q${f1(x)},${f1(H * 0.66)} ${f1(x + W * 0.13)},${f1(H * 0.74)}" stroke="${GOLD}" stroke-width="2" opacity="0.45" fill="none"/>`,
    );
  }
  vignette(svg, 0.55);
}

// ---------------------------------------------------------------------------
// Editorial scenes
// ---------------------------------------------------------------------------

function sceneMarketChart({ svg, rng }: Ctx): void {
  const bg = svg.linear(
    [
      [0, NAVY2],
      [1, NAVY],
    ],
    0,
    0,
    1,
    1,
  );
  svg.add(`<rect width="${svg.w}" height="${svg.h}" fill="${bg}"/>`);
  svg.glow(svg.w * rng.range(0.6, 0.85), svg.h * 0.3, svg.w * 0.5, svg.h * 0.5, GOLD, 0.18);
  const grid: string[] = [];
  for (let i = 1; i < 10; i++) {
    const y = (svg.h * i) / 10;
    grid.push(`<path d="M0,${f1(y)} L${svg.w},${f1(y)}"/>`);
  }
  for (let i = 1; i < 14; i++) {
    const x = (svg.w * i) / 14;
    grid.push(`<path d="M${f1(x)},0 L${f1(x)},${svg.h}"/>`);
  }
  svg.add(`<g stroke="#8a96b8" stroke-width="1" opacity="0.08">${grid.join("")}</g>`);
  const series = (trend: number, vol: number, start: number): Pt[] => {
    const out: Pt[] = [];
    let v = start;
    for (let i = 0; i <= 16; i++) {
      out.push([(svg.w * i) / 16, svg.h * v]);
      v -= trend + rng.range(-vol, vol);
      v = Math.max(0.12, Math.min(0.9, v));
    }
    return out;
  };
  for (let k = 0; k < 3; k++) {
    const s = series(rng.range(-0.005, 0.015), 0.04, rng.range(0.45, 0.8));
    svg.add(
      `<path d="${smoothPath(s)}" stroke="#7f8db3" stroke-width="2" fill="none" opacity="${(0.18 + k * 0.08).toFixed(2)}"/>`,
    );
  }
  const main = series(rng.range(0.018, 0.03), 0.035, rng.range(0.78, 0.86));
  const area = `${smoothPath(main)} L${svg.w},${svg.h} L0,${svg.h}Z`;
  const areaFill = svg.linear(
    [
      [0, GOLD, 0.35],
      [1, GOLD, 0],
    ],
    0,
    0,
    0,
    1,
  );
  svg.add(`<path d="${area}" fill="${areaFill}"/>`);
  svg.add(
    `<path d="${smoothPath(main)}" stroke="${GOLD}" stroke-width="10" fill="none" opacity="0.35" filter="${svg.blur(8)}"/>`,
  );
  svg.add(
    `<path d="${smoothPath(main)}" stroke="${lighten(GOLD, 0.25)}" stroke-width="3.5" fill="none"/>`,
  );
  for (let i = 2; i < main.length - 1; i += 3) {
    const q = main[i] as Pt;
    svg.add(
      `<circle cx="${f1(q[0])}" cy="${f1(q[1])}" r="5" fill="${NAVY}" stroke="${GOLD}" stroke-width="2.5"/>`,
    );
  }
  // a faint jet crossing the upper sky
  svg.add(
    `<g opacity="0.5">${jet(svg, { x: svg.w * rng.range(0.25, 0.45), y: svg.h * 0.2, length: svg.w * 0.3, angle: -6, facing: 1, mode: "silhouette", rim: GOLD, body: "#0f1830" })}</g>`,
  );
  vignette(svg, 0.5);
}

/** Dotted globe with great-circle routes. */
function sceneGlobe({ svg, rng }: Ctx): void {
  const bg = svg.linear(
    [
      [0, "#0d1628"],
      [1, "#060a13"],
    ],
    0,
    0,
    0,
    1,
  );
  svg.add(`<rect width="${svg.w}" height="${svg.h}" fill="${bg}"/>`);
  stars(svg, rng, 0.5, svg.h);
  const R = svg.w * rng.range(0.58, 0.68);
  const gx = svg.w * rng.range(0.45, 0.55);
  const gy = svg.h * 0.42 + R * 0.75;
  svg.glow(gx, gy - R, svg.w * 0.6, svg.h * 0.25, "#3b5a9a", 0.35);
  const sphere = svg.radial(
    [
      [0, "#1a2a4c"],
      [0.85, "#0f1a31"],
      [1, "#1c2f57"],
    ],
    gx,
    gy,
    R,
  );
  svg.add(`<circle cx="${f1(gx)}" cy="${f1(gy)}" r="${f1(R)}" fill="${sphere}"/>`);
  svg.add(
    `<circle cx="${f1(gx)}" cy="${f1(gy)}" r="${f1(R)}" fill="none" stroke="#6d8fd6" stroke-width="3" opacity="0.35" filter="${svg.blur(4)}"/>`,
  );
  // pseudo-continents by smooth noise on the sphere
  const phases = Array.from(
    { length: 6 },
    () => [rng.range(0, 6.28), rng.range(0, 6.28), rng.range(0, 6.28), rng.range(1, 3.2)] as const,
  );
  const tiltX = rng.range(0.35, 0.6);
  const rotY = rng.range(0, 6.28);
  const project = (lat: number, lon: number): [number, number, number] => {
    const x = Math.cos(lat) * Math.sin(lon + rotY);
    let y = Math.sin(lat);
    let z = Math.cos(lat) * Math.cos(lon + rotY);
    const y2 = y * Math.cos(tiltX) - z * Math.sin(tiltX);
    const z2 = y * Math.sin(tiltX) + z * Math.cos(tiltX);
    y = y2;
    z = z2;
    return [gx + x * R, gy - y * R, z];
  };
  const dots: string[] = [];
  const land: [number, number][] = [];
  for (let lat = -80; lat <= 80; lat += 1.7) {
    const step = 1.7 / Math.max(0.2, Math.cos((lat * Math.PI) / 180));
    for (let lon = -180; lon < 180; lon += step) {
      const la = (lat * Math.PI) / 180;
      const lo = (lon * Math.PI) / 180;
      const px = Math.cos(la) * Math.cos(lo);
      const py = Math.sin(la);
      const pz = Math.cos(la) * Math.sin(lo);
      let n = 0;
      for (const [a, b, c, fr] of phases)
        n += Math.sin(px * fr * 2 + a) * Math.sin(py * fr * 2 + b) * Math.sin(pz * fr * 2 + c);
      if (n < 0.3) continue;
      const [sx, sy, sz] = project(la, lo);
      if (sz < 0.05 || sy > svg.h + 5) continue;
      dots.push(
        `<circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(1.3 + sz * 2.2)}" opacity="${(0.2 + sz * 0.65).toFixed(2)}"/>`,
      );
      if (sy < svg.h * 0.85 && sy > svg.h * 0.1 && sz > 0.4) land.push([la, lo]);
    }
  }
  svg.add(`<g fill="#9fb4de">${dots.join("")}</g>`);
  // routes
  const slerp = (a: [number, number], b: [number, number], t: number): [number, number, number] => {
    const v = (p: [number, number]): V3 => [
      Math.cos(p[0]) * Math.cos(p[1]),
      Math.sin(p[0]),
      Math.cos(p[0]) * Math.sin(p[1]),
    ];
    const va = v(a);
    const vb = v(b);
    const dot = va[0] * vb[0] + va[1] * vb[1] + va[2] * vb[2];
    const om = Math.acos(Math.max(-1, Math.min(1, dot)));
    const so = Math.sin(om) || 1;
    const k1 = Math.sin((1 - t) * om) / so;
    const k2 = Math.sin(t * om) / so;
    const p: V3 = [va[0] * k1 + vb[0] * k2, va[1] * k1 + vb[1] * k2, va[2] * k1 + vb[2] * k2];
    const lift = 1 + Math.sin(Math.PI * t) * 0.12 * om;
    const lat = Math.asin(Math.max(-1, Math.min(1, p[1])));
    const lon = Math.atan2(p[2], p[0]);
    const [sx, sy, sz] = project(lat, lon);
    return [gx + (sx - gx) * lift, gy + (sy - gy) * lift, sz];
  };
  const angle = (a: [number, number], b: [number, number]) =>
    Math.acos(
      Math.max(
        -1,
        Math.min(
          1,
          Math.sin(a[0]) * Math.sin(b[0]) + Math.cos(a[0]) * Math.cos(b[0]) * Math.cos(a[1] - b[1]),
        ),
      ),
    );
  const first: [number, number] = land.length ? rng.pick(land) : [0.3, 0.5];
  const hubs: [number, number][] = [first];
  for (let k = 0; k < 3; k++) {
    let best: [number, number] = first;
    let bestD = -1;
    for (let c = 0; c < 30 && land.length; c++) {
      const cand = rng.pick(land);
      const d =
        Math.min(angle(first, cand), 1.1) +
        rng.range(0, 0.3) -
        (hubs.some((h) => angle(h, cand) < 0.25) ? 5 : 0);
      if (d > bestD) {
        bestD = d;
        best = cand;
      }
    }
    hubs.push(best);
  }
  const hub0 = hubs[0] as [number, number];
  for (let r = 1; r < hubs.length; r++) {
    const hb = hubs[r] as [number, number];
    const line: Pt[] = [];
    for (let t = 0; t <= 1.0001; t += 0.04) {
      const [sx, sy] = slerp(hub0, hb, t);
      line.push([sx, sy]);
    }
    const d = smoothPath(line);
    svg.add(
      `<path d="${d}" stroke="${GOLD}" stroke-width="8" fill="none" opacity="0.25" filter="${svg.blur(6)}"/>`,
    );
    svg.add(
      `<path d="${d}" stroke="${lighten(GOLD, 0.2)}" stroke-width="2.5" fill="none" stroke-dasharray="${r === 1 ? "0" : "10 8"}"/>`,
    );
    const end = line[line.length - 1] as Pt;
    svg.glow(end[0], end[1], 26, 26, GOLD, 0.7);
    svg.add(`<circle cx="${f1(end[0])}" cy="${f1(end[1])}" r="5" fill="${WARM_WHITE}"/>`);
    if (r === 1) {
      const mid = line[Math.floor(line.length * 0.6)] as Pt;
      const nxt = line[Math.floor(line.length * 0.6) + 1] as Pt;
      const rot = (Math.atan2(nxt[1] - mid[1], nxt[0] - mid[0]) * 180) / Math.PI + 90;
      svg.add(planIcon(WARM_WHITE, 44, mid[0], mid[1], rot));
    }
  }
  const start = slerp(hub0, hub0, 0);
  svg.glow(start[0], start[1], 34, 34, GOLD, 0.8);
  svg.add(`<circle cx="${f1(start[0])}" cy="${f1(start[1])}" r="7" fill="${WARM_WHITE}"/>`);
  vignette(svg, 0.5);
}

function ridge(rng: Rng, w: number, base: number, amp: number, step: number, rough = 0.5): Pt[] {
  // sum of a few waves; "rough" blends in sharp ridged peaks
  const waves = Array.from({ length: 4 }, (_, i) => ({
    f: ((Math.PI * 2) / w) * rng.range(0.8, 1.6) * (i + 1) * 1.3,
    a: amp / (i + 1) ** 0.9,
    ph: rng.range(0, Math.PI * 2),
  }));
  const out: Pt[] = [];
  for (let x = -20; x <= w + 40; x += Math.max(12, step / 3)) {
    let y = 0;
    for (const wv of waves) {
      const sm = 0.5 + 0.5 * Math.sin(wv.f * x + wv.ph);
      const ridged = (1 - Math.abs(Math.sin(wv.f * x * 0.5 + wv.ph))) ** 2;
      y += wv.a * (sm * (1 - rough) + ridged * rough);
    }
    out.push([x, base - y * 0.6]);
  }
  return out;
}

/** Sunset landscapes: outback monolith, island coast, or mountains, with a jet overhead. */
function sceneLandscape(
  { svg, rng }: Ctx,
  kind: "outback" | "coast" | "mountains" | "skyline",
  variant?: JetVariant,
): void {
  const p =
    kind === "skyline"
      ? rng.pick([SKIES.blueHour, SKIES.dusk] as SkyPalette[])
      : rng.pick([SKIES.amber, SKIES.dusk] as SkyPalette[]);
  const horizon = svg.h * rng.range(0.6, 0.68);
  skyRect(svg, p, 0, horizon);
  stars(svg, rng, p.stars * 0.6, horizon * 0.5);
  const sunX = svg.w * rng.range(0.2, 0.8);
  svg.glow(sunX, horizon, svg.w * 0.6, svg.h * 0.3, p.sun, 0.6);
  if (kind !== "skyline") {
    svg.add(
      `<circle cx="${f1(sunX)}" cy="${f1(horizon - svg.h * 0.02)}" r="${f1(svg.h * 0.05)}" fill="#fff2d6" opacity="0.9" filter="${svg.blur(3)}"/>`,
    );
  }
  const facing: 1 | -1 = sunX > svg.w / 2 ? -1 : 1;
  if (kind === "outback") {
    const far = ridge(rng, svg.w, horizon - 4, 10, 60, 0.4);
    svg.add(
      `<path d="M${pts(far)} L${svg.w + 40},${f1(horizon + 5)} L-20,${f1(horizon + 5)}Z" fill="#5c3a3a" opacity="0.7"/>`,
    );
    // monolith
    const mx = svg.w * (facing === 1 ? rng.range(0.55, 0.75) : rng.range(0.25, 0.45));
    const mw = svg.w * rng.range(0.22, 0.3);
    const mh = svg.h * rng.range(0.1, 0.14);
    const mono: Pt[] = [
      [mx - mw / 2, horizon + 2],
      [mx - mw * 0.45, horizon - mh * 0.55],
      [mx - mw * 0.36, horizon - mh * 0.92],
      [mx - mw * 0.1, horizon - mh],
      [mx + mw * 0.2, horizon - mh * 0.97],
      [mx + mw * 0.4, horizon - mh * 0.8],
      [mx + mw / 2, horizon + 2],
    ];
    const monoFill = svg.linear(
      [
        [0, "#c2603a"],
        [1, "#5b2a22"],
      ],
      0,
      0,
      0,
      1,
    );
    svg.add(`<path d="${smoothPath(mono)}Z" fill="${monoFill}"/>`);
    const ground = svg.linear(
      [
        [0, "#7a3b28"],
        [0.4, "#4a2320"],
        [1, "#1a0f14"],
      ],
      0,
      horizon,
      0,
      svg.h,
      true,
    );
    svg.add(
      `<rect x="0" y="${f1(horizon)}" width="${svg.w}" height="${f1(svg.h - horizon)}" fill="${ground}"/>`,
    );
    const scrub: string[] = [];
    for (let i = 0; i < 160; i++) {
      const y = horizon + (svg.h - horizon) * rng.next() ** 1.6;
      const s = 1 + ((y - horizon) / (svg.h - horizon)) * 14;
      scrub.push(
        `<ellipse cx="${f1(rng.range(0, svg.w))}" cy="${f1(y)}" rx="${f1(s * rng.range(1, 2.2))}" ry="${f1(s * 0.45)}"/>`,
      );
    }
    svg.add(`<g fill="#2a1a16" opacity="0.6">${scrub.join("")}</g>`);
  } else if (kind === "coast") {
    const sea = svg.linear(
      [
        [0, mix(p.haze, "#1b2a48", 0.3)],
        [0.3, "#1b2a48"],
        [1, "#070c18"],
      ],
      0,
      horizon,
      0,
      svg.h,
      true,
    );
    svg.add(
      `<rect x="0" y="${f1(horizon)}" width="${svg.w}" height="${f1(svg.h - horizon)}" fill="${sea}"/>`,
    );
    // sun glitter
    const gl: string[] = [];
    for (let i = 0; i < 90; i++) {
      const t = rng.next();
      const y = horizon + 4 + (svg.h - horizon) * t * t;
      const spread = 20 + t * svg.w * 0.12;
      gl.push(
        `<rect x="${f1(sunX + rng.range(-spread, spread))}" y="${f1(y)}" width="${f1(6 + t * 40)}" height="${f1(1 + t * 3)}" rx="1"/>`,
      );
    }
    svg.add(`<g fill="${p.sun}" opacity="0.55">${gl.join("")}</g>`);
    // twin peaks island
    const ix = svg.w * (facing === 1 ? rng.range(0.6, 0.75) : rng.range(0.25, 0.4));
    const iw = svg.w * 0.3;
    const island: Pt[] = [
      [ix - iw / 2, horizon + 1],
      [ix - iw * 0.3, horizon - svg.h * 0.03],
      [ix - iw * 0.12, horizon - svg.h * 0.16],
      [ix - iw * 0.02, horizon - svg.h * 0.12],
      [ix + iw * 0.1, horizon - svg.h * 0.2],
      [ix + iw * 0.22, horizon - svg.h * 0.1],
      [ix + iw * 0.38, horizon - svg.h * 0.02],
      [ix + iw / 2, horizon + 1],
    ];
    svg.add(`<path d="${smoothPath(island)}Z" fill="#141b2c"/>`);
  } else if (kind === "mountains") {
    for (let i = 0; i < 4; i++) {
      const t = i / 3;
      const r = ridge(
        rng,
        svg.w,
        horizon + svg.h * (0.02 + t * 0.12),
        svg.h * (0.2 - t * 0.06),
        60,
        0.75 - t * 0.4,
      );
      const c = mix(mix(p.haze, p.cloudMid, 0.45), "#080c16", 0.15 + t * 0.8);
      const fill = svg.linear(
        [
          [0, lighten(c, 0.08)],
          [1, darken(c, 0.2)],
        ],
        0,
        0,
        0,
        1,
      );
      svg.add(`<path d="${smoothPath(r)} L${svg.w + 40},${svg.h} L-20,${svg.h}Z" fill="${fill}"/>`);
      // mist between ranges
      const mist = svg.linear(
        [
          [0, p.haze, 0],
          [1, p.haze, 0.25 * (1 - t)],
        ],
        0,
        horizon - svg.h * 0.1,
        0,
        horizon + svg.h * (0.1 + t * 0.12),
        true,
      );
      svg.add(
        `<rect x="0" y="${f1(horizon - svg.h * 0.1)}" width="${svg.w}" height="${f1(svg.h * (0.2 + t * 0.12))}" fill="${mist}"/>`,
      );
    }
  } else {
    // skyline on a waterfront: a hazy far layer and a detailed near layer
    const water = svg.linear(
      [
        [0, "#1b2440"],
        [0.4, "#0d1426"],
        [1, "#05080f"],
      ],
      0,
      horizon,
      0,
      svg.h,
      true,
    );
    const layer = (scale: number, color: string, lit: number, gapChance: number) => {
      const towers: string[] = [];
      const lights: string[] = [];
      let x = -20 + rng.range(0, 40);
      while (x < svg.w + 20) {
        if (rng.chance(gapChance)) {
          x += rng.range(30, 120);
          continue;
        }
        const w = rng.range(28, 80) * scale;
        const tall = rng.chance(0.18);
        const h = svg.h * scale * (tall ? rng.range(0.24, 0.34) : rng.range(0.05, 0.17));
        const top = horizon - h;
        const kind = rng.next();
        if (kind < 0.3) {
          // setback tower
          const w2 = w * rng.range(0.55, 0.75);
          const h2 = h * rng.range(0.15, 0.3);
          towers.push(
            `<rect x="${f1(x)}" y="${f1(top + h2)}" width="${f1(w)}" height="${f1(h - h2 + 2)}"/>`,
          );
          towers.push(
            `<rect x="${f1(x + (w - w2) / 2)}" y="${f1(top)}" width="${f1(w2)}" height="${f1(h2 + 1)}"/>`,
          );
        } else if (kind < 0.45) {
          // rounded crown
          towers.push(
            `<path d="M${f1(x)},${f1(horizon)} L${f1(x)},${f1(top + w / 2)} A${f1(w / 2)},${f1(w / 2)} 0 0 1 ${f1(x + w)},${f1(top + w / 2)} L${f1(x + w)},${f1(horizon)}Z"/>`,
          );
        } else if (kind < 0.55) {
          towers.push(
            `<path d="M${f1(x)},${f1(horizon)} L${f1(x)},${f1(top + w * 0.4)} L${f1(x + w)},${f1(top)} L${f1(x + w)},${f1(horizon)}Z"/>`,
          );
        } else {
          towers.push(`<rect x="${f1(x)}" y="${f1(top)}" width="${f1(w)}" height="${f1(h + 2)}"/>`);
        }
        if (tall && rng.chance(0.5)) {
          towers.push(
            `<rect x="${f1(x + w / 2 - 1)}" y="${f1(top - h * 0.12)}" width="2" height="${f1(h * 0.12 + 2)}"/>`,
          );
          lights.push(
            `<circle cx="${f1(x + w / 2)}" cy="${f1(top - h * 0.12)}" r="2" fill="#ff6b5a"/>`,
          );
        }
        if (lit > 0) {
          const cols = Math.max(1, Math.floor((w - 6) / 9));
          for (let yy = top + 12; yy < horizon - 6; yy += 11 * scale) {
            if (rng.chance(0.35)) continue; // dark floor
            for (let c = 0; c < cols; c++) {
              if (!rng.chance(lit)) continue;
              lights.push(
                `<rect x="${f1(x + 4 + c * 9)}" y="${f1(yy)}" width="4.5" height="2.6" opacity="${rng.range(0.35, 1).toFixed(2)}"/>`,
              );
            }
          }
        }
        x += w + rng.range(1, 10);
      }
      svg.add(`<g fill="${color}">${towers.join("")}</g><g fill="#f2c680">${lights.join("")}</g>`);
      return lights.join("");
    };
    layer(0.8, mix(p.haze, "#1a2238", 0.7), 0, 0.05);
    svg.add(
      `<rect x="0" y="${f1(horizon - svg.h * 0.12)}" width="${svg.w}" height="${f1(svg.h * 0.12)}" fill="${svg.linear(
        [
          [0, p.haze, 0],
          [1, p.haze, 0.25],
        ],
        0,
        0,
        0,
        1,
      )}"/>`,
    );
    const nearLights = layer(1, "#0a101d", 0.35, 0.12);
    svg.add(
      `<rect x="0" y="${f1(horizon)}" width="${svg.w}" height="${f1(svg.h - horizon)}" fill="${water}"/>`,
    );
    svg.add(
      `<g transform="translate(0 ${f1(2 * horizon)}) scale(1 -1)" opacity="0.35" filter="${svg.blur(2.5)}"><g fill="#f2c680">${nearLights}</g></g>`,
    );
    svg.glow(sunX, horizon, svg.w * 0.4, svg.h * 0.05, p.sun, 0.25);
  }
  svg.add(
    jet(svg, {
      x: svg.w * (facing === 1 ? rng.range(0.3, 0.45) : rng.range(0.55, 0.7)),
      y: svg.h * (kind === "skyline" ? rng.range(0.13, 0.2) : rng.range(0.2, 0.32)),
      length: svg.w * (kind === "skyline" ? rng.range(0.17, 0.22) : rng.range(0.2, 0.3)),
      angle: -rng.range(2, 7),
      facing,
      mode: "silhouette",
      variant: variant ?? rng.pick(["large", "ultra", "light"] as const),
      rim: mix(GOLD, p.sun, 0.4),
    }),
  );
  vignette(svg, 0.45);
}

/** Looking down a runway at dusk or night. */
function sceneRunway({ svg, rng }: Ctx): void {
  const p = rng.pick([SKIES.dusk, SKIES.blueHour, SKIES.night] as SkyPalette[]);
  const horizon = svg.h * rng.range(0.42, 0.5);
  const vpX = svg.w * rng.range(0.42, 0.58);
  skyRect(svg, p, 0, horizon);
  stars(svg, rng, p.stars, horizon * 0.7);
  svg.glow(vpX + rng.range(-0.3, 0.3) * svg.w, horizon, svg.w * 0.6, svg.h * 0.16, p.sun, 0.5);
  const ground = svg.linear(
    [
      [0, "#151b2b"],
      [1, "#05070d"],
    ],
    0,
    horizon,
    0,
    svg.h,
    true,
  );
  svg.add(
    `<rect x="0" y="${f1(horizon)}" width="${svg.w}" height="${f1(svg.h - horizon)}" fill="${ground}"/>`,
  );
  const g: Ground = { horizon, vpX };
  const halfW = svg.w * 0.55;
  const rw = svg.linear(
    [
      [0, "#262c3a"],
      [1, "#0d1018"],
    ],
    0,
    horizon,
    0,
    svg.h,
    true,
  );
  svg.add(
    `<path d="M${f1(vpX)},${f1(horizon)} L${f1(vpX + halfW * 1.6)},${svg.h} L${f1(vpX - halfW * 1.6)},${svg.h}Z" fill="${rw}"/>`,
  );
  // centreline dashes
  const dashes: string[] = [];
  for (let i = 0; i < 22; i++) {
    const z1 = 1 + i * 1.2;
    const z2 = z1 + 0.5;
    const y1 = horizon + (svg.h - horizon) / z1;
    const y2 = horizon + (svg.h - horizon) / z2;
    const w1 = 14 / z1;
    const w2 = 14 / z2;
    dashes.push(
      `<path d="M${f1(vpX - w1)},${f1(y1)} L${f1(vpX + w1)},${f1(y1)} L${f1(vpX + w2)},${f1(y2)} L${f1(vpX - w2)},${f1(y2)}Z"/>`,
    );
  }
  svg.add(`<g fill="#d9dbe0" opacity="0.55">${dashes.join("")}</g>`);
  svg.add(edgeLights(svg, g, vpX - halfW * 1.6, "#ffe2a8", 28, 12));
  svg.add(edgeLights(svg, g, vpX + halfW * 1.6, "#ffe2a8", 28, 12));
  svg.add(edgeLights(svg, g, vpX - halfW * 3.2, "#5b8cff", 18, 10, 1.6));
  svg.add(edgeLights(svg, g, vpX + halfW * 3.2, "#5b8cff", 18, 10, 1.6));
  // distant departing jet
  svg.add(
    jet(svg, {
      x: vpX + svg.w * rng.range(0.05, 0.18),
      y: horizon - svg.h * rng.range(0.12, 0.2),
      length: svg.w * 0.16,
      angle: -12,
      facing: 1,
      mode: "silhouette",
      rim: lighten(GOLD, 0.2),
    }),
  );
  vignette(svg, 0.55);
}

/** Jet inside a hangar with high-bay lights and a polished floor. */
function sceneHangar({ svg, rng }: Ctx, variant?: JetVariant): void {
  const W = svg.w;
  const H = svg.h;
  svg.add(`<rect width="${W}" height="${H}" fill="#0c111c"/>`);
  const floorY = H * rng.range(0.6, 0.66);
  // back wall with open door to dusk
  const doorTop = H * 0.2;
  const p = rng.pick([SKIES.dusk, SKIES.amber, SKIES.blueHour] as SkyPalette[]);
  const door = svg.linear(p.sky, 0, doorTop, 0, floorY, true);
  svg.add(
    `<rect x="${f1(W * 0.08)}" y="${f1(doorTop)}" width="${f1(W * 0.84)}" height="${f1(floorY - doorTop)}" fill="${door}"/>`,
  );
  svg.glow(W * 0.5, floorY, W * 0.5, H * 0.12, p.sun, 0.5);
  // trusses
  const tr: string[] = [];
  for (let i = 0; i <= 16; i++) {
    const x = (W * i) / 16;
    tr.push(`<path d="M${f1(x)},0 L${f1(W / 2 + (x - W / 2) * 0.84)},${f1(doorTop)}"/>`);
  }
  for (let i = 0; i < 5; i++) {
    const y = doorTop * (i / 5);
    tr.push(`<path d="M0,${f1(y)} L${W},${f1(y)}"/>`);
  }
  svg.add(`<g stroke="#25304a" stroke-width="3" opacity="0.8">${tr.join("")}</g>`);
  svg.add(
    `<rect x="${f1(W * 0.08)}" y="${f1(doorTop)}" width="${f1(W * 0.84)}" height="14" fill="#1a2236"/>`,
  );
  for (let i = 0; i < 5; i++) {
    const x = W * (0.14 + i * 0.18);
    svg.add(
      `<rect x="${f1(x)}" y="${f1(doorTop)}" width="8" height="${f1(floorY - doorTop)}" fill="#141b2c"/>`,
    );
  }
  // lamps
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 5; i++) {
      const x = W * (0.1 + i * 0.2);
      const y = H * (0.06 + row * 0.07);
      svg.glow(x, y, 90 - row * 30, 50 - row * 16, "#fff1d6", 0.55);
      svg.add(
        `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(18 - row * 6)}" ry="${f1(5 - row * 1.5)}" fill="#fffaf0"/>`,
      );
    }
  }
  // floor
  const floor = svg.linear(
    [
      [0, "#3a3f4c"],
      [0.2, "#20252f"],
      [1, "#0c0f15"],
    ],
    0,
    floorY,
    0,
    H,
    true,
  );
  svg.add(
    `<rect x="0" y="${f1(floorY)}" width="${W}" height="${f1(H - floorY)}" fill="${floor}"/>`,
  );
  svg.add(
    `<path d="M${f1(W / 2)},${f1(floorY)} L${f1(W * 0.1)},${H} M${f1(W / 2)},${f1(floorY)} L${f1(W * 0.9)},${H}" stroke="${GOLD}" stroke-width="3" opacity="0.3"/>`,
  );
  const len = W * rng.range(0.62, 0.74);
  const sc = len / 1000;
  const groundY = floorY + (H - floorY) * 0.55;
  const jy = groundY - 115 * sc;
  const facing: 1 | -1 = rng.chance(0.5) ? 1 : -1;
  const jetSvg = jet(svg, {
    x: W / 2,
    y: jy,
    length: len,
    facing,
    mode: "lit",
    gear: true,
    variant: pickJetVariant(rng, variant),
    livery: rng.pick(["navy", "white"] as const),
  });
  const fade = svg.linear(
    [
      [0, "#ffffff", 0.4],
      [1, "#ffffff", 0],
    ],
    0,
    groundY,
    0,
    H,
    true,
  );
  const m = svg.mask(`<rect x="0" y="${f1(groundY)}" width="${W}" height="${H}" fill="${fade}"/>`);
  svg.add(
    `<ellipse cx="${f1(W / 2)}" cy="${f1(groundY)}" rx="${f1(len * 0.5)}" ry="${f1(len * 0.025)}" fill="#000" opacity="0.6" filter="${svg.blur(8)}"/>`,
  );
  svg.add(
    `<g mask="${m}"><g transform="translate(0 ${f1(2 * groundY)}) scale(1 -1)" filter="${svg.blur(2)}">${jetSvg}</g></g>`,
  );
  svg.add(jetSvg);
  vignette(svg, 0.5);
}

/** Tight crop on the rear fuselage and engine, above clouds or on the apron. */
function sceneEngineDetail({ svg, rng }: Ctx): void {
  const p = rng.pick([SKIES.amber, SKIES.dusk, SKIES.daylight] as SkyPalette[]);
  const horizon = svg.h * rng.range(0.6, 0.7);
  skyRect(svg, p, 0, horizon + 80);
  svg.glow(svg.w * 0.8, horizon, svg.w * 0.6, svg.h * 0.3, p.sun, 0.6);
  cloudSea(svg, rng, p, horizon, svg.w * 0.8, 5);
  const len = svg.w * rng.range(1.7, 2.0);
  const facing: 1 | -1 = rng.chance(0.5) ? 1 : -1;
  // place the engine (local x ~ 270) near the frame centre
  const jx = svg.w * 0.42 + facing * ((500 - 300) / 1000) * len;
  svg.add(
    jet(svg, {
      x: jx,
      y: svg.h * 0.52,
      length: len,
      angle: -2,
      facing,
      mode: "lit",
      livery: rng.pick(["navy", "white"] as const),
    }),
  );
  vignette(svg, 0.45);
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

type SceneFn = (ctx: Ctx) => void;

type Job = {
  name: string; // path under public/images without extension
  ratio: [number, number];
  widths: number[]; // first = main file, others get -<w> suffix
  scene: SceneFn;
};

const WIDE: [number, number] = [16, 9];
const PHOTO: [number, number] = [3, 2];

async function renderJob(job: Job): Promise<number> {
  const [rw, rh] = job.ratio;
  const designW = 1600;
  const designH = Math.round((designW * rh) / rw);
  const svg = new Svg(designW, designH);
  job.scene({ svg, rng: new Rng(job.name) });
  const maxW = Math.max(...job.widths);
  const png = await sharp(Buffer.from(svg.render(maxW)))
    .png()
    .toBuffer();
  const dir = path.join(IMAGES, path.dirname(job.name));
  await mkdir(dir, { recursive: true });
  let total = 0;
  for (const [i, w] of job.widths.entries()) {
    const h = Math.round((w * rh) / rw);
    const file = path.join(IMAGES, `${job.name}${i === 0 ? "" : `-${w}`}.webp`);
    const out = await sharp(png)
      .resize(w, h, { fit: "cover" })
      .webp({ quality: 72, effort: 6, smartSubsample: true })
      .toBuffer();
    await writeFile(file, out);
    total += out.length;
  }
  return total;
}

const AIRCRAFT: {
  slug: string;
  variant: JetVariant;
  hero: (v: JetVariant) => SceneFn;
  exterior: (v: JetVariant) => SceneFn;
}[] = [
  {
    slug: "gulfstream-iv-sp",
    variant: "large",
    hero: (v) => (c) => sceneApron(c, { palette: SKIES.blueHour, variant: v, scale: 0.58 }),
    exterior: (v) => (c) => sceneHangar(c, v),
  },
  {
    slug: "gulfstream-g500",
    variant: "large",
    hero: (v) => (c) => sceneAboveClouds(c, { palette: SKIES.amber, variant: v, jetScale: 0.5 }),
    exterior: (v) => (c) => sceneApron(c, { palette: SKIES.night, variant: v }),
  },
  {
    slug: "bombardier-global-6000",
    variant: "ultra",
    hero: (v) => (c) =>
      sceneAboveClouds(c, { palette: SKIES.blueHour, variant: v, jetScale: 0.52 }),
    exterior: (v) => (c) => sceneHangar(c, v),
  },
  {
    slug: "embraer-phenom-300e",
    variant: "light",
    hero: (v) => (c) => sceneLandscape(c, "coast", v),
    exterior: (v) => (c) => sceneApron(c, { palette: SKIES.blueHour, variant: v, scale: 0.5 }),
  },
  {
    slug: "cessna-citation-ultra",
    variant: "cruciform",
    hero: (v) => (c) => sceneHangar(c, v),
    exterior: (v) => (c) => sceneAboveClouds(c, { palette: SKIES.daylight, variant: v }),
  },
  {
    slug: "embraer-phenom-300",
    variant: "light",
    hero: (v) => (c) => sceneLandscape(c, "outback", v),
    exterior: (v) => (c) => sceneApron(c, { palette: SKIES.night, variant: v, scale: 0.5 }),
  },
];

type JournalTheme =
  | "hud"
  | "chart"
  | "globe"
  | "clouds"
  | "apron"
  | "cabin"
  | "bedroom"
  | "galley"
  | "cockpit"
  | "outback"
  | "coast"
  | "mountains"
  | "skyline"
  | "runway"
  | "hangar"
  | "engine";

/** One theme per journal article slug (kept in step with app/db/seed/content/articles*.ts). */
const JOURNAL: Record<string, JournalTheme> = {
  "pre-owned-gulfstream-market-outlook": "chart",
  "residual-values-large-cabin-jets": "hangar",
  "asia-pacific-business-aviation-growth": "globe",
  "off-market-aircraft-transactions": "skyline",
  "australian-light-jet-demand": "outback",
  "large-cabin-market-outlook-2027": "chart",
  "gulfstream-iv-sp-enduring-value": "apron",
  "gulfstream-g500-spotlight": "clouds",
  "bombardier-global-6000-spotlight": "engine",
  "pre-purchase-inspection-guide": "hangar",
  "engine-maintenance-programs-explained": "engine",
  "part-91-vs-part-135-charter": "runway",
  "singapore-to-london-nonstop": "globe",
  "remote-australia-by-private-jet": "coast",
  "family-travel-by-private-jet": "cabin",
  "onboard-dining-at-altitude": "galley",
  "ads-b-fans-cpdlc-avionics-mandates": "cockpit",
  "cabin-connectivity-guide": "cabin",
  "enhanced-and-synthetic-vision-systems": "hud",
  "sustainable-aviation-fuel-private-operators": "mountains",
  "range-planning-winds-reserves-alternates": "globe",
  "designing-a-cabin-that-ages-well": "bedroom",
  "discretion-and-privacy-in-private-aviation": "runway",
  "ownership-structures-for-family-offices": "skyline",
  "true-cost-of-owning-a-private-jet": "chart",
  "fractional-jet-card-or-whole-aircraft": "clouds",
};

function themeScene(theme: JournalTheme): SceneFn {
  switch (theme) {
    case "chart":
      return sceneMarketChart;
    case "globe":
      return sceneGlobe;
    case "clouds":
      return (c) => sceneAboveClouds(c);
    case "apron":
      return (c) => sceneApron(c);
    case "cabin":
      return (c) => sceneCabin(c, { kind: "cabin" });
    case "bedroom":
      return (c) => sceneCabin(c, { kind: "bedroom", night: true });
    case "galley":
      return (c) => sceneCabin(c, { kind: "galley" });
    case "cockpit":
      return (c) => sceneCockpit(c);
    case "hud":
      return (c) => sceneCockpit(c, { hud: true });
    case "outback":
    case "coast":
    case "mountains":
    case "skyline":
      return (c) => sceneLandscape(c, theme);
    case "runway":
      return sceneRunway;
    case "hangar":
      return (c) => sceneHangar(c);
    case "engine":
      return sceneEngineDetail;
  }
}

function buildJobs(): Job[] {
  const jobs: Job[] = [];
  const hero = [1920, 1280, 640];
  const std = [1600, 800, 400];
  jobs.push({
    name: "hero/slide-1",
    ratio: WIDE,
    widths: hero,
    scene: (c) => sceneAboveClouds(c, { palette: SKIES.dusk, variant: "large", jetScale: 0.5 }),
  });
  jobs.push({
    name: "hero/slide-2",
    ratio: WIDE,
    widths: hero,
    scene: (c) => sceneApron(c, { palette: SKIES.night, variant: "large", scale: 0.62 }),
  });
  jobs.push({
    name: "hero/slide-3",
    ratio: WIDE,
    widths: hero,
    scene: (c) => sceneCabin(c, { kind: "cabin", style: CABIN_STYLES[1] }),
  });

  for (const a of AIRCRAFT) {
    const exterior = a.exterior(a.variant);
    const heroScene = a.hero(a.variant);
    jobs.push({ name: `aircraft/${a.slug}/hero`, ratio: WIDE, widths: std, scene: heroScene });
    jobs.push({ name: `aircraft/${a.slug}/gallery-1`, ratio: PHOTO, widths: std, scene: exterior });
    const narrow = a.variant === "light" || a.variant === "cruciform";
    const layout = a.slug.includes("iv-sp") || a.slug.includes("global") ? "divan" : "club";
    jobs.push({
      name: `aircraft/${a.slug}/gallery-2`,
      ratio: PHOTO,
      widths: std,
      scene: (c) => sceneCabin(c, { kind: "cabin", narrow, layout }),
    });
    jobs.push({
      name: `aircraft/${a.slug}/gallery-3`,
      ratio: PHOTO,
      widths: std,
      scene: (c) => sceneCockpit(c, { hud: a.slug === "gulfstream-g500" }),
    });
    const fourth: CabinKind =
      a.variant === "light" || a.variant === "cruciform"
        ? "galley"
        : a.slug.includes("global")
          ? "bedroom"
          : "galley";
    jobs.push({
      name: `aircraft/${a.slug}/gallery-4`,
      ratio: PHOTO,
      widths: std,
      scene: (c) => sceneCabin(c, { kind: fourth, night: fourth === "bedroom", narrow }),
    });
  }

  for (const [slug, theme] of Object.entries(JOURNAL)) {
    jobs.push({ name: `journal/${slug}`, ratio: PHOTO, widths: std, scene: themeScene(theme) });
  }

  const site: Record<string, SceneFn> = {
    about: (c) => sceneLandscape(c, "skyline"),
    charter: (c) => sceneAboveClouds(c, { palette: SKIES.amber }),
    services: (c) => sceneHangar(c, "large"),
    acquisition: (c) => sceneApron(c, { palette: SKIES.blueHour, variant: "large" }),
    fleet: (c) => sceneApron(c, { palette: SKIES.night, jets: 2, scale: 0.5 }),
    ebook: (c) => sceneCabin(c, { kind: "cabin", style: CABIN_STYLES[1] }),
    contact: sceneRunway,
  };
  for (const [name, scene] of Object.entries(site)) {
    jobs.push({ name: `site/${name}`, ratio: WIDE, widths: std, scene });
  }
  return jobs;
}

// ---------------------------------------------------------------------------
// Brand marks
// ---------------------------------------------------------------------------

function faviconSvg(): string {
  const mark = planIcon(GOLD, 40, 32, 33, 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${NAVY}"/><circle cx="32" cy="32" r="24" fill="none" stroke="${GOLD}" stroke-width="2"/>${mark}</svg>\n`;
}

async function writeBrandAssets(): Promise<void> {
  await mkdir(IMAGES, { recursive: true });
  const fav = faviconSvg();
  await writeFile(path.join(PUBLIC, "favicon.svg"), fav);
  const touch = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 64 64"><rect width="64" height="64" fill="${NAVY}"/><circle cx="32" cy="32" r="22" fill="none" stroke="${GOLD}" stroke-width="1.6"/>${planIcon(GOLD, 34, 32, 33, 0)}</svg>`;
  await writeFile(
    path.join(PUBLIC, "apple-touch-icon.png"),
    await sharp(Buffer.from(touch)).png({ compressionLevel: 9 }).toBuffer(),
  );

  const og = new Svg(1200, 630);
  const rng = new Rng("og-default");
  skyRect(og, SKIES.dusk, 0, 630);
  stars(og, rng, 0.5, 300);
  og.glow(300, 430, 900, 200, SKIES.dusk.sun, 0.5);
  cloudSea(og, rng, SKIES.dusk, 430, 300, 5);
  og.add(
    jet(og, { x: 620, y: 260, length: 700, angle: -4, facing: 1, mode: "silhouette", rim: GOLD }),
  );
  vignette(og, 0.45);
  const jpg = await sharp(Buffer.from(og.render(1200)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  await writeFile(path.join(IMAGES, "og-default.jpg"), jpg);
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  const jobs = buildJobs().filter(
    (j) => filters.length === 0 || filters.some((f) => j.name.includes(f)),
  );
  if (filters.length === 0 || filters.includes("brand")) await writeBrandAssets();
  let total = 0;
  const queue = [...jobs];
  const workers = Array.from({ length: 2 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const bytes = await renderJob(job);
      total += bytes;
      console.log(
        `${job.name.padEnd(48)} ${(bytes / 1024).toFixed(1).padStart(7)} kB (all widths)`,
      );
    }
  });
  await Promise.all(workers);
  console.log(`${jobs.length} images, ${(total / 1024 / 1024).toFixed(2)} MB`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
