import { anchorTo } from '../anchors';

/** A secondary button to the contact section of the same page, ending a section. */
export function ContactLink({ label }: { label: string }) {
  return (
    <p>
      <a className="btn btn-secondary" href={anchorTo('contact')}>
        {label}
      </a>
    </p>
  );
}
