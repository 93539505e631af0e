import type { ContactField, TripField } from './schema';

/** What the visitor has typed into the contact form so far, field by field. */
export type ContactDraft = Partial<Record<ContactField, string>>;

/** The fields a draft keeps, in the form's order: the three about the sender, the trip's four, the message. */
export const draftFields: readonly ContactField[] = ['name', 'phone', 'email', 'pickup', 'delivery', 'when', 'load', 'message'];

/** What a simulator estimate puts in the form: the trip's fields and the message (never a personal field). */
export type ContactPrefill = Partial<Record<TripField | 'message', string>>;

/** The id of the contact form: the simulator's quote link leads to it (`#contact-form`), with or without JavaScript. */
export const contactFormId = 'contact-form';

/** The sessionStorage key of the draft: this tab only, never a cookie, never sent anywhere. */
export const contactDraftKey = 'contact-draft';

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
 * Hands the simulator's estimate to the contact form, awake or not: the trip's fields and the
 * message are written into the form's fields and the draft, then the focus goes to the first
 * sender field still empty (the message when all are filled), at the top of the screen.
 */
export function sendQuoteToContactForm(prefill: ContactPrefill): void {
  saveContactDraft({ ...readContactDraft(), ...prefill });
  const form = document.getElementById(contactFormId) as HTMLFormElement | null;
  if (!form) return;
  const field = (name: ContactField) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
  for (const [name, value] of Object.entries(prefill) as [ContactField, string][]) {
    const input = field(name);
    if (input) input.value = value;
  }
  // The trip's fields stay folded on a phone (the message says the whole request, issue 28), so
  // that the sender's fields, the message and the send button fit on one screen below the first empty field.
  const next = (['name', 'phone', 'email'] as const).map(field).find((input) => input && !input.value.trim()) ?? field('message');
  next?.focus({ preventScroll: true });
  (next?.closest('.field') ?? next)?.scrollIntoView({ block: 'start' });
}
