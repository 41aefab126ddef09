// GET lists the media library (admin): the editor's "Insert image from library" picker.
import { endpoint, method, pageFields } from "~/routes/support/endpoint.server";
import { type MediaListItem, MediaListQuerySchema } from "~/schemas/media";
import { listMediaLibraryPage, mediaImageOf } from "~/services/media/library.server";
import { json } from "~/utils/api.server";

const api = endpoint({
  GET: method({
    auth: "admin",
    query: MediaListQuerySchema,
    async handle({ query }) {
      const { items, total } = await listMediaLibraryPage({
        search: query.q ?? "",
        unusedOnly: query.unused,
        page: query.page,
        pageSize: query.pageSize,
      });
      return json({
        items: items.map((item): Omit<MediaListItem, "createdAt"> & { createdAt: Date } => ({
          ...mediaImageOf(item),
          createdAt: item.createdAt,
          usedBy: item.usedBy.length,
        })),
        ...pageFields(total, query),
      });
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
