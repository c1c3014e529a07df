import { describe, expect, it } from "vitest";
import { addToHistory, type SearchHistoryEntry } from "./recent-searches";

const entry = (n: number): SearchHistoryEntry => ({
  filters: { make: [`M${n}`] },
  path: `/search/m${n}`,
  label: `M${n}`,
});

describe("search history [SW §3, §9]", () => {
  it("keeps at most 5 entries, dropping the oldest", () => {
    let history: SearchHistoryEntry[] = [];
    for (let n = 1; n <= 7; n++) history = addToHistory(history, entry(n));
    expect(history.map((h) => h.path)).toEqual([
      "/search/m7",
      "/search/m6",
      "/search/m5",
      "/search/m4",
      "/search/m3",
    ]);
  });

  it("ignores empty searches and moves a repeated search to the front", () => {
    const history = addToHistory([entry(1), entry(2)], entry(2));
    expect(history.map((h) => h.path)).toEqual(["/search/m2", "/search/m1"]);
    expect(addToHistory(history, { filters: {}, path: "/search/used-cars", label: "x" })).toBe(history);
  });
});
