import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/decisions/ holds one record per decision, in the shape of 000-template.md: a title line, a
// date and status line, and the record. A decision that changes is a new record, and the old
// record's status says which one superseded or amended it.
const DIR = "docs/decisions";
const TEMPLATE = "000-template.md";

// The status is "accepted", "superseded by NNN" or "accepted; amended by NNN[, NNN ...][ and NNN]",
// then anything else after a space: the issue, what the record builds on.
const STATUS_LINE =
  /^Date: (\d{4}-\d{2}-\d{2}) · Status: (accepted; amended by (\d{3}(?:(?:, | and )\d{3})*)|superseded by (\d{3})|accepted(?!;))(?: .*)?$/;

interface DecisionRecord {
  file: string;
  number: string;
  lines: string[];
}

function records(): DecisionRecord[] {
  return readdirSync(DIR)
    .filter((file) => /^\d{3}-.*\.md$/.test(file) && file !== TEMPLATE)
    .sort()
    .map((file) => ({
      file,
      number: file.slice(0, 3),
      lines: readFileSync(path.join(DIR, file), "utf8")
        .split("\n")
        .filter((line) => line.trim() !== ""),
    }));
}

function isRealDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** The records a status names: "superseded by 027" → ["027"]; "amended by 005, 009 and 044" → three. */
function namedInStatus(statusLine: string): string[] {
  const match = STATUS_LINE.exec(statusLine);
  return (match?.[3] ?? match?.[4] ?? "").match(/\d{3}/g) ?? [];
}

describe("decision records", () => {
  const all = records();

  it("are all named NNN-title.md, with the template and the index beside them", () => {
    const stray = readdirSync(DIR).filter(
      (file) =>
        file !== "README.md" && file !== TEMPLATE && !/^\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.test(file),
    );
    expect(stray).toEqual([]);
    expect(all.length).toBeGreaterThan(0);
  });

  it("each begin with a title line of their own number", () => {
    const wrong = all
      .filter(
        (record) =>
          !/^# \d{3}: \S/.test(record.lines[0] ?? "") ||
          !(record.lines[0] ?? "").startsWith(`# ${record.number}: `),
      )
      .map((record) => `${record.file}: ${record.lines[0]}`);
    expect(wrong).toEqual([]);
  });

  it("each have a date and a status line after the title", () => {
    const wrong = all
      .filter((record) => {
        const match = STATUS_LINE.exec(record.lines[1] ?? "");
        return !match || !isRealDate(match[1] ?? "");
      })
      .map((record) => `${record.file}: ${record.lines[1]}`);
    expect(wrong).toEqual([]);
  });

  it("name in their status only records that exist, and never themselves", () => {
    const numbers = new Set(all.map((record) => record.number));
    const wrong = all.flatMap((record) =>
      namedInStatus(record.lines[1] ?? "")
        .filter((named) => !numbers.has(named) || named === record.number)
        .map((named) => `${record.file} names ${named}`),
    );
    expect(wrong).toEqual([]);
  });

  it("are numbered from 001 with no gap and no number used twice", () => {
    const numbers = all.map((record) => record.number);
    const expected = numbers.map((_, i) => String(i + 1).padStart(3, "0"));
    expect(numbers).toEqual(expected);
  });

  it("are each listed in the index, with their title, date and status", () => {
    const index = readFileSync(path.join(DIR, "README.md"), "utf8");
    const rows = new Map(
      index
        .split("\n")
        .filter((line) => /^\| \d{3} /.test(line))
        .map((line) => {
          const cells = line
            .slice(1, -1)
            .split("|")
            .map((cell) => cell.trim());
          return [cells[0], cells.slice(1)] as const;
        }),
    );
    const wrong = all.flatMap((record) => {
      const title = (record.lines[0] ?? "").replace(/^# \d{3}: /, "");
      const status = STATUS_LINE.exec(record.lines[1] ?? "");
      const expected = [`[${title}](${record.file})`, status?.[1], status?.[2]];
      const row = rows.get(record.number);
      if (!index.includes(`](${record.file})`)) return [`${record.file} is not linked from the index`];
      return JSON.stringify(row) === JSON.stringify(expected)
        ? []
        : [`${record.file}: the index says ${JSON.stringify(row)}, the record ${JSON.stringify(expected)}`];
    });
    expect(wrong).toEqual([]);
    expect([...rows.keys()]).toEqual(all.map((record) => record.number));
  });
});
