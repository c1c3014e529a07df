import { useState } from "react";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { EnquiryForm, type LeadFormSettings } from "~/components/vehicle/lead-forms";
import { REQUEST_PHOTOS_MESSAGE } from "~/lib/lead-forms";

/**
 * [VSD §2 Search result card] "A request-photos dialog is shown for a vehicle with no photo": the
 * enquiry form, sent as a Request Photos enquiry about that car. Loaded only when a buyer asks.
 */
export default function RequestPhotosDialog({
  open,
  onOpenChange,
  carName,
  settings,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  carName: string;
  settings: Omit<LeadFormSettings, "formKey">;
}) {
  // One key per dialog: sending twice (a double click, a retry) makes one lead.
  const [formKey] = useState(() => crypto.randomUUID());
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Request Photos" description={carName}>
        <EnquiryForm
          settings={{ ...settings, formKey }}
          result={null}
          subcategory="Request Photos"
          defaultMessage={REQUEST_PHOTOS_MESSAGE}
        />
      </DialogContent>
    </Dialog>
  );
}
