import type { CityRecord } from '../types';
import { brusselsDelivery, brusselsExpress, pickup } from '../../offer';
import { euroPalletCm } from '../euro-pallet';

/** Copy of the Ixelles pages (/fr/livraison-express-ixelles/, /nl/expresslevering-elsene/). */
export const ixelles: CityRecord = {
  fr: {
    name: 'Ixelles',
    title: `Coursier à Ixelles : livraison en ${brusselsDelivery.fr}, devis gratuit`,
    description: `Coursier express à Ixelles : enlèvement en ${pickup.fromMin} à ${pickup.toMin} minutes et livraison en ${brusselsDelivery.fr}, de Flagey au Châtelain et aux campus universitaires. Devis gratuit.`,
    heroTitle: 'Coursier express à Ixelles, de Flagey à l’avenue Louise',
    heroLead: `Plis d’avocats, colis de boutiques, commandes de traiteurs : nous enlevons en ${pickup.fromMin} à ${pickup.toMin} minutes et livrons en ${brusselsDelivery.fr}, dans Ixelles comme dans toute la capitale.`,
    introTitle: 'Ixelles, entre cabinets, commerces et campus',
    intro: [
      'Ixelles a une particularité que tous les coursiers connaissent : l’avenue Louise, qui appartient à la Ville de Bruxelles, coupe la commune en deux. D’un côté, le quartier Louise et le Châtelain rassemblent cabinets d’avocats, agences, galeries et restaurants ; de l’autre, la place Flagey, les étangs et l’abbaye de la Cambre ouvrent la route vers le quartier universitaire. Passer d’une moitié à l’autre aux heures de pointe demande de bien connaître les rues, et nos chauffeurs font ce trajet chaque jour.',
      'Au nord, Matongé vit au rythme de ses épiceries, salons de coiffure et restaurants congolais, entre la Porte de Namur et la chaussée de Wavre. Au sud, les campus du Solbosch et de la Plaine accueillent l’ULB et la VUB, leurs laboratoires, leurs services administratifs et des milliers d’étudiants. Entre les deux, la place Fernand Cocq, la rue du Bailli et le cimetière d’Ixelles forment des quartiers très commerçants, où chaque livraison doit respecter un créneau précis.',
      `Pour cette clientèle, la vitesse compte autant que la discrétion : des conclusions doivent parvenir au greffe avant la clôture, un traiteur du Châtelain doit servir un repas d’affaires à l’heure, une boutique doit faire porter une retouche à sa cliente. Nous nous engageons sur un passage ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation  ; la livraison suit, ${brusselsExpress.fr.delivery}, avec une preuve de livraison pour chaque envoi.`,
    ],
    highlights: {
      pickup: `Du Châtelain à Boondael, un chauffeur vient chercher votre envoi ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation, même en pleine heure de pointe.`,
      parcels: `Pièces de procédure, cartons de boutique, matériel de laboratoire, petites palettes ou, sur demande, palette Europe de ${euroPalletCm.fr} en grand fourgon : un seul numéro pour tous les formats.`,
      coverage:
        'Les deux moitiés d’Ixelles sont couvertes, de Matongé au campus de la Plaine, avec des trajets directs vers Etterbeek, Uccle, Saint-Gilles et le quartier européen.',
    },
    servicesTitle: 'Ce que nous livrons à Ixelles',
    services: [
      {
        kind: 'same-day',
        title: `Livraison Express en ${brusselsDelivery.fr}`,
        text: `En Express, le pli quitte votre bureau d’Ixelles et parvient à son destinataire dans la Région ${brusselsExpress.fr.delivery}, ${brusselsExpress.fr.cutOff}.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Navettes régulières pour les cabinets, les agences et les services universitaires, avec facturation mensuelle et un interlocuteur unique pour toutes vos adresses.',
      },
      {
        kind: 'documents',
        title: 'Documents urgents',
        text: 'Conclusions, actes et dossiers de plaidoirie portés en main propre au Palais de justice, chez un notaire ou chez un confrère, avec une preuve de livraison datée et signée.',
      },
      {
        kind: 'restaurants',
        title: 'Restaurants et traiteurs',
        text: 'Repas d’affaires, plateaux et commandes de traiteurs partent de Flagey ou du Châtelain vers les bureaux de la capitale, à l’heure convenue avec votre client.',
      },
    ],
    closing: {
      title: 'Un pli ou un colis à envoyer depuis Ixelles ?',
      text: 'Indiquez-nous l’adresse, le contenu et l’heure souhaitée : nous vous répondons avec un prix ferme et une heure de passage précise.',
    },
  },
  nl: {
    name: 'Elsene',
    title: `Koerier in Elsene: expreslevering binnen ${brusselsDelivery.nl}`,
    description: `Expreskoerier in Elsene: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten en levering binnen ${brusselsDelivery.nl}, van het Flageyplein tot de campus aan de Pleinlaan. Gratis offerte.`,
    heroTitle: 'Expreskoerier in Elsene, van Flagey tot de Louizalaan',
    heroLead: `Voor advocaten, winkels, restaurants en universiteiten: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten en levering binnen ${brusselsDelivery.nl}, in Elsene en in heel Brussel.`,
    introTitle: 'Elsene: één gemeente, twee helften',
    intro: [
      'Elsene wordt door de Louizalaan, die bij de Stad Brussel hoort, in twee stukken gesneden. Aan de ene kant liggen de Louizawijk en het Kasteleinsplein met advocatenkantoren, agentschappen, kunstgalerijen en restaurants. Aan de andere kant vormen het Flageyplein, de vijvers van Elsene en de Abdij Ter Kameren de toegang tot de wijk rond de universiteiten. Onze chauffeurs rijden dagelijks tussen beide helften en kennen de straten die ook in de spits vlot blijven.',
      'In Matonge, tussen de Naamsepoort en de Waversesteenweg, vindt u Congolese kruideniers, kapsalons en restaurants. Verder naar het zuiden liggen de campussen Solbosch en Pleinlaan van de ULB en de VUB, met hun laboratoria, administratie en duizenden studenten. Rond het Fernand Cocqplein en de Baljuwstraat liggen drukke winkelstraten, waar leveringen vaak binnen een vast tijdvenster moeten gebeuren.',
      `Een advocaat die zijn conclusie vóór sluitingstijd bij de griffie wil krijgen, een traiteur die een zakenlunch moet brengen, een boetiek die een pakket naar een vaste klant stuurt: voor hen telt elke minuut. Wij beloven een ophaling ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging en een levering ${brusselsExpress.nl.delivery}, met een leveringsbewijs voor elke zending.`,
    ],
    highlights: {
      pickup: `Van het Kasteleinsplein tot Boondaal: binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging haalt een chauffeur uw zending op, ook tijdens de spits.`,
      parcels: `Processtukken, dozen uit een boetiek, materiaal voor het labo, kleine pallets of op aanvraag een europallet van ${euroPalletCm.nl} in de grote bestelwagen: één nummer voor elk formaat.`,
      coverage:
        'Beide helften van Elsene vallen binnen ons gebied, van Matonge tot de Pleinlaan, met rechtstreekse ritten naar Etterbeek, Ukkel, Sint-Gillis en de Europese wijk.',
    },
    servicesTitle: 'Wat we in Elsene leveren',
    services: [
      {
        kind: 'same-day',
        title: `Expreslevering binnen ${brusselsDelivery.nl}`,
        text: `Met Expres ligt uw stuk ${brusselsExpress.nl.delivery} bij de bestemmeling in het Brussels Gewest, ${brusselsExpress.nl.cutOff}.`,
      },
      {
        kind: 'b2b',
        title: 'B2B-transport',
        text: 'Vaste ritten voor kantoren, agentschappen en universitaire diensten, met maandelijkse facturatie en één aanspreekpunt voor al uw adressen.',
      },
      {
        kind: 'documents',
        title: 'Dringende documenten',
        text: 'Conclusies, akten en pleitdossiers persoonlijk afgegeven in het Justitiepaleis, bij een notaris of bij een confrater, met een leveringsbewijs met datum en uur.',
      },
      {
        kind: 'restaurants',
        title: 'Restaurants en traiteurs',
        text: 'Zakenlunches, schotels en bestellingen van traiteurs vertrekken vanuit Flagey of het Kasteleinsplein en komen stipt op het afgesproken uur aan in kantoren in heel Brussel.',
      },
    ],
    closing: {
      title: 'Iets te versturen vanuit Elsene?',
      text: 'Geef ons het adres, de inhoud en het gewenste uur door: u krijgt een vaste prijs en een precies tijdstip waarop we langskomen.',
    },
  },
};
