import type { HomeCopy } from '../../shared/content/schemas/home';
import { routeOf } from '../../shared/routes';
import { ContactLink } from './contact-link';
import { useSite } from '../site-context';
import { Fold } from './fold';
import { SectionHead } from './section-head';

/** The cities served: twelve cards (those with a page link to it), then the other cities by name (folded on a phone). */
export function CitiesSection({ copy }: { copy: HomeCopy['cities'] }) {
  const { lang } = useSite();
  return (
    <section id="cities" className="section section-alt" aria-labelledby="cities-title">
      <div className="container">
        <SectionHead id="cities-title" title={copy.title} lead={copy.lead} />
        <ul className="cards strip" data-block="city-cards">
          {copy.cards.map((card) => {
            const { cityId } = card;
            return (
              <li className="card" key={card.name}>
                <h3>{card.name}</h3>
                <p className="card-meta">
                  {card.region} · {card.population}
                </p>
                <p>{card.description}</p>
                {cityId && <a href={routeOf('city', cityId).paths[lang]}>{`${copy.linkLabel} ${card.name}`}</a>}
              </li>
            );
          })}
        </ul>
        <Fold summary={<h3 className="others-title">{copy.othersTitle}</h3>}>
          <ul className="others" data-block="other-cities">
            {copy.others.map((city) => (
              <li key={city}>{city}</li>
            ))}
          </ul>
        </Fold>
        <ContactLink label={copy.cta} />
      </div>
    </section>
  );
}
