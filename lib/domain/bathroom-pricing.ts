/**
 * Bathroom pricing engine: turns the bathroom quiz answers and the three price tables into an itemised
 * budget/standard/premium quote. Pure (no I/O, clock or Intl); the AI offer text only words the result.
 * Labour = quantity × tier price × viennaModifier / 100; material = quantity × midpoint of priceMin and
 * priceMax; Vienna costs = quantity × baseCost. Each label is rounded to whole euros.
 */
import { EXISTING_INSTALLATIONS_VALUES } from "./answer-derivation";
import { FIXTURE_OPTIONS, FIXTURES_BY_PROJECT_TYPE } from "./bathroom-quiz";
import {
  OFFER_TIERS,
  type BathroomPriceTables,
  type BathroomQuote,
  type LaborRate,
  type MaterialPrice,
  type OfferTier,
  type TierQuote,
  type ViennaCost,
} from "./bathroom-offer-types";

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
const MIN_FLOOR_AREA_M2 = 2;
const MAX_FLOOR_AREA_M2 = 40;

/** Wall perimeter ≈ 4.1 × √(floor area): a rectangle of about 1.6 : 1, the usual Viennese bathroom. */
const PERIMETER_FACTOR = 4.1;
/** One door (0.8 m × 2.0 m) is not tiled. */
const DOOR_AREA_M2 = 1.6;
/** Room height for the painted area (m); 3.0 m in an Altbauwohnung. */
const DEFAULT_CEILING_HEIGHT_M = 2.6;
const ALTBAU_CEILING_HEIGHT_M = 3.0;

/** `style_preference` → height of the wall tiles (m). */
export const WALL_TILE_HEIGHT_BY_STYLE: Readonly<Record<string, number>> = {
  "Modern / minimalistisch": 2.2,
  "Klassisch / zeitlos": 2.0,
  "Landhaus / natürlich": 1.5,
  "Luxuriös / Wellness": 2.5,
  "Noch keine Vorstellung": 2.0,
};
const DEFAULT_WALL_TILE_HEIGHT_M = 2.0;
const EXTRA_LIGHTING_HOURS_BY_STYLE: Readonly<Record<string, number>> = {
  "Modern / minimalistisch": 1,
  "Luxuriös / Wellness": 2,
};

/** Tile cut waste added to the tile material (not to the laying labour): +10 %. */
const TILE_WASTE_FACTOR = 1.1;
const WET_WALL_AREA_M2 = 4.5;
const BARRIER_FREE_EXTRA_WATERPROOFING_M2 = 1.5;
const PRE_WALL_M2 = { toilet: 1.5, washbasin: 1.0 } as const;

/** Plumber hours per fixture. Cross-check: ~40 h for an 8 m² bath (docs/data/vienna-prices.md §1.10). */
const PLUMBING_HOURS = {
  toilet: 4,
  washbasin: 2.5,
  bathtub: 4,
  shower: 5,
  fitting: 0.75,
  floorLevelShower: 3,
} as const;

/** Pipe work per replaced fixture by `existing_installations`: hours and share of the pipe material set. */
const PIPE_WORK = {
  keep: { hours: 2, materialShare: 0.15 },
  unknown: { hours: 6, materialShare: 0.5 },
  renew: { hours: 12, materialShare: 1 },
} as const;
type PipeScope = keyof typeof PIPE_WORK;

/** Electrician hours (complete renovation only). */
const ELECTRICAL_HOURS = { base: 6, lighting: 3, underfloorHeating: 2 } as const;

const TILE_REPAIR_HOURS = { perFixture: 1.5, pipeRenewal: 4 } as const;

/** Rubble (m³, loose) per m² of removed tiles and per fixture, plus a base per job. */
const RUBBLE_M3 = { perTileM2: 0.05, toilet: 0.15, washbasin: 0.1, bathtub: 0.6, shower: 0.4, base: 0.2 } as const;
/**
 * Above 2 m³ of rubble a skip and a no-stopping zone are ordered; below, the firm takes it away in its van
 * (MA 48 accepts at most 1 m³ per van and day; docs/data/vienna-prices.md §4.3).
 */
const CONTAINER_THRESHOLD_M3 = 2;
const CONTAINER_CAPACITY_M3 = 4;
/** Floors assumed for the carrying surcharge when "ohne Lift" is stated without a floor number. */
export const DEFAULT_FLOORS_WITHOUT_LIFT = 3;

/** Crew hours per unit, used only for the timeline. */
const HOURS_PER_UNIT = {
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
const DRYING_DAYS = { waterproofing: 2, leveling: 1 } as const;
const HOURS_PER_DAY = 8;
const DAYS_PER_WEEK = 5;

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

type Group = "labor" | "material" | "vienna";

const SLOT_LABELS: { group: Group; label: string }[] = [];
function slotsOf<K extends string>(group: Group, labels: Record<K, string>): Record<K, number> {
  const slots = {} as Record<K, number>;
  for (const key of Object.keys(labels) as K[]) {
    slots[key] = SLOT_LABELS.length;
    SLOT_LABELS.push({ group, label: labels[key] });
  }
  return slots;
}
const LABOR_SLOT = slotsOf("labor", COST_LABELS.labor);
const MATERIAL_SLOT = slotsOf("material", COST_LABELS.material);
const VIENNA_SLOT = slotsOf("vienna", COST_LABELS.vienna);
const SLOT_COUNT = SLOT_LABELS.length;

/** Unit prices (euros per unit, incl. VAT): [budget, standard, premium]. */
type TierPrices = readonly [budget: number, standard: number, premium: number];

type LaborKey = keyof typeof LABOR_KEYS;
type MaterialKey = keyof typeof MATERIAL_KEYS;
type ViennaKey = keyof typeof VIENNA_KEYS;

/** Unit prices per engine key; a missing row holds `undefined` and throws only when a quote needs it. */
interface PriceIndex {
  labor: Partial<Record<LaborKey, TierPrices>>;
  material: Partial<Record<MaterialKey, TierPrices>>;
  vienna: Partial<Record<ViennaKey, TierPrices>>;
}

const indexCache = new WeakMap<BathroomPriceTables, PriceIndex>();

function isPrice(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

function checkRows(tables: BathroomPriceTables): void {
  for (const row of tables.laborRates) {
    const ok =
      isPrice(row.budgetPrice) &&
      isPrice(row.standardPrice) &&
      isPrice(row.premiumPrice) &&
      Number.isFinite(row.viennaModifier) &&
      row.viennaModifier > 0;
    if (!ok) {
      throw new Error(
        `Ungültige Preiszeile: bathroom_labor_rates tradeType="${row.tradeType}" pricingMethod="${row.pricingMethod}"`,
      );
    }
  }
  for (const row of tables.materials) {
    if (!isPrice(row.priceMin) || !isPrice(row.priceMax) || row.priceMin > row.priceMax) {
      throw new Error(
        `Ungültige Preiszeile: bathroom_materials category="${row.category}" subcategory="${row.subcategory ?? ""}" qualityTier="${row.qualityTier}"`,
      );
    }
  }
  for (const row of tables.viennaCosts) {
    if (!isPrice(row.baseCost))
      throw new Error(`Ungültige Preiszeile: vienna_specific_costs costType="${row.costType}"`);
  }
}

/**
 * Resolves every engine key to its unit prices. Cached per tables object (treat the tables as immutable).
 * @throws Error "Ungültige Preiszeile: …" for a negative or non-numeric price or modifier
 */
function indexTables(tables: BathroomPriceTables): PriceIndex {
  const cached = indexCache.get(tables);
  if (cached) return cached;
  checkRows(tables);

  const laborRows = new Map<string, LaborRate>(
    tables.laborRates.map((row) => [`${row.tradeType}|${row.pricingMethod}`, row]),
  );
  const materialRows = new Map<string, MaterialPrice>(
    tables.materials.map((row) => [`${row.category}|${row.subcategory ?? ""}|${row.qualityTier}`, row]),
  );
  const viennaRows = new Map<string, ViennaCost>(tables.viennaCosts.map((row) => [row.costType, row]));

  const index: PriceIndex = { labor: {}, material: {}, vienna: {} };
  for (const key of Object.keys(LABOR_KEYS) as LaborKey[]) {
    const [tradeType, pricingMethod] = LABOR_KEYS[key];
    const row = laborRows.get(`${tradeType}|${pricingMethod}`);
    if (!row) continue;
    const factor = row.viennaModifier / 100;
    index.labor[key] = [row.budgetPrice * factor, row.standardPrice * factor, row.premiumPrice * factor];
  }
  for (const key of Object.keys(MATERIAL_KEYS) as MaterialKey[]) {
    const [category, subcategory] = MATERIAL_KEYS[key];
    const rows = OFFER_TIERS.map((tier) => materialRows.get(`${category}|${subcategory}|${tier}`));
    if (rows.some((row) => !row)) continue;
    const [budget, standard, premium] = rows.map((row) => (row!.priceMin + row!.priceMax) / 2);
    index.material[key] = [budget!, standard!, premium!];
  }
  for (const key of Object.keys(VIENNA_KEYS) as ViennaKey[]) {
    const row = viennaRows.get(VIENNA_KEYS[key]);
    if (row) index.vienna[key] = [row.baseCost, row.baseCost, row.baseCost];
  }
  indexCache.set(tables, index);
  return index;
}

function laborPrices(index: PriceIndex, key: LaborKey): TierPrices {
  const prices = index.labor[key];
  if (prices) return prices;
  const [tradeType, pricingMethod] = LABOR_KEYS[key];
  throw new Error(`Preiszeile fehlt: bathroom_labor_rates tradeType="${tradeType}" pricingMethod="${pricingMethod}"`);
}

function materialPrices(index: PriceIndex, key: MaterialKey, tables: BathroomPriceTables): TierPrices {
  const prices = index.material[key];
  if (prices) return prices;
  const [category, subcategory] = MATERIAL_KEYS[key];
  const missing = OFFER_TIERS.find(
    (tier) =>
      !tables.materials.some((r) => r.category === category && r.subcategory === subcategory && r.qualityTier === tier),
  );
  throw new Error(
    `Preiszeile fehlt: bathroom_materials category="${category}" subcategory="${subcategory}" qualityTier="${missing}"`,
  );
}

function viennaPrices(index: PriceIndex, key: ViennaKey): TierPrices {
  const prices = index.vienna[key];
  if (prices) return prices;
  throw new Error(`Preiszeile fehlt: vienna_specific_costs costType="${VIENNA_KEYS[key]}"`);
}

type Fixture = (typeof FIXTURE_OPTIONS)[number];
const FIXTURE_SET: ReadonlySet<string> = new Set(FIXTURE_OPTIONS);
const TILE_FIXTURES: ReadonlySet<string> = new Set(FIXTURES_BY_PROJECT_TYPE[PROJECT_TYPE.tilesOnly]);
const SANITARY_FIXTURES: ReadonlySet<string> = new Set(FIXTURES_BY_PROJECT_TYPE[PROJECT_TYPE.sanitaryOnly]);

type ProjectType = (typeof PROJECT_TYPE)[keyof typeof PROJECT_TYPE];

interface Scope {
  projectType: ProjectType;
  fixtures: ReadonlySet<Fixture>;
  floorAreaM2: number;
  style: string | null;
  pipeScope: PipeScope;
  ceilingHeightM: number;
  barrierFree: boolean;
  underfloorHeating: boolean;
  floorsWithoutLift: number;
}

function textOf(value: BathroomAnswers[string]): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.join(", ");
  return "";
}

function firstString(answers: BathroomAnswers, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = answers[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}

function allIn(values: readonly string[], set: ReadonlySet<string>): boolean {
  for (const value of values) if (!set.has(value)) return false;
  return true;
}

function isProjectType(value: string | null): value is ProjectType {
  return value === PROJECT_TYPE.complete || value === PROJECT_TYPE.tilesOnly || value === PROJECT_TYPE.sanitaryOnly;
}

function readFloorArea(answers: BathroomAnswers): number {
  const text = firstString(answers, ["bathroom_size", "size", "room_size"]);
  if (text === null) return AVERAGE_FLOOR_AREA_M2;
  const mapped = FLOOR_AREA_BY_SIZE[text];
  if (mapped !== undefined) return mapped;
  const match = /(\d+(?:[.,]\d+)?)/.exec(text);
  if (!match) return AVERAGE_FLOOR_AREA_M2;
  const parsed = Number(match[1]!.replace(",", "."));
  return Math.min(MAX_FLOOR_AREA_M2, Math.max(MIN_FLOOR_AREA_M2, parsed));
}

function readFixtures(answers: BathroomAnswers): Fixture[] {
  const value = answers.fixtures_to_replace;
  const parts = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const fixtures: Fixture[] = [];
  for (const part of parts) {
    const text = part.trim();
    if (FIXTURE_SET.has(text)) fixtures.push(text as Fixture);
  }
  return fixtures;
}

/** `existing_installations` or derived `keepInstallations`: true → keep, false → renew, else unknown. */
function readPipeScope(answers: BathroomAnswers): PipeScope {
  const option = answers.existing_installations;
  const keep =
    typeof option === "string" && option in EXISTING_INSTALLATIONS_VALUES
      ? EXISTING_INSTALLATIONS_VALUES[option]
      : typeof answers.keepInstallations === "boolean"
        ? answers.keepInstallations
        : null;
  return keep === true ? "keep" : keep === false ? "renew" : "unknown";
}

const BARRIER_FREE_PATTERN = /barrierefrei|bodengleich|altersgerecht|rollstuhl/;
const UNDERFLOOR_HEATING_PATTERN = /fu(ß|ss)bodenheizung/;
const NO_LIFT_PATTERN = /(ohne|kein(en)?)\s+(lift|aufzug)/;
const FLOOR_NUMBER_PATTERN = /(\d+)\s*\.?\s*(stock|og|obergeschoß|obergeschoss|etage)/;

/**
 * Answers → scope. Fixtures are restricted to what the project type covers; none left → the type's full
 * list (the wizard's prefill, spec: public-side §4). Budget and timing answers do not change the price:
 * the quote states what the work costs, not what the customer plans to spend.
 */
function readScope(answers: BathroomAnswers): Scope {
  const given = readFixtures(answers);
  const typeAnswer = firstString(answers, ["project_type", "projectType"]);
  let projectType: ProjectType;
  if (isProjectType(typeAnswer)) projectType = typeAnswer;
  else if (given.length > 0 && allIn(given, TILE_FIXTURES)) projectType = PROJECT_TYPE.tilesOnly;
  else if (given.length > 0 && allIn(given, SANITARY_FIXTURES)) projectType = PROJECT_TYPE.sanitaryOnly;
  else projectType = DEFAULT_PROJECT_TYPE;

  const allowed = FIXTURES_BY_PROJECT_TYPE[projectType]!;
  const fixtures = new Set<Fixture>();
  for (const fixture of given) if (allowed.includes(fixture)) fixtures.add(fixture);
  if (fixtures.size === 0) for (const fixture of allowed) fixtures.add(fixture as Fixture);

  const special = `${textOf(answers.special_requirements)} ${textOf(answers.accessibility_needs)}`.toLowerCase();
  let floorsWithoutLift = 0;
  if (NO_LIFT_PATTERN.test(special)) {
    const floor = FLOOR_NUMBER_PATTERN.exec(special);
    floorsWithoutLift = floor ? Math.min(10, Number(floor[1])) : DEFAULT_FLOORS_WITHOUT_LIFT;
  }

  return {
    projectType,
    fixtures,
    floorAreaM2: readFloorArea(answers),
    style: firstString(answers, ["style_preference", "style", "preferred_style"]),
    pipeScope: readPipeScope(answers),
    ceilingHeightM: answers.building_type === "Altbauwohnung" ? ALTBAU_CEILING_HEIGHT_M : DEFAULT_CEILING_HEIGHT_M,
    barrierFree: BARRIER_FREE_PATTERN.test(special),
    underfloorHeating: UNDERFLOOR_HEATING_PATTERN.test(special),
    floorsWithoutLift,
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

interface PricedItem {
  slot: number;
  quantity: number;
  prices: TierPrices;
}

// Prices are looked up only for quantities > 0, so a missing row throws only when a quote needs it.
function addLabor(items: PricedItem[], index: PriceIndex, slot: number, key: LaborKey, quantity: number): void {
  if (quantity > 0) items.push({ slot, quantity, prices: laborPrices(index, key) });
}

function addMaterial(
  items: PricedItem[],
  index: PriceIndex,
  tables: BathroomPriceTables,
  slot: number,
  key: MaterialKey,
  quantity: number,
): void {
  if (quantity > 0) items.push({ slot, quantity, prices: materialPrices(index, key, tables) });
}

function addVienna(items: PricedItem[], index: PriceIndex, slot: number, key: ViennaKey, quantity: number): void {
  if (quantity > 0) items.push({ slot, quantity, prices: viennaPrices(index, key) });
}

/** Scope → quantities and the priced items (items with quantity 0 are left out). */
function buildItems(
  scope: Scope,
  index: PriceIndex,
  tables: BathroomPriceTables,
): { items: PricedItem[]; quantities: Record<string, number> } {
  const { projectType, fixtures } = scope;
  const complete = projectType === PROJECT_TYPE.complete;
  const floorAreaM2 = round2(scope.floorAreaM2);
  const perimeterM = round2(PERIMETER_FACTOR * Math.sqrt(floorAreaM2));
  const tileHeightM = Math.min(
    scope.ceilingHeightM,
    (scope.style !== null ? WALL_TILE_HEIGHT_BY_STYLE[scope.style] : undefined) ?? DEFAULT_WALL_TILE_HEIGHT_M,
  );

  const floorTiles = fixtures.has("Bodenfliesen");
  const wallTiles = fixtures.has("Wandfliesen");
  const toilets = fixtures.has("Toilette") ? 1 : 0;
  const washbasins = fixtures.has("Waschbecken") ? 1 : 0;
  const bathtubs = fixtures.has("Badewanne") ? 1 : 0;
  const showers = fixtures.has("Dusche") ? 1 : 0;
  const lightingSets = complete && fixtures.has("Beleuchtung") ? 1 : 0;
  const sanitaryPieces = toilets + washbasins + bathtubs + showers;

  let basinMixers = 0;
  let showerSystems = 0;
  let bathMixers = 0;
  if (fixtures.has("Armaturen")) {
    if (washbasins + bathtubs + showers > 0) {
      basinMixers = washbasins;
      showerSystems = showers;
      bathMixers = bathtubs;
    } else {
      basinMixers = 1;
      showerSystems = 1;
    }
  }
  const taps = basinMixers + showerSystems + bathMixers;

  const floorTileAreaM2 = floorTiles ? floorAreaM2 : 0;
  const wallTileAreaM2 = wallTiles ? round2(Math.max(0, perimeterM * tileHeightM - DOOR_AREA_M2)) : 0;
  const tileRemovalAreaM2 = round2(floorTileAreaM2 + wallTileAreaM2);
  const floorLevelShower = scope.barrierFree && showers > 0 && projectType !== PROJECT_TYPE.tilesOnly;
  const waterproofingAreaM2 = round2(
    floorTileAreaM2 +
      (wallTiles ? Math.min(WET_WALL_AREA_M2, wallTileAreaM2) : 0) +
      (floorLevelShower && floorTiles ? BARRIER_FREE_EXTRA_WATERPROOFING_M2 : 0),
  );
  const floorLevelingAreaM2 = floorTileAreaM2;
  const underfloorHeatingM2 = scope.underfloorHeating && floorTiles ? floorTileAreaM2 : 0;
  const preWallAreaM2 = complete ? round2(toilets * PRE_WALL_M2.toilet + washbasins * PRE_WALL_M2.washbasin) : 0;
  const paintingAreaM2 = complete
    ? round2(floorAreaM2 + perimeterM * Math.max(0, scope.ceilingHeightM - (wallTiles ? tileHeightM : 0)))
    : 0;

  const pipeWork = sanitaryPieces > 0 ? PIPE_WORK[scope.pipeScope] : null;
  const plumbingHours = round2(
    toilets * PLUMBING_HOURS.toilet +
      washbasins * PLUMBING_HOURS.washbasin +
      bathtubs * PLUMBING_HOURS.bathtub +
      showers * PLUMBING_HOURS.shower +
      taps * PLUMBING_HOURS.fitting +
      (floorLevelShower ? PLUMBING_HOURS.floorLevelShower : 0) +
      (pipeWork?.hours ?? 0),
  );
  const pipeRenewalShare = pipeWork?.materialShare ?? 0;
  const electricalHours = complete
    ? ELECTRICAL_HOURS.base +
      (lightingSets > 0
        ? ELECTRICAL_HOURS.lighting + (scope.style ? (EXTRA_LIGHTING_HOURS_BY_STYLE[scope.style] ?? 0) : 0)
        : 0) +
      (underfloorHeatingM2 > 0 ? ELECTRICAL_HOURS.underfloorHeating : 0)
    : 0;
  const tileRepairHours =
    projectType === PROJECT_TYPE.sanitaryOnly
      ? sanitaryPieces * TILE_REPAIR_HOURS.perFixture +
        (scope.pipeScope === "renew" && sanitaryPieces > 0 ? TILE_REPAIR_HOURS.pipeRenewal : 0)
      : 0;

  const rubbleM3 = round2(
    RUBBLE_M3.base +
      tileRemovalAreaM2 * RUBBLE_M3.perTileM2 +
      toilets * RUBBLE_M3.toilet +
      washbasins * RUBBLE_M3.washbasin +
      bathtubs * RUBBLE_M3.bathtub +
      showers * RUBBLE_M3.shower,
  );
  const containers = rubbleM3 > CONTAINER_THRESHOLD_M3 ? Math.ceil(rubbleM3 / CONTAINER_CAPACITY_M3) : 0;
  const buildingNotice = scope.pipeScope === "renew" && sanitaryPieces > 0 ? 1 : 0;

  const laborHours = round2(
    floorAreaM2 * HOURS_PER_UNIT.siteSetup +
      tileRemovalAreaM2 * HOURS_PER_UNIT.tileRemoval +
      sanitaryPieces * HOURS_PER_UNIT.fixtureRemoval +
      rubbleM3 * HOURS_PER_UNIT.rubble +
      plumbingHours +
      preWallAreaM2 * HOURS_PER_UNIT.drywall +
      waterproofingAreaM2 * HOURS_PER_UNIT.waterproofing +
      floorLevelingAreaM2 * HOURS_PER_UNIT.leveling +
      floorTileAreaM2 * HOURS_PER_UNIT.floorTiling +
      wallTileAreaM2 * HOURS_PER_UNIT.wallTiling +
      tileRepairHours +
      electricalHours +
      paintingAreaM2 * HOURS_PER_UNIT.painting,
  );
  const dryingDays =
    (waterproofingAreaM2 > 0 ? DRYING_DAYS.waterproofing : 0) + (floorLevelingAreaM2 > 0 ? DRYING_DAYS.leveling : 0);
  const crewDays = Math.ceil(laborHours / HOURS_PER_DAY);
  const workDays = round2(laborHours / HOURS_PER_DAY + dryingDays);

  const items: PricedItem[] = [];
  const L = LABOR_SLOT;
  const M = MATERIAL_SLOT;
  const V = VIENNA_SLOT;

  addLabor(items, index, L.siteSetup, "siteSetup", floorAreaM2);
  addLabor(items, index, L.demolition, "demolitionArea", tileRemovalAreaM2);
  addLabor(items, index, L.demolition, "demolitionPiece", sanitaryPieces);
  addLabor(items, index, L.disposal, "disposal", rubbleM3);
  addLabor(items, index, L.plumbing, "plumbing", plumbingHours);
  addLabor(items, index, L.drywall, "drywall", preWallAreaM2);
  addLabor(items, index, L.waterproofing, "waterproofing", waterproofingAreaM2);
  addLabor(items, index, L.leveling, "leveling", floorLevelingAreaM2);
  addLabor(items, index, L.tilingFloor, "tilingFloor", floorTileAreaM2);
  addLabor(items, index, L.tilingWall, "tilingWall", wallTileAreaM2);
  addLabor(items, index, L.tilingRepair, "tilingRepair", tileRepairHours);
  addLabor(items, index, L.electrical, "electrical", electricalHours);
  addLabor(items, index, L.painting, "painting", paintingAreaM2);

  addMaterial(items, index, tables, M.floorTiles, "floorTiles", round2(floorTileAreaM2 * TILE_WASTE_FACTOR));
  addMaterial(items, index, tables, M.wallTiles, "wallTiles", round2(wallTileAreaM2 * TILE_WASTE_FACTOR));
  addMaterial(items, index, tables, M.adhesive, "adhesive", tileRemovalAreaM2);
  addMaterial(items, index, tables, M.membrane, "membrane", waterproofingAreaM2);
  addMaterial(items, index, tables, M.leveling, "leveling", floorLevelingAreaM2);
  addMaterial(items, index, tables, M.toilet, "wc", toilets);
  addMaterial(items, index, tables, M.toilet, "cistern", toilets);
  addMaterial(items, index, tables, M.basin, "basin", washbasins);
  addMaterial(items, index, tables, M.bathtub, "bathtub", bathtubs);
  addMaterial(items, index, tables, M.shower, "showerTray", showers);
  addMaterial(items, index, tables, M.shower, "showerEnclosure", showers);
  addMaterial(items, index, tables, M.floorLevelDrain, "floorLevelDrain", floorLevelShower ? showers : 0);
  addMaterial(items, index, tables, M.fittings, "basinMixer", basinMixers);
  addMaterial(items, index, tables, M.fittings, "showerSystem", showerSystems);
  addMaterial(items, index, tables, M.fittings, "bathMixer", bathMixers);
  addMaterial(items, index, tables, M.pipes, "pipes", pipeRenewalShare);
  addMaterial(items, index, tables, M.preWall, "preWall", preWallAreaM2);
  addMaterial(items, index, tables, M.electrical, "electrical", complete ? 1 : 0);
  addMaterial(items, index, tables, M.lighting, "lighting", lightingSets);
  addMaterial(items, index, tables, M.underfloorHeating, "underfloorHeating", underfloorHeatingM2);
  addMaterial(items, index, tables, M.paint, "paint", paintingAreaM2);
  addMaterial(
    items,
    index,
    tables,
    M.grabBars,
    "grabBars",
    scope.barrierFree && projectType !== PROJECT_TYPE.tilesOnly ? 1 : 0,
  );

  addVienna(items, index, V.noStoppingZone, "noStoppingZone", containers > 0 ? 1 : 0);
  addVienna(items, index, V.container, "container", containers);
  addVienna(items, index, V.disposalFee, "disposalFee", rubbleM3);
  addVienna(items, index, V.parking, "parking", crewDays);
  addVienna(items, index, V.carrying, "carrying", scope.floorsWithoutLift);
  addVienna(items, index, V.buildingNotice, "buildingNotice", buildingNotice);

  const quantities: Record<string, number> = {
    floorAreaM2,
    perimeterM,
    wallTileHeightM: wallTiles ? tileHeightM : 0,
    floorTileAreaM2,
    wallTileAreaM2,
    tileRemovalAreaM2,
    waterproofingAreaM2,
    floorLevelingAreaM2,
    preWallAreaM2,
    paintingAreaM2,
    underfloorHeatingM2,
    toilets,
    washbasins,
    bathtubs,
    showers,
    basinMixers,
    showerSystems,
    bathMixers,
    lightingSets,
    floorLevelShowers: floorLevelShower ? showers : 0,
    plumbingHours,
    pipeRenewalShare,
    electricalHours,
    tileRepairHours,
    rubbleM3,
    containers,
    floorsWithoutLift: scope.floorsWithoutLift,
    laborHours,
    workDays,
  };
  return { items, quantities };
}

/**
 * Timeline in weeks from `workDays` (crew hours / 8 + drying days) / 5; premium adds one week to the
 * maximum for made-to-measure glass and longer delivery times.
 */
function timelineFor(tier: OfferTier, workDays: number): { min: number; max: number } {
  const weeks = workDays / DAYS_PER_WEEK;
  const min = Math.max(1, Math.floor(weeks));
  const max = Math.max(min + 1, Math.ceil(weeks));
  return { min, max: max + (tier === "premium" ? 1 : 0) };
}

function tierQuote(
  tier: OfferTier,
  tierIndex: number,
  totals: Float64Array,
  used: Uint8Array,
  workDays: number,
): TierQuote {
  const maps: Record<Group, Record<string, number>> = { labor: {}, material: {}, vienna: {} };
  let totalPrice = 0;
  for (let slot = 0; slot < SLOT_COUNT; slot++) {
    if (used[slot] === 0) continue;
    const euros = Math.round(totals[tierIndex * SLOT_COUNT + slot]!);
    const { group, label } = SLOT_LABELS[slot]!;
    maps[group][label] = euros;
    totalPrice += euros;
  }
  return {
    totalPrice,
    laborCosts: maps.labor,
    materialCosts: maps.material,
    viennaCosts: maps.vienna,
    timelineWeeks: timelineFor(tier, workDays),
  };
}

const SCRATCH_TOTALS = new Float64Array(SLOT_COUNT * 3);
const SCRATCH_USED = new Uint8Array(SLOT_COUNT);

/**
 * Prices a bathroom renovation in three tiers (euros incl. VAT, timeline in weeks) and returns the
 * assumed quantities (m², m³, hours). Missing answers use the defaults above.
 * @throws Error "Preiszeile fehlt: …" when a row the quote needs is missing; "Ungültige Preiszeile: …"
 *   for a negative or non-numeric price
 */
export function priceBathroom(answers: BathroomAnswers, tables: BathroomPriceTables): BathroomQuote {
  const index = indexTables(tables);
  const { items, quantities } = buildItems(readScope(answers), index, tables);

  // The scratch buffers are reused between calls (synchronous code), keeping the hot path allocation-free.
  const totals = SCRATCH_TOTALS.fill(0);
  const used = SCRATCH_USED.fill(0);
  for (const item of items) {
    used[item.slot] = 1;
    totals[item.slot] += item.quantity * item.prices[0];
    totals[SLOT_COUNT + item.slot] += item.quantity * item.prices[1];
    totals[2 * SLOT_COUNT + item.slot] += item.quantity * item.prices[2];
  }

  const workDays = quantities.workDays!;
  return {
    budget: tierQuote("budget", 0, totals, used, workDays),
    standard: tierQuote("standard", 1, totals, used, workDays),
    premium: tierQuote("premium", 2, totals, used, workDays),
    quantities,
  };
}
