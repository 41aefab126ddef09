import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { requestInfoContext } from "~/context";
import type { Actor } from "~/services/actor";
import {
  ApiError,
  assertSameOrigin,
  json,
  noContent,
  parseJsonBody,
  parseWith,
} from "~/utils/api.server";
import { getSessionUser, type SessionUser } from "~/utils/auth.server";
import { requireAdminApi } from "~/utils/permissions.server";
import { errorResponse } from "./error-mappers.server";

/**
 * The one way to write an `/api` route module. Every request goes through the same steps, in
 * this order: the method must be one the endpoint serves (else 405 with `Allow`); the path
 * must name something that can exist (a malformed id is 404, like an unknown path, whoever
 * asks); an unsafe method must come from this site (else 403); the caller must be allowed
 * (public; signed in: else 401; admin: else 401/403); then the query (400) and the JSON body
 * (wrong type 415, over the byte limit 413, invalid 400) are parsed; only then does the
 * handler act. Failures of any step, and the domain errors of the services
 * the handler calls, become the JSON error shape.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Auth = "public" | "signed-in" | "admin";

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

export type EndpointContext<A extends Auth, P, Q, B> = {
  request: Request;
  context: LoaderFunctionArgs["context"];
  /** The signed-in caller (none on public endpoints). */
  user: A extends "public" ? null : SessionUser;
  /** Who acts, for the services' audit records. */
  actor: A extends "public" ? null : Actor;
  ip: string;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
};

export type MethodSpec<A extends Auth, P, Q, B> = {
  auth: A;
  /** Record the request as a generic audit entry (only for a change its service does not audit). */
  audit?: boolean;
  /** Path parameters; a value that does not parse answers 404. */
  params?: P;
  /** The query string; a value that does not parse answers 400 with the issues. */
  query?: Q;
  /** A JSON body and its byte limit (default 64 KiB). */
  body?: B;
  maxBytes?: number;
  /**
   * The one multipart file the handler reads with readUploadedFile (it reads it itself, after
   * its own checks); named here so the API description shows the upload and its limit.
   */
  upload?: { field?: string; maxBytes: number };
  /** Runs after the caller is known and before the body is read (e.g. a rate limit). */
  guard?: (ip: string, request: Request) => Promise<void>;
  handle: (context: EndpointContext<A, P, Q, B>) => Promise<Response>;
};

/** One method of an endpoint; a separate call so each method's schemas type its handler. */
export function method<
  A extends Auth,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(spec: MethodSpec<A, P, Q, B>): MethodSpec<A, P, Q, B> {
  return spec;
}

// biome-ignore lint/suspicious/noExplicitAny: each method's handler is typed by method()
export type AnySpec = MethodSpec<Auth, any, any, any>;

export type EndpointMethods = Partial<Record<Method, AnySpec>>;

/** Each endpoint's methods by its loader: the API description reads them from the route table. */
const endpointsByLoader = new WeakMap<object, EndpointMethods>();

/** The methods of the endpoint a route module exports, or undefined for any other module. */
export function endpointMethods(module: { loader?: unknown }): EndpointMethods | undefined {
  const loader = module.loader;
  return typeof loader === "function" ? endpointsByLoader.get(loader) : undefined;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

async function authorize(request: Request, spec: AnySpec, ip: string) {
  if (spec.auth === "public") return { user: null, actor: null };
  let user: SessionUser;
  if (spec.auth === "admin") {
    user = await requireAdminApi(request, { audit: spec.audit ?? false });
  } else {
    const found = await getSessionUser(request);
    if (!found) throw new ApiError(401, "Authentication required");
    user = found;
  }
  return { user, actor: { user, ip } };
}

async function run(
  spec: AnySpec,
  { request, params, context }: LoaderFunctionArgs | ActionFunctionArgs,
) {
  const parsedParams = spec.params ? parseWith(spec.params, params, { notFound: true }) : undefined;
  if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  const ip = context.get(requestInfoContext).ip;
  const { user, actor } = await authorize(request, spec, ip);
  const query = spec.query
    ? parseWith(spec.query, Object.fromEntries(new URL(request.url).searchParams))
    : undefined;
  await spec.guard?.(ip, request);
  const body = spec.body
    ? await parseJsonBody(request, spec.body, { maxBytes: spec.maxBytes })
    : undefined;
  return spec.handle({ request, context, user, actor, ip, params: parsedParams, query, body });
}

function methodNotAllowed(allow: string): never {
  throw new ApiError(405, "Method not allowed", { headers: { Allow: allow } });
}

/**
 * The loader and action of an `/api` route module. Export both, even for an endpoint that
 * serves only GET or only unsafe methods, so every other method answers 405 in the one shape.
 */
export function endpoint(methods: EndpointMethods) {
  const allow = Object.keys(methods).join(", ");
  const answer = async (args: LoaderFunctionArgs | ActionFunctionArgs) => {
    try {
      const name = args.request.method === "HEAD" ? "GET" : args.request.method;
      const spec = methods[name as Method];
      if (!spec) methodNotAllowed(allow);
      return await run(spec, args);
    } catch (error) {
      return errorResponse(error);
    }
  };
  const loader = (args: LoaderFunctionArgs) => answer(args);
  endpointsByLoader.set(loader, methods);
  return { loader, action: (args: ActionFunctionArgs) => answer(args) };
}

/** The paging fields of a list answer, after its rows. */
export function pageFields(total: number, query: { page: number; pageSize: number }) {
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

const RecordById = z.object({ slugOrId: z.uuid() });

/**
 * PUT and DELETE of one stored record by its id, for admins: PUT answers the updated record,
 * DELETE answers 204.
 */
export function recordByIdMethods<Body extends z.ZodType>(record: {
  body: Body;
  maxBytes: number;
  update: (actor: Actor, id: string, body: Parsed<Body>) => Promise<unknown>;
  remove: (actor: Actor, id: string) => Promise<unknown>;
}) {
  return {
    PUT: method({
      auth: "admin",
      params: RecordById,
      body: record.body,
      maxBytes: record.maxBytes,
      async handle({ actor, params, body }) {
        return json(await record.update(actor, params.slugOrId, body));
      },
    }),
    DELETE: method({
      auth: "admin",
      params: RecordById,
      async handle({ actor, params }) {
        await record.remove(actor, params.slugOrId);
        return noContent();
      },
    }),
  };
}
