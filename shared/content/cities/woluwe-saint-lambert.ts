import type { CityRecord } from '../types';
import { brusselsDelivery, brusselsExpress, expressPickupTitle, pickup, van } from '../../offer';
import { formatters } from '../../format';
import { euroPalletCm } from '../euro-pallet';

/** The figures' formatting in each language. */
const num = { fr: formatters('fr').num, nl: formatters('nl').num };

/** Copy of the Woluwe-Saint-Lambert pages (/fr/livraison-express-woluwe-saint-lambert/, /nl/expresslevering-sint-lambrechts-woluwe/). */
export const woluweSaintLambert: CityRecord = {
  fr: {
    name: 'Woluwe-Saint-Lambert',
    title: `Coursier à Woluwe-Saint-Lambert : enlèvement en ${pickup.fromMin}–${pickup.toMin} min`,
    description: `Coursier express à Woluwe-Saint-Lambert : envois médicaux vers Saint-Luc, commerces de Roodebeek et de l’avenue Georges Henri, enlèvement en ${pickup.fromMin} à ${pickup.toMin} minutes.`,
    heroTitle: 'Coursier express à Woluwe-Saint-Lambert, de Georges Henri à Saint-Luc',
    heroLead: `Commerces, cabinets médicaux, laboratoires et particuliers : nous enlevons vos envois ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation et les livrons ${brusselsExpress.fr.delivery}.`,
    introTitle: 'Woluwe-Saint-Lambert, entre hôpital universitaire et grands commerces',
    intro: [
      'Woluwe-Saint-Lambert suit la vallée de la Woluwe jusqu’à la limite de Zaventem et de Kraainem. Commune résidentielle et verte, elle accueille pourtant deux pôles qui attirent chaque jour des milliers de personnes : le campus UCLouvain Bruxelles Woluwe, avec les facultés de médecine et les cliniques universitaires Saint-Luc, et le Woluwe Shopping, ouvert en 1968 à côté de la station Roodebeek et toujours l’un des plus grands centres commerciaux de Bruxelles.',
      'Le reste de la commune se vit par quartiers. L’avenue Georges Henri, qui part des abords de Montgomery, est une rue commerçante où se succèdent boutiques indépendantes, traiteurs et restaurants ; à Tomberg, la maison communale se dresse près de la station de métro ; Kapelleveld a conservé sa cité-jardin des années 1920. Le long de la rivière, le parc Malou et son château, le moulin de Lindekemale et la ferme Hof ter Musschen offrent des coins de campagne, et le centre culturel Wolubilis attire un public venu de tout l’est bruxellois.',
      'Pour un coursier, la commune est d’abord un pôle de santé : médecins, kinésithérapeutes, pharmacies, laboratoires et fournisseurs de matériel gravitent autour de Saint-Luc et de l’avenue Hippocrate. Ce sont aussi les enseignes du centre commercial et les indépendants de Georges Henri, qui ont besoin d’un réapprovisionnement en cours de journée, et de nombreux ménages qui reçoivent ou renvoient des colis.',
      'Par le boulevard de la Woluwe, nos chauffeurs rejoignent en quelques minutes l’E40, le Ring et l’aéroport de Zaventem : un atout quand un envoi doit filer vers Louvain ou Anvers, ou attraper un vol.',
    ],
    highlights: {
      pickup: `À Woluwe-Saint-Lambert, un chauffeur arrive ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation, y compris devant les entrées de l’avenue Hippocrate ou aux quais de livraison du centre commercial.`,
      parcels: `Échantillons dans un emballage adapté, marchandises pour une boutique, cartons d’un déménagement de bureau ou petites palettes : nos camionnettes acceptent jusqu’à ${num.fr(van.payloadKg)} kg, et un grand fourgon prend les palettes Europe de ${euroPalletCm.fr}.`,
      coverage:
        'De Gribaumont à Roodebeek et de Kapelleveld au parc Malou, nos chauffeurs desservent chaque rue de la commune, puis enchaînent vers Evere, Zaventem ou Woluwe-Saint-Pierre sans détour.',
    },
    servicesTitle: 'Nos prestations à Woluwe-Saint-Lambert',
    services: [
      {
        kind: 'same-day',
        title: `Livraison Express en ${brusselsDelivery.fr}`,
        text: `En Express, votre envoi est livré dans la Région ${brusselsExpress.fr.delivery}, ${brusselsExpress.fr.cutOff}. Cela vaut pour un pli parti d’un cabinet de Tomberg vers Anderlecht comme pour un colis d’une boutique de Georges Henri vers Uccle.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Tournées planifiées pour les fournisseurs de l’hôpital, les bureaux du boulevard de la Woluwe et les commerces du quartier, avec un seul interlocuteur et une facture mensuelle.',
      },
      {
        kind: 'medical',
        title: 'Transport médical',
        text: 'Dossiers, dispositifs et matériel de soins transportés entre Saint-Luc, les laboratoires, les pharmacies et les cabinets de la région, remis en main propre et confirmés par la signature du destinataire.',
      },
      {
        kind: 'ecommerce',
        title: 'Commerce en ligne',
        text: `Les commerçants de Roodebeek et de l’avenue Georges Henri qui vendent aussi sur internet nous confient leurs commandes : enlèvement au magasin, livraison en Express chez le client bruxellois, ${brusselsExpress.fr.delivery}.`,
      },
    ],
    zones: {
      title: 'Quartiers desservis à Woluwe-Saint-Lambert et alentour',
      items: [
        'Roodebeek et Woluwe Shopping',
        'Alma, Saint-Luc et campus UCLouvain',
        'Avenue Georges Henri',
        'Gribaumont et Tomberg',
        'Kapelleveld',
        'Parc Malou',
        'Vandervelde',
        'Boulevard de la Woluwe',
        'Evere',
        'Zaventem',
        'Woluwe-Saint-Pierre',
      ],
    },
    closing: {
      title: 'Un colis à enlever à Woluwe-Saint-Lambert ?',
      text: 'Précisez l’adresse, la nature de l’envoi et l’heure souhaitée : nous vous répondons avec un prix détaillé. Le devis est gratuit.',
    },
  },
  nl: {
    name: 'Sint-Lambrechts-Woluwe',
    title: `Koerier in Sint-Lambrechts-Woluwe: ophaling in ${expressPickupTitle.nl}`,
    description: `Expreskoerier in Sint-Lambrechts-Woluwe voor het ziekenhuis Sint-Luc, Roodebeek en de Georges Henrilaan: ophaling ${pickup.fromMin} tot ${pickup.toMin} minuten nadat u bevestigt.`,
    heroTitle: 'Snelle levering in Sint-Lambrechts-Woluwe, van Georges Henri tot Sint-Luc',
    heroLead: `Winkels, medische praktijken, laboratoria en particulieren: wij halen op binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging en leveren ${brusselsExpress.nl.delivery}.`,
    introTitle: 'Sint-Lambrechts-Woluwe: ziekenhuis, universiteit en winkelcentrum',
    intro: [
      'Sint-Lambrechts-Woluwe volgt de vallei van de Woluwe tot aan de grens met Zaventem en Kraainem. Het is een groene woongemeente, maar ook de thuisbasis van twee trekpleisters: de Brusselse campus van UCLouvain in Woluwe, met de medische faculteiten en de Universitaire Klinieken Sint-Luc, en Woluwe Shopping, dat in 1968 de deuren opende, vandaag aan het metrostation Roodebeek ligt en nog altijd tot de grootste winkelcentra van Brussel behoort.',
      'Daarbuiten leeft de gemeente per wijk. De Georges Henrilaan, die vlak bij Montgomery begint, is een winkelstraat vol zelfstandige zaken, traiteurs en restaurants; bij Tomberg staat het gemeentehuis, vlak bij het metrostation; Kapelleveld is een tuinwijk uit de jaren twintig. Langs de rivier liggen het Maloupark met zijn kasteel, de Lindekemalemolen en de hoeve Hof ter Musschen, en het cultureel centrum Wolubilis trekt bezoekers uit heel oostelijk Brussel.',
      'Voor een koerier draait deze gemeente in de eerste plaats om zorg: huisartsen, kinesisten, apotheken, laboratoria en leveranciers van medisch materiaal werken rond Sint-Luc en de Hippocrateslaan. Daarnaast zijn er de ketens van het winkelcentrum en de zelfstandigen van de Georges Henrilaan die in de loop van de dag nieuwe voorraad nodig hebben, en talrijke gezinnen die pakketten ontvangen of terugsturen.',
      'Via de Woluwelaan zitten onze chauffeurs in enkele minuten op de E40, de Ring en aan de luchthaven van Zaventem: handig wanneer een zending snel naar Leuven of Antwerpen moet, of nog een vlucht moet halen.',
    ],
    highlights: {
      pickup: `In Sint-Lambrechts-Woluwe staat een chauffeur ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging klaar, ook aan de ingangen langs de Hippocrateslaan of aan de laadperrons van het winkelcentrum.`,
      parcels: `Stalen in een aangepaste verpakking, koopwaar voor een boetiek, dozen bij de verhuizing van uw kantoor of kleine pallets: onze bestelwagens laden tot ${num.nl(van.payloadKg)} kg per rit, en europallets van ${euroPalletCm.nl} gaan in de grote bestelwagen.`,
      coverage:
        'Van Gribaumont tot Roodebeek en van Kapelleveld tot het Maloupark kennen onze chauffeurs elke straat, en ze rijden zonder omweg door naar Evere, Zaventem of Sint-Pieters-Woluwe.',
    },
    servicesTitle: 'Onze diensten in Sint-Lambrechts-Woluwe',
    services: [
      {
        kind: 'same-day',
        title: `Expreslevering binnen ${brusselsDelivery.nl}`,
        text: `Met Expres wordt uw zending in het Brussels Gewest ${brusselsExpress.nl.delivery} afgeleverd, ${brusselsExpress.nl.cutOff}. Dat geldt voor een zending van een praktijk bij Tomberg naar Anderlecht en voor een pakket van een winkel aan de Georges Henrilaan naar Ukkel.`,
      },
      {
        kind: 'b2b',
        title: 'B2B-vervoer',
        text: 'Geplande rondes voor leveranciers van het ziekenhuis, kantoren langs de Woluwelaan en winkels in de buurt, met één aanspreekpunt en maandelijkse facturatie.',
      },
      {
        kind: 'medical',
        title: 'Medisch vervoer',
        text: 'Dossiers, hulpmiddelen en zorgmateriaal tussen Sint-Luc, laboratoria, apotheken en praktijken in de regio, persoonlijk overhandigd en bevestigd met de handtekening van de bestemmeling.',
      },
      {
        kind: 'ecommerce',
        title: 'Webshops en winkels',
        text: `Handelaars uit Roodebeek en van de Georges Henrilaan die ook online verkopen, geven ons hun bestellingen mee: ophaling in de winkel en levering met Expres bij de klant in Brussel, ${brusselsExpress.nl.delivery}.`,
      },
    ],
    zones: {
      title: 'Wijken die we bedienen in en rond Sint-Lambrechts-Woluwe',
      items: [
        'Roodebeek en Woluwe Shopping',
        'Alma, Sint-Luc en campus UCLouvain',
        'Georges Henrilaan',
        'Gribaumont en Tomberg',
        'Kapelleveld',
        'Maloupark',
        'Vandervelde',
        'Woluwelaan',
        'Evere',
        'Zaventem',
        'Sint-Pieters-Woluwe',
      ],
    },
    closing: {
      title: 'Een pakket ophalen in Sint-Lambrechts-Woluwe?',
      text: 'Vertel ons het adres, het soort zending en het gewenste uur, dan ontvangt u een gedetailleerde prijs. Voor de offerte betaalt u niets.',
    },
  },
};
