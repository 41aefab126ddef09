import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { endpointMethods } from "./endpoint.server";
import {
  openApiDocument,
  openApiPath,
  type TableRoute,
  undescribedApiRoutes,
} from "./openapi.server";

const appDirectory = path.resolve(import.meta.dirname, "../..");

/** The route table of app/routes.ts with each route's full path and its imported module. */
async function loadRouteTable(): Promise<TableRoute[]> {
  const table: TableRoute[] = [];
  async function walk(entries: RouteConfigEntry[], parent: string) {
    for (const entry of entries) {
      const full = [parent, entry.path ?? ""].filter(Boolean).join("/");
      if (full.startsWith("api/") || full === "api") {
        table.push({ path: full, module: await import(path.join(appDirectory, entry.file)) });
      }
      await walk(entry.children ?? [], full);
    }
  }
  await walk(await routes, "");
  return table;
}

type Document = ReturnType<typeof openApiDocument>;
type Operation = {
  security: Record<string, string[]>[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  "x-auth": string;
};

function operationOf(document: Document, pathname: string, method: string): Operation {
  const item = document.paths[pathname] as Record<string, Operation> | undefined;
  const found = item?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${pathname} is not described`);
  return found;
}

describe("the OpenAPI description of the /api routes", () => {
  let table: TableRoute[];
  let document: Document;

  beforeAll(async () => {
    table = await loadRouteTable();
    document = openApiDocument(table, "http://localhost:3000");
  }, 60_000);

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("describes every method of every endpoint in the route table", () => {
    const endpoints = table.filter((route) => endpointMethods(route.module));
    expect(endpoints.length).toBeGreaterThan(20);
    for (const route of endpoints) {
      const described = Object.keys(document.paths[openApiPath(route.path)] ?? {});
      const served = Object.keys(endpointMethods(route.module) ?? {}).map((m) => m.toLowerCase());
      expect({ route: route.path, methods: described.sort() }).toEqual({
        route: route.path,
        methods: served.sort(),
      });
    }
  });

  it("leaves out only the /api routes that are not endpoints: the auth handler and the 404", () => {
    // A new /api module written without endpoint() would be missing from the document.
    expect(undescribedApiRoutes(table).sort()).toEqual(["api/*", "api/auth/*"]);
  });

  it("marks admin-only operations with the session scheme and their auth", () => {
    const create = operationOf(document, "/api/articles", "post");
    expect(create["x-auth"]).toBe("admin");
    expect(create.security).toEqual([{ session: [] }]);
    const list = operationOf(document, "/api/articles", "get");
    expect(list["x-auth"]).toBe("public");
    expect(list.security).toContainEqual({});
    expect(document.components.securitySchemes.session).toMatchObject({
      type: "apiKey",
      in: "cookie",
    });
  });

  it("takes parameters and bodies from the endpoints' schemas", () => {
    const list = operationOf(document, "/api/articles", "get");
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(["page", "pageSize", "search"]),
    );
    const update = operationOf(document, "/api/aircraft/{slugOrId}", "put");
    expect(update.parameters).toContainEqual(
      expect.objectContaining({ name: "slugOrId", in: "path", required: true }),
    );
    const body = update.requestBody?.content["application/json"]?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(expect.arrayContaining(["make", "model"]));
    const upload = operationOf(document, "/api/article-images", "post");
    expect(upload.requestBody?.content["multipart/form-data"]?.schema.properties).toHaveProperty(
      "file",
    );
    const leads = operationOf(document, "/api/contact-submissions", "get");
    // Query fields behind a blank-to-undefined step are described by the schema after it.
    expect(leads.parameters.find((parameter) => parameter.name === "spam")).toHaveProperty(
      "schema.enum",
    );
  });
});
