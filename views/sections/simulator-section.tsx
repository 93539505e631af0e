import { homePath } from '../../shared/routes';
import type { WizardState } from '../../shared/simulator-state';
import { Island } from '../island';
import { useSite } from '../site-context';
import { SectionHead } from './section-head';

/** The home page's price simulator section; the wizard starts at the state the URL gave. */
export function SimulatorSection({ copy, initial }: { copy: { title: string; lead: string }; initial: WizardState }) {
  const { lang, t } = useSite();
  return (
    <section id="simulator" className="section" aria-labelledby="simulator-title">
      <div className="container">
        <SectionHead id="simulator-title" title={copy.title} lead={copy.lead} />
        <Island
          name="simulator"
          props={{ lang, labels: t.simulator, action: homePath(lang), initial }}
        />
      </div>
    </section>
  );
}
