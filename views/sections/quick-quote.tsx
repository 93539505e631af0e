import { maxPlaceLength } from '../../shared/places';
import type { Urgency, Vehicle } from '../../shared/pricing';
import { homePath } from '../../shared/routes';
import { simulatorFormId } from '../islands/price-simulator';
import { useSite } from '../site-context';

/** What a page sets in its quick quote: a place already filled in, the vehicle or urgency of its product. */
export type QuickQuotePreset = { from?: string; to?: string; vehicle?: Vehicle; urgency?: Urgency };

/** The anchor of the first quick quote of a page. */
export const quickQuoteId = 'quick-quote';

/**
 * The quick quote: two places and one button, a GET form to the home page's simulator (step=quote),
 * which derives the zone and the distance from the places and shows the price of the default vehicle
 * and urgency (or the page's product), the route above it, ready to change in the wizard. It is plain
 * HTML: the server renders the result, with or without JavaScript. `idPrefix` keeps the ids of a
 * second copy on the same page apart.
 */
export function QuickQuote({ preset = {}, idPrefix = 'qq' }: { preset?: QuickQuotePreset; idPrefix?: string }) {
  const { lang, t } = useSite();
  const words = t.quickQuote;
  const field = (name: 'from' | 'to', label: string, example: string) => (
    <div className="field">
      <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
      <input
        id={`${idPrefix}-${name}`}
        name={name}
        type="text"
        required
        maxLength={maxPlaceLength}
        spellCheck={false}
        autoComplete="off"
        placeholder={example}
        defaultValue={preset[name]}
        aria-describedby={`${idPrefix}-help`}
      />
    </div>
  );
  return (
    <form
      className="quick-quote"
      id={idPrefix === 'qq' ? quickQuoteId : undefined}
      method="get"
      action={`${homePath(lang)}#${simulatorFormId}`}
      // One form landmark per page: a second copy (the closing band of a city page) is a plain form.
      aria-label={idPrefix === 'qq' ? words.label : undefined}
    >
      {preset.vehicle && <input type="hidden" name="vehicle" value={preset.vehicle} />}
      {preset.urgency && <input type="hidden" name="urgency" value={preset.urgency} />}
      <div className="quick-quote-fields">
        {field('from', words.from, words.fromExample)}
        {field('to', words.to, words.toExample)}
        <button type="submit" name="step" value="quote" className="btn btn-primary">
          {words.submit}
        </button>
      </div>
      <div className="quick-quote-help" id={`${idPrefix}-help`}>
        {words.help}
      </div>
    </form>
  );
}
