import { copyOf } from '../../shared/content/load';
import { fill } from '../../shared/i18n/fill';
import { routeOf } from '../../shared/routes';
import { useSite } from '../site-context';

/**
 * The link from a promise (a refund, a cover, a liability) to the clause of the general terms that governs it, by the
 * clause's anchor: "Conditions générales, article 11 : L’assurance". An anchor the terms do not have fails the render,
 * so a renamed clause cannot leave a dead link.
 */
export function ClauseLink({ anchor }: { anchor: string | undefined }) {
  const { lang, company, t } = useSite();
  if (!anchor) return null;
  const sections = copyOf(lang, 'legal/terms', company).sections;
  const index = sections.findIndex((section) => section.id === anchor);
  if (index < 0) throw new Error(`content: no clause #${anchor} in content/${lang}/legal/terms.yaml`);
  return (
    <a className="clause-link" href={`${routeOf('legal', 'terms').paths[lang]}#${anchor}`}>
      {fill(t.clauseLink, { number: index + 1, title: sections[index]!.title })}
    </a>
  );
}
