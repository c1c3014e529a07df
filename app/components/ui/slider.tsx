import { cn } from "~/lib/utils";

const MOVING_KEYS = new Set([
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);

type SliderProps = {
  min: number;
  max: number;
  step: number;
  /** One value, or two for a range. */
  value: number[];
  /** How many steps the two thumbs stay apart (0: they may meet, never pass). */
  minStepsBetweenThumbs?: number;
  thumbLabels: string[];
  /** Every move, as it happens. */
  onValueChange?: (value: number[]) => void;
  /** When a move ends: the pointer let go, or each key press. */
  onValueCommit?: (value: number[]) => void;
  className?: string;
};

/**
 * A range slider built on the browser's own `<input type="range">`, one per thumb, laid over one
 * track: the keyboard, touch, screen readers and forms work as the platform makes them, and it
 * costs a few hundred bytes of script where a component library's costs about nine kilobytes
 * (docs/decisions/018-finance.md). The thumbs never pass each other.
 */
export function Slider({
  min,
  max,
  step,
  value,
  minStepsBetweenThumbs = 0,
  thumbLabels,
  onValueChange,
  onValueCommit,
  className,
}: SliderProps) {
  const span = max - min || 1;
  const percent = (v: number) => ((Math.min(max, Math.max(min, v)) - min) / span) * 100;
  const range = value.length === 2;
  const gap = minStepsBetweenThumbs * step;
  const next = (index: number, raw: number) => {
    let v = raw;
    if (range && index === 0) v = Math.min(v, value[1]! - gap);
    if (range && index === 1) v = Math.max(v, value[0]! + gap);
    return value.map((old, i) => (i === index ? v : old));
  };
  // The commit: when the pointer lets go, and on each key press that moves a thumb.
  const commit = (index: number, input: HTMLInputElement) =>
    onValueCommit?.(next(index, Number(input.value)));

  const low = range ? percent(value[0]!) : 0;
  const high = percent(value.at(-1)!);
  return (
    <div className={cn("slider", className)}>
      <div className="slider-track" />
      <div className="slider-fill" style={{ left: `${low}%`, right: `${100 - high}%` }} />
      {value.map((v, index) => (
        <input
          key={index}
          type="range"
          min={min}
          max={max}
          step={step}
          value={v}
          aria-label={thumbLabels[index]}
          onChange={(event) => onValueChange?.(next(index, Number(event.target.value)))}
          onPointerUp={(event) => commit(index, event.currentTarget)}
          onKeyUp={(event) => MOVING_KEYS.has(event.key) && commit(index, event.currentTarget)}
          // The lower thumb on top once it is past the middle, so two thumbs that meet can be parted.
          className={cn("range-thumb", range && index === 0 && low > 50 && "z-10")}
        />
      ))}
    </div>
  );
}
