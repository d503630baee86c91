import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { useNavigationState } from "./use-navigation-state";

function Probe() {
  return <p>{JSON.stringify(useNavigationState())}</p>;
}

describe("useNavigationState", () => {
  it("is null in a server render, even when the location carries state", () => {
    // What the server draws and what hydration must match; the browser's reload keeps the state.
    const html = renderToString(
      <MemoryRouter initialEntries={[{ pathname: "/thank-you", state: { message: "You're on the waitlist" } }]}>
        <Probe />
      </MemoryRouter>,
    );
    expect(html).toBe("<p>null</p>");
  });
});
