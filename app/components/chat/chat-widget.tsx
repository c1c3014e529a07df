import type { ChatTopic } from "./chat-panel";
import { createContext, Suspense, useCallback, useContext, useMemo, useState } from "react";
import { Link } from "~/components/ui/link";
import type { ChatFormSettings } from "#domain/site-forms";
import { Icon } from "~/components/ui/icon";
import { useLoadedOnce } from "~/hooks/use-hydrated";
import { lazyWithRetry } from "~/lib/lazy-with-retry";

/*
 * The chat widget [SW §1 "a chat-widget token", §2 Offer card "Enquire Now opens a chat widget ...
 * when the widget is present"; docs/decisions/022-chat-widget.md]. Where a site has one, every
 * page carries "Chat with us": a link to /chat that works without JavaScript, and with it a panel
 * on the page, loaded on first use. An offer card's Enquire Now opens the same panel about its
 * offer where the site says so. A chat is a lead to the dealer; they reply by text message.
 */
type ChatControl = { offerEnquiry: boolean; open: (topic?: ChatTopic) => void };

const ChatContext = createContext<ChatControl | null>(null);

/** The chat widget's controls, or null where the site has no chat widget. */
export function useChat() {
  return useContext(ChatContext);
}

/** A link that opens the chat (with JavaScript) or goes to /chat (without). */
export function chatHref(topic?: ChatTopic) {
  return topic ? `/chat?offer=${topic.offerId}` : "/chat";
}

/** A plain left click opens the panel; a click meant for a new tab goes to the page. */
export function opensInPlace(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const ChatPanel = lazyWithRetry(() => import("./chat-panel"));

export function ChatWidget({
  chat,
  siteSlug,
  siteName,
  children,
}: {
  chat: ({ offerEnquiry: boolean } & ChatFormSettings) | null;
  siteSlug: string;
  siteName: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [topic, setTopic] = useState<ChatTopic | null>(null);
  const loaded = useLoadedOnce(open);
  const show = useCallback((next?: ChatTopic) => {
    setTopic(next ?? null);
    setOpen(true);
  }, []);
  const control = useMemo(
    () => (chat ? { offerEnquiry: chat.offerEnquiry, open: show } : null),
    [chat, show],
  );
  if (!chat) return children;
  return (
    <ChatContext value={control}>
      {children}
      <Link
        to={chatHref()}
        onClick={(event) => {
          if (!opensInPlace(event)) return;
          event.preventDefault();
          show();
        }}
        aria-haspopup="dialog"
        title="Chat with us"
        className="chat-launcher"
      >
        <Icon name="message-circle" />
        {/* A round button with its name unseen, so it hides as little of the page as it can. */}
        <span className="sr-only">Chat with us</span>
      </Link>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel
            open={open}
            onOpenChange={setOpen}
            topic={topic}
            form={chat}
            siteSlug={siteSlug}
            siteName={siteName}
          />
        </Suspense>
      )}
    </ChatContext>
  );
}
