import { describe, expect, it } from "vitest";
import { PRIVATE_PAGE } from "#domain/page-policy";
import { privatePagesOf } from "./page-policy.server";

describe("the pages a route says are private", () => {
  const routes = {
    root: { path: "", module: {} },
    "routes/home": { parentId: "root", module: {} },
    "routes/sign-in": { parentId: "root", path: "sign-in", module: { handle: PRIVATE_PAGE } },
    "routes/car": { parentId: "root", path: "cars/:slug", module: {} },
    checkout: { parentId: "root", path: "cars/:slug/checkout", module: { handle: PRIVATE_PAGE } },
    "routes/offer": { parentId: "root", path: "offers/:id", module: { handle: { other: true } } },
  };
  const isPrivate = privatePagesOf(routes);

  it("are the routes with the private handle, their :params one segment each", () => {
    expect(isPrivate("/sign-in")).toBe(true);
    expect(isPrivate("/cars/2020-kia-rio-s-x1/checkout")).toBe(true);
    expect(isPrivate("/cars/2020-kia-rio-s-x1")).toBe(false);
    expect(isPrivate("/cars//checkout")).toBe(false);
    expect(isPrivate("/cars/a/b/checkout")).toBe(false);
    expect(isPrivate("/offers/12")).toBe(false);
    expect(isPrivate("/")).toBe(false);
  });
});
