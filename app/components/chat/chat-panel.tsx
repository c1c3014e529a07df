import { useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { CHAT_SENT_MESSAGE, chatFormSpec, type ChatFormSettings } from "#domain/site-forms";
import { offerMessage } from "#domain/offer-text";
import { SiteLeadForm, type SiteFormResult } from "~/components/leads/site-lead-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";

/** What a chat opened from an offer is about. */
export type ChatTopic = { offerId: number; offerName: string };

type SendAnswer = SiteFormResult | { intent: string; sent: true } | undefined;

/**
 * The chat panel: the buyer's message, name and mobile, sent to /chat by a fetcher so the page
 * stays where it is. A failed send keeps everything typed (the route's clientAction); a sent
 * message says how the dealer will answer, and another can follow.
 */
export default function ChatPanel({
  open,
  onOpenChange,
  topic,
  form,
  siteSlug,
  siteName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  topic: ChatTopic | null;
  form: ChatFormSettings;
  siteSlug: string;
  siteName: string;
}) {
  const spec = useMemo(
    () => chatFormSpec({ termsNotice: form.termsNotice, optInText: form.optInText }),
    [form.termsNotice, form.optInText],
  );
  // Each conversation started is its own fetcher (a new key), so a sent one never shows again.
  const [conversation, setConversation] = useState(0);
  const fetcher = useFetcher<SendAnswer>({ key: `chat-${conversation}` });
  const answer = fetcher.data;
  const sent = answer && "sent" in answer;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={spec.heading} description={topic ? `About: ${topic.offerName}` : siteName}>
        {sent ? (
          <div className="flex flex-col gap-4">
            <p role="status" className="rounded-brand bg-muted p-4">
              {CHAT_SENT_MESSAGE}
            </p>
            <Button type="button" variant="outline" onClick={() => setConversation((n) => n + 1)}>
              Send another message
            </Button>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-ink/80">{spec.intro}</p>
            <SiteLeadForm
              key={`${conversation}-${topic?.offerId ?? ""}`}
              spec={spec}
              siteSlug={siteSlug}
              formKey={`chat-${conversation}`}
              today={today}
              action="/chat"
              result={answer && "errors" in answer ? answer : null}
              defaults={topic ? { message: offerMessage(topic.offerName) } : {}}
              hidden={{ reply: "widget", ...(topic && { offer_id: String(topic.offerId) }) }}
              fetcher={{ Form: fetcher.Form, busy: fetcher.state === "submitting" }}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
