import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEMPLATE_NAMES } from "#server/sites/schema";

// ARCHITECTURE.md rule 1: no site slug or template name appears in code; per-site behaviour is configuration.
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("house rules", () => {
  const slugs = readdirSync("sites")
    .filter((f) => f.endsWith(".json") && !f.endsWith(".schema.json"))
    .map((f) => f.slice(0, -5));
  const files = ["app", "server", "domain"].flatMap(sourceFiles);

  it("no code names a site slug", () => {
    const hits = files.filter((file) =>
      slugs.some((slug) => new RegExp(`['"\`]${slug}['"\`]`).test(readFileSync(file, "utf8"))),
    );
    expect(hits).toEqual([]);
  });

  it("only the template presets name a template", () => {
    const hits = files.filter(
      (file) =>
        !file.endsWith(path.join("sites", "templates.ts")) &&
        !file.endsWith(path.join("sites", "schema.ts")) &&
        TEMPLATE_NAMES.some((t) => new RegExp(`['"\`]${t}['"\`]`).test(readFileSync(file, "utf8"))),
    );
    expect(hits).toEqual([]);
  });
});
