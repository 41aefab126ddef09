import type OpenAI from "openai";
import type { ChatCompletionContentPart } from "openai/resources/chat/completions";
import { z } from "zod";
import type { ParsedScreenshot } from "~/schemas/aircraft";
import { env } from "./env.server";
import { sniffFileType } from "./storage.server";

/**
 * The one door to the AI service (decisions: AI): the official `openai` SDK against any
 * OpenAI-compatible endpoint (OPENAI_BASE_URL), with every answer validated before use.
 */

export const AI_NOT_CONFIGURED = "OpenAI API key is not configured.";

/** Thrown when no API key is configured. */
export class AiNotConfiguredError extends Error {
  constructor() {
    super(AI_NOT_CONFIGURED);
  }
}

/** The AI answered, but not with something usable. */
export class AiResponseError extends Error {}

/** The SDK, once a call to the model has loaded it (the server starts without it). */
let sdk: typeof import("openai") | undefined;

/**
 * For an error the AI service's SDK raised: the HTTP status it answered with (undefined when it
 * could not be reached). Null for any other error.
 */
export function aiServiceFailure(error: unknown): { status: number | undefined } | null {
  if (!sdk || !(error instanceof sdk.APIError)) return null;
  return { status: error.status };
}

export function isAiConfigured(): boolean {
  return Boolean(env().OPENAI_API_KEY);
}

async function client(): Promise<OpenAI> {
  const config = env();
  if (!config.OPENAI_API_KEY) throw new AiNotConfiguredError();
  sdk ??= await import("openai");
  return new sdk.OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeout: 120_000,
    maxRetries: 2,
  });
}

/** The JSON object the model was asked for, validated with `schema`. */
async function chatJson<Schema extends z.ZodType>(
  schema: Schema,
  messages: OpenAI.Chat.ChatCompletionMessageParam[],
  { maxTokens, signal }: { maxTokens: number; signal?: AbortSignal },
): Promise<z.output<Schema>> {
  const completion = await (await client()).chat.completions.create(
    {
      model: env().OPENAI_MODEL,
      messages,
      response_format: { type: "json_object" },
      max_tokens: maxTokens,
    },
    { signal },
  );
  const text = completion.choices[0]?.message?.content;
  if (!text) throw new AiResponseError("The AI returned no content");
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^```(?:json)?\s*|\s*```$/g, ""));
  } catch {
    throw new AiResponseError("The AI did not return JSON");
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new AiResponseError("The AI returned an unexpected shape");
  return result.data;
}

// ---------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------

/** The rules every generated article follows. */
export const ARTICLE_MAX_WORDS = 1200;

const GeneratedArticleSchema = z.object({
  title: z.string().trim().min(1).max(200),
  excerpt: z
    .string()
    .trim()
    .min(1)
    .transform((value) => value.slice(0, 1000)),
  content: z.string().trim().min(1).max(200_000),
});

export type ArticleBrief =
  | { kind: "topic"; topic: string; angle?: number }
  | { kind: "keyword"; keyword: string; title: string };

const ARTICLE_SYSTEM_PROMPT = [
  "You write journal articles for Aurum Aviation, a discreet private-jet brokerage (aircraft sales, acquisition, charter and advisory) for buyers, family offices and charter clients.",
  "Voice: expert, calm, understated luxury; British-neutral English; no hype, no emojis.",
  `Length: at most ${ARTICLE_MAX_WORDS} words.`,
  "Structure: the body is HTML using only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <blockquote>, <strong>, <em> and <a>. No <h1>, no inline styles, no scripts.",
  "Every section heading is specific and unique; never use generic headings such as Introduction or Conclusion.",
  "End with an <h2>Frequently Asked Questions</h2> section of three to five questions, each an <h3> followed by a <p> answer.",
  'Include one soft call to action that links to the homepage (<a href="/">) or the contact page (<a href="/contact">).',
  'Answer with one JSON object: {"title": string, "excerpt": string (one or two sentences, under 300 characters), "content": string (the HTML body)}.',
].join("\n");

function articleRequest(brief: ArticleBrief, category: string) {
  if (brief.kind === "keyword") {
    return `Write the article titled "${brief.title}" for the ${category} category. Target keyword: "${brief.keyword}" (use it naturally in the title, the first paragraph and one heading). Keep the title as given unless it is unclear.`;
  }
  const angle =
    brief.angle && brief.angle > 1
      ? ` This is article ${brief.angle} on this topic: choose a distinctly different angle and title from the earlier ones.`
      : "";
  return `Write an article for the ${category} category about: ${brief.topic}.${angle}`;
}

/** One article written from a topic or a CSV keyword/title row. */
export function generateArticle(
  brief: ArticleBrief,
  { category, signal }: { category: string; signal?: AbortSignal },
) {
  return chatJson(
    GeneratedArticleSchema,
    [
      { role: "system", content: ARTICLE_SYSTEM_PROMPT },
      { role: "user", content: articleRequest(brief, category) },
    ],
    { maxTokens: 4000, signal },
  );
}

/**
 * A picture for an article: the image model's first result as bytes of a real image file.
 * Models that answer with a URL instead of inline data are fetched once, size-limited.
 */
export async function generateArticleImage({
  title,
  excerpt,
  signal,
}: {
  title: string;
  excerpt?: string;
  /** Aborts the model call and the download (a shutting-down worker). */
  signal?: AbortSignal;
}): Promise<{ bytes: Uint8Array; mime: string; extension: string }> {
  const prompt = [
    `An editorial photograph for a luxury private aviation journal article titled "${title}".`,
    excerpt ? `The article: ${excerpt}` : "",
    "Cinematic natural light, refined and understated, deep navy and warm gold tones, no text, no logos, no people's faces in close-up.",
  ]
    .filter(Boolean)
    .join(" ");
  const result = await (await client()).images.generate(
    { model: env().OPENAI_IMAGE_MODEL, prompt, n: 1, size: "1536x1024" },
    { signal },
  );
  const first = result.data?.[0];
  let bytes: Uint8Array | null = null;
  if (first?.b64_json) {
    bytes = new Uint8Array(Buffer.from(first.b64_json, "base64"));
  } else if (first?.url) {
    const timeout = AbortSignal.timeout(60_000);
    const response = await fetch(first.url, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) throw new AiResponseError("The generated image could not be downloaded");
    const buffer = await response.arrayBuffer();
    if (buffer.byteLength > 20 * 1024 * 1024) throw new AiResponseError("The image is too large");
    bytes = new Uint8Array(buffer);
  }
  if (!bytes) throw new AiResponseError("The AI returned no image");
  const sniffed = sniffFileType(bytes);
  if (!sniffed?.mime.startsWith("image/")) {
    throw new AiResponseError("The AI returned something that is not an image");
  }
  return { bytes, mime: sniffed.mime, extension: sniffed.extension };
}

// ---------------------------------------------------------------------------------------------
// Aircraft screenshots
// ---------------------------------------------------------------------------------------------

const SCREENSHOT_PROMPT = [
  "You read screenshots and PDF sheets of aircraft sale listings and extract the listing's facts.",
  'Answer with one JSON object with exactly these keys: "reg_number", "make", "model", "year", "ttaf", "landings", "asking_price", "dom", "base_ap", "location".',
  "reg_number: the registration mark (e.g. VH-LJX, N518GX). make: manufacturer (e.g. Gulfstream). model: the model (e.g. G-IV SP).",
  "year: year of manufacture (integer). ttaf: total time airframe in hours (number, one decimal at most). landings: total landings/cycles (integer).",
  "asking_price: the price exactly as shown, with currency (string). dom: days on market (integer). base_ap: base airport code (ICAO or IATA). location: city and country.",
  "Use null for anything the image does not show. Never guess.",
].join("\n");

/** Numbers the model may send as strings ("4,215.8 hrs") become numbers, or null. */
function toNumber(value: unknown, integer: boolean) {
  if (value === null || value === undefined || value === "") return null;
  const parsed = typeof value === "number" ? value : Number(String(value).replace(/[^0-9.-]/g, ""));
  if (!Number.isFinite(parsed)) return null;
  return integer ? Math.round(parsed) : Math.round(parsed * 10) / 10;
}

const LooseScreenshotSchema = z
  .record(z.string(), z.unknown())
  .transform((raw): ParsedScreenshot => {
    const text = (value: unknown) =>
      typeof value === "string" && value.trim() ? value.trim().slice(0, 200) : null;
    return {
      reg_number: text(raw.reg_number),
      make: text(raw.make),
      model: text(raw.model),
      year: toNumber(raw.year, true),
      ttaf: toNumber(raw.ttaf, false),
      landings: toNumber(raw.landings, true),
      asking_price:
        text(raw.asking_price) ??
        (typeof raw.asking_price === "number" ? String(raw.asking_price) : null),
      dom: toNumber(raw.dom, true),
      base_ap: text(raw.base_ap),
      location: text(raw.location),
    };
  });

/** The listing facts of a screenshot (PNG/JPEG) or PDF sheet. */
export function parseAircraftScreenshot({
  bytes,
  mime,
  fileName,
}: {
  bytes: Uint8Array;
  mime: string;
  fileName: string;
}): Promise<ParsedScreenshot> {
  const data = `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;
  const attachment: ChatCompletionContentPart =
    mime === "application/pdf"
      ? { type: "file", file: { filename: fileName, file_data: data } }
      : { type: "image_url", image_url: { url: data, detail: "high" } };
  return chatJson(
    LooseScreenshotSchema,
    [
      { role: "system", content: SCREENSHOT_PROMPT },
      {
        role: "user",
        content: [{ type: "text", text: "Extract the listing facts from this file." }, attachment],
      },
    ],
    { maxTokens: 800 },
  );
}
