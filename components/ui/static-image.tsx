import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

/** next/image's props, less the ones that need its client component (load events, blur placeholder). */
export type StaticImageProps = Omit<
  ImageProps,
  "onLoad" | "onError" | "onLoadingComplete" | "placeholder" | "blurDataURL" | "priority"
>;

/**
 * The optimised `<img>` of next/image as a plain element: `getImageProps` computes the attributes where the component
 * renders, so nothing of the image ships as JavaScript. `preload` adds a `<link rel="preload" as="image">` with the
 * same `srcset`/`sizes` and loads eagerly, as next/image does for an LCP image.
 */
export function StaticImage({ preload = false, alt, ...props }: StaticImageProps) {
  const { props: img } = getImageProps({ ...props, alt, preload, ...(preload ? { fetchPriority: "high" } : {}) });
  if (preload && typeof img.src === "string") {
    preloadResource(img.src, { as: "image", imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: "high" });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's own (getImageProps)
  return <img {...img} alt={alt} />;
}
