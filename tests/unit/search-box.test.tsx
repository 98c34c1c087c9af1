/**
 * Hero search box (spec: public-side §4 search box, §9): when the suggestion list opens and closes,
 * where choosing, "Suchen" and Enter lead, keyboard use and the mobile scroll into view.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { SearchBox } from "@/components/search/search-box";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

function setViewportMobile(mobile: boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({ matches: mobile && query.includes("max-width: 768px"), media: query }),
  });
}

const input = () => screen.getByRole("combobox", { name: "Service suchen" });
const listbox = () => screen.queryByRole("listbox");

beforeEach(() => {
  push.mockReset();
  setViewportMobile(false);
});

afterEach(() => {
  jest.useRealTimers();
});

it("opens the suggestions from 2 characters, with title and the first two keywords", async () => {
  const user = userEvent.setup();
  render(<SearchBox />);
  await user.type(input(), "b");
  expect(listbox()).not.toBeInTheDocument();
  expect(input()).toHaveAttribute("aria-expanded", "false");

  await user.type(input(), "a");
  const options = screen.getAllByRole("option");
  expect(options.length).toBeGreaterThan(0);
  expect(options.length).toBeLessThanOrEqual(5);
  const bathroom = options.find((option) => option.textContent?.includes("Badrenovierung"));
  expect(bathroom).toHaveTextContent("bad, badezimmer...");
  expect(input()).toHaveAttribute("aria-expanded", "true");
  expect(input()).toHaveAttribute("aria-controls", screen.getByRole("listbox").id);
});

it("stays closed when nothing matches", async () => {
  const user = userEvent.setup();
  render(<SearchBox />);
  await user.type(input(), "qqqqqqqqxx");
  expect(listbox()).not.toBeInTheDocument();
});

it("navigates to the quiz of a clicked suggestion", async () => {
  const user = userEvent.setup();
  render(<SearchBox />);
  await user.type(input(), "maler");
  await user.click(screen.getByRole("option", { name: /Maler/ }));
  expect(push).toHaveBeenCalledWith("/quiz/maler");
  expect(listbox()).not.toBeInTheDocument();
});

it("moves the active option with the arrow keys and chooses it with Enter", async () => {
  const user = userEvent.setup();
  render(<SearchBox />);
  await user.type(input(), "bad");
  const options = screen.getAllByRole("option");
  expect(options.length).toBeGreaterThanOrEqual(2);

  await user.keyboard("{ArrowDown}");
  expect(input()).toHaveAttribute("aria-activedescendant", options[0].id);
  expect(options[0]).toHaveAttribute("aria-selected", "true");
  await user.keyboard("{ArrowDown}");
  expect(input()).toHaveAttribute("aria-activedescendant", options[1].id);
  await user.keyboard("{ArrowUp}{ArrowUp}"); // wraps to the last option
  expect(input()).toHaveAttribute("aria-activedescendant", options[options.length - 1].id);
  await user.keyboard("{ArrowDown}"); // wraps to the first option
  expect(input()).toHaveAttribute("aria-activedescendant", options[0].id);
  // Enter chooses the active option (the second), not the best match.
  await user.keyboard("{ArrowDown}{Enter}");
  expect(options[1]).toHaveTextContent("Schwimmbäder");
  expect(push).toHaveBeenCalledWith("/quiz/schwimmbader");
});

it("percent-encodes umlaut ids in the quiz path", async () => {
  const user = userEvent.setup();
  render(<SearchBox />);
  await user.type(input(), "kueche{Enter}");
  expect(push).toHaveBeenCalledWith(`/quiz/${encodeURIComponent("küchenrenovierung")}`);
});

it("closes with Escape", async () => {
  const user = userEvent.setup();
  render(<SearchBox />);
  await user.type(input(), "bad");
  expect(listbox()).toBeInTheDocument();
  await user.keyboard("{Escape}");
  expect(listbox()).not.toBeInTheDocument();
  expect(input()).toHaveValue("bad");
});

it("Suchen leads to the best match, or to wohnungsrenovierung without a query", async () => {
  const user = userEvent.setup();
  render(<SearchBox />);
  await user.click(screen.getByRole("button", { name: "Suchen" }));
  expect(push).toHaveBeenLastCalledWith("/quiz/wohnungsrenovierung");

  await user.type(input(), "Installateur");
  await user.click(screen.getByRole("button", { name: "Suchen" }));
  expect(push).toHaveBeenLastCalledWith("/quiz/klempner");

  await user.clear(input());
  await user.type(input(), "xyzxyzxyz");
  await user.click(screen.getByRole("button", { name: "Suchen" }));
  expect(push).toHaveBeenLastCalledWith("/quiz/wohnungsrenovierung");
});

it("closes 200 ms after the input loses focus", () => {
  jest.useFakeTimers();
  render(
    <>
      <SearchBox />
      <button type="button">anderswo</button>
    </>,
  );
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: "bad" } });
  expect(listbox()).toBeInTheDocument();
  fireEvent.blur(input());
  act(() => jest.advanceTimersByTime(199));
  expect(listbox()).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(listbox()).not.toBeInTheDocument();
});

it("closes on a click outside and reopens when the input is focused again", async () => {
  const user = userEvent.setup();
  render(
    <>
      <SearchBox />
      <p>Außerhalb</p>
    </>,
  );
  await user.type(input(), "bad");
  fireEvent.pointerDown(screen.getByText("Außerhalb"));
  expect(listbox()).not.toBeInTheDocument();
  fireEvent.focus(input());
  expect(listbox()).toBeInTheDocument();
});

it("the clear button empties the input and closes the list", async () => {
  const user = userEvent.setup();
  render(<SearchBox />);
  await user.type(input(), "bad");
  await user.click(screen.getByRole("button", { name: "Eingabe löschen" }));
  expect(input()).toHaveValue("");
  expect(listbox()).not.toBeInTheDocument();
  expect(input()).toHaveFocus();
  expect(screen.queryByRole("button", { name: "Eingabe löschen" })).not.toBeInTheDocument();
});

it("scrolls the search box into view on focus at 768 px or less, not on wider screens", () => {
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  render(<SearchBox />);

  fireEvent.focus(input());
  expect(scrollIntoView).not.toHaveBeenCalled();

  setViewportMobile(true);
  fireEvent.focus(input());
  expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: "smooth", block: "start" }));
});
