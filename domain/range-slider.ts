/*
 * [VSD §5 Validation] "Range sliders: the minimum cannot go below the range minimum and the maximum
 * cannot exceed the range maximum (the change is ignored). The minimum is clamped to the current
 * maximum; the maximum is at least the current minimum. Price and km values round to the nearest
 * 1000. Slider default range 0 to 100000, step range/100."
 * [VSD §8] "Slider out of range: Logs 'Cannot refine below the range minimum' or 'Cannot refine
 * above the range maximum'; change ignored." [VSD §4] price slider debounce 400 ms.
 */
export const DEFAULT_SLIDER_RANGE = { min: 0, max: 100_000 } as const;
export const PRICE_SLIDER_DEBOUNCE_MS = 400;
export const TEXT_SEARCH_DEBOUNCE_MS = 300;
export const BELOW_MINIMUM_MESSAGE = "Cannot refine below the range minimum";
export const ABOVE_MAXIMUM_MESSAGE = "Cannot refine above the range maximum";
export const SLIDER_ERROR_MESSAGE = "Error with slider refinement";

export type Range = { min: number; max: number };

/** The slider's bounds from the facet statistics, or the default 0 to 100000. */
export function getSliderBounds(
  stats: { min: number; max: number } | null | undefined,
  roundTo1000: boolean,
): Range {
  if (!stats || !Number.isFinite(stats.min) || !Number.isFinite(stats.max) || stats.max < stats.min) {
    return { ...DEFAULT_SLIDER_RANGE };
  }
  if (!roundTo1000) return { min: stats.min, max: stats.max };
  // Bounds widen to whole thousands so every car stays inside the slider.
  return { min: Math.floor(stats.min / 1000) * 1000, max: Math.ceil(stats.max / 1000) * 1000 };
}

/**
 * [VSD §5] "step range/100", at least 1. Where values round to the nearest 1000 (price, km) the step
 * is a whole number of thousands, at least one: a smaller step would round back to where it started
 * and a keyboard's arrow would never move the handle.
 */
export function getSliderStep(bounds: Range, roundTo1000 = false): number {
  const step = Math.max((bounds.max - bounds.min) / 100, 1);
  return roundTo1000 ? Math.max(1000, Math.round(step / 1000) * 1000) : step;
}

/** True when the statistics describe real cars (a search with results), not the default range. */
export function hasSliderStats(stats: { min: number; max: number } | null | undefined): boolean {
  return !!stats && Number.isFinite(stats.min) && Number.isFinite(stats.max) && stats.max >= stats.min;
}

export function roundToThousand(value: number): number {
  return Math.round(value / 1000) * 1000;
}

export type RefineResult = { ok: true; value: Range } | { ok: false; message: string };

/**
 * Applies a slider move. `next` holds the handle values the buyer chose; `current` the refinement
 * in force. Out-of-range moves are refused with the spec's message.
 */
export function refineRange(
  current: Range,
  next: Partial<Range>,
  bounds: Range,
  roundTo1000: boolean,
): RefineResult {
  const round = (value: number) => (roundTo1000 ? roundToThousand(value) : Math.round(value));
  let min = next.min ?? current.min;
  let max = next.max ?? current.max;
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { ok: false, message: SLIDER_ERROR_MESSAGE };
  if (min < bounds.min) return { ok: false, message: BELOW_MINIMUM_MESSAGE };
  if (max > bounds.max) return { ok: false, message: ABOVE_MAXIMUM_MESSAGE };
  min = Math.max(round(min), bounds.min);
  max = Math.min(round(max), bounds.max);
  if (next.min !== undefined) min = Math.min(min, max);
  if (next.max !== undefined) max = Math.max(max, min);
  return { ok: true, value: { min, max } };
}

/**
 * A range typed into a search's min and max boxes and sent without JavaScript, read by the slider's
 * rules [VSD §5]: each bound outside the slider's bounds is ignored (as the slider ignores the
 * change), the rest round to the nearest 1000 where the slider does, and a minimum above the
 * maximum is brought down to it. Null when nothing is left of it; the stats are the search's
 * without this range (no stats: a search with no results, kept as typed).
 */
export function fitTypedRange(
  typed: { min?: number; max?: number },
  stats: { min: number; max: number } | null | undefined,
  roundTo1000: boolean,
): { min?: number; max?: number } | null {
  if (!hasSliderStats(stats)) return typed;
  const bounds = getSliderBounds(stats, roundTo1000);
  const round = (value: number) => (roundTo1000 ? roundToThousand(value) : Math.round(value));
  const inside = (value: number | undefined) =>
    value !== undefined && value >= bounds.min && value <= bounds.max ? round(value) : undefined;
  let min = inside(typed.min);
  const max = inside(typed.max);
  if (min !== undefined && max !== undefined && min > max) min = max;
  if (min === undefined && max === undefined) return null;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}
