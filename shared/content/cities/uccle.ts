import type { CityRecord } from '../types';
import { brusselsDelivery, brusselsExpress, pickup } from '../../offer';
import { euroPalletCm } from '../euro-pallet';

/** Copy of the Uccle pages (/fr/livraison-express-uccle/, /nl/expresslevering-ukkel/). */
export const uccle: CityRecord = {
  fr: {
    name: 'Uccle',
    title: 'Coursier express à Uccle : actes, colis et petites palettes',
    description: `Coursier express à Uccle : enlèvement en ${pickup.fromMin} à ${pickup.toMin} minutes, de l’Observatoire à Fort Jaco et Calevoet, pour notaires, cliniques et entreprises. Devis gratuit.`,
    heroTitle: 'Livraison express à Uccle, de Saint-Job à Fort Jaco',
    heroLead: `Notaires, avocats, cliniques et particuliers d’Uccle : un chauffeur vient chercher votre envoi ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation.`,
    introTitle: 'Uccle, vaste commune verte du sud de Bruxelles',
    intro: [
      'Après la Ville de Bruxelles, Uccle est la plus grande commune de la Région par sa superficie. Très urbaine au nord, autour de la Bascule et de la chaussée d’Alsemberg, elle prend des airs presque campagnards au sud, le long de la forêt de Soignes. Entre les deux, des avenues résidentielles et des villas entourées de grands jardins rendent certaines adresses difficiles à trouver : nos chauffeurs savent où se garer et quelle entrée emprunter.',
      'Uccle est aussi une commune de sciences : l’Observatoire royal, l’Institut royal météorologique et l’Institut royal d’aéronomie spatiale se partagent le plateau de l’avenue Circulaire, et c’est à Uccle que sont relevées les températures de référence du pays. Autour du centre, de Saint-Job, de Fort Jaco et du Vivier d’Oie, beaucoup de notaires, d’avocats, de médecins et de consultants travaillent depuis une maison ou un petit bureau. Ils comptent sur nous pour faire porter des actes originaux, des dossiers et des documents signés dans les délais.',
      `Côté santé, le site Sainte-Élisabeth des Cliniques de l’Europe, avenue De Fré, et le centre médical Edith Cavell entretiennent des échanges quotidiens avec les laboratoires, les pharmacies et les cabinets de spécialistes. Au sud-ouest, le quartier de Calevoet et la zone de Stalle, le long du chemin de fer et de la chaussée d’Alsemberg, accueillent entreprises, garages et dépôts : nous y chargeons aussi bien un carton que des demi-palettes et, en grand fourgon, des palettes Europe de ${euroPalletCm.fr}.`,
    ],
    highlights: {
      pickup: `Du Prince d’Orange au Vivier d’Oie, un chauffeur se présente ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation, jusque dans les avenues les plus résidentielles.`,
      parcels: `Acte notarié sous enveloppe, colis pour une famille, matériel pour une clinique ou petites palettes : tout voyage avec le même soin, jusqu’à la palette Europe de ${euroPalletCm.fr} en grand fourgon.`,
      coverage:
        'Uccle est desservie dans son entier, de la Bascule à la forêt de Soignes, tout comme ses voisines Rhode-Saint-Genèse, Linkebeek, Drogenbos et Forest.',
    },
    servicesTitle: 'Nos services de coursier à Uccle',
    services: [
      {
        kind: 'same-day',
        title: `Livraison Express en ${brusselsDelivery.fr}`,
        text: `En Express, un envoi qui quitte Uccle arrive chez votre correspondant bruxellois ${brusselsExpress.fr.delivery}, sans transit par un centre de tri, ${brusselsExpress.fr.cutOff}.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Enlèvements programmés pour les entreprises de Stalle et de Calevoet comme pour les études et cabinets du centre, regroupés sur une facture mensuelle.',
      },
      {
        kind: 'documents',
        title: 'Documents urgents',
        text: 'Actes originaux, procurations et dossiers de succession portés en main propre chez un notaire, un avocat ou au greffe, avec une preuve de livraison.',
      },
      {
        kind: 'medical',
        title: 'Coursier médical',
        text: 'Liaisons rapides entre les cliniques d’Uccle, les laboratoires d’analyses et les cabinets médicaux, pour les plis, le petit matériel et les prélèvements correctement emballés.',
      },
    ],
    zones: {
      title: 'Quartiers desservis à Uccle et alentour',
      items: [
        'Uccle-Centre',
        'Observatoire',
        'Fort Jaco',
        'Calevoet',
        'Saint-Job',
        'Vivier d’Oie',
        'Stalle',
        'Prince d’Orange',
        'Globe',
        'Bascule',
        'Rhode-Saint-Genèse',
        'Drogenbos et Linkebeek',
      ],
    },
    closing: {
      title: 'Un acte ou un colis à faire porter depuis Uccle ?',
      text: 'Précisez l’adresse d’enlèvement, la destination et l’heure limite : nous vous adressons un devis gratuit et confirmons le passage du chauffeur.',
    },
  },
  nl: {
    name: 'Ukkel',
    title: 'Expreskoerier in Ukkel: akten, pakketten en kleine pallets',
    description: `Expreskoerier in Ukkel: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten, van de Sterrenwacht tot Fort-Jaco en Kalevoet, voor notarissen, zorg en bedrijven. Gratis offerte.`,
    heroTitle: 'Expreslevering in Ukkel, van Sint-Job tot Fort-Jaco',
    heroLead: `Notarissen, advocaten, klinieken en particulieren in Ukkel: binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging haalt een chauffeur uw zending op.`,
    introTitle: 'Ukkel: groene gemeente in het zuiden van Brussel',
    intro: [
      'Na de Stad Brussel is Ukkel de grootste gemeente van het Gewest naar oppervlakte. In het noorden is ze stedelijk, rond de Bascule en de Alsembergsesteenweg; in het zuiden grenst ze aan het Zoniënwoud en krijgt ze een bijna landelijk karakter. Daartussen liggen residentiële lanen en landhuizen met grote tuinen, waar een huisnummer niet altijd makkelijk te vinden is. Onze chauffeurs weten waar ze kunnen parkeren en welke ingang ze moeten nemen.',
      'Ukkel is ook een gemeente van de wetenschap: de Koninklijke Sterrenwacht, het Koninklijk Meteorologisch Instituut en het Koninklijk Belgisch Instituut voor Ruimte-Aeronomie liggen samen aan de Ringlaan, en de referentietemperaturen van het land worden in Ukkel gemeten. Rond het centrum, Sint-Job, Fort-Jaco en Diesdelle werken veel notarissen, advocaten, artsen en consultants vanuit hun woning of een klein kantoor. Zij rekenen op ons om originele akten, dossiers en ondertekende stukken op tijd te bezorgen.',
      `De campus Sint-Elisabeth van de Europaziekenhuizen aan de De Frélaan en het medisch centrum Edith Cavell zorgen elke dag voor ritten van en naar laboratoria, apotheken en specialisten. In het zuidwesten liggen rond Kalevoet en Stalle, langs de spoorlijn en de Alsembergsesteenweg, bedrijven, garages en opslagplaatsen: daar laden we zowel een enkele doos als halve pallets en, in de grote bestelwagen, europallets van ${euroPalletCm.nl}.`,
    ],
    highlights: {
      pickup: `Van Prins van Oranje tot Diesdelle: een chauffeur staat ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging voor de deur, ook in de rustigste residentiële lanen.`,
      parcels: `Een notariële akte in een envelop, een pakket voor een gezin, materiaal voor een kliniek of kleine pallets: alles reist met dezelfde zorg, tot de europallet van ${euroPalletCm.nl} in de grote bestelwagen.`,
      coverage:
        'We bedienen heel Ukkel, van de Bascule tot aan het Zoniënwoud, en ook de buurgemeenten Sint-Genesius-Rode, Linkebeek, Drogenbos en Vorst.',
    },
    servicesTitle: 'Onze koeriersdiensten in Ukkel',
    services: [
      {
        kind: 'same-day',
        title: `Expreslevering binnen ${brusselsDelivery.nl}`,
        text: `Met Expres vertrekt uw zending uit Ukkel en bereikt ze haar bestemming in het Brussels Gewest ${brusselsExpress.nl.delivery}, zonder omweg via een sorteercentrum, ${brusselsExpress.nl.cutOff}.`,
      },
      {
        kind: 'b2b',
        title: 'B2B-transport',
        text: 'Geplande ophalingen voor de bedrijven van Stalle en Kalevoet en voor de kantoren en praktijken in het centrum, samengebracht op één factuur per maand.',
      },
      {
        kind: 'documents',
        title: 'Dringende documenten',
        text: 'Originele akten, volmachten en dossiers over erfenissen persoonlijk afgegeven bij een notaris, een advocaat of de griffie, met een leveringsbewijs.',
      },
      {
        kind: 'medical',
        title: 'Medische koerier',
        text: 'Snelle verbindingen tussen de Ukkelse klinieken, laboratoria en medische praktijken, voor brieven, klein materiaal en goed verpakte stalen.',
      },
    ],
    zones: {
      title: 'Wijken die we in en rond Ukkel bedienen',
      items: [
        'Ukkel-Centrum',
        'Sterrenwacht',
        'Fort-Jaco',
        'Kalevoet',
        'Sint-Job',
        'Diesdelle',
        'Stalle',
        'Prins van Oranje',
        'Globe',
        'Bascule',
        'Sint-Genesius-Rode',
        'Drogenbos en Linkebeek',
      ],
    },
    closing: {
      title: 'Een akte of pakket te versturen vanuit Ukkel?',
      text: 'Geef het ophaaladres, de bestemming en het uiterste tijdstip door: u krijgt een gratis offerte en een bevestiging van het moment waarop de chauffeur langskomt.',
    },
  },
};
