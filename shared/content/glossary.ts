/**
 * The glossary: one word per thing in each language, which every page's copy follows.
 *
 * `fr` is the term for Belgian French readers (fr-BE), `nl` the term for Flemish readers (nl-BE);
 * `avoidFr` / `avoidNl` are the variants the copy must not use for the same thing, matched as whole
 * words in a page's visible text (tests/support/glossary-words.ts): a variant in lower case in any
 * case, one with a capital ("BTW") only as written. A word the copy rightly uses in another sense is
 * not a variant: its right use goes in `note`. `note` says when the term applies.
 * Typography (no-break spaces, "×", "–") is added at render by shared/typography.ts: write plain
 * copy with ordinary spaces ("14 h", "120 × 80 cm", "18 h–6 h").
 */
export type GlossaryEntry = {
  /** What the thing is, in English, for the engineers only (never rendered). */
  readonly concept: string;
  readonly fr: string;
  readonly nl: string;
  readonly avoidFr: readonly string[];
  readonly avoidNl: readonly string[];
  readonly note?: string;
};

/** The glossary entries, grouped by subject: contact, shipments, vehicles, time, money, legal. */
export const glossary: readonly GlossaryEntry[] = [
  // Contact
  {
    concept: 'electronic mail',
    fr: 'e-mail',
    nl: 'e-mail',
    avoidFr: ['courriel', 'email', 'mail'],
    avoidNl: ['email', 'mail'],
    note: 'also "adresse e-mail" / "e-mailadres", "par e-mail" / "per e-mail"; "programme de messagerie" / "e-mailprogramma" for the visitor\'s mail program',
  },
  {
    concept: 'mobile phone',
    fr: 'GSM',
    nl: 'gsm',
    avoidFr: ['portable', 'mobile'],
    avoidNl: ['mobieltje', 'mobiel'],
    note: 'French writes GSM in capitals, Dutch in lower case',
  },
  {
    concept: 'a written price proposal',
    fr: 'devis',
    nl: 'offerte',
    avoidFr: ['cotation', 'offre de prix'],
    avoidNl: ['prijsofferte', 'bestek', 'prijsopgave'],
    note: '"demande de devis" / "offerteaanvraag"; "sur devis" / "op offerte"',
  },
  {
    concept: 'the online price estimate',
    fr: 'simulateur de prix',
    nl: 'prijssimulator',
    avoidFr: ['calculateur', 'calculette'],
    avoidNl: ['rekenmodule', 'calculator'],
    note: 'its result is an "estimation" / "raming", never a "devis" / "offerte"',
  },
  // Shipments and people
  {
    concept: 'collecting goods at the sender',
    fr: 'enlèvement',
    nl: 'ophaling',
    avoidFr: ['ramassage', 'collecte', 'prise en charge'],
    avoidNl: ['afhaling', 'oppikken', 'pick-up'],
    note: 'verb: "enlever" / "ophalen"; "adresse d\'enlèvement" / "ophaaladres"',
  },
  {
    concept: 'a package',
    fr: 'colis',
    nl: 'pakket',
    avoidFr: ['paquet'],
    avoidNl: ['pakje', 'collo'],
    note: 'plural "colis" / "pakketten"; the service is "envoi de colis" / "pakketvervoer"',
  },
  {
    concept: 'signed proof that the goods arrived',
    fr: 'preuve de livraison',
    nl: 'leveringsbewijs',
    avoidFr: ['bon de livraison signé', 'accusé de livraison'],
    avoidNl: ['afleverbewijs', 'leverbewijs', 'bewijs van levering', 'bewijs van aflevering', 'ontvangstbewijs'],
  },
  {
    concept: 'the person or company the goods go to',
    fr: 'destinataire',
    nl: 'bestemmeling',
    avoidFr: [],
    avoidNl: ['ontvanger', 'geadresseerde'],
  },
  {
    concept: 'the person or company sending the goods',
    fr: 'expéditeur',
    nl: 'afzender',
    avoidFr: ['envoyeur'],
    avoidNl: ['verzender'],
  },
  {
    concept: 'handing goods over at the destination',
    fr: 'livraison',
    nl: 'levering',
    avoidFr: [],
    avoidNl: ['bezorging', 'aflevering'],
    note: 'verb: "livrer" / "leveren" (not "bezorgen")',
  },
  {
    concept: 'the person driving the van',
    fr: 'chauffeur',
    nl: 'chauffeur',
    avoidFr: ['livreur', 'conducteur'],
    avoidNl: ['bestuurder'],
    note: 'the company and the service are "coursier" / "koerier(sdienst)" ("Koerier in Elsene", "medische koerier"), words the copy uses and so not variants; the person at the wheel is the "chauffeur"',
  },
  {
    concept: 'following a shipment on the way',
    fr: 'suivi',
    nl: 'opvolging',
    avoidFr: ['tracking', 'traçage'],
    avoidNl: ['tracking', 'track & trace', 'tracering'],
    note: '"suivi en temps réel" / "opvolging van minuut tot minuut" (not "live" or "real time": English)',
  },
  {
    concept: 'pallet sizes',
    fr: 'quart de palette, demi-palette, palette réduite, palette europe',
    nl: 'kwartpallet, halve pallet, verkleinde pallet, europallet',
    avoidFr: ['palette euro', 'europalette'],
    avoidNl: ['minipallet', 'euro-pallet'],
    note: 'dimensions with "×" and the unit once: "80 × 120 cm"',
  },
  // Vehicles
  {
    concept: 'the fleet: vans of up to 3.5 t maximum authorised mass (licence B)',
    fr: 'camionnette',
    nl: 'bestelwagen',
    avoidFr: ['fourgonnette', 'utilitaire', 'camion'],
    avoidNl: ['bestelbus', 'busje', 'vrachtwagen'],
    note: '"camionnettes jusqu\'à 3,5 t" / "bestelwagens tot 3,5 ton": 3.5 t is the vehicle class, never a load; a load is the payload: "charge utile" / "laadvermogen" (up to 1 000 kg and 3 m³ per van)',
  },
  {
    concept: "the simulator's largest vehicle",
    fr: 'grand fourgon',
    nl: 'grote bestelwagen',
    avoidFr: ['camion', 'poids lourd'],
    avoidNl: ['vrachtwagen', 'vrachtauto'],
  },
  // Time
  {
    concept: 'a time of day',
    fr: '14 h, 14 h 30, de 8 h à 18 h',
    nl: '14 uur, 14.30 uur, van 8 tot 18 uur',
    avoidFr: ['14h', '14:00', '14 heures'],
    avoidNl: ['14u', '14:00', '14h', '16.00 uur'],
    note: 'on the hour without minutes ("avant 16 h" / "vóór 16 uur"); with minutes "8 h 30" / "8.30 uur"; a range in a table or a short label takes an en dash ("18 h–6 h" / "18–6 uur"); "16:00" only in machine values (JSON-LD opening hours)',
  },
  {
    concept: 'a duration in hours',
    fr: '48 h',
    nl: '48 uur',
    avoidFr: ['48 heures'],
    avoidNl: ['48u', '48 h'],
    note: 'ranges with an en dash: "24–48 h" / "24–48 uur"; in running French prose "48 heures" is tolerated only in a heading',
  },
  {
    concept: 'delivered the next working day',
    fr: 'J+1',
    nl: 'D+1',
    avoidFr: ['J +1', 'J1'],
    avoidNl: ['J+1', 'D +1'],
    note: 'spell it out once per page: "le jour ouvrable suivant (J+1)" / "de volgende werkdag (D+1)"; then "J+1" / "D+1"; likewise "J+2" / "D+2"',
  },
  {
    concept: 'delivered on the day of the request',
    fr: 'le jour même',
    nl: 'dezelfde dag',
    avoidFr: ['le même jour', 'intra-journée'],
    avoidNl: ['binnen de dag', 'zelfde dag', 'same day'],
  },
  {
    concept: 'a working day',
    fr: 'jour ouvrable',
    nl: 'werkdag',
    avoidFr: ['jour ouvré'],
    avoidNl: ['weekdag'],
  },
  {
    concept: 'round the clock, every day',
    fr: '24/7',
    nl: '24/7',
    avoidFr: ['24 h sur 24', '24 heures sur 24', '7 jours sur 7'],
    avoidNl: ['24 uur op 24', '7 dagen op 7', 'zeven dagen op zeven'],
  },
  // Money
  {
    concept: 'value-added tax',
    fr: 'TVA',
    nl: 'btw',
    avoidFr: ['HTVA', 'TVAC'],
    avoidNl: ['BTW'],
    note: '"hors TVA" / "excl. btw", "TVA comprise" / "incl. btw"',
  },
  {
    concept: 'prices and shares',
    fr: '35 €, 7,50 €, 98,7 %',
    nl: '€ 35, € 7,50, 98,7%',
    avoidFr: ['€35', '35€', 'EUR 35'],
    avoidNl: ['35 euro', '35€', 'EUR 35'],
    note: 'figures come from shared/format.ts (Intl fr-BE / nl-BE); thousands: "1 000" / "1.000"',
  },
  {
    concept: 'the value the customer states for insurance',
    fr: 'valeur déclarée',
    nl: 'aangegeven waarde',
    avoidFr: ['valeur assurée'],
    avoidNl: ['verklaarde waarde', 'opgegeven waarde'],
  },
  {
    concept: 'goods under special rules (medicines, temperature-controlled health goods)',
    fr: 'sur demande, dans le respect de la réglementation applicable',
    nl: 'op aanvraag, volgens de geldende regelgeving',
    avoidFr: [],
    avoidNl: [],
    note: 'never blood bags, medicines "between pharmacies and hospitals" or insured diamonds (see OFFER.md)',
  },
  // Legal
  {
    concept: 'the Belgian company register number',
    fr: "numéro d'entreprise (BCE)",
    nl: 'ondernemingsnummer (KBO)',
    avoidFr: ['numéro de TVA', 'SIREN'],
    avoidNl: ['btw-nummer', 'KvK-nummer'],
    note: 'shown as the register writes it, "0xxx.xxx.xxx", from the configuration (COMPANY_ENTERPRISE_NUMBER); the VAT number is "BE 0xxx.xxx.xxx"',
  },
  {
    concept: 'the Belgian data protection supervisor',
    fr: 'Autorité de protection des données',
    nl: 'Gegevensbeschermingsautoriteit',
    avoidFr: ['CNIL', 'Commission vie privée'],
    avoidNl: ['Privacycommissie', 'Autoriteit Persoonsgegevens'],
  },
  {
    concept: 'the pages every Belgian company site has',
    fr: 'mentions légales, vie privée',
    nl: 'wettelijke vermeldingen, privacy',
    avoidFr: ['politique de confidentialité'],
    avoidNl: ['disclaimer', 'privacybeleid'],
  },
];
