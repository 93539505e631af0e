import type { CityRecord } from '../types';
import { fleet, pickup, sameDay } from '../../offer';
import { euroPalletCm } from '../euro-pallet';

/** Copy of the Ghent pages (/fr/livraison-express-gand/, /nl/expresslevering-gent/). */
export const ghent: CityRecord = {
  fr: {
    name: 'Gand',
    title: 'Livraison express à Gand : coursier pour la ville et le port',
    description: `Coursier express à Gand : enlèvement Express en ${pickup.fromMin} à ${pickup.toMin} minutes, colis et petites palettes pour les entreprises technologiques, le commerce en ligne et le port.`,
    heroTitle: 'Livraison express à Gand',
    heroLead: `Du Korenmarkt au Technologiepark de Zwijnaarde, un chauffeur enlève votre envoi ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation.`,
    introTitle: 'Gand, ville étudiante, technologique et portuaire',
    intro: [
      'Gand réunit sur un même territoire une ville d’art, une grande ville universitaire et un pôle industriel. L’université de Gand et les hautes écoles y attirent des dizaines de milliers d’étudiants, et la recherche déborde largement des auditoires : au Technologiepark de Zwijnaarde, des instituts comme le VIB et imec côtoient des entreprises de biotechnologie et de logiciels nées sur place. Prototypes, échantillons, serveurs et matériel de laboratoire y circulent toute la journée, souvent dans l’urgence.',
      'Au nord, le canal Gand-Terneuzen relie la ville à l’Escaut occidental. Le port de Gand forme depuis 2018, avec les ports zélandais de Flessingue et de Terneuzen, l’ensemble transfrontalier North Sea Port. Le long du canal s’alignent l’aciérie d’ArcelorMittal, l’usine automobile de Volvo Cars, celle de camions de Volvo Trucks, des entrepôts et des terminaux de vrac. Une ligne de production ne peut pas attendre une pièce : c’est là qu’un coursier fiable fait toute la différence.',
      'Le centre historique a ses propres règles. Depuis 2017, le plan de circulation divise la ville en secteurs que l’on ne relie en voiture que par la petite ceinture R40, et une grande partie du centre est piétonne. Nos chauffeurs connaissent ces contraintes et les horaires de livraison, que ce soit pour une boutique de la Veldstraat, un restaurant du Patershol, une brasserie de la Graslei ou un cabinet installé près du Vrijdagmarkt.',
      'Nous livrons aussi les hôpitaux et les lieux d’événements : l’UZ Gent, l’AZ Maria Middelares et les autres hôpitaux de la ville, Flanders Expo pour les salons et les congrès, la Planet Group Arena, l’ancienne Ghelamco Arena, les jours de match. Des faubourgs de Sint-Amandsberg et Ledeberg jusqu’à Drongen et Oostakker, nous couvrons toute la commune, et au nord Evergem et Zelzate, le long du canal.',
    ],
    highlights: {
      pickup: `Une voiture pour un pli ou un petit colis de moins de ${fleet.scooterOrCar.maxKg} kg, une camionnette au-delà : le chauffeur se présente ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation, près de la gare de Gand-Saint-Pierre, au Technologiepark ou chez un transitaire du port.`,
      parcels: `Plis pour un bureau du centre, matériel informatique pour une jeune entreprise, petites palettes ou palettes Europe de ${euroPalletCm.fr} pour une usine de la zone du canal : nous envoyons le véhicule adapté, jusqu’au grand fourgon.`,
      coverage:
        'Tous les quartiers gantois, des secteurs du plan de circulation aux anciennes communes fusionnées, et la zone du canal, à Evergem et jusqu’à Zelzate, à la frontière néerlandaise.',
    },
    servicesTitle: 'Nos services de coursier à Gand',
    services: [
      {
        kind: 'same-day',
        title: 'Livraison le jour même',
        text: `Commandée avant ${sameDay.withinCity} h, votre course est livrée dans la journée partout à Gand et dans toutes les communes qui la bordent, comme Evergem, Zelzate ou Destelbergen ; avant ${sameDay.betweenCities} h, elle rejoint le jour même Bruxelles, Anvers, Liège ou Charleroi. Avec un numéro de suivi et une confirmation par signature ou photo dès la remise.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Navettes planifiées entre vos bureaux, vos laboratoires et vos clients gantois, avec une facture mensuelle unique pour toutes vos courses.',
      },
      {
        kind: 'ecommerce',
        title: 'Commerce en ligne et jeunes entreprises technologiques',
        text: 'Les boutiques en ligne et les entreprises du numérique nous confient leurs envois quotidiens, leurs échanges de matériel et leurs retours, enlevés et livrés dans la journée.',
      },
      {
        kind: 'port',
        title: 'Port et zone du canal',
        text: 'Documents d’expédition, échantillons et pièces livrés aux terminaux, aux entrepôts et aux usines le long du canal Gand-Terneuzen, à toute heure.',
      },
      {
        kind: 'industrial',
        title: 'Express industriel',
        text: 'Une pièce manquante sur une chaîne de montage ou dans un atelier de maintenance : nous allons la chercher chez le fournisseur et la livrons directement à l’entrée de l’usine.',
      },
      {
        kind: 'medical',
        title: 'Coursier médical',
        text: 'Prélèvements et matériel entre laboratoires, cabinets et hôpitaux gantois comme l’UZ Gent, en priorité ; transport sous température dirigée sur demande, dans le respect de la réglementation applicable.',
      },
    ],
    zones: {
      title: 'Zones desservies à Gand',
      items: [
        'Centre historique',
        'Quartier de la gare de Gand-Saint-Pierre',
        'Gentbrugge',
        'Ledeberg',
        'Sint-Amandsberg',
        'Oostakker',
        'Wondelgem',
        'Mariakerke',
        'Drongen',
        'Sint-Denijs-Westrem',
        'Zwijnaarde',
        'Port et zone du canal',
      ],
    },
    closing: {
      title: 'Un envoi urgent à Gand ?',
      text: 'Pour le centre, le Technologiepark ou le port, décrivez-nous ce qui doit partir : vous recevez un devis gratuit et nous vous proposons une heure d’enlèvement.',
    },
  },
  nl: {
    name: 'Gent',
    title: 'Expreslevering in Gent: koerier voor stad en haven',
    description: `Expreskoerier in Gent: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten, pakketten en kleine pallets voor techbedrijven, webshops en de kanaalzone. Gratis offerte.`,
    heroTitle: 'Expreslevering in Gent',
    heroLead: `Van de Korenmarkt tot het Technologiepark in Zwijnaarde: binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging staat een chauffeur voor de deur.`,
    introTitle: 'Koerier voor universiteit, technologie en haven',
    intro: [
      'Gent is tegelijk kunststad, studentenstad en industriestad. Universiteit Gent en de hogescholen trekken tienduizenden studenten aan, en het onderzoek blijft niet binnen de aula’s: op het Technologiepark in Zwijnaarde werken instituten als VIB en imec naast biotechbedrijven en softwarebedrijven die in Gent zijn opgericht. Prototypes, stalen, servers en labomateriaal moeten daar vaak nog dezelfde dag ergens anders zijn.',
      'In het noorden verbindt het kanaal Gent-Terneuzen de stad met de Westerschelde. Sinds 2018 vormt de Gentse haven samen met Vlissingen en Terneuzen het grensoverschrijdende North Sea Port. Langs het kanaal liggen het staalbedrijf ArcelorMittal Gent, de autofabriek van Volvo Cars, de vrachtwagenfabriek van Volvo Trucks, opslagplaatsen en bulkterminals. Als een productielijn stilvalt door één ontbrekend onderdeel, telt elke minuut.',
      'De binnenstad vraagt lokale kennis. Sinds het circulatieplan van 2017 is het centrum opgedeeld in sectoren die u met de wagen enkel via de kleine ring R40 met elkaar verbindt, en een groot deel is autovrij. Onze chauffeurs kennen de venstertijden en de toegangen, of het nu gaat om een winkel in de Veldstraat, een restaurant in het Patershol, een café aan de Graslei of een kantoor rond de Vrijdagmarkt.',
      'We rijden ook naar ziekenhuizen en evenementenlocaties: het UZ Gent en de andere Gentse ziekenhuizen, Flanders Expo voor beurzen en congressen, het voetbalstadion op wedstrijddagen. Van Sint-Amandsberg en Ledeberg tot Drongen en Oostakker bedienen we de hele stad, en in het noorden ook Evergem en Zelzate langs het kanaal.',
    ],
    highlights: {
      pickup: `Een wagen voor een omslag of klein pakket onder ${fleet.scooterOrCar.maxKg} kg, een bestelwagen voor al het zwaardere: de chauffeur rijdt binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging voor, aan Gent-Sint-Pieters, op het Technologiepark of bij een expediteur in de haven.`,
      parcels: `Enveloppen voor een kantoor in de binnenstad, computers voor een jong technologiebedrijf, kleine pallets of europallets van ${euroPalletCm.nl} (in de grote bestelwagen) voor een fabriek aan het kanaal: wij nemen het allemaal mee.`,
      coverage:
        'Alle Gentse wijken en deelgemeenten, elke sector van het circulatieplan en de volledige kanaalzone, via Evergem en Zelzate tot aan de Nederlandse grens.',
    },
    servicesTitle: 'Onze koeriersdiensten in Gent',
    services: [
      {
        kind: 'same-day',
        title: 'Levering op dezelfde dag',
        text: `Vraagt u de rit aan vóór ${sameDay.withinCity} uur, dan leveren we nog dezelfde dag in Gent en in alle gemeenten die eraan grenzen, zoals Evergem, Zelzate of Destelbergen, met een zendingsnummer om de rit op te volgen en een bevestiging met handtekening of foto.`,
      },
      {
        kind: 'b2b',
        title: 'Vervoer tussen bedrijven',
        text: 'Geplande ritten tussen uw kantoren, labo’s en Gentse klanten, met één maandelijkse factuur voor al uw opdrachten.',
      },
      {
        kind: 'ecommerce',
        title: 'Webshops en techbedrijven',
        text: 'Webshops en digitale bedrijven laten ons hun dagelijkse zendingen, materiaalwissels en retourzendingen ophalen en nog dezelfde dag afleveren.',
      },
      {
        kind: 'port',
        title: 'Haven en kanaalzone',
        text: 'Verzendingsdocumenten, stalen en onderdelen voor terminals, opslagplaatsen en fabrieken langs het kanaal Gent-Terneuzen, op elk uur van de dag of nacht.',
      },
      {
        kind: 'industrial',
        title: 'Industriële spoedritten',
        text: 'Ontbreekt er een onderdeel aan een assemblagelijn of in een onderhoudsatelier, dan halen we het bij de leverancier en brengen het rechtstreeks naar de fabriekspoort.',
      },
      {
        kind: 'medical',
        title: 'Medische koerier',
        text: 'Stalen en medisch materiaal tussen labo’s, praktijken en Gentse ziekenhuizen zoals het UZ Gent, met voorrang. Gekoeld vervoer op aanvraag, volgens de geldende regelgeving.',
      },
    ],
    zones: {
      title: 'Waar we in Gent rijden',
      items: [
        'Binnenstad',
        'Stationsbuurt Gent-Sint-Pieters',
        'Gentbrugge',
        'Ledeberg',
        'Sint-Amandsberg',
        'Oostakker',
        'Wondelgem',
        'Mariakerke',
        'Drongen',
        'Sint-Denijs-Westrem',
        'Zwijnaarde',
        'Haven en kanaalzone',
      ],
    },
    closing: {
      title: 'Dringend iets te versturen in Gent?',
      text: 'Voor de binnenstad, het Technologiepark of de haven: laat ons weten wat er weg moet, dan krijgt u een gratis offerte en een chauffeur die meteen vertrekt.',
    },
  },
};
