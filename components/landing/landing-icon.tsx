import {
  Accessibility,
  Award,
  BadgeEuro,
  Bath,
  ChefHat,
  Clock,
  Droplets,
  Gem,
  Grid3x3,
  Handshake,
  House,
  LayoutTemplate,
  MapPin,
  PaintRoller,
  Plug,
  Ruler,
  ShieldCheck,
  Sparkles,
  Trash2,
  Zap,
  type LucideIcon,
} from "lucide-react";

import type { LandingIconName } from "@/lib/content/landing-pages";

const ICONS: Record<LandingIconName, LucideIcon> = {
  award: Award,
  bath: Bath,
  droplets: Droplets,
  grid: Grid3x3,
  zap: Zap,
  accessibility: Accessibility,
  sparkles: Sparkles,
  home: House,
  paint: PaintRoller,
  plug: Plug,
  kitchen: ChefHat,
  layout: LayoutTemplate,
  gem: Gem,
  shield: ShieldCheck,
  clock: Clock,
  "map-pin": MapPin,
  "badge-euro": BadgeEuro,
  handshake: Handshake,
  trash: Trash2,
  ruler: Ruler,
};

/** Decorative lucide icon for a content icon name (lib/content/landing-pages.ts); hidden from screen readers. */
export function LandingIcon({ name, className }: { name: LandingIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" />;
}
