import type { CityRecord } from '../types';
import { brusselsDelivery, brusselsExpress, fleet, pickup, sameDay, van } from '../../offer';
import { formatters } from '../../format';
import { euroPalletCm } from '../euro-pallet';

/** The figures' formatting in each language. */
const num = { fr: formatters('fr').num, nl: formatters('nl').num };

/** Copy of the Brussels pages (/fr/livraison-express-bruxelles/, /nl/expresslevering-brussel/). */
export const brussels: CityRecord = {
  fr: {
    name: 'Bruxelles',
    title: 'Livraison express à Bruxelles : coursier des 19 communes',
    description: `Coursier express à Bruxelles : enlèvement Express en ${pickup.fromMin} à ${pickup.toMin} minutes, plis, colis et petites palettes, courses médicales et documents urgents. Devis gratuit.`,
    heroTitle: 'Livraison express à Bruxelles',
    heroLead: `Un chauffeur chez vous ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation, à scooter pour un envoi de moins de ${fleet.scooterOrCar.maxKg} kg, en camionnette au-delà, du Pentagone aux deux Woluwe.`,
    introTitle: 'Un coursier qui connaît la capitale par cœur',
    intro: [
      'Bruxelles ne ressemble à aucune autre ville du pays : dix-neuf communes, deux langues officielles, la Commission européenne, le Conseil de l’Union européenne et une grande partie des travaux du Parlement européen, le siège de l’OTAN, des centaines d’ambassades, de fédérations professionnelles et de sièges sociaux. Entre le quartier Nord, l’avenue Louise, le quartier européen et le Pentagone, les bureaux échangent chaque jour des contrats, des badges, des maquettes et du matériel informatique qui ne peuvent pas attendre le lendemain. Pour ces envois-là, un coursier réactif fait toute la différence.',
      'Le commerce bruxellois a lui aussi ses urgences. Une boutique de la rue Neuve en rupture de stock un samedi, un créateur de la rue Dansaert qui doit livrer une cliente à Uccle, un restaurant du quartier Sainte-Catherine ou du Châtelain qui manque de vaisselle avant le service, un grossiste des Abattoirs d’Anderlecht qui réapprovisionne ses clients : nous enlevons la marchandise, nous la livrons dans la foulée et vous recevez la confirmation de livraison avec signature ou photo.',
      'La capitale est aussi un grand pôle de soins et de savoir. L’UZ Brussel à Jette, les Cliniques universitaires Saint-Luc à Woluwe-Saint-Lambert, l’hôpital Erasme à Anderlecht, le CHU Saint-Pierre près de la porte de Hal, l’ULB au Solbosch et à la Plaine, la VUB boulevard de la Plaine : laboratoires, cabinets médicaux, pharmacies et services universitaires peuvent nous confier des prélèvements, des dossiers et du matériel qui doivent arriver à l’heure, sans détour.',
      'Nos chauffeurs connaissent les sens uniques du Pentagone, les horaires de livraison du piétonnier et les bouchons de la petite ceinture. Ils circulent dans les dix-neuf communes, de Schaerbeek à Watermael-Boitsfort, de Berchem-Sainte-Agathe à Auderghem, et rejoignent sans difficulté la zone du canal, le Heysel, Tour & Taxis, les zonings de Zaventem et de Vilvorde ou l’aéroport de Bruxelles-National.',
    ],
    highlights: {
      pickup: `Un chauffeur se présente ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation, que vous soyez au rond-point Schuman, près de la gare du Midi ou dans un zoning d’Evere.`,
      parcels: `Plis confidentiels pour un cabinet d’avocats, cartons pour une boutique de la rue Neuve, demi-palettes ou palette Europe de ${euroPalletCm.fr} en grand fourgon pour un chantier à Forest : un seul appel suffit.`,
      coverage:
        'Les dix-neuf communes de la Région de Bruxelles-Capitale et la proche périphérie, de Drogenbos à Zaventem, avec des chauffeurs qui savent où se garer pour charger.',
    },
    servicesTitle: 'Nos services de coursier à Bruxelles',
    services: [
      {
        kind: 'same-day',
        title: `Livraison Express en ${brusselsDelivery.fr}`,
        text: `En Express, votre course est livrée partout dans la Région bruxelloise ${brusselsExpress.fr.delivery}, ${brusselsExpress.fr.cutOff}. Entre Bruxelles, Anvers, Gand, Liège et Charleroi, elle est livrée le jour même pour une commande confirmée avant ${sameDay.betweenCities} h. Avec un numéro de suivi et une preuve de livraison par signature ou photo.`,
      },
      {
        kind: 'b2b',
        title: 'Transport entre entreprises',
        text: 'Navettes régulières entre vos bureaux, vos agences et votre entrepôt, courses récurrentes et facturation mensuelle : la formule des sièges sociaux du quartier Louise et du quartier Nord.',
      },
      {
        kind: 'documents',
        title: 'Documents urgents et institutions',
        text: 'Dossier à déposer au Palais de justice, offre à remettre avant l’échéance d’un marché public, pli pour une représentation permanente du quartier européen : remise en main propre, contre signature.',
      },
      {
        kind: 'medical',
        title: 'Coursier médical',
        text: 'Prélèvements, résultats, dispositifs et petites fournitures entre laboratoires, cabinets et hôpitaux comme l’UZ Brussel, Saint-Luc, Erasme ou Saint-Pierre, en priorité et à toute heure ; transport sous température dirigée sur demande, dans le respect de la réglementation applicable.',
      },
      {
        kind: 'pallets',
        title: 'Palettes et volumes',
        text: `Quarts et demi-palettes, palettes Europe de ${euroPalletCm.fr} sur demande, mobilier de stand pour le Heysel, matériel de bureau à déménager : nos camionnettes emportent jusqu’à ${num.fr(van.payloadKg)} kg et nos grands fourgons les palettes Europe et les gros volumes, d’un bout à l’autre de la Région.`,
      },
      {
        kind: 'ecommerce',
        title: 'Commerce en ligne',
        text: `Enlèvement chaque jour chez les boutiques en ligne et les commerçants bruxellois, livraison de leurs clients en Express ${brusselsExpress.fr.delivery} et reprise des retours lors du même passage.`,
      },
    ],
    zones: {
      title: 'Les 19 communes bruxelloises desservies',
      items: [
        'Anderlecht',
        'Auderghem',
        'Berchem-Sainte-Agathe',
        'Bruxelles-Ville',
        'Etterbeek',
        'Evere',
        'Forest',
        'Ganshoren',
        'Ixelles',
        'Jette',
        'Koekelberg',
        'Molenbeek-Saint-Jean',
        'Saint-Gilles',
        'Saint-Josse-ten-Noode',
        'Schaerbeek',
        'Uccle',
        'Watermael-Boitsfort',
        'Woluwe-Saint-Lambert',
        'Woluwe-Saint-Pierre',
      ],
    },
    closing: {
      title: 'Une course urgente à Bruxelles ?',
      text: 'Dites-nous ce qu’il faut enlever et où le livrer : vous recevez un devis gratuit et un chauffeur part vers vous, même en soirée, le week-end ou un jour férié.',
    },
  },
  nl: {
    name: 'Brussel',
    title: 'Expreslevering in Brussel: koerier in alle 19 gemeenten',
    description: `Expreskoerier in Brussel: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten, pakketten, pallets, medische ritten en dringende documenten voor instellingen. Gratis offerte.`,
    heroTitle: 'Expreslevering in Brussel',
    heroLead: `Een chauffeur aan uw deur ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging, met de scooter voor een zending onder ${fleet.scooterOrCar.maxKg} kg en anders met de bestelwagen, van de Europese wijk tot Jette en van Anderlecht tot Evere.`,
    introTitle: 'Uw koerier in de hoofdstad',
    intro: [
      'Brussel is de hoofdstad van België, zetel van het Vlaams Parlement en de Vlaamse regering, en thuisbasis van de Europese Commissie, de Raad en een groot deel van de werkzaamheden van het Europees Parlement. In de Noordwijk, langs de Louizalaan, in de Europese wijk en binnen de Vijfhoek werken duizenden kantoren, advocatenkantoren, federaties en ambassades die dagelijks contracten, badges, prototypes en computers heen en weer sturen. Wie daar een koerier nodig heeft, wil geen vaag tijdsvenster, maar een chauffeur die weet waar hij in de Wetstraat kan laden en lossen.',
      'De stad is ook een medisch en academisch knooppunt. Het UZ Brussel en de medische campus van de VUB in Jette, de Universitaire Klinieken Sint-Luc in Sint-Lambrechts-Woluwe, het Erasmusziekenhuis in Anderlecht en het Sint-Pietersziekenhuis aan de Hallepoort werken samen met tientallen labo’s, huisartsenpraktijken en apotheken. Stalen, resultaten en medisch materiaal mogen daar niet blijven liggen: wij rijden ze rechtstreeks van afzender naar bestemming.',
      'Ook handelaars en horecazaken hebben vaak haast. Een zaak in de Nieuwstraat die zaterdag zonder voorraad zit, een ontwerper in de Dansaertstraat die een klant in Ukkel moet beleveren, een restaurant rond het Sint-Katelijneplein dat nog vaatwerk nodig heeft voor de avonddienst, een groothandel op de markt van Abattoir in Kuregem: wij halen op, leveren meteen door en u krijgt een bevestiging met handtekening of foto.',
      'Onze chauffeurs kennen de eenrichtingsstraten van de Vijfhoek, de voetgangerszone rond de Beurs, de leveruren in de winkelstraten en de files op de kleine ring. Ze rijden dagelijks door alle negentien gemeenten, van Schaarbeek tot Watermaal-Bosvoorde, en net zo vlot naar de kanaalzone, de Vlaamse administratie op Tour & Taxis, de Heizel, de bedrijventerreinen van Zaventem en Vilvoorde of de luchthaven.',
    ],
    highlights: {
      pickup: `Binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging staat een chauffeur klaar, of u nu aan het Schumanplein, bij het Zuidstation of op een bedrijventerrein in Evere zit.`,
      parcels: `Een vertrouwelijke enveloppe voor een notaris, dozen voor een winkel in de Nieuwstraat of een europallet van ${euroPalletCm.nl} in de grote bestelwagen voor een werf in Vorst: één telefoontje volstaat.`,
      coverage:
        'Alle negentien gemeenten van het Brussels Hoofdstedelijk Gewest en de Vlaamse rand, van Drogenbos tot Zaventem, met chauffeurs die weten waar ze kunnen laden.',
    },
    servicesTitle: 'Onze koeriersdiensten in Brussel',
    services: [
      {
        kind: 'same-day',
        title: `Expreslevering binnen ${brusselsDelivery.nl}`,
        text: `Met Expres leveren we overal in het Brussels Gewest ${brusselsExpress.nl.delivery}, ${brusselsExpress.nl.cutOff}. Tussen Brussel, Antwerpen, Gent, Luik en Charleroi leveren we dezelfde dag voor een bestelling bevestigd vóór ${sameDay.betweenCities} uur. Elke zending krijgt een nummer om ze op te volgen en een leveringsbewijs met handtekening of foto.`,
      },
      {
        kind: 'b2b',
        title: 'Vervoer tussen bedrijven',
        text: 'Vaste ritten tussen uw kantoren, filialen en magazijn, terugkerende opdrachten en maandelijkse facturatie: op maat van hoofdzetels in de Noordwijk en kantoren langs de Louizalaan.',
      },
      {
        kind: 'documents',
        title: 'Dringende documenten',
        text: 'Een dossier voor de griffie van het Justitiepaleis, stukken voor een Europese instelling: persoonlijk overhandigd, tegen handtekening.',
      },
      {
        kind: 'medical',
        title: 'Medische koerier',
        text: 'Stalen, resultaten, hulpmiddelen en kleine voorraden tussen labo’s, praktijken en ziekenhuizen zoals het UZ Brussel, Sint-Luc, Erasmus of Sint-Pieter, met voorrang en op elk uur. Gekoeld vervoer op aanvraag, volgens de geldende regelgeving.',
      },
      {
        kind: 'pallets',
        title: 'Pallets en volume',
        text: `Kwart- en halve pallets, op aanvraag europallets van ${euroPalletCm.nl}, beursstands voor de Heizel, kantoormeubilair dat moet verhuizen: onze bestelwagens nemen tot ${num.nl(van.payloadKg)} kg per rit mee en de grote bestelwagen neemt europallets en groot volume, door het hele gewest.`,
      },
      {
        kind: 'ecommerce',
        title: 'Webshops',
        text: `Dagelijkse ophaling bij Brusselse webshops en handelaars, levering aan hun klanten met Expres ${brusselsExpress.nl.delivery} en retourzendingen die we bij dezelfde rit meenemen.`,
      },
    ],
    zones: {
      title: 'De 19 Brusselse gemeenten die we bedienen',
      items: [
        'Anderlecht',
        'Brussel-Stad',
        'Elsene',
        'Etterbeek',
        'Evere',
        'Ganshoren',
        'Jette',
        'Koekelberg',
        'Oudergem',
        'Schaarbeek',
        'Sint-Agatha-Berchem',
        'Sint-Gillis',
        'Sint-Jans-Molenbeek',
        'Sint-Joost-ten-Node',
        'Sint-Lambrechts-Woluwe',
        'Sint-Pieters-Woluwe',
        'Ukkel',
        'Vorst',
        'Watermaal-Bosvoorde',
      ],
    },
    closing: {
      title: 'Dringend iets te versturen in Brussel?',
      text: 'Laat ons weten wat er opgehaald moet worden en waarheen: u krijgt een gratis offerte en een chauffeur vertrekt naar u, ook ’s avonds, in het weekend of op een feestdag.',
    },
  },
};
