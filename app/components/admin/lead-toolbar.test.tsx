import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { LeadListQuerySchema } from "~/schemas/lead";
import { LeadToolbar } from "./lead-toolbar";

/** A lead list that reads its filter from the URL, as the admin routes do. */
function LeadList() {
  const { search } = useLocation();
  const query = LeadListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  return (
    <>
      <output aria-label="Query">{search}</output>
      <LeadToolbar values={query} />
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "/admin/contact-submissions", Component: LeadList }]);
  return render(<Stub initialEntries={[path]} />);
}

const query = () => screen.getByRole("status", { name: "Query" }).textContent;

describe("the lead list filters", () => {
  it("puts the filter in the URL when applied, and then offers to clear it", async () => {
    renderAt("/admin/contact-submissions");
    expect(screen.queryByRole("link", { name: "Clear" })).toBeNull();

    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "Hart" } });
    fireEvent.change(screen.getByLabelText("Show"), { target: { value: "only" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));

    expect(await screen.findByRole("link", { name: "Clear" })).toBeTruthy();
    const applied = new URLSearchParams(query() ?? "");
    expect(applied.get("search")).toBe("Hart");
    expect(applied.get("spam")).toBe("only");
    expect(screen.getByRole("link", { name: "Clear" }).getAttribute("href")).toBe(
      "/admin/contact-submissions",
    );
  });

  it("exports the current filter, whatever page or lead is open", () => {
    renderAt("/admin/contact-submissions?search=Hart&spam=all&page=3&id=lead-1");
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/admin/contact-submissions?search=Hart&spam=all&export=csv",
    );
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("Hart");
    expect((screen.getByLabelText("Show") as HTMLSelectElement).value).toBe("all");
  });
});
