import type { CityRecord } from '../types';
import { brusselsDelivery, brusselsExpress, expressPickupTitle, pickup } from '../../offer';
import { euroPalletCm } from '../euro-pallet';

/** Copy of the Schaerbeek pages (/fr/livraison-express-schaerbeek/, /nl/expresslevering-schaarbeek/). */
export const schaerbeek: CityRecord = {
  fr: {
    name: 'Schaerbeek',
    title: `Coursier express à Schaerbeek : enlèvement en ${expressPickupTitle.fr}`,
    description: `Livraison express à Schaerbeek : un chauffeur Express chez vous en ${pickup.fromMin} à ${pickup.toMin} minutes pour colis, plis et petites palettes, de la gare au boulevard Reyers.`,
    heroTitle: 'Livraison express à Schaerbeek, de Josaphat à Reyers',
    heroLead: `Commerces de la chaussée de Haecht, bureaux de Meiser ou maisons de production de Reyers : un chauffeur passe ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation.`,
    introTitle: 'Schaerbeek, de la gare au boulevard Reyers',
    intro: [
      'Schaerbeek compte parmi les communes les plus peuplées de la Région, et ses quartiers ne se ressemblent guère. Autour de la gare, où le musée Train World raconte l’histoire du rail belge, les logements côtoient des ateliers et des entrepôts installés le long des voies. Au centre de la commune, le parc Josaphat et ses avenues bordées de maisons de maître et de façades art nouveau dessinent un quartier résidentiel, où nous livrons surtout des particuliers et des indépendants.',
      'La chaussée de Haecht traverse Schaerbeek de bout en bout, de Saint-Josse jusqu’à Evere, avec ses épiceries, boulangeries, grossistes et restaurants turcs ou marocains. On y trouve aussi la Maison Autrique, l’une des premières maisons dessinées par Victor Horta, et un peu plus loin l’hôtel communal de la place Colignon. Pour les commerçants de la chaussée, nous transportons commandes, échantillons et compléments de stock, souvent plusieurs fois par jour.',
      'À l’est, le boulevard Reyers accueille les sièges de la RTBF et de la VRT, entourés de maisons de production, d’agences et de bureaux qui s’étendent jusqu’à la place Meiser. Les besoins y sont différents : un disque dur à porter à un monteur, un contrat à faire signer avant une diffusion, du matériel à rapporter après un tournage. L’autoroute E40 vers Louvain et Liège commence à deux pas, ce qui fait de Schaerbeek un bon point de départ pour les courses vers Zaventem et l’est du pays.',
    ],
    highlights: {
      pickup: `À Helmet, à Terdelt ou place Dailly, votre colis est enlevé ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation, sans rendez-vous fixé la veille.`,
      parcels: `Du simple pli pour un studio de Reyers à la palette Europe de ${euroPalletCm.fr} d’un grossiste de la chaussée de Haecht, chargée dans un grand fourgon : nous prenons tous les formats.`,
      coverage:
        'Schaerbeek est couverte rue par rue, tout comme les communes voisines d’Evere et de Saint-Josse, le quartier de Haren et les abords de la gare du Nord.',
    },
    servicesTitle: 'Nos solutions de transport à Schaerbeek',
    services: [
      {
        kind: 'same-day',
        title: `Livraison Express en ${brusselsDelivery.fr}`,
        text: `En Express, un envoi qui quitte Schaerbeek rejoint n’importe quelle adresse de la Région bruxelloise ${brusselsExpress.fr.delivery}, ${brusselsExpress.fr.cutOff}.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Pour les commerces, grossistes et bureaux de la commune : tournées planifiées, enlèvements récurrents et une facture mensuelle qui regroupe tous vos trajets.',
      },
      {
        kind: 'ecommerce',
        title: 'Commerce en ligne',
        text: 'Vous vendez en ligne depuis Schaerbeek ? Nous enlevons vos commandes emballées et les livrons à vos clients de la Région, avec un avis par e-mail ou SMS à la remise.',
      },
      {
        kind: 'documents',
        title: 'Plis et supports urgents',
        text: 'Contrats, badges, disques durs ou cartes mémoire portés en main propre entre les studios du boulevard Reyers, les bureaux de Meiser et vos partenaires.',
      },
    ],
    zones: {
      title: 'Quartiers et communes desservis depuis Schaerbeek',
      items: [
        'Gare de Schaerbeek et Helmet',
        'Parc Josaphat',
        'Place Meiser',
        'Boulevard Reyers et Diamant',
        'Chaussée de Haecht',
        'Place Colignon',
        'Place Dailly',
        'Terdelt',
        'Gare du Nord',
        'Saint-Josse-ten-Noode',
        'Evere',
        'Haren',
      ],
    },
    closing: {
      title: 'Besoin d’un coursier à Schaerbeek ?',
      text: 'Décrivez votre envoi et son adresse de destination : nous vous envoyons un devis gratuit et réservons le chauffeur le plus proche de chez vous.',
    },
  },
  nl: {
    name: 'Schaarbeek',
    title: `Koerier in Schaarbeek: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten`,
    description: `Expreslevering in Schaarbeek: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten voor pakketten, enveloppen en kleine pallets, van station Schaarbeek tot Reyers. Gratis offerte.`,
    heroTitle: 'Expreslevering in Schaarbeek, van het Josaphatpark tot Reyers',
    heroLead: `Winkels aan de Haachtsesteenweg, kantoren rond Meiser of productiehuizen aan de Reyerslaan: onze chauffeur is er ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging.`,
    introTitle: 'Schaarbeek: van het station tot de Reyerslaan',
    intro: [
      'Schaarbeek is een van de meest bevolkte gemeenten van het Brussels Gewest, met wijken die sterk van elkaar verschillen. Rond het station, waar het museum Train World de geschiedenis van het Belgische spoor vertelt, wonen en werken mensen tussen ateliers, opslagplaatsen en sporen. In het midden van de gemeente liggen het Josaphatpark en lanen vol herenhuizen en gevels in art nouveau: een woonwijk waar we vooral particulieren en zelfstandigen bedienen.',
      'De Haachtsesteenweg loopt dwars door Schaarbeek, van Sint-Joost tot Evere, met kruideniers, bakkers, groothandels en Turkse en Marokkaanse restaurants. Aan dezelfde steenweg staat het Autriquehuis, een van de eerste huizen van Victor Horta, en niet ver daarvandaan het gemeentehuis aan het Colignonplein. Voor de handelaars van de steenweg brengen we bestellingen, stalen en aanvullingen van hun voorraad, vaak meermaals per dag.',
      'Aan de oostkant zijn de Reyerslaan en het Meiserplein het terrein van de openbare omroepen VRT en RTBF, van productiehuizen, agentschappen en kantoren. Daar gaat het om een harde schijf voor een monteur, een contract dat vóór een uitzending getekend moet zijn of materiaal dat na een opname terug moet. Bovendien begint de E40 richting Leuven en Luik hier om de hoek, handig voor ritten naar Zaventem en het oosten van het land.',
    ],
    highlights: {
      pickup: `In Helmet, Terdelt of aan het Daillyplein wordt uw pakket ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging opgehaald, zonder dat u de dag ervoor moet reserveren.`,
      parcels: `Van een envelop voor een productiehuis aan Reyers tot een europallet van ${euroPalletCm.nl} voor een groothandel aan de Haachtsesteenweg, in de grote bestelwagen: wij nemen elk formaat mee.`,
      coverage:
        'We rijden straat per straat door heel Schaarbeek, door de buurgemeenten Evere en Sint-Joost en door Haren, tot in de wijk rond het Noordstation.',
    },
    servicesTitle: 'Onze vervoersoplossingen in Schaarbeek',
    services: [
      {
        kind: 'same-day',
        title: `Expreslevering binnen ${brusselsDelivery.nl}`,
        text: `Met Expres vertrekt uw zending uit Schaarbeek en komt ze ${brusselsExpress.nl.delivery} aan op elk adres in het Brussels Gewest, ${brusselsExpress.nl.cutOff}.`,
      },
      {
        kind: 'b2b',
        title: 'B2B-transport',
        text: 'Voor winkels, groothandels en kantoren in de gemeente: geplande rondes, vaste ophalingen en één factuur per maand voor al uw ritten.',
      },
      {
        kind: 'ecommerce',
        title: 'E-commerce',
        text: 'Verkoopt u online vanuit Schaarbeek? Wij halen uw verpakte bestellingen op en leveren ze bij uw klanten in Brussel, met een bericht per e-mail of sms bij de levering.',
      },
      {
        kind: 'documents',
        title: 'Dringende documenten',
        text: 'Contracten, badges, harde schijven of geheugenkaarten, persoonlijk overhandigd tussen de omroepgebouwen aan de Reyerslaan, de kantoren rond Meiser en uw partners.',
      },
    ],
    zones: {
      title: 'Wijken en gemeenten die we vanuit Schaarbeek bedienen',
      items: [
        'Station Schaarbeek en Helmet',
        'Josaphatpark',
        'Meiserplein',
        'Reyerslaan en Diamant',
        'Haachtsesteenweg',
        'Colignonplein',
        'Daillyplein',
        'Terdelt',
        'Noordstation',
        'Sint-Joost-ten-Node',
        'Evere',
        'Haren',
      ],
    },
    closing: {
      title: 'Een koerier nodig in Schaarbeek?',
      text: 'Beschrijf uw zending en de bestemming: u ontvangt een gratis offerte en wij reserveren de chauffeur die het dichtst bij u rijdt.',
    },
  },
};
