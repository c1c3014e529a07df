import { useState } from "react";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { EnquiryForm, type LeadFormSettings } from "~/components/vehicle/lead-forms";
import { FIND_SIMILAR_MESSAGE, REQUEST_PHOTOS_MESSAGE } from "#domain/lead-forms";

/*
 * The enquiries a result card starts without leaving the results, each the enquiry form about that
 * car with its subcategory and message preset. Loaded only when a buyer asks.
 * [VSD §2 Search result card] "A request-photos dialog is shown for a vehicle with no photo";
 * [VSD §2, §8] 'Find Me Something Similar' for unavailable stock, with [VSD §5] "for an unavailable
 * vehicle the message is 'Can you please find me something similar?'".
 */
export type CardEnquiry = "photos" | "similar";

const KINDS = {
  photos: { title: "Request Photos", subcategory: "Request Photos", message: REQUEST_PHOTOS_MESSAGE },
  similar: {
    title: "Find Me Something Similar",
    subcategory: "Find Me Something Similar",
    message: FIND_SIMILAR_MESSAGE,
  },
} as const;

export default function CardEnquiryDialog({
  kind,
  open,
  onOpenChange,
  carName,
  settings,
}: {
  kind: CardEnquiry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  carName: string;
  settings: Omit<LeadFormSettings, "formKey">;
}) {
  // One key per dialog: sending twice (a double click, a retry) makes one lead.
  const [formKey] = useState(() => crypto.randomUUID());
  const { title, subcategory, message } = KINDS[kind];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={carName}>
        <EnquiryForm
          settings={{ ...settings, formKey }}
          result={null}
          subcategory={subcategory}
          defaultMessage={message}
        />
      </DialogContent>
    </Dialog>
  );
}
