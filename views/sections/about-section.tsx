import type { HomeCopy } from '../../shared/content/types';
import { homeSections } from '../anchors';
import { useSite } from '../site-context';
import { Figures } from './figures';
import { SectionHead } from './section-head';

/** About the company: its story, then its years, vans and clients. */
export function AboutSection({ copy }: { copy: HomeCopy['about'] }) {
  const { record } = useSite().company;
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
            { value: `${record.years}+`, label: copy.stats.years },
            { value: `${record.vans}+`, label: copy.stats.vans },
            { value: `${record.clients}+`, label: copy.stats.clients },
          ]}
        />
      </div>
    </section>
  );
}
