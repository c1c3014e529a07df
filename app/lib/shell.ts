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
      items: { name: string; slug: string; logo: string }[];
    };
  };
  phones: { sales: string; service?: string; parts?: string };
  callText: string;
  contactLinkText: string;
  searchPath: string;
  usedLabel: string;
  locations: { name: string; slug: string; city: string; state: string; phone: string; type: string }[];
  licences: string[];
  /** The site has the watchlist (a footer link to /watchlist). */
  watchlist: boolean;
  origin: string;
};
