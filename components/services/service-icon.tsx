/**
 * The lucide-react icon of a catalogue service or category (lib/content/service-catalog.ts names
 * them; this map turns the names into components). Decorative: aria-hidden.
 */
import {
  AppWindow,
  Armchair,
  ArrowUpDown,
  Bath,
  Blinds,
  BrickWall,
  Briefcase,
  Bug,
  Building2,
  ChefHat,
  Construction,
  DraftingCompass,
  Droplets,
  Factory,
  Fence,
  Flame,
  Grid3x3,
  Hammer,
  HardHat,
  House,
  HousePlus,
  KeyRound,
  LayoutGrid,
  type LucideIcon,
  PaintRoller,
  PanelsTopLeft,
  Pickaxe,
  Plug,
  Shovel,
  Snowflake,
  Sparkles,
  Sun,
  Thermometer,
  Truck,
  Umbrella,
  Warehouse,
  Waves,
  WavesLadder,
  Wrench,
  Zap,
} from "lucide-react";
import { canonicalServiceId, catalogueService, type ServiceIconName } from "@/lib/content/service-catalog";

/** Every icon name of the catalogue and its component (the type makes the map complete). */
export const SERVICE_ICON_COMPONENTS: Readonly<Record<ServiceIconName, LucideIcon>> = {
  "app-window": AppWindow,
  armchair: Armchair,
  "arrow-up-down": ArrowUpDown,
  bath: Bath,
  blinds: Blinds,
  "brick-wall": BrickWall,
  briefcase: Briefcase,
  bug: Bug,
  "building-2": Building2,
  "chef-hat": ChefHat,
  construction: Construction,
  "drafting-compass": DraftingCompass,
  droplets: Droplets,
  factory: Factory,
  fence: Fence,
  flame: Flame,
  "grid-3x3": Grid3x3,
  hammer: Hammer,
  "hard-hat": HardHat,
  house: House,
  "house-plus": HousePlus,
  "key-round": KeyRound,
  "layout-grid": LayoutGrid,
  "paint-roller": PaintRoller,
  "panels-top-left": PanelsTopLeft,
  pickaxe: Pickaxe,
  plug: Plug,
  shovel: Shovel,
  snowflake: Snowflake,
  sparkles: Sparkles,
  sun: Sun,
  thermometer: Thermometer,
  truck: Truck,
  umbrella: Umbrella,
  warehouse: Warehouse,
  waves: Waves,
  "waves-ladder": WavesLadder,
  wrench: Wrench,
  zap: Zap,
};

/** The icon named `name` (a wrench for a name the map does not know). */
export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  const Icon = SERVICE_ICON_COMPONENTS[name as ServiceIconName] ?? Wrench;
  return <Icon className={className} aria-hidden="true" />;
}

/** The catalogue's icon of the service `id` (canonical or alias id; a wrench for an unknown id). */
export function ServiceIdIcon({ id, className }: { id: string; className?: string }) {
  return <ServiceIcon name={catalogueService(canonicalServiceId(id) ?? id)?.icon ?? "wrench"} className={className} />;
}
