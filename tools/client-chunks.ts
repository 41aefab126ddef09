import type { Plugin, Rollup } from "vite";

type ModuleInfoOf = Rollup.ManualChunkMeta["getModuleInfo"];

/**
 * Groups the modules of the browser build that most pages share into three chunks, instead of
 * Rollup's one file per set of importers:
 *
 * - `react` (React and React DOM) and `router` (React Router, with the client entry that starts
 *   it, so the file takes the entry's name): the framework, loaded by every page, changed only
 *   by an upgrade;
 * - `site`: the modules that the site layout and the home page load and that some other page
 *   loads too (the header and footer, cards, icons, analytics, configuration).
 *
 * Left alone, Rollup gives the home page some thirty files of a few hundred bytes each, and
 * each is compressed on its own: the Tailwind class names and import lists they repeat cost
 * about a fifth of the site's own code. A module only the home page loads stays in its chunk,
 * and the code a page loads later (forms, dialogs) is left as it is. Staff pages load `site`
 * too, for the few of its modules they use.
 */
export function clientChunks(): Plugin {
  return {
    name: "client-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    outputOptions(options) {
      return { ...options, manualChunks: createManualChunks() };
    },
  };
}

const ROUTE_ENTRY = "?__react-router-build-client-route";
const SITE_LAYOUT = "/app/routes/site/_layout.tsx";
const HOME = "/app/routes/site/index.tsx";
const CLIENT_ENTRY = "/entry.client.tsx";

const isReact = (id: string) => /\/node_modules\/(react|react-dom|scheduler)\//.test(id);

function createManualChunks(): Rollup.GetManualChunk {
  let siteModules: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    // React's CommonJS packages share Rollup's interop helpers with the modules that import
    // CommonJS: kept with React, they never make `react` import another chunk in a cycle.
    if (isReact(id) || getModuleInfo(id)?.importers.some(isReact)) return "react";
    if (id.includes("/node_modules/react-router/") || id.endsWith(CLIENT_ENTRY)) return "router";
    siteModules ??= sharedHomeModules([...getModuleIds()], getModuleInfo);
    return siteModules.has(id) ? "site" : undefined;
  };
}

/** The modules the site layout and the home page load that the layout or another page needs. */
function sharedHomeModules(moduleIds: string[], getModuleInfo: ModuleInfoOf) {
  const routeEntry = (file: string) => moduleIds.find((id) => id.endsWith(file + ROUTE_ENTRY));
  const layout = routeEntry(SITE_LAYOUT);
  const home = routeEntry(HOME);
  const shared = new Set<string>();
  if (!layout || !home) return shared;

  const layoutModules = staticImports([layout], getModuleInfo);
  for (const id of staticImports([layout, home], getModuleInfo)) {
    // Route modules stay entries of their own.
    if (id.endsWith(ROUTE_ENTRY) || id.includes("/app/routes/")) continue;
    if (layoutModules.has(id) || routeEntriesUsing(id, getModuleInfo).size > 1) shared.add(id);
  }
  return shared;
}

/** The given modules and every module they import statically, directly or not. */
function staticImports(from: string[], getModuleInfo: ModuleInfoOf) {
  const found = new Set<string>();
  const pending = [...from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** The route entries that load a module, statically or through a dynamic import. */
function routeEntriesUsing(id: string, getModuleInfo: ModuleInfoOf) {
  const routes = new Set<string>();
  const seen = new Set<string>();
  const pending = [id];
  for (let module = pending.pop(); module !== undefined; module = pending.pop()) {
    if (seen.has(module)) continue;
    seen.add(module);
    if (module.endsWith(ROUTE_ENTRY)) routes.add(module);
    const info = getModuleInfo(module);
    pending.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []));
  }
  return routes;
}
