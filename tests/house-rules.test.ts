import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { checkSync } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { TEMPLATE_NAMES } from "#server/sites/schema";

// docs/architecture.md rule 1: no site slug or template name appears in code; per-site behaviour is configuration.
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

  // Decision 003: the browser's number formatting costs a phone about a tenth of a second to start
  // up. Code the browser may run formats numbers with domain/money.ts; the spec lists' units are
  // formatted by loaders, on the server.
  it("code the browser may run formats numbers without Intl", () => {
    const hits = files.filter(
      (file) =>
        !file.startsWith("server") &&
        !file.endsWith(".server.ts") &&
        !file.endsWith(path.join("domain", "spec-lists.ts")) &&
        /\.toLocaleString\(|new Intl\.NumberFormat/.test(readFileSync(file, "utf8")),
    );
    expect(hits).toEqual([]);
  });

  // A page's later code that cannot be fetched for a moment (an outage, a deploy) is fetched again
  // instead of taking the page to its error boundary (app/lib/lazy-with-retry.ts).
  it("code loaded later is loaded through the import that tries again", () => {
    const hits = files.filter(
      (file) =>
        file.startsWith("app") &&
        !file.endsWith(path.join("lib", "lazy-with-retry.ts")) &&
        !file.endsWith(path.join("lib", "lazy-when-near.tsx")) &&
        /(?<![\w.])lazy\(/.test(readFileSync(file, "utf8")),
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

/** Every regular-expression literal in the code, with where it is. */
function regexLiterals(file: string): { where: string; source: string; flags: string }[] {
  const text = readFileSync(file, "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: { where: string; source: string; flags: string }[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source);
      const end = literal.lastIndexOf("/");
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ where: `${file}:${line}`, source: literal.slice(1, end), flags: literal.slice(end + 1) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("house rules: the never-again list", () => {
  const files = ["app", "server", "domain", "cli"].flatMap(sourceFiles);

  // "Parsers of user text run in linear time": recheck proves each pattern free of super-linear
  // backtracking (it flags the old search range pattern as polynomial).
  it("every regular expression runs in linear time", () => {
    const slow = files
      .flatMap(regexLiterals)
      // The proof of the longest pattern takes seconds, more on a busy machine: its time is not the test.
      .map((regex) => ({ ...regex, result: checkSync(regex.source, regex.flags, { timeout: 60_000 }) }))
      .filter(({ result }) => result.status !== "safe")
      .map(({ where, source, result }) => `${where} /${source}/: ${result.status}`);
    expect(slow).toEqual([]);
  }, 600_000);

  it("code builds no regular expression at run time, where recheck cannot see it", () => {
    const hits = files.filter((file) => /\bnew RegExp\(|\bRegExp\(/.test(readFileSync(file, "utf8")));
    expect(hits).toEqual([]);
  });

  // "Every public write is a POST that checks its Origin and goes through the shared rate
  // limiter": the Origin check wraps every request (server/app.ts); each action takes the limiter,
  // counting with it or handing it to the service that does (the HTTP tests hold them to it).
  it("every route that takes a post counts it with the shared rate limiter", () => {
    const routes = sourceFiles("app/routes").filter((file) =>
      /export (async )?function action\b/.test(readFileSync(file, "utf8")),
    );
    expect(routes.length).toBeGreaterThan(0);
    const unlimited = routes.filter((file) => {
      const text = readFileSync(file, "utf8");
      return !/\brateLimiter\b/.test(text);
    });
    expect(unlimited).toEqual([]);
  });

  it("the app puts the cross-site check, the caps and the security headers before every route", () => {
    const app = readFileSync("server/app.ts", "utf8");
    const order = [
      "requestScope()",
      "requestLimits()",
      "securityHeaders(",
      "refuseCrossSiteWrites()",
      "createRequestHandler(",
    ];
    const positions = order.map((call) => app.indexOf(call));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(app).toContain('app.disable("x-powered-by")');
  });

  // "No personal data in logs": the server writes through the one logger, which redacts.
  it("server code logs only through the one logger", () => {
    const hits = [
      ...sourceFiles("server"),
      ...sourceFiles("app/routes"),
      "app/root.tsx",
      "app/entry.server.tsx",
    ]
      .filter((file) => !file.endsWith(path.join("server", "log.server.ts")))
      .filter((file) => {
        const text = readFileSync(file, "utf8");
        // Client loaders run in the browser, where the console is the buyer's own.
        const serverPart = text.split("export async function clientLoader")[0]!;
        return /console\.(log|info|warn|error|debug)\(/.test(serverPart);
      });
    expect(hits).toEqual([]);
  });
});

describe("house rules: data flows one way, and each rule lives once", () => {
  it("nothing in server/ imports app/", () => {
    const hits = sourceFiles("server").filter((file) => /from\s+["']~\//.test(readFileSync(file, "utf8")));
    expect(hits).toEqual([]);
  });

  // A car's address is built by domain/car-url.ts alone: a change to it is one change.
  it("a car's address is built in one place", () => {
    const hits = ["app", "server", "domain"]
      .flatMap(sourceFiles)
      .filter((file) => file !== path.join("domain", "car-url.ts"))
      .filter((file) => /\/cars\/(?:trade-in\?car_id=)?\$\{/.test(readFileSync(file, "utf8")));
    expect(hits).toEqual([]);
  });

  // A rule in domain/ that nothing calls is a rule written again somewhere else (or dead). A constant
  // its own file uses, exported so its test can quote the spec's number, counts as used.
  it("every export of domain/ is used by code other than tests", () => {
    const code = ["app", "server", "domain", "cli", "bench"].flatMap(sourceFiles);
    const texts = new Map(code.map((file) => [file, readFileSync(file, "utf8")]));
    const unused: string[] = [];
    for (const file of sourceFiles("domain")) {
      const source = ts.createSourceFile(file, texts.get(file)!, ts.ScriptTarget.Latest, true);
      const names: string[] = [];
      for (const statement of source.statements) {
        const exported =
          ts.canHaveModifiers(statement) &&
          ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
        if (!exported) continue;
        if (ts.isVariableStatement(statement))
          for (const d of statement.declarationList.declarations) names.push(d.name.getText(source));
        else if ("name" in statement && statement.name) names.push((statement.name as ts.Identifier).text);
      }
      for (const name of names) {
        const pattern = new RegExp(`\\b${name}\\b`, "g");
        const usedHere = (texts.get(file)!.match(pattern) ?? []).length > 1;
        const usedElsewhere = [...texts].some(([other, text]) => other !== file && pattern.test(text));
        if (!usedHere && !usedElsewhere) unused.push(`${file}: ${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});

describe("house rules: every switch does something", () => {
  // Switches of features not built yet (none today). Each leaves this list when its feature reads
  // it; a switch nothing reads is removed instead.
  const WAITING_FOR_THEIR_FEATURE: string[] = [];

  type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] };
  function settingPaths(node: JsonSchema, prefix = ""): string[] {
    const own = Object.entries(node.properties ?? {}).flatMap(([key, child]) => [
      `${prefix}${key}`,
      ...settingPaths(child, `${prefix}${key}.`),
    ]);
    const nested = [...(node.items ? [node.items] : []), ...(node.anyOf ?? [])].flatMap((child) =>
      settingPaths(child, prefix),
    );
    return [...own, ...nested];
  }

  it("every setting of the site schema is read by the code", () => {
    const schema = JSON.parse(readFileSync("sites/site.schema.json", "utf8")) as JsonSchema;
    const code = ["app", "server", "domain"]
      .flatMap(sourceFiles)
      .filter((file) => !file.endsWith(path.join("sites", "schema.ts")))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const words = new Set(code.match(/\b[a-z][a-z0-9_]*\b/g));
    const unread = [...new Set(settingPaths(schema))]
      .filter((setting) => !setting.split(".").at(-1)!.startsWith("$"))
      .filter((setting) => !words.has(setting.split(".").at(-1)!))
      .sort();
    expect(unread).toEqual(WAITING_FOR_THEIR_FEATURE);
  });
});

// docs/architecture.md rules 5 and 6: thin route modules, and one shape for every form post.
// A function a newcomer can hold in mind: one over 120 lines is split into named parts (a
// component's pieces, a workflow's steps), so its name says what each part does.
function longFunctions(file: string, limit: number): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
      const named = ts.isVariableDeclaration(node.parent) ? node.parent.name : node.name;
      if (lines > limit)
        found.push(
          `${file}:${lineOf(node.getStart())} ${named?.getText(source) ?? "(anonymous)"}: ${lines} lines`,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("house rules: functions", () => {
  it("are at most 120 lines each, outside tests and generated data", () => {
    const code = ["app", "server", "domain", "cli", "bench"]
      .flatMap(sourceFiles)
      .filter((file) => !file.includes("+types") && !file.endsWith(".generated.ts"));
    expect(code.length).toBeGreaterThan(200);
    expect(code.flatMap((file) => longFunctions(file, 120))).toEqual([]);
  });
});

describe("house rules: route modules", () => {
  const routes = readdirSync("app/routes")
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join("app/routes", name));

  it("are at most 250 lines each", () => {
    const long = routes
      .map((file) => ({ file, lines: readFileSync(file, "utf8").split("\n").length }))
      .filter(({ lines }) => lines > 250)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  // A page's form post runs its workflow through settleForm and answers a refusal with
  // answerRefused: field errors, limits, conflicts and failures look the same on every form.
  it("that take a form post answer it in the one shape", () => {
    const pages = routes.filter((file) => file.endsWith(".tsx"));
    const forms = pages.filter((file) => /export async function action\b/.test(readFileSync(file, "utf8")));
    expect(forms.length).toBeGreaterThan(5);
    const apart = forms.filter((file) => {
      const text = readFileSync(file, "utf8");
      return (
        !text.includes("settleForm(") || !text.includes("answerRefused(") || /\btry \{|\.catch\(/.test(text)
      );
    });
    expect(apart).toEqual([]);
  });
});

// A fixed sleep is too short on a slow machine and wasted on a fast one: tests wait for what they
// mean (hydration, an event, a condition polled for).
describe("house rules: tests", () => {
  it("end-to-end specs never wait for a fixed time or for the network to go quiet", () => {
    const specs = readdirSync("tests/e2e").map((name) => path.join("tests/e2e", name));
    const hits = specs.filter((file) =>
      /waitForTimeout\(|["']networkidle["']/.test(readFileSync(file, "utf8")),
    );
    expect(hits).toEqual([]);
  });

  // Each database test starts from its file's fixture, never from what another test left: the
  // file's database comes from useTestDatabase, which empties it and lays the fixture again before
  // every test. A file that makes its database otherwise says how each test still starts clean
  // (a database of its own; tests that never write, or whose writes are rolled back).
  it("each database test starts from a clean state", () => {
    const files = ["app", "server", "domain", "cli", "tests"].flatMap(databaseTests);
    expect(files.length).toBeGreaterThan(15);
    const apart = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      const says = /of its own|never writes?|writes nothing/i.test(text);
      if (text.includes("useTestDatabase(")) return text.includes("readOnly: true") && !says;
      return text.includes("createTestDatabase(") && !says;
    });
    expect(apart).toEqual([]);
  });
});

function databaseTests(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return databaseTests(full);
    return name.endsWith(".db.test.ts") ? [full] : [];
  });
}

describe("house rules: the repository carries its own guide", () => {
  const textFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === "migrations" ? [] : textFiles(full);
      return /\.(ts|tsx|js|mjs|md|json|css|sh|vcl|cfg|yml)$/.test(name) ? [full] : [];
    });
  const files = [
    ...[
      "app",
      "server",
      "domain",
      "cli",
      "bench",
      "tests",
      "docs",
      "deploy",
      "sites",
      "content",
      ".ci",
    ].flatMap(textFiles),
    ".ci/run",
    "README.md",
    "package.json",
    "eslint.config.js",
    "vite.config.ts",
    "vitest.config.ts",
    "playwright.config.ts",
  ];

  // A clone holds everything it cites: the guide, the decisions, the references.
  it("nothing names a file outside the repository", () => {
    const outside = [
      "ARCHITECTURE" + ".md",
      "code-review" + ".md",
      "../" + "shared/",
      "-and-detail" + ".md",
      "-and-supporting" + ".md",
    ];
    const hits = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      return outside.some((name) => text.includes(name));
    });
    expect(hits).toEqual([]);
  });

  it("every rule of the house the code cites is in docs/architecture.md", () => {
    const guide = readFileSync("docs/architecture.md", "utf8");
    const rules = new Set([...guide.matchAll(/^(\d+)\. \*\*/gm)].map((m) => Number(m[1])));
    const cited = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/architecture\.md rules? (\d+(?:, \d+)*)/g)].flatMap((m) =>
        m[1]!.split(", ").map((n) => `${file}: rule ${n}`),
      ),
    );
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter((c) => !rules.has(Number(c.split("rule ")[1])))).toEqual([]);
  });

  // The newcomer's way in: every link between the repository's own documents leads somewhere.
  it("every link in README.md and docs/ names a file that is there", () => {
    const docs = ["README.md", "deploy/README.md", ...textFiles("docs").filter((f) => f.endsWith(".md"))];
    const dead = docs.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)]
        .map((m) => m[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => {
          try {
            statSync(path.join(path.dirname(file), target));
            return false;
          } catch {
            return true;
          }
        })
        .map((target) => `${file} -> ${target}`),
    );
    expect(dead).toEqual([]);
  });
});
