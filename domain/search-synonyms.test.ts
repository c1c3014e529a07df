import { describe, expect, it } from "vitest";
import { SEARCH_SYNONYMS, synonymsOf } from "./search-synonyms";

describe("search synonyms", () => {
  it("are written as the search splits words: lower-case letters and digits, no spaces", () => {
    for (const [word, alternatives] of Object.entries(SEARCH_SYNONYMS)) {
      expect(word).toMatch(/^[a-z0-9]+$/);
      for (const alternative of alternatives) expect(alternative, word).toMatch(/^[a-z0-9]+$/);
    }
  });

  it("read a word as itself and the stock's words for it", () => {
    expect(synonymsOf("4wd")).toEqual(["4wd", "4x4"]);
    expect(synonymsOf("hilux")).toEqual(["hilux"]);
    expect(synonymsOf("constructor")).toEqual(["constructor"]);
  });
});
