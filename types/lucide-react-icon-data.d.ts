/**
 * lucide-react's icon modules (`lucide-react/icons/{name}`) export the icon's drawing as
 * `__iconData` beside the component; their shared type declarations (dist/lucide-icon.d.mts) name
 * only the component. Augmenting one icon module adds the export to all of them, since they share
 * that declaration file. Used by lib/content/service-icon-sprite.ts.
 */
export {};

declare module "lucide-react/icons/bath" {
  /** The icon's name and its SVG child elements as [tag, attributes] pairs (24 × 24 units). */
  export const __iconData: { name: string; size: number; node: [string, Record<string, string | number>][] };
}
