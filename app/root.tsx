import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { getRuntime } from "#server/runtime.server";
import { setLogSite } from "#server/log.server";
import { shellContext, siteContext } from "#server/request-context.server";
import { isLocalHost, resolveSiteForHost } from "#server/sites/registry";
import { originContext, siteOrigin } from "#server/sites/origin.server";
import { browserShell, getShellData } from "#server/shell.server";
import { ChatWidget } from "~/components/chat/chat-widget";
import { ScriptsAfterPaint, useMarkHydrated } from "~/components/layout/scripts-after-paint";
import { useHeaderFollowsPage } from "~/components/layout/header-follows-page";
import { StaticPart } from "~/components/ui/static-part";
import { ToastOutlet } from "~/components/ui/toast-outlet";
import { useNonce } from "~/hooks/use-nonce";
import { NoteTypingBeforeScripts } from "~/lib/typed-before-scripts";
import { useRememberVisits } from "~/hooks/use-remember-visits";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { buttonVariants } from "~/components/ui/button";
import { useLinkNavigation } from "~/components/ui/link";
import { WatchlistForm } from "~/components/search/watchlist-button";

/*
 * Tenancy starts here: the site is resolved once from the request's host and put on the router
 * context (docs/architecture.md rule 4). The host is the Host header, or X-Forwarded-Host from a proxy
 * named in TRUST_PROXY (server/security/http.server.ts). A host no site claims gets a bare 404
 * that names no site.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    const { registry, env } = await getRuntime();
    const host = new URL(request.url).host;
    const site = resolveSiteForHost(registry, host, { localhostSubdomains: env.LOCALHOST_SUBDOMAINS });
    if (!site) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    context.set(siteContext, site);
    // The site's own origin, from its configuration: only whether it is browsed on this machine
    // comes from the host (server/sites/origin.server.ts).
    context.set(originContext, siteOrigin(site, { local: isLocalHost(host) }));
    setLogSite(site.slug);
  },
];

/** The shell depends only on the site (the Host), never on the path: reload it only after a form post. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const shell = await getShellData(database.db, site);
  // The header and footer are drawn from the whole shell on the server (app/entry.server.tsx); the
  // browser gets what its own parts of the page need.
  context.set(shellContext, shell);
  return { shell: browserShell(shell) };
}

// With a precedence React puts the stylesheet before the scripts it preloads: it is what the first
// paint waits for, so it must not queue behind them on a slow connection.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet, precedence: "high" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const shell = data?.shell;
  const nonce = useNonce();
  useMarkHydrated();
  useLinkNavigation();
  useHeaderFollowsPage();
  return (
    <html lang="en-AU" style={shell?.themeVariables as React.CSSProperties | undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <NoteTypingBeforeScripts nonce={nonce} />
        {shell && <meta name="theme-color" content={shell.themeVariables["--fc-primary"]} />}
        {shell && (
          <link
            rel="icon"
            type="image/svg+xml"
            href={`/img/draw/mark/${shell.mark}/${shell.themeVariables["--fc-primary"]!.slice(1)}?fm=svg`}
          />
        )}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <StaticPart
          as="header"
          name="header"
          className="bg-header text-header-foreground shadow-sm print:hidden"
        />
        <ChatWidget chat={shell?.chat ?? null} siteSlug={shell?.slug ?? ""} siteName={shell?.name ?? ""}>
          <main id="main" className="flex-1">
            {children}
          </main>
          <StaticPart as="footer" name="footer" className="site-footer" />
        </ChatWidget>
        {shell?.watchlist && <WatchlistForm />}
        <ToastOutlet duration={shell?.toastDuration} />
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useRememberVisits(useRouteLoaderData<typeof loader>("root")?.shell.slug);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page not found" : "Something went wrong";
  const message = notFound
    ? "The page you were looking for has moved, sold or never existed."
    : "We could not show this page just now. Please try again in a moment.";
  // The server logged the error (entry.server.tsx handleError); the page shows no details of it.
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">
        {notFound ? "404" : "Error"}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg">{message}</p>
      <ErrorLinks />
    </section>
  );
}

function ErrorLinks() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) return null;
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <a href="/" className={buttonVariants({ size: "lg" })}>
        Go to the home page
      </a>
      <a href={data.shell.searchPath} className="rounded-brand border border-current px-5 py-3 font-semibold">
        Search our stock
      </a>
    </div>
  );
}
