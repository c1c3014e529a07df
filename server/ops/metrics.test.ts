import { describe, expect, it } from "vitest";
import { registry, routeKind } from "./metrics.server";

describe("request metrics", () => {
  it("name a request by a kind from a fixed list, whatever its address", () => {
    expect(routeKind("/")).toBe("home");
    expect(routeKind("/search")).toBe("search");
    expect(routeKind("/search/used-cars/toyota")).toBe("search");
    expect(routeKind("/searching")).toBe("page");
    expect(routeKind("/cars/2021-toyota-hilux-sr5-ab123")).toBe("vehicle");
    expect(routeKind("/cars/2021-toyota-hilux-sr5-ab123/checkout")).toBe("checkout");
    expect(routeKind("/cars/2021-toyota-hilux-sr5-ab123/buy-online")).toBe("checkout");
    expect(routeKind("/api/search")).toBe("api_search");
    expect(routeKind("/api/leads")).toBe("api");
    expect(routeKind("/img/draw/car/suv/0b2545/side")).toBe("image");
    expect(routeKind("/sitemap.xml")).toBe("seo");
    expect(routeKind("/feeds/vehicles.xml")).toBe("seo");
    expect(routeKind("/metrics")).toBe("ops");
    expect(routeKind("/about-us")).toBe("page");
    expect(routeKind("/%2e%2e/etc/passwd")).toBe("page");
  });

  it("are all named for the platform or come from the client's defaults", async () => {
    const names = (await registry.getMetricsAsJSON()).map((metric) => metric.name);
    expect(names).toContain("forecourt_http_requests_total");
    expect(names).toContain("nodejs_eventloop_lag_p99_seconds");
    for (const name of names) expect(name).toMatch(/^(forecourt_|nodejs_|process_)/);
  });
});
