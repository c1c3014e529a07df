import { Children, cloneElement, isValidElement, useEffect, type ReactNode } from "react";
import { Scripts } from "react-router";
import { replayTyping } from "~/lib/typed-before-scripts";

/*
 * React Router's scripts, started once the browser has painted the page [issue 15 "first paint on
 * a phone"; docs/decisions/025-first-paint.md]. React Router writes one inline module script that
 * imports the page's modules and hydrates it. It is async: when the modules arrive quickly it runs
 * (React's code is compiled and the page hydrated) before the first paint, and a phone shows
 * nothing until that work is done; the largest image, arriving a moment later, waits for it too.
 * Here that script is written inert (type forecourt/module) and a small script starts it once the
 * page has loaded (its eager images are in) and painted (requestAnimationFrame runs before a paint,
 * the timeout after it), or after 3 s at most. The modules are fetched at once all the same (React
 * Router's modulepreload links); until they run, every link and form works as plain HTML.
 */
const INERT_TYPE = "forecourt/module";

/** The most the scripts wait for the page's images (a stalled one must not keep the page inert). */
const MAX_WAIT_MS = 3000;

const INERT_PRELOAD = "forecourt-modulepreload";

const START = `(function(){var done=false;function go(){if(done)return;done=true;document.querySelectorAll('link[rel="${INERT_PRELOAD}"]').forEach(function(l){var n=document.createElement("link");n.rel="modulepreload";n.href=l.getAttribute("href");document.head.appendChild(n)});var o=document.querySelector('script[type="${INERT_TYPE}"]');if(!o)return;var s=document.createElement("script");s.type="module";s.nonce=o.nonce;s.textContent=o.textContent;o.replaceWith(s)}function afterPaint(){requestAnimationFrame(function(){setTimeout(go,0)})}if(document.visibilityState==="hidden")setTimeout(go,0);else if(document.readyState==="complete")afterPaint();else{addEventListener("load",afterPaint,{once:true});setTimeout(go,${MAX_WAIT_MS})}})()`;

type ScriptProps = { type?: string; rel?: string; nonce?: string; children?: ReactNode };

/** React Router's elements with its module script made inert; everything else as it was. */
function inert(node: ReactNode): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<ScriptProps>(child)) return child;
    if (child.type === "script" && child.props.type === "module")
      return cloneElement(child, { type: INERT_TYPE });
    if (child.type === "link" && child.props.rel === "modulepreload")
      // Made into preloads by the starting script, which gives them no nonce: none needed here.
      return cloneElement(child, { rel: INERT_PRELOAD, nonce: undefined });
    return child.props.children === undefined ? child : cloneElement(child, {}, inert(child.props.children));
  });
}

/**
 * Marks the page as taken over by React (`<html data-hydrated>`), for tests and for people
 * debugging, once what was typed before has been acted on.
 */
export function useMarkHydrated() {
  useEffect(() => {
    // What the buyer typed before the script took over is acted on first (typed-before-scripts.tsx).
    replayTyping(document);
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export function ScriptsAfterPaint({ nonce }: { nonce?: string }) {
  // Called, not rendered: its element tree is changed before React writes it.
  const scripts = Scripts({ nonce });
  if (scripts === null) return null;
  return (
    <>
      {inert(scripts)}
      <script
        id="fc-start"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: START }}
      />
    </>
  );
}
