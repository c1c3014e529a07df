import { Link } from "~/components/ui/link";
import type { VehiclePage } from "#server/pages/vehicle-page.server";
import type { OpenDialog } from "~/components/vehicle/lead-dialogs-types";
import { StickyFooter } from "~/components/vehicle/sticky-bars";
import { PRICE_AND_ACTIONS_ID } from "~/components/vehicle/vehicle-sidebar";
import { buttonVariants } from "~/components/ui/button";

/* [VSD §2] "Sticky footer with calls to action", on phones, once the sidebar's own have scrolled away. */
export function VehicleFooterActions({
  page,
  financeHref,
  openDialog,
}: {
  page: VehiclePage;
  financeHref: string;
  openDialog: OpenDialog;
}) {
  const { car, settings } = page;
  return (
    <StickyFooter repeats={PRICE_AND_ACTIONS_ID}>
      {car.available ? (
        <>
          <a href="#enquire" onClick={openDialog("enquire")} className={buttonVariants()}>
            {settings.labels.enquire_button}
          </a>
          {page.actions.testDrive && (
            <a
              href="#test-drive"
              onClick={openDialog("test-drive")}
              className={buttonVariants({ variant: "outline" })}
            >
              Test Drive
            </a>
          )}
          {page.actions.finance && (
            <Link to={financeHref} className={buttonVariants({ variant: "outline" })}>
              Get Finance
            </Link>
          )}
        </>
      ) : (
        <a href="?request=similar#enquire" onClick={openDialog("similar")} className={buttonVariants()}>
          Find Me Something Similar
        </a>
      )}
    </StickyFooter>
  );
}
