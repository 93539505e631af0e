import type { CityRecord } from '../types';
import { fleet, pickup, sameDay } from '../../offer';
import { euroPalletCm } from '../euro-pallet';

/** Copy of the Charleroi pages (/fr/livraison-express-charleroi/, /nl/expresslevering-charleroi/). */
export const charleroi: CityRecord = {
  fr: {
    name: 'Charleroi',
    title: 'Coursier express à Charleroi : ville, aéroport et Aéropole',
    description: `Livraison express à Charleroi : enlèvement Express en ${pickup.fromMin} à ${pickup.toMin} minutes, vers l’aéroport et l’Aéropole de Gosselies, express industriel et petites palettes.`,
    heroTitle: 'Livraison express à Charleroi',
    heroLead: `De la Ville-Haute à Gosselies, un chauffeur enlève votre envoi ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation.`,
    introTitle: 'Un coursier au pays de Charleroi',
    intro: [
      'Charleroi est la commune la plus peuplée de Wallonie et le cœur d’un bassin qui a fait la richesse industrielle du pays. Née en 1977 de la fusion de quinze anciennes communes, de Gosselies à Marcinelle et de Monceau-sur-Sambre à Gilly, la ville s’étire le long de la Sambre et reste marquée par ses terrils, ses aciéries et son passé minier, dont le Bois du Cazier, inscrit au patrimoine mondial de l’Unesco, garde la mémoire.',
      'Le bassin s’est profondément renouvelé. Au nord, l’Aéropole de Gosselies réunit autour de l’aéroport des entreprises de l’aéronautique comme la Sonaca, des sociétés technologiques et le Biopark, où laboratoires universitaires et entreprises de biotechnologie produisent et testent des thérapies de pointe. La sidérurgie reste présente avec des aciers spéciaux, et de nombreuses PME de la mécanique, de la construction et de la logistique travaillent avec des délais serrés.',
      'L’aéroport de Charleroi, deuxième aéroport du pays par le nombre de passagers, fait aussi de Gosselies un lieu de passage obligé pour les déplacements et les envois urgents. Reliée par l’autoroute aux terminaux de fret de Liège et de Zaventem, Charleroi est bien placée pour les entreprises qui doivent faire partir une pièce ou un document par avion sans perdre de temps.',
      'Au centre, nous livrons les commerces de la Ville-Basse et du centre commercial Rive Gauche, les bureaux et l’hôtel de ville de la Ville-Haute autour de la place Charles II, les restaurants et brasseries du centre, les hautes écoles et les hôpitaux du Grand Hôpital de Charleroi ou de l’hôpital Marie Curie. Nos chauffeurs connaissent le petit ring R9, le grand ring R3 et les accès vers l’A54, l’E42 et l’E420 : ils rejoignent chaque section de la commune sans détour.',
    ],
    highlights: {
      pickup: `Un chauffeur se présente ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation, en Ville-Basse, au Biopark ou dans un zoning de Jumet, Ransart ou Montignies-sur-Sambre : en voiture si l’envoi pèse moins de ${fleet.scooterOrCar.maxKg} kg, en camionnette au-delà.`,
      parcels: `Dossiers pour un cabinet de la Ville-Haute, colis pour un commerce de Rive Gauche, palettes réduites ou palettes Europe de ${euroPalletCm.fr} (en grand fourgon) pour un atelier de Marchienne-au-Pont : nous prenons tout.`,
      coverage:
        'Les quinze anciennes communes qui forment Charleroi, les zonings de l’Aéropole et, parmi les communes voisines, Fleurus, Châtelet, Fontaine-l’Évêque et Courcelles.',
    },
    servicesTitle: 'Nos services de coursier à Charleroi',
    services: [
      {
        kind: 'same-day',
        title: 'Livraison le jour même',
        text: `Commandée avant ${sameDay.withinCity} h, votre course est livrée le jour même à Charleroi et dans toutes les communes qui la bordent, comme Fleurus, Châtelet, Fontaine-l’Évêque ou Courcelles ; avant ${sameDay.betweenCities} h, elle rejoint le jour même Bruxelles, Anvers, Gand ou Liège. Avec un numéro de suivi et un avis par e-mail ou SMS à la livraison.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Navettes régulières entre vos ateliers, vos dépôts et vos clients carolorégiens, courses récurrentes regroupées sur une facture mensuelle.',
      },
      {
        kind: 'air',
        title: 'Liaisons aéroportuaires',
        text: 'Nous desservons l’aéroport de Charleroi et l’Aéropole de Gosselies, et déposons vos envois chez les agents de fret aérien de Liège ou de Zaventem pour qu’ils partent sur le bon vol.',
      },
      {
        kind: 'industrial',
        title: 'Express industriel',
        text: 'Pièce détachée pour une ligne à l’arrêt, outil à réparer chez un sous-traitant, échantillon d’acier pour un laboratoire : un trajet direct entre fournisseur et atelier, à toute heure.',
      },
      {
        kind: 'medical',
        title: 'Coursier médical et biotechnologies',
        text: 'Prélèvements, matériel de laboratoire et fournitures entre le Biopark, les laboratoires d’analyses et les hôpitaux de la région, en priorité ; transport sous température dirigée sur demande, dans le respect de la réglementation applicable.',
      },
      {
        kind: 'ecommerce',
        title: 'Commerce en ligne',
        text: 'Enlèvement chaque jour chez les boutiques en ligne et les commerçants carolorégiens, livraison de leurs clients dans la journée et reprise des retours.',
      },
    ],
    zones: {
      title: 'Zones desservies à Charleroi',
      items: [
        'Centre : Ville-Haute et Ville-Basse',
        'Gosselies et l’Aéropole',
        'Jumet',
        'Ransart',
        'Gilly',
        'Montignies-sur-Sambre',
        'Couillet',
        'Marcinelle',
        'Mont-sur-Marchienne',
        'Marchienne-au-Pont',
        'Monceau-sur-Sambre',
        'Lodelinsart et Dampremy',
      ],
    },
    closing: {
      title: 'Une course à faire à Charleroi ?',
      text: 'Pour l’Aéropole, un atelier de la Sambre ou une adresse au centre, décrivez-nous votre envoi : devis gratuit et chauffeur disponible 24/7.',
    },
  },
  nl: {
    name: 'Charleroi',
    title: 'Expreslevering in Charleroi: koerier voor stad en luchthaven',
    description: `Expreskoerier in Charleroi: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten, ritten naar de luchthaven en Aéropole van Gosselies, industriële spoedritten en kleine pallets.`,
    heroTitle: 'Expreslevering in Charleroi',
    heroLead: `Van de Ville-Haute tot de luchthaven van Gosselies: binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging staat er een chauffeur bij u.`,
    introTitle: 'Charleroi, een industriestad die zich vernieuwt',
    intro: [
      'Charleroi is de grootste gemeente van Wallonië naar inwonertal en het hart van een bekken dat ooit de motor van de Belgische industrie was. De stad ontstond in 1977 uit de fusie van vijftien oude gemeenten, van Gosselies tot Marcinelle en van Monceau-sur-Sambre tot Gilly, en strekt zich uit langs de Samber. Terrils, staalbedrijven en de mijnsite Bois du Cazier, erkend als Unesco-werelderfgoed, herinneren aan dat verleden.',
      'Vandaag ziet de streek er anders uit. Rond de luchthaven in het noorden groeide de Aéropole van Gosselies, met luchtvaartbedrijven zoals Sonaca, technologiebedrijven en het Biopark, waar universitaire labo’s en biotechbedrijven geavanceerde therapieën ontwikkelen en produceren. Ook de staalindustrie is er nog met speciale staalsoorten, samen met tal van kmo’s in mechanica, bouw en logistiek die met krappe termijnen werken.',
      'De luchthaven van Charleroi is naar aantal passagiers de tweede van het land. Voor Vlaamse bedrijven met klanten of leveranciers in Henegouwen is Charleroi bovendien vlot bereikbaar via de snelweg vanuit Brussel, en ook de vrachtterminals van Zaventem en Luik liggen binnen bereik. Zo kan een dringend onderdeel of document snel het vliegtuig op.',
      'In het centrum leveren we aan de winkels van de Ville-Basse en het winkelcentrum Rive Gauche, de kantoren en het stadhuis met zijn belfort in de Ville-Haute, de horeca in de stad, de hogescholen en de ziekenhuizen van het Grand Hôpital de Charleroi en het Marie Curie-ziekenhuis. Onze chauffeurs kennen de kleine ring R9, de grote ring R3 en de aansluitingen op de E42 en de E420, en bereiken elke deelgemeente zonder omwegen.',
    ],
    highlights: {
      pickup: `Binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging rijdt een chauffeur voor, in de Ville-Basse, aan het Biopark of op een bedrijventerrein in Jumet of Ransart: met de wagen als de zending minder dan ${fleet.scooterOrCar.maxKg} kg weegt, anders met een bestelwagen.`,
      parcels: `Documenten voor een advocaat in de Ville-Haute, pakketten voor een winkel in Rive Gauche, verkleinde pallets of europallets van ${euroPalletCm.nl} (in de grote bestelwagen) voor een werkplaats in Marchienne-au-Pont: alles gaat mee.`,
      coverage:
        'De vijftien deelgemeenten van Charleroi, de bedrijvenzones van de Aéropole en de buurgemeenten Fleurus, Châtelet, Fontaine-l’Évêque en Courcelles.',
    },
    servicesTitle: 'Onze koeriersdiensten in Charleroi',
    services: [
      {
        kind: 'same-day',
        title: 'Levering op dezelfde dag',
        text: `Vraagt u de rit aan vóór ${sameDay.withinCity} uur, dan is uw zending dezelfde dag ter plaatse in Charleroi en in alle gemeenten die eraan grenzen, zoals Fleurus, Châtelet, Fontaine-l’Évêque of Courcelles, met een zendingsnummer en een bericht per e-mail of sms bij levering.`,
      },
      {
        kind: 'b2b',
        title: 'Vervoer tussen bedrijven',
        text: 'Vaste ritten tussen uw Vlaamse vestiging en uw klanten of leveranciers in de regio Charleroi, met terugkerende opdrachten op één maandelijkse factuur.',
      },
      {
        kind: 'air',
        title: 'Luchthavenritten',
        text: 'We rijden naar de luchthaven van Charleroi en de Aéropole van Gosselies, en brengen uw zendingen naar de luchtvrachtagenten in Luik of Zaventem zodat ze de juiste vlucht halen.',
      },
      {
        kind: 'industrial',
        title: 'Industriële spoedritten',
        text: 'Een wisselstuk voor een stilgevallen lijn, gereedschap dat naar een onderaannemer moet, een staalmonster voor een labo: één rechtstreekse rit, op elk uur.',
      },
      {
        kind: 'medical',
        title: 'Medische koerier en biotech',
        text: 'Stalen, labomateriaal en benodigdheden tussen het Biopark, analyselabo’s en de ziekenhuizen van de regio, met voorrang. Gekoeld vervoer op aanvraag, volgens de geldende regelgeving.',
      },
      {
        kind: 'ecommerce',
        title: 'Webshops',
        text: 'Dagelijkse ophaling bij webshops en handelaars uit de streek van Charleroi, levering aan hun klanten nog dezelfde dag en retourzendingen die we meteen meenemen.',
      },
    ],
    zones: {
      title: 'Waar we in Charleroi rijden',
      items: [
        'Centrum: Ville-Haute en Ville-Basse',
        'Gosselies en de Aéropole',
        'Jumet',
        'Ransart',
        'Gilly',
        'Montignies-sur-Sambre',
        'Couillet',
        'Marcinelle',
        'Mont-sur-Marchienne',
        'Marchienne-au-Pont',
        'Monceau-sur-Sambre',
        'Lodelinsart en Dampremy',
      ],
    },
    closing: {
      title: 'Een dringende zending in Charleroi?',
      text: 'Voor de Aéropole, een werkplaats aan de Samber of een adres in het centrum: beschrijf uw zending en u krijgt een gratis offerte en een chauffeur die 24/7 klaarstaat.',
    },
  },
};
