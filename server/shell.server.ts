import type { ShellData } from "~/lib/shell";
import { themeVariables } from "~/lib/theme";
import type { Database } from "./db/client";
import { getSiteBrands, getVisibleLocations } from "./models/locations.server";
import type { Site } from "./sites/registry";

/** The default search path for the stock a site sells [SW §2 Search URLs]. */
export function defaultSearchPath(site: Site) {
  const types = site.search.car_types;
  if (types.length === 1) return `/search/${types[0]}-cars`;
  if (types.length === 2 && types.includes("new") && types.includes("demo"))
    return "/search/new-and-demo-cars";
  return "/search/new-used-and-demo-cars";
}

export async function getShellData(db: Database, site: Site, origin: string): Promise<ShellData> {
  const [locations, brands] = await Promise.all([
    getVisibleLocations(db, site),
    site.menus.brand_menu.enabled ? getSiteBrands(db, site) : Promise.resolve([]),
  ]);
  return {
    slug: site.slug,
    name: site.name,
    logo: site.logo,
    layout: site.layout,
    themeVariables: themeVariables(site.theme),
    menus: {
      header: site.menus.header,
      footer: site.menus.footer,
      brands: {
        enabled: site.menus.brand_menu.enabled,
        openOnHover: site.menus.brand_menu.open_on_hover,
        label: site.menus.brand_menu.label,
        items: brands.map((b) => ({ name: b.name, slug: b.slug, logo: b.logo_src })),
      },
    },
    phones: site.phones,
    callText: site.labels.call_text,
    contactLinkText: site.labels.contact_link_text,
    searchPath: defaultSearchPath(site),
    usedLabel: site.labels.used,
    locations: locations.map((l) => ({
      name: l.name,
      slug: l.slug,
      city: l.city,
      state: l.state,
      phone: l.phone,
      type: l.location_type,
    })),
    licences: [...new Set(locations.map((l) => l.dealer_license_number).filter((x): x is string => !!x))],
    watchlist: site.favourites.watchlist_enabled,
    origin,
  };
}
