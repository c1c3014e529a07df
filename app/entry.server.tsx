import { Writable } from "node:stream";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import {
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { getLogger, logRequestError } from "#server/log.server";
import { requestContext, shellContext } from "#server/request-context.server";
import { getFragmentCache } from "#server/cache/fragment-cache.server";
import type { ShellData } from "#server/shell.server";
import { currentSections, SiteHeader } from "~/components/layout/site-header";
import { SiteFooter } from "~/components/layout/site-footer";
import { LinkScope } from "~/components/ui/link";
import { partKey, PartRendererContext, type Json, type PartRenderer } from "~/components/ui/server-cached";
import { StaticPartsContext, type StaticParts } from "~/components/ui/static-part";
import { NonceProvider } from "~/hooks/use-nonce";

/*
 * React Router's default Node entry, plus three things: every inline script React and React Router
 * write (hydration data, streamed promises, Suspense boundaries) carries this response's CSP nonce,
 * errors are logged through the one logger, without personal data [docs/architecture.md rule 11], the
 * parts many pages share come from the fragment cache (docs/decisions/028-fragment-cache.md), and
 * the site's header and footer are drawn here, from the shell the root loader found
 * (app/components/ui/static-part.tsx).
 */
export const streamTimeout = 5_000;

const fragments = getFragmentCache();
/** A shared part's HTML: kept, or rendered apart (as React writes it, text separators and all). */
const renderPart: PartRenderer | null =
  fragments && ((key, element) => fragments.get(key, () => renderToString(element)));

/** The header and footer of a page of the site, as HTML. */
function siteParts(shell: ShellData, pathname: string): StaticParts {
  const part = <P extends Record<string, Json>>(component: React.ComponentType<P>, props: P) => {
    // The part's element is marked `data-nav` (app/components/ui/static-part.tsx): its links are not.
    const element = createElement(LinkScope, { value: true }, createElement(component, props));
    return renderPart ? renderPart(partKey(component, props), element) : renderToString(element);
  };
  return {
    header: part(SiteHeader, { shell, current: currentSections(shell, pathname) }),
    footer: part(SiteFooter, { shell, year: new Date().getFullYear() }),
  };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);
  const shell = loadContext.get(shellContext);
  const parts = shell ? siteParts(shell, new URL(request.url).pathname) : {};

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Robots get the whole page at once; people get the shell first and the rest as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <PartRendererContext value={renderPart}>
        <StaticPartsContext value={parts}>
          <NonceProvider value={nonce}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </NonceProvider>
        </StaticPartsContext>
      </PartRendererContext>,
      {
        nonce,
        // React moves a finished Suspense boundary out of place (hidden, revealed by a script) once
        // 12.8 KB of HTML has gone before it in a flush. A page must read and work complete without
        // JavaScript (the calculator's form lower down, for one), so finished content stays in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new HtmlBody(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(body.readable, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by handleError; these came while streaming.
          if (shellRendered) getLogger().error({ err: error }, "render failed");
        },
      },
    );
  });
}

/**
 * The page as it is written: React writes its HTML in pieces of 2 KB, and each piece passed on
 * alone crosses a web stream and the response with a promise and an event or two. The pieces
 * written in one go (the whole shell, then each streamed part) travel as one.
 */
class HtmlBody extends Writable {
  readonly readable: ReadableStream<Uint8Array>;
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private pending: Buffer[] = [];

  constructor(private readonly onFinish: () => void) {
    super();
    this.readable = new ReadableStream<Uint8Array>({
      start: (controller) => void (this.controller = controller),
      cancel: () => void this.destroy(),
    });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    if (this.pending.push(chunk) === 1) queueMicrotask(() => this.pass());
    callback();
  }

  private pass() {
    if (this.pending.length === 0) return;
    const chunk = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    try {
      this.controller.enqueue(chunk);
    } catch {
      // The visitor left and the stream was cancelled: nothing to send.
    }
  }

  override _final(callback: (error?: Error | null) => void) {
    this.pass();
    this.onFinish();
    try {
      this.controller.close();
    } catch {
      // Already cancelled.
    }
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.pending = [];
    if (error) {
      try {
        this.controller.error(error);
      } catch {
        // Already closed or cancelled.
      }
    }
    callback(error);
  }
}

/**
 * Loader, action and render errors, logged once each; a visitor who left is not an error, and a
 * refusal (React Router's 404 or 405, a 4xx a loader threw) is logged as one, at info.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logRequestError(error, { method: request.method, path: new URL(request.url).pathname }, "route failed");
};
