import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { articleCategories, articles } from "~/db/schema";

describe("database", () => {
  it("stores and reads an article with its category", async () => {
    await db().insert(articleCategories).values({ slug: "aviation", name: "Aviation" });
    const [created] = await db()
      .insert(articles)
      .values({ title: "T", slug: "t", category: "aviation", categoryName: "Aviation" })
      .returning();
    expect(created?.status).toBe("draft");
    const [read] = await db().select().from(articles).where(eq(articles.slug, "t"));
    expect(read?.createdAt).toBeInstanceOf(Date);
  });

  it("rejects a second article with the same slug", async () => {
    await db()
      .insert(articleCategories)
      .values({ slug: "business", name: "Business" })
      .onConflictDoNothing();
    const values = { title: "A", slug: "dup", category: "business", categoryName: "Business" };
    await db().insert(articles).values(values);
    await expect(db().insert(articles).values(values)).rejects.toThrow();
  });
});
