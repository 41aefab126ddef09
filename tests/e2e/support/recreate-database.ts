import { recreateE2eDatabase } from "./database";

// Run by playwright.config.ts before the e2e server starts (Playwright starts the web server
// before its global setup, so the database has to exist by then).
const url = process.env.DATABASE_URL;
if (url) await recreateE2eDatabase(url);
