/** Quantities, unit hours and the labels of the bathroom pricing engine (see ./index.ts). */

/** Quiz answers as stored on a project (question id → option text(s)), plus optional derived fields. */
export type BathroomAnswers = Record<string, string | string[] | boolean | undefined>;

export const PROJECT_TYPE = {
  complete: "Komplette Renovierung",
  tilesOnly: "Nur neue Fliesen",
  sanitaryOnly: "Nur Sanitäranlagen",
} as const;

export const DEFAULT_PROJECT_TYPE = PROJECT_TYPE.complete;

/** Default floor area (m²): the middle of "5-8 m²". */
export const AVERAGE_FLOOR_AREA_M2 = 6.5;

/** `bathroom_size` option → floor area (m²); other texts: first number clamped to 2–40 m². */
export const FLOOR_AREA_BY_SIZE: Readonly<Record<string, number>> = {
  "Bis 5 m²": 4,
  "5-8 m²": AVERAGE_FLOOR_AREA_M2,
  "8-12 m²": 10,
  "Über 12 m²": 14,
};
export const MIN_FLOOR_AREA_M2 = 2;
export const MAX_FLOOR_AREA_M2 = 40;

/** Wall perimeter ≈ 4.1 × √(floor area): a rectangle of about 1.6 : 1, the usual Viennese bathroom. */
export const PERIMETER_FACTOR = 4.1;
/** One door (0.8 m × 2.0 m) is not tiled. */
export const DOOR_AREA_M2 = 1.6;
/** Room height for the painted area (m); 3.0 m in an Altbauwohnung. */
export const DEFAULT_CEILING_HEIGHT_M = 2.6;
export const ALTBAU_CEILING_HEIGHT_M = 3.0;

/** `style_preference` → height of the wall tiles (m). */
export const WALL_TILE_HEIGHT_BY_STYLE: Readonly<Record<string, number>> = {
  "Modern / minimalistisch": 2.2,
  "Klassisch / zeitlos": 2.0,
  "Landhaus / natürlich": 1.5,
  "Luxuriös / Wellness": 2.5,
  "Noch keine Vorstellung": 2.0,
};
export const DEFAULT_WALL_TILE_HEIGHT_M = 2.0;
export const EXTRA_LIGHTING_HOURS_BY_STYLE: Readonly<Record<string, number>> = {
  "Modern / minimalistisch": 1,
  "Luxuriös / Wellness": 2,
};

/** Tile cut waste added to the tile material (not to the laying labour): +10 %. */
export const TILE_WASTE_FACTOR = 1.1;
export const WET_WALL_AREA_M2 = 4.5;
export const BARRIER_FREE_EXTRA_WATERPROOFING_M2 = 1.5;
export const PRE_WALL_M2 = { toilet: 1.5, washbasin: 1.0 } as const;

/** Plumber hours per fixture. Cross-check: ~40 h for an 8 m² bath (docs/data/vienna-prices.md §1.10). */
export const PLUMBING_HOURS = {
  toilet: 4,
  washbasin: 2.5,
  bathtub: 4,
  shower: 5,
  fitting: 0.75,
  floorLevelShower: 3,
} as const;

/** Pipe work per replaced fixture by `existing_installations`: hours and share of the pipe material set. */
export const PIPE_WORK = {
  keep: { hours: 2, materialShare: 0.15 },
  unknown: { hours: 6, materialShare: 0.5 },
  renew: { hours: 12, materialShare: 1 },
} as const;
export type PipeScope = keyof typeof PIPE_WORK;

/** Electrician hours (complete renovation only). */
export const ELECTRICAL_HOURS = { base: 6, lighting: 3, underfloorHeating: 2 } as const;

export const TILE_REPAIR_HOURS = { perFixture: 1.5, pipeRenewal: 4 } as const;

/** Rubble (m³, loose) per m² of removed tiles and per fixture, plus a base per job. */
export const RUBBLE_M3 = {
  perTileM2: 0.05,
  toilet: 0.15,
  washbasin: 0.1,
  bathtub: 0.6,
  shower: 0.4,
  base: 0.2,
} as const;
/**
 * Above 2 m³ of rubble a skip and a no-stopping zone are ordered; below, the firm takes it away in its van
 * (MA 48 accepts at most 1 m³ per van and day; docs/data/vienna-prices.md §4.3).
 */
export const CONTAINER_THRESHOLD_M3 = 2;
export const CONTAINER_CAPACITY_M3 = 4;
/** Floors assumed for the carrying surcharge when "ohne Lift" is stated without a floor number. */
export const DEFAULT_FLOORS_WITHOUT_LIFT = 3;

/** Crew hours per unit, used only for the timeline. */
export const HOURS_PER_UNIT = {
  siteSetup: 0.3,
  tileRemoval: 0.4,
  fixtureRemoval: 0.5,
  rubble: 1,
  drywall: 1,
  waterproofing: 0.3,
  leveling: 0.25,
  floorTiling: 0.7,
  wallTiling: 0.8,
  painting: 0.25,
} as const;
export const DRYING_DAYS = { waterproofing: 2, leveling: 1 } as const;
export const HOURS_PER_DAY = 8;
export const DAYS_PER_WEEK = 5;

export const LABOR_KEYS = {
  siteSetup: ["site_setup_cleaning", "per_m2"],
  demolitionArea: ["demolition", "per_m2"],
  demolitionPiece: ["demolition", "per_piece"],
  disposal: ["disposal", "per_m3"],
  plumbing: ["plumbing", "per_hour"],
  drywall: ["drywall", "per_m2"],
  waterproofing: ["waterproofing", "per_m2"],
  leveling: ["floor_leveling", "per_m2"],
  tilingFloor: ["tiling_floor", "per_m2"],
  tilingWall: ["tiling_wall", "per_m2"],
  tilingRepair: ["tiling_repair", "per_hour"],
  electrical: ["electrical", "per_hour"],
  painting: ["painting", "per_m2"],
} as const satisfies Record<string, readonly [string, string]>;

/** bathroom_materials keys (category, subcategory); each must exist for all three tiers. */
export const MATERIAL_KEYS = {
  floorTiles: ["tiles", "floor"],
  wallTiles: ["tiles", "wall"],
  adhesive: ["tile_installation", "adhesive_grout"],
  membrane: ["waterproofing", "membrane"],
  leveling: ["floor_leveling", "self_leveling_compound"],
  wc: ["toilet", "wc_ceramic"],
  cistern: ["toilet", "cistern_frame"],
  basin: ["washbasin", "basin_vanity"],
  bathtub: ["bathtub", "bathtub"],
  showerTray: ["shower", "tray"],
  showerEnclosure: ["shower", "enclosure"],
  floorLevelDrain: ["shower", "floor_level_drain"],
  basinMixer: ["fittings", "basin_mixer"],
  showerSystem: ["fittings", "shower_system"],
  bathMixer: ["fittings", "bath_mixer"],
  lighting: ["lighting", "bathroom_set"],
  electrical: ["electrical", "installation_material"],
  underfloorHeating: ["electrical", "underfloor_heating"],
  pipes: ["plumbing", "pipes_drains"],
  preWall: ["drywall", "pre_wall_boards"],
  paint: ["paint", "moisture_resistant"],
  grabBars: ["accessibility", "grab_bars_seat"],
} as const satisfies Record<string, readonly [string, string]>;

export const VIENNA_KEYS = {
  noStoppingZone: "no_stopping_zone",
  container: "rubble_container",
  disposalFee: "rubble_disposal_fee",
  parking: "tradesman_parking",
  carrying: "carrying_surcharge_no_lift",
  buildingNotice: "building_notice_ma37",
} as const;

export const COST_LABELS = {
  labor: {
    siteSetup: "Baustelleneinrichtung, Schutz & Endreinigung",
    demolition: "Demontage & Abbruch",
    disposal: "Schuttabtransport",
    plumbing: "Sanitärinstallation",
    drywall: "Vorwandinstallation (Trockenbau)",
    waterproofing: "Abdichtung",
    leveling: "Bodenausgleich",
    tilingFloor: "Fliesenarbeiten Boden",
    tilingWall: "Fliesenarbeiten Wand",
    tilingRepair: "Fliesenausbesserung",
    electrical: "Elektroinstallation",
    painting: "Malerarbeiten",
  },
  material: {
    floorTiles: "Bodenfliesen",
    wallTiles: "Wandfliesen",
    adhesive: "Fliesenkleber & Fugenmaterial",
    membrane: "Abdichtungsmaterial",
    leveling: "Ausgleichsmasse",
    toilet: "WC mit Vorwandelement",
    basin: "Waschtisch mit Unterschrank",
    bathtub: "Badewanne",
    shower: "Duschtasse & Duschabtrennung",
    floorLevelDrain: "Bodengleiche Duschrinne",
    fittings: "Armaturen",
    lighting: "Beleuchtung",
    electrical: "Elektromaterial",
    underfloorHeating: "Fußbodenheizung (elektrisch)",
    pipes: "Installationsmaterial (Rohre & Abflüsse)",
    preWall: "Trockenbaumaterial",
    paint: "Farbe & Grundierung",
    grabBars: "Haltegriffe & Duschsitz",
  },
  vienna: {
    noStoppingZone: "Halteverbotszone (MA 46)",
    container: "Bauschuttmulde",
    disposalFee: "Deponiegebühren Bauschutt",
    parking: "Parkscheine Handwerker",
    carrying: "Tragezuschlag (Altbau ohne Lift)",
    buildingNotice: "Bauanzeige (MA 37)",
  },
} as const;

export type Group = "labor" | "material" | "vienna";

export const SLOT_LABELS: { group: Group; label: string }[] = [];
export function slotsOf<K extends string>(group: Group, labels: Record<K, string>): Record<K, number> {
  const slots = {} as Record<K, number>;
  for (const key of Object.keys(labels) as K[]) {
    slots[key] = SLOT_LABELS.length;
    SLOT_LABELS.push({ group, label: labels[key] });
  }
  return slots;
}
export const LABOR_SLOT = slotsOf("labor", COST_LABELS.labor);
export const MATERIAL_SLOT = slotsOf("material", COST_LABELS.material);
export const VIENNA_SLOT = slotsOf("vienna", COST_LABELS.vienna);
export const SLOT_COUNT = SLOT_LABELS.length;

export type LaborKey = keyof typeof LABOR_KEYS;
export type MaterialKey = keyof typeof MATERIAL_KEYS;
export type ViennaKey = keyof typeof VIENNA_KEYS;
