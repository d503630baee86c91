import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { BOOKING_SCHEMAS } from "./schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the bookings' forms as posted", () => {
  it("reads a payment's amount as paise and the ticked box as the confirmation", () => {
    const sent = parseWithZod(form({ bookingId: "3", amount: "₹30,000", paidOn: "2026-11-01", method: "upi", confirmOverpay: "on" }), { schema: BOOKING_SCHEMAS.payment });
    expect(sent.status === "success" && sent.value).toEqual({ bookingId: 3, amount: 3_000_000, paidOn: "2026-11-01", method: "upi", confirmOverpay: true });
    const unticked = parseWithZod(form({ bookingId: "3", amount: "30000", paidOn: "2026-11-01", method: "cash" }), { schema: BOOKING_SCHEMAS.payment });
    expect(unticked.status === "success" && unticked.value.confirmOverpay).toBeUndefined();
  });

  it("refuses an amount that is not one, an impossible day and an unknown method, each under its field", () => {
    const sent = parseWithZod(form({ bookingId: "3", amount: "forty", paidOn: "2026-02-30", method: "cheque" }), { schema: BOOKING_SCHEMAS.payment });
    expect(sent.status === "error" && Object.keys(sent.error ?? {}).sort()).toEqual(["amount", "method", "paidOn"]);
  });

  it("leaves the agreed amount and the due day to the edition's terms when they are empty", () => {
    const sent = parseWithZod(form({ personId: "7", editionId: "2", option: "Twin sharing", agreed: "", balanceDueOn: "" }), { schema: BOOKING_SCHEMAS.booking });
    expect(sent.status === "success" && sent.value).toEqual({ personId: 7, editionId: 2, option: "Twin sharing" });
  });
});
