// POST draws a picture for an article with the image model (admin) and answers its URL; with
// an articleId the article's image is replaced too.
import { z } from "zod";
import { endpoint, method } from "~/routes/support/endpoint.server";
import { generateArticleImageAs } from "~/services/generation/generation.server";
import { json } from "~/utils/api.server";

const GenerateImageSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200),
  excerpt: z.string().trim().max(1000).optional(),
  articleId: z.uuid().optional(),
});

const api = endpoint({
  POST: method({
    auth: "admin",
    body: GenerateImageSchema,
    async handle({ actor, body }) {
      return json(await generateArticleImageAs(actor, body), 201);
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
