import { json } from "~/utils/api.server";

function notFound() {
  return json({ error: "Not found" }, 404);
}

export const loader = notFound;
export const action = notFound;
