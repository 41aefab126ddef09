import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { useState } from "react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { META_DESCRIPTION_ADVISED, META_TITLE_ADVISED } from "~/schemas/article";
import { cn } from "~/utils/cn";
import { ArticleImageField } from "./article-image-field";

/**
 * Characters typed against what search results show. Longer text is allowed (only the
 * schema's maximum refuses a save): past the advised length the count turns to a warning.
 */
function LengthCount({ id, length, advised }: { id: string; length: number; advised: number }) {
  const over = length > advised;
  return (
    <p
      id={id}
      data-over={over}
      className={cn(
        "text-xs tabular-nums",
        over ? "font-medium text-amber-800" : "text-muted-foreground",
      )}
    >
      {length} / {advised}
      {over ? " — search results may cut it short" : null}
    </p>
  );
}

function describedBy(field: FieldMetadata<string | null>, ...ids: string[]) {
  return [...ids, ...(field.errors ? [field.errorId] : [])].join(" ");
}

/**
 * The "Search & social" section of the article form: meta title, meta description and the
 * image of shared links. Each left empty takes the title, the excerpt or the cover, which the
 * empty fields show as their placeholder. Collapsed unless something is set or wrong in it.
 */
export function SearchSocialFields({
  id,
  metaTitle,
  metaDescription,
  socialImage,
  title,
  excerpt,
  defaultSocialImage,
  onImageChanged,
}: {
  id: string;
  metaTitle: FieldMetadata<string | null>;
  metaDescription: FieldMetadata<string | null>;
  socialImage: FieldMetadata<string | null>;
  /** The title and excerpt as typed now: what the empty fields fall back to. */
  title: string;
  excerpt: string;
  defaultSocialImage: string | null | undefined;
  onImageChanged: () => void;
}) {
  const [ownImage, setOwnImage] = useState(Boolean(defaultSocialImage));
  const hasErrors = Boolean(metaTitle.errors || metaDescription.errors || socialImage.errors);
  const hasValues = Boolean(metaTitle.initialValue || metaDescription.initialValue || ownImage);
  const titleText = metaTitle.value ?? "";
  const descriptionText = metaDescription.value ?? "";
  const source = `${id}-social-image-source`;

  return (
    <details
      open={hasValues || hasErrors}
      className="group rounded-md border border-ink-900/10"
      data-testid="search-social"
    >
      <summary className="cursor-pointer rounded-md px-4 py-3 text-sm font-medium text-ink-800 hover:bg-ivory-100 focus-visible:outline-2 focus-visible:outline-gold-600">
        Search &amp; social
        <span className="ml-2 font-normal text-muted-foreground">
          How search results and shared links show the article
        </span>
      </summary>
      <div className="flex flex-col gap-6 border-t border-ink-900/10 p-4">
        <Field id={metaTitle.id} label="Meta title" error={metaTitle.errors}>
          <Input
            {...getInputProps(metaTitle, { type: "text" })}
            key={metaTitle.key}
            placeholder={title}
            aria-describedby={describedBy(
              metaTitle,
              `${metaTitle.id}-hint`,
              `${metaTitle.id}-count`,
            )}
          />
          <LengthCount
            id={`${metaTitle.id}-count`}
            length={titleText.length}
            advised={META_TITLE_ADVISED}
          />
          <p id={`${metaTitle.id}-hint`} className="text-xs text-muted-foreground">
            The whole page title in search results and shared links. Empty: the article title,
            followed by the site's name.
          </p>
        </Field>
        <Field id={metaDescription.id} label="Meta description" error={metaDescription.errors}>
          <Textarea
            {...getTextareaProps(metaDescription)}
            key={metaDescription.key}
            rows={3}
            placeholder={excerpt}
            aria-describedby={describedBy(
              metaDescription,
              `${metaDescription.id}-hint`,
              `${metaDescription.id}-count`,
            )}
          />
          <LengthCount
            id={`${metaDescription.id}-count`}
            length={descriptionText.length}
            advised={META_DESCRIPTION_ADVISED}
          />
          <p id={`${metaDescription.id}-hint`} className="text-xs text-muted-foreground">
            The text under the title in search results and shared links. Empty: the excerpt.
          </p>
        </Field>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1.5 text-sm font-medium text-ink-800">Social image</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={source}
                value="cover"
                checked={!ownImage}
                onChange={() => setOwnImage(false)}
              />
              Use the cover image
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={source}
                value="own"
                checked={ownImage}
                onChange={() => setOwnImage(true)}
              />
              Use another image
            </label>
          </div>
          {ownImage ? (
            <>
              <ArticleImageField
                id={`${id}-social-image`}
                name={socialImage.name}
                defaultValue={defaultSocialImage}
                error={socialImage.errors?.[0]}
                uploadLabel="Upload a social image"
                onUploaded={onImageChanged}
              />
              <p className="text-xs text-muted-foreground">
                Shown when the article is shared; until one is uploaded, the cover is. Networks show
                it at 1.91:1, about 1,200 × 630 pixels.
              </p>
            </>
          ) : (
            <input type="hidden" name={socialImage.name} value="" />
          )}
          {socialImage.errors ? (
            <p id={socialImage.errorId} className="text-sm text-destructive">
              {socialImage.errors[0]}
            </p>
          ) : null}
        </fieldset>
      </div>
    </details>
  );
}
