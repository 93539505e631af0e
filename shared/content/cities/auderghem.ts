import type { CityRecord } from '../types';
import { brusselsDelivery, brusselsExpress, pickup, van } from '../../offer';
import { formatters } from '../../format';
import { euroPalletCm } from '../euro-pallet';

/** The figures' formatting in each language. */
const num = { fr: formatters('fr').num, nl: formatters('nl').num };

/** Copy of the Auderghem pages (/fr/livraison-express-auderghem/, /nl/expresslevering-oudergem/). */
export const auderghem: CityRecord = {
  fr: {
    name: 'Auderghem',
    title: `Coursier à Auderghem : envois enlevés en ${pickup.fromMin} à ${pickup.toMin} minutes`,
    description: `Livraison express à Auderghem, de Delta à Herrmann-Debroux : coursier Express en ${pickup.fromMin} à ${pickup.toMin} minutes pour bureaux, commerces et particuliers.`,
    heroTitle: 'Coursier express à Auderghem, de Delta à la forêt de Soignes',
    heroLead: `Bureaux du boulevard du Souverain, commerces de la chaussée de Wavre ou maisons en lisière de forêt : nous enlevons vos envois ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation et les livrons ${brusselsExpress.fr.delivery}.`,
    introTitle: 'Auderghem, porte d’entrée sud-est de Bruxelles',
    intro: [
      'C’est par Auderghem que l’autoroute E411, venue de Namur et du Luxembourg, entre dans Bruxelles, à hauteur d’Herrmann-Debroux. Près d’un tiers du territoire communal est pourtant couvert de verdure, à commencer par la forêt de Soignes, qui abrite le prieuré de Rouge-Cloître, ses étangs et son centre d’art ; le jardin botanique Jean Massart se trouve tout près.',
      'La vie locale s’organise autour de deux axes. La chaussée de Wavre, cœur historique de l’ancien village, réunit boulangeries, commerces de quartier et restaurants autour de Saint-Julien ; le boulevard du Souverain suit la vallée de la Woluwe, passe par Demey et Herrmann-Debroux, où se concentrent plusieurs grandes surfaces, puis file vers l’avenue de Tervueren. Le domaine de Val-Duchesse, où furent négociés à partir de 1956 les traités de Rome, et le château de Trois-Fontaines rappellent un passé prestigieux.',
      'Au nord-ouest, le site de Delta a changé de visage : l’hôpital Delta du CHIREC y a ouvert ses portes en 2017, à deux pas du campus de la Plaine, tandis que les immeubles de bureaux de Beaulieu abritent des services de la Commission européenne. Autour de la station Beaulieu, restaurants et épiceries japonais témoignent de la présence de l’école japonaise installée dans la commune depuis des décennies. Un coursier transporte donc ici aussi bien du matériel médical qu’un serveur informatique ou une commande en ligne à retourner.',
      'Grâce à l’accès direct à l’E411 et au Ring, Auderghem est aussi un excellent point de départ vers Wavre, Louvain-la-Neuve ou Namur : colis et petites palettes y sont chargés chaque jour pour toute la Belgique.',
    ],
    highlights: {
      pickup: `Votre demande est confirmée ? Un chauffeur sonne à votre porte d’Auderghem ${pickup.fromMin} à ${pickup.toMin} minutes plus tard, que vous soyez à Beaulieu, à Demey ou au bout d’une drève près de Rouge-Cloître.`,
      parcels: `Plis confidentiels, colis de commandes en ligne, matériel de bureau ou petites palettes : nos camionnettes emportent jusqu’à ${num.fr(van.payloadKg)} kg, et nos grands fourgons les palettes Europe de ${euroPalletCm.fr}.`,
      coverage:
        'Nos chauffeurs connaissent les bretelles de l’E411, les carrefours du boulevard du Souverain et les rues résidentielles entre Demey et Rouge-Cloître ; ils relient Auderghem à Watermael-Boitsfort, à Etterbeek et aux deux Woluwe.',
    },
    servicesTitle: 'Ce que nous transportons à Auderghem',
    services: [
      {
        kind: 'same-day',
        title: `Livraison Express en ${brusselsDelivery.fr}`,
        text: `En Express, un envoi qui quitte Delta ou Herrmann-Debroux arrive chez son destinataire, partout dans la Région bruxelloise, ${brusselsExpress.fr.delivery}, ${brusselsExpress.fr.cutOff}.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Navettes entre vos bureaux du boulevard du Souverain et vos sites en périphérie, livraisons régulières chez vos clients, facturation mensuelle : un service pensé pour les entreprises qui ont choisi Auderghem pour son accès à l’autoroute.',
      },
      {
        kind: 'medical',
        title: 'Coursier médical',
        text: 'Matériel de soins, dispositifs médicaux et dossiers circulent entre les cabinets, les laboratoires et l’hôpital Delta, remis en main propre et confirmés par signature ou photo.',
      },
      {
        kind: 'ecommerce',
        title: 'Commerce en ligne',
        text: `Vous vendez sur internet depuis Auderghem ? Nous enlevons vos colis à domicile ou à l’atelier et les livrons en Express à vos clients bruxellois, ${brusselsExpress.fr.delivery}, retours compris.`,
      },
    ],
    zones: {
      title: 'Quartiers desservis à Auderghem et alentour',
      items: [
        'Delta et Beaulieu',
        'Demey',
        'Herrmann-Debroux',
        'Chaussée de Wavre et Saint-Julien',
        'Rouge-Cloître',
        'Val-Duchesse',
        'Boulevard du Souverain',
        'Campus de la Plaine',
        'Watermael-Boitsfort',
        'Woluwe-Saint-Pierre',
        'Tervuren et Overijse',
      ],
    },
    closing: {
      title: 'Votre envoi quitte Auderghem aujourd’hui ?',
      text: 'Indiquez l’adresse d’enlèvement, la destination et le volume : vous recevez un prix clair et un créneau de passage, sans frais pour le devis.',
    },
  },
  nl: {
    name: 'Oudergem',
    title: `Expreskoerier in Oudergem: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten`,
    description: `Snelle koerier voor kantoren, winkels, webshops en gezinnen in Oudergem, van Delta tot Herrmann-Debroux: ophaling ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging.`,
    heroTitle: 'Koerier in Oudergem, van Delta tot aan het Zoniënwoud',
    heroLead: `Een kantoor aan de Vorstlaan, een winkel aan de Waversesteenweg of een woning aan de bosrand: wij halen uw zending op binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging en leveren ${brusselsExpress.nl.delivery}.`,
    introTitle: 'Oudergem, de zuidoostelijke toegangspoort tot Brussel',
    intro: [
      'Wie vanuit Namen of Luxemburg over de E411 naar Brussel rijdt, komt de stad binnen in Oudergem, ter hoogte van Herrmann-Debroux. Toch is een groot deel van de gemeente groen: het Zoniënwoud reikt hier tot aan de huizen, met het Rood Klooster, zijn vijvers en zijn kunstencentrum als bekendste plek, en de plantentuin Jean Massart vlakbij.',
      'Twee assen bepalen het leven in de gemeente. De Waversesteenweg, die door de oude dorpskern loopt, telt bakkers, buurtwinkels en restaurants; de Vorstlaan volgt de vallei van de Woluwe, passeert Demey en Herrmann-Debroux, waar enkele grote supermarkten liggen, en loopt verder naar de Tervurenlaan. Het kasteel van Hertoginnedal, waar in 1956 over de Verdragen van Rome werd onderhandeld, en het kasteel van Drie Fonteinen herinneren aan een rijk verleden.',
      'Aan de kant van Delta opende CHIREC eind 2017 het Delta-ziekenhuis, vlak bij de universiteitscampus aan de Pleinlaan, en de kantoorgebouwen van Beaulieu huisvestten jarenlang diensten van de Europese Commissie. Rond het metrostation Beaulieu wijzen Japanse restaurants en winkels op de Japanse school die al decennia in de gemeente gevestigd is. Een koerier vervoert hier dus zowel medisch materiaal als computerapparatuur en pakketten die naar een webshop terug moeten.',
      'Met de rechtstreekse aansluiting op de E411 en de Ring is Oudergem bovendien een handig vertrekpunt richting Waver en Namen, of via de Ring naar Leuven: pakketten en kleine pallets vertrekken van hier elke dag naar heel België.',
    ],
    highlights: {
      pickup: `Is uw aanvraag bevestigd? Dan belt een chauffeur ${pickup.fromMin} tot ${pickup.toMin} minuten later aan, of u nu aan de Beaulieulaan werkt, bij Demey woont of aan een dreef vlak bij het Rood Klooster.`,
      parcels: `Vertrouwelijke brieven, pakketten van uw webshop, kantoormateriaal of kleine pallets: onze bestelwagens laden tot ${num.nl(van.payloadKg)} kg per rit, en europallets van ${euroPalletCm.nl} gaan mee in de grote bestelwagen.`,
      coverage:
        'Onze chauffeurs kennen de op- en afritten van de E411, de kruispunten van de Vorstlaan en de woonstraten tussen Demey en het Rood Klooster, en verbinden Oudergem vlot met Watermaal-Bosvoorde, Etterbeek, Sint-Lambrechts-Woluwe en Sint-Pieters-Woluwe.',
    },
    servicesTitle: 'Wat we in Oudergem voor u vervoeren',
    services: [
      {
        kind: 'same-day',
        title: `Expreslevering binnen ${brusselsDelivery.nl}`,
        text: `Met Expres wordt een zending die bij Delta of Herrmann-Debroux vertrekt ${brusselsExpress.nl.delivery} bij de bestemmeling in het Brussels Gewest geleverd, ${brusselsExpress.nl.cutOff}.`,
      },
      {
        kind: 'b2b',
        title: 'B2B-vervoer',
        text: 'Pendelritten tussen uw kantoor aan de Vorstlaan en uw vestigingen in de rand, vaste leveringen aan klanten en maandelijkse facturatie: voor bedrijven die Oudergem kozen omwille van de snelle toegang tot de snelweg.',
      },
      {
        kind: 'medical',
        title: 'Medische koerier',
        text: 'Zorgmateriaal, medische hulpmiddelen en dossiers rijden tussen praktijken, laboratoria en het Delta-ziekenhuis, altijd persoonlijk overhandigd en bevestigd met een handtekening of foto.',
      },
      {
        kind: 'ecommerce',
        title: 'Webshops',
        text: `Verkoopt u online vanuit Oudergem? Wij halen de pakketten op bij u thuis of in uw atelier en bezorgen ze met Expres ${brusselsExpress.nl.delivery} bij uw klanten in Brussel, retours inbegrepen.`,
      },
    ],
    zones: {
      title: 'Wijken die we bedienen in en rond Oudergem',
      items: [
        'Delta en Beaulieu',
        'Demey',
        'Herrmann-Debroux',
        'Waversesteenweg en dorpskern',
        'Rood Klooster',
        'Hertoginnedal',
        'Vorstlaan',
        'Campus aan de Pleinlaan',
        'Watermaal-Bosvoorde',
        'Sint-Pieters-Woluwe',
        'Tervuren en Overijse',
      ],
    },
    closing: {
      title: 'Moet er vandaag iets weg uit Oudergem?',
      text: 'Laat ons weten waar we ophalen, waar we leveren en hoe groot de zending is: u krijgt een duidelijke prijs en een tijdstip voor de ophaling. De offerte kost u niets.',
    },
  },
};
