import type { ServiceBlock, ServiceRecord } from '../types';
import { scopedFrom, scopeOf } from '../price-scope';
import type { Lang } from '../../langs';
import { officeHours } from '../answering-hours';
import {
  areaOf,
  areaPrice,
  hoursWindow,
  insurance,
  offerWords,
  pickup,
  products,
  punctuality,
  response,
  sameDay,
  van,
  fleet,
  type OfferWords,
  type Span,
} from '../../offer';

const urgentProduct = products.urgent;
const local = areaOf('urgent', 'local');
const regional = areaOf('urgent', 'regional');
const national = areaOf('urgent', 'midDistance');
const long = areaOf('urgent', 'long');
const bands = [local, regional, national, long];
const night = urgentProduct.surcharges!.find((c) => c.id === 'night')!;
const sunday = urgentProduct.surcharges!.find((c) => c.id === 'sundayHoliday')!;
/** Minutes of a pickup delay that is a figure. */
const min = (p: (typeof local)['pickup']): Span => (p === 'agreed' ? { from: 0, unit: 'min' } : p);
/** A trip abroad: its drive, counted from the pickup (the cell's `afterPickup`). */
const abroad = (id: string) => areaOf('urgent', id).delivery;

/** The urgent price table: one row per distance band, from the product line. */
function priceTable(lang: Lang, x: OfferWords, t: { title: string; caption: string; head: string[]; notes: string[] }): ServiceBlock {
  return {
    type: 'table',
    id: lang === 'fr' ? 'tarifs' : 'tarieven',
    title: t.title,
    caption: t.caption,
    head: t.head,
    rows: bands.map((band) => [
      `${band.name[lang]} (${x.band(band.km!)})`,
      band.price ? x.from('urgent', band.id) : lang === 'fr' ? 'au kilomètre, dans le simulateur' : 'per kilometer, in de simulator',
      x.short(min(band.pickup)),
      x.short(band.delivery),
      x.eur(band.insuranceEur!),
    ]),
    // What each "from" price buys, under the table: in a cell it would make the narrow column of a phone very tall.
    notes: [
      t.notes[0]!,
      ...bands
        .filter((band) => band.price)
        .map((band) =>
          lang === 'fr'
            ? `${band.name.fr} : le prix de départ vaut pour ${scopeOf('fr', 'urgent', band.id)}.`
            : `${band.name.nl}: de vanafprijs geldt voor ${scopeOf('nl', 'urgent', band.id)}.`,
        ),
      ...t.notes.slice(1),
    ],
  };
}

/** Copy of /fr/services/livraison-urgente/ and /nl/services/spoedlevering/. */
export const urgent: ServiceRecord = {
  fr: (f) => {
    const x = offerWords('fr', f);
    const from = scopedFrom('fr', f);
    return {
      name: 'Livraison urgente',
      title: `Livraison urgente 24/7 : livré en ${x.short(local.delivery)} à Bruxelles`,
      description: `Coursier urgent 24/7 partout en Belgique : à Bruxelles, enlevé en ${x.span(min(local.pickup))} et livré en ${x.span(local.delivery)}. Prix de chaque zone de distance en ligne.`,
      heroTitle: `Livraison urgente : à Bruxelles, un chauffeur chez vous en ${x.span(min(local.pickup))}`,
      heroLead: `Une machine à l’arrêt, un acte à déposer avant la clôture du greffe, un prélèvement attendu au laboratoire : notre chauffeur part dès votre appel, de jour comme de nuit. À Bruxelles et dans ses communes voisines, comme pour tout trajet de ${x.km(local.km!.to!)} au plus, il est à votre porte en ${x.span(min(local.pickup))} et votre envoi est livré en ${x.span(local.delivery)}. Pour un trajet plus long, le tableau ci-dessous donne l’enlèvement et la livraison de chaque zone de distance.`,
      heroFigures: [
        { value: x.short(min(local.pickup)), label: `pour l’enlèvement à Bruxelles, et sur tout trajet de ${x.km(local.km!.to!)} au plus` },
        { value: x.short(local.delivery), label: 'pour livrer à Bruxelles, après votre appel' },
        { value: f.pct(punctuality.urgentPct), label: 'de livraisons urgentes à l’heure promise, selon nos relevés' },
        { value: f.eur(insurance.urgentExtension), label: 'd’assurance au maximum par envoi, sur valeur déclarée, sans contrat' },
      ],
      blocks: [
        {
          type: 'cards',
          id: 'services',
          title: 'Ce que nous livrons en urgence',
          intro: `Du pli de moins de ${x.kg(fleet.scooterOrCar.maxKg)}, en scooter ou en voiture, à la camionnette pleine (${x.kg(van.payloadKg)}, ${x.m3(van.volumeM3)}) ou au grand fourgon de ${fleet.largeVan.fromM3} à ${x.m3(fleet.largeVan.toM3)} : le véhicule qu’il faut part dès votre appel, de jour comme de nuit.`,
          cards: [
            {
              title: 'Documents et actes originaux',
              text: 'Contrats à signer, pièces de procédure, actes originaux : remis en main propre, contre signature, avant l’échéance.',
            },
            {
              title: 'Pièces de rechange',
              text: 'Le roulement, la carte électronique ou le moteur qui immobilise votre production quitte le fournisseur dès l’appel et rejoint votre atelier sans détour.',
            },
            {
              title: 'Envois médicaux',
              text: 'Échantillons et prélèvements correctement emballés, dossiers, instruments stérilisés et fournitures : des envois qui ne supportent aucune attente. Médicaments et produits de santé sous température dirigée : sur demande, dans le respect de la réglementation applicable.',
            },
            {
              title: 'Matériel informatique',
              text: 'Disque de remplacement, serveur, routeur : le matériel qui remet votre réseau en marche arrive avant que la panne ne coûte une journée de travail.',
            },
            {
              title: 'Nuits, dimanches et jours fériés',
              text: 'L’urgence n’attend pas le lundi matin. Nous roulons 24/7, avec un supplément annoncé dans le devis.',
            },
            {
              title: 'Urgences vers l’étranger',
              text: 'Paris, Amsterdam, Luxembourg : votre envoi urgent franchit la frontière et arrive à destination en quelques heures.',
            },
          ],
        },
        priceTable('fr', x, {
          title: 'Tarifs de la livraison urgente',
          caption: 'Prix de départ hors TVA (TVA comprise entre parenthèses), délais et assurance incluse, par zone de distance',
          head: ['Zone', 'Prix dès', 'Enlèvement', 'Livraison', 'Assurance incluse'],
          notes: [
            `Prix du simulateur, en semaine et de jour ; ${x.vat.rateText}.`,
            'Enlèvement et livraison comptés à partir de votre appel ; un délai non tenu est remboursé, sauf dans les cas prévus par nos conditions générales.',
            `Urgent de nuit (${hoursWindow('fr', night.fromHour!, night.toHour!)}) : +${f.pct(night.pct)} sur le prix de jour. Un envoi qui peut attendre le soir relève de notre formule Nuit, au prix du simulateur.`,
            `Dimanche et jours fériés : +${f.pct(sunday.pct)} sur le prix de semaine.`,
            `Assurance au-delà du montant inclus : extension jusqu’à ${f.eur(insurance.urgentExtension)} sur valeur déclarée ; ${f.eur(insurance.urgentPlan)} avec le contrat Urgent.`,
          ],
        }),
        {
          type: 'figures',
          id: 'international',
          title: 'Délais de livraison vers l’étranger',
          figures: [
            { value: x.short(abroad('paris')), label: 'de route jusqu’à Paris, après l’enlèvement' },
            { value: x.short(abroad('amsterdam')), label: 'de route jusqu’à Amsterdam, après l’enlèvement' },
            { value: x.short(abroad('luxembourg')), label: 'de route jusqu’à Luxembourg, après l’enlèvement' },
          ],
        },
        {
          type: 'cards',
          title: 'Pourquoi nous confier vos urgences',
          cards: [
            {
              title: `${f.pct(punctuality.urgentPct)} de ponctualité`,
              text: `D’après nos relevés, ${f.pct(punctuality.urgentPct)} de nos livraisons urgentes respectent l’heure annoncée. Quand vous promettez un délai à votre client, vous pouvez le tenir.`,
            },
            {
              title: `Jusqu’à ${f.eur(insurance.urgentExtension)} d’assurance`,
              text: `Chaque tarif comprend une assurance de ${f.eur(insurance.urgentLocal)} à ${f.eur(insurance.urgentNational)} selon la zone. Prototype, équipement médical, matériel de mesure : pour un envoi de grande valeur, l’extension va jusqu’à ${f.eur(insurance.urgentExtension)}, à condition de déclarer la valeur lors de la réservation.`,
            },
            {
              title: 'Des prix affichés',
              text: 'Local, régional ou à moyenne distance : le tableau donne le prix de départ de chaque zone et la course à laquelle il correspond, le simulateur le prix de votre trajet. Les suppléments de nuit, de dimanche et de jours fériés figurent sous le tableau.',
            },
            {
              title: 'Une preuve pour chaque remise',
              text: 'Signature du destinataire ou photo à la livraison, avis immédiat par e-mail ou SMS : vous savez que c’est arrivé, et à quelle heure.',
            },
          ],
        },
        {
          type: 'cards',
          id: 'secteurs',
          title: 'Ceux qui nous appellent en urgence',
          cards: [
            {
              title: 'Industrie',
              text: 'Responsables de maintenance et chefs d’atelier qui doivent relancer une ligne de production avant la prochaine équipe.',
            },
            {
              title: 'Hôpitaux et laboratoires',
              text: 'Services hospitaliers, laboratoires d’analyses et pharmacies qui échangent prélèvements, dossiers et matériel entre sites ; les médicaments, sur demande, dans le respect de la réglementation applicable.',
            },
            {
              title: 'Cabinets d’avocats et études notariales',
              text: 'Pour les pièces à déposer au greffe ou à signer chez un confrère avant l’expiration d’un délai.',
            },
            {
              title: 'Services informatiques',
              text: 'Équipes d’assistance et sociétés de maintenance qui doivent remplacer un équipement défaillant chez un client.',
            },
            {
              title: 'Organisateurs d’événements',
              text: 'Badges oubliés, câble manquant, documentation de conférence : ce qui manque une heure avant l’ouverture des portes.',
            },
          ],
        },
        {
          type: 'faq',
          id: 'faq',
          title: 'Questions fréquentes sur la livraison urgente',
          items: [
            {
              q: 'En combien de temps un coursier peut-il être chez moi ?',
              a: `Cela dépend de la longueur du trajet : en ${x.span(min(local.pickup))} à Bruxelles et pour un trajet de ${x.km(local.km!.to!)} au plus, en ${x.span(min(regional.pickup))} jusqu’à ${x.km(regional.km!.to!)}, en ${x.span(min(national.pickup))} au-delà. La livraison suit dans les délais du tableau : ${x.span(local.delivery)} à Bruxelles. Ces délais sont les mêmes avec ou sans contrat, et un délai non tenu est remboursé, sauf dans les cas prévus par nos conditions générales.`,
            },
            {
              q: 'Quel est le prix d’une livraison urgente ?',
              a: `En local, dès ${from('urgent', 'local')} ; en régional, dès ${from('urgent', 'regional')} ; à moyenne distance, dès ${from('urgent', 'midDistance')}. Le simulateur calcule le prix de votre trajet exact.`,
            },
            {
              q: 'Livrez-vous la nuit et le week-end ?',
              a: `Oui, nous roulons 24/7. La nuit, de ${x.hour(night.fromHour!)} à ${x.hour(night.toHour!)}, le prix d’une course urgente augmente de ${f.pct(night.pct)} ; le dimanche et les jours fériés, de ${f.pct(sunday.pct)}.`,
            },
            {
              q: 'Quelle taille et quel poids pouvez-vous prendre en charge ?',
              a: `Tout ce que nos véhicules emportent : moins de ${x.kg(fleet.scooterOrCar.maxKg)} en scooter ou en voiture, jusqu’à ${x.kg(van.payloadKg)} et ${x.m3(van.volumeM3)} en camionnette, de ${fleet.largeVan.fromM3} à ${x.m3(fleet.largeVan.toM3)} en grand fourgon. Le prix dépend du véhicule : le simulateur donne celui de chacun pour votre trajet.`,
            },
            {
              q: 'Livrez-vous en urgence hors de Belgique ?',
              a: `Oui, sur devis : après l’enlèvement, comptez ${x.span(abroad('paris'))} de route pour Paris, ${x.span(abroad('amsterdam'))} pour Amsterdam et ${x.span(abroad('luxembourg'))} pour Luxembourg.`,
            },
          ],
        },
      ],
      contact: {
        title: 'Une urgence ? Appelez-nous maintenant',
        text: `Le plus rapide reste le téléphone, qui répond 24/7 : nous organisons l’enlèvement pendant la conversation. Vous pouvez aussi décrire votre envoi par e-mail à notre adresse réservée aux urgences : ${officeHours('fr', x)}, vous recevez une confirmation écrite dans les ${x.minutes(response.urgentHandledMin)} ; en dehors de ces heures, appelez-nous.`,
        mail: 'urgent',
        mailLabel: 'Envoyer une demande urgente par e-mail',
        phoneLabel: 'Appeler la ligne d’urgence',
      },
      offers: [
        { name: `Livraison urgente locale (${x.band(local.km!)})`, price: areaPrice('urgent', 'local') },
        { name: `Livraison urgente régionale (${x.band(regional.km!)})`, price: areaPrice('urgent', 'regional') },
        {
          name: `Livraison urgente à moyenne distance (${x.band(national.km!)})`,
          price: areaPrice('urgent', 'midDistance'),
        },
      ],
    };
  },
  nl: (f) => {
    const x = offerWords('nl', f);
    const from = scopedFrom('nl', f);
    return {
      name: 'Spoedlevering',
      title: `Spoedlevering 24/7: in Brussel geleverd binnen ${x.short(local.delivery)}`,
      description: `Spoedkoerier 24/7, alle dagen van het jaar: in Brussel binnen ${x.span(min(local.pickup))} een chauffeur aan uw deur en uw zending binnen ${x.span(local.delivery)} geleverd.`,
      heroTitle: `Spoedlevering: in Brussel binnen ${x.span(min(local.pickup))} een chauffeur aan uw deur`,
      heroLead: `Bel ons en er vertrekt meteen een chauffeur; een aanvraag per e-mail bevestigen we binnen ${x.minutes(response.urgentHandledMin)} schriftelijk, ${officeHours('nl', x)}. In Brussel en de aangrenzende gemeenten, en voor elke rit tot ${x.km(local.km!.to!)}, staat hij binnen ${x.span(min(local.pickup))} aan uw deur en is uw zending binnen ${x.span(local.delivery)} geleverd; voor langere ritten staan ophaling en levering per afstandszone in de tabel. Wij zijn dag en nacht bereikbaar, alle dagen van het jaar, en u spreekt met ons Nederlands of Frans.`,
      heroFigures: [
        {
          value: x.short({ from: response.urgentHandledMin, unit: 'min' }),
          label: `tot de schriftelijke bevestiging van uw aanvraag per e-mail, ${officeHours('nl', x)}`,
        },
        {
          value: x.short(min(local.pickup)),
          label: `tot de chauffeur aan uw deur staat, in Brussel en voor ritten tot ${x.km(local.km!.to!)}`,
        },
        { value: '24/7', label: 'bereikbaar, zeven dagen per week' },
        { value: x.short(local.delivery), label: 'tot de levering in Brussel, na uw oproep' },
      ],
      blocks: [
        {
          type: 'cards',
          title: 'Zo werkt onze spoedlevering',
          cards: [
            {
              title: 'Snel geregeld',
              text: `Aan de telefoon, dag en nacht, regelen we de ophaling terwijl u aan de lijn bent. Een aanvraag per e-mail is ${officeHours('nl', x)} binnen ${x.minutes(response.urgentHandledMin)} behandeld en schriftelijk bevestigd, en u weet wanneer de chauffeur komt; daarbuiten belt u ons.`,
            },
            {
              title: 'Meteen onderweg',
              text: `In Brussel en voor ritten tot ${x.km(local.km!.to!)} staat er binnen ${x.span(min(local.pickup))} een chauffeur aan uw deur, tot ${x.km(regional.km!.to!)} binnen ${x.span(min(regional.pickup))}, voor langere ritten binnen ${x.span(min(national.pickup))}. Hij rijdt zonder omweg naar de bestemmeling.`,
            },
            {
              title: 'Dag en nacht, het hele jaar',
              text: 'Dag en nacht, zeven dagen per week en alle dagen van het jaar: ook op kerstavond of om vier uur ’s nachts neemt iemand op.',
            },
            {
              title: 'In uw taal',
              text: 'Onze medewerkers spreken Nederlands en Frans. Zo gaat er bij een dringende aanvraag geen tijd verloren aan misverstanden.',
            },
          ],
        },
        {
          type: 'cards',
          id: 'zendingen',
          title: 'Wat we met spoed vervoeren',
          intro: `Van een omslag onder ${x.kg(fleet.scooterOrCar.maxKg)}, per scooter of wagen, tot een volle bestelwagen (${x.kg(van.payloadKg)}, ${x.m3(van.volumeM3)}) of een grote bestelwagen van ${fleet.largeVan.fromM3} tot ${x.m3(fleet.largeVan.toM3)}: het juiste voertuig vertrekt zodra u belt, overdag en ’s nachts.`,
          cards: [
            {
              title: 'Documenten en originele akten',
              text: 'Te tekenen contracten, processtukken, originele akten: persoonlijk overhandigd, tegen handtekening, vóór de uiterste datum.',
            },
            {
              title: 'Wisselstukken',
              text: 'Het lager, de printplaat of de motor die uw productie stillegt, vertrekt bij de leverancier zodra u belt en gaat rechtstreeks naar uw werkplaats.',
            },
            {
              title: 'Medische zendingen',
              text: 'Labostalen, steriel instrumentarium, medische hulpmiddelen en dossiers die niet kunnen wachten. Geneesmiddelen en gekoelde gezondheidsproducten vervoeren we enkel op aanvraag, volgens de geldende regelgeving.',
            },
            {
              title: 'ICT-materiaal',
              text: 'Een vervangschijf, een server, een router: het materiaal dat uw netwerk weer aan de praat krijgt, is er vóór de storing u een werkdag kost.',
            },
            {
              title: 'Nachten, zondagen en feestdagen',
              text: 'Een noodgeval wacht niet tot maandagochtend. Wij rijden 24/7, met een toeslag die op uw offerte staat.',
            },
            {
              title: 'Spoed naar het buitenland',
              text: 'Parijs, Amsterdam, Luxemburg: uw dringende zending steekt de grens over en is binnen enkele uren op haar bestemming.',
            },
          ],
        },
        priceTable('nl', x, {
          title: 'Tarieven voor spoedlevering',
          caption: 'Vanafprijs exclusief btw (inclusief btw tussen haakjes), termijnen en inbegrepen verzekering per afstandszone',
          head: ['Zone', 'Prijs vanaf', 'Ophaling', 'Levering', 'Inbegrepen verzekering'],
          notes: [
            `Prijs van de simulator, op weekdagen overdag; ${x.vat.rateText}.`,
            'Ophaling en levering gerekend vanaf uw oproep; halen we de beloofde termijn niet, dan betalen we de rit terug, behalve in de gevallen die onze algemene voorwaarden bepalen.',
            `Spoed ’s nachts (${hoursWindow('nl', night.fromHour!, night.toHour!)}): toeslag van ${f.pct(night.pct)} op de dagprijs. Kan uw zending tot de avond wachten, dan is onze formule Nacht er, tegen de prijs van de simulator.`,
            `Zondag en feestdagen: toeslag van ${f.pct(sunday.pct)}.`,
            `Verzekering boven het inbegrepen bedrag: tot ${f.eur(insurance.urgentExtension)}, op basis van de aangegeven waarde.`,
          ],
        }),
        {
          type: 'figures',
          id: 'buitenland',
          title: 'Levertermijnen naar het buitenland',
          figures: [
            { value: x.short(abroad('paris')), label: 'rijden tot Parijs, na de ophaling' },
            { value: x.short(abroad('amsterdam')), label: 'rijden tot Amsterdam, na de ophaling' },
            { value: x.short(abroad('luxembourg')), label: 'rijden tot Luxemburg, na de ophaling' },
          ],
        },
        {
          type: 'cards',
          title: 'Onze beloften',
          cards: [
            {
              title: 'Op tijd, of terugbetaald',
              text: 'Halen we het beloofde tijdstip niet, dan betalen we u terug. Die garantie geldt voor elke spoedrit, behalve in de gevallen die onze algemene voorwaarden bepalen.',
            },
            {
              title: `${f.pct(punctuality.urgentPct)} op tijd`,
              text: `Volgens onze metingen wordt ${f.pct(punctuality.urgentPct)} van onze spoedritten geleverd binnen de beloofde tijd. Belooft u uw klant een termijn, dan kunt u die ook halen.`,
            },
            {
              title: `Tot ${f.eur(insurance.urgentExtension)} verzekerd`,
              text: 'Een prototype, medische apparatuur, meetinstrumenten: waardevolle zendingen zijn gedekt, op voorwaarde dat u de waarde bij de boeking aangeeft.',
            },
            {
              title: 'Duidelijke vanafprijzen',
              text: 'Lokaal, regionaal of op middellange afstand: de tabel geeft de vanafprijs van elke zone en de rit die u daarvoor krijgt, de simulator de prijs van uw eigen rit. De toeslagen voor nacht, zondag en feestdagen staan onder de tabel.',
            },
            {
              title: 'Opvolging tot de levering',
              text: 'U krijgt een zendingsnummer en een leveringsbewijs met handtekening of foto zodra uw zending is afgegeven, plus een bericht per e-mail of sms.',
            },
            {
              title: 'Gratis offerte, ook bij spoed',
              text: 'Ook als het snel moet gaan, kent u de prijs voor de chauffeur vertrekt. De offerte is gratis en vrijblijvend.',
            },
          ],
        },
        {
          type: 'cards',
          id: 'toepassingen',
          title: 'Wanneer elke minuut telt',
          intro: 'Een spoedrit is geen luxe als stilstand, uitstel of een gemiste termijn meer kost dan de rit zelf.',
          cards: [
            {
              title: 'Industrie',
              text: 'Een defecte pomp, een gebroken as, een ontbrekende sensor: het wisselstuk gaat rechtstreeks van de leverancier naar uw fabriek, zodat de productie weer draait voor de volgende ploeg begint.',
            },
            {
              title: 'Medisch',
              text: 'Ziekenhuisdiensten, labo’s en praktijken die stalen, steriel materiaal of dossiers uitwisselen tussen hun vestigingen en die geen uur kunnen wachten.',
            },
            {
              title: 'Juridisch',
              text: 'Een verzoekschrift dat vandaag nog op de griffie moet liggen, stukken die de notaris nodig heeft voor het verlijden van een akte: wij brengen ze op tijd ter plaatse.',
            },
            {
              title: 'ICT-noodgevallen',
              text: 'Een server die uitvalt, een kantoor zonder netwerk: de nieuwe harde schijf, de router of de vervangcomputer staat bij uw klant vóór de schade oploopt.',
            },
            {
              title: 'Evenementen',
              text: 'Vergeten badges, een ontbrekende kabel, documentatie voor een congres: wat een uur voor de opening nog ontbreekt, brengen wij ter plaatse.',
            },
          ],
        },
        {
          type: 'faq',
          id: 'faq',
          title: 'Veelgestelde vragen over spoedlevering',
          items: [
            {
              q: 'Hoe snel is een chauffeur bij mij?',
              a: `Dat hangt af van de lengte van de rit: binnen ${x.span(min(local.pickup))} in Brussel en voor ritten tot ${x.km(local.km!.to!)}, binnen ${x.span(min(regional.pickup))} tot ${x.km(regional.km!.to!)}, binnen ${x.span(min(national.pickup))} voor langere ritten. De levertermijn per afstandszone staat in de tabel: in Brussel ${x.span(local.delivery)}. Met of zonder contract gelden dezelfde termijnen, en halen we ze niet, dan betalen we de rit terug, behalve in de gevallen die onze algemene voorwaarden bepalen.`,
            },
            {
              q: 'Wat kost een spoedlevering?',
              a: `Lokaal vanaf ${from('urgent', 'local')}; regionaal vanaf ${from('urgent', 'regional')}; op middellange afstand vanaf ${from('urgent', 'midDistance')}. De simulator berekent de prijs van uw eigen rit.`,
            },
            {
              q: 'Rijden jullie ook ’s nachts en in het weekend?',
              a: `Ja, 24/7. ’s Nachts, van ${night.fromHour} tot ${x.hour(night.toHour!)}, komt er ${f.pct(night.pct)} bij op de prijs van een spoedrit; op zondag en op feestdagen ${f.pct(sunday.pct)}.`,
            },
            {
              q: 'Hoe groot en hoe zwaar mag een spoedzending zijn?',
              a: `Alles wat onze voertuigen laden: minder dan ${x.kg(fleet.scooterOrCar.maxKg)} per scooter of wagen, tot ${x.kg(van.payloadKg)} en ${x.m3(van.volumeM3)} met de bestelwagen, ${fleet.largeVan.fromM3} tot ${x.m3(fleet.largeVan.toM3)} met de grote bestelwagen. De prijs hangt af van het voertuig: de simulator geeft die van elk voertuig voor uw rit.`,
            },
            {
              q: 'Leveren jullie met spoed in het buitenland?',
              a: `Ja, op offerte: reken na de ophaling op ${x.span(abroad('paris'))} rijden naar Parijs, ${x.span(abroad('amsterdam'))} naar Amsterdam en ${x.span(abroad('luxembourg'))} naar Luxemburg.`,
            },
            {
              q: 'En als jullie te laat zijn?',
              a: 'Halen we het beloofde tijdstip niet, dan betalen we u de rit terug, behalve in de gevallen die onze algemene voorwaarden bepalen.',
            },
          ],
        },
      ],
      contact: {
        title: 'Spoedgeval? Wij staan klaar',
        text: `Bel ons voor de snelste afhandeling: we regelen de ophaling terwijl u aan de lijn bent. U kunt uw aanvraag ook naar ons aparte e-mailadres voor spoedzendingen sturen: ${officeHours('nl', x)} krijgt u binnen ${x.minutes(response.urgentHandledMin)} een schriftelijke bevestiging. Daarbuiten belt u ons: de spoedlijn is 24/7 bereikbaar.`,
        mail: 'urgent',
        mailLabel: 'Spoedaanvraag per e-mail',
        phoneLabel: 'Bel de spoedlijn',
      },
      offers: [
        { name: `Spoedlevering lokaal (${x.band(local.km!)})`, price: areaPrice('urgent', 'local') },
        { name: `Spoedlevering regionaal (${x.band(regional.km!)})`, price: areaPrice('urgent', 'regional') },
        {
          name: `Spoedlevering middellange afstand (${x.band(national.km!)})`,
          price: areaPrice('urgent', 'midDistance'),
        },
      ],
      actions: {
        call: 'Bel nu voor een spoedrit',
        moreInfo: 'Meer informatie',
        lessUrgent: {
          text: `Kan uw zending iets langer wachten? Met onze expreslevering wordt ze in de grote steden binnen ${pickup.fromMin} tot ${pickup.toMin} minuten opgehaald en bij een aanvraag vóór ${sameDay.withinCity} uur nog dezelfde dag geleverd binnen het Brussels Gewest en de rand, of binnen Antwerpen, Gent, Luik of Charleroi en de gemeenten die eraan grenzen.`,
          linkLabel: 'Bekijk onze expreslevering',
        },
      },
    };
  },
};
