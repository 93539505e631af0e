import type { CityRecord } from '../types';
import { fleet, pickup, sameDay } from '../../offer';
import { euroPalletCm } from '../euro-pallet';

/** Copy of the Liège pages (/fr/livraison-express-liege/, /nl/expresslevering-luik/). */
export const liege: CityRecord = {
  fr: {
    name: 'Liège',
    title: 'Livraison express à Liège : aéroport, port et industrie',
    description: `Coursier express à Liège : enlèvement Express en ${pickup.fromMin} à ${pickup.toMin} minutes, liaisons vers l’aéroport de Bierset, express industriel, colis et petites palettes.`,
    heroTitle: 'Livraison express à Liège',
    heroLead: `De la place Saint-Lambert au Sart-Tilman, un chauffeur enlève votre envoi ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation.`,
    introTitle: 'Un coursier au carrefour de la Cité ardente',
    intro: [
      'Liège s’est construite sur le charbon et l’acier, et l’industrie y reste bien vivante : John Cockerill à Seraing, la FN à Herstal, les motoristes aéronautiques, les entreprises de la métallurgie et de la mécanique qui bordent la Meuse. À côté de ces noms historiques, le parc scientifique du Sart-Tilman accueille le Centre spatial de Liège, des sociétés de biotechnologie et des jeunes entreprises issues de l’université. Toutes ont un point commun : une pièce ou un prototype qui n’arrive pas à temps coûte cher.',
      'La région est aussi l’une des grandes plaques tournantes logistiques d’Europe. L’aéroport de Liège, à Bierset, figure parmi les principaux aéroports de fret du continent et accueille des intégrateurs, des compagnies de fret aérien et de grands acteurs du commerce en ligne. Le port de Liège, l’un des plus importants ports intérieurs d’Europe, s’étend le long de la Meuse et du canal Albert, avec la plateforme multimodale du Trilogiport. Transitaires, manutentionnaires et agents en douane y ont besoin de courses rapides à toute heure.',
      'En ville, nous livrons les commerces du Carré et de la rue de la Cathédrale, la Médiacité, les restaurants d’Outremeuse et les bureaux installés autour de la gare des Guillemins. Les cabinets d’avocats et les études proches du palais des Princes-Évêques, siège des tribunaux, peuvent nous confier leurs dossiers urgents. Côté santé, le CHU de Liège au Sart-Tilman, le CHR de la Citadelle et le CHC MontLégia échangent prélèvements et matériel avec les laboratoires de la région.',
      'Liège est un carrefour autoroutier où se croisent l’E25, l’E40, l’E42 et l’E313. Nos chauffeurs en tirent parti pour relier rapidement le centre aux zonings d’Alleur, des Hauts-Sarts ou de Grâce-Hollogne, et pour filer par l’autoroute vers Maastricht, Aix-la-Chapelle ou Hasselt. Des deux rives de la Meuse aux hauteurs d’Ans, ils connaissent chaque quai et chaque côte.',
    ],
    highlights: {
      pickup: `Un chauffeur se présente ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation, aux Guillemins, au Carré ou en Outremeuse, en voiture sous ${fleet.scooterOrCar.maxKg} kg et en camionnette au-delà.`,
      parcels: `Plis pour le palais de justice, colis pour une boutique du Carré, demi-palettes ou palettes Europe de ${euroPalletCm.fr} en grand fourgon pour une usine de Seraing : nous enlevons tous les formats.`,
      coverage:
        'Liège et tous ses quartiers, l’aéroport de Bierset à Grâce-Hollogne, le port de Renory au Trilogiport d’Oupeye, les communes qui la bordent, comme Herstal, Seraing, Ans et Saint-Nicolas, et, un peu plus loin, Flémalle.',
    },
    servicesTitle: 'Nos services de coursier à Liège',
    services: [
      {
        kind: 'same-day',
        title: 'Livraison le jour même',
        text: `Commandée avant ${sameDay.withinCity} h, votre course est livrée le jour même partout à Liège et dans toutes les communes qui la bordent, comme Herstal, Seraing, Ans ou Saint-Nicolas, ainsi qu’à Flémalle et Grâce-Hollogne ; avant ${sameDay.betweenCities} h, elle rejoint le jour même Bruxelles, Anvers, Gand ou Charleroi. Avec un numéro de suivi et une preuve de livraison par signature ou photo.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Navettes régulières entre vos ateliers, vos bureaux et vos sous-traitants liégeois, courses récurrentes et facturation mensuelle pour simplifier votre gestion.',
      },
      {
        kind: 'air',
        title: 'Logistique aéroportuaire',
        text: 'Nous acheminons vos envois vers les agents de fret et les entrepôts de l’aéroport de Liège, et livrons sans attendre les marchandises qui viennent d’y arriver, de jour comme de nuit.',
      },
      {
        kind: 'industrial',
        title: 'Express industriel',
        text: 'Pièce de rechange pour une ligne à l’arrêt, outillage à remettre à un sous-traitant, échantillon pour un laboratoire d’essais : un trajet direct, sans rupture de charge.',
      },
      {
        kind: 'port',
        title: 'Port fluvial et Trilogiport',
        text: 'Documents, pièces et petites palettes livrés aux terminaux à conteneurs, aux quais et aux entrepôts du port fluvial, de Renory au Trilogiport.',
      },
      {
        kind: 'documents',
        title: 'Plis et documents urgents',
        text: 'Le Palais des Princes-Évêques abrite le palais de justice : avocats, notaires et huissiers du centre nous confient conclusions, actes et dossiers à déposer avant l’audience ou à remettre en main propre à un confrère.',
      },
      {
        kind: 'medical',
        title: 'Coursier médical',
        text: 'Prélèvements et matériel entre laboratoires, cabinets et hôpitaux liégeois comme le CHU, la Citadelle ou MontLégia, en priorité ; transport sous température dirigée sur demande, dans le respect de la réglementation applicable.',
      },
    ],
    zones: {
      title: 'Zones desservies à Liège',
      items: [
        'Liège-Centre',
        'Outremeuse et Longdoz',
        'Guillemins',
        'Sart-Tilman',
        'Angleur',
        'Grivegnée et Chênée',
        'Bressoux et Jupille',
        'Herstal',
        'Seraing',
        'Ans',
        'Grâce-Hollogne et l’aéroport',
        'Oupeye et le Trilogiport',
      ],
    },
    closing: {
      title: 'Une course à organiser à Liège ?',
      text: 'Pour l’aéroport, le port ou une adresse en ville, décrivez-nous votre envoi : devis gratuit et chauffeur disponible jour et nuit, week-ends compris.',
    },
  },
  nl: {
    name: 'Luik',
    title: 'Koerier in Luik: expreslevering naar luchthaven en haven',
    description: `Expreskoerier in Luik: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten, ritten naar de vrachtluchthaven van Bierset, industriële spoedritten en kleine pallets.`,
    heroTitle: 'Expreslevering in Luik',
    heroLead: `Van het Sint-Lambertusplein tot Outremeuse: binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging haalt een chauffeur uw zending op.`,
    introTitle: 'Luik, logistiek knooppunt aan de Maas',
    intro: [
      'Voor bedrijven uit Limburg en de rest van Vlaanderen is Luik vaak dichterbij dan gedacht. Via de E313 en de E40 is de stad vlot bereikbaar vanuit Hasselt, Sint-Truiden en Leuven, en het Albertkanaal verbindt de Luikse haven rechtstreeks met die van Antwerpen. Wie in Luik leveranciers, klanten of een vestiging heeft, zoekt een koerier die beide talen spreekt en de streek kent.',
      'De regio is een van de belangrijkste logistieke draaischijven van Europa. De luchthaven van Luik in Bierset behoort tot de grootste vrachtluchthavens van het continent, met integratoren, vrachtmaatschappijen en grote spelers uit de onlinehandel. De haven van Luik, een van de grootste binnenhavens van Europa, strekt zich uit langs de Maas en het Albertkanaal, met het multimodale platform Trilogiport in Hermalle-sous-Argenteau. Expediteurs en douaneagenten hebben er op elk uur snelle ritten nodig.',
      'Daarnaast blijft Luik een industriestad. John Cockerill in Seraing, FN Herstal, bouwers van vliegtuigmotoren en metaalbedrijven langs de Maas werken met strakke planningen, net als de bedrijven in het wetenschapspark van Sart-Tilman, waar ook het ruimtevaartcentrum van de universiteit gevestigd is. Daar komen nog de ziekenhuizen bij: het CHU op de campus van Sart-Tilman, het CHR de la Citadelle en het CHC MontLégia, die dagelijks stalen uitwisselen met de labo’s van de streek.',
      'In de stad rijden we naar de winkels van het Carré en de Médiacité, de restaurants van Outremeuse, de kantoren rond het station Luik-Guillemins en de advocaten rond het paleis van de prins-bisschoppen, waar de rechtbanken zitten. Onze chauffeurs kennen de hellingen, de kaaien en de bedrijventerreinen van Alleur en de Hauts-Sarts, en ze rijden dagelijks van Herstal tot Seraing.',
    ],
    highlights: {
      pickup: `Binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging rijdt een chauffeur voor, aan het station Guillemins, in het Carré of in Outremeuse: met de wagen onder ${fleet.scooterOrCar.maxKg} kg, daarboven met een bestelwagen.`,
      parcels: `Juridische stukken voor de rechtbank, pakketten voor een winkel in het centrum, halve pallets of europallets van ${euroPalletCm.nl} in de grote bestelwagen voor een fabriek in Seraing: wij vervoeren elk formaat.`,
      coverage:
        'Heel Luik, de luchthaven van Bierset in Grâce-Hollogne, de haven van Renory tot de Trilogiport in Oupeye, de buurgemeenten, zoals Herstal, Seraing, Ans en Saint-Nicolas, en verderop Flémalle.',
    },
    servicesTitle: 'Onze koeriersdiensten in Luik',
    services: [
      {
        kind: 'same-day',
        title: 'Levering op dezelfde dag',
        text: `Vraagt u de rit aan vóór ${sameDay.withinCity} uur, dan leveren we nog dezelfde dag in heel Luik en in alle gemeenten die eraan grenzen, zoals Herstal, Seraing, Ans of Saint-Nicolas, en ook in Flémalle en Grâce-Hollogne, met een zendingsnummer en een leveringsbewijs met handtekening of foto.`,
      },
      {
        kind: 'b2b',
        title: 'Vervoer tussen bedrijven',
        text: 'Vaste ritten tussen uw Vlaamse vestiging en uw Luikse klanten of leveranciers, terugkerende opdrachten en één overzichtelijke maandfactuur.',
      },
      {
        kind: 'air',
        title: 'Luchtvrachtlogistiek',
        text: 'We brengen uw zendingen naar de vrachtagenten en loodsen van de luchthaven van Luik en brengen pas gelande vracht snel naar uw bedrijf, dag en nacht.',
      },
      {
        kind: 'industrial',
        title: 'Industriële spoedritten',
        text: 'Een wisselstuk voor een stilgevallen productielijn, gereedschap voor een onderaannemer, een staal voor een testlabo: één rechtstreekse rit, zonder overslag.',
      },
      {
        kind: 'port',
        title: 'Binnenhaven en Trilogiport',
        text: 'Documenten, onderdelen en kleine pallets voor containerterminals, kaaien en opslagplaatsen van de Luikse binnenhaven, van Renory tot Trilogiport.',
      },
      {
        kind: 'documents',
        title: 'Dringende documenten',
        text: 'In het Prinsbisschoppelijk Paleis zetelen de rechtbanken van Luik: advocaten, notarissen en gerechtsdeurwaarders uit het centrum laten ons conclusies, akten en dossiers afgeven vóór de zitting of persoonlijk overhandigen aan een confrater.',
      },
      {
        kind: 'medical',
        title: 'Medische koerier',
        text: 'Stalen en medisch materiaal tussen labo’s, praktijken en Luikse ziekenhuizen zoals het CHU, de Citadelle of MontLégia, met voorrang. Gekoeld vervoer op aanvraag, volgens de geldende regelgeving.',
      },
    ],
    zones: {
      title: 'Waar we in en rond Luik rijden',
      items: [
        'Luik-Centrum',
        'Outremeuse en Longdoz',
        'Guillemins',
        'Sart-Tilman',
        'Angleur',
        'Grivegnée en Chênée',
        'Bressoux en Jupille',
        'Herstal',
        'Seraing',
        'Ans',
        'Grâce-Hollogne en de luchthaven',
        'Oupeye en Trilogiport',
      ],
    },
    closing: {
      title: 'Een zending van of naar Luik?',
      text: 'Of het nu om de luchthaven, de haven of een adres in de stad gaat: beschrijf uw zending en u krijgt een gratis offerte en een chauffeur die dag en nacht klaarstaat.',
    },
  },
};
