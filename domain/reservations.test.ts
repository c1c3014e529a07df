import { describe, expect, it } from "vitest";
import {
  DEFAULT_HOLD_HOURS,
  DEFAULT_RESERVE_DEPOSIT,
  depositFor,
  reservationStatusText,
  timeLeftText,
} from "./reservations";

describe("reserve deposit [VSD §9; SW §9 'Reserve deposit: $200 by default (shown when no processor amount exists)']", () => {
  it("is $200 held 48 hours unless the car's payment processor names its amount", () => {
    expect(DEFAULT_RESERVE_DEPOSIT).toBe(200);
    expect(DEFAULT_HOLD_HOURS).toBe(48);
    expect(depositFor([])).toBe(200);
    expect(depositFor([], 500)).toBe(500);
    expect(depositFor([{ name: "stripe", deposit: 1000 }])).toBe(1000);
    expect(
      depositFor([
        { name: "stripe", deposit: 0 },
        { name: "other", deposit: 250.4 },
      ]),
    ).toBe(250);
    expect(depositFor([{ name: "stripe", deposit: Number.NaN }])).toBe(200);
  });
});

describe("what a buyer reads about a reservation", () => {
  it("counts the time left in hours and minutes", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    expect(timeLeftText(new Date("2026-11-27T10:00:00Z"), now)).toBe("48 hours left");
    expect(timeLeftText(new Date("2026-11-27T09:01:30Z"), now)).toBe("47 hours 1 minute left");
    expect(timeLeftText(new Date("2026-11-25T11:00:00Z"), now)).toBe("1 hour left");
    expect(timeLeftText(new Date("2026-11-25T10:12:00Z"), now)).toBe("12 minutes left");
    expect(timeLeftText(new Date("2026-11-25T10:00:30Z"), now)).toBe("Ending now");
    expect(timeLeftText(new Date("2026-11-25T09:00:00Z"), now)).toBe("Ending now");
  });

  it("says whether the deposit has come back", () => {
    expect(reservationStatusText("held", "paid")).toBe("Reserved for you");
    expect(reservationStatusText("cancelled", "refund_due")).toBe("Cancelled, refund on its way");
    expect(reservationStatusText("expired", "refunded")).toBe("Hold ended, deposit refunded");
  });
});
