/**
 * Icons of the quiz's option tiles, never photos: the tiles illustrate a choice, not real work. Rendered on the
 * server and handed to the wizard as elements, so they add no client JavaScript.
 * Rule: a question gets tiles when its id is in KIND_QUESTION_IDS and every option has an icon; an option renamed
 * without an icon turns the question back into the plain list, never half-tiles.
 */
import {
  Bath,
  Battery,
  BatteryCharging,
  Blend,
  BrickWall,
  Building,
  CircleHelp,
  Columns3,
  CookingPot,
  Crown,
  DoorOpen,
  Factory,
  Fan,
  Flame,
  Gem,
  Grid3x3,
  Hammer,
  House,
  Landmark,
  Layers,
  Leaf,
  type LucideIcon,
  Mountain,
  PaintBucket,
  PaintRoller,
  Palette,
  Refrigerator,
  Ruler,
  Snowflake,
  Sofa,
  Square,
  Store,
  Sun,
  Thermometer,
  ThermometerSun,
  Toilet,
  TreePine,
  Trees,
  Wrench,
  Zap,
} from "lucide-react";
import type { ReactNode } from "react";

import type { QuizQuestion } from "@/lib/domain/quiz-types";

/** Question ids whose options are kinds or styles (lib/content/quizzes.ts). */
export const KIND_QUESTION_IDS: ReadonlySet<string> = new Set([
  "style_preference",
  "project_type",
  "renovation_type",
  "project_scope",
  "property_type",
]);

/** Icon per option text (the texts of lib/content/quizzes.ts). */
const OPTION_ICONS: Readonly<Record<string, LucideIcon>> = {
  // Styles (bathroom, kitchen, painter, printed concrete, decorators)
  "Modern / minimalistisch": Square,
  "Modern / grifflos": Square,
  Modern: Square,
  "Klassisch / zeitlos": Landmark,
  Klassisch: Landmark,
  "Klassisch / elegant": Crown,
  "Wiener Altbau-Charme": Landmark,
  "Landhaus / natürlich": Leaf,
  Landhausstil: Leaf,
  Skandinavisch: TreePine,
  "Luxuriös / Wellness": Gem,
  "Industriestil / Loft": Factory,
  "Klassisch weiß": PaintBucket,
  "Farbig / Akzentwände": Palette,
  Gemischt: Blend,
  Natursteinoptik: Mountain,
  Pflasteroptik: Grid3x3,
  Holzoptik: Trees,
  Schieferoptik: Layers,
  "Glatter Sichtbeton": Square,
  // Kind of bathroom renovation
  "Komplette Renovierung": Bath,
  "Nur neue Fliesen": Grid3x3,
  "Nur Sanitäranlagen": Toilet,
  // What is renovated (apartment, house)
  "Wände und Decken ausmalen": PaintRoller,
  "Böden erneuern": Layers,
  Badezimmer: Bath,
  Küche: CookingPot,
  Elektroinstallation: Zap,
  "Türen und Fenster": DoorOpen,
  Dach: House,
  "Fassade und Dämmung": BrickWall,
  "Fenster und Türen": DoorOpen,
  Heizung: Flame,
  "Bad und Küche": Bath,
  "Innenausbau (Böden, Wände)": Hammer,
  // Kitchen
  "Komplett neue Küche inkl. Planung": CookingPot,
  "Fronten und Arbeitsplatte erneuern": Columns3,
  "Nur Elektrogeräte tauschen": Refrigerator,
  "Umbau mit neuem Grundriss / offene Küche": Ruler,
  // Kind of property
  Wohnung: Sofa,
  "Einfamilienhaus / Reihenhaus": House,
  "Mehrparteienhaus / Stiegenhaus": Building,
  "Büro / Geschäftslokal": Store,
  // Solar and air conditioning
  Photovoltaikanlage: Sun,
  "Photovoltaikanlage mit Stromspeicher": BatteryCharging,
  "Solarthermie (Warmwasser)": ThermometerSun,
  "Speicher für bestehende PV-Anlage": Battery,
  "Split-Klimagerät für einen Raum": Snowflake,
  "Multisplit-Anlage für mehrere Räume": Fan,
  "Luft-Luft-Wärmepumpe zum Heizen und Kühlen": Thermometer,
  "Wartung oder Reparatur einer Anlage": Wrench,
};

/** Options that leave the choice open ("Noch offen", "Noch keine Vorstellung", "Weiß ich nicht" …). */
const UNDECIDED_OPTION = /^(noch offen|noch keine vorstellung|noch unklar|weiß ich (noch )?nicht|beratung gewünscht)/i;

/** The icon component of one option, or undefined when it has none. */
export function optionIcon(option: string): LucideIcon | undefined {
  return OPTION_ICONS[option] ?? (UNDECIDED_OPTION.test(option.trim()) ? CircleHelp : undefined);
}

/** Icons of a question's options (same order), or undefined when the question gets no tiles (see the rule above). */
export function questionOptionIcons(question: QuizQuestion): LucideIcon[] | undefined {
  if (!KIND_QUESTION_IDS.has(question.id) || question.options.length === 0) return undefined;
  const icons = question.options.map(optionIcon);
  return icons.every((icon): icon is LucideIcon => icon !== undefined) ? icons : undefined;
}

/** Rendered option icons by question id, in option order: what the wizard's `optionIcons` prop takes. */
export type QuizOptionIcons = Record<string, ReactNode[]>;

/** The rendered icons of every tile question of a quiz (decorative: aria-hidden). */
export function renderQuizOptionIcons(questions: readonly QuizQuestion[]): QuizOptionIcons {
  const result: QuizOptionIcons = {};
  for (const question of questions) {
    const icons = questionOptionIcons(question);
    if (icons)
      result[question.id] = icons.map((Icon, index) => (
        <Icon key={index} className="size-7" strokeWidth={1.75} aria-hidden="true" />
      ));
  }
  return result;
}
