import type { HomeCopy } from '../../shared/content/schemas/home';
import { useSite } from '../site-context';
import { CardList } from './card-list';
import { Figures } from './figures';
import { SectionHead } from './section-head';

/** Why choose the company: six reasons, then four figures from the company's record. */
export function WhySection({ copy }: { copy: HomeCopy['why'] }) {
  const { f, company } = useSite();
  const { record } = company;
  const stats = [
    { value: f.pct(record.onTimePct), label: copy.stats.onTime },
    { value: f.pct(record.recommendPct), label: copy.stats.recommend },
    { value: '24/7', label: copy.stats.support },
    { value: f.pct(record.trackedPct), label: copy.stats.traceability },
  ];
  return (
    <section id="why" className="section section-alt" aria-labelledby="why-title">
      <div className="container">
        <SectionHead id="why-title" title={copy.title} lead={copy.lead} />
        <CardList cards={copy.cards} label={copy.title} />
        <Figures figures={stats} />
      </div>
    </section>
  );
}
