import { useMemo } from 'react';
import type { SimulatorProps } from '../../../shared/islands';
import type { Lang } from '../../../shared/langs';
import { areaOf, deliveryShort } from '../../../shared/offer/index';
import { typeset } from '../../../shared/typography';
import type { PlaceIndex, RouteText } from '../../../shared/places/places';
import type { TripEstimate } from '../../../shared/offer/trip-zone';
import { maxPlaceLength, placeOptions } from '../../../shared/places/places';
import { fill } from '../../../shared/i18n/fill';
import { loadedPlacesListId, serverPlacesListId } from './places';

/** A municipality field of step 4, with the suggestions and, for a name we do not know, the message. */
function PlaceField({
  id,
  name,
  label,
  value,
  list,
  unknown,
  onChange,
  onFocus,
  onDone,
}: {
  id: string;
  name: keyof RouteText;
  label: string;
  value: string;
  list: string | undefined;
  unknown: string | null;
  onChange: (value: string) => void;
  onFocus: () => void;
  onDone: () => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        list={list}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxPlaceLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onDone}
        aria-describedby={unknown ? `${id}-unknown sim-route-help` : 'sim-route-help'}
        aria-invalid={unknown ? true : undefined}
      />
      {unknown && (
        <p className="field-error" id={`${id}-unknown`}>
          {unknown}
        </p>
      )}
    </div>
  );
}

/**
 * What to say under a place field we could not match: that a postcode is not a commune's name, or that
 * we do not know the name; then the nearest name we know (for a Brussels postcode, its commune).
 */
function unknownText(labels: SimulatorProps['labels'], lang: Lang, estimate: TripEstimate | null, field: keyof RouteText): string | null {
  if (estimate?.kind !== 'unknown' || !estimate[field]) return null;
  // A city abroad: said so, with the urgent drive the product line promises there when it has one.
  const abroad = estimate.abroad?.[field];
  if (abroad) {
    const name = abroad[lang];
    if (!abroad.urgent) return fill(labels.route.abroad, { name });
    return typeset(fill(labels.route.abroadUrgent, { name, delay: deliveryShort(lang, areaOf('urgent', abroad.urgent)) }), lang);
  }
  const code = estimate.postcode?.[field];
  const problem = code ? fill(labels.route.postcode, { code }) : labels.route.unknown;
  const near = estimate.suggest?.[field];
  return near ? `${problem} ${fill(labels.route.suggest, { name: near })}` : problem;
}

/**
 * The places of departure and arrival (at step 1 and step 4), their help, the estimate button for
 * pages without JavaScript at step 4, and the suggestions once the list of places has arrived.
 */
export function PlaceFields({
  labels,
  lang,
  route,
  places,
  estimate,
  hydrated,
  estimateButton,
  serverList,
  onPlace,
  onFocus,
  onDone,
}: {
  labels: SimulatorProps['labels'];
  lang: SimulatorProps['lang'];
  route: RouteText;
  places: PlaceIndex | null;
  estimate: TripEstimate | null;
  hydrated: boolean;
  /** Whether to offer the estimate button (step 4) to a page without JavaScript. */
  estimateButton: boolean;
  /** Whether the page holds the server's suggestions (views/sections/simulator-section.tsx). */
  serverList: boolean;
  onPlace: (field: keyof RouteText, value: string) => void;
  /** A place field focused: the list of places is due. */
  onFocus: () => void;
  onDone: () => void;
}) {
  const options = useMemo(() => (places ? placeOptions(places.places, lang) : []), [places, lang]);
  const list = places ? loadedPlacesListId : serverList ? serverPlacesListId : undefined;
  return (
    <>
      <div className="sim-route">
        <PlaceField
          id="sim-from"
          name="from"
          label={labels.route.from}
          value={route.from}
          list={list}
          unknown={unknownText(labels, lang, estimate, 'from')}
          onChange={(value) => onPlace('from', value)}
          onFocus={onFocus}
          onDone={onDone}
        />
        <PlaceField
          id="sim-to"
          name="to"
          label={labels.route.to}
          value={route.to}
          list={list}
          unknown={unknownText(labels, lang, estimate, 'to')}
          onChange={(value) => onPlace('to', value)}
          onFocus={onFocus}
          onDone={onDone}
        />
      </div>
      <p className="field-help" id="sim-route-help">
        {labels.route.help}
      </p>
      {!hydrated && estimateButton && (
        <p>
          <button type="submit" name="step" value="route" className="btn btn-secondary">
            {labels.route.button}
          </button>
        </p>
      )}
      {places && (
        <datalist id={loadedPlacesListId}>
          {options.map((option) => (
            <option key={option.value} value={option.value} label={option.label || undefined} />
          ))}
        </datalist>
      )}
    </>
  );
}
