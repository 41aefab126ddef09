#!/usr/bin/env node
// `npm ci` refuses a lockfile that lacks an optional dependency of a locked package. npm leaves
// such an entry out when the registry has no tarball of that platform package for the wanted
// version, so `npm install` succeeds and only the clean install in CI fails. This check finds
// the gap before CI does. See docs/decisions/007-dependency-pins-for-a-complete-lockfile.md.
import { readFileSync } from "node:fs";

const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
const locked = new Set(
  Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, "")),
);

const gaps = Object.entries(lock.packages).flatMap(([key, entry]) => {
  const missing = Object.keys(entry.optionalDependencies ?? {}).filter((name) => !locked.has(name));
  return missing.length > 0 ? [`${key}@${entry.version}: ${missing.join(", ")}`] : [];
});

if (gaps.length > 0) {
  console.error("package-lock.json lacks optional dependencies that `npm ci` will ask for:");
  for (const gap of gaps) console.error(`  ${gap}`);
  console.error("Pin the package to a version whose platform packages are all on the registry.");
  process.exit(1);
}
console.log("package-lock.json: every optional dependency is locked.");
