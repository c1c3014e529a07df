import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The whole route table. Later areas (search, vehicle pages, leads, finance, locations, offers)
// add their routes here, mirroring the spec's route lists.
export default [
  index("routes/home.tsx"),
  route("img/*", "routes/img.ts"),
  route("search", "routes/search.tsx", { id: "search-root" }),
  route("search/*", "routes/search.tsx"),
  route("api/search", "routes/api.search.ts"),
  route("special-offers", "routes/special-offers.tsx"),
  route("models", "routes/models.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
