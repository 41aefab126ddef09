import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header";

function renderHeaderAt(path: string) {
  const withHeader = (title: string) => () => (
    <>
      <SiteHeader />
      <h1>{title}</h1>
    </>
  );
  const Stub = createRoutesStub([
    { path: "/", Component: withHeader("Home") },
    { path: "/charter", Component: withHeader("Charter") },
    { path: "/contact", Component: withHeader("Contact") },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const toggle = () => screen.getByRole("button", { name: /menu/ });
const mobileMenu = () => screen.queryByRole("navigation", { name: "Mobile" });

describe("the site header's mobile menu", () => {
  it("opens and closes with its toggle, which says which it will do", () => {
    renderHeaderAt("/");
    expect(mobileMenu()).toBeNull();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(toggle().textContent).toBe("Open menu");

    fireEvent.click(toggle());
    const menu = mobileMenu();
    expect(menu).not.toBeNull();
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(toggle().getAttribute("aria-controls")).toBe(menu?.id);
    expect(toggle().textContent).toBe("Close menu");

    fireEvent.click(toggle());
    expect(mobileMenu()).toBeNull();
  });

  it("closes when a link in it is followed", async () => {
    renderHeaderAt("/");
    fireEvent.click(toggle());
    const menu = mobileMenu();
    if (!menu) throw new Error("the menu did not open");
    const charter = [...menu.querySelectorAll("a")].find((link) => link.textContent === "Charter");
    if (!charter) throw new Error("no Charter link in the menu");
    fireEvent.click(charter);

    expect(await screen.findByRole("heading", { name: "Charter" })).toBeTruthy();
    expect(mobileMenu()).toBeNull();
  });

  it("closes on Escape", () => {
    renderHeaderAt("/");
    fireEvent.click(toggle());
    fireEvent.keyDown(window, { key: "Escape" });
    expect(mobileMenu()).toBeNull();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });
});
