// PUT uploads an aircraft's specification sheet (admin, one PDF, replaces the previous one).
import { z } from "zod";
import { endpoint, method } from "~/routes/support/endpoint.server";
import {
  assertAircraftExists,
  SPECIFICATION_UPLOAD,
  uploadSpecificationAs,
} from "~/services/aircraft/aircraft.server";
import { json } from "~/utils/api.server";
import { readUploadedFile } from "~/utils/storage.server";

const api = endpoint({
  PUT: method({
    auth: "admin",
    upload: SPECIFICATION_UPLOAD,
    params: z.object({ id: z.uuid() }),
    async handle({ request, actor, params }) {
      await assertAircraftExists(params.id);
      const file = await readUploadedFile(request, SPECIFICATION_UPLOAD);
      return json(await uploadSpecificationAs(actor, params.id, file));
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
