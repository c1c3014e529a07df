import { createContext } from "react-router";
import type { ShellData } from "./shell.server";
import type { Site } from "./sites/registry";

/** The site this request is for, resolved once from the Host header by the root middleware. */
export const siteContext = createContext<Site>();

/**
 * What the HTTP layer (server/app.ts) knows of the request and hands to the routes: the visitor's
 * address (from the socket, or a configured proxy's X-Forwarded-For), the request id the log lines
 * carry, and the nonce this response's scripts must carry under the Content-Security-Policy.
 */
export type RequestInfo = { ip: string; requestId: string; nonce: string };

export const requestContext = createContext<RequestInfo>({ ip: "unknown", requestId: "", nonce: "" });

/**
 * The site's shell, set by the root loader for the page's render: the header and footer are drawn
 * from it on the server alone (app/entry.server.tsx). Null where the root loader did not run.
 */
export const shellContext = createContext<ShellData | null>(null);
