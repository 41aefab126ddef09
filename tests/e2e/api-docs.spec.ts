import { Validator } from "@seriousme/openapi-schema-validator";
import { expect, test } from "./support/fixtures";

test.describe("API description", () => {
  test("/api/openapi.json is a valid OpenAPI 3.1 document of the served API", async ({
    request,
  }) => {
    const answer = await request.get("/api/openapi.json");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toContain("application/json");
    const document = await answer.json();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe("3.1");
    // Built from the production route table: the endpoints and their admin marks are there.
    expect(document.paths["/api/articles"].post["x-auth"]).toBe("admin");
    expect(document.paths["/api/aircraft/{id}/specification"].put.security).toEqual([
      { session: [] },
    ]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(20);
  });

  test("/api/docs renders every operation under the site's CSP without console errors", async ({
    page,
    request,
  }) => {
    // Swagger UI renders every operation on the main thread: slow on a busy machine.
    test.setTimeout(120_000);
    const document = await (await request.get("/api/openapi.json")).json();
    const operations = Object.values(document.paths as Record<string, object>).reduce(
      (count, item) => count + Object.keys(item).length,
      0,
    );
    const answer = await page.goto("/api/docs");
    expect(answer?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await expect(page.getByRole("heading", { name: /Aurum Aviation API/ })).toBeVisible();
    await expect(page.locator(".opblock")).toHaveCount(operations);
    // An admin operation opens to its description and its lock.
    const create = page.locator("#operations-articles-postArticles");
    await create.locator(".opblock-summary-control").click();
    await expect(create.getByText("Admin only: requires the session of an admin.")).toBeVisible();
  });
});
