/**
 * "Fotos & Pläne" in the project room (jsdom, fetch replaced): the files listed by the room token, delete only of the
 * customer's own files and only after the confirmation, and the list loaded again afterwards.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { RoomFiles } from "@/components/project-room/room-files";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const file = (id: number, originalName: string, uploadedBy: string) => ({
  id,
  kind: "image",
  originalName,
  uploadedBy,
  url: `/api/files/${id}/main?exp=1&sig=x`,
  thumbnailUrl: `/api/files/${id}/thumb?exp=1&sig=y`,
});

it("deletes the customer's own file after the confirmation and reloads the list", async () => {
  let files = [file(1, "Küche.jpg", "customer"), file(2, "Aufmaß.jpg", "company")];
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "DELETE") {
      files = files.filter((entry) => !url.endsWith(`/files/${entry.id}`));
      return jsonResponse(200, { deleted: true });
    }
    return jsonResponse(200, { files });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RoomFiles token="tok-123" />
    </QueryClientProvider>,
  );

  const gallery = await screen.findByRole("list", { name: "Ihre Fotos und Pläne" });
  expect(fetchMock.mock.calls[0]![0]).toBe("/api/mein-projekt/tok-123/files");
  expect(within(gallery).getByRole("link", { name: "Küche.jpg öffnen (neues Fenster)" })).toHaveAttribute(
    "target",
    "_blank",
  );
  expect(within(gallery).queryByRole("button", { name: "Aufmaß.jpg löschen" })).not.toBeInTheDocument();

  fireEvent.click(within(gallery).getByRole("button", { name: "Küche.jpg löschen" }));
  const dialog = screen.getByRole("dialog", { name: "Datei löschen?" });
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Löschen" })));

  expect(fetchMock).toHaveBeenCalledWith(
    "/api/mein-projekt/tok-123/files/1",
    expect.objectContaining({ method: "DELETE" }),
  );
  expect(await screen.findByRole("link", { name: "Aufmaß.jpg öffnen (neues Fenster)" })).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "Küche.jpg öffnen (neues Fenster)" })).not.toBeInTheDocument();
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(screen.getByLabelText("Fotos oder Pläne hinzufügen")).toBeEnabled();
});
