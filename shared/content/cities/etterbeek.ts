import type { CityRecord } from '../types';
import { brusselsDelivery, brusselsExpress, pickup } from '../../offer';
import { euroPalletCm } from '../euro-pallet';

/** Copy of the Etterbeek pages (/fr/livraison-express-etterbeek/, /nl/expresslevering-etterbeek/). */
export const etterbeek: CityRecord = {
  fr: {
    name: 'Etterbeek',
    title: `Coursier express à Etterbeek : colis enlevés en ${pickup.fromMin}–${pickup.toMin} min`,
    description: `Coursier express à Etterbeek : enlèvement en ${pickup.fromMin} à ${pickup.toMin} minutes, du Cinquantenaire à la place Jourdan, pour bureaux européens, commerces et professions libérales.`,
    heroTitle: 'Livraison express à Etterbeek, entre Cinquantenaire et quartier européen',
    heroLead: `Que votre bureau donne sur la place Jourdan ou sur l’avenue de la Chasse, ou qu’il se trouve près de la station Mérode, un chauffeur vient chercher votre envoi ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation et le livre dans Bruxelles ${brusselsExpress.fr.delivery}.`,
    introTitle: 'Etterbeek, une commune dense aux portes des institutions européennes',
    intro: [
      'Sur à peine plus de trois kilomètres carrés, Etterbeek rassemble une population nombreuse, des écoles à chaque coin de rue et une vie commerçante qui ne s’arrête guère. La commune borde le parc du Cinquantenaire, ses arcades et ses musées, et prolonge le quartier européen : depuis la place Jourdan, le Parlement européen n’est qu’à quelques minutes à pied.',
      'Chaque quartier a son caractère. La place Jourdan, connue pour sa friterie et son marché du dimanche, attire employés et restaurateurs ; la Chasse, autour de l’avenue du même nom et de la chaussée de Wavre, aligne commerces de proximité et cafés ; la rue des Tongres, près de Mérode, forme un petit pôle commerçant où se croisent Belges et expatriés. Plus au sud, le long du boulevard Général Jacques, la commune côtoie le campus de la Plaine de l’ULB et de la VUB, installé juste de l’autre côté de la limite avec Ixelles.',
      'L’économie locale vit au rythme de l’Europe : cabinets d’avocats et de consultants, fédérations professionnelles, bureaux de traduction et organisations internationales travaillent à deux pas des institutions. S’y ajoutent médecins, dentistes et notaires installés dans les maisons de maître, ainsi que de nombreux indépendants. Nos chauffeurs connaissent les sens uniques, le stationnement rare, les zones de livraison prises d’assaut aux heures de bureau et les accueils sécurisés des immeubles.',
      `Pour vous, cela se traduit par un enlèvement ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation, une livraison ${brusselsExpress.fr.delivery} dans toute la Région bruxelloise et un suivi de chaque envoi jusqu’à la remise, confirmée par une signature ou une photo.`,
    ],
    highlights: {
      pickup: `Un chauffeur passe à votre cabinet ou à votre commerce d’Etterbeek ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation, même lorsque la chaussée de Wavre et l’avenue d’Auderghem sont à l’arrêt.`,
      parcels: `Contrats signés, cartons de fournitures, matériel pour une conférence, petites palettes ou même une palette Europe de ${euroPalletCm.fr}, chargée en grand fourgon : une seule réservation suffit, quel que soit le format.`,
      coverage:
        'De Mérode à la Chasse et de Jourdan à Pétillon, nos chauffeurs sillonnent Etterbeek chaque jour et relient la commune au quartier européen, à Ixelles et aux deux Woluwe.',
    },
    servicesTitle: 'Nos services de coursier à Etterbeek',
    services: [
      {
        kind: 'same-day',
        title: `Livraison Express en ${brusselsDelivery.fr}`,
        text: `En Express, votre envoi est remis partout à Bruxelles ${brusselsExpress.fr.delivery}, ${brusselsExpress.fr.cutOff}. Un dossier parti de la Chasse rejoint Uccle ou Jette sans détour par un centre de tri.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Tournées régulières entre vos bureaux, vos fournisseurs et vos clients, un interlocuteur unique et une facturation mensuelle : une formule taillée pour les cabinets et les fédérations installés autour de Jourdan.',
      },
      {
        kind: 'documents',
        title: 'Plis et documents urgents',
        text: 'Offre pour un marché public, contrat à signer aujourd’hui, dossier attendu pour une réunion au Berlaymont : vos plis sont remis en main propre, avec preuve de livraison.',
      },
      {
        kind: 'restaurants',
        title: 'Livraison pour restaurants',
        text: 'Traiteurs et restaurants de la place Jourdan et de la Chasse nous confient leurs repas de midi et leurs commandes de réception pour les bureaux du quartier européen, livrées avec soin et à l’heure.',
      },
    ],
    zones: {
      title: 'Quartiers desservis à Etterbeek et alentour',
      items: [
        'Place Jourdan',
        'La Chasse',
        'Mérode et rue des Tongres',
        'Parc du Cinquantenaire',
        'Thieffry et Pétillon',
        'Boulevard Louis Schmidt',
        'Quartier européen',
        'Campus de la Plaine',
        'Montgomery',
        'Ixelles',
      ],
    },
    closing: {
      title: 'Un envoi à faire partir d’Etterbeek ?',
      text: 'Dites-nous où enlever et où livrer : nous vous confirmons le prix et l’heure de passage du chauffeur. Le devis est gratuit et ne vous engage à rien.',
    },
  },
  nl: {
    name: 'Etterbeek',
    title: `Koerier in Etterbeek: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten`,
    description: `Expreskoerier in Etterbeek voor de Europese wijk, het Jubelpark en het Jourdanplein: ophaling ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging, levering in ${brusselsDelivery.nl}.`,
    heroTitle: 'Snelle levering in Etterbeek, tussen Jubelpark en Europese wijk',
    heroLead: `Of uw kantoor nu aan het Jourdanplein, aan de Jachtlaan of vlak bij Merode ligt: onze chauffeur staat ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging aan de deur.`,
    introTitle: 'Etterbeek: dichtbebouwd en vlak bij de Europese instellingen',
    intro: [
      'Etterbeek is iets meer dan drie vierkante kilometer groot, maar er wonen, werken en studeren opvallend veel mensen. Aan de ene kant ligt het Jubelpark met zijn triomfboog en musea, aan de andere kant begint de Europese wijk: vanaf het Jourdanplein wandelt u in enkele minuten naar het Europees Parlement.',
      'Elke wijk heeft een eigen ritme. Het Jourdanplein is bekend om zijn frietkraam en zijn zondagsmarkt, rond de Jachtlaan en de Waversesteenweg vindt u buurtwinkels en cafés, en de Tongerestraat bij Merode is een geliefde winkelstraat voor wie in de buurt woont. Langs de Generaal Jacqueslaan grenst de gemeente aan de campus van de VUB en de ULB: die draagt de naam Campus Etterbeek, maar ligt eigenlijk op het grondgebied van Elsene.',
      'Onze klanten zijn hier vaak advocaten, consultants, vertaalbureaus en belangenorganisaties die rond de Europese instellingen werken, maar ook huisartsen, tandartsen, notarissen en zelfstandige handelaars. Zij rekenen op een chauffeur die de eenrichtingsstraten, de schaarse laadzones en de beveiligde onthaalbalies van kantoorgebouwen kent.',
      `Wat u mag verwachten: ophaling ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging, levering ${brusselsExpress.nl.delivery} in het hele Brussels Gewest en opvolging van elke zending tot de handtekening of de foto bij de levering.`,
    ],
    highlights: {
      pickup: `Een chauffeur haalt uw zending op in uw kantoor of winkel in Etterbeek, ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging, ook als het verkeer op de Waversesteenweg en de Oudergemselaan vaststaat.`,
      parcels: `Getekende contracten, dozen met kantoorbenodigdheden, materiaal voor een congres, een kleine pallet of zelfs een europallet van ${euroPalletCm.nl} in de grote bestelwagen: één boeking volstaat, ongeacht het formaat.`,
      coverage:
        'Van Merode tot de Jachtlaan en van het Jourdanplein tot Pétillon rijden onze chauffeurs dagelijks door Etterbeek, met snelle verbindingen naar de Europese wijk, Elsene, Sint-Lambrechts-Woluwe en Sint-Pieters-Woluwe.',
    },
    servicesTitle: 'Onze koeriersdiensten in Etterbeek',
    services: [
      {
        kind: 'same-day',
        title: `Expreslevering binnen ${brusselsDelivery.nl}`,
        text: `Met Expres bereikt uw zending haar bestemming in Brussel ${brusselsExpress.nl.delivery}, ${brusselsExpress.nl.cutOff}. Een dossier dat aan de Jachtlaan vertrekt, gaat rechtstreeks naar Ukkel of Jette, zonder omweg langs een sorteercentrum.`,
      },
      {
        kind: 'b2b',
        title: 'B2B-vervoer',
        text: 'Vaste ritten tussen uw kantoor, uw leveranciers en uw klanten, één aanspreekpunt en maandelijkse facturatie: ideaal voor advocatenkantoren en federaties rond het Jourdanplein.',
      },
      {
        kind: 'documents',
        title: 'Dringende stukken',
        text: 'Een contract dat vandaag nog getekend moet worden, een dossier voor een vergadering in het Berlaymont: wij overhandigen het persoonlijk, met een leveringsbewijs.',
      },
      {
        kind: 'restaurants',
        title: 'Levering voor restaurants',
        text: 'Traiteurs en restaurants van het Jourdanplein en de Jachtlaan sturen hun lunchbestellingen en recepties met ons naar de kantoren van de Europese wijk, netjes en stipt op tijd.',
      },
    ],
    zones: {
      title: 'Wijken die we bedienen in en rond Etterbeek',
      items: [
        'Jourdanplein',
        'Jachtlaan en Waversesteenweg',
        'Merode en Tongerestraat',
        'Jubelpark',
        'Thieffry en Pétillon',
        'Louis Schmidtlaan',
        'Europese wijk',
        'Campus aan de Pleinlaan',
        'Montgomery',
        'Elsene',
      ],
    },
    closing: {
      title: 'Vertrekt er vandaag een zending uit Etterbeek?',
      text: 'Geef ons het ophaal- en het leveringsadres door, dan krijgt u snel een prijs en het tijdstip waarop de chauffeur langskomt. De offerte is gratis en vrijblijvend.',
    },
  },
};
