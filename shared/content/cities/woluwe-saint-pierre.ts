import type { CityRecord } from '../types';
import { brusselsDelivery, brusselsExpress, pickup } from '../../offer';
import { euroPalletCm } from '../euro-pallet';

/** Copy of the Woluwe-Saint-Pierre pages (/fr/livraison-express-woluwe-saint-pierre/, /nl/expresslevering-sint-pieters-woluwe/). */
export const woluweSaintPierre: CityRecord = {
  fr: {
    name: 'Woluwe-Saint-Pierre',
    title: 'Coursier à Woluwe-Saint-Pierre : de Stockel à Montgomery',
    description: `Coursier express à Woluwe-Saint-Pierre, de Montgomery à Stockel : enlèvement Express en ${pickup.fromMin} à ${pickup.toMin} minutes, plis pour ambassades, colis et petites palettes.`,
    heroTitle: 'Livraison express à Woluwe-Saint-Pierre, le long de l’avenue de Tervueren',
    heroLead: `Ambassades, professions libérales, commerces de Stockel et particuliers : un chauffeur passe ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation et livre partout dans Bruxelles ${brusselsExpress.fr.delivery}.`,
    introTitle: 'Woluwe-Saint-Pierre, commune verte et internationale',
    intro: [
      'Woluwe-Saint-Pierre compte parmi les communes les plus résidentielles et les plus vertes de Bruxelles. Elle est traversée de part en part par l’avenue de Tervueren, que Léopold II fit tracer pour l’Exposition universelle de 1897 : partie de Montgomery, l’avenue longe le parc de Woluwe et les étangs Mellaerts avant de gagner la forêt de Soignes et Tervuren.',
      'Sur son parcours se succèdent maisons de maître, résidences d’ambassadeurs et représentations diplomatiques, mais aussi le palais Stoclet, chef-d’œuvre de Josef Hoffmann inscrit au patrimoine mondial de l’Unesco, et le Musée du Tram. Au terminus de la ligne 1 du métro, Stockel forme le cœur commerçant de la commune autour de la place Dumon, tandis que le Chant d’Oiseau, Sainte-Alix et Joli-Bois offrent des rues calmes, Joli-Bois touchant même la forêt.',
      'Beaucoup de fonctionnaires européens et de diplomates ont choisi d’y vivre, à quelques stations de métro du rond-point Schuman. Pour un coursier, cela veut dire des documents officiels à remettre à une ambassade ou à une institution, des dossiers de notaires, d’architectes et de médecins qui reçoivent dans leur villa, et des achats à livrer chez des particuliers absents en journée.',
      'Ici, on livre souvent à une maison protégée par une grille et un interphone, parfois à un poste de garde : nos chauffeurs s’annoncent, demandent la personne désignée et vous fournissent une preuve de livraison par signature ou photo.',
    ],
    highlights: {
      pickup: `Un chauffeur se présente à votre villa, à votre cabinet ou à votre ambassade de Woluwe-Saint-Pierre ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation, de Montgomery jusqu’à la limite de Kraainem.`,
      parcels: `Plis scellés, cadeaux emballés, cartons de livres, petites palettes ou palette Europe de ${euroPalletCm.fr} en grand fourgon : chaque envoi voyage bien calé dans le véhicule qui lui convient.`,
      coverage:
        'Stockel, Joli-Bois, Sainte-Alix, le Chant d’Oiseau et les abords du parc de Woluwe font partie de nos trajets quotidiens, tout comme Kraainem et Tervuren, juste de l’autre côté de la limite régionale.',
    },
    servicesTitle: 'Nos services à Woluwe-Saint-Pierre',
    services: [
      {
        kind: 'same-day',
        title: `Livraison Express en ${brusselsDelivery.fr}`,
        text: `En Express, un envoi est livré dans toute la Région ${brusselsExpress.fr.delivery}, ${brusselsExpress.fr.cutOff}. Un dossier parti de la place Dumon atteint ainsi le quartier européen sans détour.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Cabinets d’avocats, bureaux d’architectes, agences immobilières et prestataires de la commune bénéficient de navettes régulières, d’un interlocuteur fixe et d’une facturation mensuelle.',
      },
      {
        kind: 'documents',
        title: 'Documents urgents et diplomatiques',
        text: 'Notes, dossiers et plis officiels remis en main propre aux ambassades, aux résidences diplomatiques et aux institutions européennes, avec preuve de livraison par signature ou photo.',
      },
      {
        kind: 'ecommerce',
        title: 'Ventes en ligne et envois depuis la maison',
        text: 'Les commerces de Stockel expédient leurs ventes en ligne avec nous, et les particuliers nous confient colis à retourner, cadeaux ou objets vendus d’occasion, enlevés directement chez eux.',
      },
    ],
    zones: {
      title: 'Quartiers desservis à Woluwe-Saint-Pierre et alentour',
      items: [
        'Stockel et place Dumon',
        'Val des Seigneurs',
        'Montgomery',
        'Avenue de Tervueren',
        'Parc de Woluwe et étangs Mellaerts',
        'Chant d’Oiseau',
        'Joli-Bois et Sainte-Alix',
        'Avenue Charles Thielemans',
        'Kraainem',
        'Tervuren',
      ],
    },
    closing: {
      title: 'Un pli ou un colis à faire partir de Woluwe-Saint-Pierre ?',
      text: 'Expliquez-nous votre besoin, même inhabituel : nous organisons l’enlèvement à l’heure qui vous arrange et vous adressons un devis gratuit.',
    },
  },
  nl: {
    name: 'Sint-Pieters-Woluwe',
    title: 'Koerier in Sint-Pieters-Woluwe: van Stokkel tot Montgomery',
    description: `Expreskoerier in Sint-Pieters-Woluwe, van Montgomery tot Stokkel: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten, documenten voor ambassades, pakketten en kleine pallets.`,
    heroTitle: 'Koerier in Sint-Pieters-Woluwe, langs de Tervurenlaan',
    heroLead: `Ambassades, vrije beroepen, winkels in Stokkel en particulieren: onze chauffeur komt ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging langs en levert overal in Brussel ${brusselsExpress.nl.delivery}.`,
    introTitle: 'Sint-Pieters-Woluwe: groen, residentieel en internationaal',
    intro: [
      'Sint-Pieters-Woluwe behoort tot de groenste en meest residentiële gemeenten van Brussel. De Tervurenlaan, die Leopold II liet aanleggen voor de Wereldtentoonstelling van 1897, doorkruist de gemeente van Montgomery tot aan het Zoniënwoud, langs het Woluwepark en de Mellaertsvijvers, op weg naar Tervuren.',
      'Aan die laan staan herenhuizen, residenties van ambassadeurs en diplomatieke vertegenwoordigingen, maar ook het Stocletpaleis van Josef Hoffmann, dat op de werelderfgoedlijst van UNESCO staat, en het Trammuseum. Stokkel, het eindpunt van metrolijn 1, is met het Dumonplein het commerciële hart van de gemeente; Vogelzang, Sint-Aleidis en Mooi-Bos zijn rustige woonwijken, en Mooi-Bos grenst zelfs aan het Zoniënwoud.',
      'Veel Europese ambtenaren en diplomaten wonen hier, op enkele metrohaltes van het Schumanplein. Voor een koerier betekent dat officiële stukken voor een ambassade of instelling, dossiers van notarissen, architecten en artsen die vanuit hun villa werken, en aankopen voor gezinnen die overdag niet thuis zijn.',
      'Onze chauffeurs weten dat ze hier vaak aanbellen aan een hek met parlofoon of zich moeten melden bij een wachtpost: ze vragen naar de juiste persoon en u krijgt een leveringsbewijs met handtekening of foto.',
    ],
    highlights: {
      pickup: `Een chauffeur meldt zich ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging aan uw villa, praktijk of ambassade in Sint-Pieters-Woluwe, van Montgomery tot aan de grens met Kraainem.`,
      parcels: `Verzegelde enveloppen, geschenken, ingepakte kunstwerken, dozen, kleine pallets of een europallet van ${euroPalletCm.nl} in de grote bestelwagen: alles reist stevig vastgezet in het voertuig dat erbij past.`,
      coverage:
        'Stokkel, Mooi-Bos, Sint-Aleidis, Vogelzang en de omgeving van het Woluwepark horen bij onze dagelijkse ritten, net als Kraainem en Tervuren aan de overkant van de gewestgrens.',
    },
    servicesTitle: 'Onze diensten in Sint-Pieters-Woluwe',
    services: [
      {
        kind: 'same-day',
        title: `Expreslevering binnen ${brusselsDelivery.nl}`,
        text: `Met Expres wordt uw zending in het hele Brussels Gewest ${brusselsExpress.nl.delivery} afgeleverd, ${brusselsExpress.nl.cutOff}. Een dossier dat aan het Dumonplein vertrekt, is zo zonder omweg in de Europese wijk.`,
      },
      {
        kind: 'b2b',
        title: 'B2B-vervoer',
        text: 'Advocaten, architecten, vastgoedkantoren en dienstverleners uit de gemeente rekenen op vaste ritten, een vaste contactpersoon en maandelijkse facturatie.',
      },
      {
        kind: 'documents',
        title: 'Dringende en diplomatieke documenten',
        text: 'Brieven, dossiers en officiële stukken persoonlijk overhandigd aan ambassades, diplomatieke residenties en Europese instellingen, met een leveringsbewijs.',
      },
      {
        kind: 'ecommerce',
        title: 'Webshops en verzending van thuis uit',
        text: 'Winkels in Stokkel verzenden hun online verkoop met ons, en particulieren geven ons retourzendingen, cadeaus of tweedehands verkochte spullen mee, gewoon thuis opgehaald.',
      },
    ],
    zones: {
      title: 'Wijken die we bedienen in en rond Sint-Pieters-Woluwe',
      items: [
        'Stokkel en Dumonplein',
        'Montgomery',
        'Tervurenlaan en Stocletpaleis',
        'Woluwepark en Mellaertsvijvers',
        'Vogelzang',
        'Mooi-Bos en Sint-Aleidis',
        'Charles Thielemanslaan',
        'Kraainem',
        'Tervuren',
      ],
    },
    closing: {
      title: 'Iets te versturen vanuit Sint-Pieters-Woluwe?',
      text: 'Leg ons uit wat u nodig hebt, ook als het ongewoon is: wij plannen de ophaling op het uur dat u het best uitkomt en sturen u een gratis offerte.',
    },
  },
};
