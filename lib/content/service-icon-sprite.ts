import "server-only";

/**
 * The SVG sprite of the catalogue's service icons, referenced with `<use href="…#name">`: as lucide-react
 * components each of the 40 price-guide tiles carried its path data in the RSC payload and hydrated; as
 * references nothing runs in the browser. The drawings are lucide's own `__iconData` with its defaults.
 */
import { __iconData as appWindow } from "lucide-react/icons/app-window";
import { __iconData as armchair } from "lucide-react/icons/armchair";
import { __iconData as arrowUpDown } from "lucide-react/icons/arrow-up-down";
import { __iconData as bath } from "lucide-react/icons/bath";
import { __iconData as blinds } from "lucide-react/icons/blinds";
import { __iconData as brickWall } from "lucide-react/icons/brick-wall";
import { __iconData as briefcase } from "lucide-react/icons/briefcase";
import { __iconData as bug } from "lucide-react/icons/bug";
import { __iconData as building2 } from "lucide-react/icons/building-complex"; // "building-2" is an alias
import { __iconData as chefHat } from "lucide-react/icons/chef-hat";
import { __iconData as construction } from "lucide-react/icons/construction";
import { __iconData as draftingCompass } from "lucide-react/icons/drafting-compass";
import { __iconData as droplets } from "lucide-react/icons/droplets";
import { __iconData as factory } from "lucide-react/icons/factory";
import { __iconData as fence } from "lucide-react/icons/fence";
import { __iconData as flame } from "lucide-react/icons/flame";
import { __iconData as grid3x3 } from "lucide-react/icons/grid-3x3";
import { __iconData as hammer } from "lucide-react/icons/hammer";
import { __iconData as hardHat } from "lucide-react/icons/hard-hat";
import { __iconData as house } from "lucide-react/icons/house";
import { __iconData as housePlus } from "lucide-react/icons/house-plus";
import { __iconData as keyRound } from "lucide-react/icons/key-round";
import { __iconData as layoutGrid } from "lucide-react/icons/layout-grid";
import { __iconData as paintRoller } from "lucide-react/icons/paint-roller";
import { __iconData as panelsTopLeft } from "lucide-react/icons/panels-top-left";
import { __iconData as pickaxe } from "lucide-react/icons/pickaxe";
import { __iconData as plug } from "lucide-react/icons/plug";
import { __iconData as shovel } from "lucide-react/icons/shovel";
import { __iconData as snowflake } from "lucide-react/icons/snowflake";
import { __iconData as sparkles } from "lucide-react/icons/sparkles";
import { __iconData as sun } from "lucide-react/icons/sun";
import { __iconData as thermometer } from "lucide-react/icons/thermometer";
import { __iconData as truck } from "lucide-react/icons/truck";
import { __iconData as umbrella } from "lucide-react/icons/umbrella";
import { __iconData as warehouse } from "lucide-react/icons/warehouse";
import { __iconData as waves } from "lucide-react/icons/waves-horizontal"; // "waves" is an alias
import { __iconData as wavesLadder } from "lucide-react/icons/waves-ladder";
import { __iconData as wrench } from "lucide-react/icons/wrench";
import { __iconData as zap } from "lucide-react/icons/zap";
import type { ServiceIconName } from "@/lib/content/service-catalog";

/** One lucide icon's drawing (types/lucide-react-icon-data.d.ts). */
type LucideIconData = typeof bath;

/** Every icon name of the catalogue and its drawing (the type makes the map complete). */
const SERVICE_ICON_DATA: Readonly<Record<ServiceIconName, LucideIconData>> = {
  "app-window": appWindow,
  armchair,
  "arrow-up-down": arrowUpDown,
  bath,
  blinds,
  "brick-wall": brickWall,
  briefcase,
  bug,
  "building-2": building2,
  "chef-hat": chefHat,
  construction,
  "drafting-compass": draftingCompass,
  droplets,
  factory,
  fence,
  flame,
  "grid-3x3": grid3x3,
  hammer,
  "hard-hat": hardHat,
  house,
  "house-plus": housePlus,
  "key-round": keyRound,
  "layout-grid": layoutGrid,
  "paint-roller": paintRoller,
  "panels-top-left": panelsTopLeft,
  pickaxe,
  plug,
  shovel,
  snowflake,
  sparkles,
  sun,
  thermometer,
  truck,
  umbrella,
  warehouse,
  waves,
  "waves-ladder": wavesLadder,
  wrench,
  zap,
};

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The sprite document: one `<symbol id="{name}">` per catalogue icon name, in the order of the map.
 * @returns SVG text (image/svg+xml, UTF-8).
 */
export function serviceIconSprite(): string {
  const symbols = Object.entries(SERVICE_ICON_DATA).map(([name, icon]) => {
    const children = icon.node
      .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
          .join("");
        return `<${tag}${attrs}/>`;
      })
      .join("");
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${children}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
