import type { CityRecord } from '../types';
import { brusselsDelivery, brusselsExpress, pickup } from '../../offer';
import { euroPalletCm } from '../euro-pallet';

/** Copy of the Saint-Josse pages (/fr/livraison-express-saint-josse/, /nl/expresslevering-sint-joost/). */
export const saintJosse: CityRecord = {
  fr: {
    name: 'Saint-Josse-ten-Noode',
    title: 'Coursier à Saint-Josse : Madou, Botanique, gare du Nord',
    description: `Livraison express à Saint-Josse-ten-Noode : bureaux de Madou et du quartier Nord, restaurants de la chaussée de Louvain, coursier sur place en ${pickup.fromMin} à ${pickup.toMin} minutes.`,
    heroTitle: 'Coursier express à Saint-Josse-ten-Noode, au cœur de Bruxelles',
    heroLead: `Dans la plus petite commune bruxelloise, chaque minute compte : nous enlevons vos plis, colis et commandes ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation et les livrons ${brusselsExpress.fr.delivery}.`,
    introTitle: 'Saint-Josse, petite commune au grand rythme',
    intro: [
      'Avec à peine 1,1 km², Saint-Josse-ten-Noode est la plus petite des dix-neuf communes bruxelloises, et la plus densément peuplée du pays. Collée au centre-ville, entre la petite ceinture et Schaerbeek, à quelques minutes du quartier européen, elle mêle sur quelques rues tours de bureaux, hôtels internationaux, maisons bourgeoises du XIXe siècle et commerces de quartier.',
      'Le Botanique, installé dans les anciennes serres du jardin botanique, programme concerts et expositions toute l’année ; la chaussée de Louvain relie la place Madou à la place Saint-Josse entre boutiques, épiceries et restaurants ; autour de la chaussée de Haecht, les tables turques et méditerranéennes donnent à la commune son ambiance cosmopolite. Le musée Charlier et le théâtre Le Public complètent une offre culturelle étonnante pour un territoire aussi petit.',
      'Côté nord, le paysage change d’échelle : tours de bureaux du quartier Nord, grands hôtels de la place Rogier et gare du Nord, à la limite de Schaerbeek. Vers le sud, la tour Madou et les immeubles de l’avenue des Arts ajoutent administrations, fédérations professionnelles et sociétés de conseil.',
      'Livrer à Saint-Josse, c’est savoir aller vite dans des rues étroites et très fréquentées : restaurants qui expédient des commandes vers les bureaux, hôtels qui renvoient à un client un objet oublié, entreprises du quartier Nord qui attendent un contrat signé avant midi. Nos chauffeurs connaissent les zones de livraison et les accès des parkings souterrains.',
    ],
    highlights: {
      pickup: `Confirmez votre course : ${pickup.fromMin} à ${pickup.toMin} minutes plus tard, un chauffeur est devant votre bureau de Madou, votre restaurant de la chaussée de Louvain ou la réception de votre hôtel.`,
      parcels: `Plis, colis de marchandises, caisses de vaisselle pour un traiteur ou petites palettes : à Saint-Josse, nous choisissons le véhicule qui passe dans les rues les plus étroites, et le grand fourgon quand il faut une palette Europe de ${euroPalletCm.fr}.`,
      coverage:
        'Du Botanique à la place Saint-Josse et de Madou à la gare du Nord, la commune se traverse en quelques minutes ; nos chauffeurs enchaînent ensuite vers le Pentagone, Schaerbeek ou le quartier européen.',
    },
    servicesTitle: 'Nos services de coursier à Saint-Josse',
    services: [
      {
        kind: 'same-day',
        title: `Livraison Express en ${brusselsDelivery.fr}`,
        text: `En Express, votre envoi est livré dans la Région ${brusselsExpress.fr.delivery}, ${brusselsExpress.fr.cutOff}. Depuis Saint-Josse, en plein centre de la Région, aucune commune bruxelloise n’est bien loin.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Courses régulières entre les sièges du quartier Nord, leurs fournisseurs et leurs clients, gérées par un interlocuteur unique et regroupées sur une facture mensuelle.',
      },
      {
        kind: 'restaurants',
        title: 'Livraison pour restaurants et traiteurs',
        text: 'Commandes de groupe, plateaux pour une réunion, marchandises entre deux établissements : les restaurants de la chaussée de Louvain et de la chaussée de Haecht comptent sur nous pour des livraisons soignées et ponctuelles.',
      },
      {
        kind: 'documents',
        title: 'Documents urgents',
        text: 'Contrats, actes et dossiers de candidature remis en main propre entre Madou, la gare du Nord et les administrations du centre, contre signature du destinataire.',
      },
    ],
    zones: {
      title: 'Quartiers desservis à Saint-Josse et alentour',
      items: [
        'Madou',
        'Botanique',
        'Place Saint-Josse',
        'Chaussée de Louvain',
        'Chaussée de Haecht',
        'Quartier Nord et gare du Nord',
        'Place Rogier',
        'Avenue des Arts',
        'Square Armand Steurs',
        'Pentagone',
        'Schaerbeek',
        'Quartier européen',
      ],
    },
    closing: {
      title: 'Besoin d’un coursier à Saint-Josse ?',
      text: 'Un appel ou le formulaire suffit : donnez-nous l’adresse et l’heure limite, nous vous envoyons un devis gratuit et confirmons l’enlèvement.',
    },
  },
  nl: {
    name: 'Sint-Joost-ten-Node',
    title: 'Expreskoerier in Sint-Joost-ten-Node: Madou en Noordwijk',
    description: `Snelle levering in Sint-Joost-ten-Node: kantoren rond Madou en in de Noordwijk, restaurants aan de Leuvensesteenweg, ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten.`,
    heroTitle: 'Koerier in Sint-Joost-ten-Node, in het hart van Brussel',
    heroLead: `In de kleinste gemeente van Brussel telt elke minuut: wij halen uw brieven, pakketten en bestellingen op ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging en leveren ${brusselsExpress.nl.delivery}.`,
    introTitle: 'Sint-Joost, de kleinste en dichtstbevolkte gemeente van het gewest',
    intro: [
      'Met amper 1,1 vierkante kilometer is Sint-Joost-ten-Node de kleinste van de negentien Brusselse gemeenten, en de dichtstbevolkte van het land. Tussen de kleine ring en Schaarbeek, op wandelafstand van de Europese wijk, wisselen kantoortorens, internationale hotels, negentiende-eeuwse burgerhuizen en buurtwinkels elkaar af.',
      'De Botanique, het cultuurcentrum in de oude serres van de Kruidtuin, brengt het hele jaar concerten en tentoonstellingen; de Leuvensesteenweg verbindt het Madouplein met het Sint-Joostplein langs winkels, kruideniers en restaurants; rond de Haachtsesteenweg geven Turkse en mediterrane zaken de gemeente haar kosmopolitische karakter. Met het museum Charlier en het theater Le Public is het culturele aanbod verrassend groot voor zo’n kleine oppervlakte.',
      'Aan de noordkant verandert de schaal: de kantoortorens van de Noordwijk, de grote hotels aan het Rogierplein en het Noordstation, op de grens met Schaarbeek. Naar het zuiden toe brengen de toren aan het Madouplein en de gebouwen langs de Kunstlaan er nog administraties, beroepsfederaties en adviesbureaus bij.',
      'In Sint-Joost moet een koerier snel zijn in smalle, drukke straten: restaurants die bestellingen naar kantoren sturen, hotels die een vergeten voorwerp naar een gast terugsturen, bedrijven in de Noordwijk die vóór de middag een getekend contract verwachten. Onze chauffeurs kennen de laadzones en de toegangen tot de ondergrondse parkings.',
    ],
    highlights: {
      pickup: `Bevestig uw rit en ${pickup.fromMin} tot ${pickup.toMin} minuten later staat een chauffeur aan uw kantoor bij Madou, uw restaurant aan de Leuvensesteenweg of de receptie van uw hotel.`,
      parcels: `Brieven, dozen koopwaar, kratten servies voor een traiteur of kleine pallets: in Sint-Joost kiezen we het voertuig dat ook door de smalste straten kan, en de grote bestelwagen wanneer er een europallet van ${euroPalletCm.nl} mee moet.`,
      coverage:
        'Van de Botanique tot het Sint-Joostplein en van Madou tot het Noordstation doorkruisen we de gemeente in een paar minuten, en daarna rijden we meteen door naar de Vijfhoek, Schaarbeek of de Europese wijk.',
    },
    servicesTitle: 'Onze koeriersdiensten in Sint-Joost',
    services: [
      {
        kind: 'same-day',
        title: `Expreslevering binnen ${brusselsDelivery.nl}`,
        text: `Met Expres wordt uw zending in het Brussels Gewest ${brusselsExpress.nl.delivery} afgeleverd, ${brusselsExpress.nl.cutOff}. Vanuit Sint-Joost, midden in het gewest, ligt geen enkele Brusselse gemeente ver weg.`,
      },
      {
        kind: 'b2b',
        title: 'B2B-vervoer',
        text: 'Vaste ritten tussen de hoofdkantoren in de Noordwijk, hun leveranciers en hun klanten, met één contactpersoon en alles samengebracht op een maandelijkse factuur.',
      },
      {
        kind: 'restaurants',
        title: 'Levering voor restaurants en traiteurs',
        text: 'Groepsbestellingen, schotels voor een vergadering, goederen tussen twee vestigingen: restaurants van de Leuvensesteenweg en de Haachtsesteenweg rekenen op ons voor verzorgde en stipte leveringen.',
      },
      {
        kind: 'documents',
        title: 'Dringende documenten',
        text: 'Contracten, akten en kandidaturen persoonlijk afgegeven tussen Madou, het Noordstation en de administraties in het centrum, tegen handtekening van de bestemmeling.',
      },
    ],
    zones: {
      title: 'Wijken die we bedienen in en rond Sint-Joost',
      items: [
        'Madou',
        'Botanique en Kruidtuin',
        'Sint-Joostplein',
        'Leuvensesteenweg',
        'Haachtsesteenweg',
        'Noordwijk en Noordstation',
        'Rogierplein',
        'Kunstlaan',
        'Armand Steurssquare',
        'Vijfhoek',
        'Schaarbeek',
        'Europese wijk',
      ],
    },
    closing: {
      title: 'Een koerier nodig in Sint-Joost?',
      text: 'Een telefoontje of het formulier volstaat: geef ons het adres en het uiterste tijdstip, dan krijgt u een gratis offerte en bevestigen we de ophaling.',
    },
  },
};
