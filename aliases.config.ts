import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/*
 * The path aliases (~/ for app/, #domain/ and #server/) are written once, in tsconfig.json's
 * "paths", where TypeScript and tsx read them; Vite and Vitest read them here.
 */
export function aliasesFromTsconfig(): Record<string, string> {
  const root = new URL("./", import.meta.url);
  const config = JSON.parse(readFileSync(new URL("tsconfig.json", root), "utf8")) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(
    Object.entries(config.compilerOptions.paths).map(([alias, [target]]) => [
      alias.replace(/\/\*$/, ""),
      fileURLToPath(new URL(target!.replace(/\/\*$/, ""), root)),
    ]),
  );
}
