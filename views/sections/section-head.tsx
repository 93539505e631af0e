/** The heading and lead sentence that open a section; the heading's id labels the section. */
export function SectionHead({ id, title, lead }: { id: string; title: string; lead?: string | undefined }) {
  return (
    <div className="section-head">
      <h2 id={id}>{title}</h2>
      {lead && <p className="lead">{lead}</p>}
    </div>
  );
}
