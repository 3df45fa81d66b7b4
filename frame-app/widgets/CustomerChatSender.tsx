/**
 * The customer chat greeting's header (issue 49): who answers, as a visitor knows a person in a chat app,
 * with the business's picture (or its initial in a circle of the bubble's colour), its name and how soon
 * it usually replies. The picture is decorative (alt ""): the name beside it says who it is.
 */
import type { ChatSender } from '../rules/customerChat';
import type { ChatPaint } from '../parts/chatColors';

export interface CustomerChatSenderProps {
  sender: ChatSender;
  /** The bubble's paint (parts/chatColors.ts), behind the initial: the bubble's own contrast. */
  paint: ChatPaint;
}

const AVATAR_CLASS = 'size-10 shrink-0 rounded-full';

export function CustomerChatSender({ sender, paint }: CustomerChatSenderProps) {
  return (
    <div className="mb-2.5 flex items-center gap-3" data-testid="chat-sender">
      {sender.avatarUrl !== null ? (
        <img src={sender.avatarUrl} alt="" width={40} height={40} className={`${AVATAR_CLASS} border border-slate-200 object-cover`} data-testid="chat-sender-avatar" />
      ) : (
        <span aria-hidden="true" className={`${AVATAR_CLASS} inline-flex items-center justify-center text-base leading-6 font-semibold ${paint.className}`} style={paint.style} data-testid="chat-sender-initial">
          {sender.initial}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-sm leading-5 font-semibold">{sender.name}</p>
        {sender.replyTime !== null && <p className="text-xs leading-4 text-slate-600">{sender.replyTime}</p>}
      </div>
    </div>
  );
}
