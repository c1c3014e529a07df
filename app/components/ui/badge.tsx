import { cva, type VariantProps } from "class-variance-authority";
import type { VehicleTag } from "#domain/vehicle-tag";
import { cn } from "~/lib/utils";

/*
 * The small labels over a car's photo: its condition and its tag [VSD §4 Vehicle tag]. One tone per
 * tag kind, so a car's tag looks the same on its card, its page and every similar-car card.
 */
export const badgeVariants = cva("rounded-brand px-2 py-0.5 text-xs", {
  variants: {
    tone: {
      condition: "bg-surface/95 font-semibold text-ink",
      sold: "bg-gray-900 font-bold text-white uppercase",
      electric: "bg-emerald-700 font-bold text-white uppercase",
      reserved: "bg-amber-400 font-bold text-gray-900 uppercase",
      certified: "bg-brand font-bold text-brand-foreground uppercase",
      // [VSD §4 tag 4] "Custom tag text: 'runout sale' is shown green, any other text red."
      "custom-green": "bg-green-700 font-bold text-white uppercase",
      "custom-red": "bg-red-700 font-bold text-white uppercase",
      "coming-soon": "bg-sky-800 font-bold text-white uppercase",
      "new-arrival": "bg-accent font-bold text-accent-foreground uppercase",
    },
  },
});

type Tone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

export function Badge({
  tone,
  className,
  children,
}: {
  tone: Tone;
  className?: string;
  children: React.ReactNode;
}) {
  return <span className={cn(badgeVariants({ tone }), className)}>{children}</span>;
}

export function toneOfTag(tag: VehicleTag): Tone {
  return tag.kind === "custom" ? `custom-${tag.tone}` : tag.kind;
}

/** The condition and tag badges over a car's photo. */
export function VehicleBadges({ condition, tag }: { condition: string; tag: VehicleTag | null }) {
  return (
    <>
      <Badge tone="condition">{condition}</Badge>
      {tag && <Badge tone={toneOfTag(tag)}>{tag.text}</Badge>}
    </>
  );
}
