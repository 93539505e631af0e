import { maxPlaceLength } from '../../shared/places/places';
import type { Speed, Vehicle } from '../../shared/offer/tariff';
import { choiceParams, speedParam, vehicleParam } from '../../shared/offer/url-params';
import { homePath } from '../../shared/routes';
import { simulatorFormId } from '../islands/price-simulator';
import { useSite } from '../site-context';

/** What a page sets in its quick quote: a place already filled in, the vehicle or speed of its product. */
export type QuickQuotePreset = { from?: string; to?: string; vehicle?: Vehicle; speed?: Speed };

/** The anchor of the first quick quote of a page. */
export const quickQuoteId = 'quick-quote';

/**
 * The quick quote: two places and one button, a GET form to the simulator of the page it is on
 * (step=quote; home, city and service pages all hold one), which derives the zone and the distance
 * from the places and shows every price of the trip, the page's product chosen. It is plain HTML:
 * without JavaScript the server renders the result; with it, client/boot.ts hands it to the page's
 * simulator, which shows the result in place (issue 28). `swap`: a button that swaps the two places
 * (a city page fills its city in as the departure; one shipping to it swaps it to the arrival).
 * `idPrefix` keeps the ids of a second copy on the same page apart.
 */
export function QuickQuote({
  preset = {},
  idPrefix = 'qq',
  swap = false,
}: {
  preset?: QuickQuotePreset;
  idPrefix?: string;
  swap?: boolean;
}) {
  const { lang, t, page } = useSite();
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
      action={`${page?.path ?? homePath(lang)}#${simulatorFormId}`}
      // One form landmark per page: a second copy (the closing band of a city page) is a plain form.
      aria-label={idPrefix === 'qq' ? words.label : undefined}
    >
      {preset.vehicle && <input type="hidden" name={choiceParams.vehicle} value={vehicleParam[preset.vehicle]} />}
      {preset.speed && <input type="hidden" name={choiceParams.speed} value={speedParam[preset.speed]} />}
      <div className="quick-quote-fields">
        {field('from', words.from, words.fromExample)}
        {field('to', words.to, words.toExample)}
        <button type="submit" name="step" value="quote" className="btn btn-primary">
          {words.submit}
        </button>
      </div>
      {swap && (
        // Swaps the two places; client/boot.ts shows it and runs it (without JavaScript both fields are typed as they are).
        <button type="button" className="btn btn-link quick-quote-swap" data-swap-places="" hidden>
          {words.swap}
        </button>
      )}
      <div className="quick-quote-help" id={`${idPrefix}-help`}>
        {words.help}
      </div>
    </form>
  );
}
