import type { Rollup } from "vite";
import { expect, test } from "vitest";
import { clientChunks } from "./client-chunks";

const ENTRY = "?__react-router-build-client-route";
const route = (file: string) => `/repo/app/routes/${file}${ENTRY}`;
const app = (file: string) => `/repo/app/${file}`;
const npm = (file: string) => `/repo/node_modules/${file}`;

/** A module graph in the shape React Router's client build gives Rollup: id → static imports. */
const graph: Record<string, string[]> = {
  [npm("@react-router/dev/dist/config/defaults/entry.client.tsx")]: [
    npm("react-dom/client.js"),
    npm("react-router/dist/development/dom-export.mjs"),
  ],
  [npm("react-dom/client.js")]: [npm("react/index.js"), "\0commonjsHelpers.js"],
  [npm("react/index.js")]: ["\0commonjsHelpers.js"],
  [npm("react-router/dist/development/dom-export.mjs")]: [npm("react/index.js")],
  "\0commonjsHelpers.js": [],
  [route("site/_layout.tsx")]: [app("routes/site/_layout.tsx")],
  [app("routes/site/_layout.tsx")]: [app("components/layout/site-footer.tsx")],
  [app("components/layout/site-footer.tsx")]: [app("config/business.ts"), npm("clsx/index.mjs")],
  [route("site/index.tsx")]: [app("routes/site/index.tsx")],
  [app("routes/site/index.tsx")]: [
    app("components/site/hero-carousel.tsx"),
    app("components/site/aircraft-card.tsx"),
  ],
  [app("components/site/hero-carousel.tsx")]: [npm("react/index.js")],
  [app("components/site/aircraft-card.tsx")]: [npm("clsx/index.mjs")],
  [route("site/fleet.tsx")]: [app("routes/site/fleet.tsx")],
  [app("routes/site/fleet.tsx")]: [
    app("components/site/aircraft-card.tsx"),
    app("components/site/fleet-card.tsx"),
  ],
  [app("components/site/fleet-card.tsx")]: [],
  [route("admin/_layout.tsx")]: [app("routes/admin/_layout.tsx")],
  [app("routes/admin/_layout.tsx")]: [app("config/business.ts")],
  [app("config/business.ts")]: [],
  [npm("clsx/index.mjs")]: [],
};

function chunkOf(id: string) {
  const importers = (module: string) =>
    Object.keys(graph).filter((other) => graph[other]?.includes(module));
  const meta = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (module: string) =>
      module in graph
        ? { importedIds: graph[module], importers: importers(module), dynamicImporters: [] }
        : null,
  } as unknown as Rollup.ManualChunkMeta;
  const plugin = clientChunks();
  const { manualChunks } = (plugin.outputOptions as (options: object) => Rollup.OutputOptions)({});
  return (manualChunks as Rollup.GetManualChunk)(id, meta);
}

test("React and React Router (with the entry that starts them) have a chunk each", () => {
  expect(chunkOf(npm("react/index.js"))).toBe("react");
  expect(chunkOf(npm("react-dom/client.js"))).toBe("react");
  expect(chunkOf(npm("react-router/dist/development/dom-export.mjs"))).toBe("router");
  expect(chunkOf(npm("@react-router/dev/dist/config/defaults/entry.client.tsx"))).toBe("router");
});

test("a helper React imports stays with React, so no two chunks import each other", () => {
  expect(chunkOf("\0commonjsHelpers.js")).toBe("react");
});

test("what the layout needs, and what the home page shares with another page, is `site`", () => {
  expect(chunkOf(app("components/layout/site-footer.tsx"))).toBe("site");
  expect(chunkOf(app("config/business.ts"))).toBe("site");
  expect(chunkOf(app("components/site/aircraft-card.tsx"))).toBe("site");
  expect(chunkOf(npm("clsx/index.mjs"))).toBe("site");
});

test("code only the home page needs, route modules and other pages' code are left to Rollup", () => {
  expect(chunkOf(app("components/site/hero-carousel.tsx"))).toBeUndefined();
  expect(chunkOf(app("routes/site/index.tsx"))).toBeUndefined();
  expect(chunkOf(route("site/index.tsx"))).toBeUndefined();
  expect(chunkOf(app("components/site/fleet-card.tsx"))).toBeUndefined();
});
