import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { articleGenerationJobs, articles } from "~/db/schema";
import { findArticleById } from "~/models/article.server";
import {
  claimGenerationJob,
  findGenerationJob,
  requestGenerationCancel,
} from "~/models/article-generation-job.server";
import * as imageRoute from "~/routes/api/generate-article-image";
import * as bulkRoute from "~/routes/api/generate-bulk-articles";
import * as screenshotRoute from "~/routes/api/parse-aircraft-screenshot";
import { processGenerationJob } from "~/services/generation/generation.server";
import { startArticleGenerationWorker } from "~/workers/article-generation.server";
import { type AppHandler, createAppHandler, loadAppRoutes } from "../support/app-handler";
import { insertSeedCategories } from "../support/article-categories";
import { createAccount, origin, signedInFormPost, signIn } from "../support/auth-session";
import {
  FAKE_PNG,
  type FakeOpenAI,
  startFakeOpenAI,
  useOpenAIEnvironment,
} from "../support/fake-openai";
import { callJsonRoute as call, jsonRequest } from "../support/route-call";
import { temporaryUploads } from "../support/uploads";

let cookie: string;
let fake: FakeOpenAI;
const uploads = temporaryUploads();

/** Asks for a bulk generation job as the admin's form does. */
const queueBulk = (body: unknown) =>
  call(bulkRoute.action, send("POST", "/api/generate-bulk-articles", body));

const send = (method: string, url: string, body?: unknown) =>
  jsonRequest(method, url, body, { Cookie: cookie });

function upload(name: string, bytes: Uint8Array<ArrayBuffer>, type: string) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  return new Request(`${origin()}/api/parse-aircraft-screenshot`, {
    method: "POST",
    headers: { Origin: origin(), Cookie: cookie },
    body: form,
  });
}

const LOCK_MS = 60_000;

let app: AppHandler;

/** A job's progress as the admin's page polls it. */
const jobStatus = (jobId: string) =>
  call(bulkRoute.loader, send("GET", `/api/generate-bulk-articles?jobId=${jobId}`));

/** Claims the oldest waiting job, as a worker's poll does. */
async function claimNextJob() {
  const job = await claimGenerationJob(LOCK_MS);
  if (!job) throw new Error("No job to claim");
  return job;
}

/** Waits until the fake model has received its first request. */
async function modelCalled() {
  while (fake.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Works the oldest waiting job to its end, as the background worker would. */
async function workNextJob() {
  const job = await claimNextJob();
  await processGenerationJob(job, { lockMs: LOCK_MS, shouldStop: () => false });
  return findGenerationJob(job.id);
}

/** "Retry failed topics" on a job's page, posted as the browser posts it. */
const retryOnJobPage = (jobId: string) =>
  app(signedInFormPost(cookie, `/admin/articles/generation/${jobId}`, {}));

beforeAll(async () => {
  app = await createAppHandler(await loadAppRoutes());
  fake = await startFakeOpenAI();
  await insertSeedCategories();
  await createAccount("writer@example.test", { admin: true });
  cookie = await signIn("writer@example.test");
});

afterAll(async () => {
  useOpenAIEnvironment({});
  await fake.close();
});

describe("without an API key", () => {
  beforeAll(() => useOpenAIEnvironment({}));

  it("answers 503 with its message and queues nothing", async () => {
    const bulk = await queueBulk({
      topics: "Jet cards",
      count: 1,
      category: "aviation",
      author: "Editorial Team",
    });
    expect(bulk.status).toBe(503);
    expect(bulk.body.error).toBe("OpenAI API key is not configured.");
    expect(await claimGenerationJob(LOCK_MS)).toBeNull();

    const image = await call(
      imageRoute.action,
      send("POST", "/api/generate-article-image", { title: "A title" }),
    );
    expect(image.status).toBe(503);
    expect(image.body.error).toBe("OpenAI API key is not configured.");

    const screenshot = await call(
      screenshotRoute.action,
      upload("listing.png", new Uint8Array(FAKE_PNG), "image/png"),
    );
    expect(screenshot.status).toBe(503);
    expect(fake.calls).toHaveLength(0);
  });
});

describe("with the fake OpenAI server", () => {
  beforeAll(() => useOpenAIEnvironment({ apiKey: "test-key", baseURL: fake.baseURL }));
  beforeEach(() => fake.reset());

  it("needs an admin", async () => {
    const request = new Request(`${origin()}/api/generate-bulk-articles`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin() },
      body: JSON.stringify({ topics: "x", category: "aviation", author: "A" }),
    });
    expect((await call(bulkRoute.action, request)).status).toBe(401);
  });

  it("explains invalid requests with their messages", async () => {
    const cases = [
      [{ topics: "  \n ", category: "aviation", author: "A" }, "Please enter at least one topic."],
      [
        { csvData: [], category: "aviation", author: "A" },
        "Please upload a CSV file with article data.",
      ],
      [
        { topics: "x", category: "aviation", author: "" },
        "Please provide author and category information.",
      ],
    ] as const;
    for (const [body, message] of cases) {
      const result = await queueBulk(body);
      expect(result.status).toBe(400);
      expect(result.body.issues.map((issue: { message: string }) => issue.message)).toContain(
        message,
      );
    }
    const unknown = await queueBulk({ topics: "x", category: "nope", author: "A" });
    expect(unknown.status).toBe(400);
  });

  it("writes count articles over the topics as drafts, with real progress", async () => {
    const queued = await queueBulk({
      topics: "Jet cards\nEmpty legs",
      count: 3,
      category: "aviation",
      author: "Editorial Team",
      generateImages: false,
    });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ status: "queued", total: 3, processed: 0, progress: 0 });
    expect(queued.body.pending).toEqual(["Jet cards", "Empty legs", "Jet cards"]);

    const job = await workNextJob();
    expect(job?.status).toBe("completed");
    const status = await jobStatus(queued.body.id);
    expect(status.body).toMatchObject({ status: "completed", progress: 100, count: 3, failed: 0 });
    expect(status.body.articles.map((a: { title: string }) => a.title)).toEqual([
      "Generated: Jet cards",
      "Generated: Empty legs",
      "Generated: Jet cards",
    ]);
    const [first, , third] = status.body.articles;
    expect(third.slug).toBe(`${first.slug}-2`);

    const stored = await findArticleById(first.id, { scope: "any" });
    expect(stored).toMatchObject({
      status: "draft",
      publishedAt: null,
      category: "aviation",
      categoryName: "Aviation",
      author: "Editorial Team",
      image: null,
    });
    expect(stored?.content).toContain("<h2>Frequently Asked Questions</h2>");
    expect(stored?.content).not.toContain("<script");

    // The third article revisits the first topic from a new angle; the prompt carries the rules.
    const prompts = fake.calls.map((c) => JSON.stringify(c.body.messages));
    expect(prompts[2]).toContain("article 2 on this topic");
    expect(prompts[0]).toContain("at most 1200 words");
    expect(fake.calls[0]?.body.response_format).toEqual({ type: "json_object" });
  });

  it("writes one article per CSV row and reports the rows that failed", async () => {
    fake.replyWith({ text: "this is not JSON" });
    const queued = await queueBulk({
      csvData: [
        { keyword: "jet card", title: "Are Jet Cards Worth It?" },
        { keyword: "g650", title: "The G650 at Ten" },
      ],
      category: "business",
      author: "Jane Doe",
    });
    expect(queued.status).toBe(202);
    const job = await workNextJob();
    expect(job).toMatchObject({ status: "completed", processed: 2 });
    expect(job?.failures).toEqual([
      {
        topic: { keyword: "jet card", title: "Are Jet Cards Worth It?" },
        title: "Are Jet Cards Worth It?",
        reason: "The AI did not return JSON",
      },
    ]);
    expect(job?.articles.map((article) => article.title)).toEqual(["Generated: The G650 at Ten"]);
    const status = await jobStatus(queued.body.id);
    expect(status.body).toMatchObject({
      count: 1,
      failed: 1,
      failedTitles: ["Are Jet Cards Worth It?"],
      failures: [{ title: "Are Jet Cards Worth It?", reason: "The AI did not return JSON" }],
    });
    expect(JSON.stringify(fake.calls[1]?.body.messages)).toContain('Target keyword: \\"g650\\"');
  });

  it("adds generated images, and keeps the article when the image fails", async () => {
    await queueBulk({
      topics: "Winter sun",
      count: 1,
      category: "lifestyle",
      author: "Editorial Team",
      generateImages: true,
    });
    const job = await workNextJob();
    const article = await findArticleById(job?.articles[0]?.id ?? "", { scope: "any" });
    // The generated picture is processed like an upload: pages get WebP, the PNG stays aside.
    expect(article?.image).toMatch(/^\/uploads\/media\/.+\/w1\.webp$/);
    expect(article?.imageAlt).toBe("Illustration for “Generated: Winter sun”");
    const folder = path.dirname(uploads.fileOf(article?.image ?? ""));
    expect(fs.readFileSync(path.join(folder, "original.png"))).toEqual(FAKE_PNG);

    fake.failImages(400);
    await queueBulk({
      topics: "Alpine strips",
      count: 1,
      category: "lifestyle",
      author: "Editorial Team",
      generateImages: true,
    });
    const second = await workNextJob();
    expect(second).toMatchObject({ status: "completed", failures: [] });
    const keptId = second?.articles[0]?.id ?? "";
    expect(second?.articles[0]?.imageError).toBe("The AI service answered 400");
    const kept = await findArticleById(keptId, { scope: "any" });
    expect(kept?.image).toBeNull();
    const status = await jobStatus(second?.id ?? "");
    expect(status.body).toMatchObject({ count: 1, failed: 0, imageFailures: 1 });

    // "Generate image" on that article draws it again and the job stops reporting the failure.
    fake.failImages(200);
    const redrawn = await call(
      imageRoute.action,
      send("POST", "/api/generate-article-image", { title: "Alpine strips", articleId: keptId }),
    );
    expect(redrawn.status).toBe(201);
    expect((await findArticleById(keptId, { scope: "any" }))?.image).toBe(redrawn.body.url);
    const after = await findGenerationJob(second?.id ?? "");
    expect(after?.articles[0]).toEqual({
      id: keptId,
      title: second?.articles[0]?.title,
      slug: second?.articles[0]?.slug,
    });
  });

  it("cancels a queued job at once, and aborts a running one's article, keeping nothing of it", async () => {
    const queued = await queueBulk({
      topics: "One",
      count: 2,
      category: "aviation",
      author: "A",
    });
    const cancelled = await call(
      bulkRoute.action,
      send("DELETE", `/api/generate-bulk-articles?jobId=${queued.body.id}`),
    );
    expect(cancelled.body).toMatchObject({ status: "cancelled", processed: 0 });
    expect(await claimGenerationJob(LOCK_MS)).toBeNull();

    const articlesBefore = await db().$count(articles);
    await queueBulk({
      topics: "Two",
      count: 3,
      category: "aviation",
      author: "A",
    });
    const job = await claimNextJob();
    // The model takes far longer than the test waits: only an aborted call ends the job early.
    fake.slowChat(30_000);
    const working = processGenerationJob(job, {
      lockMs: LOCK_MS,
      shouldStop: () => false,
      cancelPollMs: 20,
    });
    await modelCalled();
    await requestGenerationCancel(job.id);
    await working;
    const finished = await findGenerationJob(job.id);
    expect(finished).toMatchObject({
      status: "cancelled",
      processed: 0,
      articles: [],
      failures: [],
    });
    expect(fake.calls).toHaveLength(1);
    expect(await db().$count(articles)).toBe(articlesBefore);
  });

  it("queues the failed topics of a finished job again, once it has finished", async () => {
    fake.replyWith({ status: 400 });
    const queued = await queueBulk({
      topics: "Retry me\nFine",
      count: 2,
      category: "aviation",
      author: "A",
    });
    const job = await workNextJob();
    expect(job?.failures).toEqual([
      {
        topic: { topic: "Retry me", angle: 1 },
        title: "Retry me",
        reason: "The AI service answered 400",
      },
    ]);

    const page = await app(
      new Request(`${origin()}/admin/articles/generation/${queued.body.id}`, {
        headers: { Cookie: cookie },
      }),
    );
    const html = await page.text();
    expect(html).toContain("Retry me");
    expect(html).toContain("The AI service answered 400");
    expect(html).toContain("Generated: Fine");

    const retry = await retryOnJobPage(queued.body.id);
    expect(retry.status).toBe(302);
    const retryId = retry.headers.get("Location")?.split("/").at(-1) ?? "";
    const retried = await workNextJob();
    expect(retried).toMatchObject({ id: retryId, status: "completed", total: 1, failures: [] });
    expect(retried?.articles.map((article) => article.title)).toEqual(["Generated: Retry me"]);

    // A job with nothing left to retry refuses, and says why.
    const refused = await retryOnJobPage(retryId);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This job has no failed topics.");
  });

  it("stops a worker whose job was taken over after its claim ran out, writing nothing twice", async () => {
    await queueBulk({
      topics: "Stalled",
      count: 2,
      category: "aviation",
      author: "A",
    });
    const job = await claimNextJob();
    const draftsBefore = await db().$count(articles);
    fake.slowChat(300);
    const stalled = processGenerationJob(job, { lockMs: LOCK_MS, shouldStop: () => false });
    await modelCalled();
    // While the model answers, the claim runs out and another instance's worker takes the job.
    await db()
      .update(articleGenerationJobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(articleGenerationJobs.id, job.id));
    const takenOver = await claimGenerationJob(LOCK_MS);
    expect(takenOver?.id).toBe(job.id);
    await stalled;
    // The stalled worker stored no article and recorded no progress; the job is the other's.
    expect(await db().$count(articles)).toBe(draftsBefore);
    expect(await findGenerationJob(job.id)).toMatchObject({ status: "running", processed: 0 });
    if (!takenOver) throw new Error("not taken over");
    fake.slowChat(0);
    await processGenerationJob(takenOver, { lockMs: LOCK_MS, shouldStop: () => false });
    expect(await findGenerationJob(job.id)).toMatchObject({ status: "completed", processed: 2 });
    expect(await db().$count(articles)).toBe(draftsBefore + 2);
  });

  it("resumes a job where a stopped worker left it", async () => {
    await queueBulk({
      topics: "Resume",
      count: 2,
      category: "aviation",
      author: "A",
    });
    const job = await claimNextJob();
    let articlesWritten = 0;
    await processGenerationJob(job, {
      lockMs: LOCK_MS,
      shouldStop: () => articlesWritten++ >= 1,
    });
    expect(await findGenerationJob(job.id)).toMatchObject({ status: "running", processed: 1 });
    const resumed = await workNextJob();
    expect(resumed).toMatchObject({ id: job.id, status: "completed", processed: 2 });
  });

  it("runs queued jobs in the background worker", async () => {
    const worker = startArticleGenerationWorker({ pollIntervalMs: 50, lockMs: LOCK_MS });
    try {
      const queued = await queueBulk({
        topics: "Background",
        count: 1,
        category: "aviation",
        author: "A",
      });
      const deadline = Date.now() + 10_000;
      let job = await findGenerationJob(queued.body.id);
      while (job?.status !== "completed" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = await findGenerationJob(queued.body.id);
      }
      expect(job?.status).toBe("completed");
    } finally {
      await worker.stop();
    }
  });

  it("generates an image for an article on request", async () => {
    const [target] = await db().select({ id: articles.id }).from(articles).limit(1);
    const result = await call(
      imageRoute.action,
      send("POST", "/api/generate-article-image", { title: "Winter sun", articleId: target?.id }),
    );
    expect(result.status).toBe(201);
    expect(result.body.url).toMatch(/^\/uploads\/media\/.+\/w1\.webp$/);
    expect(await findArticleById(target?.id ?? "", { scope: "any" })).toMatchObject({
      image: result.body.url,
      imageAlt: "Illustration for “Winter sun”",
    });
  });

  it("parses a listing screenshot into review fields", async () => {
    fake.replyWith({
      json: {
        reg_number: "VH-LJX",
        make: "Gulfstream",
        model: "G-IV SP",
        year: "1999",
        ttaf: "9,842.64 hrs",
        landings: 4915,
        asking_price: "Inquire",
        dom: null,
        base_ap: "YPPH",
        location: "Perth, AU",
        extra: "ignored",
      },
    });
    const result = await call(
      screenshotRoute.action,
      upload("Listing Shot.PNG", new Uint8Array(FAKE_PNG), "image/png"),
    );
    expect(result.status).toBe(200);
    expect(result.body.parsedData).toEqual({
      reg_number: "VH-LJX",
      make: "Gulfstream",
      model: "G-IV SP",
      year: 1999,
      ttaf: 9842.6,
      landings: 4915,
      asking_price: "Inquire",
      dom: null,
      base_ap: "YPPH",
      location: "Perth, AU",
    });
    expect(result.body.imageUrl).toMatch(
      /^\/uploads\/aircraft-screenshots\/\d+-listing-shot\.png$/,
    );
    const content = JSON.stringify(fake.calls[0]?.body.messages);
    expect(content).toContain("data:image/png;base64,");
  });

  it("sends PDFs as files, rejects other types and reports unusable answers", async () => {
    fake.replyWith({ json: { make: "Embraer" } });
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF");
    const parsed = await call(screenshotRoute.action, upload("sheet.pdf", pdf, "application/pdf"));
    expect(parsed.status).toBe(200);
    expect(parsed.body.parsedData.make).toBe("Embraer");
    expect(JSON.stringify(fake.calls[0]?.body.messages)).toContain("data:application/pdf;base64,");

    const text = await call(
      screenshotRoute.action,
      upload("notes.png", new TextEncoder().encode("not an image"), "image/png"),
    );
    expect(text.status).toBe(415);

    fake.replyWith({ text: "I cannot read this" });
    const garbage = await call(
      screenshotRoute.action,
      upload("listing.png", new Uint8Array(FAKE_PNG), "image/png"),
    );
    expect(garbage.status).toBe(502);
    expect(garbage.body.error).toBe("Failed to upload or parse screenshot");
  });
});
