import { redirect } from "react-router";

/** The footer's "Market Insights" link. */
export function loader() {
  throw redirect("/journal?category=market-trends", 301);
}
