// GET the website's featured aircraft (at most three).
import { listFeaturedWebsiteAircraft } from "~/models/aircraft.server";
import { endpoint, method } from "~/routes/support/endpoint.server";
import { json } from "~/utils/api.server";

const api = endpoint({
  GET: method({
    auth: "public",
    async handle() {
      return json({ aircraft: await listFeaturedWebsiteAircraft() });
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
