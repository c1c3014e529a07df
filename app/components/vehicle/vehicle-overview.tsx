import { vehicleWords } from "#domain/vehicle-words";
import type { VehiclePage } from "#server/pages/vehicle-page.server";
import * as calculators from "~/components/vehicle/calculators";
import { lazyWhenNear } from "~/lib/lazy-when-near";
import {
  BulletList,
  DealerComments,
  FeatureList,
  FullSpecifications,
  KeyInformation,
  ReserveOnline,
  VehicleTabs,
  type VehicleTab,
} from "~/components/vehicle/vehicle-details";
import { formatMoney } from "~/lib/format";

/*
 * The vehicle page below the fold [VSD §2]: key information, the tabs (Dealer Comments, What's
 * Included, Why Buy From Us?, Reserve Online, Protect Your Car, Features only when standard
 * equipment exists), full specifications, and the fuel cost and delivery calculators.
 */
// The calculators sit below the fold: their code loads as the buyer scrolls towards them.
const FuelCostCalculator = lazyWhenNear(
  "fuel-cost",
  () => import("~/components/vehicle/calculators"),
  (m) => m.FuelCostCalculator,
  import.meta.env.SSR ? calculators.FuelCostCalculator : null,
);
const DeliveryCalculator = lazyWhenNear(
  "delivery",
  () => import("~/components/vehicle/calculators"),
  (m) => m.DeliveryCalculator,
  import.meta.env.SSR ? calculators.DeliveryCalculator : null,
);

export function VehicleOverview({ page }: { page: VehiclePage }) {
  const { car, settings } = page;
  const tabs: VehicleTab[] = [
    {
      id: "comments",
      label: settings.labels.dealer_comments_title,
      content: (
        <DealerComments
          html={page.comments.html}
          collapsed={page.comments.collapsed}
          pending={"pending" in page.comments ? page.comments.pending : undefined}
          expanded={page.expanded.comments}
        />
      ),
    },
    {
      id: "included",
      label: "What's Included",
      content: <BulletList items={settings.tabs.whats_included} />,
    },
    { id: "why-buy", label: "Why Buy From Us?", content: <BulletList items={settings.tabs.why_buy} /> },
    // A site that does not reserve online offers no deposit to hold a car.
    ...(settings.reserve.enabled
      ? [
          {
            id: "reserve",
            label: "Reserve Online",
            content: (
              <ReserveOnline
                deposit={formatMoney(settings.reserve.deposit)}
                holdHours={settings.reserve.holdHours}
                reserveHref={settings.reserve.href}
                reserveLabel={settings.reserve.label}
                canReserve={page.actions.reserve}
                moneyBack={settings.reserve.moneyBack}
              />
            ),
          },
        ]
      : []),
    {
      id: "protect",
      label: `Protect Your ${vehicleWords([car.vehicle_kind]).one}`,
      content: (
        <div className="space-y-3">
          <p>{`Ask us about protecting your ${car.make} from day one:`}</p>
          <BulletList items={settings.tabs.protect} />
        </div>
      ),
    },
    ...(car.standard_equipment.length > 0
      ? [
          {
            id: "features",
            label: "Features",
            content: <FeatureList features={car.standard_equipment} expanded={page.expanded.features} />,
          },
        ]
      : []),
  ];
  return (
    <>
      <KeyInformation items={page.specs.featured} />
      <VehicleTabs tabs={tabs} initial={page.expanded.tab} />
      <FullSpecifications
        specifications={page.specs.specifications}
        summary={page.specs.summary}
        trailer={page.specs.trailer}
        expanded={page.expanded.specs}
      />
      {page.fuelCost && (
        <FuelCostCalculator
          consumption={car.fuel_consumption}
          vehicle={vehicleWords([car.vehicle_kind]).one.toLowerCase()}
        />
      )}
      <DeliveryCalculator slug={car.slug} postcode={page.postcode} initial={page.delivery} />
    </>
  );
}
