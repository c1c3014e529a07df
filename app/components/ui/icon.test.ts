import { XMLValidator } from "fast-xml-parser";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ICON_CSS_FILE, iconCss } from "../../../cli/icon-css";
import { FILLED_ICON_NAMES } from "./icon-names";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The names an expression can give: string literals, either branch of a condition. */
function literalNames(node: ts.Expression): string[] | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return literalNames(node.expression);
  if (ts.isConditionalExpression(node)) {
    const whenTrue = literalNames(node.whenTrue);
    const whenFalse = literalNames(node.whenFalse);
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
  }
  return null;
}

/** Every <Icon name> in app/, and the usages whose name is not written out. */
function iconUsages() {
  const used = new Map<string, string[]>();
  const unreadable: string[] = [];
  for (const file of sourceFiles("app").filter((f) => f.endsWith(".tsx"))) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
        node.tagName.getText(source) === "Icon"
      ) {
        const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
        const attribute = node.attributes.properties.find(
          (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText(source) === "name",
        );
        const value = attribute?.initializer;
        const names =
          value && ts.isStringLiteral(value)
            ? [value.text]
            : value && ts.isJsxExpression(value) && value.expression
              ? literalNames(value.expression)
              : null;
        if (!names) unreadable.push(where);
        for (const name of names ?? []) used.set(name, [...(used.get(name) ?? []), where]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    // An icon drawn by CSS from its class alone (a filter group's chevron).
    for (const match of readFileSync(file, "utf8").matchAll(/["'`\s]i-([a-z][a-z0-9-]*)["'`\s]/g)) {
      used.set(match[1]!, [...(used.get(match[1]!) ?? []), file]);
    }
  }
  return { used, unreadable };
}

describe("the icons' CSS", () => {
  const css = readFileSync(ICON_CSS_FILE, "utf8");
  const drawn = [...css.matchAll(/^ {2}\.i-([a-z0-9-]+) \{/gm)].map((m) => m[1]!);
  const drawings = [...css.matchAll(/url\("data:image\/svg\+xml,([^"]*)"\)/g)].map((m) =>
    decodeURIComponent(m[1]!),
  );
  const { used, unreadable } = iconUsages();

  it("is lucide's drawings of the names in icon-names.ts (run `npm run forecourt -- icons`)", async () => {
    expect(css).toBe(await iconCss());
  });

  // A browser draws nothing from a drawing that is not well-formed XML.
  it("holds each drawing as a well-formed SVG document", () => {
    expect(drawings.length).toBe(drawn.length + FILLED_ICON_NAMES.length);
    for (const svg of drawings) {
      expect(XMLValidator.validate(svg), svg).toBe(true);
      expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='[\d .]+' /);
    }
  });

  it("finds every icon's name written out, so the checks below see them all", () => {
    expect(used.size).toBeGreaterThan(0);
    expect(unreadable).toEqual([]);
  });

  it("holds every icon the app draws", () => {
    const missing = [...used]
      .filter(([name]) => !drawn.includes(name))
      .map(([name, where]) => `${name} (${where})`);
    expect(missing).toEqual([]);
  });

  it("holds no icon that nothing draws", () => {
    expect(drawn.filter((name) => !used.has(name))).toEqual([]);
  });

  it("is the only way the app draws icons: no lucide component ships in the client", () => {
    const hits = sourceFiles("app").filter((file) =>
      /from\s+["']lucide-react/.test(readFileSync(file, "utf8")),
    );
    expect(hits).toEqual([]);
  });
});
