/*
 * The spin viewer [VSD §4 Spin viewer, §9]: "sensitivity 20 px per frame, auto-rotate interval
 * 100 ms". "Auto-rotation starts only after all frames load and stops after the first user
 * interaction; the spin hint disappears on first press." Hotspots carry "per-angle positions posX
 * and posY" (percentages of the frame): a hotspot shows on the frames it has a position for.
 */
export const SPIN_PIXELS_PER_FRAME = 20;
export const SPIN_AUTO_ROTATE_MS = 100;

/** The frame after dragging `deltaX` pixels from `startFrame`: dragging right turns the car left. */
export function frameAfterDrag(startFrame: number, deltaX: number, frameCount: number): number {
  if (frameCount <= 0) return 0;
  const steps = Math.trunc(deltaX / SPIN_PIXELS_PER_FRAME);
  return (((startFrame - steps) % frameCount) + frameCount) % frameCount;
}

export function nextFrame(frame: number, frameCount: number, step = 1): number {
  if (frameCount <= 0) return 0;
  return (((frame + step) % frameCount) + frameCount) % frameCount;
}

export function canAutoRotate(state: { loaded: number; frameCount: number; interacted: boolean }): boolean {
  return state.frameCount > 1 && state.loaded >= state.frameCount && !state.interacted;
}

export type SpinHotspot = {
  id: string;
  kind: "exterior" | "interior";
  description: string;
  anchors: string[];
  positions: { frame: number; posX: number; posY: number }[];
};

/** The hotspots to place on a frame, with their position on it. */
export function hotspotsOnFrame(hotspots: readonly SpinHotspot[], frame: number, kind: SpinHotspot["kind"]) {
  return hotspots.flatMap((hotspot) => {
    if (hotspot.kind !== kind) return [];
    const at = hotspot.positions.find((p) => p.frame === frame);
    return at
      ? [
          {
            id: hotspot.id,
            label: hotspot.anchors[0] ?? "Feature",
            description: hotspot.description,
            x: at.posX,
            y: at.posY,
          },
        ]
      : [];
  });
}
