/**
 * Questions and answers as native <details> sharing one name: readable and keyboard-operable
 * without JavaScript, one item open at a time, each collapsible.
 */
export function FaqList({ name, items }: { name: string; items: { q: string; a: string }[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.q} name={name}>
          <summary>{item.q}</summary>
          <div>
            <p>{item.a}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
