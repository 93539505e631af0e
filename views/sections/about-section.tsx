import type { HomeCopy } from '../../shared/content/schemas/home';
import { homeSections } from '../anchors';
import { useSite } from '../site-context';
import { Figures } from './figures';
import { Fold } from './fold';
import { SectionHead } from './section-head';

/** About the company: its story (on a phone, its first paragraph and the rest folded), then its years, vans and clients. */
export function AboutSection({ copy }: { copy: HomeCopy['about'] }) {
  const { t } = useSite();
  const [first, ...rest] = copy.paragraphs;
  return (
    <section id={homeSections.about} className="section section-alt" aria-labelledby="about-title">
      <div className="container">
        <SectionHead id="about-title" title={copy.title} />
        <div className="prose">
          <p>{first}</p>
          <Fold summary={t.readMore}>
            {rest.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Fold>
        </div>
        <Figures figures={[copy.stats.years, copy.stats.vans, copy.stats.clients]} />
      </div>
    </section>
  );
}
