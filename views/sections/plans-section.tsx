import type { HomeCopy, PlanCopy } from '../../shared/content/schemas/home';
import { anchorTo } from '../anchors';
import { Icon } from '../icons';
import { SectionHead } from './section-head';

function Plan({ plan, popular }: { plan: PlanCopy; popular?: string }) {
  return (
    <li className={popular ? 'card plan plan-popular' : 'card plan'}>
      {popular && <p className="badge">{popular}</p>}
      <h3>{plan.name}</h3>
      <p>{plan.description}</p>
      <p className="plan-price">{plan.price}</p>
      <ul className="checks">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            {feature}
          </li>
        ))}
      </ul>
      <a className={popular ? 'btn btn-primary' : 'btn btn-secondary'} href={anchorTo('contact')}>
        {plan.cta}
      </a>
    </li>
  );
}

/** The three plans (SPEC §9), the middle one marked as the most chosen. */
export function PlansSection({ copy }: { copy: HomeCopy['plans'] }) {
  return (
    <section id="plans" className="section" aria-labelledby="plans-title">
      <div className="container">
        <SectionHead id="plans-title" title={copy.title} lead={copy.lead} />
        <ul className="cards plans strip">
          <Plan plan={copy.standard} />
          <Plan plan={copy.premium} popular={copy.popular} />
          <Plan plan={copy.urgent} />
        </ul>
      </div>
    </section>
  );
}
