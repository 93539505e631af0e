import type { CityRecord } from '../types';
import { brusselsDelivery, brusselsExpress, pickup } from '../../offer';
import { euroPalletCm } from '../euro-pallet';

/** Copy of the Anderlecht pages (/fr/livraison-express-anderlecht/, /nl/expresslevering-anderlecht/). */
export const anderlecht: CityRecord = {
  fr: {
    name: 'Anderlecht',
    title: `Coursier express à Anderlecht : livraison en ${brusselsDelivery.fr}`,
    description: `Coursier express à Anderlecht : enlèvement ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation, livraison en ${brusselsDelivery.fr}, de Cureghem au campus Erasme. Devis gratuit.`,
    heroTitle: 'Livraison express à Anderlecht, de Cureghem au campus Erasme',
    heroLead: `Un chauffeur chez vous ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation, puis une livraison ${brusselsExpress.fr.delivery} dans Anderlecht et partout dans la Région bruxelloise.`,
    introTitle: 'Anderlecht, une commune qui produit, soigne et commerce',
    intro: [
      'Anderlecht s’étend des quais du canal de Charleroi jusqu’aux prairies de Neerpede, aux portes du Pajottenland, et peu de communes bruxelloises réunissent autant d’activités différentes. À Cureghem, le site des Abattoirs accueille du vendredi au dimanche l’un des plus grands marchés de la capitale, tandis que les garages et les exportateurs de voitures du quartier Heyvaert vivent au rythme des pièces détachées et des papiers de transport. Nos chauffeurs connaissent ces rues étroites, les horaires du marché et les endroits où une camionnette peut s’arrêter sans gêner le tram.',
      `À l’autre bout de la commune, le campus Erasme rassemble l’hôpital universitaire, l’Institut Jules Bordet, la faculté de médecine de l’ULB et un parc d’activités tourné vers la recherche et les technologies de la santé. Ici, un pli pour un laboratoire, un dossier attendu par un spécialiste ou une pièce pour un appareil ne peuvent pas attendre le lendemain : nous organisons l’enlèvement en ${pickup.fromMin} à ${pickup.toMin} minutes, puis une livraison ${brusselsExpress.fr.delivery}, avec une remise contre signature.`,
      `Entre ces deux pôles, Anderlecht aligne des zones d’activité insoupçonnées : entrepôts et ateliers du boulevard Industriel, grossistes proches du canal, commerces de la chaussée de Mons et galerie marchande du Westland Shopping. Nous y transportons en Express, pour les professionnels qui ont un client à servir sans attendre, des cartons de réassort, des pièces de rechange, des demi-palettes et, sur demande, des palettes Europe de ${euroPalletCm.fr} chargées en grand fourgon. Les soirs de match au Lotto Park, dans le parc Astrid, nos chauffeurs contournent simplement le quartier.`,
    ],
    highlights: {
      pickup: `Que vous soyez à Scheut, à la Roue ou à Neerpede, un chauffeur se présente à votre porte ${pickup.fromMin} à ${pickup.toMin} minutes après la confirmation de votre demande.`,
      parcels: `Enveloppe pour un cabinet médical, colis pour une enseigne du Westland, demi-palette pour un atelier ou palette Europe de ${euroPalletCm.fr} en grand fourgon : un seul interlocuteur pour tous vos envois.`,
      coverage:
        'Toute la commune est desservie, des quais du canal jusqu’au campus Erasme, avec des liaisons directes vers Molenbeek, Forest, Dilbeek et le centre de Bruxelles.',
    },
    servicesTitle: 'Nos services de coursier à Anderlecht',
    services: [
      {
        kind: 'same-day',
        title: `Livraison Express en ${brusselsDelivery.fr}`,
        text: `En Express, votre expédition quitte Anderlecht et rejoint votre destinataire bruxellois ${brusselsExpress.fr.delivery}, ${brusselsExpress.fr.cutOff}.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Tournées régulières entre vos entrepôts du boulevard Industriel, vos clients et vos fournisseurs, avec une facture mensuelle et le suivi de chaque envoi.',
      },
      {
        kind: 'medical',
        title: 'Coursier médical',
        text: 'Transferts urgents entre le campus Erasme, les laboratoires et les cabinets de la région : plis, dossiers et petit matériel remis en main propre, contre signature.',
      },
      {
        kind: 'ecommerce',
        title: 'Commerce en ligne',
        text: 'Les vendeurs en ligne installés dans les entrepôts d’Anderlecht confient leurs colis du jour à nos chauffeurs, qui les remettent à leurs clients bruxellois sans détour.',
      },
    ],
    closing: {
      title: 'Un envoi à faire partir d’Anderlecht ?',
      text: `Donnez-nous l’adresse d’enlèvement et la destination : nous confirmons le prix et l’heure de passage, puis le chauffeur est chez vous ${pickup.fromMin} à ${pickup.toMin} minutes plus tard.`,
    },
  },
  nl: {
    name: 'Anderlecht',
    title: `Expreskoerier in Anderlecht: levering binnen ${brusselsDelivery.nl}`,
    description: `Expreslevering in Anderlecht: ophaling ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging en levering binnen ${brusselsDelivery.nl}, van Kuregem tot het Erasmusziekenhuis. Gratis offerte.`,
    heroTitle: 'Expreskoerier in Anderlecht, van Kuregem tot Erasmus',
    heroLead: `Wij halen uw zending op binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging en leveren ze ${brusselsExpress.nl.delivery} af, overal in Anderlecht en in de rest van Brussel.`,
    introTitle: 'Anderlecht: handel, zorg en industrie in één gemeente',
    intro: [
      'Wie Anderlecht alleen kent van het voetbal in het Astridpark, mist het grootste deel van de gemeente. Tussen het kanaal Brussel-Charleroi en de weilanden van Neerpede werken groothandelaars, garages, ateliers en marktkramers dicht bij elkaar. In Kuregem draait alles rond de site van het slachthuis, waar van vrijdag tot zondag een van de drukste markten van Brussel plaatsvindt, en rond de autohandel in de Heyvaertwijk.',
      `Aan de andere kant van de gemeente ligt de Erasmuscampus, met het academisch ziekenhuis van de ULB, het Bordet-instituut, de faculteit geneeskunde en een bedrijvenpark voor onderzoek en gezondheidstechnologie. Daar telt elk kwartier: een envelop voor het labo, een dossier voor een specialist of een onderdeel voor een toestel. Wij halen op binnen ${pickup.fromMin} tot ${pickup.toMin} minuten en leveren ${brusselsExpress.nl.delivery}, met een handtekening als leveringsbewijs.`,
      `Daartussen liggen bedrijvenzones langs de Industrielaan, winkels aan de Bergensesteenweg en het winkelcentrum Westland Shopping. Voor die klanten vervoeren we zowel een enkele doos als kwart- en halve pallets, en op aanvraag europallets van ${euroPalletCm.nl} in de grote bestelwagen. Op wedstrijddagen van RSC Anderlecht rijden onze chauffeurs gewoon om de drukke buurt heen.`,
    ],
    highlights: {
      pickup: `Binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging staat een chauffeur aan uw deur, of u nu in Scheut, in het Rad of in Neerpede zit.`,
      parcels: `Een envelop voor een huisartsenpraktijk, een doos voor een winkel in Westland, een halve pallet voor een atelier of een europallet van ${euroPalletCm.nl} in de grote bestelwagen: wij nemen alles mee.`,
      coverage:
        'We bedienen heel Anderlecht, van de kaaien langs het kanaal tot de Erasmuscampus, en rijden rechtstreeks door naar Molenbeek, Vorst, Dilbeek en het centrum van Brussel.',
    },
    servicesTitle: 'Onze koeriersdiensten in Anderlecht',
    services: [
      {
        kind: 'same-day',
        title: `Expreslevering binnen ${brusselsDelivery.nl}`,
        text: `Met Expres bereikt uw zending haar bestemming in het Brussels Gewest ${brusselsExpress.nl.delivery}, ${brusselsExpress.nl.cutOff}.`,
      },
      {
        kind: 'b2b',
        title: 'B2B-transport',
        text: 'Vaste ritten tussen uw magazijn aan de Industrielaan, uw klanten en uw leveranciers, met maandelijkse facturatie en opvolging van elke zending.',
      },
      {
        kind: 'medical',
        title: 'Medische koerier',
        text: 'Dringende ritten tussen de Erasmuscampus, laboratoria en praktijken in de regio, waarbij elk stuk persoonlijk en tegen handtekening wordt overhandigd.',
      },
      {
        kind: 'ecommerce',
        title: 'E-commerce',
        text: 'Webshops met een opslagplaats in Anderlecht geven hun pakketten van de dag aan onze chauffeurs mee, die ze zonder omweg bij hun Brusselse klanten afleveren.',
      },
    ],
    closing: {
      title: 'Een zending vanuit Anderlecht?',
      text: `Geef ons het ophaaladres en de bestemming door: u krijgt meteen een prijs en een tijdstip, en ${pickup.fromMin} tot ${pickup.toMin} minuten later is onze chauffeur ter plaatse.`,
    },
  },
};
