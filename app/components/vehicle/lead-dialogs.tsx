import type { LeadDialog } from "~/components/vehicle/lead-dialogs-types";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import {
  EnquiryForm,
  TestDriveForm,
  type LeadFormResult,
  type LeadFormSettings,
} from "~/components/vehicle/lead-forms";
import { imageUrl } from "~/lib/format";
import { FIND_SIMILAR_MESSAGE, REQUEST_PHOTOS_MESSAGE } from "#domain/lead-forms";

/**
 * The vehicle page's lead dialogs [VSD §2]: "Enquire Now" (also Request Photos and Find Me Something
 * Similar) and the test drive (car name and image, then a two-step form). Loaded on first use.
 */
export default function LeadDialogs({
  dialog,
  onClose,
  carName,
  image,
  formSettings,
  result,
}: {
  dialog: LeadDialog;
  onClose: () => void;
  carName: string;
  image: string | null;
  formSettings: LeadFormSettings;
  result: LeadFormResult;
}) {
  const car = { name: carName };
  const setDialog = (value: null) => value === null && onClose();
  const page = { images: image ? [{ src: image }] : [] };
  return (
    <>
      <Dialog
        open={dialog === "enquire" || dialog === "photos" || dialog === "similar"}
        onOpenChange={(open) => !open && setDialog(null)}
      >
        <DialogContent
          title={
            dialog === "similar"
              ? "Find Me Something Similar"
              : dialog === "photos"
                ? "Request Photos"
                : "Enquire Now"
          }
          description={car.name}
        >
          <EnquiryForm
            settings={formSettings}
            result={result}
            subcategory={
              dialog === "similar"
                ? "Find Me Something Similar"
                : dialog === "photos"
                  ? "Request Photos"
                  : "Vehicle Enquiry"
            }
            defaultMessage={
              dialog === "similar" ? FIND_SIMILAR_MESSAGE : dialog === "photos" ? REQUEST_PHOTOS_MESSAGE : ""
            }
          />
        </DialogContent>
      </Dialog>
      <Dialog open={dialog === "test-drive"} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent title="Book a Test Drive">
          <div className="mb-4 flex items-center gap-3">
            {page.images[0] && (
              <img
                src={imageUrl(page.images[0].src, { w: 160 })}
                alt=""
                width={96}
                height={64}
                className="h-16 w-24 rounded-brand object-cover"
              />
            )}
            <p className="font-semibold">{car.name}</p>
          </div>
          <TestDriveForm settings={formSettings} result={result} steps />
        </DialogContent>
      </Dialog>
    </>
  );
}
