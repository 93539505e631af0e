import { ClauseLink } from './clause-link';
/**
 * Questions and answers as native <details> sharing one name: readable and keyboard-operable
 * without JavaScript, one item open at a time, each collapsible.
 */
export function FaqList({ name, items }: { name: string; items: { q: string; a: string; terms?: string | undefined }[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.q} name={name}>
          <summary>{item.q}</summary>
          <div>
            <p>{item.a}</p>
            {item.terms && (
              <p>
                <ClauseLink anchor={item.terms} />
              </p>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
