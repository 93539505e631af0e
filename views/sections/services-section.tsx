import type { HomeCopy } from '../../shared/content/schemas/home';
import { homeSections } from '../anchors';
import { CardList } from './card-list';
import { SectionHead } from './section-head';

/** The home page's services: six cards (SPEC §1). */
export function ServicesSection({ copy }: { copy: HomeCopy['services'] }) {
  const id = homeSections.services;
  return (
    <section id={id} className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHead id={`${id}-title`} title={copy.title} lead={copy.lead} />
        <CardList cards={copy.cards} label={copy.title} />
      </div>
    </section>
  );
}
