import { describe, expect, it } from "vitest";
import {
  canAutoRotate,
  frameAfterDrag,
  hotspotsOnFrame,
  nextFrame,
  SPIN_AUTO_ROTATE_MS,
  SPIN_PIXELS_PER_FRAME,
  type SpinHotspot,
} from "./spin";

describe("spin viewer [VSD §4 Spin viewer, §9]", () => {
  it("turns one frame per 20 px dragged, wrapping round", () => {
    expect(SPIN_PIXELS_PER_FRAME).toBe(20);
    expect(frameAfterDrag(10, 19, 36)).toBe(10);
    expect(frameAfterDrag(10, 20, 36)).toBe(9);
    expect(frameAfterDrag(10, -40, 36)).toBe(12);
    expect(frameAfterDrag(0, 20, 36)).toBe(35);
    expect(frameAfterDrag(35, -20, 36)).toBe(0);
    expect(frameAfterDrag(0, 20 * 36, 36)).toBe(0);
  });

  it("auto-rotates every 100 ms only once every frame has loaded, and never after an interaction", () => {
    expect(SPIN_AUTO_ROTATE_MS).toBe(100);
    expect(canAutoRotate({ loaded: 35, frameCount: 36, interacted: false })).toBe(false);
    expect(canAutoRotate({ loaded: 36, frameCount: 36, interacted: false })).toBe(true);
    expect(canAutoRotate({ loaded: 36, frameCount: 36, interacted: true })).toBe(false);
    expect(nextFrame(35, 36)).toBe(0);
    expect(nextFrame(0, 36, -1)).toBe(35);
  });

  it("places each hotspot by its position for the frame shown", () => {
    const hotspots: SpinHotspot[] = [
      {
        id: "hs-1",
        kind: "exterior",
        description: "LED headlights",
        anchors: ["Headlights"],
        positions: [
          { frame: 0, posX: 20, posY: 50 },
          { frame: 1, posX: 25, posY: 50 },
        ],
      },
      {
        id: "hs-2",
        kind: "interior",
        description: "Sunroof",
        anchors: ["Roof"],
        positions: [{ frame: 0, posX: 50, posY: 10 }],
      },
    ];
    expect(hotspotsOnFrame(hotspots, 1, "exterior")).toEqual([
      { id: "hs-1", label: "Headlights", description: "LED headlights", x: 25, y: 50 },
    ]);
    expect(hotspotsOnFrame(hotspots, 2, "exterior")).toEqual([]);
    expect(hotspotsOnFrame(hotspots, 0, "interior").map((h) => h.id)).toEqual(["hs-2"]);
  });
});
