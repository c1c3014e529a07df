import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { TOP_LEVEL_PAGES } from "../domain/content-pages";
import { SITE_FORM_PATHS } from "../domain/site-forms";

// The whole route table. Later areas (search, vehicle pages, leads, finance, locations, offers)
// add their routes here, mirroring the spec's route lists.
export default [
  index("routes/home.tsx"),
  route("img/*", "routes/img.ts"),
  route("favicon.ico", "routes/favicon.ts"),
  // For search engines and ad platforms: one module answers all three.
  route("sitemap.xml", "routes/seo-files.ts", { id: "sitemap" }),
  route("robots.txt", "routes/seo-files.ts", { id: "robots" }),
  route("feeds/vehicles.xml", "routes/seo-files.ts", { id: "vehicle-feed" }),
  route("media/history/:file", "routes/history-report.ts"),
  route("search", "routes/search.tsx", { id: "search-root" }),
  route("search/*", "routes/search.tsx"),
  // GET /api/search is answered before the router, by server/search/api.server.ts (decision 043).
  route("api/leads", "routes/api.leads.ts"),
  route("api/events", "routes/api.events.ts"),
  route("api/appointments", "routes/api.appointments.ts"),
  route("api/miscellaneous", "routes/api.miscellaneous.ts"),
  route("api/youx/quote", "routes/api.youx-quote.ts"),
  route("special-offers", "routes/special-offers.tsx"),
  route("parts/search", "routes/parts-search.tsx"),
  route("budget-finder", "routes/budget-finder.ts"),
  route("models", "routes/models.tsx"),
  route("cars/:slug", "routes/car.tsx"),
  // Reserve online [VSD §2]: the site's spelling answers, the other redirects to it.
  route("cars/:slug/checkout", "routes/checkout.tsx", { id: "checkout" }),
  route("cars/:slug/buy-online", "routes/checkout.tsx", { id: "buy-online" }),
  route("checkout-journey", "routes/checkout.tsx", { id: "checkout-journey" }),
  route("online-payment", "routes/online-payment.tsx"),
  route("spin-to-win", "routes/spin-to-win.tsx"),
  route("api/payments/stripe", "routes/api.payments-stripe.ts"),
  route("cars/:slug/view.json", "routes/api.car-view.ts"),
  route("cars/:slug/autogauge", "routes/api.car-autogauge.ts"),
  route("cars/:slug/pdf", "routes/api.car-pdf.ts"),
  route("cars/:slug/delivery", "routes/api.car-delivery.ts"),
  route("print", "routes/print.tsx"),
  route("success", "routes/success.tsx"),
  // The site-wide lead forms and the trade-in [SW §2 Default navigation and links]: the path names
  // the form, from the one list of form paths (domain/site-forms.ts).
  ...Object.entries(SITE_FORM_PATHS).map(([path, kind]) =>
    route(path.slice(1), kind === "trade-in" ? "routes/trade-in.tsx" : "routes/lead-form.tsx", {
      id: `form-${path.slice(1).replace("/", "-")}`,
    }),
  ),
  // Locations [SW §2 Location routes]: one module; aliases redirect to the site's own path.
  route("dealer-locator", "routes/locations.tsx", { id: "dealer-locator" }),
  route("dealerships", "routes/locations.tsx", { id: "dealerships" }),
  route("dealerships/:make", "routes/locations.tsx", { id: "dealerships-make" }),
  ...["contact-us", "our-location", "locations", "teams"].map((prefix) =>
    route(`${prefix}/:slug`, "routes/location.tsx", { id: `location-${prefix}` }),
  ),
  // Offers [SW §2 Offer routes].
  route("offers/:offerId", "routes/offer.tsx", { id: "offer" }),
  route("offers/:manufacturer/:offerId", "routes/offer.tsx", { id: "offer-make" }),
  // Brands [SW §2 Brand routes].
  route("brands", "routes/brands.tsx"),
  route("brands/:slug", "routes/brand.tsx", { id: "brand-banner" }),
  route(":brandSlug/overview", "routes/brand.tsx", { id: "brand-overview" }),
  // Content pages from Markdown [SW §2 Other paths; Pages under /pages/{name}].
  route("pages/reviews", "routes/reviews.tsx"),
  route("blog", "routes/blog.tsx", { id: "blog" }),
  route("blog/:section", "routes/blog.tsx", { id: "blog-section" }),
  route("blog/:section/:slug", "routes/blog.tsx", { id: "blog-post" }),
  route("pages/unsubscribe", "routes/unsubscribe.tsx"),
  route("pages/:name", "routes/content.tsx", { id: "content-pages" }),
  ...TOP_LEVEL_PAGES.map((path) => route(path, "routes/content.tsx", { id: `content-${path}` })),
  route("compare", "routes/compare.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-out", "routes/sign-out.ts"),
  route("watchlist", "routes/watchlist.tsx"),
  route("favourites", "routes/favourites.tsx"),
  route("my-garage", "routes/my-garage.tsx"),
  route("api/watchlist", "routes/api.watchlist.ts"),
  route("api/watchlist/:change", "routes/api.watchlist-change.ts"),
  // A model's page at /{modelSlug} [SW §2 Offer routes]; any other single segment is a 404.
  route(":modelSlug", "routes/model.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
