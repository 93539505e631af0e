import type { HomeCopy } from '../../shared/content/schemas/home';
import { ContactLink } from './contact-link';
import { FaqList } from './faq-list';
import { SectionHead } from './section-head';

/** The home page's questions and answers, then a link to the contact section. */
export function FaqSection({ copy }: { copy: HomeCopy['faq'] }) {
  return (
    <section id="faq" className="section section-alt" aria-labelledby="faq-title">
      <div className="container">
        <SectionHead id="faq-title" title={copy.title} lead={copy.lead} />
        <FaqList name="home-faq" items={copy.items} />
        <ContactLink label={copy.cta} />
      </div>
    </section>
  );
}
