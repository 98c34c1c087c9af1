import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

/** next/image's props, less the ones that need its client component (load events, blur placeholder). */
export type StaticImageProps = Omit<
  ImageProps,
  "onLoad" | "onError" | "onLoadingComplete" | "placeholder" | "blurDataURL" | "priority"
>;

/**
 * The optimised `<img>` of next/image (the image optimizer's `srcset` for `sizes`, lazy loading,
 * `fill` positioning) as a plain element: `getImageProps` (next/image) computes the attributes
 * where the component renders, so on a server component's page nothing of the image ships as
 * JavaScript or hydrates as a client component (issue 16 §5, "no JavaScript for content that never
 * changes"). `preload` does what next/image's does for the page's LCP image: a
 * `<link rel="preload" as="image">` with the same `srcset`/`sizes` in the head, and the image is
 * loaded eagerly with high priority.
 */
export function StaticImage({ preload = false, alt, ...props }: StaticImageProps) {
  const { props: img } = getImageProps({ ...props, alt, preload, ...(preload ? { fetchPriority: "high" } : {}) });
  if (preload && typeof img.src === "string") {
    preloadResource(img.src, { as: "image", imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: "high" });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's own (getImageProps)
  return <img {...img} alt={alt} />;
}
