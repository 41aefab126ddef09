import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { ArticleSchema } from "~/schemas/article";
import { slugify } from "~/utils/slug";
import { ArticleImageField } from "./article-image-field";

export type ArticleFormValues = {
  title: string;
  slug: string;
  author: string;
  category: string;
  image: string | null;
  excerpt: string;
  content: string;
};

export type CategoryOption = { slug: string; name: string };

/** The category a new article starts in. */
export const DEFAULT_ARTICLE_CATEGORY = "luxury-travel";

/**
 * The single article form of the new and edit pages (Conform + the shared ArticleSchema).
 * The slug follows the title until it is typed by hand (on a new article), or fills only
 * while empty (on an existing one, whose published URL should not move by accident).
 * It ends with Cancel and the two submit buttons, which carry `status` (draft or published);
 * `extraAction` stands before them (the edit page's Preview).
 */
export function ArticleForm({
  id,
  defaultValue,
  categories,
  lastResult,
  slugFollowsTitle,
  submitLabels,
  extraAction,
}: {
  id: string;
  defaultValue?: ArticleFormValues;
  categories: CategoryOption[];
  lastResult?: SubmissionResult<string[]> | null;
  slugFollowsTitle: boolean;
  /** The labels of the draft and publish buttons, idle and while their submission runs. */
  submitLabels: { draft: string; drafting: string; publish: string; publishing: string };
  extraAction?: React.ReactNode;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const submittingStatus = submitting ? (navigation.formData?.get("status") as string) : null;

  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaultValue ?? { category: DEFAULT_ARTICLE_CATEGORY },
    constraint: getZodConstraint(ArticleSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ArticleSchema }),
  });

  const [slug, setSlug] = useState(defaultValue?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(!slugFollowsTitle);

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-900">
          {form.errors[0]}
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <Field id={fields.title.id} label="Title" error={fields.title.errors} required>
          <Input
            {...getInputProps(fields.title, { type: "text" })}
            key={fields.title.key}
            onChange={(event) => {
              const title = event.currentTarget.value;
              if (!slugEdited || slug === "") setSlug(slugify(title));
            }}
          />
        </Field>
        <Field id={fields.slug.id} label="Slug" error={fields.slug.errors}>
          <Input
            {...getInputProps(fields.slug, { type: "text" })}
            key={fields.slug.key}
            value={slug}
            defaultValue={undefined}
            onChange={(event) => {
              setSlug(event.currentTarget.value);
              setSlugEdited(event.currentTarget.value !== "");
            }}
            aria-describedby={`${fields.slug.id}-hint`}
            spellCheck={false}
          />
          <p id={`${fields.slug.id}-hint`} className="text-xs text-muted-foreground">
            The address: /journal/{slug || slugify(fields.title.value ?? "") || "…"}
          </p>
        </Field>
        <Field id={fields.author.id} label="Author" error={fields.author.errors}>
          <Input {...getInputProps(fields.author, { type: "text" })} key={fields.author.key} />
        </Field>
        <Field id={fields.category.id} label="Category" error={fields.category.errors} required>
          <NativeSelect {...getSelectProps(fields.category)} key={fields.category.key}>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id={`${id}-image`} label="Article Image" error={fields.image.errors}>
        <ArticleImageField
          id={`${id}-image`}
          name={fields.image.name}
          defaultValue={defaultValue?.image}
          error={fields.image.errors?.[0]}
        />
      </Field>
      <Field id={fields.excerpt.id} label="Excerpt" error={fields.excerpt.errors}>
        <Textarea {...getTextareaProps(fields.excerpt)} key={fields.excerpt.key} rows={3} />
      </Field>
      <Field id={fields.content.id} label="Content (HTML supported)" error={fields.content.errors}>
        <Textarea
          {...getTextareaProps(fields.content)}
          key={fields.content.key}
          rows={12}
          className="font-mono text-sm"
          spellCheck
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 border-t border-ink-900/10 pt-6 sm:flex-row sm:flex-wrap sm:justify-end">
        {extraAction}
        <Button asChild variant="ghost">
          <Link to="/admin/articles">Cancel</Link>
        </Button>
        <Button type="submit" name="status" value="draft" variant="outline" disabled={submitting}>
          {submittingStatus === "draft" ? submitLabels.drafting : submitLabels.draft}
        </Button>
        <Button type="submit" name="status" value="published" variant="gold" disabled={submitting}>
          {submittingStatus === "published" ? submitLabels.publishing : submitLabels.publish}
        </Button>
      </div>
    </Form>
  );
}
