import { buildAll } from "./build-state.ts";

// `npm run build`: the app and its compiled server into build/ (cli/build-state.ts).
await buildAll();
