import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components never pass two classes that set the same property (a variant
 * replaces a class rather than overriding it), so no merging library ships to the browser.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
