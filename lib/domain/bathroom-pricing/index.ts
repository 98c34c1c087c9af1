/**
 * Bathroom pricing engine: turns the bathroom quiz answers and the three price tables into an itemised
 * budget/standard/premium quote. Pure (no I/O, clock or Intl); the AI offer text only words the result.
 * Labour = quantity × tier price × viennaModifier / 100; material = quantity × midpoint of priceMin and
 * priceMax; Vienna costs = quantity × baseCost. Each label is rounded to whole euros.
 */
import type { BathroomPriceTables, BathroomQuote, OfferTier, TierQuote } from "../bathroom-offer-types";
import {
  type BathroomAnswers,
  PROJECT_TYPE,
  PERIMETER_FACTOR,
  DOOR_AREA_M2,
  WALL_TILE_HEIGHT_BY_STYLE,
  DEFAULT_WALL_TILE_HEIGHT_M,
  EXTRA_LIGHTING_HOURS_BY_STYLE,
  TILE_WASTE_FACTOR,
  WET_WALL_AREA_M2,
  BARRIER_FREE_EXTRA_WATERPROOFING_M2,
  PRE_WALL_M2,
  PLUMBING_HOURS,
  PIPE_WORK,
  ELECTRICAL_HOURS,
  TILE_REPAIR_HOURS,
  RUBBLE_M3,
  CONTAINER_THRESHOLD_M3,
  CONTAINER_CAPACITY_M3,
  HOURS_PER_UNIT,
  DRYING_DAYS,
  HOURS_PER_DAY,
  DAYS_PER_WEEK,
  type Group,
  SLOT_LABELS,
  LABOR_SLOT,
  MATERIAL_SLOT,
  VIENNA_SLOT,
  SLOT_COUNT,
  type LaborKey,
  type MaterialKey,
  type ViennaKey,
} from "./quantities";
import {
  type TierPrices,
  type PriceIndex,
  indexTables,
  laborPrices,
  materialPrices,
  viennaPrices,
} from "./price-index";
import { type Scope, readScope } from "./scope";

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

export {
  AVERAGE_FLOOR_AREA_M2,
  COST_LABELS,
  DEFAULT_FLOORS_WITHOUT_LIFT,
  DEFAULT_PROJECT_TYPE,
  FLOOR_AREA_BY_SIZE,
  LABOR_KEYS,
  MATERIAL_KEYS,
  PROJECT_TYPE,
  VIENNA_KEYS,
  WALL_TILE_HEIGHT_BY_STYLE,
  type BathroomAnswers,
} from "./quantities";
