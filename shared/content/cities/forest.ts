import type { CityRecord } from '../types';
import { brusselsDelivery, brusselsExpress, pickup } from '../../offer';
import { euroPalletCm } from '../euro-pallet';

/** Copy of the Forest pages (/fr/livraison-express-forest/, /nl/expresslevering-vorst/). */
export const forest: CityRecord = {
  fr: {
    name: 'Forest',
    title: 'Coursier express à Forest : industrie, événements, commerces',
    description: `Coursier express à Forest : enlèvement Express en ${pickup.fromMin} à ${pickup.toMin} minutes pour pièces, colis et petites palettes, de Forest National à l’Altitude 100. Devis gratuit.`,
    heroTitle: 'Livraison express à Forest, de Forest National à l’Altitude 100',
    heroLead: `Ateliers, organisateurs d’événements, commerces et habitants : en Express, nous passons ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation enlever vos pièces, colis et petites palettes.`,
    introTitle: 'Forest, commune industrielle et culturelle',
    intro: [
      'Forest s’est construite sur deux versants. En bas, la vallée de la Senne et ses voies ferrées ont attiré usines, ateliers et entrepôts ; en haut, les quartiers résidentiels montent vers le parc Duden et la place de l’Altitude Cent, l’un des points les plus élevés de Bruxelles, au centre de laquelle se dresse l’église Saint-Augustin. Cette géographie se retrouve dans nos tournées : une même matinée peut commencer par une pièce de rechange dans une zone d’activité et s’achever par un colis dans une avenue arborée.',
      'Pendant plus de 70 ans, le grand site du boulevard de la Deuxième Armée Britannique a assemblé des voitures, d’abord des Volkswagen puis des Audi, jusqu’à la fermeture de l’usine Audi, fin février 2025. Autour de ce site et le long des voies, des PME techniques, des garages et des entrepôts continuent de travailler et ont besoin d’un transport rapide quand une machine s’arrête ou qu’un chantier attend une livraison.',
      'Forest vit aussi de la culture : Forest National accueille concerts et spectacles, et le centre d’art contemporain Wiels occupe l’ancienne brasserie Wielemans-Ceuppens, avenue Van Volxem. Les soirs de concert, organisateurs et prestataires techniques ont parfois besoin d’urgence d’un câble, d’un badge ou d’un élément de décor ; nous le livrons jusqu’à l’entrée des artistes, quelle que soit l’heure.',
    ],
    highlights: {
      pickup: `Place Saint-Denis, avenue Van Volxem ou près du parc de Forest : un chauffeur charge votre envoi ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation.`,
      parcels: `Une pièce de rechange sous pli, un carton de matériel de scène, des demi-palettes ou une palette Europe de ${euroPalletCm.fr}, que nous chargeons en grand fourgon : nous prenons tous les formats qu’un atelier expédie.`,
      coverage:
        'Forest est couverte du Bempt à l’Altitude 100, avec Saint-Gilles, Uccle, Anderlecht et Drogenbos dans le même rayon d’action.',
    },
    servicesTitle: 'Nos services de transport express à Forest',
    services: [
      {
        kind: 'same-day',
        title: `Livraison Express en ${brusselsDelivery.fr}`,
        text: `En Express, une course au départ de Forest est livrée partout dans la Région ${brusselsExpress.fr.delivery}, ${brusselsExpress.fr.cutOff}. Cela vaut pour un colis destiné à un particulier comme pour une pièce attendue dans un garage.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Tournées fixes entre vos ateliers, vos dépôts et vos clients, avec enlèvement scanné, reçu et facture mensuelle, pour les sous-traitants comme pour les organisateurs d’événements.',
      },
      {
        kind: 'industrial',
        title: 'Express industriel',
        text: 'Pièce cassée, outillage manquant, consommables épuisés : nous allons chercher ce qu’il faut chez votre fournisseur et le livrons à l’atelier pour que la production reparte au plus vite.',
      },
      {
        kind: 'ecommerce',
        title: 'Commerce en ligne',
        text: 'Les créateurs et vendeurs en ligne de Forest nous remettent leurs colis préparés, que nous livrons dans tout Bruxelles avec une confirmation par signature ou par photo.',
      },
    ],
    zones: {
      title: 'Quartiers desservis à Forest et alentour',
      items: [
        'Altitude 100 et parc Duden',
        'Forest National',
        'Wiels et avenue Van Volxem',
        'Abbaye de Forest et place Saint-Denis',
        'Forest-Centre',
        'Parc de Forest',
        'Bempt',
        'Gare de Forest-Midi',
        'Saint-Gilles',
        'Uccle',
        'Anderlecht',
        'Drogenbos',
      ],
    },
    closing: {
      title: 'Une pièce ou une palette à expédier depuis Forest ?',
      text: `Envoyez-nous le détail de votre chargement : devis gratuit, chauffeur disponible et enlèvement ${pickup.fromMin} à ${pickup.toMin} minutes après votre accord.`,
    },
  },
  nl: {
    name: 'Vorst',
    title: 'Koerier in Vorst: voor industrie, evenementen en handel',
    description: `Expreskoerier in Vorst: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten voor onderdelen, pakketten en kleine pallets, van Vorst Nationaal tot Hoogte Honderd. Gratis offerte.`,
    heroTitle: 'Expreslevering in Vorst, van Vorst Nationaal tot Hoogte Honderd',
    heroLead: `Voor ateliers, evenementen, winkels en bewoners: we halen uw onderdelen, pakketten en kleine pallets met Expres op, ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging.`,
    introTitle: 'Vorst: industrie in het dal, cultuur op de heuvel',
    intro: [
      'Vorst heeft twee gezichten. Beneden, in de Zennevallei langs de spoorlijnen, vestigden zich fabrieken, werkplaatsen en opslagplaatsen. Boven klimmen de woonwijken op naar het Dudenpark en het Hoogte Honderdplein, een van de hoogste punten van Brussel, met in het midden de Sint-Augustinuskerk in art deco. Die ligging bepaalt onze ritten: een ochtend kan beginnen met een wisselstuk in een bedrijvenzone en eindigen met een pakket in een rustige laan.',
      'Meer dan zeventig jaar lang werden op de grote fabriekssite langs de spoorlijn wagens gebouwd, eerst Volkswagens en later Audi’s, tot de fabriek eind februari 2025 de deuren sloot. Rond die site en langs de sporen werken nog altijd technische bedrijven, garages en opslagplaatsen die snel vervoer nodig hebben wanneer een machine stilvalt of een werf op een levering wacht.',
      'Vorst is ook een cultuurgemeente: Vorst Nationaal ontvangt concerten en voorstellingen, en het kunstencentrum Wiels zit in de vroegere brouwerij Wielemans-Ceuppens aan de Van Volxemlaan. Op concertavonden hebben organisatoren en technische leveranciers soms dringend een kabel, een badge of een stuk decor nodig; wij brengen het tot aan de ingang voor de artiesten, op elk uur.',
    ],
    highlights: {
      pickup: `Aan het Sint-Denijsplein, in de Van Volxemlaan of bij het Vorstpark: een chauffeur laadt uw zending ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging in.`,
      parcels: `Een klein onderdeel in een envelop, een doos met materiaal voor een podium, halve pallets of een europallet van ${euroPalletCm.nl}, die in de grote bestelwagen meegaat: wij nemen mee wat een atelier verstuurt.`,
      coverage:
        'We rijden door heel Vorst, van het Bempt tot Hoogte Honderd, en houden Sint-Gillis, Ukkel, Anderlecht en Drogenbos binnen hetzelfde bereik.',
    },
    servicesTitle: 'Wat we in Vorst voor u vervoeren',
    services: [
      {
        kind: 'same-day',
        title: `Expreslevering binnen ${brusselsDelivery.nl}`,
        text: `Met Expres wordt een rit vanuit Vorst overal in het Brussels Gewest geleverd ${brusselsExpress.nl.delivery}, ${brusselsExpress.nl.cutOff}. Dat geldt voor een pakket voor een particulier en voor een onderdeel voor een garage.`,
      },
      {
        kind: 'b2b',
        title: 'B2B-transport',
        text: 'Vaste rondes tussen uw werkplaatsen, opslagplaatsen en klanten, met scan bij de ophaling, leveringsbewijs en maandelijkse facturatie, voor onderaannemers en organisatoren van evenementen.',
      },
      {
        kind: 'industrial',
        title: 'Industriële spoedlevering',
        text: 'Gebroken onderdeel, ontbrekend gereedschap of verbruiksgoederen op: we halen wat nodig is bij uw leverancier en brengen het naar de werkplaats, zodat de productie snel weer draait.',
      },
      {
        kind: 'ecommerce',
        title: 'E-commerce',
        text: 'Ontwerpers en webshops uit Vorst geven ons hun verpakte bestellingen mee; wij leveren ze in heel Brussel af met een bevestiging via handtekening of foto.',
      },
    ],
    zones: {
      title: 'Wijken die we in en rond Vorst bedienen',
      items: [
        'Hoogte Honderd en Dudenpark',
        'Vorst Nationaal',
        'Wiels en Van Volxemlaan',
        'Abdij van Vorst en Sint-Denijsplein',
        'Vorst-Centrum',
        'Vorstpark',
        'Bempt',
        'Station Vorst-Zuid',
        'Sint-Gillis',
        'Ukkel',
        'Anderlecht',
        'Drogenbos',
      ],
    },
    closing: {
      title: 'Een onderdeel of pallet te versturen vanuit Vorst?',
      text: `Stuur ons de gegevens van uw lading: u krijgt een gratis offerte, en na uw akkoord is een chauffeur binnen ${pickup.fromMin} tot ${pickup.toMin} minuten ter plaatse.`,
    },
  },
};
