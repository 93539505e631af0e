import type { ServiceRecord } from '../types';
import { centreZone } from '../../places/centre-zone';
import { scopedFrom } from '../price-scope';
import { capitalize } from '../../typography';
import { distanceGateKm } from '../../offer/tariff';
import {
  areaOf,
  areaPrice,
  booking,
  fleet,
  hoursText,
  insurance,
  offerWords,
  pickup,
  planName,
  products,
  response,
  sameDay,
  vanInBrussels,
  van,
} from '../../offer';

const brussels = areaOf('express', 'brussels');
const urgentLocal = areaOf('urgent', 'local');
const urgentRegional = areaOf('urgent', 'regional');
const urgentMid = areaOf('urgent', 'midDistance');
/** The van in central Brussels at the Express delay. */
const piece = products.express.limits.find((l) => l.id === 'piece')!;

/** Copy of /fr/services/livraison-express/ and /nl/services/expresslevering/. */
export const express: ServiceRecord = {
  fr: (f) => {
    const x = offerWords('fr', f);
    const from = scopedFrom('fr', f);
    const centre = centreZone.fr;
    return {
      name: 'Livraison express',
      title: 'Livraison express en Belgique, le jour même',
      description: `Enlèvement en ${pickup.fromMin} à ${pickup.toMin} minutes dans les grandes villes, livraison en ${x.span(brussels.delivery)} dans la Région bruxelloise et le jour même entre villes. Devis gratuit.`,
      heroTitle: `Livraison express : votre envoi enlevé en ${pickup.fromMin} à ${pickup.toMin} minutes`,
      heroLead: `Un contrat à faire signer, une pièce attendue dans un atelier, une commande promise à un client : dès votre confirmation, un chauffeur part chercher l’envoi, chez vous ${pickup.fromMin} à ${pickup.toMin} minutes plus tard à Bruxelles, Anvers, Gand, Liège et Charleroi. Dans la Région bruxelloise et sa périphérie, livraison en ${x.span(brussels.delivery)} ; entre les grandes villes, le jour même pour toute commande avant ${x.hour(sameDay.betweenCities)}.`,
      heroFigures: [
        { value: x.short(brussels.pickup as never), label: 'entre votre confirmation et l’enlèvement, dans les grandes villes' },
        { value: x.short(brussels.delivery), label: 'pour livrer dans la Région bruxelloise et sa périphérie' },
        { value: x.hour(sameDay.betweenCities), label: 'heure limite de commande pour une livraison le jour même entre grandes villes' },
        { value: '24/7', label: 'avec nos formules Urgent, Nuit et Week-end' },
      ],
      blocks: [
        {
          type: 'cards',
          id: 'formules',
          title: 'Nos formules de livraison express',
          intro:
            'Choisissez la formule selon l’heure à laquelle votre destinataire doit être servi : nous adaptons le véhicule et l’itinéraire à votre envoi.',
          cards: [
            {
              title: `Express ${x.short(brussels.delivery)} à Bruxelles`,
              text: `Dans la Région bruxelloise et sa périphérie, votre envoi est remis à son destinataire en ${x.span(brussels.delivery)}, à prix fixe. Dans ${centre.zone}, une course Express coûte dès ${x.from('express', 'brussels')} en scooter pour moins de ${x.kg(fleet.scooterOrCar.maxKg)}, dès ${x.price(vanInBrussels)} en camionnette. ${centre.rule} Pour tout autre trajet, le simulateur donne le prix.`,
            },
            {
              title: `En ${x.short(urgentLocal.delivery)} : la livraison urgente`,
              text: `Un document à signer dans l’heure, une pièce sans laquelle une intervention ne peut pas avancer : à Bruxelles et sur ${x.km(urgentLocal.km!.to!)} au plus, notre livraison urgente livre en ${x.span(urgentLocal.delivery)}. Pour un trajet de ${x.band(urgentRegional.km!)}, elle livre en ${x.span(urgentRegional.delivery)}, dès ${from('urgent', 'regional')} ; pour un trajet de ${x.band(urgentMid.km!)}, en ${x.span(urgentMid.delivery)}, dès ${from('urgent', 'midDistance')}.`,
            },
            {
              title: 'Livraison le jour même',
              text: `Commandez avant ${sameDay.betweenCities} h et votre envoi est livré le jour même entre Bruxelles, Anvers, Gand, Liège et Charleroi  ; pour un trajet qui reste dans la Région bruxelloise et les communes qui la bordent, ou dans Anvers, Gand, Liège ou Charleroi et les communes qui les bordent, vous avez jusqu’à ${sameDay.withinCity} h. Idéal pour réassortir un magasin ou honorer la commande urgente d’un client.`,
            },
            {
              title: 'La nuit et le week-end',
              text: 'Une livraison tard le soir, un dimanche matin ou un jour férié ? Nos formules Nuit et Week-end prennent le relais d’Express, avec un supplément que le simulateur et votre devis indiquent toujours.',
            },
            {
              title: 'Tournées à plusieurs adresses',
              text: 'Un seul enlèvement, plusieurs destinataires : nous organisons l’ordre des arrêts et chaque remise est confirmée séparément, par signature ou par photo.',
            },
            {
              title: 'Compte entreprise et facture mensuelle',
              text: 'Pour les entreprises qui expédient souvent : toutes vos courses du mois réunies sur une seule facture, réglée par virement, par carte ou via votre compte client.',
            },
          ],
        },
        {
          type: 'figures',
          title: 'Capacités et garanties',
          figures: [
            { value: `${f.num(van.payloadKg)} kg`, label: 'de charge utile par camionnette, au maximum' },
            {
              value: x.m3(fleet.largeVan.toM3),
              label: `de volume de chargement en grand fourgon (de ${fleet.largeVan.fromM3} à ${x.m3(fleet.largeVan.toM3)} selon le modèle) ; ${x.m3(van.volumeM3)} en camionnette`,
            },
            { value: f.eur(insurance.express), label: 'd’assurance incluse par envoi express, sur valeur déclarée ; davantage sur devis' },
            {
              value: `< ${x.short({ from: response.supportMin, unit: 'min' })}`,
              label: 'pour que notre service clients décroche le téléphone',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Pourquoi confier vos envois express à nos coursiers',
          cards: [
            {
              title: 'Vous savez où en est votre envoi',
              text: 'Numéro de suivi dès la réservation, scan au moment de l’enlèvement, confirmation de la remise par signature ou photo, puis avis par e-mail ou SMS : vous n’avez jamais besoin de rappeler pour savoir si c’est arrivé.',
            },
            {
              title: `Une réponse en moins de ${x.minutes(response.supportMin)}`,
              text: `Quand un envoi ne peut pas attendre, une messagerie vocale ne sert à rien. Au téléphone, notre service clients vous répond en moins de ${x.minutes(response.supportMin)}, vous donne le prix et confirme l’heure d’enlèvement.`,
            },
            {
              title: 'Des envois assurés',
              text: `Chaque envoi express est assuré jusqu’à ${f.eur(insurance.express)}, et jusqu’à ${f.eur(insurance.premiumPlan)} avec le ${planName.premium.fr}. Pour souscrire l’assurance, la déclaration de la valeur de la marchandise est obligatoire.`,
            },
            {
              title: 'Un prix connu avant le départ',
              text: 'Le devis est gratuit et indique le prix complet, hors TVA et TVA comprise, suppléments compris. Vous validez, le chauffeur part : aucune surprise sur la facture.',
            },
          ],
        },
        {
          type: 'cards',
          id: 'secteurs',
          title: 'Les secteurs que nous servons',
          intro: 'Nos chauffeurs connaissent les contraintes de chaque métier : horaires de réception, interlocuteurs, confidentialité.',
          cards: [
            {
              title: 'Commerce en ligne',
              text: 'Une commande passée le matin et livrée l’après-midi fidélise un client. Nous enlevons vos colis à l’entrepôt ou en boutique et les livrons le jour même dans les grandes villes et entre elles.',
            },
            {
              title: 'Santé',
              text: 'Pharmacies, laboratoires, cabinets médicaux et maisons de repos nous confient échantillons, dossiers, matériel et fournitures qui doivent arriver vite et en bon état ; les médicaments, sur demande, dans le respect de la réglementation applicable.',
            },
            {
              title: 'Automobile',
              text: 'Garages et concessions attendent une pièce pour rendre un véhicule au client. Nous allons la chercher chez le distributeur de pièces et la livrons directement à l’atelier.',
            },
            {
              title: 'Technologie',
              text: 'Serveur de remplacement, ordinateur déjà configuré, composants : votre matériel informatique voyage avec un seul chauffeur, de votre stock au bureau du client.',
            },
            {
              title: 'Juridique',
              text: 'Avocats, notaires et huissiers de justice nous confient actes originaux et conclusions à déposer dans les délais, avec une preuve de livraison signée.',
            },
            {
              title: 'Industrie',
              text: `Une ligne de production à l’arrêt coûte cher à chaque heure. Outillage, pièces de maintenance, échantillons : jusqu’à ${f.num(van.payloadKg)} kg par camionnette, enlevés en ${pickup.fromMin} à ${pickup.toMin} minutes dans les cinq grandes villes.`,
            },
          ],
        },
        {
          type: 'faq',
          id: 'faq',
          title: 'Questions fréquentes sur la livraison express',
          items: [
            {
              q: 'Jusqu’à quelle heure puis-je commander une livraison le jour même ?',
              a: `Toute commande passée avant ${sameDay.betweenCities} h est livrée le jour même entre Bruxelles, Anvers, Gand, Liège et Charleroi. Pour un trajet qui reste dans la Région bruxelloise et les communes qui la bordent, ou dans Anvers, Gand, Liège ou Charleroi et les communes qui les bordent, vous pouvez commander jusqu’à ${sameDay.withinCity} h ; plus tard, l’envoi est livré le jour ouvrable suivant avant ${sameDay.nextMorning} h. Vers les autres destinations belges, notre formule Standard livre le jour ouvrable suivant pour un trajet de ${x.km(distanceGateKm)} au plus, ${x.span(areaOf('standard', 'over100Km').delivery)} au-delà ; si l’envoi ne peut pas attendre, la livraison urgente livre selon la distance, par exemple en ${x.span(urgentRegional.delivery)} sur ${x.km(urgentRegional.km!.to!)} au plus.`,
            },
            {
              q: 'Combien coûte une course express à Bruxelles ?',
              a: `Dans ${centre.zone}, une course Express livrée en ${x.span(brussels.delivery)} coûte dès ${x.from('express', 'brussels')} en scooter pour moins de ${x.kg(fleet.scooterOrCar.maxKg)}, dès ${x.price(vanInBrussels)} en camionnette ; une course urgente, livrée en ${x.span(urgentLocal.delivery)}, dès ${x.from('urgent', 'local')} en scooter. ${centre.rule} Ailleurs dans la Région et les communes qui la bordent, le prix est fixe aussi : le simulateur le donne. La nuit et le week-end, nos formules Nuit et Week-end coûtent un supplément, indiqué par le simulateur. Le devis est gratuit.`,
            },
            {
              q: 'Quels envois pouvez-vous transporter en express ?',
              a: `Des enveloppes aux charges lourdes : jusqu’à ${f.num(van.payloadKg)} kg et ${van.volumeM3} m³ par camionnette, de ${fleet.largeVan.fromM3} à ${x.m3(fleet.largeVan.toM3)} en grand fourgon, dont des pièces isolées jusqu’à ${x.kg(piece.maxKg!)} et ${f.num(piece.maxLengthCm! / 100)} m de long. Indiquez le poids et les dimensions lors de votre demande pour que nous envoyions le bon véhicule.`,
            },
            {
              q: 'Puis-je réserver une course à l’avance ?',
              a: `Oui, jusqu’à ${x.days(booking.aheadDays)} à l’avance. Vous pouvez encore modifier la réservation jusqu’à ${x.hours(booking.changeHoursBefore)} avant l’enlèvement.`,
            },
            {
              q: 'Comment les livraisons sont-elles facturées ?',
              a: `Au choix, à chaque livraison ou une fois par mois pour les clients professionnels. Vous payez par carte, par virement ou via votre compte client. La preuve de livraison reste disponible pendant ${x.years(booking.proofKeptYears)}.`,
            },
          ],
        },
      ],
      contact: {
        title: 'Un envoi express à organiser ?',
        text: 'Dites-nous d’où part votre envoi, où il va et pour quelle heure : vous recevez un devis gratuit et un chauffeur peut être en route dans la foulée.',
        mail: 'contact',
        mailLabel: 'Demander un devis par e-mail',
        phoneLabel: 'Appeler un coursier',
      },
      offers: [
        {
          name: `Express en ${x.short(brussels.delivery)} dans ${centre.zone}, scooter, moins de ${x.kg(fleet.scooterOrCar.maxKg)}`,
          price: areaPrice('express', 'brussels'),
        },
        { name: `Express en ${x.short(brussels.delivery)} dans ${centre.zone}, camionnette`, price: vanInBrussels },
      ],
    };
  },
  nl: (f) => {
    const x = offerWords('nl', f);
    const from = scopedFrom('nl', f);
    const centre = centreZone.nl;
    return {
      name: 'Expreslevering',
      title: `Expreslevering in België: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten`,
      description: `Expreskoerier: ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten in de grote steden, levering dezelfde dag in die steden bij aanvraag vóór ${sameDay.withinCity} uur. Gratis offerte.`,
      heroTitle: `Expreslevering: binnen ${pickup.fromMin} tot ${pickup.toMin} minuten opgehaald`,
      heroLead: `In Brussel, Antwerpen, Gent, Luik en Charleroi haalt een chauffeur uw zending op binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging. Voor een rit binnen het Brussels Gewest en de rand, of binnen Antwerpen, Gent, Luik of Charleroi en de gemeenten die eraan grenzen leveren we nog dezelfde dag bij elke aanvraag vóór ${sameDay.withinCity} uur. Komt uw aanvraag later binnen, dan is uw zending de volgende werkdag vóór ${sameDay.nextMorning} uur bij de bestemmeling. ${capitalize(hoursText('nl', products.express.hours))} geldt het gewone tarief; ’s nachts en ${hoursText('nl', products.weekend.hours)} rijden we met een toeslag.`,
      heroFigures: [
        { value: x.short(brussels.pickup as never), label: 'tussen uw bevestiging en de ophaling, in de vijf grote steden' },
        {
          value: x.hour(sameDay.withinCity),
          label:
            'uiterlijk aanvragen voor levering dezelfde dag binnen het Brussels Gewest en de rand, of binnen een van de vier andere grote steden en de gemeenten die eraan grenzen',
        },
        { value: x.short(brussels.delivery), label: 'tot de levering in het Brussels Gewest en de rand' },
        { value: '24/7', label: 'bereikbaar, ook in het weekend en op feestdagen' },
      ],
      blocks: [
        {
          type: 'cards',
          id: 'formules',
          title: 'Onze expresformules',
          intro:
            'Kies de formule naargelang het uur waarop uw bestemmeling de zending nodig heeft: wij stemmen het voertuig en de route af op uw zending.',
          cards: [
            {
              title: `Expres ${x.short(brussels.delivery)} in Brussel`,
              text: `In het Brussels Gewest en de rand is uw zending binnen ${x.span(brussels.delivery)} bij de bestemmeling, tegen een vaste prijs. In ${centre.zone} kost een expresrit vanaf ${x.from('express', 'brussels')} met de scooter voor minder dan ${x.kg(fleet.scooterOrCar.maxKg)} en vanaf ${x.price(vanInBrussels)} met de bestelwagen. ${centre.rule} Voor elke andere rit geeft de simulator de prijs.`,
            },
            {
              title: `Binnen ${x.short(urgentLocal.delivery)}: spoedlevering`,
              text: `Documenten die binnen het uur getekend moeten worden, onderdelen waarop een technicus wacht: in Brussel levert onze spoedlevering binnen ${x.span(urgentLocal.delivery)}. Voor een rit van ${x.band(urgentRegional.km!)} levert ze binnen ${x.span(urgentRegional.delivery)}, vanaf ${from('urgent', 'regional')}; voor een rit van ${x.band(urgentMid.km!)} binnen ${x.span(urgentMid.delivery)}, vanaf ${from('urgent', 'midDistance')}.`,
            },
            {
              title: 'Levering dezelfde dag',
              text: `Voor een rit binnen het Brussels Gewest en de rand, of binnen Antwerpen, Gent, Luik of Charleroi en de gemeenten die eraan grenzen leveren we dezelfde dag bij elke aanvraag vóór ${sameDay.withinCity} uur. Tussen Brussel, Antwerpen, Gent, Luik en Charleroi geldt dat voor aanvragen vóór ${sameDay.betweenCities} uur. Wat later binnenkomt, staat de volgende werkdag vóór ${sameDay.nextMorning} uur op zijn bestemming.`,
            },
            {
              title: 'Ook ’s nachts en in het weekend',
              text: 'Een levering laat op de avond, op zondagochtend of op een feestdag? Dan nemen onze formules Nacht en Weekend het over van Expres, met een toeslag die altijd op uw offerte en in de simulator staat.',
            },
            {
              title: 'Meerdere adressen in één rit',
              text: 'Wij halen één keer op en leveren bij al uw bestemmelingen na elkaar. Elke levering wordt apart bevestigd met een handtekening of een foto, zodat u per adres weet wanneer de zending is aangekomen.',
            },
            {
              title: 'B2B met maandelijkse facturatie',
              text: 'Verstuurt uw bedrijf regelmatig? Dan krijgt u één factuur per maand met een overzicht van alle ritten. Betalen kan met een overschrijving, met de kaart of via uw klantenrekening.',
            },
            {
              title: 'Zware en lange stukken',
              text: `Ook grote en zware stukken brengen wij snel ter plaatse: tot ${x.kg(piece.maxKg!)} en ${f.num(piece.maxLengthCm! / 100)} m lang per stuk, van wisselstukken tot materiaal voor een beursstand. Een bestelwagen laadt tot ${f.num(van.payloadKg)} kg en ${van.volumeM3} m³, een grote bestelwagen ${fleet.largeVan.fromM3} tot ${x.m3(fleet.largeVan.toM3)}.`,
            },
          ],
        },
        {
          type: 'figures',
          title: 'Capaciteit en garanties',
          figures: [
            { value: `${f.num(van.payloadKg)} kg`, label: 'lading per bestelwagen, hoogstens' },
            {
              value: x.m3(fleet.largeVan.toM3),
              label: `laadvolume in de grote bestelwagen (${fleet.largeVan.fromM3} tot ${x.m3(fleet.largeVan.toM3)} naargelang het model); ${x.m3(van.volumeM3)} in de gewone bestelwagen`,
            },
            { value: f.eur(insurance.express), label: 'verzekerde waarde inbegrepen per zending; meer op offerte' },
            { value: `< ${x.short({ from: response.supportMin, unit: 'min' })}`, label: 'tot onze klantendienst opneemt' },
          ],
        },
        {
          type: 'cards',
          title: 'Waarom bedrijven voor onze expreslevering kiezen',
          cards: [
            {
              title: 'Ophaaltijd gegarandeerd',
              text: `In de vijf grote steden beloven wij een ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging. Halen we die termijn niet, dan betalen we u terug, behalve in de gevallen die onze algemene voorwaarden bepalen. Voor ritten tot ${x.km(distanceGateKm)} haalt onze formule Standaard op binnen ${pickup.elsewhereFromH} tot ${pickup.elsewhereToH} uur.`,
            },
            {
              title: 'Ook in het weekend',
              text: `${capitalize(hoursText('nl', products.weekend.hours))} rijden we met onze formule ${products.weekend.name.nl}, tegen een toeslag: zo rijden we zeven dagen per week. Uw zaak stopt niet op zaterdagmiddag, onze chauffeurs evenmin.`,
            },
            {
              title: `Binnen ${x.minutes(response.supportMin)} een antwoord`,
              text: `Als een zending niet kan wachten, hebt u niets aan een antwoordapparaat. Onze klantendienst neemt binnen ${x.minutes(response.supportMin)} op en bevestigt het ophaaltijdstip.`,
            },
            {
              title: 'Altijd weten waar uw zending is',
              text: 'Bij de boeking krijgt u een zendingsnummer, bij de ophaling wordt de zending gescand en bij de levering bevestigd met een handtekening of een foto. U krijgt meteen een bericht per e-mail of sms.',
            },
            {
              title: 'Verzekerde zendingen',
              text: `Elke zending is verzekerd tot ${f.eur(insurance.express)}, met het ${planName.premium.nl} tot ${f.eur(insurance.premiumPlan)}. Daarvoor moet u de waarde van de goederen aangeven.`,
            },
            {
              title: 'Een duidelijke prijs vooraf',
              text: 'U vraagt een gratis offerte en kent de volledige prijs, exclusief en inclusief btw, nog voor de chauffeur vertrekt. Eventuele toeslagen voor nacht of weekend staan er meteen in.',
            },
          ],
        },
        {
          type: 'cards',
          id: 'sectoren',
          title: 'Sectoren waarvoor wij dagelijks rijden',
          intro: 'Onze chauffeurs kennen de gewoonten van elke sector: ontvangsturen, aanspreekpunten, vertrouwelijkheid.',
          cards: [
            {
              title: 'Webshops en e-commerce',
              text: 'Een bestelling die dezelfde dag aankomt, maakt het verschil met de concurrentie. Wij halen op in uw magazijn of winkel en leveren rechtstreeks bij uw klant.',
            },
            {
              title: 'Gezondheidszorg',
              text: 'Apotheken, labo’s, huisartsenpraktijken en woonzorgcentra rekenen op ons voor stalen, medisch materiaal en dossiers die snel en zorgvuldig moeten aankomen.',
            },
            {
              title: 'Automobielsector',
              text: 'Een wagen blijft in de garage zolang het wisselstuk ontbreekt. Wij halen het onderdeel op bij de verdeler en brengen het meteen naar de werkplaats.',
            },
            {
              title: 'Technologie',
              text: 'Een vervangserver, een geconfigureerde laptop of een doos onderdelen: uw materiaal gaat met één chauffeur van uw stock rechtstreeks naar de klant.',
            },
            {
              title: 'Juridische sector',
              text: 'Advocatenkantoren, notarissen en gerechtsdeurwaarders sturen originele akten en conclusies met ons mee, met een leveringsbewijs voor hun dossier.',
            },
            {
              title: 'Maakindustrie',
              text: `Stilstand op een productielijn kost geld. Gereedschap, onderhoudsonderdelen en prototypes, tot ${f.num(van.payloadKg)} kg per rit, brengen we van leverancier naar fabriek, ook ’s nachts.`,
            },
          ],
        },
        {
          type: 'faq',
          id: 'faq',
          title: 'Veelgestelde vragen over expreslevering',
          items: [
            {
              q: 'Tot hoe laat kan ik een levering voor vandaag aanvragen?',
              a: `Voor een rit binnen het Brussels Gewest en de rand, of binnen Antwerpen, Gent, Luik of Charleroi en de gemeenten die eraan grenzen: tot ${sameDay.withinCity} uur; tussen Brussel, Antwerpen, Gent, Luik en Charleroi tot ${sameDay.betweenCities} uur. Aanvragen die later binnenkomen, leveren we de volgende werkdag vóór ${sameDay.nextMorning} uur.`,
            },
            {
              q: 'Wat kost een expreslevering in Brussel?',
              a: `In ${centre.zone} kost een expresrit, geleverd binnen ${x.span(brussels.delivery)}, vanaf ${x.from('express', 'brussels')} met de scooter voor minder dan ${x.kg(fleet.scooterOrCar.maxKg)} en vanaf ${x.price(vanInBrussels)} met de bestelwagen; een spoedrit, geleverd binnen ${x.span(urgentLocal.delivery)}, vanaf ${x.from('urgent', 'local')} met de scooter. ${centre.rule} Ook elders in het Gewest en de gemeenten die eraan grenzen is de prijs vast: de simulator geeft hem. Voor onze formules Nacht en Weekend rekent de simulator een toeslag. De offerte is gratis.`,
            },
            {
              q: 'Wat gebeurt er als u niet op tijd komt ophalen?',
              a: `In de vijf grote steden garanderen wij een ophaling binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging. Lukt dat niet, dan krijgt u een terugbetaling.`,
            },
            {
              q: 'Hoe zwaar en hoe groot mag een zending zijn?',
              a: `Per stuk tot ${x.kg(piece.maxKg!)} en ${f.num(piece.maxLengthCm! / 100)} m lang, per bestelwagen tot ${f.num(van.payloadKg)} kg en ${van.volumeM3} m³, per grote bestelwagen ${fleet.largeVan.fromM3} tot ${x.m3(fleet.largeVan.toM3)}. Vermeld gewicht en afmetingen in uw aanvraag, dan sturen we het juiste voertuig.`,
            },
            {
              q: 'Kan ik een rit vooraf plannen?',
              a: `Ja, u kunt tot ${x.days(booking.aheadDays)} op voorhand boeken en uw boeking nog wijzigen tot ${x.hours(booking.changeHoursBefore)} voor de ophaling.`,
            },
            {
              q: 'Hoe worden de leveringen gefactureerd?',
              a: `Per levering of, voor zakelijke klanten, één keer per maand. U betaalt met de kaart, met een overschrijving of via uw klantenrekening. Het leveringsbewijs blijft ${x.years(booking.proofKeptYears)} beschikbaar.`,
            },
          ],
        },
      ],
      contact: {
        title: 'Vraag uw expreslevering aan',
        text: 'Laat ons weten waar de zending vertrekt, waar ze naartoe moet en wanneer ze er moet zijn. U krijgt een gratis offerte en een bevestiging van het ophaaltijdstip.',
        mail: 'contact',
        mailLabel: 'Offerte aanvragen per e-mail',
        phoneLabel: 'Bel ons voor een expreslevering',
      },
      offers: [
        {
          name: `Expres binnen ${x.short(brussels.delivery)} in ${centre.zone}, scooter, onder ${x.kg(fleet.scooterOrCar.maxKg)}`,
          price: areaPrice('express', 'brussels'),
        },
        { name: `Expres binnen ${x.short(brussels.delivery)} in ${centre.zone}, bestelwagen`, price: vanInBrussels },
      ],
    };
  },
};
