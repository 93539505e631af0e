import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contactDraftKey,
  forgetContactDraft,
  readContactDraft,
  saveContactDraft,
  sendQuoteToContactForm,
} from '../../shared/contact/draft';

/** A sessionStorage kept in a Map, as the browser's is per tab. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the contact draft', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { sessionStorage: storage });
    vi.stubGlobal('document', new EventTarget());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the fields in sessionStorage and reads them back, the request's too", () => {
    saveContactDraft({ name: 'Zoë', message: 'Deux colis', pickupStreet: 'Rue Haute 12', vat: '0123.456.749', value: '800' });
    expect(JSON.parse(storage.getItem(contactDraftKey)!)).toEqual({
      name: 'Zoë',
      message: 'Deux colis',
      pickupStreet: 'Rue Haute 12',
      vat: '0123.456.749',
      value: '800',
    });
    expect(readContactDraft()).toEqual({
      name: 'Zoë',
      message: 'Deux colis',
      pickupStreet: 'Rue Haute 12',
      vat: '0123.456.749',
      value: '800',
    });
  });

  it('removes an empty draft rather than keeping it, and forgets on demand', () => {
    saveContactDraft({ name: 'Zoë' });
    saveContactDraft({ name: '', phone: '' });
    expect(storage.getItem(contactDraftKey)).toBeNull();
    saveContactDraft({ name: 'Zoë' });
    forgetContactDraft();
    expect(storage.getItem(contactDraftKey)).toBeNull();
  });

  it('ignores what it did not write: other keys, non-strings, broken JSON', () => {
    storage.setItem(contactDraftKey, JSON.stringify({ name: 42, email: 'a@b.be', cookie: 'x' }));
    expect(readContactDraft()).toEqual({ email: 'a@b.be' });
    storage.setItem(contactDraftKey, '{not json');
    expect(readContactDraft()).toEqual({});
  });

  it('lets the form work when storage is refused', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => saveContactDraft({ name: 'Zoë' })).not.toThrow();
    expect(readContactDraft()).toEqual({});
  });

  it('puts the simulator quote in the draft, keeping the other fields (the form itself: tests/e2e/phone-first.spec.ts)', () => {
    saveContactDraft({ name: 'Zoë', message: 'ancien', when: 'demain' });
    vi.stubGlobal('window', { sessionStorage: storage, location: { search: '?zone=brussels_center&step=result' } });
    vi.stubGlobal('document', { getElementById: () => null, querySelector: () => null });
    sendQuoteToContactForm({ pickup: 'Liège', delivery: 'Gent', message: 'Estimation : 85,00 €' });
    // No moment in the URL: the `when` field is left for the visitor to fill.
    expect(readContactDraft()).toEqual({ name: 'Zoë', pickup: 'Liège', delivery: 'Gent', message: 'Estimation : 85,00 €' });
  });

  it('keeps with the quote its context: the moment of the URL and the cell the result priced (issue 36)', () => {
    vi.stubGlobal('window', { sessionStorage: storage, location: { search: '?zone=brussels_center&step=result&when=2026-12-03T09%3A00' } });
    const promise = { getAttribute: (name: string) => (name === 'data-promise' ? 'urgent/local' : null) };
    vi.stubGlobal('document', {
      getElementById: () => null,
      querySelector: (selector: string) => (selector.includes('data-promise') ? promise : null),
    });
    sendQuoteToContactForm({ pickup: 'Ixelles', delivery: 'Uccle', when: 'Urgent, dès que possible', message: 'Estimation' });
    expect(readContactDraft()).toEqual({
      pickup: 'Ixelles',
      delivery: 'Uccle',
      message: 'Estimation',
      cell: 'urgent/local',
      moment: '2026-12-03T09:00',
    });
    // A cell handed with the quote wins over the page's.
    sendQuoteToContactForm({ pickup: 'Ixelles', cell: 'express/brussels' });
    expect(readContactDraft().cell).toBe('express/brussels');
  });
});
