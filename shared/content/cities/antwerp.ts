import type { CityRecord } from '../types';
import { fleet, pickup, sameDay } from '../../offer';
import { euroPalletCm } from '../euro-pallet';

/** Copy of the Antwerp pages (/fr/livraison-express-anvers/, /nl/expresslevering-antwerpen/). */
export const antwerp: CityRecord = {
  fr: {
    name: 'Anvers',
    title: 'Livraison express à Anvers : coursier en ville et au port',
    description: `Coursier express à Anvers : enlèvement Express en ${pickup.fromMin} à ${pickup.toMin} minutes, courses vers le port et le quartier diamantaire, plis, colis et petites palettes.`,
    heroTitle: 'Livraison express à Anvers',
    heroLead: `De la Meir à l’Eilandje, un chauffeur enlève votre envoi ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation.`,
    introTitle: 'Anvers, une ville tournée vers son port',
    intro: [
      'Anvers vit au rythme de son port. Depuis sa fusion avec Zeebruges, le port d’Anvers-Bruges est le deuxième port d’Europe : des terminaux à conteneurs du Deurganckdok et du Waaslandhaven sur la rive gauche jusqu’aux raffineries et usines chimiques de la rive droite, qui forment le plus grand pôle chimique intégré du continent. Transitaires, commissionnaires en douane, agents maritimes et sociétés de maintenance y ont besoin chaque jour d’un coursier capable d’apporter un document original ou une pièce de rechange jusqu’à la barrière du terminal.',
      'À deux pas de la gare centrale, le quartier diamantaire concentre, autour de la Hoveniersstraat, de la Schupstraat et de la Rijfstraat, les bourses du diamant, les maisons de négoce, les tailleries et les bijoutiers. Les pierres elles-mêmes voyagent avec des transporteurs de valeurs spécialisés ; nous y livrons tout le reste, documents commerciaux, certificats, emballages et matériel de bureau, avec discrétion et par trajet direct, sans arrêt intermédiaire.',
      'La ville, elle, ne se résume pas au port. Les enseignes de la Meir, les créateurs de mode du quartier de la Kammenstraat, les restaurants du Zuid et de l’Eilandje, les bureaux de Berchem et du Nieuw Zuid, l’université d’Anvers, l’UZA à Edegem et l’hôpital Middelheim : autant de clients qui attendent une marchandise, un dossier ou un échantillon pour le jour même.',
      'Pour les entreprises de Bruxelles et de Wallonie, Anvers reste pourtant un casse-tête : le Ring, le tunnel Kennedy et les chantiers de la liaison Oosterweel saturent vite aux heures de pointe. Nos chauffeurs adaptent l’itinéraire au trafic, passent par les tunnels les plus fluides et connaissent les accès de chaque district, de Merksem à Hoboken et de Deurne à Linkeroever.',
    ],
    highlights: {
      pickup: `Un chauffeur arrive ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation, en voiture pour un envoi de moins de ${fleet.scooterOrCar.maxKg} kg et en camionnette au-delà, que l’envoi attende près de la gare centrale, sur l’Eilandje ou chez un transitaire de la zone portuaire.`,
      parcels: `Connaissements et documents douaniers, colis pour une boutique de la Meir, petites palettes ou palettes Europe (${euroPalletCm.fr}, en grand fourgon) vers un entrepôt de la rive gauche : nous envoyons le véhicule qui convient à chaque envoi.`,
      coverage:
        'Tous les districts anversois, Borsbeek compris, les deux rives du port, de Beveren-Kruibeke-Zwijndrecht à Berendrecht, et, parmi les communes voisines, Mortsel, Edegem et Schoten.',
    },
    servicesTitle: 'Nos services de coursier à Anvers',
    services: [
      {
        kind: 'same-day',
        title: 'Livraison le jour même',
        text: `Réservée avant ${sameDay.withinCity} h, votre course est livrée dans la journée partout à Anvers et dans toutes les communes qui la bordent, comme Mortsel, Edegem, Schoten ou Beveren-Kruibeke-Zwijndrecht ; avant ${sameDay.betweenCities} h, elle rejoint le jour même Bruxelles, Gand, Liège ou Charleroi. Numéro de suivi, preuve de livraison par signature ou photo et avis par e-mail ou SMS compris.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Navettes fixes entre votre siège, vos entrepôts et vos clients anversois, courses récurrentes regroupées sur une facture mensuelle : moins de paperasse pour votre comptabilité.',
      },
      {
        kind: 'port',
        title: 'Logistique portuaire',
        text: 'Documents originaux, scellés, pièces de rechange et échantillons livrés aux terminaux, aux transitaires et aux agents maritimes du port d’Anvers-Bruges, de jour comme de nuit, au rythme des escales.',
      },
      {
        kind: 'international',
        title: 'Vers les Pays-Bas et au-delà',
        text: 'Documents des maisons de négoce, échantillons et pièces des entreprises anversoises : livraison directe vers les Pays-Bas, la France, l’Allemagne ou le Luxembourg, assurée sur valeur déclarée selon la formule choisie.',
      },
      {
        kind: 'industrial',
        title: 'Express industriel',
        text: 'Une vanne, un joint ou un moteur qui manque à l’arrêt technique d’une usine chimique : nous allons chercher la pièce chez le fournisseur et la livrons à l’entrée du site sans perdre une minute.',
      },
      {
        kind: 'ecommerce',
        title: 'Commerce en ligne',
        text: 'Enlèvement quotidien chez les boutiques en ligne anversoises et livraison de leurs clients dans toute la ville, retours compris, pour un service qui fidélise.',
      },
    ],
    zones: {
      title: 'Zones desservies à Anvers',
      items: [
        'Centre d’Anvers',
        'Eilandje',
        'Zuid et Nieuw Zuid',
        'Linkeroever',
        'Berchem',
        'Borgerhout',
        'Deurne',
        'Merksem',
        'Ekeren',
        'Hoboken',
        'Wilrijk',
        'Port d’Anvers, rive droite et rive gauche',
      ],
    },
    closing: {
      title: 'Un envoi à faire à Anvers ?',
      text: 'Que ce soit pour le port, le quartier diamantaire ou une adresse en ville, décrivez-nous votre envoi : devis gratuit et chauffeur disponible jour et nuit.',
    },
  },
  nl: {
    name: 'Antwerpen',
    title: 'Koerier in Antwerpen: expreslevering in stad en haven',
    description: `Expreskoerier in Antwerpen: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten, ritten naar de haven, discreet vervoer in het Diamantkwartier, pakketten en pallets.`,
    heroTitle: 'Expreslevering in Antwerpen',
    heroLead: `Van de Groenplaats tot het Eilandje: binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging haalt een chauffeur uw zending op.`,
    introTitle: 'Snel door de stad, de haven en de districten',
    intro: [
      'Antwerpen draait op zijn haven. Sinds de fusie met Zeebrugge heet ze de haven van Antwerpen-Brugge, de tweede grootste van Europa, met op de rechteroever de petrochemie en het grootste geïntegreerde chemiecluster van het continent en op de Linkeroever de containerterminals van de Waaslandhaven en het Deurganckdok. Expediteurs, douanekantoren, scheepsagenten en onderhoudsfirma’s zoeken er elke dag een koerier die een origineel document of een wisselstuk snel tot aan de slagboom brengt.',
      'Op wandelafstand van het Centraal Station ligt het Diamantkwartier, met de Hoveniersstraat, de Schupstraat en de Rijfstraat, de diamantbeurzen, handelshuizen en juweliers. Wie daar een certificaat bij een klant moet krijgen, contracten naar een handelspartner stuurt of verpakkingen en kantoormateriaal nodig heeft, vraagt discretie: een rechtstreekse rit, zonder tussenstops.',
      'Daarnaast is er de stad zelf. Winkels op de Meir en rond de Kammenstraat, modeontwerpers, restaurants op het Zuid en het Eilandje, kantoren in Berchem en op het Nieuw Zuid, de Universiteit Antwerpen, het UZA in Edegem en ziekenhuizen als Middelheim en Sint-Augustinus: allemaal klanten die vandaag nog een levering, een dossier of een staal verwachten.',
      'Iedereen die in Antwerpen rijdt, weet hoe snel de Ring, de Kennedytunnel en de omleidingen rond de werken aan de Oosterweelverbinding dichtslibben. Onze chauffeurs volgen het verkeer op de voet, kiezen de vlotste tunnel en kennen de toegangswegen van elk district, van Merksem tot Hoboken en van Deurne tot de Linkeroever, zodat uw zending niet in de file blijft staan.',
    ],
    highlights: {
      pickup: `Binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging rijdt een chauffeur voor, met de wagen voor een zending onder ${fleet.scooterOrCar.maxKg} kg en anders met een bestelwagen, aan het Centraal Station, op het Eilandje of bij een expediteur in de havenzone.`,
      parcels: `Cognossementen en douanedocumenten, pakketten voor een winkel op de Meir, kleine pallets of europallets (${euroPalletCm.nl}, in de grote bestelwagen) voor een magazijn op de Linkeroever: wij sturen het voertuig dat bij elke zending past.`,
      coverage:
        'Alle Antwerpse districten, Borsbeek inbegrepen, beide oevers van de haven, van Beveren-Kruibeke-Zwijndrecht tot Berendrecht, en de buurgemeenten Mortsel, Edegem en Schoten.',
    },
    servicesTitle: 'Onze koeriersdiensten in Antwerpen',
    services: [
      {
        kind: 'same-day',
        title: 'Levering op dezelfde dag',
        text: `Boekt u vóór ${sameDay.withinCity} uur, dan is uw zending dezelfde dag op haar bestemming in Antwerpen en in alle gemeenten die eraan grenzen, zoals Mortsel, Edegem, Schoten of Beveren-Kruibeke-Zwijndrecht, met een zendingsnummer, een leveringsbewijs met handtekening of foto en een bericht per e-mail of sms.`,
      },
      {
        kind: 'b2b',
        title: 'Vervoer tussen bedrijven',
        text: 'Vaste ritten tussen uw hoofdzetel, magazijnen en Antwerpse klanten, terugkerende opdrachten samengebracht op één maandfactuur: minder administratie voor uw boekhouding.',
      },
      {
        kind: 'port',
        title: 'Havenlogistiek',
        text: 'Originele documenten, zegels, wisselstukken en stalen voor terminals, expediteurs en scheepsagenten in de haven van Antwerpen-Brugge, dag en nacht, afgestemd op de aankomst van het schip.',
      },
      {
        kind: 'international',
        title: 'Diamantkwartier en buitenland',
        text: 'Certificaten, contracten en documenten discreet en rechtstreeks vervoerd tussen de handelshuizen en juweliers van het Diamantkwartier, en desgewenst verder naar Nederland, Frankrijk, Duitsland of Luxemburg.',
      },
      {
        kind: 'industrial',
        title: 'Industriële spoedritten',
        text: 'Ontbreekt er een klep, een pakking of een motor tijdens de stilstand van een chemiebedrijf? Wij halen het onderdeel bij de leverancier en zetten het af aan de poort van de site.',
      },
      {
        kind: 'ecommerce',
        title: 'Webshops',
        text: 'Dagelijkse ophaling bij Antwerpse webshops en levering aan hun klanten in de hele stad, retourzendingen inbegrepen, zodat uw klanten niet lang hoeven te wachten.',
      },
    ],
    zones: {
      title: 'Waar we in Antwerpen rijden',
      items: [
        'Antwerpen-Centrum',
        'Het Eilandje',
        'Het Zuid en Nieuw Zuid',
        'Linkeroever',
        'Berchem',
        'Borgerhout',
        'Deurne',
        'Merksem',
        'Ekeren',
        'Hoboken',
        'Wilrijk',
        'Antwerpse haven, rechter- en linkeroever',
      ],
    },
    closing: {
      title: 'Iets te versturen in Antwerpen?',
      text: 'Voor de haven, het Diamantkwartier of een adres in de stad: beschrijf uw zending en u krijgt een gratis offerte, met een chauffeur die dag en nacht klaarstaat.',
    },
  },
};
