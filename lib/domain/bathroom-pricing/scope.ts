/** Reads the bathroom quiz answers into the scope the engine prices (area, fixtures, pipes, access). */
import { EXISTING_INSTALLATIONS_VALUES } from "../answer-derivation";
import { FIXTURE_OPTIONS, FIXTURES_BY_PROJECT_TYPE } from "../bathroom-quiz";
import {
  type BathroomAnswers,
  PROJECT_TYPE,
  DEFAULT_PROJECT_TYPE,
  AVERAGE_FLOOR_AREA_M2,
  FLOOR_AREA_BY_SIZE,
  MIN_FLOOR_AREA_M2,
  MAX_FLOOR_AREA_M2,
  DEFAULT_CEILING_HEIGHT_M,
  ALTBAU_CEILING_HEIGHT_M,
  type PipeScope,
  DEFAULT_FLOORS_WITHOUT_LIFT,
} from "./quantities";

export type Fixture = (typeof FIXTURE_OPTIONS)[number];
export const FIXTURE_SET: ReadonlySet<string> = new Set(FIXTURE_OPTIONS);
export const TILE_FIXTURES: ReadonlySet<string> = new Set(FIXTURES_BY_PROJECT_TYPE[PROJECT_TYPE.tilesOnly]);
export const SANITARY_FIXTURES: ReadonlySet<string> = new Set(FIXTURES_BY_PROJECT_TYPE[PROJECT_TYPE.sanitaryOnly]);

export type ProjectType = (typeof PROJECT_TYPE)[keyof typeof PROJECT_TYPE];

export interface Scope {
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

export function textOf(value: BathroomAnswers[string]): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.join(", ");
  return "";
}

export function firstString(answers: BathroomAnswers, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = answers[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}

export function allIn(values: readonly string[], set: ReadonlySet<string>): boolean {
  for (const value of values) if (!set.has(value)) return false;
  return true;
}

export function isProjectType(value: string | null): value is ProjectType {
  return value === PROJECT_TYPE.complete || value === PROJECT_TYPE.tilesOnly || value === PROJECT_TYPE.sanitaryOnly;
}

export function readFloorArea(answers: BathroomAnswers): number {
  const text = firstString(answers, ["bathroom_size", "size", "room_size"]);
  if (text === null) return AVERAGE_FLOOR_AREA_M2;
  const mapped = FLOOR_AREA_BY_SIZE[text];
  if (mapped !== undefined) return mapped;
  const match = /(\d+(?:[.,]\d+)?)/.exec(text);
  if (!match) return AVERAGE_FLOOR_AREA_M2;
  const parsed = Number(match[1]!.replace(",", "."));
  return Math.min(MAX_FLOOR_AREA_M2, Math.max(MIN_FLOOR_AREA_M2, parsed));
}

export function readFixtures(answers: BathroomAnswers): Fixture[] {
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
export function readPipeScope(answers: BathroomAnswers): PipeScope {
  const option = answers.existing_installations;
  const keep =
    typeof option === "string" && option in EXISTING_INSTALLATIONS_VALUES
      ? EXISTING_INSTALLATIONS_VALUES[option]
      : typeof answers.keepInstallations === "boolean"
        ? answers.keepInstallations
        : null;
  return keep === true ? "keep" : keep === false ? "renew" : "unknown";
}

export const BARRIER_FREE_PATTERN = /barrierefrei|bodengleich|altersgerecht|rollstuhl/;
export const UNDERFLOOR_HEATING_PATTERN = /fu(ß|ss)bodenheizung/;
export const NO_LIFT_PATTERN = /(ohne|kein(en)?)\s+(lift|aufzug)/;
export const FLOOR_NUMBER_PATTERN = /(\d+)\s*\.?\s*(stock|og|obergeschoß|obergeschoss|etage)/;

/**
 * Answers → scope. Fixtures are restricted to what the project type covers; none left → the type's full
 * list (the wizard's prefill, spec: public-side §4). Budget and timing answers do not change the price:
 * the quote states what the work costs, not what the customer plans to spend.
 */
export function readScope(answers: BathroomAnswers): Scope {
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
