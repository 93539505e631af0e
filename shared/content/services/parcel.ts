import type { ServiceRecord } from '../types';
import type { Formatters } from '../../format';
import { capitalize } from '../../typography';
import { centreZone } from '../../places/centre-zone';
import { scopedFrom } from '../price-scope';
import { distanceGateKm, tariff } from '../../offer/tariff';
import type { Lang } from '../../langs';
import { officeHours } from '../answering-hours';
import {
  areaOf,
  areaPrice,
  fleet,
  insurance,
  offerWords,
  perKmCents,
  pickup,
  products,
  punctuality,
  response,
  van,
  vatPrice,
  volumetricDivisor,
  type OfferWords,
} from '../../offer';

const std = products.standard;
const parcelLimit = std.limits.find((l) => l.id === 'parcel')!;
const bulky = std.limits.find((l) => l.id === 'bulky')!;
/** A large piece travels by Express, whose limit per piece it is. */
const large = products.express.limits.find((l) => l.id === 'piece')!;
const nearby = areaOf('standard', 'upTo100Km');
const national = areaOf('standard', 'over100Km');
const abroad = (id: string) => areaOf('standard', id).delivery;
/** The volumetric example: a carton of these dimensions, in cm, and its weight on the scale, in kg. */
const carton = [50, 40, 30] as const;
const cartonScaleKg = 4;
const cartonVolume = carton[0] * carton[1] * carton[2];

/** Standard's two Belgian cells, each with its zone: next working day for a trip up to the distance gate (the trip's length), its own delay for a longer trip. */
function belgianDelays(lang: Lang, x: OfferWords): string {
  return lang === 'fr'
    ? `${x.span(nearby.delivery)} pour un trajet de ${x.km(distanceGateKm)} au plus, ${x.span(national.delivery)} pour un trajet plus long`
    : `${x.span(nearby.delivery)} voor ritten tot ${x.km(distanceGateKm)}, ${x.span(national.delivery)} voor langere ritten`;
}

/**
 * What a parcel costs, each "from" price with what it buys: Standard's base for a trip up to the distance gate (by van,
 * before the km) and its longer trip; with `brussels`, first Express in the centre zone, its communes listed.
 */
function tariffLine(lang: Lang, f: Formatters, brussels: boolean): string {
  const x = offerWords(lang, f);
  const from = scopedFrom(lang, f);
  const perKm = x.price(vatPrice(perKmCents(nearby)!));
  const kg = x.kg(fleet.scooterOrCar.maxKg);
  if (lang === 'fr') {
    const centre = `Dans ${centreZone.fr.zone}, un colis de moins de ${kg} part en Express, en scooter, dès ${x.from('express', 'brussels')}. ${centreZone.fr.rule} `;
    return `${brussels ? centre : ''}Le prix de base d’un trajet Standard de ${x.km(distanceGateKm)} au plus, en camionnette, est de ${x.from('standard', 'upTo100Km')}, plus ${perKm} par kilomètre, retour compris ; au-delà de ${x.km(distanceGateKm)}, dès ${from('standard', 'over100Km')}.`;
  }
  const centre = `In ${centreZone.nl.zone} gaat een pakket onder ${kg} mee als expresrit met de scooter, vanaf ${x.from('express', 'brussels')}. ${centreZone.nl.rule} `;
  return `${brussels ? centre : ''}De basisprijs in Standaard voor een rit tot ${x.km(distanceGateKm)} met de bestelwagen is ${x.from('standard', 'upTo100Km')}, plus ${perKm} per kilometer, terugrit inbegrepen; boven ${x.km(distanceGateKm)}: vanaf ${from('standard', 'over100Km')}.`;
}

/** Copy of /fr/services/transport-colis/ and /nl/services/pakketvervoer/. */
export const parcel: ServiceRecord = {
  fr: (f) => {
    const x = offerWords('fr', f);
    return {
      name: 'Transport de colis',
      title: `Colis : ${x.span(nearby.delivery)}, trajet de ${x.km(distanceGateKm)} au plus`,
      description: `Colis jusqu’à ${x.kg(parcelLimit.maxKg!)} livré ${x.span(nearby.delivery)} pour un trajet de ${x.km(distanceGateKm)} au plus, ${x.span(national.delivery)} au-delà ; suivi et assurance.`,
      heroTitle: 'Transport de colis : de l’enveloppe à la palette',
      heroLead: `Colis standard jusqu’à ${x.kg(parcelLimit.maxKg!)}, livré ${belgianDelays('fr', x)} ; colis volumineux jusqu’à ${x.kg(bulky.maxKg!)} ; palettes jusqu’à ${f.num(van.payloadKg)} kg par camionnette : un seul transporteur pour tout ce que votre entreprise expédie. Votre prix en ${x.minutes(response.quotePhoneMin)} au téléphone, à toute heure ; votre devis écrit par e-mail dans les ${x.minutes(response.quoteMin)}, ${officeHours('fr', x)}.`,
      heroFigures: [
        { value: x.kg(parcelLimit.maxKg!), label: 'pour un colis standard' },
        { value: x.short({ from: response.quotePhoneMin, unit: 'min' }), label: 'pour connaître votre prix au téléphone, à toute heure' },
        { value: `> ${f.pct(punctuality.parcelNextDayPct)}`, label: 'des colis standard livrés en J+1' },
        {
          value: x.km(distanceGateKm),
          label: `de trajet au plus pour une livraison ${x.span(nearby.delivery)} ; au-delà, ${x.span(national.delivery)}`,
        },
      ],
      blocks: [
        {
          type: 'cards',
          id: 'services',
          title: 'Nos solutions de transport de colis',
          intro: 'Du carton de quelques kilos à la palette chargée, chaque envoi trouve sa formule.',
          cards: [
            {
              title: 'Colis standard',
              text: `Jusqu’à ${x.kg(parcelLimit.maxKg!)} et ${x.m3(parcelLimit.maxM3!)}, livré ${belgianDelays('fr', x)}. La solution des envois réguliers vers vos clients et vos succursales. ${tariffLine('fr', f, false)}`,
            },
            {
              title: 'Colis volumineux',
              text: `Mobilier, présentoirs, matériel de salon : jusqu’à ${x.kg(bulky.maxKg!)} et ${x.m3(bulky.maxM3!)} par colis. Au-delà, une pièce isolée jusqu’à ${x.kg(large.maxKg!)} et ${f.num(large.maxLengthCm! / 100)} m de long part en livraison express, et vos marchandises groupées voyagent sur palette, jusqu’à ${f.num(van.payloadKg)} kg par camionnette. Un colis volumineux part en livraison spéciale : le simulateur ajoute ${x.price(vatPrice(tariff.options.special))} par trajet.`,
            },
            {
              title: 'Colis fragiles assurés',
              text: `Verrerie, œuvres, appareils de mesure : un colis en ${std.name.fr} est assuré jusqu’à ${f.eur(insurance.parcelBase)}, avec une extension jusqu’à ${f.eur(insurance.parcelExtension)} pour environ ${f.pct(std.insurance.extensionRatePct!)} de la valeur déclarée ; un colis envoyé en ${products.express.name.fr}, jusqu’à ${f.eur(insurance.express)}. La déclaration de valeur est obligatoire pour assurer l’envoi.`,
            },
            {
              title: 'Colis express',
              text: `Quand le colis ne peut pas attendre le lendemain, il part en express : enlèvement ${pickup.fromMin} à ${pickup.toMin} minutes après votre confirmation dans les cinq grandes villes, livraison le jour même.`,
            },
            {
              title: 'Envois à plusieurs adresses',
              text: 'Une expédition, plusieurs destinataires : nous enlevons l’ensemble chez vous en une fois et distribuons chaque colis à son adresse, avec une confirmation par remise.',
            },
            {
              title: 'Offre aux entreprises',
              text: 'Enlèvements réguliers selon votre calendrier, facturation mensuelle ou à la livraison, paiement par virement, par carte ou sur compte client : le transport de colis s’intègre à votre organisation.',
            },
          ],
        },
        {
          type: 'steps',
          id: 'etapes',
          title: 'Votre envoi en cinq étapes',
          intro: 'De la demande de prix à la confirmation de livraison, vous savez à chaque instant où se trouve votre colis.',
          steps: [
            {
              title: 'Demande de devis',
              text: `Indiquez le poids, les dimensions et les adresses. Vous recevez un devis écrit gratuit par e-mail dans les ${x.minutes(response.quoteMin)}, ${officeHours('fr', x)} ; au téléphone, à toute heure.`,
            },
            {
              title: 'Réservation',
              text: 'Vous confirmez le devis : nous vous envoyons l’étiquette d’expédition à coller sur le colis et son numéro de suivi.',
            },
            {
              title: 'Enlèvement',
              text: 'Le chauffeur scanne chaque colis à l’enlèvement et vous remet un reçu. Dès ce scan, votre envoi est sous notre responsabilité.',
            },
            {
              title: 'Transport suivi',
              text: 'Grâce au numéro de suivi, vous et votre destinataire suivez l’avancement du colis jusqu’à son arrivée.',
            },
            {
              title: 'Livraison confirmée',
              text: 'La remise est confirmée par la signature du destinataire ou par une photo, et vous recevez aussitôt un avis par e-mail ou SMS.',
            },
          ],
        },
        {
          type: 'text',
          id: 'poids-volumetrique',
          title: 'Comment calculer le poids volumétrique',
          paragraphs: [
            `Un colis léger mais encombrant occupe autant de place dans la camionnette qu’un colis lourd. C’est pourquoi nous calculons aussi son poids volumétrique : longueur × largeur × hauteur / ${f.num(volumetricDivisor.parcel)}, les dimensions étant exprimées en centimètres.`,
            `Exemple : un carton de ${x.cm(carton)} donne ${f.num(cartonVolume)} / ${f.num(volumetricDivisor.parcel)} = ${x.kg(cartonVolume / volumetricDivisor.parcel)}. S’il ne pèse que ${x.kg(cartonScaleKg)} sur la balance, c’est le poids volumétrique de ${x.kg(cartonVolume / volumetricDivisor.parcel)} qui compte, pour le choix du véhicule comme dans un devis.`,
          ],
        },
        {
          type: 'list',
          title: 'Délais de livraison',
          intro: 'Des délais annoncés dès le devis, en Belgique comme à l’étranger.',
          items: [
            `Belgique : livraison le jour ouvrable suivant pour un trajet de ${x.km(distanceGateKm)} au plus, ${x.span(national.delivery)} au-delà (J+1 ou J+2).`,
            `Pays voisins (France, Pays-Bas, Allemagne, Luxembourg) : ${x.span(abroad('neighbours'))} selon la destination.`,
            `Reste de l’Europe : ${x.span(abroad('europe'))} selon la destination.`,
            `Reste du monde : ${x.span(abroad('world'))}.`,
          ],
        },
        {
          type: 'cards',
          title: 'Les atouts de notre transport de colis',
          cards: [
            {
              title: `Plus de ${f.pct(punctuality.parcelNextDayPct)} en J+1`,
              text: `Plus de ${f.pct(punctuality.parcelNextDayPct)} de nos colis standard sont livrés en J+1, et ${f.pct(punctuality.parcelWindowPct)} de nos colis arrivent dans le délai annoncé pour leur destination. Vos clients reçoivent ce que vous leur avez promis, le jour promis.`,
            },
            {
              title: 'Un suivi complet',
              text: 'Étiquette, numéro de suivi, scan à l’enlèvement, preuve de livraison : chaque colis laisse une trace, utile en cas de réclamation ou de contrôle.',
            },
            {
              title: 'Un devis sans attendre',
              text: `Pas besoin d’attendre un rappel commercial : au téléphone, à toute heure, vous avez le prix en ${x.minutes(response.quotePhoneMin)} ; envoyez-nous les dimensions de votre colis et le devis écrit vous parvient par e-mail dans les ${x.minutes(response.quoteMin)}, ${officeHours('fr', x)}.`,
            },
            {
              title: 'Une assurance à la mesure de la marchandise',
              text: `La couverture de base suffit pour un envoi courant ; pour une marchandise de valeur, étendez-la jusqu’à ${f.eur(insurance.parcelExtension)} sans changer de transporteur.`,
            },
          ],
        },
        {
          type: 'cards',
          id: 'secteurs',
          title: 'Ils nous confient leurs colis',
          cards: [
            {
              title: 'Boutiques en ligne',
              text: `Nous enlevons vos commandes à l’entrepôt et elles arrivent chez l’acheteur ${belgianDelays('fr', x)}, avec un avis de livraison envoyé par e-mail ou SMS.`,
            },
            {
              title: 'Commerces de détail',
              text: 'Transferts de stock entre magasins, retours fournisseurs, réassort avant le week-end : nous passons chercher vos colis au comptoir.',
            },
            {
              title: 'Professions libérales',
              text: 'Architectes, comptables, géomètres : plans, dossiers et maquettes voyagent protégés et assurés, avec une signature à la réception.',
            },
            {
              title: 'Industrie',
              text: 'Pièces détachées, échantillons pour un client, outillage de chantier : colis lourds et palettes sont enlevés directement à votre quai de chargement.',
            },
            {
              title: 'Secteur médical',
              text: 'Cabinets, laboratoires et fournisseurs de matériel médical nous confient des colis suivis du départ à la remise ; les médicaments, sur demande, dans le respect de la réglementation applicable.',
            },
            {
              title: 'Événementiel',
              text: 'Panneaux, écrans, caisses de matériel : tout arrive sur le lieu de l’événement avant le montage, et repart après.',
            },
          ],
        },
        {
          type: 'faq',
          id: 'faq',
          title: 'Questions fréquentes sur le transport de colis',
          items: [
            {
              q: 'Combien coûte l’envoi d’un colis ?',
              a: `${tariffLine('fr', f, true)} Le prix du simulateur dépend de la zone, du véhicule et de la distance. Le poids réel ou volumétrique compte pour le choix du véhicule et, pour des envois réguliers ou lourds, dans le devis, qui est gratuit.`,
            },
            {
              q: 'Quel poids et quelles dimensions acceptez-vous ?',
              a: `Jusqu’à ${x.kg(parcelLimit.maxKg!)} et ${x.m3(parcelLimit.maxM3!)} en colis standard, ${x.kg(bulky.maxKg!)} et ${x.m3(bulky.maxM3!)} en colis volumineux, ${x.kg(large.maxKg!)} et ${f.num(large.maxLengthCm! / 100)} m de long pour une pièce isolée en livraison express, et jusqu’à ${f.num(van.payloadKg)} kg par camionnette sur palette.`,
            },
            {
              q: 'Mon colis est-il assuré ?',
              a: `Oui. Un colis en ${std.name.fr} est assuré jusqu’à ${f.eur(insurance.parcelBase)}, et vous pouvez étendre cette assurance jusqu’à ${f.eur(insurance.parcelExtension)} pour environ ${f.pct(std.insurance.extensionRatePct!)} de la valeur déclarée ; un colis envoyé en ${products.express.name.fr}, dans Bruxelles par exemple, est assuré jusqu’à ${f.eur(insurance.express)}. La déclaration de la valeur est obligatoire pour assurer l’envoi.`,
            },
            {
              q: 'Livrez-vous à l’étranger ?',
              a: `Oui : comptez ${x.span(abroad('neighbours'))} pour les pays voisins, ${x.span(abroad('europe'))} pour le reste de l’Europe et ${x.span(abroad('world'))} pour le reste du monde.`,
            },
            {
              q: 'Combien de temps gardez-vous la preuve de livraison ?',
              a: 'La signature ou la photo prise à la livraison est conservée pendant 2 ans : vous pouvez la demander à tout moment en cas de litige.',
            },
          ],
        },
      ],
      contact: {
        title: 'Obtenez le prix de votre envoi',
        text: `Donnez-nous le poids, les dimensions et les adresses de départ et d’arrivée : votre devis gratuit vous parvient par e-mail dans les ${x.minutes(response.quoteMin)}, ${officeHours('fr', x)}.`,
        mail: 'contact',
        mailLabel: 'Demander un devis par e-mail',
        phoneLabel: 'Appeler pour un enlèvement',
      },
      offers: [
        { name: capitalize(nearby.price!.buys.fr), price: areaPrice('standard', 'upTo100Km') },
        { name: capitalize(national.price!.buys.fr), price: areaPrice('standard', 'over100Km') },
      ],
    };
  },
  nl: (f) => {
    const x = offerWords('nl', f);
    return {
      name: 'Pakketvervoer',
      title: `Pakketten: ${x.span(nearby.delivery)} voor ritten tot ${x.km(distanceGateKm)}`,
      description: `Standaardpakket tot ${x.kg(parcelLimit.maxKg!)}: geleverd ${belgianDelays('nl', x)}; volumineus pakket tot ${x.kg(bulky.maxKg!)}.`,
      heroTitle: 'Pakketvervoer voor bedrijven en particulieren',
      heroLead: `Een doos voor een klant of een zware zending voor uw werf: een standaardpakket tot ${x.kg(parcelLimit.maxKg!)} en ${x.m3(parcelLimit.maxM3!)} leveren we ${belgianDelays('nl', x)}. Volumineuze pakketten gaan mee tot ${x.kg(bulky.maxKg!)}, grote stukken tot ${x.kg(large.maxKg!)} en ${f.num(large.maxLengthCm! / 100)} m lang met onze expreslevering. ${f.pct(punctuality.parcelWindowPct)} van onze pakketten komt binnen de aangekondigde termijn aan.`,
      heroFigures: [
        {
          value: x.km(distanceGateKm),
          label: `of minder per rit: ${x.span(nearby.delivery)} geleverd; bij langere ritten ${x.span(national.delivery)}`,
        },
        { value: x.kg(parcelLimit.maxKg!), label: `voor een standaardpakket, tot ${x.m3(parcelLimit.maxM3!)}` },
        { value: x.kg(large.maxKg!), label: `voor grote stukken tot ${f.num(large.maxLengthCm! / 100)} m lang, met de expreslevering` },
        { value: f.pct(punctuality.parcelWindowPct), label: 'van de pakketten binnen de aangekondigde termijn geleverd' },
      ],
      blocks: [
        {
          type: 'cards',
          id: 'diensten',
          title: 'Welk pakket wilt u versturen?',
          intro:
            'Van een doos van een paar kilo tot een zwaar machineonderdeel op een pallet: voor elke zending is er een passende formule.',
          cards: [
            {
              title: 'Standaardpakket',
              text: `Tot ${x.kg(parcelLimit.maxKg!)} en ${x.m3(parcelLimit.maxM3!)}, geleverd ${belgianDelays('nl', x)}. Geschikt voor bestellingen, dossiers in dozen en stalen voor uw klanten en vestigingen. ${tariffLine('nl', f, false)}`,
            },
            {
              title: 'Volumineus pakket',
              text: `Meubels, displays, beursmateriaal: tot ${x.kg(bulky.maxKg!)} en ${x.m3(bulky.maxM3!)} per pakket, als speciale levering: de simulator rekent er ${x.price(vatPrice(tariff.options.special))} per rit bij. Is het zwaarder of groter, dan gaan uw goederen op een pallet, tot ${f.num(van.payloadKg)} kg per rit.`,
            },
            {
              title: 'Grote stukken',
              text: `Machineonderdelen, toonbanken, lange profielen: stukken tot ${x.kg(large.maxKg!)} en ${f.num(large.maxLengthCm! / 100)} m lang vervoeren we met onze expreslevering, in een bestelwagen die groot genoeg is voor uw lading.`,
            },
            {
              title: 'Breekbaar en verzekerd',
              text: `Glas, kunstwerken of meetapparatuur: een pakket is verzekerd tot ${f.eur(insurance.parcelBase)} met ${std.name.nl} en tot ${f.eur(insurance.express)} met ${products.express.name.nl}. Met ${std.name.nl} kunt u die dekking uitbreiden tot ${f.eur(insurance.parcelExtension)}, voor ongeveer ${f.pct(std.insurance.extensionRatePct!)} van de aangegeven waarde. Wie verzekert, moet de waarde van de zending aangeven.`,
            },
            {
              title: 'Pakket met spoed',
              text: `Kan uw pakket geen dag wachten? Dan gaat het mee met onze expreslevering: in de vijf grote steden opgehaald binnen ${pickup.fromMin} tot ${pickup.toMin} minuten na uw bevestiging en nog dezelfde dag geleverd.`,
            },
            {
              title: 'Verschillende adressen',
              text: 'Eén ophaling, meerdere bestemmingen: wij halen al uw pakketten in één keer op en verdelen ze over uw klanten of vestigingen, elk met een eigen leveringsbewijs.',
            },
            {
              title: 'Voor bedrijven (B2B)',
              text: 'Regelmatige ophalingen op de dagen die u kiest, één factuur per maand of per levering, betaling met overschrijving, met de kaart of via uw klantenrekening.',
            },
          ],
        },
        {
          type: 'steps',
          id: 'stappen',
          title: 'Uw zending in vijf stappen',
          intro: 'Van de prijsaanvraag tot de bevestiging van de levering weet u op elk moment waar uw pakket is.',
          steps: [
            {
              title: 'Offerteaanvraag',
              text: `Geef gewicht, afmetingen en adressen door. Binnen ${x.minutes(response.quoteMin)} ontvangt u een gratis offerte per e-mail, ${officeHours('nl', x)}; met de prijssimulator of aan de telefoon, die dag en nacht bereikbaar is, kent u de prijs al na ${x.minutes(response.quotePhoneMin)}.`,
            },
            {
              title: 'Boeking',
              text: 'U bevestigt de offerte en krijgt het verzendlabel om op het pakket te kleven, samen met het zendingsnummer.',
            },
            {
              title: 'Ophaling',
              text: 'De chauffeur scant elk pakket bij de ophaling en geeft u een ophaalbewijs. Vanaf dat moment zijn wij verantwoordelijk voor uw zending.',
            },
            {
              title: 'Vervoer met opvolging',
              text: 'Met het zendingsnummer volgen u en uw bestemmeling het pakket onderweg, tot het aankomt.',
            },
            {
              title: 'Levering bevestigd',
              text: 'De bestemmeling tekent voor ontvangst of de chauffeur neemt een foto, en u krijgt meteen een bericht per e-mail of sms.',
            },
          ],
        },
        {
          type: 'text',
          id: 'volumegewicht',
          title: 'Zo berekent u het volumegewicht',
          paragraphs: [
            `Een licht maar groot pakket neemt evenveel plaats in de bestelwagen in als een zwaar pakket. Daarom berekenen we ook het volumegewicht: lengte × breedte × hoogte / ${f.num(volumetricDivisor.parcel)}, met de afmetingen in centimeter.`,
            `Een voorbeeld: een doos van ${x.cm(carton)} geeft ${f.num(cartonVolume)} / ${f.num(volumetricDivisor.parcel)} = ${x.kg(cartonVolume / volumetricDivisor.parcel)}. Weegt ze op de weegschaal maar ${x.kg(cartonScaleKg)}, dan telt het volumegewicht van ${x.kg(cartonVolume / volumetricDivisor.parcel)}, voor de keuze van het voertuig en in een offerte.`,
          ],
        },
        {
          type: 'list',
          id: 'levertermijnen',
          title: 'Levertermijnen',
          intro: 'De termijn staat al op uw offerte, in België en in het buitenland.',
          items: [
            `België: levering de volgende werkdag voor ritten tot ${x.km(distanceGateKm)}, voor langere ritten ${x.span(national.delivery)} (D+1 of D+2), voor een standaardpakket.`,
            `Buurlanden (Frankrijk, Nederland, Duitsland en Luxemburg): ${x.short(abroad('neighbours'))}, afhankelijk van de bestemming.`,
            `Rest van Europa: ${x.short(abroad('europe'))}, afhankelijk van de bestemming.`,
            `Rest van de wereld: ${x.short(abroad('world'))}.`,
          ],
        },
        {
          type: 'cards',
          title: 'Wat u van ons mag verwachten',
          cards: [
            {
              title: 'Stipte levering',
              text: `${f.pct(punctuality.parcelWindowPct)} van onze pakketten komt binnen de aangekondigde termijn voor hun bestemming aan, en meer dan ${f.pct(punctuality.parcelNextDayPct)} van de standaardpakketten al op de eerste dag (D+1). Uw klant krijgt zijn bestelling op de dag die u hebt beloofd.`,
            },
            {
              title: 'Elke stap opgevolgd',
              text: 'Verzendlabel, zendingsnummer, scan bij de ophaling en leveringsbewijs: elk pakket laat een spoor na, handig bij een klacht of een controle.',
            },
            {
              title: 'Meteen op de hoogte',
              text: 'Zodra uw pakket geleverd is, ontvangt u een bericht per e-mail of sms. U hoeft niet zelf te bellen om te weten of het is aangekomen.',
            },
            {
              title: 'Snel een prijs',
              text: `Geen verkoopgesprek nodig: geef de afmetingen van uw pakket door en binnen ${x.minutes(response.quoteMin)} hebt u een gratis en vrijblijvende offerte per e-mail (${officeHours('nl', x)}). Pas na uw akkoord plannen we de ophaling.`,
            },
            {
              title: 'Een verzekering op maat',
              text: `De basisdekking volstaat voor een gewone zending; voor waardevolle goederen breidt u ze uit tot ${f.eur(insurance.parcelExtension)}, zonder van vervoerder te veranderen.`,
            },
          ],
        },
        {
          type: 'cards',
          id: 'sectoren',
          title: 'Voor wie rijden wij?',
          cards: [
            {
              title: 'Webshops',
              text: `Wij halen uw bestellingen op in uw magazijn en leveren ze bij de koper ${belgianDelays('nl', x)}, met een bericht per e-mail of sms zodra ze geleverd zijn.`,
            },
            {
              title: 'Winkels en groothandels',
              text: 'Stock verplaatsen tussen filialen, retours naar leveranciers of een snelle aanvulling voor het weekend: wij halen op aan de toonbank.',
            },
            {
              title: 'Vrije beroepen',
              text: 'Advocaten, architecten, landmeters en boekhouders versturen dossiers, plannen en maquettes beschermd en verzekerd, met een handtekening bij ontvangst.',
            },
            {
              title: 'Industrie',
              text: 'Wisselstukken, stalen voor een klant, gereedschap voor een werf: zware pakketten en pallets halen we rechtstreeks op aan uw laadkade.',
            },
            {
              title: 'Medische sector',
              text: 'Praktijken, labo’s en leveranciers van medisch materiaal versturen met ons pakketten die van vertrek tot levering opgevolgd worden.',
            },
            {
              title: 'Evenementen',
              text: 'Panelen, schermen, kisten met materiaal: alles staat op de locatie vóór de opbouw begint, en gaat na afloop weer mee terug.',
            },
            {
              title: 'Particulieren',
              text: 'Een erfstuk naar familie, een verkocht toestel naar de koper: ook als particulier verstuurt u bij ons een pakket, zonder abonnement.',
            },
          ],
        },
        {
          type: 'faq',
          id: 'faq',
          title: 'Veelgestelde vragen over pakketvervoer',
          items: [
            {
              q: 'Wat kost het om een pakket te versturen?',
              a: `${tariffLine('nl', f, true)} De prijs van de simulator hangt af van de zone, het voertuig en de afstand. Het werkelijke gewicht of het volumegewicht bepaalt welk voertuig nodig is en telt mee in de offerte voor regelmatige of zware zendingen; die offerte is gratis.`,
            },
            {
              q: 'Hoe snel wordt mijn pakket geleverd?',
              a: `Een standaardpakket tot ${x.kg(parcelLimit.maxKg!)} en ${x.m3(parcelLimit.maxM3!)} is bij ritten tot ${x.km(distanceGateKm)} de volgende werkdag bij de bestemmeling, bij langere ritten ${x.short(national.delivery)}. Moet het sneller, dan kiest u voor een expreslevering, nog dezelfde dag.`,
            },
            {
              q: 'Hoe zwaar mag een pakket zijn?',
              a: `Een standaardpakket weegt tot ${x.kg(parcelLimit.maxKg!)}, een volumineus pakket tot ${x.kg(bulky.maxKg!)} en ${x.m3(bulky.maxM3!)}. Grote stukken tot ${x.kg(large.maxKg!)} en ${f.num(large.maxLengthCm! / 100)} m lang gaan mee met onze expreslevering; op pallets vervoeren we tot ${f.num(van.payloadKg)} kg per rit.`,
            },
            {
              q: 'Is mijn pakket verzekerd?',
              a: `Ja. Een pakket met ${std.name.nl} is verzekerd tot ${f.eur(insurance.parcelBase)}; u kunt die dekking uitbreiden tot ${f.eur(insurance.parcelExtension)} voor ongeveer ${f.pct(std.insurance.extensionRatePct!)} van de aangegeven waarde. Een pakket dat met ${products.express.name.nl} meegaat, zoals in Brussel, is verzekerd tot ${f.eur(insurance.express)}. Wie verzekert, moet de waarde aangeven.`,
            },
            {
              q: 'Leveren jullie in het buitenland?',
              a: `Ja: reken op ${x.short(abroad('neighbours'))} naar de buurlanden, ${x.short(abroad('europe'))} naar de rest van Europa en ${x.short(abroad('world'))} naar de rest van de wereld.`,
            },
            {
              q: 'Hoelang bewaren jullie het leveringsbewijs?',
              a: 'De handtekening of de foto bij de levering bewaren we 2 jaar: u kunt ze bij een geschil altijd opvragen.',
            },
            {
              q: 'Hoe betaal ik?',
              a: 'Met de kaart, met een overschrijving of via uw klantenrekening. Bedrijven kiezen tussen een factuur per levering of één factuur per maand.',
            },
          ],
        },
      ],
      contact: {
        title: 'Vraag een prijs voor uw pakket',
        text: `Vertel ons wat u verstuurt, hoe zwaar en hoe groot het is en waar het naartoe moet. Binnen ${x.minutes(response.quoteMin)} ontvangt u een gratis offerte en een voorstel voor de ophaling, ${officeHours('nl', x)}.`,
        mail: 'contact',
        mailLabel: 'Offerte aanvragen per e-mail',
        phoneLabel: 'Bel voor een ophaling',
      },
      offers: [
        { name: capitalize(nearby.price!.buys.nl), price: areaPrice('standard', 'upTo100Km') },
        { name: capitalize(national.price!.buys.nl), price: areaPrice('standard', 'over100Km') },
      ],
    };
  },
};
