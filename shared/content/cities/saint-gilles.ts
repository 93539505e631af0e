import type { CityRecord } from '../types';
import { brusselsDelivery, brusselsExpress, pickup } from '../../offer';
import { euroPalletCm } from '../euro-pallet';

/** Copy of the Saint-Gilles pages (/fr/livraison-express-saint-gilles/, /nl/expresslevering-sint-gillis/). */
export const saintGilles: CityRecord = {
  fr: {
    name: 'Saint-Gilles',
    title: 'Coursier express à Saint-Gilles : Parvis, Barrière et Midi',
    description: `Coursier express à Saint-Gilles : enlèvement en ${pickup.fromMin} à ${pickup.toMin} minutes au Parvis, à la Barrière ou près de la gare du Midi. Colis, plis et palettes. Devis gratuit.`,
    heroTitle: 'Coursier express à Saint-Gilles, du Parvis à la gare du Midi',
    heroLead: `Restaurants, créateurs, bureaux et voyageurs pressés : nous enlevons vos envois ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation et les livrons partout à Bruxelles.`,
    introTitle: 'Saint-Gilles, petite commune au rythme intense',
    intro: [
      'Saint-Gilles tient sur un petit territoire mais compte parmi les communes les plus densément peuplées du pays. Tout y est proche, et pourtant tout y est serré : rues en pente, trams qui remontent la chaussée de Charleroi, places animées jusque tard le soir. Autour du Parvis, cafés, restaurants, épiceries fines et librairies se partagent les trottoirs, tandis que la Barrière, où se croisent la chaussée de Waterloo et la chaussée d’Alsemberg, sert de point de repère à nos chauffeurs.',
      'Au nord, la gare du Midi, située en grande partie sur le territoire de la commune, relie Bruxelles à Paris, Londres, Amsterdam et Cologne, et le marché du Midi s’installe chaque dimanche matin le long des voies. Pour les entreprises, la gare est un point d’échange précieux : nous y apportons des documents ou un colis à remettre à un voyageur avant son départ, ou nous récupérons un pli confié à une personne qui arrive de l’étranger.',
      'Plus haut, autour du musée Horta et de la rue Américaine, les maisons de maître abritent des cabinets médicaux, des bureaux d’architectes et de petites agences de création. Entre la Porte de Hal et la Barrière, les commerces de proximité se réapprovisionnent au fil de la journée, et le soir ce sont les cuisines du Parvis et de la chaussée de Waterloo qui nous confient leurs livraisons.',
    ],
    highlights: {
      pickup: `Au Parvis, à la Barrière ou au pied de la Porte de Hal, un chauffeur récupère votre envoi ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation, même quand les rues sont encombrées.`,
      parcels: `Plateaux de traiteur, enveloppe pour un voyageur, cartons d’un créateur, petites palettes ou palette Europe de ${euroPalletCm.fr} : chaque format part dans le véhicule qui lui convient, la palette Europe en grand fourgon.`,
      coverage:
        'Nous sillonnons Saint-Gilles jusque dans ses plus petites rues et poursuivons vers Forest, Ixelles, Anderlecht et les Marolles sans changer de véhicule.',
    },
    servicesTitle: 'Nos services de livraison à Saint-Gilles',
    services: [
      {
        kind: 'same-day',
        title: `Livraison Express en ${brusselsDelivery.fr}`,
        text: `En Express, votre expédition au départ de Saint-Gilles est remise à son destinataire bruxellois ${brusselsExpress.fr.delivery}, ${brusselsExpress.fr.cutOff}. Directement, sans passer par un dépôt.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Trajets réguliers entre vos bureaux, vos ateliers et vos clients, facturés chaque mois, pour les architectes, les agences et les commerçants de la commune.',
      },
      {
        kind: 'restaurants',
        title: 'Restaurants et traiteurs',
        text: 'Les cuisines du Parvis et de la chaussée de Waterloo nous confient leurs commandes de groupe, leurs buffets et leurs réapprovisionnements entre deux services.',
      },
      {
        kind: 'documents',
        title: 'Documents urgents et gare du Midi',
        text: 'Un passeport oublié, un contrat à remettre avant un départ en train : nous portons vos plis jusqu’au point de rendez-vous convenu dans la gare du Midi.',
      },
    ],
    zones: {
      title: 'Quartiers desservis à Saint-Gilles et autour',
      items: [
        'Parvis de Saint-Gilles',
        'Barrière de Saint-Gilles',
        'Gare du Midi',
        'Porte de Hal',
        'Place Morichar',
        'Quartier de l’hôtel de ville',
        'Chaussée de Charleroi',
        'Quartier Bosnie',
        'Châtelain (Ixelles)',
        'Altitude 100 (Forest)',
        'Cureghem (Anderlecht)',
        'Marolles (Bruxelles)',
      ],
    },
    closing: {
      title: 'Un envoi à faire partir de Saint-Gilles ?',
      text: `Dites-nous ce qu’il faut transporter et où : vous recevez un devis gratuit, puis un chauffeur se présente en ${pickup.fromMin} à ${pickup.toMin} minutes.`,
    },
  },
  nl: {
    name: 'Sint-Gillis',
    title: 'Koerier in Sint-Gillis: voorplein, Bareel en Zuidstation',
    description: `Expreskoerier in Sint-Gillis: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten aan het voorplein, de Bareel of het Zuidstation. Pakketten en kleine pallets. Gratis offerte.`,
    heroTitle: 'Expreskoerier in Sint-Gillis, van het voorplein tot het Zuidstation',
    heroLead: `Voor restaurants, ontwerpers, kantoren en reizigers met haast: ophaling ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging en levering overal in Brussel.`,
    introTitle: 'Sint-Gillis: klein van oppervlakte, groot in drukte',
    intro: [
      'Sint-Gillis is een kleine gemeente, maar een van de dichtstbevolkte van België. Alles ligt er dicht bij elkaar, en juist daarom is het er krap: hellende straten, trams die de Charleroisesteenweg op rijden en pleinen die tot laat op de avond vol volk zitten. Rond het Sint-Gillisvoorplein delen cafés, restaurants, delicatessenzaken en boekhandels de stoep, en de Bareel, waar de Waterloosesteenweg en de Alsembergsesteenweg samenkomen, is voor onze chauffeurs het vaste oriëntatiepunt.',
      'In het noorden ligt het Zuidstation, grotendeels op het grondgebied van Sint-Gillis, met treinen naar Parijs, Londen, Amsterdam en Keulen. Op zondagochtend strekt de Zuidmarkt zich uit langs de sporen. Voor bedrijven is het station een handig overdrachtspunt: we brengen stukken of een pakket naar een reiziger voor zijn trein vertrekt, of nemen een envelop over van iemand die net uit het buitenland aankomt.',
      'Hogerop, rond het Hortamuseum en de Amerikaansestraat, zijn in de herenhuizen dokterspraktijken, architectenbureaus en kleine ontwerpbureaus gevestigd. Tussen de Hallepoort en de Bareel vullen buurtwinkels de hele dag door hun voorraad aan, en ’s avonds zijn het de keukens van het voorplein en de Waterloosesteenweg die ons hun leveringen toevertrouwen.',
    ],
    highlights: {
      pickup: `Aan het voorplein, aan de Bareel of vlak bij de Hallepoort: binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging neemt een chauffeur uw zending mee, ook in drukke straten.`,
      parcels: `Schotels van een traiteur, een envelop voor een reiziger, dozen van een ontwerper, kleine pallets of een europallet van ${euroPalletCm.nl}: elk formaat gaat mee in het voertuig dat erbij past, de europallet in de grote bestelwagen.`,
      coverage: 'We kennen elk straatje van Sint-Gillis en rijden zonder overladen door naar Vorst, Elsene, Anderlecht en de Marollen.',
    },
    servicesTitle: 'Onze leveringsdiensten in Sint-Gillis',
    services: [
      {
        kind: 'same-day',
        title: `Expreslevering binnen ${brusselsDelivery.nl}`,
        text: `Met Expres wordt uw zending uit Sint-Gillis rechtstreeks bij de bestemmeling in het Brussels Gewest geleverd, ${brusselsExpress.nl.delivery}, ${brusselsExpress.nl.cutOff}. Zonder tussenstop in een depot.`,
      },
      {
        kind: 'b2b',
        title: 'B2B-transport',
        text: 'Regelmatige ritten tussen uw kantoor, uw atelier en uw klanten voor architecten, agentschappen en handelaars, met één factuur per maand.',
      },
      {
        kind: 'restaurants',
        title: 'Restaurants en traiteurs',
        text: 'De keukens rond het voorplein en de Waterloosesteenweg laten ons groepsbestellingen, buffetten en dringende aanvullingen tussen twee diensten vervoeren.',
      },
      {
        kind: 'documents',
        title: 'Dringende documenten en Zuidstation',
        text: 'Een vergeten paspoort of een contract dat vóór vertrek mee moet: we brengen uw stukken naar het afgesproken ontmoetingspunt in het Zuidstation.',
      },
    ],
    zones: {
      title: 'Wijken die we in en rond Sint-Gillis bedienen',
      items: [
        'Sint-Gillisvoorplein',
        'Bareel van Sint-Gillis',
        'Zuidstation',
        'Hallepoort',
        'Moricharplein',
        'Wijk rond het gemeentehuis',
        'Charleroisesteenweg',
        'Bosniëwijk',
        'Kastelein (Elsene)',
        'Hoogte Honderd (Vorst)',
        'Kuregem (Anderlecht)',
        'Marollen (Brussel)',
      ],
    },
    closing: {
      title: 'Een zending vanuit Sint-Gillis?',
      text: `Vertel ons wat er vervoerd moet worden en waarheen: u krijgt een gratis offerte, en binnen ${pickup.fromMin} tot ${pickup.toMin} minuten staat een chauffeur voor de deur.`,
    },
  },
};
