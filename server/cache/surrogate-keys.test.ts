import { describe, expect, it } from "vitest";
import { changedKeys, pageSurrogateKeys, xkeyPurger } from "./surrogate-keys.server";

describe("surrogate keys", () => {
  it("name a page's cars when it named them all before its head, else the site's stock", () => {
    expect(pageSurrogateKeys(7, { cars: new Set([11, 12]) })).toBe("s7 c11 c12");
    expect(pageSurrogateKeys(7, { cars: null })).toBe("s7 s7-stock");
    // The similar cars were still being found when the head went out.
    expect(pageSurrogateKeys(7, { cars: new Set([11]), pending: 1 })).toBe("s7 s7-stock");
  });

  it("purge what a change makes wrong: its cars' pages and the stock's, not the site's", () => {
    expect(changedKeys(7, [11, 40])).toEqual(["s7-stock", "c11", "c40"]);
  });

  it("are sent to every CDN address as PURGE with xkey-purge, at most 500 keys a request", async () => {
    const sent: { url: string; method: string; keys: string }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method!, keys: (init.headers as Record<string, string>)["xkey-purge"]! });
      return new Response("Purged", { status: 200 });
    }) as typeof fetch;
    const keys = changedKeys(
      3,
      Array.from({ length: 700 }, (_, i) => i + 1),
    );
    await xkeyPurger(["http://a:8080/", "http://b:8080/"], fetcher).purge(keys);
    expect(sent).toHaveLength(4);
    expect(sent.every((s) => s.method === "PURGE")).toBe(true);
    expect(sent.filter((s) => s.url === "http://a:8080/").map((s) => s.keys.split(" ").length)).toEqual([
      500, 201,
    ]);
    expect(new Set(sent.flatMap((s) => s.keys.split(" ")))).toEqual(new Set(keys));
  });

  it("fail loudly when the CDN refuses, so the failure is logged", async () => {
    const fetcher = (async () => new Response("Forbidden", { status: 403 })) as unknown as typeof fetch;
    await expect(xkeyPurger(["http://cdn/"], fetcher).purge(["c1"])).rejects.toThrow("answered 403");
  });
});
