import { readFileSync } from "node:fs";
import path from "node:path";
import { canonicalServicePath, QUIZ_ALIAS_IDS, toAsciiServiceId } from "@/lib/domain/service-aliases";

describe("service id aliases", () => {
  it("transliterates umlauts", () => {
    expect(toAsciiServiceId("schädlingsbekämpfung")).toBe("schaedlingsbekaempfung");
  });
  it("redirects ASCII spellings to the canonical, encoded route", () => {
    expect(canonicalServicePath("/quiz/kuechenrenovierung")).toBe("/quiz/k%C3%BCchenrenovierung");
    expect(canonicalServicePath("/umzuege")).toBe("/umz%C3%BCge");
    expect(canonicalServicePath("/preisleitfaden/aufzuege/")).toBe("/preisleitfaden/aufz%C3%BCge");
  });
  it("redirects the quiz of a near-duplicate service to the canonical quiz", () => {
    expect(canonicalServicePath("/quiz/badezimmer")).toBe("/quiz/badrenovierung");
    expect(canonicalServicePath("/quiz/duschwechsel/")).toBe("/quiz/badrenovierung");
    expect(canonicalServicePath("/quiz/wohnungssanierung")).toBe("/quiz/wohnungsrenovierung");
    expect(canonicalServicePath("/quiz/komplette-wohnsanierung")).toBe("/quiz/wohnungsrenovierung");
    // Their landings and price-guide pages stay (spec: public-side §2 route table).
    expect(canonicalServicePath("/badezimmer")).toBeNull();
    expect(canonicalServicePath("/wohnungssanierung")).toBeNull();
    expect(canonicalServicePath("/preisleitfaden/duschwechsel")).toBeNull();
  });
  it("lets every quiz alias through proxy.ts's matcher", () => {
    const proxy = readFileSync(path.join(process.cwd(), "proxy.ts"), "utf8");
    const matcher = /"\/quiz\/\(([^)]+)\)"/.exec(proxy);
    expect(matcher?.[1]?.split("|").sort()).toEqual([...QUIZ_ALIAS_IDS].sort());
  });
  it("leaves every other path alone", () => {
    expect(canonicalServicePath("/quiz/maler")).toBeNull();
    expect(canonicalServicePath("/blog/kuechenrenovierung")).toBeNull();
    expect(canonicalServicePath("/")).toBeNull();
  });
});
