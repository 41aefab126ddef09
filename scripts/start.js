// `npm start`: builds the app when the build is missing or older than the sources, then runs
// the production server (which migrates and seeds an empty database itself).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildEntry = path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js");

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = [
  "app",
  "server",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const stale =
  !fs.existsSync(buildEntry) ||
  sources.some(
    (source) =>
      fs.existsSync(path.join(root, source)) &&
      newestMtime(path.join(root, source)) > fs.statSync(buildEntry).mtimeMs,
  );

if (stale) {
  console.log("Building the app…");
  const build = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import(path.join(root, "server.js"));
