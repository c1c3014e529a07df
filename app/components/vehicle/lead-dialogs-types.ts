/** The lead dialogs a vehicle page can open [VSD §2 "Test drive modal", "Enquiry modal titled 'Enquire Now'"]. */
export type LeadDialog = null | "enquire" | "test-drive" | "photos" | "similar";

/** A click handler for a link to a form on the page: opens the form in a dialog once JavaScript runs. */
export type OpenDialog = (which: Exclude<LeadDialog, null>) => (event: React.MouseEvent) => void;
