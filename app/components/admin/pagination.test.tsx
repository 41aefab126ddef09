import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination } from "./pagination";

function LeadList() {
  const { search } = useLocation();
  const page = Number(new URLSearchParams(search).get("page") ?? 1);
  return (
    <>
      <output aria-label="Query">{search}</output>
      <Pagination page={page} pageSize={20} total={45} />
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "/admin/crm", Component: LeadList }]);
  return render(<Stub initialEntries={[path]} />);
}

const link = (name: string) => screen.queryByRole("link", { name });
const query = () => screen.getByRole("status", { name: "Query" }).textContent;

describe("lead list pagination", () => {
  it("links to the neighbouring pages, keeping the filter and closing the open lead", () => {
    renderAt("/admin/crm?search=jet&page=2&id=lead-1");
    expect(screen.getByText("Showing 21–40 of 45")).toBeTruthy();
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
    expect(link("Previous")?.getAttribute("href")).toBe("/admin/crm?search=jet&page=1");
    expect(link("Next")?.getAttribute("href")).toBe("/admin/crm?search=jet&page=3");
  });

  it("moves to the next page, and offers no link past the last one", async () => {
    renderAt("/admin/crm?search=jet&page=2");
    fireEvent.click(link("Next") as HTMLElement);
    expect(await screen.findByText("Showing 41–45 of 45")).toBeTruthy();
    expect(query()).toBe("?search=jet&page=3");
    expect(link("Next")).toBeNull();
    expect(screen.getByText("Next").getAttribute("aria-disabled")).toBe("true");
  });

  it("offers no previous page on the first one", () => {
    renderAt("/admin/crm");
    expect(screen.getByText("Showing 1–20 of 45")).toBeTruthy();
    expect(link("Previous")).toBeNull();
    expect(link("Next")?.getAttribute("href")).toBe("/admin/crm?page=2");
  });
});
