import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/utils";
import { isCurrentSection, Link } from "~/components/ui/link";
import type { ShellData } from "#server/shell.server";
import { imageUrl, telHref } from "~/lib/format";
import { SiteLogo } from "./site-logo";

/*
 * Header from the site's menus, phones and logo [SW §2 Default navigation and links]. Dropdowns
 * open on hover and keyboard focus with CSS alone, and the phone menu is a <details> disclosure,
 * so navigation needs no JavaScript. Drawn by the server alone (app/components/ui/static-part.tsx);
 * in the browser the menu follows the page through ./header-follows-page.ts.
 */

/**
 * The menu items that lead to the page shown or above it: the header is drawn once for each. The
 * same list is the same array for the site's shell, so the header's part is found by identity.
 */
export function currentSections(shell: ShellData, pathname: string): string[] {
  const hrefs = shell.menus.header
    .filter((item) => isCurrentSection(pathname, item.href))
    .map((item) => item.href);
  let lists = sectionLists.get(shell);
  if (lists === undefined) sectionLists.set(shell, (lists = new Map()));
  const key = hrefs.join("\n");
  const known = lists.get(key);
  if (known !== undefined) return known;
  lists.set(key, hrefs);
  return hrefs;
}

const sectionLists = new WeakMap<ShellData, Map<string, string[]>>();

export function SiteHeader({ shell, current }: { shell: ShellData; current: string[] }) {
  const mega = shell.layout.header === "mega";
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-surface focus:p-2 focus:text-ink"
      >
        Skip to content
      </a>
      {mega && (
        <div className="bg-brand text-brand-foreground">
          <div className="mx-auto flex max-w-7xl items-center justify-end gap-4 px-4 py-1.5 text-sm">
            <PhoneLink label="Sales" phone={shell.phones.sales} />
            {shell.phones.service && (
              <PhoneLink label="Service" phone={shell.phones.service} display="hidden sm:inline-flex" />
            )}
            {shell.phones.parts && (
              <PhoneLink label="Parts" phone={shell.phones.parts} display="hidden md:inline-flex" />
            )}
          </div>
        </div>
      )}
      <div
        className={`mx-auto flex max-w-7xl items-center gap-4 px-4 ${mega ? "py-3" : "flex-wrap justify-between py-4 lg:justify-center"}`}
      >
        <Link to="/" className="shrink-0">
          <SiteLogo logo={shell.logo} name={shell.name} />
          <span className="sr-only"> home</span>
        </Link>
        {mega && <DesktopNav shell={shell} current={current} />}
        {!mega && (
          <a
            href={telHref(shell.phones.sales)}
            className="ml-auto hidden items-center gap-2 font-semibold lg:inline-flex"
          >
            <Icon name="phone" className="size-4" /> {shell.phones.sales}
          </a>
        )}
        {shell.favourites && (
          <Link
            to="/favourites"
            className={cn(
              "inline-flex items-center gap-1.5 font-semibold hover:underline",
              mega ? "ml-2" : "ml-auto lg:ml-4",
            )}
          >
            <Icon name="heart" className="size-5" />
            <span className={mega ? "sr-only" : "sr-only sm:not-sr-only"}>Favourites</span>
          </Link>
        )}
        <MobileNav shell={shell} />
      </div>
      {!mega && (
        <div className="hidden border-t border-current/10 lg:block">
          <div className="mx-auto flex max-w-7xl justify-center px-4">
            <DesktopNav shell={shell} current={current} />
          </div>
        </div>
      )}
    </>
  );
}

/** `display` replaces the default inline-flex, e.g. "hidden sm:inline-flex". */
function PhoneLink({
  label,
  phone,
  display = "inline-flex",
}: {
  label: string;
  phone: string;
  display?: string;
}) {
  return (
    <a href={telHref(phone)} className={cn("items-center gap-1.5 hover:underline", display)}>
      <Icon name="phone" className="size-3.5" />
      <span>
        {label} <span className="font-semibold">{phone}</span>
      </span>
    </a>
  );
}

function NavItemLink({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: React.ReactNode;
}) {
  return (
    <Link to={href} data-section="" aria-current={current ? "page" : undefined} className="nav-link">
      {children}
    </Link>
  );
}

function DesktopNav({ shell, current }: { shell: ShellData; current: string[] }) {
  const brands = shell.menus.brands;
  return (
    <nav aria-label="Main" className="ml-auto hidden lg:block">
      <ul className="flex items-center">
        {brands.enabled &&
          brands.items.length > 0 &&
          (brands.openOnHover ? (
            // Hover-enabled sites open the mega-menu on mouse enter (and on keyboard focus).
            <li className="group relative">
              <Link
                to="/brands"
                className="flex items-center gap-1 px-3 py-3 text-sm font-semibold hover:text-accent"
              >
                {brands.label} <Icon name="chevron-down" className="size-4" />
              </Link>
              <div className="invisible opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                <BrandPanel brands={brands.items} />
              </div>
            </li>
          ) : (
            <li className="relative">
              <details>
                <summary className="flex cursor-pointer items-center gap-1 px-3 py-3 text-sm font-semibold hover:text-accent">
                  {brands.label} <Icon name="chevron-down" className="size-4" />
                </summary>
                <BrandPanel brands={brands.items} />
              </details>
            </li>
          ))}
        {shell.menus.header.map((item) =>
          item.children.length ? (
            <li key={item.href} className="group relative">
              <NavItemLink href={item.href} current={current.includes(item.href)}>
                <span className="inline-flex items-center gap-1">
                  {item.label} <Icon name="chevron-down" className="size-4" />
                </span>
              </NavItemLink>
              <ul className="nav-submenu">
                {item.children.map((child) => (
                  <li key={child.href}>
                    <Link to={child.href}>{child.label}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.href}>
              <NavItemLink href={item.href} current={current.includes(item.href)}>
                {item.label}
              </NavItemLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function BrandPanel({ brands }: { brands: ShellData["menus"]["brands"]["items"] }) {
  return (
    <div className="absolute top-full left-0 z-40 w-[min(40rem,90vw)] rounded-brand bg-surface p-4 text-ink shadow-xl ring-1 ring-black/10">
      <BrandTiles brands={brands} />
    </div>
  );
}

/** The brands' logo tiles: in the desktop mega-menu and in the phone menu. */
function BrandTiles({ brands }: { brands: ShellData["menus"]["brands"]["items"] }) {
  return (
    <ul className="brand-tiles">
      {brands.map((brand) => (
        <li key={brand.slug}>
          <Link to={brand.href}>
            {/* Sized by `.brand-tiles` (app.css), so it takes its place before it loads. */}
            <img src={imageUrl(brand.logo, { w: 96, fm: "svg" })} alt="" loading="lazy" />
            {brand.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function MobileNav({ shell }: { shell: ShellData }) {
  return (
    <details className="group ml-auto lg:hidden">
      <summary className="flex cursor-pointer items-center gap-2 rounded-brand border border-current/30 px-3 py-2 text-sm font-semibold">
        <Icon name="menu" className="size-5" /> Menu
      </summary>
      <nav
        aria-label="Main"
        className="absolute inset-x-0 z-40 mt-3 max-h-[80vh] overflow-y-auto bg-surface px-4 pb-6 text-ink shadow-xl"
      >
        <ul className="phone-menu">
          {shell.menus.header.map((item) => (
            <li key={item.href}>
              <Link to={item.href}>{item.label}</Link>
              {item.children.length > 0 && (
                <ul>
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <Link to={child.href}>{child.label}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          {shell.menus.brands.enabled && shell.menus.brands.items.length > 0 && (
            // The brand mega-menu on phones too: its logo tiles in a disclosure.
            <li>
              <details>
                <summary className="flex cursor-pointer items-center justify-between py-2 font-semibold">
                  {shell.menus.brands.label} <Icon name="chevron-down" className="size-4" />
                </summary>
                <BrandTiles brands={shell.menus.brands.items} />
                <Link to="/brands" className="mt-2 mb-3 inline-block text-sm font-semibold underline">
                  All brands
                </Link>
              </details>
            </li>
          )}
          <li className="py-3">
            <a href={telHref(shell.phones.sales)} className="inline-flex items-center gap-2 font-semibold">
              <Icon name="phone" className="size-4" /> {shell.callText}: {shell.phones.sales}
            </a>
          </li>
        </ul>
      </nav>
    </details>
  );
}
