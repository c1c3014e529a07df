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

/**
 * Where a point of the car's side view lands on a spin frame. The frames turn the car about its
 * centre: at angle θ (frame / count of a turn) the side view is squeezed by |cos θ| (never below
 * 0.18, so the car stays visible end-on) and mirrored when it faces the other way. The drawn frames
 * and the hotspots placed on them use this one projection, so a hotspot stays on its part of the
 * car at every angle. Points and results are in the frame's own units (1200 by 800).
 */
export const SPIN_FRAME = { width: 1200, height: 800 } as const;
export const SPIN_MIN_SQUEEZE = 0.18;

export function spinProjection(frame: number, frameCount: number) {
  const cos = Math.cos((frame / frameCount) * 2 * Math.PI);
  const squeeze = Math.max(SPIN_MIN_SQUEEZE, Math.abs(cos));
  const direction = cos >= 0 ? 1 : -1;
  const centre = SPIN_FRAME.width / 2;
  return {
    scaleX: squeeze * direction,
    translateX: centre - centre * squeeze * direction,
    /** Whether the car is seen side on enough for points on it to be told apart. */
    sideOn: Math.abs(cos) >= 0.35,
  };
}

/** A side-view point on a frame, as percentages of the frame (the hotspots' posX and posY). */
export function projectSpinPoint(point: { x: number; y: number }, frame: number, frameCount: number) {
  const { scaleX, translateX } = spinProjection(frame, frameCount);
  const x = translateX + point.x * scaleX;
  return {
    posX: Math.round((x / SPIN_FRAME.width) * 1000) / 10,
    posY: Math.round((point.y / SPIN_FRAME.height) * 1000) / 10,
  };
}
