/**
 * lucide-react's icon modules export the drawing as `__iconData`, but their shared declaration names only the
 * component. Augmenting one module adds the export to all, since they share that file.
 * Used by lib/content/service-icon-sprite.ts.
 */
export {};

declare module "lucide-react/icons/bath" {
  /** The icon's name and its SVG child elements as [tag, attributes] pairs (24 × 24 units). */
  export const __iconData: { name: string; size: number; node: [string, Record<string, string | number>][] };
}
