import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { aircraft, analyticsEvents, auditLog } from "~/db/schema";
import {
  aircraftListingAnalytics,
  findAircraftById,
  listAircraftForAdmin,
} from "~/models/aircraft.server";
import * as listRoute from "~/routes/api/aircraft";
import * as specificationRoute from "~/routes/api/aircraft.$id.specification";
import * as oneRoute from "~/routes/api/aircraft.$slugOrId";
import * as featuredRoute from "~/routes/api/aircraft.featured";
import { AircraftSchema, AircraftUpdateSchema } from "~/schemas/aircraft";
import {
  createAircraftAs,
  deleteAircraftAs,
  SPECIFICATION_UPLOAD,
  updateAircraftAs,
  uploadSpecificationAs,
} from "~/services/aircraft/aircraft.server";
import { readUploadedFile } from "~/utils/storage.server";
import { adminActor, createAccount, signIn } from "../support/auth-session";
import { failureOf } from "../support/failure";
import { callJsonRoute as call, jsonRequest as send } from "../support/route-call";
import { temporaryUploads } from "../support/uploads";

const ORIGIN = "http://localhost:3000";

const get = (url: string) => new Request(`${ORIGIN}${url}`);

async function insertAircraft(values: {
  slug: string;
  websiteListing: boolean;
  featured?: boolean;
  name?: string;
}) {
  const [row] = await db()
    .insert(aircraft)
    .values({
      make: "Gulfstream",
      model: values.slug.toUpperCase(),
      name: values.name ?? `Aircraft ${values.slug}`,
      category: "heavy-jets",
      slug: values.slug,
      websiteListing: values.websiteListing,
      featured: values.featured ?? false,
    })
    .returning({ id: aircraft.id });
  if (!row) throw new Error("insert failed");
  return row.id;
}

const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF");
function pdfUpload(
  id: string,
  bytes: Uint8Array<ArrayBuffer> = pdf,
  name = "spec.pdf",
  type = "application/pdf",
) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  return new Request(`${ORIGIN}/api/aircraft/${id}/specification`, {
    method: "PUT",
    headers: { Origin: ORIGIN },
    body: form,
  });
}

const uploadSpecification = async (id: string, request: Request) =>
  uploadSpecificationAs(adminActor, id, await readUploadedFile(request, SPECIFICATION_UPLOAD));

const uploads = temporaryUploads();
let listedId: string;
let unlistedId: string;

beforeAll(async () => {
  listedId = await insertAircraft({ slug: "listed-a", websiteListing: true, featured: true });
  await insertAircraft({ slug: "listed-b", websiteListing: true, name: "B listed" });
  unlistedId = await insertAircraft({ slug: "hidden", websiteListing: false, featured: true });
});

describe("public aircraft reads", () => {
  it("lists website listings only, featured first", async () => {
    const { status, body } = await call(listRoute.loader, get("/api/aircraft"));
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.aircraft.map((a: { slug: string }) => a.slug)).toEqual(["listed-a", "listed-b"]);
  });

  it("keeps the full inventory for admins", async () => {
    const { status, body } = await call(listRoute.loader, get("/api/aircraft?all=true"));
    expect(status).toBe(401);
    expect(body).toEqual({ error: "Authentication required" });
  });

  it("lists featured website listings only", async () => {
    const { body } = await call(featuredRoute.loader, get("/api/aircraft/featured"));
    expect(body.aircraft.map((a: { slug: string }) => a.slug)).toEqual(["listed-a"]);
  });

  it("answers a listed aircraft by slug and 404 otherwise", async () => {
    const found = await call(oneRoute.loader, get("/api/aircraft/listed-a"), {
      slugOrId: "listed-a",
    });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ slug: "listed-a", specificationDocumentUrl: null });
    for (const slugOrId of ["hidden", unlistedId, "unknown"]) {
      const missing = await call(oneRoute.loader, get(`/api/aircraft/${slugOrId}`), { slugOrId });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: "Aircraft not found" });
    }
  });

  it("answers 401 to anonymous writes and leaves the data alone", async () => {
    const results = await Promise.all([
      call(listRoute.action, send("POST", "/api/aircraft", { make: "A", model: "B" })),
      call(oneRoute.action, send("PUT", `/api/aircraft/${listedId}`, { status: "sold" }), {
        slugOrId: listedId,
      }),
      call(oneRoute.action, send("DELETE", `/api/aircraft/${listedId}`), { slugOrId: listedId }),
      call(specificationRoute.action, pdfUpload(listedId), { id: listedId }),
    ]);
    for (const result of results) expect(result.status).toBe(401);
    expect((await findAircraftById(listedId))?.status).toBe("for-sale");
    expect(fs.readdirSync(uploads.dir)).toEqual([]);
  });

  it("answers 404 for a write to a malformed id before anything else", async () => {
    const result = await call(oneRoute.action, send("PUT", "/api/aircraft/listed-a", {}), {
      slugOrId: "listed-a",
    });
    expect(result.status).toBe(404);
  });
});

describe("admin aircraft operations", () => {
  it("creates an unlisted aircraft with a derived name and a unique derived slug", async () => {
    const input = AircraftSchema.parse({
      make: "Dassault",
      model: "Falcon 7X",
      regNumber: "VH-ABC",
      year: "2015",
      ttaf: "4321.06",
      // Asking for the website at creation is not enough: listing checks completeness first.
      websiteListing: true,
    });
    const first = await createAircraftAs(adminActor, input);
    expect(first).toMatchObject({
      name: "Dassault Falcon 7X",
      slug: "dassault-falcon-7x",
      status: "for-sale",
      websiteListing: false,
      listedAt: null,
      year: 2015,
      ttaf: 4321.1,
    });
    const second = await createAircraftAs(adminActor, input);
    expect(second.slug).toBe("dassault-falcon-7x-vh-abc");
    const third = await createAircraftAs(adminActor, input);
    expect(third.slug).toBe("dassault-falcon-7x-2");
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, first.id));
    expect(entry?.action).toBe("aircraft.create");
  });

  it("answers 409 for an explicit slug that is taken", async () => {
    const input = AircraftSchema.parse({ make: "X", model: "Y", slug: "listed-a" });
    expect(await failureOf(createAircraftAs(adminActor, input))).toMatchObject({ status: 409 });
  });

  it("changes only the fields sent", async () => {
    const changes = AircraftUpdateSchema.parse({
      status: "under-contract",
      engines: [{ label: "Engines", value: "2 × Rolls-Royce Tay 611-8C" }],
    });
    const updated = await updateAircraftAs(adminActor, listedId, changes);
    expect(updated).toMatchObject({
      status: "under-contract",
      featured: true,
      websiteListing: true,
      name: "Aircraft listed-a",
      engines: [{ label: "Engines", value: "2 × Rolls-Royce Tay 611-8C" }],
    });
    expect(
      await failureOf(
        updateAircraftAs(adminActor, "00000000-0000-4000-8000-000000000000", changes),
      ),
    ).toMatchObject({ status: 404 });
  });

  it("stores the specification sheet under its own file name and replaces it", async () => {
    const first = await uploadSpecification(
      listedId,
      pdfUpload(listedId, pdf, "G-IV SP Spec Sheet.pdf"),
    );
    expect(first.specificationDocumentUrl).toMatch(
      new RegExp(
        `^/uploads/aircraft-specifications/${listedId}/g-iv-sp-spec-sheet\\.pdf\\?v=\\d+$`,
      ),
    );
    const folder = path.join(uploads.dir, "aircraft-specifications", listedId);
    expect(fs.readFileSync(path.join(folder, "g-iv-sp-spec-sheet.pdf"))).toEqual(Buffer.from(pdf));
    const replacement = new TextEncoder().encode("%PDF-1.4 replaced");
    await uploadSpecification(listedId, pdfUpload(listedId, replacement, "spec.pdf"));
    // One sheet per aircraft: the previous file is gone with its name.
    expect(fs.readdirSync(folder)).toEqual(["spec.pdf"]);
    expect(fs.readFileSync(path.join(folder, "spec.pdf")).toString()).toBe("%PDF-1.4 replaced");
    const stored = await findAircraftById(listedId);
    expect(stored?.specificationDocumentUrl).toContain(`${listedId}/spec.pdf`);
  });

  it("rejects anything but a PDF and 404s an unknown aircraft", async () => {
    expect(
      await failureOf(
        uploadSpecification(listedId, pdfUpload(listedId, pdf, "spec.txt", "text/plain")),
      ),
    ).toMatchObject({ status: 415, error: "Please upload a PDF file" });
    expect(
      await failureOf(
        uploadSpecification(
          listedId,
          pdfUpload(listedId, new TextEncoder().encode("not a pdf"), "spec.pdf"),
        ),
      ),
    ).toMatchObject({ status: 415 });
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await failureOf(uploadSpecification(missing, pdfUpload(missing)))).toMatchObject({
      status: 404,
    });
  });

  it("deletes an aircraft with its specification sheet", async () => {
    const created = await createAircraftAs(
      adminActor,
      AircraftSchema.parse({ make: "Tmp", model: "1" }),
    );
    await uploadSpecification(created.id, pdfUpload(created.id));
    const file = path.join(uploads.dir, "aircraft-specifications", created.id, "spec.pdf");
    expect(fs.existsSync(file)).toBe(true);
    await deleteAircraftAs(adminActor, created.id);
    expect(fs.existsSync(file)).toBe(false);
    expect(await findAircraftById(created.id)).toBeNull();
    expect(await failureOf(deleteAircraftAs(adminActor, created.id))).toMatchObject({
      status: 404,
    });
  });
});

describe("admin aircraft queries", () => {
  it("filters the inventory by listing, search, category and featured", async () => {
    const website = await listAircraftForAdmin({ listing: "website" });
    expect(website.every((row) => row.websiteListing)).toBe(true);
    const unlisted = await listAircraftForAdmin({ listing: "unlisted" });
    expect(unlisted.map((row) => row.slug).sort()).toEqual([
      "dassault-falcon-7x",
      "dassault-falcon-7x-2",
      "dassault-falcon-7x-vh-abc",
      "hidden",
    ]);
    expect((await listAircraftForAdmin({ search: "falcon" })).length).toBe(3);
    expect((await listAircraftForAdmin({ search: "vh-abc" })).length).toBe(3);
    expect((await listAircraftForAdmin({ category: "light-jets" })).length).toBe(0);
    expect((await listAircraftForAdmin({ featured: true })).map((row) => row.slug).sort()).toEqual([
      "hidden",
      "listed-a",
    ]);
  });

  it("counts page views and call-to-action clicks per aircraft page", async () => {
    await db()
      .insert(analyticsEvents)
      .values([
        { name: "page_view", path: "/aircraft/listed-a" },
        { name: "page_view", path: "/aircraft/listed-a" },
        { name: "cta_click", category: "engagement", label: "Request", path: "/aircraft/listed-a" },
        { name: "page_view", path: "/aircraft" },
        { name: "page_view", path: "/journal" },
      ]);
    const analytics = await aircraftListingAnalytics();
    expect(analytics.detailPages["listed-a"]).toEqual({ pageViews: 2, ctaClicks: 1 });
    expect(analytics.listPage).toEqual({ pageViews: 1, ctaClicks: 0 });
    expect(analytics.listings).toMatchObject({ unlisted: 4, featured: 1, withSpecification: 1 });
    expect(analytics.listings.total).toBe(analytics.listings.website + 4);
    const none = await aircraftListingAnalytics({ since: new Date(Date.now() + 60_000) });
    expect(none.detailPages).toEqual({});
  });
});

describe("through the API with an admin session", () => {
  let cookie: string;
  const asAdmin = (request: Request) => {
    request.headers.set("Cookie", cookie);
    return request;
  };

  beforeAll(async () => {
    await createAccount("fleet@example.test", { admin: true });
    cookie = await signIn("fleet@example.test");
  });

  it("lists every aircraft with ?all=true and finds unlisted ones by slug or id", async () => {
    const all = await call(listRoute.loader, asAdmin(get("/api/aircraft?all=true")));
    expect(all.status).toBe(200);
    expect(all.body.aircraft.some((a: { slug: string }) => a.slug === "hidden")).toBe(true);
    for (const slugOrId of ["hidden", unlistedId]) {
      const found = await call(oneRoute.loader, asAdmin(get(`/api/aircraft/${slugOrId}`)), {
        slugOrId,
      });
      expect(found.status).toBe(200);
      expect(found.body.id).toBe(unlistedId);
    }
  });

  it("creates, updates, uploads a sheet and deletes", async () => {
    const created = await call(
      listRoute.action,
      asAdmin(send("POST", "/api/aircraft", { make: "Pilatus", model: "PC-24", year: 2021 })),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: "pilatus-pc-24",
      status: "for-sale",
      websiteListing: false,
    });
    const id = created.body.id;

    const invalid = await call(
      listRoute.action,
      asAdmin(send("POST", "/api/aircraft", { make: "", model: "X", year: "soon" })),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "make",
      "year",
    ]);

    const updated = await call(
      oneRoute.action,
      asAdmin(send("PUT", `/api/aircraft/${id}`, { askingPrice: "USD 9.5M", featured: true })),
      { slugOrId: id },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ askingPrice: "USD 9.5M", featured: true, year: 2021 });

    const upload = pdfUpload(id);
    upload.headers.set("Cookie", cookie);
    const sheet = await call(specificationRoute.action, upload, { id });
    expect(sheet.status).toBe(200);
    expect(sheet.body.specificationDocumentUrl).toContain(`${id}/spec.pdf`);

    const deleted = await call(oneRoute.action, asAdmin(send("DELETE", `/api/aircraft/${id}`)), {
      slugOrId: id,
    });
    expect(deleted.status).toBe(204);
  });
});
