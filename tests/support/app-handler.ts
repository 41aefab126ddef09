import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  createRequestHandler,
  RouterContextProvider,
  type ServerBuild,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from "react-router";
import { requestInfoContext } from "~/context";
import routeConfig from "~/routes";

/**
 * The application's request handler, assembled in the test process from the one route table
 * (`app/routes.ts`) and the source route modules, as the production build assembles it: React
 * Router's own matching, middleware, actions, loaders, error boundaries and document render,
 * on the test database. Only the browser asset manifest is a stand-in (no client bundle).
 */

export type AppRoute = {
  id: string;
  parentId: string | undefined;
  /** The path pattern relative to the parent route, as React Router matches it. */
  path: string | undefined;
  /** The whole URL pattern, e.g. `/journal/:slug`. */
  pattern: string;
  index: boolean;
  file: string;
  module: Record<string, unknown>;
};

const routeId = (file: string) => file.replace(/\.(tsx?|jsx?)$/, "");

function flatten(
  entries: RouteConfigEntry[],
  parentId: string,
  parentPattern: string,
): Omit<AppRoute, "module">[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? routeId(entry.file);
    const pattern = entry.path
      ? `${parentPattern}/${entry.path}`.replace(/\/+/g, "/")
      : parentPattern;
    const route = {
      id,
      parentId,
      path: entry.path,
      pattern: pattern || "/",
      index: Boolean(entry.index),
      file: entry.file,
    };
    return [route, ...flatten(entry.children ?? [], id, pattern)];
  });
}

type RouteModule = Record<string, unknown>;

/**
 * A route module as the build serves it: React Router's Vite plugin wraps the component and
 * the error boundary so they receive loaderData, params and the error as props.
 */
function asBuilt(module: RouteModule): RouteModule {
  const built = { ...module };
  if (module.default)
    built.default = withComponentProps(module.default as Parameters<typeof withComponentProps>[0]);
  if (module.ErrorBoundary) {
    built.ErrorBoundary = withErrorBoundaryProps(
      module.ErrorBoundary as Parameters<typeof withErrorBoundaryProps>[0],
    );
  }
  return built;
}

const importRoute = async (file: string): Promise<RouteModule> =>
  asBuilt(await import(/* @vite-ignore */ `../../app/${file}`));

/** Every route of the route table with its module (the root document excluded). */
export async function loadAppRoutes(): Promise<AppRoute[]> {
  return Promise.all(
    flatten(routeConfig, "root", "").map(async (route) => ({
      ...route,
      module: await importRoute(route.file),
    })),
  );
}

export type AppHandler = (request: Request, ip?: string) => Promise<Response>;

/** `onError` sees every error React Router reports to the entry's handleError. */
export async function createAppHandler(
  routes: AppRoute[],
  { onError }: { onError?: (error: unknown, request: Request) => void } = {},
): Promise<AppHandler> {
  const [root, entryServer] = await Promise.all([import("~/root"), import("~/entry.server")]);
  const all = [
    { id: "root", parentId: undefined, path: "", index: false, module: asBuilt(root) },
    ...routes,
  ];
  const build = {
    entry: {
      module: {
        ...entryServer,
        handleError: (error: unknown, args: { request: Request }) => {
          onError?.(error, args.request);
          entryServer.handleError(error, args as never);
        },
      },
    },
    routes: Object.fromEntries(
      all.map((route) => [
        route.id,
        {
          id: route.id,
          parentId: route.parentId,
          path: route.path,
          index: route.index || undefined,
          caseSensitive: undefined,
          module: route.module,
        },
      ]),
    ),
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      url: "/assets/manifest.js",
      version: "test",
      routes: Object.fromEntries(
        all.map((route) => [
          route.id,
          {
            id: route.id,
            parentId: route.parentId,
            path: route.path,
            index: route.index || undefined,
            hasAction: "action" in route.module,
            hasLoader: "loader" in route.module,
            hasClientAction: false,
            hasClientLoader: false,
            hasClientMiddleware: false,
            hasErrorBoundary: "ErrorBoundary" in route.module,
            module: `/assets/${route.id}.js`,
            imports: [],
          },
        ]),
      ),
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return (request, ip = "203.0.113.9") => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { ip, requestId: "fuzz" });
    return handle(request, context);
  };
}
