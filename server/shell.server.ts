import { defaultSearchPath } from "#domain/search-url";
import type { ChatFormSettings } from "#domain/site-forms";
import { themeVariables } from "#domain/theme";
import type { Database } from "./db/client";
import { currentStockVersion } from "./cache/site-memo.server";
import { getBrandDirectory } from "#server/data/brands.server";
import { getSiteBrands, getVisibleLocations, locationHref } from "#server/data/locations.server";
import type { Site } from "./sites/registry";
import { describeLicences } from "#domain/locations";

/** What every page of a site needs for its header and footer: plain data from the root loader. */
export type MenuLink = { label: string; href: string };
export type ShellData = {
  slug: string;
  name: string;
  logo: { text: string; mark: string; url?: string };
  layout: { header: "mega" | "bar"; footer: "columns" | "compact"; hero: "full-bleed" | "split" };
  themeVariables: Record<string, string>;
  menus: {
    header: (MenuLink & { children: MenuLink[] })[];
    footer: { title: string; items: MenuLink[] }[];
    brands: {
      enabled: boolean;
      openOnHover: boolean;
      label: string;
      items: { name: string; slug: string; logo: string; href: string }[];
    };
  };
  phones: { sales: string; service?: string; parts?: string };
  callText: string;
  contactLinkText: string;
  searchPath: string;
  usedLabel: string;
  locations: {
    name: string;
    slug: string;
    href: string;
    city: string;
    state: string;
    phone: string;
    type: string;
  }[];
  /** The dealer's licence numbers, by state where there are several ("" for none). */
  licences: string;
  /** The dealer group, when the site is one of its dealers (not the group itself). */
  group: string | null;
  youtube: string | null;
  /** The site has the watchlist (a footer link to /watchlist). */
  watchlist: boolean;
  /** How long a toast stays, in ms [SW §9]. */
  toastDuration: number;
  /** The site has My Garage (a footer link to /my-garage). */
  garage: boolean;
  /** The chat widget, where the site has one: "Chat with us" on every page [SW §1, §2 Offer card]. */
  chat: ({ offerEnquiry: boolean } & ChatFormSettings) | null;
  /** The site has favourites (a header link to /favourites). */
  favourites: boolean;
};

/**
 * What the browser needs of the shell: the page's colours and icon, the chat, the toasts and the
 * links an error page offers. The header and footer are drawn by the server alone
 * (app/components/ui/static-part.tsx), so their menus, phones and locations stay here.
 */
export type BrowserShell = Pick<
  ShellData,
  "slug" | "name" | "themeVariables" | "searchPath" | "watchlist" | "toastDuration" | "chat"
> & { mark: string };

export function browserShell(shell: ShellData): BrowserShell {
  return {
    slug: shell.slug,
    name: shell.name,
    mark: shell.logo.mark,
    themeVariables: shell.themeVariables,
    searchPath: shell.searchPath,
    watchlist: shell.watchlist,
    toastDuration: shell.toastDuration,
    chat: shell.chat,
  };
}

/*
 * The shell changes only with the site's configuration (a new process) or its data (locations,
 * brands: written with the stock, so a seed or import moves the stock version). It is made once per
 * site and stock version in each process, instead of three queries on every page
 * [docs/architecture.md rule 10].
 */
const shells = new Map<string, { version: number; shell: Promise<ShellData> }>();

export async function getShellData(db: Database, site: Site): Promise<ShellData> {
  const version = await currentStockVersion(db, site.id);
  const key = String(site.id);
  const known = shells.get(key);
  if (known && known.version === version) return known.shell;
  const shell = makeShellData(db, site);
  shells.set(key, { version, shell });
  shell.catch(() => {
    if (shells.get(key)?.shell === shell) shells.delete(key);
  });
  return shell;
}

async function makeShellData(db: Database, site: Site): Promise<ShellData> {
  const [locations, brands, directory] = await Promise.all([
    getVisibleLocations(db, site),
    site.menus.brand_menu.enabled ? getSiteBrands(db, site) : Promise.resolve([]),
    site.menus.brand_menu.enabled ? getBrandDirectory(db, site) : Promise.resolve([]),
  ]);
  // A brand's tile leads where its directory entry does (its overview page, or its dealerships).
  const brandHref = (slug: string) =>
    directory.find((d) => d.slug === slug)?.href ?? `/dealerships/${slug}?filter=brand`;
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
        items: brands.map((b) => ({ name: b.name, slug: b.slug, logo: b.logo_src, href: brandHref(b.slug) })),
      },
    },
    phones: site.phones,
    callText: site.labels.call_text,
    contactLinkText: site.labels.contact_link_text,
    searchPath: defaultSearchPath(site.search.car_types),
    usedLabel: site.labels.used,
    locations: locations.map((l) => ({
      name: l.name,
      slug: l.slug,
      href: locationHref(site, l.slug),
      city: l.city,
      state: l.state,
      phone: l.phone,
      type: l.location_type,
    })),
    licences: describeLicences(locations.map((l) => ({ state: l.state, licence: l.dealer_license_number }))),
    group: site.dealership_group && site.dealership_group !== site.name ? site.dealership_group : null,
    youtube: site.youtube_url,
    watchlist: site.favourites.watchlist_enabled,
    favourites: site.favourites.enabled,
    chat: site.chat.token
      ? {
          offerEnquiry: site.chat.offer_enquiry,
          termsNotice: site.forms.terms_notice,
          optInText: site.labels.opt_in_text,
        }
      : null,
    garage: site.garage_enabled,
    toastDuration: site.toast_duration_ms,
  };
}
