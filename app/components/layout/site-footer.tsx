import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import { telHref } from "~/lib/format";
import type { ShellData } from "#server/shell.server";

/**
 * The footer: the same on every page of the site, drawn by the server alone
 * (app/components/ui/static-part.tsx). Each of its links is at least 24 px high (`.site-footer a`
 * in app.css: WCAG 2.5.8's target size, for a finger on a phone), and the gaps between them are
 * smaller by as much, so that the footer is no taller for it.
 */
export function SiteFooter({ shell, year }: { shell: ShellData; year: number }) {
  const sales = shell.locations.filter((l) => l.type === "sales");
  if (shell.layout.footer === "compact") {
    return (
      <>
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
          <p className="font-bold">{shell.name}</p>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
              {shell.menus.footer
                .flatMap((group) => group.items)
                .map((item) => (
                  <li key={item.href + item.label}>
                    <Link to={item.href}>{item.label}</Link>
                  </li>
                ))}
            </ul>
          </nav>
          <a href={telHref(shell.phones.sales)} className="inline-flex items-center gap-2 font-semibold">
            <Icon name="phone" className="size-4" /> {shell.phones.sales}
          </a>
        </div>
        <FooterLegal shell={shell} year={year} />
      </>
    );
  }
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]">
        {shell.menus.footer.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 text-sm font-bold tracking-wider uppercase">{group.title}</h2>
            <ul className="space-y-1 text-sm">
              {group.items.map((item) => (
                <li key={item.href + item.label}>
                  <Link to={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="mb-3 text-sm font-bold tracking-wider uppercase">Our Locations</h2>
          <ul className="space-y-2 text-sm">
            {sales.slice(0, 6).map((l) => (
              <li key={l.slug}>
                <Link to={l.href} className="block py-0.5 font-semibold">
                  {l.name}
                </Link>
                <span>
                  {`${l.city} ${l.state} · `}
                  <a href={telHref(l.phone)}>{l.phone}</a>
                </span>
              </li>
            ))}
            <li>
              <Link to="/dealer-locator" className="font-semibold underline underline-offset-4">
                All locations
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <FooterLegal shell={shell} year={year} />
    </>
  );
}

function FooterLegal({ shell, year }: { shell: ShellData; year: number }) {
  return (
    <div className="border-t border-current/15">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3 text-xs">
        <p>{`© ${year} ${shell.name}${shell.group ? `, part of ${shell.group}` : ""}`}</p>
        {shell.licences && (
          <p>
            Dealer licence <Licences text={shell.licences} />
          </p>
        )}
        <Link to="/privacy-policy">Privacy Policy</Link>
        <Link to="/terms-and-conditions">Terms and Conditions</Link>
        {shell.youtube && (
          <a href={shell.youtube} target="_blank" rel="noopener noreferrer">
            YouTube<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        {shell.watchlist && <Link to="/watchlist">My Watchlist</Link>}
        {shell.garage && <Link to="/my-garage">My Garage</Link>}
      </div>
    </div>
  );
}

/**
 * The dealer's licences, wrapped only between licences on a narrow screen: never inside one
 * ("LMCT 11892") nor between a state and its first ("NSW MD 074219").
 */
function Licences({ text }: { text: string }) {
  return text.split(/(, | · )/).map((part, i) =>
    i % 2 === 1 ? (
      part
    ) : (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ),
  );
}
