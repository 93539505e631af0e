import type { Card } from '../../shared/content/schemas/home';
import { Icon } from '../icons';
import { ClauseLink } from './clause-link';

/**
 * A grid of cards, each with the icon its content record names, a heading and a text. With `label`,
 * the list is a row that scrolls sideways on a phone (CSS `.strip`), focusable and named so that the
 * keyboard scrolls it too.
 */
export function CardList({ cards, label }: { cards: Card[]; label?: string }) {
  return (
    <ul className={label ? 'cards strip' : 'cards'} tabIndex={label ? 0 : undefined} aria-label={label}>
      {cards.map((card) => (
        <li className="card" key={card.title}>
          <Icon name={card.icon} />
          <h3>{card.title}</h3>
          <p>{card.text}</p>
          <ClauseLink anchor={card.terms} />
        </li>
      ))}
    </ul>
  );
}
