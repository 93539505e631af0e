import type { Messages } from '../../shared/i18n';
import { homePath } from '../../shared/routes';
import { useSite } from '../site-context';

/** The body of the 404 and 500 pages: the status, a sentence, a link to the home page of their language. */
export function StatusPage({ status, text }: { status: 404 | 500; text: Messages['notFound'] }) {
  const { lang } = useSite();
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
          <a className="btn btn-primary" href={homePath(lang)}>
            {text.back}
          </a>
        </p>
      </div>
    </section>
  );
}
