import { describe, expect, it } from "vitest";
import { gateFor, signInHref } from "./gated-routes";

describe("gated routes", () => {
  const gated = ["/cars/trade-in", "/finance"];

  it("gates the site's configured paths with the spec's types", () => {
    expect(gateFor("/cars/trade-in", gated, [])).toBe("trade-in");
    expect(gateFor("/finance", gated, [])).toBe("finance");
    expect(gateFor("/finance", [], [])).toBeNull();
    expect(gateFor("/contact", gated, [])).toBeNull();
    // A path that is not one of the spec's cannot be gated by a typo in a site file.
    expect(gateFor("/trade-in", ["/trade-in"], [])).toBeNull();
  });

  it("always gates reserving online, at the site's spelling and the online purchase journey", () => {
    expect(gateFor("/cars/2021-mazda-cx-5-r1/checkout", [], [])).toBe("checkout");
    expect(gateFor("/cars/2021-mazda-cx-5-r1/buy-online", [], [])).toBe("checkout");
    expect(gateFor("/checkout-journey", [], [])).toBe("checkout");
    expect(gateFor("/cars/checkout", [], [])).toBeNull();
  });

  it("always gates paying online and spinning to win: each belongs to a verified mobile", () => {
    expect(gateFor("/online-payment", [], [])).toBe("online-payment");
    expect(gateFor("/spin-to-win", [], [])).toBe("spin-to-win");
    expect(gateFor("/online-payment/", [], [])).toBeNull();
  });

  it("always gates My Garage and the site's branded names for it", () => {
    expect(gateFor("/my-garage", [], [])).toBe("my-garage");
    expect(gateFor("/mymotorama", [], ["/mymotorama"])).toBe("my-garage");
    expect(gateFor("/mymotorama", [], [])).toBeNull();
  });

  it("sends the visitor to sign in with the type, the way on and the way back, on this site only", () => {
    expect(signInHref("my-garage", "/my-garage", "/cars/x")).toBe(
      "/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fcars%2Fx",
    );
    expect(signInHref("finance", "https://evil.example/x")).toBe("/sign-in?type=finance&redirect=%2F");
  });
});
