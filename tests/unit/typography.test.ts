import { describe, expect, it } from 'vitest';
import { NBSP, NNBSP, typeset, typesetDeep, typesetRecord } from '../../shared/typography';

// Spaces made visible in expectations: `_` is U+00A0 (no-break), `^` is U+202F (narrow no-break).
const show = (text: string) => text.replace(/\u00a0/g, '_').replace(/\u202f/g, '^');
const fr = (text: string) => show(typeset(text, 'fr'));
const nl = (text: string) => show(typeset(text, 'nl'));

describe('typeset, French (fr-BE)', () => {
  it('puts a no-break space before a colon, replacing a plain one or adding one', () => {
    expect(fr('Zone : Bruxelles')).toBe('Zone_: Bruxelles');
    expect(fr('Zone: Bruxelles')).toBe('Zone_: Bruxelles');
    expect(fr('Étape 1 sur 5 : Zone')).toBe('Étape 1 sur 5_: Zone');
    expect(fr('le prix :')).toBe('le prix_:');
  });

  it('puts a narrow no-break space before ; ! ? and once before "?!"', () => {
    expect(fr('zone ; véhicule')).toBe('zone^; véhicule');
    expect(fr('Oups ! Page introuvable')).toBe('Oups^! Page introuvable');
    expect(fr('Vraiment?')).toBe('Vraiment^?');
    expect(fr('Vraiment ?!')).toBe('Vraiment^?!');
  });

  it('puts narrow no-break spaces inside « »', () => {
    expect(fr('le tarif « Villes proches »')).toBe('le tarif «^Villes proches^»');
    expect(fr('le tarif «Villes proches»')).toBe('le tarif «^Villes proches^»');
  });

  it('keeps a figure with its unit', () => {
    expect(fr('jusqu’à 1000 kg, 3 m³ et 2 m de long')).toBe('jusqu’à 1000_kg, 3_m³ et 2_m de long');
    expect(fr('en 90 min, 45 minutes ou 2 h, à 4 °C, 3,5 t, 50 km/h')).toBe('en 90_min, 45_minutes ou 2_h, à 4_°C, 3,5_t, 50_km/h');
    expect(fr('500 € et 98,7 %')).toBe('500_€ et 98,7_%');
    expect(fr('{distance} km')).toBe('{distance}_km');
    expect(fr('à peine 1,1 km², 2 cm³')).toBe('à peine 1,1_km², 2_cm³');
    expect(nl('in 1 à 2 werkdagen, 3 dagen')).toBe('in 1 à 2_werkdagen, 3_dagen');
  });

  it('does not take the start of a word for a unit', () => {
    expect(fr('3 minimum, 2 heureux, 5 tonneaux, 4 menus')).toBe('3 minimum, 2 heureux, 5 tonneaux, 4 menus');
  });

  it('holds thousands together', () => {
    expect(fr('1 000 kg et 50 000 €')).toBe('1^000_kg et 50^000_€');
    expect(fr('1 234 567 colis')).toBe('1^234^567 colis');
  });

  it('writes hours as "14 h" and "14 h 30"', () => {
    expect(fr('avant 16h')).toBe('avant 16_h');
    expect(fr('à 14h30')).toBe('à 14_h_30');
    expect(fr('à 14 h 30')).toBe('à 14_h_30');
  });

  it('writes dimensions with × and ranges with an en dash', () => {
    expect(fr('120 x 80 cm')).toBe('120_×_80_cm');
    expect(fr('60 cm x 40 cm')).toBe('60_cm_×_40_cm');
    expect(fr('60x80')).toBe('60_×_80');
    expect(fr('60-90 min')).toBe('60–90_min');
    expect(fr('18h-6h')).toBe('18_h–6_h');
    expect(fr('de 18 h - 6 h')).toBe('de 18_h–6_h');
  });

  it('leaves URLs, e-mail addresses, telephone numbers, clock times and ISO dates alone', () => {
    const untouched = [
      'https://www.example.be/fr/page-2-3?x=1;y=2',
      'contact@belgo-express.be',
      'mailto:contact@belgo-express.be?subject=Devis',
      '+32 2 808 47 47',
      '02 808 47 47',
      '0470 12 34 56',
      '16:00',
      '2025-01-31',
    ];
    for (const text of untouched) expect(typeset(text, 'fr')).toBe(text);
    expect(fr('Appelez le +32 2 808 47 47 : réponse en 2 min')).toBe('Appelez le +32 2 808 47 47_: réponse en 2_min');
    expect(fr('Écrivez à contact@belgo-express.be !')).toBe('Écrivez à contact@belgo-express.be^!');
    expect(fr('de 00:00 à 23:59')).toBe('de 00:00 à 23:59');
  });

  it('is idempotent', () => {
    const once = typeset('Oups ! 1 000 kg : 120 x 80 cm, 14h30-16h « vite » ?', 'fr');
    expect(typeset(once, 'fr')).toBe(once);
  });
});

describe('typeset, Dutch (nl-BE)', () => {
  it('removes the space before : ; ! ?', () => {
    expect(nl('Bekijk de pagina : Antwerpen')).toBe('Bekijk de pagina: Antwerpen');
    expect(nl('zone ; voertuig ! Echt ?')).toBe('zone; voertuig! Echt?');
    expect(nl(`zone${NBSP}: x`)).toBe('zone: x');
  });

  it('keeps a figure with its unit, the euro sign with its figure', () => {
    expect(nl('tot 1.000 kg, binnen 24 uur, 30 minuten')).toBe('tot 1.000_kg, binnen 24_uur, 30_minuten');
    expect(nl('vanaf € 35 en 98,7%')).toBe('vanaf €_35 en 98,7%');
    expect(nl('bestelwagens tot 3,5 ton')).toBe('bestelwagens tot 3,5_ton');
  });

  it('writes dimensions with × and ranges with an en dash', () => {
    expect(nl('80 x 120 cm')).toBe('80_×_120_cm');
    expect(nl('24-48 uur')).toBe('24–48_uur');
  });

  it('leaves clock times, telephone numbers and French-only rules alone', () => {
    expect(nl('vóór 16:00 of 10.00 uur')).toBe('vóór 16:00 of 10.00_uur');
    expect(nl('Bel +32 2 808 47 47')).toBe('Bel +32 2 808 47 47');
    expect(nl('1 000')).toBe('1 000');
    expect(nl('14h')).toBe('14h');
  });
});

describe('typesetDeep and typesetRecord', () => {
  const record = {
    id: 'step-1-2',
    mail: 'contact',
    title: 'Zone : {zone}',
    items: ['Oups !', { q: 'Quand ?', a: '60-90 min' }],
    price: 35,
  };

  it('typesets every string of a record but identifiers, and keeps its shape', () => {
    expect(typesetDeep(record, 'fr')).toEqual({
      id: 'step-1-2',
      mail: 'contact',
      title: `Zone${NBSP}: {zone}`,
      items: [`Oups${NNBSP}!`, { q: `Quand${NNBSP}?`, a: `60–90${NBSP}min` }],
      price: 35,
    });
    expect(record.title).toBe('Zone : {zone}');
  });

  it('typesets a record once per language', () => {
    expect(typesetRecord(record, 'nl')).toBe(typesetRecord(record, 'nl'));
    expect(typesetRecord(record, 'nl').title).toBe('Zone: {zone}');
    expect(typesetRecord(record, 'fr').title).toBe(`Zone${NBSP}: {zone}`);
  });
});
