import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { aircraft } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { loader as layoutLoader } from "~/routes/admin/_layout";
import { action as aircraftAction } from "~/routes/admin/aircraft";
import { createAccount, origin, routeContext, signIn } from "../support/auth-session";

type Args = Parameters<typeof aircraftAction>[0];
type Answer = { data: unknown; init: ResponseInit | null };

let session = "";
let target: typeof aircraft.$inferSelect;

/** Posts the details dialog's form as the browser does. */
async function post(fields: [string, string][]) {
  const request = new Request(`${origin()}/admin/aircraft`, {
    method: "POST",
    headers: {
      Origin: origin(),
      Cookie: session,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });
  const answer = (await aircraftAction({
    request,
    params: {},
    context: routeContext(),
  } as unknown as Args)) as unknown as Answer;
  return {
    status: answer.init?.status ?? 200,
    data: answer.data,
    headers: new Headers(answer.init?.headers),
  };
}

/** The toast the admin layout shows on the next load, given the answer's cookie. */
async function toastAfter(headers: Headers) {
  const cookie = headers.getSetCookie().map((value) => value.split(";")[0]);
  const request = new Request(`${origin()}/admin/aircraft`, {
    headers: { Cookie: [session, ...cookie].join("; ") },
  });
  const shell = (await layoutLoader({
    request,
    params: {},
    context: routeContext(),
  } as never)) as unknown as Answer;
  return (shell.data as { toast: unknown }).toast;
}

beforeAll(async () => {
  await seedDatabase(db(), { onlyIfEmpty: false });
  await createAccount("fleet@example.com", { admin: true });
  session = await signIn("fleet@example.com");
  const [first] = await db().select().from(aircraft).where(eq(aircraft.websiteListing, true));
  if (!first) throw new Error("The seed has no listed aircraft");
  target = first;
});

describe("the aircraft details form", () => {
  it("refuses invalid fields with a message beside each, keeps the values and says it failed", async () => {
    const answer = await post([
      ["intent", "update"],
      ["id", target.id],
      ["make", ""],
      ["model", "Kept model"],
      ["year", "19999"],
      ["engines[0].label", ""],
      ["engines[0].value", "2 × turbofan"],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      result: {
        status: "error",
        initialValue: { model: "Kept model", engines: [{ value: "2 × turbofan" }] },
        error: {
          make: ["Make is required"],
          year: ["At most 2100"],
          "engines[0].label": ["Enter a label"],
        },
      },
    });
    expect(await toastAfter(answer.headers)).toMatchObject({
      type: "error",
      description: "Failed to update aircraft",
    });
    const [stored] = await db().select().from(aircraft).where(eq(aircraft.id, target.id));
    expect(stored?.make).toBe(target.make);
  });

  it("saves every tab, an unticked box as false, and keeps the pictures and listing it does not edit", async () => {
    const answer = await post([
      ["intent", "update"],
      ["id", target.id],
      ["make", target.make],
      ["model", target.model],
      ["category", target.category],
      ["status", "under-contract"],
      ["specifications.general[0].label", "Crew"],
      ["specifications.general[0].value", "2"],
      ["avionics[0].label", "Flight deck"],
    ]);
    expect(answer).toMatchObject({ status: 200, data: { ok: true, id: target.id } });
    expect(await toastAfter(answer.headers)).toMatchObject({
      type: "success",
      description: "Aircraft updated successfully",
    });
    const [stored] = await db().select().from(aircraft).where(eq(aircraft.id, target.id));
    expect(stored).toMatchObject({
      status: "under-contract",
      // Listing has its own action, which checks completeness; a save leaves it as it was.
      websiteListing: true,
      featured: false,
      priceOnRequest: false,
      avionics: [{ label: "Flight deck", value: "" }],
    });
    expect(stored?.specifications.general).toEqual([{ label: "Crew", value: "2" }]);
  });
});
