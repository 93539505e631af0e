/**
 * Options are one list (shared/offer/options.ts): a new option added as one entry, here "signature on
 * delivery" in a fixture, reaches the no-JavaScript path (the step's checkbox, the hidden field of the later
 * steps, the URL), the price (its own line of the price detail, the total), the summary and the request mail,
 * with nothing else edited.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as OptionsModule from '../../shared/offer/options';
import type { SimulatorOption } from '../../shared/offer/options';
import { parse } from 'node-html-parser';

/** The option the fixture adds: priced in the test, applying to every trip. */
const signature: SimulatorOption = {
  // An id of its own, so that the fixture adds an option even where the real list holds a signature already.
  id: 'signatureOnDelivery',
  cents: 300,
  name: { fr: 'Signature à la livraison', nl: 'Handtekening bij levering' },
  appliesTo: () => true,
};

type Agent = ReturnType<typeof import('../support/app')['http']>;
let agent: Agent;
let withOption: typeof import('../../shared/offer/quote');

beforeAll(async () => {
  vi.resetModules();
  vi.doMock('../../shared/offer/options', async (importOriginal) => {
    const real = await importOriginal<typeof OptionsModule>();
    return { ...real, simulatorOptions: [...real.simulatorOptions, signature] };
  });
  (await import('../../server/request-log')).setLogSink(() => {});
  // A fresh module graph: this app is rendered from the list with the fixture's option.
  agent = (await import('../support/app')).http();
  withOption = await import('../../shared/offer/quote');
}, 60_000);

afterAll(() => {
  vi.doUnmock('../../shared/offer/options');
  // Test files share their modules (isolate: false): the next one must get the real list again.
  vi.resetModules();
});

const trip = 'zone=national&vehicle=van&urgency=standard&distance=150';

describe.each([
  ['fr', signature.name.fr],
  ['nl', signature.name.nl],
] as const)('a new option added as one entry (%s)', (lang, name) => {
  it('is a checkbox of step 5, named after its id', async () => {
    const html = parse((await agent.get(`/${lang}/?${trip}&step=5`)).text);
    const box = html.querySelector('form#simulator-wizard input[type=checkbox][name=signatureOnDelivery]');
    expect(box).not.toBeNull();
    expect(box!.closest('label')!.text).toContain(name);
  });

  it('travels in a hidden field through the steps without JavaScript, and in the URL', async () => {
    const html = parse((await agent.get(`/${lang}/?${trip}&signatureOnDelivery=1&step=2`)).text);
    expect(html.querySelector('form#simulator-wizard input[type=hidden][name=signatureOnDelivery]')?.getAttribute('value')).toBe('1');
  });

  it('has its own line in the price detail, and the total counts it', async () => {
    const { quote, defaultShipment } = withOption;
    const shipment = { ...defaultShipment, zone: 'over100Km' as const, vehicle: 'van' as const, distanceKm: 150 };
    const without = quote(shipment).total;
    const withIt = quote({ ...shipment, options: ['signatureOnDelivery'] });
    expect(withIt.total - without).toBe(signature.cents);
    expect(withIt.options).toEqual([{ id: 'signatureOnDelivery', cents: signature.cents }]);
    const html = parse((await agent.get(`/${lang}/?${trip}&signatureOnDelivery=1&step=result`)).text);
    const lines = html.querySelectorAll('.sim-lines dt').map((dt) => dt.text);
    expect(lines).toContain(name);
    expect(html.querySelector('form#simulator-wizard input[type=checkbox][name=signatureOnDelivery]')?.hasAttribute('checked')).toBe(true);
  });

  it('is in the summary and the request mail the page writes for the visitor to send', async () => {
    const { text } = await agent.get(`/${lang}/?${trip}&signatureOnDelivery=1&step=result`);
    expect(parse(text).querySelector('#contact-message')?.text).toContain(name);
    // The mail link that replaces the form without JavaScript (inside <noscript>, which the parser keeps as text).
    const mailto = /class="contact-no-script">[\s\S]*?href="([^"]+)"/.exec(text)?.[1] ?? '';
    expect(decodeURIComponent(mailto.replaceAll('&amp;', '&'))).toContain(name);
  });
});
