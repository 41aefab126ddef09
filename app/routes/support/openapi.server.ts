import { z } from "zod";
import { documentedInput } from "~/schemas/primitives";
import {
  type AnySpec,
  type EndpointMethods,
  endpointMethods,
  type Method,
} from "./endpoint.server";

/** A route of the route table: its full URL pattern and its module's exports. */
export type TableRoute = { path: string; module: { loader?: unknown } };

type JsonSchema = Record<string, unknown>;

const SESSION_SCHEME = "session";

/**
 * JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of what a Zod schema accepts: the input
 * side, since that is what a caller sends. A preprocess step (blank to undefined) describes
 * nothing itself; the schema after it does.
 */
function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: "draft-2020-12",
    override({ zodSchema, jsonSchema }) {
      const source = zodSchema as unknown as z.ZodType;
      const documented = documentedInput.get(source);
      const def = source._zod.def as unknown as {
        type: string;
        in?: z.ZodType;
        out?: z.ZodType;
      };
      const replacement: z.ZodType | undefined = documented
        ? (documented.accepts as z.ZodType)
        : def.type === "pipe" && def.in?._zod.def.type === "transform"
          ? def.out
          : undefined;
      if (!replacement) return;
      for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
      Object.assign(jsonSchema, inputSchema(replacement));
    },
  }) as JsonSchema;
  return json;
}

type ObjectSchema = { properties?: Record<string, JsonSchema>; required?: string[] };

/** Path or query parameters from an object schema, one per property. */
function parameters(schema: z.ZodType | undefined, location: "path" | "query") {
  if (!schema) return [];
  const json = inputSchema(schema) as ObjectSchema;
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const ERROR_RESPONSE = { $ref: "#/components/responses/Error" };

function responses(method: Method, spec: AnySpec) {
  const answers: Record<string, unknown> = {
    "2XX": {
      description: method === "DELETE" ? "Done (204, no content) or the result" : "The result",
      content: { "application/json": { schema: {} } },
    },
    "400": ERROR_RESPONSE,
    "404": ERROR_RESPONSE,
    "405": ERROR_RESPONSE,
    "429": ERROR_RESPONSE,
  };
  if (spec.auth !== "public") {
    answers["401"] = ERROR_RESPONSE;
    answers["403"] = ERROR_RESPONSE;
  } else if (method !== "GET") {
    answers["403"] = ERROR_RESPONSE;
  }
  if (spec.body || spec.upload) {
    answers["413"] = ERROR_RESPONSE;
    answers["415"] = ERROR_RESPONSE;
  }
  return answers;
}

function requestBody(spec: AnySpec) {
  if (spec.body) {
    return {
      required: true,
      description: `JSON, at most ${spec.maxBytes ?? 64 * 1024} bytes.`,
      content: { "application/json": { schema: inputSchema(spec.body) } },
    };
  }
  if (spec.upload) {
    const field = spec.upload.field ?? "file";
    return {
      required: true,
      description: `One file in the \`${field}\` field, at most ${spec.upload.maxBytes} bytes.`,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: {
              [field]: { type: "string", contentMediaType: "application/octet-stream" },
            },
            required: [field],
          },
        },
      },
    };
  }
  return undefined;
}

const AUTH_NOTES: Record<AnySpec["auth"], string> = {
  public: "Public.",
  "signed-in": "Requires a signed-in session.",
  admin: "Admin only: requires the session of an admin.",
};

function operation(path: string, method: Method, spec: AnySpec) {
  const segments = path.split("/").filter((part) => part && part !== "api");
  const tag = segments[0] ?? "api";
  const words = segments.map((part) => part.replace(/[{}]/g, "").replace(/[^A-Za-z0-9]+/g, " "));
  const operationId = [method.toLowerCase(), ...words]
    .join(" ")
    .split(" ")
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1)))
    .join("");
  const body = requestBody(spec);
  return {
    operationId,
    tags: [tag],
    summary: `${method} ${path}`,
    description: AUTH_NOTES[spec.auth],
    parameters: [...parameters(spec.params, "path"), ...parameters(spec.query, "query")],
    ...(body ? { requestBody: body } : {}),
    responses: responses(method, spec),
    // Public operations still accept a session (admins see more); none is required.
    security: spec.auth === "public" ? [{}, { [SESSION_SCHEME]: [] }] : [{ [SESSION_SCHEME]: [] }],
    "x-auth": spec.auth,
  };
}

/** `aircraft/:id/specification` → `/aircraft/{id}/specification`. */
export function openApiPath(routePath: string): string {
  return `/${routePath.replace(/^\/+/, "")}`.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

/** The `/api` routes of the table that are not endpoint() modules (auth's own handler, the 404). */
export function undescribedApiRoutes(routes: TableRoute[]): string[] {
  return routes
    .filter((route) => isApiRoute(route.path) && !endpointMethods(route.module))
    .map((route) => route.path);
}

function isApiRoute(path: string) {
  return /^\/?api\//.test(path);
}

/**
 * The OpenAPI 3.1 description of every endpoint() of the route table, from the schemas and
 * the auth each method declares.
 */
export function openApiDocument(routes: TableRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!isApiRoute(route.path)) continue;
    const methods: EndpointMethods | undefined = endpointMethods(route.module);
    if (!methods) continue;
    const path = openApiPath(route.path);
    const item: Record<string, unknown> = {};
    for (const [method, spec] of Object.entries(methods) as [Method, AnySpec][]) {
      item[method.toLowerCase()] = operation(path, method, spec);
    }
    paths[path] = item;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Aurum Aviation API",
      version: "1.0.0",
      description:
        "The JSON API of the site and its back-office. Unsafe methods must come from the site " +
        "itself (Origin or Sec-Fetch-Site); errors answer `{ error, issues? }`.",
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description: "The session cookie set by signing in at /admin/login.",
        },
      },
      schemas: {
        Error: {
          type: "object",
          properties: {
            error: { type: "string" },
            issues: {
              type: "array",
              items: {
                type: "object",
                properties: { path: { type: "string" }, message: { type: "string" } },
              },
            },
          },
          required: ["error"],
        },
      },
      responses: {
        Error: {
          description: "An error",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
    },
  };
}
