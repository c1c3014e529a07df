import { loadSiteRegistry } from "#server/sites/registry";

/** The demo sites, as every test sees them. */
export const demoRegistry = () => loadSiteRegistry("sites");
