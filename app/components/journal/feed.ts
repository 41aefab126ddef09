import { business } from "~/config/business";

/** How the journal describes itself: its page, its RSS feed and its structured data. */
export const JOURNAL_TITLE = `${business.name} Journal`;
export const JOURNAL_DESCRIPTION =
  "Market trends, aircraft spotlights and insights on private aviation and luxury travel from the Aurum Aviation team.";
export const JOURNAL_FEED_PATH = "/journal/rss.xml";
