import { z } from "zod";
import { text } from "./primitives";

/** Images per page of the media library, on its page and in the editor's picker. */
export const MEDIA_PAGE_SIZE = 24;
const MAX_PAGE = 100_000;

/**
 * "Remove unused files" keeps what was stored this recently: an image uploaded into an article
 * is unused until the article is saved, and an upload writes its files before its record.
 */
export const UNUSED_GRACE_HOURS = 24;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * `GET /api/media?q=&unused=&page=&pageSize=`: `q` matches an image's file name, alt text or
 * address; `unused=true` keeps the images nothing shows.
 */
export const MediaListQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, text().trim().max(200).optional()),
  unused: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(100).default(MEDIA_PAGE_SIZE),
  ),
});
export type MediaListQuery = z.output<typeof MediaListQuerySchema>;

/**
 * The media library page's address (`?q=&unused=1&page=`): a value that does not parse is
 * read as its default, as a hand-edited address should be.
 */
export const MediaPageQuerySchema = z.object({
  q: text().trim().max(200).catch(""),
  unused: z
    .literal("1")
    .optional()
    .catch(undefined)
    .transform((value) => value === "1"),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});

/** How an image came into the library, as far as the records tell. */
export const mediaKindLabels = {
  upload: "Upload",
  generated: "AI generated",
  aircraft: "Aircraft photo",
  artwork: "Site artwork",
  unknown: "Unknown origin",
} as const;
export type MediaKind = keyof typeof mediaKindLabels;

/** An image of the media library, as each of its lists shows it. */
export type MediaImage = {
  id: string;
  /** The address pages store: the widest variant. */
  src: string;
  width: number | null;
  height: number | null;
  /** The smallest variant, for thumbnails. */
  thumbnail: { url: string; width: number; height: number };
  /** The uploaded file's name, or the artwork's file name; null when unknown. */
  name: string | null;
  kind: MediaKind;
  /** The alt text the image is already shown with somewhere, if any. */
  alt: string | null;
};

/** One image of `GET /api/media`. */
export type MediaListItem = MediaImage & {
  createdAt: string;
  /** How many places show it. */
  usedBy: number;
};

export type MediaListAnswer = {
  items: MediaListItem[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
};
