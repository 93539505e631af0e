import type { HomeRecord } from './types';
import { euroPalletCm } from './euro-pallet';
import { centreZone } from '../places/centre-zone';
import { capitalize } from '../typography';
import { distanceGateKm } from '../offer/tariff';
import {
  areaOf,
  booking,
  fleet,
  hoursText,
  insurance,
  offerWords,
  pallets,
  pickup,
  planName,
  products,
  sameDay,
  simulatorWindows,
  van,
  vanInBrussels,
} from '../offer';

const neighbours = areaOf('standard', 'neighbours').delivery;
const urgentLocal = areaOf('urgent', 'local');
const urgentNational = areaOf('urgent', 'midDistance');
const parcelLimit = products.standard.limits.find((l) => l.id === 'parcel')!;
const bulkyLimit = products.standard.limits.find((l) => l.id === 'bulky')!;
/** The first minutes of a pickup delay. */
const minutesOf = (p: (typeof urgentLocal)['pickup']) => (p === 'agreed' ? 0 : p.from);

/** Copy of the home pages /fr/ and /nl/. */
export const home: HomeRecord = {
  fr: (f, company) => {
    const x = offerWords('fr', f);
    return {
      title: `Coursier express en Belgique, ${products.urgent.name.fr} 24/7 | ${company.name}`,
      description: `Colis, petites palettes et envois urgents pour les entreprises, partout en Belgique : enlèvement Express en ${pickup.fromMin} à ${pickup.toMin} minutes dans les cinq grandes villes.`,

      hero: {
        eyebrow: 'Coursier express pour les entreprises belges',
        title: `Vos envois urgents enlevés en moins de ${pickup.toMin} minutes dans les grandes villes belges`,
        lead: `Un colis à livrer avant midi, une palette à déplacer entre deux sites, un dossier à déposer au tribunal : ${company.name} envoie une camionnette chez vous et livre par le chemin le plus court, de jour comme de nuit.`,
        cta: 'Demander un devis gratuit',
        call: 'Appelez-nous au',
        points: [
          `Enlèvement ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation dans les grandes villes`,
          `Service ${products.urgent.name.fr} 24/7, week-ends et jours fériés compris`,
          'Devis gratuit et sans engagement',
          `Scooters et voitures (moins de ${x.kg(fleet.scooterOrCar.maxKg)}), camionnettes, grands fourgons jusqu’à ${x.tonnes(van.tonnes)}`,
        ],
      },

      services: {
        title: 'Nos services',
        lead: 'Du pli confidentiel à la palette chargée, un seul interlocuteur pour tous vos transports urgents en Belgique et vers les pays voisins.',
        cards: [
          {
            icon: 'box',
            title: 'Transport de colis urgents',
            text: 'Une pièce de rechange attendue en atelier, une commande oubliée, un échantillon pour un client : nous enlevons le colis chez vous et le remettons en main propre au destinataire.',
          },
          {
            icon: 'pallet',
            title: 'Petites palettes',
            text: `Quarts, demi-palettes et palettes réduites en tournée groupée, livrés ${x.span(areaOf('pallets', 'belgium').delivery)} ; en course directe, jusqu’à la palette Europe de ${euroPalletCm.fr}, en grand fourgon.`,
          },
          {
            icon: 'bolt',
            title: 'Envois urgents',
            text: 'Quand chaque minute compte, un chauffeur part dès la confirmation et roule sans arrêt intermédiaire jusqu’à destination. Vous êtes prévenu dès la remise de l’envoi.',
          },
          {
            icon: 'building',
            title: 'Coursier pour entreprises',
            text: 'Contrats, actes, clés, matériel informatique : nos coursiers relient vos bureaux, vos fournisseurs et vos clients, avec une facture mensuelle unique pour toutes vos courses.',
          },
          {
            icon: 'globe',
            title: 'Transport national et international',
            text: `De la côte aux Ardennes, toute la Belgique est couverte ; vers la France, les Pays-Bas, l’Allemagne et le Luxembourg, notre formule ${products.standard.name.fr} livre en ${x.span(neighbours)}.`,
          },
          {
            icon: 'truck',
            title: 'Tournées régulières et gros volumes',
            text: `Réassort quotidien de vos points de vente, navettes entre vos sites, marchandises volumineuses : jusqu’à ${f.num(van.payloadKg)} kg et ${van.volumeM3} m³ par camionnette, selon un planning fixé avec vous.`,
          },
        ],
      },

      why: {
        title: `Pourquoi choisir ${company.name} ?`,
        lead: 'Des engagements mesurables, tenus chaque jour pour des centaines d’entreprises qui ne peuvent pas se permettre un retard.',
        cards: [
          {
            icon: 'clock',
            title: 'Rapidité',
            text: `À Bruxelles, Anvers, Gand, Liège et Charleroi, un chauffeur ${products.express.name.fr} est chez vous ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation  ; pour un trajet de ${x.km(distanceGateKm)} au plus, en ${products.standard.name.fr}, dans les ${pickup.elsewhereFromH} à ${pickup.elsewhereToH} h. En ${products.urgent.name.fr}, le chauffeur part dès votre appel : chez vous en ${x.minutes(minutesOf(urgentLocal.pickup))} à Bruxelles, ${x.minutes(minutesOf(urgentNational.pickup))} au plus pour un long trajet.`,
          },
          {
            icon: 'shield',
            title: 'Fiabilité',
            text: `D’après nos propres relevés des 12 derniers mois, ${f.pct(company.record.onTimePct)} de nos livraisons sont arrivées à l’heure annoncée. Nos chauffeurs connaissent les accès, les horaires et les contraintes de chaque quartier.`,
          },
          {
            icon: 'headset',
            title: 'Assistance 24/7',
            text: 'La nuit, le week-end ou un jour férié, une personne vous répond, prend votre demande en charge et vous tient informé jusqu’à la livraison.',
          },
          {
            icon: 'route',
            title: 'Traçabilité totale',
            text: 'Chaque envoi reçoit un numéro de suivi, est scanné à l’enlèvement et confirmé par signature ou photo. La preuve de livraison est conservée deux ans.',
          },
          {
            icon: 'euro',
            title: 'Des économies réelles',
            text: `Tarifs adaptés à vos volumes, regroupement des courses, facturation mensuelle : certains de nos clients ont réduit leurs frais de transport urgent de ${f.pct(company.record.savingsPct)}, selon nos calculs.`,
          },
          {
            icon: 'check',
            title: 'Devis gratuit, prix clair',
            text: `Vous connaissez le prix avant le départ du chauffeur, hors TVA et TVA comprise (${x.vat.rateText}), sans frais cachés. Le devis est gratuit et ne vous engage à rien.`,
          },
        ],
        stats: {
          onTime: 'de livraisons à l’heure sur 12 mois',
          recommend: 'de nos clients nous recommandent',
          support: 'une personne au téléphone',
          traceability: 'des envois suivis de bout en bout',
        },
      },

      coverage: {
        title: 'Zone de couverture',
        lead: 'Nos camionnettes sillonnent chaque jour les trois Régions du pays et franchissent les frontières pour vos envois vers les pays voisins.',
        belgiumTitle: 'En Belgique',
        belgium: [
          'Bruxelles',
          'Anvers',
          'Gand',
          'Liège',
          'Charleroi',
          'Bruges',
          'Namur',
          'Louvain',
          'Mons',
          'Alost',
          'Malines',
          'Tournai',
          'Hasselt',
          'Courtrai',
          'Ostende',
          'Wavre',
          'Arlon',
          'Louvain-la-Neuve',
        ],
        internationalTitle: 'À l’international',
        internationalText: `Au départ de la Belgique, vos colis et vos palettes rejoignent les quatre pays voisins avec notre formule Standard, en ${x.span(neighbours)}.`,
        countries: ['France', 'Pays-Bas', 'Allemagne', 'Luxembourg'],
      },

      cities: {
        title: 'Les villes que nous desservons',
        lead: 'Des grandes villes aux chefs-lieux de province, nos chauffeurs connaissent le terrain : accès aux zones piétonnes, quais de chargement, horaires des services publics.',
        cards: [
          {
            cityId: 'brussels',
            name: 'Bruxelles',
            region: 'Région de Bruxelles-Capitale',
            description: `Courses express dans les 19 communes, du quartier européen aux bureaux de l’avenue Louise, avec enlèvement en ${pickup.fromMin} à ${pickup.toMin} minutes.`,
            population: `≈ ${f.num(1.2)} million d’habitants (Région)`,
          },
          {
            cityId: 'antwerp',
            name: 'Anvers',
            region: 'Province d’Anvers',
            description: 'Liaisons express avec le port, deuxième d’Europe, et avec le quartier diamantaire voisin de la gare centrale.',
            population: `≈ ${f.num(540000)} habitants`,
          },
          {
            cityId: 'ghent',
            name: 'Gand',
            region: 'Flandre-Orientale',
            description: 'Colis et plis pour les entreprises du port, les campus de l’université et les commerces du centre historique.',
            population: `≈ ${f.num(265000)} habitants`,
          },
          {
            cityId: 'charleroi',
            name: 'Charleroi',
            region: 'Hainaut',
            description:
              'Transports rapides vers l’aéroport de Charleroi, l’Aéropole de Gosselies et les zones d’activité du bassin industriel.',
            population: `≈ ${f.num(200000)} habitants`,
          },
          {
            cityId: 'liege',
            name: 'Liège',
            region: 'Province de Liège',
            description:
              'Envois vers l’aéroport de Liège, grande plateforme de fret aérien, le CHU du Sart-Tilman et le port fluvial sur la Meuse.',
            population: `≈ ${f.num(195000)} habitants`,
          },
          {
            name: 'Bruges',
            region: 'Flandre-Occidentale',
            description:
              'Livraisons dans le centre historique inscrit au patrimoine mondial de l’Unesco et liaisons directes avec le port de Zeebruges.',
            population: `≈ ${f.num(119000)} habitants`,
          },
          {
            name: 'Namur',
            region: 'Province de Namur',
            description: 'Plis et documents urgents pour les administrations de la capitale wallonne et pour les entreprises de la région.',
            population: `≈ ${f.num(113000)} habitants`,
          },
          {
            name: 'Louvain',
            region: 'Brabant flamand',
            description:
              'Échantillons et documents pour la KU Leuven, l’hôpital universitaire de Gasthuisberg et les entreprises issues de la recherche.',
            population: `≈ ${f.num(102000)} habitants`,
          },
          {
            name: 'Mons',
            region: 'Hainaut',
            description: 'Courses pour l’université, le parc scientifique Initialis et les commerçants installés autour de la Grand-Place.',
            population: `≈ ${f.num(96000)} habitants`,
          },
          {
            name: 'Alost',
            region: 'Flandre-Orientale',
            description: 'Enlèvements le long de l’E40, à mi-chemin entre Bruxelles et Gand, pour les PME et les commerces de la ville.',
            population: `≈ ${f.num(90000)} habitants`,
          },
          {
            name: 'Malines',
            region: 'Province d’Anvers',
            description: 'Navettes express sur l’axe Bruxelles-Anvers, de la gare de Malines aux zones d’activité qui entourent la ville.',
            population: `≈ ${f.num(88000)} habitants`,
          },
          {
            name: 'Tournai',
            region: 'Hainaut',
            description: 'Livraisons transfrontalières vers Lille et le nord de la France, à quelques minutes de la frontière.',
            population: `≈ ${f.num(69000)} habitants`,
          },
        ],
        linkLabel: 'Coursier à',
        othersTitle: 'Nous desservons aussi',
        others: [
          'Nivelles',
          'Waterloo',
          'Ottignies',
          'Gembloux',
          'Genk',
          'Tongres',
          'Roulers',
          'Ypres',
          'Saint-Nicolas',
          'Termonde',
          'Lokeren',
          'Audenarde',
          'Turnhout',
          'Lierre',
          'Geel',
          'Vilvorde',
          'Zaventem',
          'Hal',
          'Verviers',
          'Seraing',
          'Huy',
          'Eupen',
          'La Louvière',
          'Mouscron',
          'Ath',
          'Dinant',
          'Bastogne',
        ],
        cta: 'Votre ville n’est pas citée ? Contactez-nous',
      },

      simulator: {
        title: 'Simulateur de prix',
        lead: 'Zone, véhicule, formule, distance, options : estimez le prix de votre course en 5 étapes, TVA comprise, avant même de nous appeler.',
      },

      plans: {
        title: 'Nos contrats',
        lead: 'Pour les entreprises qui expédient souvent : un contrat par produit, facturé chaque mois, avec les mêmes délais que sans contrat et une assurance incluse plus élevée. Tous comprennent le suivi de l’envoi et la preuve de livraison.',
        popular: 'Le plus demandé',
        standard: {
          name: planName.standard.fr,
          description: `Vos envois planifiés au tarif ${products.standard.name.fr}, livrés le jour ouvrable suivant.`,
          price: 'Au prix du simulateur, trajet par trajet, facturé chaque mois',
          features: [
            `Enlèvement en ${pickup.elsewhereFromH} à ${pickup.elsewhereToH} h pour un trajet de ${x.km(distanceGateKm)} au plus, à convenir au-delà`,
            `Livraison le jour ouvrable suivant, ${x.span(areaOf('standard', 'over100Km').delivery)} au-delà de ${x.km(distanceGateKm)} de trajet`,
            `Colis standard jusqu’à ${x.kg(parcelLimit.maxKg!)}, colis volumineux jusqu’à ${x.kg(bulkyLimit.maxKg!)}`,
            `Assurance jusqu’à ${f.eur(insurance.standardPlan)} par envoi, sur valeur déclarée`,
            capitalize(hoursText('fr', products.standard.hours)),
            `Réservation jusqu’à ${x.days(booking.aheadDays)} à l’avance`,
          ],
          cta: 'Demander ce contrat',
        },
        premium: {
          name: planName.premium.fr,
          description: `Vos envois du jour au tarif ${products.express.name.fr}, pour les entreprises qui expédient chaque jour.`,
          price: 'Au prix du simulateur, trajet par trajet, facturé chaque mois',
          features: [
            `Enlèvement en ${pickup.fromMin} à ${pickup.toMin} minutes à Bruxelles, Anvers, Gand, Liège et Charleroi`,
            `Livraison en ${x.span(areaOf('express', 'brussels').delivery)} à Bruxelles, le jour même dans ces villes et entre elles`,
            `Assurance jusqu’à ${f.eur(insurance.premiumPlan)} par envoi, sur valeur déclarée`,
            `${capitalize(hoursText('fr', products.express.hours))} ; ${hoursText('fr', products.weekend.hours)}, notre formule ${products.weekend.name.fr} ; la nuit, notre formule ${products.night.name.fr}`,
          ],
          cta: 'Demander ce contrat',
        },
        urgent: {
          name: planName.urgent.fr,
          description: `Vos urgences au tarif ${products.urgent.name.fr} : un chauffeur dédié, à toute heure du jour et de la nuit.`,
          price: 'Au prix du simulateur, trajet par trajet, facturé chaque mois',
          features: [
            `Enlèvement en ${x.minutes(pickup.urgentLocalMin)} à Bruxelles, ${x.minutes(pickup.urgentNationalMin)} au plus pour les longs trajets`,
            `Assurance jusqu’à ${f.eur(insurance.urgentPlan)} par envoi, sur valeur déclarée`,
            'Suivi GPS en temps réel',
            'Signature électronique à la remise',
            '24/7, week-ends et jours fériés compris',
          ],
          cta: 'Demander ce contrat',
        },
      },

      about: {
        title: `À propos de ${company.name}`,
        paragraphs: [
          `Depuis plus de ${company.record.years} ans, ${company.name} transporte les envois que les entreprises belges ne peuvent pas confier à un réseau de colis classique : pièces attendues sur une chaîne de production, dossiers à déposer avant une échéance, marchandises promises à un client pour le jour même.`,
          `Notre flotte de plus de ${company.record.vans} camionnettes couvre tout le pays et franchit les frontières vers la France, les Pays-Bas, l’Allemagne et le Luxembourg. Chaque chauffeur est joignable par notre centrale, qui suit les courses en temps réel et prévient le client au moindre imprévu.`,
          `Plus de ${company.record.clients} clients nous font confiance : commerces, restaurants, cabinets d’avocats, professions médicales, boutiques en ligne, industriels et organisateurs d’événements, mais aussi des particuliers pour un envoi ponctuel.`,
        ],
        stats: {
          atLeast: 'Plus de {n}',
          years: 'ans d’expérience',
          vans: 'camionnettes sur la route',
          clients: 'clients qui nous font confiance',
        },
      },

      faq: {
        title: 'Questions fréquentes',
        lead: 'Les réponses aux questions que nos clients nous posent le plus souvent avant un premier envoi.',
        items: [
          {
            q: 'Livrez-vous le jour même ?',
            a: `Oui. Toute commande passée avant ${sameDay.betweenCities} h est livrée le jour même entre Bruxelles, Anvers, Gand, Liège et Charleroi  ; pour un trajet qui reste dans la Région bruxelloise et les communes qui la bordent, ou dans Anvers, Gand, Liège ou Charleroi et les communes qui les bordent, vous avez jusqu’à ${sameDay.withinCity} h. Plus tard, Express livre le jour ouvrable suivant avant ${sameDay.nextMorning} h, à moins que vous ne choisissiez Urgent, qui roule jour et nuit.`,
          },
          {
            q: 'Combien de temps à l’avance puis-je réserver ?',
            a: `Vous pouvez réserver un enlèvement jusqu’à ${x.days(booking.aheadDays)} à l’avance : pratique pour planifier vos tournées et vos événements. Pour un besoin immédiat, en Express, un chauffeur est chez vous ${pickup.fromMin} à ${pickup.toMin} minutes après confirmation dans les cinq grandes villes ; en Standard, dans les ${pickup.elsewhereFromH} à ${pickup.elsewhereToH} h, pour un trajet de ${x.km(distanceGateKm)} au plus.`,
          },
          {
            q: 'Puis-je modifier une réservation ?',
            a: `Oui, l’adresse, l’heure ou le contenu d’une réservation peuvent être modifiés jusqu’à ${x.hours(booking.changeHoursBefore)} avant l’enlèvement prévu, par téléphone ou par e-mail.`,
          },
          {
            q: 'Comment savoir que mon envoi est bien arrivé ?',
            a: `La remise est confirmée par la signature du destinataire ou par une photo, et vous recevez aussitôt un avis par e-mail ou SMS. Nous conservons la preuve de livraison pendant ${x.years(booking.proofKeptYears)}.`,
          },
          {
            q: 'Livrez-vous hors de Belgique ?',
            a: `Oui. Avec notre formule Standard, un colis rejoint la France, les Pays-Bas, l’Allemagne ou le Luxembourg en ${x.span(neighbours)}, le reste de l’Europe en ${x.span(areaOf('standard', 'europe').delivery)} ; hors d’Europe, comptez ${x.span(areaOf('standard', 'world').delivery)}. Le prix est établi sur devis.`,
          },
          {
            q: 'Quels sont vos horaires ?',
            a: `Urgent roule ${hoursText('fr', products.urgent.hours)}. Standard et Express roulent ${hoursText('fr', products.express.hours)} ; en dehors de ces heures, nos formules Nuit (enlèvement entre ${x.hour(simulatorWindows.night.from)} et ${x.hour(simulatorWindows.night.to)}) et Week-end (${hoursText('fr', products.weekend.hours)}) prennent le relais.`,
          },
          {
            q: 'Que pouvez-vous transporter ?',
            a: `Plis, colis, cartons, petites palettes et palettes Europe de ${euroPalletCm.fr}, avec le véhicule qui leur convient : un scooter à Bruxelles ou une voiture ailleurs pour un pli ou un petit colis de moins de ${x.kg(fleet.scooterOrCar.maxKg)}, une camionnette qui emporte jusqu’à ${x.kg(van.payloadKg)} et ${x.m3(van.volumeM3)}, un grand fourgon de ${x.tonnes(van.tonnes)}, de ${fleet.largeVan.fromM3} à ${x.m3(fleet.largeVan.toM3)}, pour les palettes et les volumes. Les palettes ne doivent pas déborder de leur support et doivent être filmées avec au moins ${pallets.stretchTurns} tours de film étirable.`,
          },
          {
            q: 'Mes envois sont-ils assurés ?',
            a: `Oui. Sans contrat, chaque envoi est assuré selon le produit : ${f.eur(insurance.parcelBase)} en Standard, ${f.eur(insurance.express)} en Express, en Nuit et en Week-end, de ${f.eur(insurance.urgentLocal)} à ${f.eur(insurance.urgentNational)} en Urgent selon la distance, ${f.eur(insurance.pallets)} pour une petite palette en tournée groupée. Sous contrat, l’assurance va jusqu’à ${f.eur(insurance.standardPlan)} avec le ${planName.standard.fr}, ${f.eur(insurance.premiumPlan)} avec le ${planName.premium.fr} et ${f.eur(insurance.urgentPlan)} avec le ${planName.urgent.fr}. La déclaration de la valeur de la marchandise est obligatoire lors de la réservation.`,
          },
          {
            q: 'Comment se passent la facturation et le paiement ?',
            a: 'Sous contrat, vous recevez chaque mois une facture qui regroupe toutes vos courses. Sans contrat, vous choisissez cette facture mensuelle ou une facture par livraison. Le paiement se fait par carte, par virement ou via votre compte client.',
          },
          {
            q: 'Combien coûte une course ?',
            a: `Le prix dépend de la zone, du véhicule, de l’urgence et de la distance. Dans ${centreZone.fr.zone}, une course Express commence à ${x.from('express', 'brussels')} en scooter pour moins de ${x.kg(fleet.scooterOrCar.maxKg)}, à ${x.price(vanInBrussels)} en camionnette. ${centreZone.fr.rule} Notre simulateur vous donne une estimation, et le devis personnalisé est gratuit.`,
          },
        ],
        cta: 'Une autre question ? Contactez-nous',
      },

      contact: {
        title: 'Contactez-nous',
        lead: 'Un envoi à organiser maintenant ou un devis pour vos livraisons régulières ? Un appel depuis le bureau ou votre GSM, un e-mail ou le formulaire ci-dessous : nous vous répondons sans tarder.',
        phoneTitle: 'Téléphone',
        emailTitle: 'E-mail',
        addressTitle: 'Adresse',
        mapLabel: 'Voir sur la carte',
        formTitle: 'Envoyez-nous un message',
      },
    };
  },

  nl: (f, company) => {
    const x = offerWords('nl', f);
    return {
      title: `Expreskoerier in België, ${products.urgent.name.nl} 24/7 | ${company.name}`,
      description: `Pakketten, kleine pallets en B2B-koeriersdienst in heel België. Met Expres opgehaald binnen ${pickup.fromMin} tot ${pickup.toMin} minuten in de vijf grote steden. Gratis offerte.`,

      hero: {
        eyebrow: 'Koeriersdienst voor Belgische bedrijven',
        title: `Uw dringende zending opgehaald binnen ${pickup.toMin} minuten in de grote steden`,
        lead: `Een pakket dat vóór de middag bij de klant moet zijn, een pallet tussen twee vestigingen, een dossier dat nog vandaag naar de rechtbank moet: ${company.name} stuurt een bestelwagen en levert langs de snelste weg, dag en nacht. Met Expres halen we in Brussel, Antwerpen, Gent, Luik en Charleroi op binnen ${pickup.fromMin} tot ${pickup.toMin} minuten; met Standaard, voor ritten tot ${x.km(distanceGateKm)}, binnen ${pickup.elsewhereFromH} tot ${pickup.elsewhereToH} uur.`,
        cta: 'Vraag een gratis offerte',
        call: 'Bel ons op',
        points: [
          `Ophaling ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging in de vijf grote steden`,
          '24/7 bereikbaar, ook in het weekend en op feestdagen',
          'Gratis en vrijblijvende offerte',
          `Scooters en wagens (onder ${x.kg(fleet.scooterOrCar.maxKg)}), bestelwagens, grote bestelwagens tot ${x.tonnes(van.tonnes)}`,
        ],
      },

      services: {
        title: 'Onze diensten',
        lead: 'Van een vertrouwelijke envelop tot een volle pallet: één aanspreekpunt voor al uw dringende transporten in België en naar de buurlanden.',
        cards: [
          {
            icon: 'box',
            title: 'Dringend pakketvervoer',
            text: 'Een wisselstuk dat de werkplaats stillegt, een vergeten bestelling, een staal voor een klant: wij halen het pakket bij u op en overhandigen het persoonlijk aan de bestemmeling.',
          },
          {
            icon: 'pallet',
            title: 'Kleine pallets',
            text: `Kleine pallets in groupage, ${x.span(areaOf('pallets', 'belgium').delivery)} geleverd; europallets van ${euroPalletCm.nl} in een rechtstreekse rit.`,
          },
          {
            icon: 'bolt',
            title: 'Spoedzendingen',
            text: 'Telt elke minuut? Dan vertrekt er meteen na uw bevestiging een chauffeur, die zonder omweg naar de bestemming rijdt. U krijgt bericht zodra de zending geleverd is.',
          },
          {
            icon: 'building',
            title: 'B2B-koeriersdienst',
            text: 'Contracten, akten, sleutels of computermateriaal: onze koeriers verbinden uw kantoren, leveranciers en klanten, met één maandfactuur voor al uw ritten.',
          },
          {
            icon: 'globe',
            title: 'Nationaal en internationaal vervoer',
            text: `Van de kust tot de Ardennen rijden we door heel België. Naar Frankrijk, Nederland, Duitsland en Luxemburg levert onze formule ${products.standard.name.nl} binnen ${x.span(neighbours)}.`,
          },
          {
            icon: 'truck',
            title: 'Vaste ritten en zware ladingen',
            text: `Dagelijkse bevoorrading van uw winkels, pendelritten tussen uw vestigingen of omvangrijke goederen: onze bestelwagens laden tot ${x.kg(van.payloadKg)} en ${x.m3(van.volumeM3)} per rit, onze grote bestelwagens tot ${x.m3(fleet.largeVan.toM3)}, volgens een planning die we samen met u opstellen.`,
          },
        ],
      },

      why: {
        title: `Waarom kiezen voor ${company.name}?`,
        lead: 'Meetbare beloften die we elke dag waarmaken voor honderden bedrijven die zich geen vertraging kunnen permitteren.',
        cards: [
          {
            icon: 'clock',
            title: 'Snelheid',
            text: `In Brussel, Antwerpen, Gent, Luik en Charleroi staat er met ${products.express.name.nl} binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging een chauffeur aan uw deur. Met ${products.urgent.name.nl} vertrekt de chauffeur meteen: in Brussel is hij binnen ${x.minutes(minutesOf(urgentLocal.pickup))} bij u, voor lange ritten binnen ${x.minutes(minutesOf(urgentNational.pickup))}.`,
          },
          {
            icon: 'shield',
            title: 'Betrouwbaarheid',
            text: `Volgens onze eigen metingen kwam ${f.pct(company.record.onTimePct)} van onze leveringen van de voorbije 12 maanden op het afgesproken uur aan. Onze chauffeurs kennen de toegangswegen, de laadzones en de venstertijden in elke stad.`,
          },
          {
            icon: 'headset',
            title: 'Altijd bereikbaar',
            text: '’s Nachts, in het weekend of op een feestdag: er neemt altijd iemand op, die uw aanvraag behandelt en u op de hoogte houdt tot aan de levering.',
          },
          {
            icon: 'route',
            title: 'Volledige opvolging',
            text: 'Elke zending krijgt een zendingsnummer, wordt gescand bij de ophaling en afgetekend met een handtekening of foto. Het leveringsbewijs bewaren we twee jaar.',
          },
          {
            icon: 'euro',
            title: 'Echte besparingen',
            text: `Tarieven op maat van uw volumes, gebundelde ritten en maandelijkse facturatie: sommige klanten besparen volgens onze berekening ${f.pct(company.record.savingsPct)} op hun kosten voor dringend transport.`,
          },
          {
            icon: 'check',
            title: 'Gratis offerte, heldere prijs',
            text: 'U kent de prijs, exclusief en inclusief btw, nog voor de chauffeur vertrekt, zonder verborgen kosten. De offerte is gratis en vrijblijvend.',
          },
        ],
        stats: {
          onTime: 'van onze leveringen op tijd, de voorbije 12 maanden',
          recommend: 'van onze klanten beveelt ons aan',
          support: 'bereikbare klantendienst',
          traceability: 'van de zendingen volledig opgevolgd',
        },
      },

      coverage: {
        title: 'Ons werkgebied',
        lead: 'Onze bestelwagens rijden elke dag door de drie gewesten van het land en over de grens voor uw zendingen naar de buurlanden.',
        belgiumTitle: 'In België',
        belgium: [
          'Brussel',
          'Antwerpen',
          'Gent',
          'Luik',
          'Charleroi',
          'Brugge',
          'Namen',
          'Leuven',
          'Bergen',
          'Aalst',
          'Mechelen',
          'Doornik',
          'Hasselt',
          'Kortrijk',
          'Oostende',
          'Waver',
          'Aarlen',
          'Louvain-la-Neuve',
        ],
        internationalTitle: 'Internationaal',
        internationalText: `Vanuit België brengen we uw pakketten en pallets met de formule Standaard naar de vier buurlanden, binnen ${x.span(neighbours)}.`,
        countries: ['Frankrijk', 'Nederland', 'Duitsland', 'Luxemburg'],
      },

      cities: {
        title: 'Steden waar we rijden',
        lead: 'Van de grote steden tot de provinciehoofdsteden: onze chauffeurs kennen het terrein, van voetgangerszones en laadperrons tot de openingsuren van de overheidsdiensten.',
        cards: [
          {
            cityId: 'brussels',
            name: 'Brussel',
            region: 'Brussels Hoofdstedelijk Gewest',
            description: `Expresritten in de 19 gemeenten, van de Europese wijk tot de kantoren aan de Louizalaan, opgehaald binnen ${pickup.fromMin} tot ${pickup.toMin} minuten.`,
            population: `± ${f.num(1.2)} miljoen inwoners (gewest)`,
          },
          {
            cityId: 'antwerp',
            name: 'Antwerpen',
            region: 'Provincie Antwerpen',
            description:
              'Snelle verbindingen met de haven van Antwerpen-Brugge, de tweede grootste van Europa, en met de diamantwijk naast het Centraal Station.',
            population: `± ${f.num(540000)} inwoners`,
          },
          {
            cityId: 'ghent',
            name: 'Gent',
            region: 'Oost-Vlaanderen',
            description:
              'Pakketten en documenten voor de bedrijven in de haven (North Sea Port), de campussen van de universiteit en de winkels in de binnenstad.',
            population: `± ${f.num(265000)} inwoners`,
          },
          {
            cityId: 'charleroi',
            name: 'Charleroi',
            region: 'Henegouwen',
            description:
              'Snel vervoer naar de luchthaven van Charleroi, het wetenschapspark Aéropole in Gosselies en de industrieterreinen in de streek.',
            population: `± ${f.num(200000)} inwoners`,
          },
          {
            cityId: 'liege',
            name: 'Luik',
            region: 'Provincie Luik',
            description:
              'Zendingen naar de luchthaven van Luik, een belangrijk knooppunt voor luchtvracht, het universitair ziekenhuis in Sart-Tilman en de haven aan de Maas.',
            population: `± ${f.num(195000)} inwoners`,
          },
          {
            name: 'Brugge',
            region: 'West-Vlaanderen',
            description:
              'Leveringen in de historische binnenstad, werelderfgoed van UNESCO, en rechtstreekse ritten naar de haven in Zeebrugge, die sinds 2022 deel uitmaakt van de haven van Antwerpen-Brugge.',
            population: `± ${f.num(119000)} inwoners`,
          },
          {
            name: 'Namen',
            region: 'Provincie Namen',
            description:
              'Dringende documenten voor de Waalse overheidsdiensten in de hoofdstad van Wallonië en voor de bedrijven in de omgeving.',
            population: `± ${f.num(113000)} inwoners`,
          },
          {
            name: 'Leuven',
            region: 'Vlaams-Brabant',
            description:
              'Stalen en documenten voor de KU Leuven, het universitair ziekenhuis Gasthuisberg en de bedrijven die uit het onderzoek zijn gegroeid.',
            population: `± ${f.num(102000)} inwoners`,
          },
          {
            name: 'Bergen',
            region: 'Henegouwen',
            description: 'Ritten voor de universiteit, het wetenschapspark Initialis en de handelaars rond de Grote Markt.',
            population: `± ${f.num(96000)} inwoners`,
          },
          {
            name: 'Aalst',
            region: 'Oost-Vlaanderen',
            description: 'Ophalingen langs de E40, halfweg tussen Brussel en Gent, voor de kmo’s en handelaars van de stad.',
            population: `± ${f.num(90000)} inwoners`,
          },
          {
            name: 'Mechelen',
            region: 'Provincie Antwerpen',
            description: 'Pendelritten op de as Brussel-Antwerpen, van het station tot de bedrijventerreinen rond de stad.',
            population: `± ${f.num(88000)} inwoners`,
          },
          {
            name: 'Doornik',
            region: 'Henegouwen',
            description: 'Grensoverschrijdende leveringen naar Rijsel en Noord-Frankrijk, op enkele minuten van de grens.',
            population: `± ${f.num(69000)} inwoners`,
          },
        ],
        linkLabel: 'Koerier in',
        othersTitle: 'We rijden ook naar',
        others: [
          'Nijvel',
          'Waterloo',
          'Ottignies',
          'Gembloers',
          'Genk',
          'Tongeren',
          'Roeselare',
          'Ieper',
          'Sint-Niklaas',
          'Dendermonde',
          'Lokeren',
          'Oudenaarde',
          'Turnhout',
          'Lier',
          'Geel',
          'Vilvoorde',
          'Zaventem',
          'Halle',
          'Verviers',
          'Seraing',
          'Hoei',
          'Eupen',
          'La Louvière',
          'Moeskroen',
          'Aat',
          'Dinant',
          'Bastenaken',
        ],
        cta: 'Staat uw gemeente er niet bij? Neem contact op',
      },

      simulator: {
        title: 'Prijssimulator',
        lead: 'Zone, voertuig, formule, afstand en opties: bereken in 5 stappen een richtprijs voor uw rit, inclusief btw, nog voor u ons belt.',
      },

      plans: {
        title: 'Onze contracten',
        lead: 'Voor bedrijven die vaak verzenden: één contract per product, maandelijks gefactureerd, met dezelfde termijnen als zonder contract en een hogere inbegrepen verzekering. Bij elk contract horen de opvolging van uw zending en een leveringsbewijs.',
        popular: 'Meest gekozen',
        standard: {
          name: planName.standard.nl,
          description: `Uw geplande zendingen tegen het tarief ${products.standard.name.nl}, de volgende werkdag geleverd.`,
          price: 'Tegen de prijs van de simulator, per rit, maandelijks gefactureerd',
          features: [
            `Ophaling binnen ${pickup.elsewhereFromH} tot ${pickup.elsewhereToH} uur voor ritten tot ${x.km(distanceGateKm)}, verder in overleg`,
            `Levering de volgende werkdag, voor ritten van meer dan ${x.km(distanceGateKm)} ${x.span(areaOf('standard', 'over100Km').delivery)}`,
            `Standaardpakketten tot ${x.kg(parcelLimit.maxKg!)}, volumineuze tot ${x.kg(bulkyLimit.maxKg!)}`,
            `Verzekerd tot ${f.eur(insurance.standardPlan)} per zending, op basis van de aangegeven waarde`,
            capitalize(hoursText('nl', products.standard.hours)),
            `Reserveren tot ${x.days(booking.aheadDays)} vooraf`,
          ],
          cta: 'Dit contract aanvragen',
        },
        premium: {
          name: planName.premium.nl,
          description: `Uw zendingen van de dag tegen het tarief ${products.express.name.nl}, voor bedrijven die elke dag verzenden.`,
          price: 'Tegen de prijs van de simulator, per rit, maandelijks gefactureerd',
          features: [
            `Ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten in Brussel, Antwerpen, Gent, Luik en Charleroi`,
            `Levering binnen ${x.span(areaOf('express', 'brussels').delivery)} in Brussel, dezelfde dag in en tussen die steden`,
            `Verzekerd tot ${f.eur(insurance.premiumPlan)} per zending, op basis van de aangegeven waarde`,
            `${capitalize(hoursText('nl', products.express.hours))}; daarbuiten onze formules ${products.weekend.name.nl} en ${products.night.name.nl}`,
          ],
          cta: 'Dit contract aanvragen',
        },
        urgent: {
          name: planName.urgent.nl,
          description: `Uw spoedzendingen tegen het tarief ${products.urgent.name.nl}: een chauffeur die enkel voor u rijdt, op elk uur van de dag of de nacht.`,
          price: 'Tegen de prijs van de simulator, per rit, maandelijks gefactureerd',
          features: [
            `Ophaling binnen ${x.minutes(pickup.urgentLocalMin)} in Brussel, hoogstens ${x.minutes(pickup.urgentNationalMin)} voor lange ritten`,
            `Verzekerd tot ${f.eur(insurance.urgentPlan)} op basis van de aangegeven waarde`,
            'Gps-opvolging van de bestelwagen',
            'Elektronische handtekening bij levering',
            '24/7, ook in het weekend en op feestdagen',
          ],
          cta: 'Dit contract aanvragen',
        },
      },

      about: {
        title: `Over ${company.name}`,
        paragraphs: [
          `Al meer dan ${company.record.years} jaar vervoert ${company.name} de zendingen die Belgische bedrijven niet aan een gewone pakjesdienst willen toevertrouwen: onderdelen waarop een productielijn wacht, dossiers die vóór een vervaldag binnen moeten zijn, goederen die een klant nog dezelfde dag verwacht.`,
          `Met meer dan ${company.record.vans} bestelwagens bestrijken we het hele land en rijden we door naar Frankrijk, Nederland, Duitsland en Luxemburg. Elke chauffeur staat in contact met onze centrale, die de ritten op de voet volgt en de klant verwittigt zodra er iets onverwachts gebeurt.`,
          `Meer dan ${company.record.clients} klanten rekenen op ons: winkels, restaurants, advocatenkantoren, medische praktijken, webshops, industriële bedrijven en organisatoren van evenementen, maar ook particulieren met een eenmalige zending.`,
        ],
        stats: {
          atLeast: '{n}+',
          years: 'jaar ervaring',
          vans: 'bestelwagens op de baan',
          clients: 'klanten die op ons rekenen',
        },
      },

      faq: {
        title: 'Veelgestelde vragen',
        lead: 'Antwoorden op de vragen die nieuwe klanten ons het vaakst stellen voor hun eerste zending.',
        items: [
          {
            q: 'Leveren jullie nog dezelfde dag?',
            a: `Ja. Tussen de grote steden leveren we dezelfde dag voor elke aanvraag die vóór ${sameDay.betweenCities} uur binnenkomt; voor een rit binnen het Brussels Gewest en de rand, of binnen Antwerpen, Gent, Luik of Charleroi en de gemeenten die eraan grenzen, kan dat tot ${sameDay.withinCity} uur. Komt uw aanvraag later, dan levert Expres de volgende werkdag vóór ${sameDay.nextMorning} uur; met Spoed, dat dag en nacht rijdt, kan het nog dezelfde avond.`,
          },
          {
            q: 'Hoelang op voorhand kan ik reserveren?',
            a: `U kunt een ophaling tot ${x.days(booking.aheadDays)} vooraf reserveren, handig voor vaste ritten en evenementen. Moet het meteen, dan staat er met Expres in de vijf grote steden ${pickup.fromMin} tot ${pickup.toMin} minuten na bevestiging een chauffeur bij u; met Standaard, voor ritten tot ${x.km(distanceGateKm)}, binnen ${pickup.elsewhereFromH} tot ${pickup.elsewhereToH} uur.`,
          },
          {
            q: 'Kan ik een reservatie nog wijzigen?',
            a: `Ja, het adres, het uur of de inhoud van een reservatie kunt u tot ${x.hours(booking.changeHoursBefore)} voor de geplande ophaling wijzigen, telefonisch of per e-mail.`,
          },
          {
            q: 'Hoe weet ik dat mijn zending is aangekomen?',
            a: `De bestemmeling tekent voor ontvangst of de chauffeur neemt een foto bij de levering, en u krijgt meteen een bericht per e-mail of sms. Het leveringsbewijs bewaren we ${x.years(booking.proofKeptYears)}.`,
          },
          {
            q: 'Leveren jullie ook in het buitenland?',
            a: `Ja. Met onze formule Standaard is een pakket binnen ${x.span(neighbours)} in Frankrijk, Nederland, Duitsland of Luxemburg, binnen ${x.span(areaOf('standard', 'europe').delivery)} in de rest van Europa en binnen ${x.span(areaOf('standard', 'world').delivery)} buiten Europa. De prijs krijgt u op offerte.`,
          },
          {
            q: 'Wanneer zijn jullie beschikbaar?',
            a: `Spoed rijdt ${hoursText('nl', products.urgent.hours)}. Standaard en Expres rijden ${hoursText('nl', products.express.hours)}; daarbuiten nemen onze formules Nacht (ophaling tussen ${simulatorWindows.night.from} en ${x.hour(simulatorWindows.night.to)}) en Weekend (${hoursText('nl', products.weekend.hours)}) het over.`,
          },
          {
            q: 'Wat kunnen jullie vervoeren?',
            a: `Enveloppen, pakketten, dozen, kleine pallets en europallets van ${euroPalletCm.nl}, met het voertuig dat erbij past: een scooter in Brussel of een wagen daarbuiten voor een omslag of klein pakket onder ${x.kg(fleet.scooterOrCar.maxKg)}, een bestelwagen die tot ${x.kg(van.payloadKg)} en ${x.m3(van.volumeM3)} laadt, een grote bestelwagen tot ${x.tonnes(van.tonnes)}, met ${fleet.largeVan.fromM3} tot ${x.m3(fleet.largeVan.toM3)}, voor pallets en volume. Pallets mogen niet over de rand uitsteken en moeten met minstens ${pallets.stretchTurns} lagen wikkelfolie omwikkeld zijn.`,
          },
          {
            q: 'Zijn mijn zendingen verzekerd?',
            a: `Ja. Zonder contract is elke zending verzekerd volgens het product: ${f.eur(insurance.parcelBase)} bij Standaard, ${f.eur(insurance.express)} bij Expres, Nacht en Weekend, ${f.eur(insurance.urgentLocal)} tot ${f.eur(insurance.urgentNational)} bij Spoed naargelang de afstand, ${f.eur(insurance.pallets)} voor een kleine pallet in groupage. Met een contract is de verzekering tot ${f.eur(insurance.standardPlan)} met het ${planName.standard.nl}, ${f.eur(insurance.premiumPlan)} met het ${planName.premium.nl} en ${f.eur(insurance.urgentPlan)} met het ${planName.urgent.nl}. Wie zijn zending verzekert, moet bij de reservatie de waarde van de goederen aangeven.`,
          },
          {
            q: 'Hoe verlopen de facturatie en de betaling?',
            a: 'Met een contract krijgt u elke maand één factuur met al uw ritten. Zonder contract kiest u voor die maandfactuur of voor een factuur per levering. Betalen kan met de kaart, via overschrijving of via uw klantenrekening.',
          },
          {
            q: 'Wat kost een rit?',
            a: `De prijs hangt af van de zone, het voertuig, hoe snel het moet en de afstand. In ${centreZone.nl.zone} begint een expresrit bij ${x.from('express', 'brussels')} met de scooter voor minder dan ${x.kg(fleet.scooterOrCar.maxKg)}, bij ${x.price(vanInBrussels)} met de bestelwagen. ${centreZone.nl.rule} Onze simulator geeft u een richtprijs, een offerte op maat is gratis.`,
          },
        ],
        cta: 'Nog een vraag? Neem contact op',
      },

      contact: {
        title: 'Contacteer ons',
        lead: 'Een zending die nu moet vertrekken of een offerte voor uw vaste leveringen? Bel ons vanaf kantoor of met uw gsm, stuur ons een e-mail of vul het formulier in: we antwoorden u snel.',
        phoneTitle: 'Telefoon',
        emailTitle: 'E-mail',
        addressTitle: 'Adres',
        mapLabel: 'Bekijk op de kaart',
        formTitle: 'Stuur ons een bericht',
      },
    };
  },
};
