// POST stores an article image (admin) and answers its public URL.
import { endpoint, method } from "~/routes/support/endpoint.server";
import { ARTICLE_IMAGE_UPLOAD, storeArticleImageAs } from "~/services/articles/articles.server";
import { json } from "~/utils/api.server";
import { readUploadedFile } from "~/utils/storage.server";

const api = endpoint({
  POST: method({
    auth: "admin",
    upload: ARTICLE_IMAGE_UPLOAD,
    async handle({ request, actor }) {
      const file = await readUploadedFile(request, ARTICLE_IMAGE_UPLOAD);
      return json(await storeArticleImageAs(actor, file), 201);
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
