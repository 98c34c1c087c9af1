import { canonicalServicePath, toAsciiServiceId } from "@/lib/domain/service-aliases";

describe("service id aliases", () => {
  it("transliterates umlauts", () => {
    expect(toAsciiServiceId("schädlingsbekämpfung")).toBe("schaedlingsbekaempfung");
  });
  it("redirects ASCII spellings to the canonical, encoded route", () => {
    expect(canonicalServicePath("/quiz/kuechenrenovierung")).toBe("/quiz/k%C3%BCchenrenovierung");
    expect(canonicalServicePath("/umzuege")).toBe("/umz%C3%BCge");
    expect(canonicalServicePath("/preisleitfaden/aufzuege/")).toBe("/preisleitfaden/aufz%C3%BCge");
  });
  it("leaves every other path alone", () => {
    expect(canonicalServicePath("/quiz/maler")).toBeNull();
    expect(canonicalServicePath("/blog/kuechenrenovierung")).toBeNull();
    expect(canonicalServicePath("/")).toBeNull();
  });
});
