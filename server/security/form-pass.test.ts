import { describe, expect, it } from "vitest";
import { checkFormPass, issueFormPass, PASS_TTL_MINUTES } from "./form-pass.server";

/*
 * The pass the sign-in form carries (docs/decisions/032-flood-without-lockout.md): made by this
 * server for one site and one visitor network, good for an hour. Times are given, never read.
 */
const KEY = "a key for the form pass test, long enough";
const made = new Date("2026-11-26T09:00:00Z");
const at = (minutes: number) => new Date(+made + minutes * 60_000);

describe("the form pass", () => {
  const pass = issueFormPass(KEY, 3, "192.0.2.10", made);

  it("is good on its site, from any address of its network, within the hour", () => {
    expect(checkFormPass(KEY, 3, "192.0.2.10", pass, at(1))).toMatchObject({ valid: true });
    expect(checkFormPass(KEY, 3, "192.0.2.200", pass, at(PASS_TTL_MINUTES))).toMatchObject({ valid: true });
    // An instance whose clock is a little behind the one that made it.
    expect(checkFormPass(KEY, 3, "192.0.2.10", pass, at(-0.5))).toMatchObject({ valid: true });
  });

  it("names the same id each time, so it can be spent once", () => {
    const first = checkFormPass(KEY, 3, "192.0.2.10", pass, at(1));
    const second = checkFormPass(KEY, 3, "192.0.2.11", pass, at(2));
    expect(first.valid && second.valid && first.id === second.id).toBe(true);
    expect(issueFormPass(KEY, 3, "192.0.2.10", made)).not.toBe(pass);
  });

  it("is no pass after its hour, on another site or network, under another key, or altered", () => {
    expect(checkFormPass(KEY, 3, "192.0.2.10", pass, at(PASS_TTL_MINUTES + 1))).toEqual({ valid: false });
    expect(checkFormPass(KEY, 3, "192.0.2.10", pass, at(-5))).toEqual({ valid: false });
    expect(checkFormPass(KEY, 4, "192.0.2.10", pass, at(1))).toEqual({ valid: false });
    expect(checkFormPass(KEY, 3, "192.0.3.10", pass, at(1))).toEqual({ valid: false });
    expect(checkFormPass(`${KEY}!`, 3, "192.0.2.10", pass, at(1))).toEqual({ valid: false });
    const [issued, nonce, mac] = pass.split(".") as [string, string, string];
    const later = (parseInt(issued, 36) + 60).toString(36);
    for (const forged of [
      `${later}.${nonce}.${mac}`,
      `${issued}.${nonce}x.${mac}`,
      `${issued}.${nonce}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`,
      `${issued}.${nonce}`,
      `${pass}.x`,
      "",
      "x".repeat(500),
      undefined,
    ])
      expect(checkFormPass(KEY, 3, "192.0.2.10", forged, at(1)), String(forged)).toEqual({ valid: false });
  });
});
