import { type ContactField, type RequestField, requestFields } from './schema';

/**
 * What the page knows of the request beyond its fields, kept in the form's hidden fields and in the draft: the
 * product line's cell the simulator priced ("urgent/local": the product and its cover) and the moment it was
 * priced for (the URL's `when`: `asap` or `2026-12-03T09:00`), which the `when` field says in words.
 */
export const contextFields = ['cell', 'moment'] as const;
export type ContextField = (typeof contextFields)[number];

/** A field the draft keeps: one the visitor fills, or one of the request's context. */
export type DraftField = ContactField | ContextField;

/** What the visitor has typed into the contact form so far, field by field. */
export type ContactDraft = Partial<Record<DraftField, string>>;

/**
 * The fields a draft keeps, in the form's order: the three about the sender, the request's (issue 36), the
 * message, and the request's context.
 */
export const draftFields: readonly DraftField[] = ['name', 'phone', 'email', ...requestFields, 'message', ...contextFields];

/** What a simulator estimate puts in the form: the request's fields, the message and the context (never a personal field). */
export type ContactPrefill = Partial<Record<RequestField | 'message' | ContextField, string>>;

/** The id of the contact form: the simulator's quote link leads to it (`#contact-form`), with or without JavaScript. */
export const contactFormId = 'contact-form';

/** The sessionStorage key of the draft: this tab only, never a cookie, never sent anywhere. */
export const contactDraftKey = 'contact-draft';

/** The event the form receives once a quote has been written into it, so that an awake form reads its context again. */
export const contactPrefillEvent = 'contact-prefill';

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
 * The context of a quote the simulator hands over (issue 36): the moment from the page's URL (`when`, as the
 * simulator writes it there), and the cell it priced, given with the quote or else read from the result's
 * promise (`data-promise`, views/islands/simulator/result.tsx). The `when` field is emptied: the form writes the
 * moment there in words, in its language, as it reads the context (at once when awake, else as it wakes).
 */
function withContext(prefill: ContactPrefill): ContactPrefill {
  const moment = new URLSearchParams(window.location.search).get('when') ?? '';
  const cell = prefill.cell ?? document.querySelector('.simulator [data-promise]')?.getAttribute('data-promise') ?? '';
  return { ...prefill, when: '', cell, moment };
}

/**
 * Hands the simulator's estimate to the contact form, awake or not: the request's fields, the message and the
 * context are written into the form's fields and the draft, the dispatcher's fields are unfolded, then the focus
 * goes to the first sender field still empty (the message when all are filled), at the top of the screen.
 */
export function sendQuoteToContactForm(quote: ContactPrefill): void {
  const prefill = withContext(quote);
  saveContactDraft({ ...readContactDraft(), ...prefill });
  const form = document.getElementById(contactFormId) as HTMLFormElement | null;
  if (!form) return;
  const field = (name: DraftField) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
  for (const [name, value] of Object.entries(prefill) as [DraftField, string][]) {
    const input = field(name);
    if (input) input.value = value;
  }
  const details = form.querySelector<HTMLDetailsElement>('details.contact-request');
  if (details) details.open = true;
  form.dispatchEvent(new Event(contactPrefillEvent));
  const next = (['name', 'phone', 'email'] as const).map(field).find((input) => input && !input.value.trim()) ?? field('message');
  next?.focus({ preventScroll: true });
  (next?.closest('.field') ?? next)?.scrollIntoView({ block: 'start' });
}
