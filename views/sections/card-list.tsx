import type { Card } from '../../shared/content/types';
import { Icon } from '../icons';

/** A grid of cards, each with the icon its content record names, a heading and a text. */
export function CardList({ cards }: { cards: Card[] }) {
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li className="card" key={card.title}>
          <Icon name={card.icon} />
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
