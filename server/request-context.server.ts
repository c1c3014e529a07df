import { createContext } from "react-router";
import type { Site } from "./sites/registry";

/** The site this request is for, resolved once from the Host header by the root middleware. */
export const siteContext = createContext<Site>();
