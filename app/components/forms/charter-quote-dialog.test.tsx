import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CharterQuoteDialog } from "./charter-quote-dialog";

function renderDialog() {
  const Stub = createRoutesStub([
    {
      path: "/charter",
      Component: () => <CharterQuoteDialog trigger={<button type="button">Get a Quote</button>} />,
    },
  ]);
  render(<Stub initialEntries={["/charter"]} />);
  fireEvent.click(screen.getByRole("button", { name: "Get a Quote" }));
}

const stepLine = () => screen.getByText(/^Step \d of 3:/).textContent;

describe("the charter quote dialog's steps", () => {
  it("moves between the three steps without checking them, focusing each step's first field", () => {
    renderDialog();
    expect(stepLine()).toBe("Step 1 of 3: Contact Details");
    expect(screen.queryByRole("button", { name: "Previous" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(stepLine()).toBe("Step 2 of 3: Trip Details");
    expect(document.activeElement).toBe(screen.getByLabelText(/^Trip Type/));

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(stepLine()).toBe("Step 3 of 3: Preferences");
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    expect(screen.getByRole("button", { name: "Submit Request" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(stepLine()).toBe("Step 2 of 3: Trip Details");
  });

  it("treats Enter in an early step as Next: the browser submits with Next as default button", () => {
    renderDialog();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Amelia Hart" } });
    const form = screen.getByRole("form", { name: "Charter quote request" }) as HTMLFormElement;
    act(() => form.requestSubmit(screen.getByRole("button", { name: "Next" })));
    expect(stepLine()).toBe("Step 2 of 3: Trip Details");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("stays on its step when a submit does not come from Next (the form library revalidating)", () => {
    renderDialog();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "A" } });
    fireEvent.submit(screen.getByRole("form", { name: "Charter quote request" }));
    expect(stepLine()).toBe("Step 1 of 3: Contact Details");
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("A");
  });

  it("starts again at the first step when reopened", () => {
    renderDialog();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Get a Quote" }));
    expect(stepLine()).toBe("Step 1 of 3: Contact Details");
  });
});
