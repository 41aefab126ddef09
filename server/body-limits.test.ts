import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LARGEST_BODY_LIMIT } from "./body-limits";

describe("the body limits behind nginx", () => {
  it("lets through exactly the largest body the app accepts (deploy/nginx.conf)", () => {
    const config = fs.readFileSync(path.join(import.meta.dirname, "../deploy/nginx.conf"), "utf8");
    const sizes = [...config.matchAll(/client_max_body_size (\d+)k;/g)].map((match) =>
      Number(match[1]),
    );
    // The active server block and the commented HTTPS one.
    expect(sizes).toHaveLength(2);
    for (const kilobytes of sizes) expect(kilobytes * 1024).toBe(LARGEST_BODY_LIMIT);
  });
});
