// GET the website's featured aircraft (at most three).
import { listFeaturedWebsiteAircraft } from "~/models/aircraft.server";
import { handleApi, json } from "~/utils/api.server";

export function loader() {
  return handleApi(async () => json({ aircraft: await listFeaturedWebsiteAircraft() }));
}
