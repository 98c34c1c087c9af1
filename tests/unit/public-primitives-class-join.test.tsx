/**
 * The UI primitives and client components that hydrate on public pages join their classes without
 * tailwind-merge (lib/join-classes.ts, the component classes of app/globals.css): its
 * first call in the browser builds its class map, a long task during hydration, and a module that
 * imports it puts its 31 kB into the page's scripts. Here importing tailwind-merge at all fails:
 * these components load and render only if nothing they import pulls it in. A caller's class still
 * reaches the element beside the component class.
 */
import { render, screen } from "@testing-library/react";

import { QuestionStep } from "@/components/quiz/question-step";
import { SearchBox } from "@/components/search/search-box";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

jest.mock("tailwind-merge", () => {
  throw new Error("tailwind-merge imported by a public-page component");
});
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

describe("public-page components render without tailwind-merge", () => {
  it("button variants and sizes are component classes; a caller's utility is kept", () => {
    render(
      <>
        <Button size="lg" className="w-full">
          Angebote anfordern
        </Button>
        <Button variant="outline" size="sm">
          Zurück
        </Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Angebote anfordern" }).className).toBe("btn btn-default btn-lg w-full");
    expect(screen.getByRole("button", { name: "Zurück" }).className).toBe("btn btn-outline btn-sm");
  });

  it("form primitives, tabs and progress", () => {
    render(
      <>
        <Label htmlFor="plz">PLZ</Label>
        <Input id="plz" className="h-12" />
        <Checkbox aria-label="Einverstanden" />
        <Progress value={50} aria-label="Fortschritt" />
        <Tabs defaultValue="a">
          <TabsList aria-label="Bereiche" className="w-full">
            <TabsTrigger value="a">Renovierungen</TabsTrigger>
          </TabsList>
          <TabsContent value="a">Inhalt</TabsContent>
        </Tabs>
      </>,
    );
    expect(screen.getByLabelText("PLZ").className).toBe("ui-input h-12");
    expect(screen.getByText("PLZ").className).toBe("ui-label");
    expect(screen.getByRole("checkbox", { name: "Einverstanden" }).className).toBe("peer ui-checkbox");
    expect(screen.getByRole("progressbar", { name: "Fortschritt" }).className).toBe("ui-progress");
    expect(screen.getByRole("tablist", { name: "Bereiche" }).className).toBe("ui-tabs-list w-full");
    expect(screen.getByRole("tab", { name: "Renovierungen" }).className).toBe("ui-tabs-trigger");
    expect(screen.getByRole("tabpanel").className).toBe("ui-tabs-content");
  });

  it("the home page's search box and a quiz question", () => {
    render(
      <>
        <SearchBox className="mt-8" />
        <QuestionStep
          question={{
            id: "art",
            text: "Was soll gemacht werden?",
            type: "radio",
            options: ["Komplett", "Teilweise"],
            required: true,
          }}
          answer="Komplett"
          onSelect={() => undefined}
        />
      </>,
    );
    expect(screen.getByRole("search", { name: "Service suchen" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Komplett" })).toHaveAttribute("aria-checked", "true");
  });
});
