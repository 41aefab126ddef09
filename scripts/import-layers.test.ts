import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/**
 * The lint step enforces the import direction (routes → components/services → models → db,
 * utils under all of them) with Biome's noRestrictedImports per folder. These cases place a
 * real module in a real layer folder and run Biome on it, so a config change that stops the
 * rule from biting fails here.
 */

const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules", ".bin", "biome");
const probes: string[] = [];

function lintProbe(folder: string, source: string) {
  const file = path.join(root, "app", folder, `layer-probe-${process.pid}.ts`);
  probes.push(file);
  fs.writeFileSync(file, source);
  const result = spawnSync(biome, ["lint", "--colors=off", file], { cwd: root, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

afterEach(() => {
  for (const file of probes.splice(0)) fs.rmSync(file, { force: true });
});

describe("import layers", () => {
  it("fails a model that imports a service, by alias or by relative path", () => {
    for (const specifier of ["~/services/errors", "../services/errors"]) {
      const result = lintProbe(
        "models",
        `import { NotFoundError } from "${specifier}";\n\nexport const probe = NotFoundError;\n`,
      );
      expect(result.status, specifier).not.toBe(0);
      expect(result.output).toContain("lint/style/noRestrictedImports");
    }
  });

  it("fails utils importing a route module or a model", () => {
    for (const specifier of ["~/routes/support/form.server", "~/models/lead.server"]) {
      const result = lintProbe(
        "utils",
        `import * as upward from "${specifier}";\n\nexport const probe = upward;\n`,
      );
      expect(result.status, specifier).not.toBe(0);
      expect(result.output).toContain("lint/style/noRestrictedImports");
    }
  });

  it("fails a service that imports a worker", () => {
    const result = lintProbe(
      "services",
      'import { startOutboxWorker } from "~/workers/outbox.server";\n\nexport const probe = startOutboxWorker;\n',
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("lint/style/noRestrictedImports");
  });

  it("passes imports that point down", () => {
    const result = lintProbe(
      "services",
      'import { findArticleById } from "~/models/article.server";\nimport { logger } from "~/utils/logger.server";\n\nexport const probe = [findArticleById, logger];\n',
    );
    expect(result.output).not.toContain("noRestrictedImports");
    expect(result.status).toBe(0);
  });
});
