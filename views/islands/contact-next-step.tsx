import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import type { ContactMail } from '../../shared/contact/schema';
import type { Messages } from '../../shared/i18n';
import { gmailComposeUrl, mailAsText, outlookComposeUrl } from '../../shared/contact/webmail';

type Labels = Messages['contactForm']['next'];
/** The copy button's confirmation; `id` changes each time, so a second copy is announced again. */
type CopyNote = { text: string; id: number };

/**
 * The panel shown after every valid submit, since a page cannot know whether a mail client opened:
 * what should have happened, the message exactly as the mail carries it, a copy button, compose
 * links for Gmail and Outlook.com (plain links: nothing is asked of those sites until clicked) and
 * our address and phone, and when we answer. It shows at once, in place of any success claim, and
 * stays until the visitor closes it or leaves the page.
 */
export function ContactNextStep({
  mail,
  labels,
  reach,
  hours,
  onClose,
}: {
  mail: ContactMail;
  labels: Labels;
  reach: ReactNode;
  hours: string;
  onClose: () => void;
}) {
  const text = mailAsText(mail, labels);
  const messageRef = useRef<HTMLPreElement>(null);
  const [note, setNote] = useState<CopyNote | null>(null);
  const noteCount = useRef(0);
  const say = (words: string) => setNote({ text: words, id: ++noteCount.current });

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      say(labels.copied);
    } catch {
      // No Clipboard API (or refused): select the message so the visitor can copy it, and try the older command.
      const message = messageRef.current!;
      const range = document.createRange();
      range.selectNodeContents(message);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      let copied = false;
      try {
        copied = document.execCommand('copy');
      } catch {
        copied = false;
      }
      say(copied ? labels.copied : labels.selected);
    }
  };

  return (
    <section
      id="contact-next"
      className="contact-next"
      aria-labelledby="contact-next-title"
      aria-describedby="contact-next-explain"
      tabIndex={-1}
    >
      <h4 id="contact-next-title">{labels.title}</h4>
      <p id="contact-next-explain">{labels.explain}</p>
      <pre className="contact-next-message" ref={messageRef}>
        {text}
      </pre>
      <div className="contact-next-actions">
        <button type="button" className="btn btn-primary" onClick={onCopy}>
          {labels.copy}
        </button>
        <a className="btn btn-secondary" href={gmailComposeUrl(mail)} target="_blank" rel="noopener noreferrer">
          {labels.gmail} <span className="visually-hidden">{labels.newTab}</span>
        </a>
        <a className="btn btn-secondary" href={outlookComposeUrl(mail)} target="_blank" rel="noopener noreferrer">
          {labels.outlook} <span className="visually-hidden">{labels.newTab}</span>
        </a>
      </div>
      <p className="contact-next-note" role="status">
        {note && <span key={note.id}>{note.text}</span>}
      </p>
      <p>{reach}</p>
      <p className="contact-next-hours">{hours}</p>
      <button type="button" className="btn btn-link" onClick={onClose}>
        {labels.close}
      </button>
    </section>
  );
}
