import { describe, expect, it } from "vitest";
import { projectSpinPoint } from "#domain/spin";
import { drawSpinFrame, spinAnchorPoints } from "./draw";

/*
 * [VSD §3 "hotspots ... per-angle positions posX and posY"]: a hotspot is placed on a frame by the
 * same projection that draws the frame, so it stays on its part of the car at every angle.
 */
function drawnTransform(svg: string) {
  const match = /translate\(([-\d.]+) 0\) scale\(([-\d.]+) 1\)/.exec(svg)!;
  return { translateX: Number(match[1]), scaleX: Number(match[2]) };
}

describe("spin hotspots", () => {
  it("land where the drawn frame puts their part of the car, at every angle", () => {
    for (const body of ["sedan", "suv", "ute", "hatchback"]) {
      const points = spinAnchorPoints(body);
      for (let frame = 0; frame < 36; frame++) {
        const { translateX, scaleX } = drawnTransform(drawSpinFrame(body, "336699", frame));
        for (const point of Object.values(points)) {
          const drawnX = ((translateX + point.x * scaleX) / 1200) * 100;
          const placed = projectSpinPoint(point, frame, 36);
          expect(Math.abs(placed.posX - drawnX)).toBeLessThan(0.1);
          expect(placed.posX).toBeGreaterThanOrEqual(0);
          expect(placed.posX).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it("put the headlights at the nose and the tow bar at the tail, on the drawn body", () => {
    const { headlights, wheel, towbar } = spinAnchorPoints("sedan");
    expect(headlights.x).toBeLessThan(wheel.x);
    expect(towbar.x).toBeGreaterThan(wheel.x);
    // Side on, facing right, the nose is on the left of the frame; turned round, on the right.
    expect(projectSpinPoint(headlights, 0, 36).posX).toBeLessThan(50);
    expect(projectSpinPoint(headlights, 18, 36).posX).toBeGreaterThan(50);
  });
});
