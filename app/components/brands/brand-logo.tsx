import { useState } from "react";
import { imageUrl } from "~/lib/format";

export const NOT_FOUND_IMAGE = "draw/not-found";

/** A make's logo; a logo that is missing or fails to load shows the image-not-found picture [SW §8]. */
export function BrandLogo({
  src,
  size = 64,
  className,
}: {
  src: string | null;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const source = !src || failed ? NOT_FOUND_IMAGE : src;
  return (
    <img
      src={imageUrl(source, { w: size * 2, fm: "svg" })}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
