/**
 * Without JavaScript, a quick quote to a city abroad gets the abroad answer under its field, in the page's
 * language, with the urgent drive the product line promises there; no price, no Belgian suggestion.
 */
import { describe, expect, it } from 'vitest';
import { areaOf, deliveryShort } from '../../shared/offer';
import { typeset } from '../../shared/typography';
import { http, normalizeSpaces, visibleText } from '../support/app';

const text = async (path: string) => normalizeSpaces(visibleText((await http().get(path)).text));

describe('a city abroad in the quick quote', () => {
  it('Bruxelles → Paris (fr): abroad, with Urgent’s drive to Paris, no price', async () => {
    const page = await text('/fr/?from=Bruxelles&to=Paris&step=quote');
    expect(page).toContain('Paris est hors de Belgique');
    expect(page).toContain(
      normalizeSpaces(typeset(`En Urgent, nous y livrons en ${deliveryShort('fr', areaOf('urgent', 'paris'))}`, 'fr')),
    );
    expect(page).not.toMatch(/Vouliez-vous dire/);
    expect(page).not.toContain('Les prix de ce trajet');
  });

  it('Gent → Rijsel (nl): abroad, not Nijvel', async () => {
    const page = await text('/nl/?from=Gent&to=Rijsel&step=quote');
    expect(page).toContain('Rijsel ligt buiten België');
    expect(page).not.toMatch(/Bedoelt u/);
    expect(page).not.toContain('De prijzen voor dit traject');
  });
});
