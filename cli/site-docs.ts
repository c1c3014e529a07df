import { z } from "zod";
import { SiteConfigSchema } from "#server/sites/schema";

/*
 * docs/site-config.md and sites/site.schema.json, generated from the site schema so the reference
 * can never drift from the code (a test compares them).
 */
type JsonSchema = {
  type?: string | string[];
  description?: string;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  required?: string[];
  const?: unknown;
};

export function siteJsonSchema() {
  return z.toJSONSchema(SiteConfigSchema, { io: "input", unrepresentable: "any" });
}

function typeOf(s: JsonSchema): string {
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" \\| ");
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.anyOf) return s.anyOf.map(typeOf).join(" \\| ");
  if (s.type === "array") return `list of ${s.items ? typeOf(s.items) : "any"}`;
  if (Array.isArray(s.type)) return s.type.join(" \\| ");
  return s.type ?? "any";
}

function rows(schema: JsonSchema, prefix: string, out: string[]) {
  for (const [key, raw] of Object.entries(schema.properties ?? {})) {
    if (key === "$schema") continue;
    const s = raw.anyOf?.find((x) => x.type === "object") ?? raw;
    const name = `${prefix}${key}`;
    const required = schema.required?.includes(key) && raw.default === undefined;
    const def =
      raw.default === undefined ? (required ? "required" : "—") : `\`${JSON.stringify(raw.default)}\``;
    const isObject = s.type === "object" && s.properties;
    out.push(
      `| \`${name}\` | ${isObject ? "object" : typeOf(raw)} | ${def.length > 80 ? "(see schema)" : def} | ${(raw.description ?? s.description ?? "").replace(/\|/g, "\\|")} |`,
    );
    if (isObject) rows(s, `${name}.`, out);
    if (s.type === "array" && s.items?.type === "object" && s.items.properties)
      rows(s.items, `${name}[].`, out);
  }
}

export function siteConfigMarkdown() {
  const schema = siteJsonSchema() as JsonSchema;
  const out = [
    "# Site configuration reference",
    "",
    "Each dealer site is one JSON file in `sites/` named after its slug (`sites/<slug>.json`). It is validated",
    "at start-up; a file that fails stops the server with a message naming the file and the field.",
    "Editors that read `$schema` offer completion from `sites/site.schema.json`.",
    "",
    "Every per-site behaviour is one of these switches; code never tests a site slug or template name.",
    "Spec references: [VSD] the specification's Vehicle search and detail, [SW] its Site-wide and supporting pages.",
    "",
    "This file is generated from `server/sites/schema.ts` by `npm run forecourt -- docs`.",
    "",
    "| Field | Type | Default | What it does |",
    "| --- | --- | --- | --- |",
  ];
  rows(schema, "", out);
  return out.join("\n") + "\n";
}
