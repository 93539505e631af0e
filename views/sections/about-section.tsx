import type { HomeCopy } from '../../shared/content/types';
import { trackRecord } from '../../shared/offer';
import { homeSections } from '../anchors';
import { Figures } from './figures';
import { SectionHead } from './section-head';

/** About the company: its story, then its years, vans and clients. */
export function AboutSection({ copy }: { copy: HomeCopy['about'] }) {
  return (
    <section id={homeSections.about} className="section section-alt" aria-labelledby="about-title">
      <div className="container">
        <SectionHead id="about-title" title={copy.title} />
        <div className="prose">
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Figures
          figures={[
            { value: `${trackRecord.years}+`, label: copy.stats.years },
            { value: `${trackRecord.vans}+`, label: copy.stats.vans },
            { value: `${trackRecord.clients}+`, label: copy.stats.clients },
          ]}
        />
      </div>
    </section>
  );
}
