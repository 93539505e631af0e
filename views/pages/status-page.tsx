import type { Messages } from '../../shared/i18n';

/** The body of the 404 and 500 pages: the status, a sentence, a link back to the root. */
export function StatusPage({ status, text }: { status: 404 | 500; text: Messages['notFound'] }) {
  return (
    <section className="section status-page" aria-labelledby="status-title">
      <div className="container">
        <p className="status-code" aria-hidden="true">
          {status}
        </p>
        <h1 id="status-title">
          <span className="visually-hidden">{status} – </span>
          {text.heading}
        </h1>
        <p>{text.text}</p>
        <p>
          <a className="btn btn-primary" href="/">
            {text.back}
          </a>
        </p>
      </div>
    </section>
  );
}
