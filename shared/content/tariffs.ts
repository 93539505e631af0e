import type { Bilingual, CompanyFacts } from './types';

/** Everything the tariffs and delays page says around its figures, in one language (the figures come from the product line and the tariff). */
export type TariffsCopy = {
  /** Short name for the footer link and the breadcrumb. */
  name: string;
  title: string;
  description: string;
  heroTitle: string;
  heroLead: string;
  products: {
    title: string;
    lead: string;
    caption: string;
    /** Column heads, in the table's order. */
    head: {
      product: string;
      area: string;
      pickup: string;
      delivery: string;
      cutOff: string;
      insurance: string;
      limits: string;
      price: string;
    };
    /** Said on a phone above the table, which scrolls sideways. */
    scrollHint: string;
    /** The line on VAT under the table: `{rate}` is the VAT rate. */
    vatNote: string;
    /**
     * The line under the table that lists the centre zone's communes, named in the prices' scope: `{zone}` the zone
     * ("La zone Bruxelles centre"), `{communes}` its communes, `{area}` the name of the other Brussels zone.
     */
    centreNote: string;
    /** The words of the cells around the product line's figures. */
    cells: {
      /** The plan that sells the product under contract: `{plan}`. */
      contract: string;
      /** Insurance extension and the plan's ceiling: `{amount}`, `{plan}`. */
      extension: string;
      plan: string;
      /** Each km beyond the "from" price, return included, per vehicle: `{rates}`. */
      perKm: string;
      /** Each km beyond the reference trip's `{km}`: `{price}`. */
      perKmBeyond: string;
      /** Under a "from" price that is not priced by the km: any other trip is priced by the simulator. */
      otherTrips: string;
      /** Priced by the simulator's kilometre, with no one "from" price. */
      byDistance: string;
      /** No figure: agreed at booking, priced on quote, no cut-off. */
      onQuote: string;
      none: string;
    };
  };
  /** What the simulator adds to a trip's price beyond the product's "from" price: options, return, surcharges. */
  extras: {
    title: string;
    lead: string;
    /** One option of the list: `{option}` its name, `{price}` its price excl. and incl. VAT. */
    option: string;
    /** The automatic return beyond the Brussels zones: `{price}` per km. */
    returnPerKm: string;
    /** Urgent, Night and Weekend in the Brussels zones: `{amounts}` the flat amount per vehicle. */
    outOfDayBrussels: string;
    /** The same beyond: `{pct}` of the base and the outbound km. */
    outOfDayOutside: string;
    /** Urgent's own surcharges at night and on Sundays: `{surcharges}`. */
    urgent: string;
    /** `{price}` for `{vehicle}`, in a list of amounts per vehicle. */
    perVehicle: string;
    /** Said of an option sold only in the Brussels zones. */
    brusselsOnly: string;
    /** The smallest vehicle, in Brussels and beyond: `{kg}` its load. */
    scooter: string;
    car: string;
  };
  examples: {
    title: string;
    lead: string;
    caption: string;
    head: { trip: string; distance: string; choice: string; price: string; simulator: string };
    /** `{from}` to `{to}`: the trip's places. */
    trip: string;
    /** The link that opens the simulator on the trip's result. */
    open: string;
    /** Said of a trip inside the Brussels Region, priced flat. */
    flat: string;
    /** Said instead of the vehicle when every vehicle costs the same for the trip. */
    anyVehicle: string;
    /** The line under the examples: how the distance is estimated. */
    note: string;
  };
  terms: { title: string; text: string; link: string };
};

/** The tariffs and delays page (Tarifs et délais / Tarieven en termijnen). */
export const tariffsCopy: Bilingual<(c: Pick<CompanyFacts, 'name'>) => TariffsCopy> = {
  fr: (c) => ({
    name: 'Tarifs et délais',
    title: `Tarifs et délais de livraison | ${c.name}`,
    description: `Les produits de ${c.name} côte à côte : enlèvement, livraison, heure limite, horaires, assurance, limites et prix de départ hors TVA et TVAC.`,
    heroTitle: 'Tarifs et délais',
    heroLead:
      'Chaque produit sur une ligne : en combien de temps nous enlevons et livrons, jusqu’à quelle heure commander, ce qui est assuré et à partir de quel prix. Les exemples plus bas sont calculés avec le tarif du simulateur.',
    products: {
      title: 'Nos produits',
      lead: 'Les prix sont des prix de départ pour les entreprises, hors TVA, avec le montant TVA comprise juste en dessous, puis ce qu’ils comprennent : le produit, le véhicule et la zone ou la longueur du trajet. Le prix exact d’un trajet dépend de la zone, du véhicule et de la distance : le simulateur le calcule.',
      caption: 'Délais, assurance, limites et prix de départ de chaque produit',
      head: {
        product: 'Produit',
        area: 'Où',
        pickup: 'Enlèvement',
        delivery: 'Livraison',
        cutOff: 'Heure limite',
        insurance: 'Assurance comprise',
        limits: 'Limites',
        price: 'Prix de départ',
      },
      scrollHint: 'Faites glisser le tableau pour voir toutes les colonnes.',
      vatNote: 'Prix hors TVA ; TVA de {rate} comprise dans le montant en dessous.',
      centreNote:
        '{zone} : {communes}. Un trajet relève de cette zone si l’enlèvement et la livraison s’y trouvent tous deux ; tout autre trajet dans la Région bruxelloise et les communes qui la bordent est au prix de la zone {area}.',
      cells: {
        contract: '{plan} pour les envois réguliers',
        extension: 'extension jusqu’à {amount}',
        plan: '{plan} : {amount}',
        perKm: 'Par km, retour compris : {rates}',
        perKmBeyond: '+ {price} par km au-delà de {km}, retour compris',
        otherTrips: 'Tout autre trajet : prix calculé par le simulateur.',
        byDistance: 'au kilomètre, dans le simulateur',
        onQuote: 'sur devis',
        none: 'pas d’heure limite',
      },
    },
    extras: {
      title: 'Options et suppléments',
      lead: 'Ce que le simulateur ajoute au prix d’un trajet, du même tarif :',
      option: '{option} : {price}',
      returnPerKm: 'Retour du chauffeur, toujours compté hors des deux zones bruxelloises : {price} par km',
      outOfDayBrussels: 'Urgent, Nuit ou Week-end dans les deux zones bruxelloises, en plus du prix de jour : {amounts}',
      outOfDayOutside: 'Urgent, Nuit ou Week-end ailleurs : +{pct} du prix de base et de l’aller',
      urgent: 'Urgent, en plus : {surcharges}',
      perVehicle: '{price} en {vehicle}',
      brusselsOnly: 'dans les deux zones bruxelloises',
      scooter: 'scooter (moins de {kg})',
      car: 'voiture (moins de {kg})',
    },
    examples: {
      title: 'Quelques trajets, calculés avec le tarif du simulateur',
      lead: 'Chaque prix vient du même tarif que le simulateur, dans le produit que le simulateur propose pour ce trajet, en camionnette et sans option. Ouvrez le trajet dans le simulateur pour changer de véhicule, d’urgence ou d’options.',
      caption: 'Exemples de trajets et leur prix',
      head: { trip: 'Trajet', distance: 'Distance estimée', choice: 'Produit, zone et véhicule', price: 'Prix', simulator: 'Simulateur' },
      trip: '{from} → {to}',
      open: 'Ouvrir dans le simulateur',
      flat: 'prix fixe',
      anyVehicle: 'même prix pour tous les véhicules',
      note: 'La distance est estimée à vol d’oiseau, corrigée pour la route ; hors des deux zones bruxelloises, le retour du chauffeur est toujours compté. Seuls le devis ou la confirmation de commande que nous vous adressons nous engagent.',
    },
    terms: {
      title: 'Conditions de transport',
      text: 'Responsabilité, assurance de chaque produit, garantie de délai et réclamations :',
      link: 'lire nos conditions générales de transport',
    },
  }),
  nl: (c) => ({
    name: 'Tarieven en termijnen',
    title: `Tarieven en levertermijnen | ${c.name}`,
    description: `De producten van ${c.name} naast elkaar: ophaling, levering, tot wanneer bestellen, dagen en uren, verzekering, limieten, vanafprijs excl. en incl. btw.`,
    heroTitle: 'Tarieven en termijnen',
    heroLead:
      'Elk product op één rij: hoe snel we ophalen en leveren, tot wanneer u kunt bestellen, wat verzekerd is en vanaf welke prijs. De voorbeelden verderop zijn berekend met het tarief van de simulator.',
    products: {
      title: 'Onze producten',
      lead: 'Vanafprijzen voor bedrijven, excl. btw (incl. btw eronder), telkens met het product, het voertuig en de zone of de lengte van de rit. De precieze prijs van een rit hangt af van de zone, het voertuig en de afstand: de simulator rekent hem uit.',
      caption: 'Termijnen, verzekering, limieten en vanafprijs van elk product',
      head: {
        product: 'Product',
        area: 'Waar',
        pickup: 'Ophaling',
        delivery: 'Levering',
        cutOff: 'Bestellen vóór',
        insurance: 'Inbegrepen verzekering',
        limits: 'Limieten',
        price: 'Vanafprijs',
      },
      scrollHint: 'Schuif de tabel opzij om alle kolommen te zien.',
      vatNote: 'Prijzen exclusief btw; het bedrag eronder is inclusief {rate} btw.',
      centreNote:
        '{zone}: {communes}. Een rit valt erin als de ophaling en de levering er allebei liggen; elke andere rit binnen het Brussels Gewest en de gemeenten die eraan grenzen, rekenen we tegen de prijs van de zone {area}.',
      cells: {
        contract: '{plan} voor geregelde zendingen',
        extension: 'uitbreiding tot {amount}',
        plan: '{plan}: {amount}',
        perKm: 'Per km, terugrit inbegrepen: {rates}',
        perKmBeyond: '+ {price} per km boven {km}, terugrit inbegrepen',
        otherTrips: 'Elke andere rit: de simulator berekent de prijs.',
        byDistance: 'per kilometer, in de simulator',
        onQuote: 'op offerte',
        none: 'geen uiterste besteltijd',
      },
    },
    extras: {
      title: 'Opties en toeslagen',
      lead: 'Wat de simulator bij de prijs van een rit optelt, uit hetzelfde tarief:',
      option: '{option}: {price}',
      returnPerKm: 'Terugrit van de chauffeur, altijd aangerekend buiten de twee Brusselse zones: {price} per km',
      outOfDayBrussels: 'Spoed, Nacht of Weekend in de twee Brusselse zones, bovenop de dagprijs: {amounts}',
      outOfDayOutside: 'Spoed, Nacht of Weekend elders: +{pct} op de basisprijs en de heenrit',
      urgent: 'Spoed, bovendien: {surcharges}',
      perVehicle: '{price} met de {vehicle}',
      brusselsOnly: 'in de twee Brusselse zones',
      scooter: 'scooter (onder {kg})',
      car: 'wagen (onder {kg})',
    },
    examples: {
      title: 'Enkele ritten, berekend met het tarief van de simulator',
      lead: 'Elke prijs komt uit hetzelfde tarief als de simulator, in de formule die de simulator voor die rit voorstelt, met een bestelwagen en zonder opties. Open de rit in de simulator om een ander voertuig, een andere spoed of opties te kiezen.',
      caption: 'Voorbeeldritten en hun prijs',
      head: { trip: 'Rit', distance: 'Geschatte afstand', choice: 'Formule, zone en voertuig', price: 'Prijs', simulator: 'Simulator' },
      trip: '{from} → {to}',
      open: 'Openen in de simulator',
      flat: 'vaste prijs',
      anyVehicle: 'elk voertuig dezelfde prijs',
      note: 'De afstand is geschat in vogelvlucht, gecorrigeerd voor de weg; buiten de twee Brusselse zones rekenen we de terugrit van de chauffeur altijd aan. Alleen de offerte of de opdrachtbevestiging die we u bezorgen, is bindend.',
    },
    terms: {
      title: 'Vervoersvoorwaarden',
      text: 'Aansprakelijkheid, verzekering per product, gegarandeerde termijnen en klachten:',
      link: 'lees onze algemene vervoersvoorwaarden',
    },
  }),
};

/** The example trips of the tariffs page, by the French names of their municipalities (shared/data/places.json). */
export const exampleTrips: readonly { from: string; to: string }[] = [
  { from: 'Ixelles', to: 'Uccle' },
  { from: 'Bruxelles', to: 'Anvers' },
  { from: 'Liège', to: 'Gand' },
  { from: 'Bruxelles', to: 'Arlon' },
];
