import { areaOf, fleet, pickup, simulatorWindows, spanShort, urgencyCards, van, waitingMaxMin } from '../offer';
import { distanceGateKm, maxDistanceKm } from '../pricing';
import { formatters } from '../format';
import type { Messages } from './fr';

const { num } = formatters('nl');
const brusselsDelay = spanShort('nl', areaOf('express', 'brussels').simulatorDelay!);
const nearbyDelay = spanShort('nl', areaOf('standard', 'nearby').simulatorDelay!);
const nationalDelay = spanShort('nl', areaOf('standard', 'national').simulatorDelay!);
const centreUrgent = spanShort('nl', areaOf('urgent', 'local').simulatorDelay!);
const elsewhereUrgent = spanShort('nl', areaOf('urgent', 'regional').simulatorDelay!);
const night = simulatorWindows.night;

/** Dutch interface strings (nl-BE), typed from the French ones so a missing key fails to compile. */
export const nl: Messages = {
  skipLink: 'Naar de inhoud',
  country: 'België',
  newTab: 'nieuw tabblad',
  nav: {
    label: 'Hoofdnavigatie',
    home: 'Startpagina',
    services: 'Diensten',
    about: 'Over ons',
    contact: 'Contact',
    quote: 'Gratis offerte',
    menuOpen: 'Menu openen',
    menuClose: 'Menu sluiten',
    menu: 'Menu',
    languageLabel: 'Taalkeuze',
    switchTo: 'Version française',
    logoLabel: 'terug naar de startpagina',
  },
  footer: {
    description:
      `Belgische expreskoerier met bestelwagens tot ${num(van.tonnes)} ton, 24/7: dringende pakketten, kleine pallets en B2B-zendingen. In de grote steden halen we op binnen ${pickup.fromMin} tot ${pickup.toMin} minuten.`,
    navigation: 'Navigatie',
    services: 'Onze diensten',
    zones: 'Waar we leveren',
    contact: 'Contact',
    rights: 'Alle rechten voorbehouden.',
    legal: 'Juridische informatie',
  },
  breadcrumb: { label: 'Kruimelpad', home: 'Startpagina', services: 'Diensten' },
  city: {
    quote: 'Offerte aanvragen',
    call: 'Bel',
    highlightsTitle: 'Waarom ondernemers op ons rekenen',
    highlights: { pickup: 'Snelle ophaling', parcels: 'Alle soorten zendingen', coverage: 'Lokale dekking' },
  },
  map: {
    coverage:
      'Kaart van België en de buurlanden Frankrijk, Nederland, Duitsland en Luxemburg, met de provincies, het Brussels Hoofdstedelijk Gewest en de {count} steden die we bedienen',
    city: 'Kaart van {place} en de buurgemeenten',
    commune: 'Kaart van {place} in het Brussels Hoofdstedelijk Gewest en zijn 19 gemeenten',
    region: 'Kaart van het Brussels Hoofdstedelijk Gewest: {place} en de 18 andere gemeenten, die we allemaal bedienen',
    zones: '; in de buurt bedienen we ook {zones}',
  },
  service: {
    quote: 'Offerte aanvragen',
    call: 'Bel',
    otherServices: 'Onze andere diensten',
  },
  simulator: {
    label: 'Prijssimulator',
    stepOf: 'Stap {step} van {total}: {title}',
    steps: { zone: 'Leveringszone', vehicle: 'Voertuig', urgency: 'Dringendheid', distance: 'Afstand', options: 'Opties' },
    zones: {
      brussels_center: { name: 'Brussel centrum', text: 'De Vijfhoek en de centrale wijken, vaste prijs' },
      brussels_periphery: { name: 'Brussel en de rand', text: 'De rest van het Brussels Gewest en de randgemeenten, vaste prijs' },
      nearby_cities: { name: 'Nabije steden', text: `Tot ${distanceGateKm} km van Brussel, prijs per kilometer` },
      national: { name: 'Nationaal', text: `Verder dan ${distanceGateKm} km, overal in België` },
    },
    vehicles: {
      scooter: { name: 'Scooter of wagen', text: `Minder dan ${fleet.scooter.maxKg} kg: een scooter in Brussel, een wagen daarbuiten` },
      van: { name: 'Bestelwagen', text: `Tot ${num(van.payloadKg)} kg en ${van.volumeM3} m³` },
      truck: { name: 'Grote bestelwagen', text: `Van ${fleet.truck.fromM3} tot ${fleet.truck.toM3} m³, hoogstens ${num(fleet.maxTonnes)} ton: pallets en volume` },
    },
    urgencies: {
      standard: { name: 'Standaard', card: `Binnen ${spanShort('nl', urgencyCards.standard)}`, text: `Binnen ${brusselsDelay} in Brussel (Express); ${nearbyDelay} tot ${distanceGateKm} km, ${nationalDelay} verder (Standaard)` },
      urgent: { name: 'Dringend', card: `Dezelfde dag (${centreUrgent} in het centrum)`, text: `De chauffeur vertrekt meteen: ${centreUrgent} in het centrum van Brussel, ${elsewhereUrgent} elders` },
      night: { name: 'Nacht', card: `${night.from}–${night.to} uur`, text: `Ophaling ’s avonds en ’s nachts, van ${night.from} tot ${night.to} uur, nachtlevering van ${night.deliveryFrom} tot ${night.to} uur: ${brusselsDelay} in Brussel, ${nearbyDelay} tot ${nationalDelay} daarbuiten` },
      weekend: { name: 'Weekend', card: 'Zaterdag en zondag', text: `Ophaling op zaterdag of zondag: ${brusselsDelay} in Brussel, ${nearbyDelay} tot ${nationalDelay} daarbuiten` },
    },
    distance: {
      label: 'Af te leggen afstand (km)',
      help: 'Afstand tussen ophaling en levering, in kilometer.',
      notApplicable: 'Niet van toepassing: vaste prijs voor deze zone.',
    },
    route: {
      from: 'Ophaalgemeente',
      to: 'Leveringsgemeente',
      help: 'Typ een Belgische gemeente, in het Nederlands of in het Frans (Luik of Liège): wij schatten de afstand.',
      estimate: 'Geschatte afstand over de weg: ≈ {km} km',
      button: 'Afstand schatten',
      unknown: 'Onbekende gemeente: kies een Belgische gemeente uit de lijst, in het Nederlands of in het Frans.',
      brussels:
        'Beide gemeenten liggen in het Brussels Hoofdstedelijk Gewest, waar een vaste prijs geldt. Ga terug naar stap 1 om de zone te wijzigen.',
    },
    problems: {
      tooFar: 'Afstand te groot voor "Nabije steden"',
      tooFarAdvice: `Boven ${distanceGateKm} km geldt het tarief Nationaal: ga terug naar stap 1 om de zone te wijzigen.`,
      tooShort: 'Afstand te kort voor "Nationaal"',
      tooShortAdvice: `Voor ${distanceGateKm} km of minder kiest u het tarief Nabije steden: ga terug naar stap 1 om de zone te wijzigen.`,
      invalid: 'Geef een afstand in kilometer op, bijvoorbeeld 35 of 12,5.',
      tooLarge: `Boven ${num(maxDistanceKm)} km vraagt u best een offerte op maat aan.`,
    },
    options: {
      return: 'Terugrit naar het vertrekadres',
      returnAuto: 'Terugrit automatisch inbegrepen buiten Brussel',
      waiting: `Wachttijd ter plaatse (maximaal ${waitingMaxMin} minuten)`,
      special: 'Speciale levering (breekbaar, volumineus, gekoeld)',
      perKm: 'per km',
    },
    buttons: {
      previous: 'Vorige',
      next: 'Volgende',
      calculate: 'Berekenen',
      reset: 'Opnieuw beginnen',
      changeZone: 'Zone wijzigen',
      check: 'Afstand controleren',
    },
    result: {
      title: 'Uw raming',
      basePrice: 'Basisprijs',
      distanceCost: 'Afstand',
      urgencyCost: 'Toeslag dringendheid',
      returnCost: 'Terugrit',
      optionsCost: 'Opties',
      total: 'Totaal incl. btw',
      exclVat: 'Of {amount} excl. btw ({rate})',
      product: 'Dit is de prijs van ons product {product}.',
      distancePriced: `Buiten Brussel volgt de prijs de afstand: tot ${distanceGateKm} km verandert het voertuig alleen het kilometertarief, verder is de prijs voor elk voertuig dezelfde.`,
      delay: 'Geschatte levertijd',
      hours: '{hours} uur',
      quote: 'Offerte aanvragen met deze raming',
      note: 'Indicatieve raming: de definitieve prijs staat op uw gratis offerte.',
      none: 'geen',
      fixedPrice: 'niet van toepassing (vaste prijs)',
      summary: 'Raming uit de simulator – zone: {zone}; voertuig: {vehicle}; dringendheid: {urgency}; afstand: {distance}; opties: {options}; totaal: {total} incl. btw.',
    },
  },
  contactForm: {
    title: 'Stuur ons een bericht',
    name: 'Volledige naam',
    phone: 'Telefoon',
    email: 'E-mail',
    message: 'Bericht',
    submit: 'Bericht versturen',
    privacy: 'Uw bericht opent in uw e-mailprogramma: er gaat niets naar onze server.',
    required: 'verplicht',
    errors: {
      nameRequired: 'Naam is verplicht',
      nameTooLong: 'De naam mag niet langer zijn dan 100 tekens',
      emailInvalid: 'Ongeldig e-mailadres',
      emailTooLong: 'Het e-mailadres mag niet langer zijn dan 255 tekens',
      phoneInvalid: 'Ongeldig telefoonnummer',
      phoneTooShort: 'Telefoonnummer te kort',
      phoneTooLong: 'Telefoonnummer te lang',
      messageTooShort: 'Het bericht moet minstens 10 tekens bevatten',
      messageTooLong: 'Het bericht mag niet langer zijn dan 1000 tekens',
    },
    toastErrors: 'Gelieve de fouten in het formulier te verbeteren.',
    toastSuccess: 'Bedankt! Verstuur uw bericht nu nog vanuit uw e-mailprogramma, dan antwoorden we zo snel mogelijk.',
    closeToast: 'Sluiten',
    errorSummary: 'Verbeter eerst het volgende:',
    clear: 'Formulier wissen',
    noMailClient: 'Geen e-mailprogramma? Mail naar {email} of bel ons op {phone}.',
    next: {
      title: 'Uw bericht staat klaar',
      explain:
        'Normaal gezien is uw e-mailprogramma nu geopend met dit bericht: u hoeft het daar alleen nog te versturen. Is er niets geopend? Kopieer dan het bericht hieronder of open het in uw webmail.',
      to: 'Aan',
      subject: 'Onderwerp',
      copy: 'Bericht kopiëren',
      copied: 'Het bericht en ons e-mailadres zijn gekopieerd: plak ze in een nieuwe e-mail.',
      selected: 'Het bericht is geselecteerd: u hoeft het alleen nog te kopiëren.',
      gmail: 'Openen in Gmail',
      outlook: 'Openen in Outlook.com',
      newTab: '(nieuw tabblad)',
      reach: 'U kunt ook mailen naar {email} of ons bellen op {phone}.',
      close: 'Dit kader sluiten',
    },
  },
  notFound: {
    title: 'Pagina niet gevonden',
    heading: 'Oeps! Pagina niet gevonden',
    text: 'Het gevraagde adres bestaat niet of werd verplaatst.',
    back: 'Terug naar de startpagina',
  },
  serverError: {
    title: 'Onverwachte fout',
    heading: 'Er liep iets onverwachts mis',
    text: 'We konden deze pagina niet tonen. Probeer het zo meteen opnieuw of bel ons.',
    back: 'Terug naar de startpagina',
  },
};
