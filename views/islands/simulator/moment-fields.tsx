import type { MouseEvent } from 'react';
import { useEffect, useRef } from 'react';
import { fill } from '../../../shared/i18n/fill';
import type { SimulatorProps } from '../../../shared/islands';
import { type When, whenParam } from '../../../shared/offer/moment';
import { whenFromQuery } from '../../../shared/offer/simulator-state';
import { dayName } from '../../../shared/offer/calendar';
import { clockText } from './moment-words';

/** The id of the date field: its label, and the tests, name it. */
export const momentFieldId = 'sim-when-at';

/**
 * "When?" above the trip's prices (issue 36): as soon as possible, or a date and a time on a Brussels clock. It is
 * part of the simulator's GET form, so it works without JavaScript: the date field is the URL's `when` as
 * `<input type="datetime-local">` writes it (`2026-12-02T16:30`), the buttons send `when=asap` or `when=none`.
 * The form may then send `when` twice, and the first value not empty is the visitor's
 * (shared/offer/simulator-state.ts `whenFromQuery`): the buttons stand before the date field, and "as soon as possible",
 * once chosen, is carried by a hidden field after it, so that a price picked keeps it and a date typed replaces it.
 * With JavaScript, `onWhen` takes the choice in place.
 */
export function MomentFields({
  labels,
  lang,
  when,
  onWhen,
}: {
  labels: SimulatorProps['labels'];
  lang: SimulatorProps['lang'];
  when: When | undefined;
  onWhen: (when: When | undefined) => void;
}) {
  const words = labels.moment;
  const field = useRef<HTMLInputElement>(null);
  const shown = when && when !== 'asap' ? whenParam(when) : '';
  // A new moment from elsewhere (a button, Back) shows in the field; the first render keeps what the visitor typed before the island woke.
  const drawn = useRef(shown);
  useEffect(() => {
    if (drawn.current === shown) return;
    drawn.current = shown;
    if (field.current) field.current.value = shown;
  }, [shown]);
  const now = !when
    ? words.lead
    : when === 'asap'
      ? words.chosenAsap
      : fill(words.chosenAt, { day: dayName(lang, when.day), time: clockText(lang, when) });
  const take = (event: MouseEvent<HTMLButtonElement>, chosen: When | undefined) => {
    event.preventDefault();
    onWhen(chosen);
  };
  // What the form would send: the date typed, else "as soon as possible" when it was chosen.
  const typed = () => whenFromQuery([field.current?.value ?? '', when === 'asap' ? 'asap' : '']);
  return (
    <fieldset className="sim-when">
      <legend>{words.legend}</legend>
      <p className="sim-when-now">{now}</p>
      <div className="sim-when-choices">
        <button
          type="submit"
          name="when"
          value="asap"
          className="btn btn-secondary"
          aria-pressed={when === 'asap'}
          onClick={(event) => take(event, 'asap')}
        >
          {words.asap}
        </button>
        {when && (
          <button type="submit" name="when" value="none" className="btn btn-link" onClick={(event) => take(event, undefined)}>
            {words.clear}
          </button>
        )}
      </div>
      <div className="sim-when-at">
        <label htmlFor={momentFieldId}>{words.at}</label>
        <div className="sim-when-row">
          <input
            ref={field}
            id={momentFieldId}
            type="datetime-local"
            name="when"
            defaultValue={shown}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onWhen(typed());
            }}
          />
          <button type="submit" name="step" value="result" className="btn btn-secondary" onClick={(event) => take(event, typed())}>
            {words.show}
          </button>
        </div>
      </div>
      {when === 'asap' && <input type="hidden" name="when" value="asap" />}
    </fieldset>
  );
}
