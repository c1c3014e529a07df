import { XMLValidator } from "fast-xml-parser";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ICON_SPRITE_FILE, iconSprite } from "../../../cli/icon-sprite";

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
  }
  return { used, unreadable };
}

describe("the icon sprite", () => {
  const sprite = readFileSync(ICON_SPRITE_FILE, "utf8");
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]!);
  const { used, unreadable } = iconUsages();

  it("is lucide's drawings of the names in icon-names.ts (run `npm run forecourt -- icons`)", async () => {
    expect(sprite).toBe(await iconSprite());
  });

  // A browser draws nothing from a sprite that is not well-formed XML (a "--" inside a comment is
  // enough, and fast-xml-parser lets that one through).
  it("is well-formed XML", () => {
    expect(XMLValidator.validate(sprite)).toBe(true);
    const comments = [...sprite.matchAll(/<!--([\s\S]*?)-->/g)].map((m) => m[1]!);
    expect(comments.filter((comment) => comment.includes("--") || comment.endsWith("-"))).toEqual([]);
  });

  it("finds every icon's name written out, so the checks below see them all", () => {
    expect(used.size).toBeGreaterThan(0);
    expect(unreadable).toEqual([]);
  });

  it("holds every icon the app draws", () => {
    const missing = [...used]
      .filter(([name]) => !symbols.includes(name))
      .map(([name, where]) => `${name} (${where})`);
    expect(missing).toEqual([]);
  });

  it("holds no icon that nothing draws", () => {
    expect(symbols.filter((name) => !used.has(name))).toEqual([]);
  });

  it("is the only way the app draws icons: no lucide component ships in the client", () => {
    const hits = sourceFiles("app").filter((file) =>
      /from\s+["']lucide-react/.test(readFileSync(file, "utf8")),
    );
    expect(hits).toEqual([]);
  });
});
