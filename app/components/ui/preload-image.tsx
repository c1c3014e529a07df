import { preload } from "react-dom";
import { imageSrcSet, imageUrl } from "~/lib/format";

/**
 * The page's largest image, asked for from the head [issue 15 "first paint on a phone"]: React puts
 * a `<link rel="preload" as="image" imagesrcset fetchpriority="high">` before the body, so the
 * browser fetches the right size before it has read the markup that shows it. Renders nothing.
 */
export function PreloadImage({ src, widths, sizes }: { src: string; widths: number[]; sizes: string }) {
  preload(imageUrl(src, { w: widths[1] ?? widths[0]! }), {
    as: "image",
    imageSrcSet: imageSrcSet(src, widths),
    imageSizes: sizes,
    fetchPriority: "high",
  });
  return null;
}
