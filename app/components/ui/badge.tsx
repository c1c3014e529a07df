import { cva, type VariantProps } from "class-variance-authority";
import type { VehicleTag } from "#domain/vehicle-tag";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/utils";

/*
 * The small labels over a car's photo: its condition and its tag [VSD §4 Vehicle tag]. One tone per
 * tag kind, so a car's tag looks the same on its card, its page and every similar-car card.
 */
export const badgeVariants = cva("badge", {
  // Each a class of app.css's components layer (a page carries two on every card).
  variants: {
    tone: {
      condition: "badge-condition",
      sold: "badge-sold",
      electric: "badge-electric",
      reserved: "badge-reserved",
      certified: "badge-certified",
      // [VSD §4 tag 4] "Custom tag text: 'runout sale' is shown green, any other text red."
      "custom-green": "badge-custom-green",
      "custom-red": "badge-custom-red",
      "coming-soon": "badge-coming-soon",
      "new-arrival": "badge-new-arrival",
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
      {tag && (
        <Badge tone={toneOfTag(tag)}>
          {tag.kind === "certified" && <Icon name="circle-check" className="size-3.5" />}
          {tag.text}
        </Badge>
      )}
    </>
  );
}
