import { describe, expect, it } from "vitest";
import { createPagesInFlight } from "./pages-in-flight.server";

/** Whether `promise` has settled once the tasks queued before this look have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe("the page requests in flight", () => {
  it("are outwaited when they began before the call, not when they began after it", async () => {
    const pages = createPagesInFlight();
    const first = pages.begin();
    const second = pages.begin();
    const waited = pages.ended(60_000);
    const later = pages.begin();
    first();
    expect(await settled(waited)).toBe(false);
    second();
    second(); // a second end of the same request counts once
    expect(await settled(waited)).toBe(true);
    later();
  });

  it("answer at once when nothing is in flight, and each wait outwaits its own requests only", async () => {
    const pages = createPagesInFlight();
    expect(await settled(pages.ended(60_000))).toBe(true);
    const early = pages.begin();
    const waitEarly = pages.ended(60_000);
    const middle = pages.begin();
    const waitMiddle = pages.ended(60_000);
    early();
    expect(await settled(waitEarly)).toBe(true);
    expect(await settled(waitMiddle)).toBe(false);
    middle();
    expect(await settled(waitMiddle)).toBe(true);
  });

  it("give up waiting after the time allowed: a request that never ends holds no purge for ever", async () => {
    const pages = createPagesInFlight();
    pages.begin();
    const waited = pages.ended(20);
    expect(await settled(waited)).toBe(false);
    await waited;
  });
});
