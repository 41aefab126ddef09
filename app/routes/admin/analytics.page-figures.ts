import type { PageFiguresData } from "~/components/admin/aircraft/aircraft-item-analytics";
import { recentPageFigures } from "~/services/analytics/analytics.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/analytics.page-figures";

/** Page views and enquiries of one site page in the last 30 days (the aircraft dialog's tab). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const path = new URL(request.url).searchParams.get("path") ?? "";
  // Anything but a site path has no figures (not an error: the tab shows "No figures").
  if (!/^\/[^\0]{0,499}$/.test(path)) return { figures: null } satisfies PageFiguresData;
  const figures = await recentPageFigures([path]);
  return { figures: figures.get(path) ?? null } satisfies PageFiguresData;
}
