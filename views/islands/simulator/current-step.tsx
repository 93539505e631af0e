import type { Dispatch, MouseEvent, RefObject } from 'react';
import type { Formatters } from '../../../shared/format';
import { fill } from '../../../shared/i18n/fill';
import type { SimulatorProps } from '../../../shared/islands';
import type { Moment } from '../../../shared/offer/calendar';
import type { When } from '../../../shared/offer/moment';
import type { FiveCities } from '../../../shared/offer/promises';
import type { Shipment } from '../../../shared/offer/quote';
import type { DistanceProblem, PricedChoice } from '../../../shared/offer/simulator-state';
import type { PlaceIndex } from '../../../shared/places/places';
import { SpeedStep, VehicleStep, ZoneStep } from './choice-steps';
import { DistanceStep } from './distance-step';
import { showsPlaces } from './hidden-fields';
import { OptionsStep } from './options-step';
import { PlaceFields } from './place-fields';
import { Result } from './result';
import { RouteLine } from './route-line';
import type { SimulatorAction, SimulatorView } from './wizard-reducer';

const totalSteps = 5;

/** What the result needs from the island: its handlers and the quote link. */
type ResultHandlers = {
  update: (change: Partial<Shipment>) => void;
  onPick: (choice: PricedChoice, event: MouseEvent<HTMLButtonElement>) => void;
  quoteHref: string;
  onQuote: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The moment the prices are for (issue 36: `asap` is now), and the choice of another. */
  moment: Moment | undefined;
  onWhen: (when: When | undefined) => void;
  phoneHref: string;
};

/** The step on screen (one of the five, or the result), drawn from the simulator's state; its changes go to `dispatch`. */
export function CurrentStep({
  view,
  lang,
  labels,
  f,
  headings,
  places,
  serverList,
  hydrated,
  cities,
  problem,
  dispatch,
  result,
}: {
  view: SimulatorView;
  lang: SimulatorProps['lang'];
  labels: SimulatorProps['labels'];
  f: Formatters;
  headings: { step: RefObject<HTMLHeadingElement | null>; chosen: RefObject<HTMLHeadingElement | null> };
  places: PlaceIndex | null;
  serverList: boolean;
  hydrated: boolean;
  cities: FiveCities;
  problem: DistanceProblem | null;
  dispatch: Dispatch<SimulatorAction>;
  result: ResultHandlers;
}) {
  const { wizard, estimate } = view;
  const { shipment, step } = wizard;
  const heading = headings.step;
  const title = (n: number, name: string) => fill(labels.stepOf, { step: n, total: totalSteps, title: name });
  const choose = (change: Partial<Shipment>) => dispatch({ type: 'choose', change });
  const placeFields = showsPlaces(step) && (
    <PlaceFields
      labels={labels}
      lang={lang}
      route={view.typed}
      places={places}
      estimate={estimate}
      hydrated={hydrated}
      estimateButton={step === 4}
      serverList={serverList}
      onPlace={(field, value) => dispatch({ type: 'typePlace', field, value, places, lang })}
      onFocus={() => dispatch({ type: 'wantPlaces' })}
      onDone={() => dispatch({ type: 'placeDone', places, lang })}
    />
  );
  const derived =
    estimate?.kind === 'known'
      ? `${fill(labels.route.zone, { zone: labels.zones[estimate.zone].name })} · ${fill(labels.route.estimate, { km: f.num(estimate.km) })}`
      : null;
  const routeLine = <RouteLine labels={labels} lang={lang} f={f} estimate={estimate} zone={shipment.zone} />;

  switch (step) {
    case 1:
      return (
        <ZoneStep
          heading={heading}
          title={title(1, labels.steps.zone)}
          labels={labels}
          value={shipment.zone}
          onChange={(zone) => choose({ zone })}
          places={placeFields}
          derived={derived}
        />
      );
    case 2:
      return (
        <>
          {routeLine}
          <VehicleStep
            heading={heading}
            title={title(2, labels.steps.vehicle)}
            labels={labels}
            value={shipment.vehicle}
            onChange={(vehicle) => choose({ vehicle })}
          />
        </>
      );
    case 3:
      return (
        <>
          {routeLine}
          <SpeedStep
            heading={heading}
            title={title(3, labels.steps.speed)}
            labels={labels}
            lang={lang}
            shipment={shipment}
            cities={cities}
            onChange={(speed) => choose({ speed })}
          />
        </>
      );
    case 4:
      return (
        <DistanceStep
          heading={heading}
          title={title(4, labels.steps.distance)}
          labels={labels}
          places={placeFields}
          distanceText={view.distanceText}
          onDistance={(text) => dispatch({ type: 'typeDistance', text })}
          estimateText={derived}
          problem={problem}
        />
      );
    case 5:
      return (
        <>
          {routeLine}
          <OptionsStep
            heading={heading}
            title={title(5, labels.steps.options)}
            labels={labels}
            lang={lang}
            f={f}
            shipment={shipment}
            update={choose}
          />
        </>
      );
    case 'result':
      return (
        <Result
          heading={heading}
          chosenHeading={headings.chosen}
          labels={labels}
          shipment={shipment}
          lang={lang}
          route={routeLine}
          ends={estimate}
          hydrated={hydrated}
          update={result.update}
          onPick={result.onPick}
          quoteHref={result.quoteHref}
          onQuote={result.onQuote}
          when={wizard.when}
          moment={result.moment}
          onWhen={result.onWhen}
          phoneHref={result.phoneHref}
        />
      );
  }
}
