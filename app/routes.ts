import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The whole route table. Later areas (search, vehicle pages, leads, finance, locations, offers)
// add their routes here, mirroring the spec's route lists.
export default [
  index("routes/home.tsx"),
  route("img/*", "routes/img.ts"),
  route("favicon.ico", "routes/favicon.ts"),
  route("media/history/:file", "routes/history-report.ts"),
  route("search", "routes/search.tsx", { id: "search-root" }),
  route("search/*", "routes/search.tsx"),
  route("api/search", "routes/api.search.ts"),
  route("api/leads", "routes/api.leads.ts"),
  route("api/events", "routes/api.events.ts"),
  route("api/appointments", "routes/api.appointments.ts"),
  route("api/miscellaneous", "routes/api.miscellaneous.ts"),
  route("special-offers", "routes/special-offers.tsx"),
  route("models", "routes/models.tsx"),
  route("cars/:slug", "routes/car.tsx"),
  route("cars/:slug/view.json", "routes/api.car-view.ts"),
  route("cars/:slug/autogauge", "routes/api.car-autogauge.ts"),
  route("cars/:slug/pdf", "routes/api.car-pdf.ts"),
  route("cars/:slug/delivery", "routes/api.car-delivery.ts"),
  route("print", "routes/print.tsx"),
  route("success", "routes/success.tsx"),
  // The site-wide lead forms [SW §2 Default navigation and links]: one module, the path names the form.
  ...[
    "contact",
    "contact-us",
    "book-test-drive",
    "finance",
    "finance-enquiry",
    "apply-for-finance",
    "finance-pre-approval",
    "service",
    "vehicle-parts-and-accessories",
  ].map((path) => route(path, "routes/lead-form.tsx", { id: `form-${path}` })),
  ...["trade-in", "sell-your-car", "cars/trade-in"].map((path) =>
    route(path, "routes/trade-in.tsx", { id: `form-${path.replace("/", "-")}` }),
  ),
  route("compare", "routes/compare.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-out", "routes/sign-out.ts"),
  route("watchlist", "routes/watchlist.tsx"),
  route("api/watchlist", "routes/api.watchlist.ts"),
  route("api/watchlist/:change", "routes/api.watchlist-change.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
