/** Key figures, each a big value with its label ("98,7 %" and what it measures). */
export function Figures({ figures }: { figures: { value: string; label: string }[] }) {
  return (
    <ul className="figures">
      {figures.map((figure) => (
        <li key={figure.label}>
          <span className="figure-value">{figure.value}</span> {figure.label}
        </li>
      ))}
    </ul>
  );
}
