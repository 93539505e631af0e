import type { ContactField } from './contact-schema';

/** What the visitor has typed into the contact form so far, field by field. */
export type ContactDraft = Partial<Record<ContactField, string>>;

/** The four fields a draft keeps. */
export const draftFields: readonly ContactField[] = ['name', 'phone', 'email', 'message'];

/** The sessionStorage key of the draft: this tab only, never a cookie, never sent anywhere. */
export const contactDraftKey = 'contact-draft';

/**
 * The event the simulator's quote button sends (on `document`, the message as `detail`) so the
 * contact form puts the quote in its message field and in the draft.
 */
export const quoteEvent = 'contact:quote';

// Storage may be disabled or full: the form then simply works without a draft.
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft kept in this tab, or an empty one. */
export function readContactDraft(): ContactDraft {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(contactDraftKey) ?? '{}');
    const draft: ContactDraft = {};
    if (stored && typeof stored === 'object') {
      for (const field of draftFields) {
        const value = (stored as Record<string, unknown>)[field];
        if (typeof value === 'string' && value) draft[field] = value;
      }
    }
    return draft;
  } catch {
    return {};
  }
}

/** Keeps the draft in this tab; an empty draft is removed rather than kept. */
export function saveContactDraft(draft: ContactDraft): void {
  try {
    if (draftFields.some((field) => draft[field])) storage()?.setItem(contactDraftKey, JSON.stringify(draft));
    else storage()?.removeItem(contactDraftKey);
  } catch {
    // Quota or disabled storage: the visitor keeps typing, only the safety net is missing.
  }
}

/** Removes the draft (after a valid submit, or when the visitor clears the form). */
export function forgetContactDraft(): void {
  saveContactDraft({});
}

/**
 * Hands the simulator's quote to the contact form: it lands in the draft at once, so a form whose
 * code has not arrived yet shows it when it wakes, and the event tells a form already awake.
 */
export function sendQuoteToContactForm(message: string): void {
  saveContactDraft({ ...readContactDraft(), message });
  document.dispatchEvent(new CustomEvent<string>(quoteEvent, { detail: message }));
}
