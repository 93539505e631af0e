import { tariff, type Zone } from '../../offer/tariff';
import type { ServiceRecord } from '../types';
import { centreZone } from '../../places/centre-zone';
import {
  vatPrice,
  areaOf,
  cutOffText,
  fleet,
  pickup,
  insurance,
  offerWords,
  pallets as palletFacts,
  products,
  smallPallets,
  sameDay,
  tripPrice,
  van,
  volumetricDivisor,
  type Limit,
  type OfferWords,
  type Span,
} from '../../offer';

const format = (id: string) => products.pallets.limits.find((l) => l.id === id)!;
const quarter = format('quarter');
const quarterLarge = format('quarterLarge');
const half = format('half');
const reduced = format('reduced');
const halfQuoted = format('halfNl');
const quarterQuoted = format('quarterNl');
const euro = format('euro');
/** A pallet handed over after the cut-off: one working day later than D+1. */
const otherwise: Span = { from: areaOf('pallets', 'belgium').delivery.from + 1, unit: 'workday' };
/** A pallet's floor, "60 × 80 cm", and its maximum height, "120 cm". */
const floor = (x: OfferWords, l: Limit) => x.cm(l.dimsCm!.slice(0, 2));
const height = (x: OfferWords, l: Limit) => x.cm([l.dimsCm![2]!]);
/** In a Brussels zone (priced by zone, not by distance), the tariff's half pallet by van, its euro pallet in the large van, and the share one is of the other. */
function inBrussels(zone: Zone) {
  const half = tripPrice({ zone, vehicle: 'van' });
  const euro = tripPrice({ zone, vehicle: 'largeVan' });
  return { half, euro, sharePct: Math.round((half.inclCents / euro.inclCents) * 1000) / 10 };
}
const centre = inBrussels('brusselsCentre');
/** A pallet alone in a van in Brussels: the Express trip the simulator sells there, and its order cut-off. */
const express = areaOf('express', 'brussels');
const grouped = areaOf('pallets', 'belgium');
/** A temperature as a buyer reads it, with its sign: "−20 °C", "+20 °C". */
const celsius = (c: number) => `${c < 0 ? '−' : '+'}${Math.abs(c)} °C`;
const chilled = celsius(palletFacts.chilledC.from);
const chilledTo = celsius(palletFacts.chilledC.to);
/** The grouped round's delivery as pallet shippers write it: "J+1" / "D+1". */
const nextDay = { fr: `J+${grouped.delivery.from}`, nl: `D+${grouped.delivery.from}` } as const;
const rest = inBrussels('brusselsArea');
const [lowShare, highShare] = [centre.sharePct, rest.sharePct].sort((a, b) => a - b) as [number, number];
/** Weight in a "not a whole pallet for this" example: the reduced pallet's lightest sensible load. */
const lightLoadKg = quarterQuoted.maxKg!;

/** Copy of /fr/services/petites-palettes/ and /nl/services/kleine-pallets/. */
export const pallets: ServiceRecord = {
  fr: (f) => {
    const x = offerWords('fr', f);
    return {
      name: 'Petites palettes',
      title: 'Transport de petites palettes en Belgique : livraison en J+1',
      description: `Quarts, demi-palettes et palettes réduites jusqu’à ${x.kg(reduced.maxKg!)} en tournée groupée : J+1 si commandés avant ${sameDay.palletsNextDay} h, jusqu’à ${f.pct(smallPallets.savingsPct)} d’économie.`,
      heroTitle: 'Petites palettes : ne payez plus pour une palette à moitié vide',
      heroLead: `Quart de palette, demi-palette ou palette réduite : vous expédiez le volume réel de votre marchandise et, en tournée groupée, économisez jusqu’à ${f.pct(smallPallets.savingsPct)} par rapport à une palette complète. Commandé avant ${sameDay.palletsNextDay} h, votre envoi groupé est livré le jour ouvrable suivant (J+1) ; s’il ne peut attendre, une camionnette part pour lui seul, en course directe, au prix et au délai que donne le simulateur.`,
      heroFigures: [
        { value: nextDay.fr, label: `en tournée groupée, pour tout envoi commandé avant ${sameDay.palletsNextDay} h` },
        {
          value: `${f.pct(smallPallets.savingsPct)}`,
          label: 'd’économie au maximum en tournée groupée, par rapport à une palette complète',
        },
        { value: f.eur(insurance.pallets), label: 'd’assurance incluse par envoi groupé, sur valeur déclarée ; davantage sur devis' },
        { value: `${palletFacts.halfPerShipment.from} à ${palletFacts.halfPerShipment.to}`, label: 'demi-palettes par envoi groupé' },
      ],
      blocks: [
        {
          type: 'cards',
          id: 'services',
          title: 'Nos services de petites palettes',
          cards: [
            {
              title: 'Quart de palette',
              text: `Pour quelques cartons trop lourds pour un envoi de colis : jusqu’à ${x.kg(quarter.maxKg!)} (${x.kg(quarterQuoted.maxKg!)} sur demande) sur une base de ${floor(x, quarter)}, ${height(x, quarter)} de hauteur au maximum. La même charge peut aussi partir sur une demi-palette basse de ${floor(x, quarterLarge)}.`,
            },
            {
              title: 'Demi-palette',
              text: `Le format le plus demandé par les commerces et les ateliers : ${floor(x, half)} au sol, ${height(x, half)} de hauteur et ${x.kg(half.maxKg!)} (${x.kg(halfQuoted.maxKg!)} sur demande). Jusqu’à ${palletFacts.halfPerShipment.to} demi-palettes dans un même envoi, réparties sur plusieurs véhicules si leur poids l’exige.`,
            },
            {
              title: 'Palette réduite',
              text: `Quand la demi-palette ne suffit pas mais qu’une palette complète serait surdimensionnée : ${floor(x, reduced)}, ${height(x, reduced)} de hauteur et jusqu’à ${x.kg(reduced.maxKg!)}.`,
            },
            {
              title: 'Transport sous température dirigée',
              text: `Produits frais, surgelés ou sensibles à la chaleur voyagent entre ${chilled} et ${chilledTo}, de votre chambre froide à celle de votre client, en livraison spéciale : le simulateur ajoute ${x.price(vatPrice(tariff.options.special))} par trajet.`,
            },
            {
              title: 'Livraison en J+1',
              text: `En tournée groupée, palette commandée avant ${sameDay.palletsNextDay} h, palette livrée en J+1 ; dans les autres cas, comptez ${x.span(otherwise).replace(/^en /, '')}. Vous planifiez vos réassorts et vos chantiers sans marge de sécurité inutile.`,
            },
            {
              title: 'Envois réguliers',
              text: `Vous expédiez toutes les semaines ? Nos tarifs deviennent dégressifs dès ${palletFacts.degressiveFromPerMonth} palettes par mois.`,
            },
          ],
        },
        {
          type: 'table',
          id: 'formats',
          title: 'Les formats de palette',
          caption: 'Dimensions au sol, hauteur maximale et poids courant de chaque format de palette ; davantage sur demande',
          head: ['Format', 'Dimensions au sol', 'Hauteur maximale', 'Poids courant', 'Sur demande'],
          rows: [
            ['Quart de palette', floor(x, quarter), height(x, quarter), x.kg(quarter.maxKg!), x.kg(quarterQuoted.maxKg!)],
            ['Demi-palette basse', floor(x, quarterLarge), height(x, quarterLarge), x.kg(quarterLarge.maxKg!), '–'],
            ['Demi-palette', floor(x, half), height(x, half), x.kg(half.maxKg!), x.kg(halfQuoted.maxKg!)],
            ['Palette réduite', floor(x, reduced), height(x, reduced), x.kg(reduced.maxKg!), x.kg(reduced.maxKg!)],
            ['Palette Europe, en grand fourgon', floor(x, euro), '–', '–', x.kg(euro.maxKg!)],
          ],
          notes: [
            `Poids volumétrique des palettes : longueur × largeur × hauteur en centimètres / ${f.num(volumetricDivisor.pallets)}.`,
            `De ${palletFacts.halfPerShipment.from} à ${palletFacts.halfPerShipment.to} demi-palettes par envoi groupé, réparties sur plusieurs véhicules au-delà de ${x.kg(van.payloadKg)}.`,
            `Sur demande, des charges plus lourdes, jusqu’à la palette Europe en grand fourgon ; en camionnette, ${x.kg(van.payloadKg)} de charge utile au plus.`,
          ],
        },
        {
          type: 'text',
          id: 'prix',
          title: 'Tournée groupée ou course directe : deux délais, deux prix',
          paragraphs: [
            `En tournée groupée, vos palettes voyagent avec d’autres envois sur une même tournée : enlevées à l’heure convenue, elles sont livrées le jour ouvrable suivant (J+1) ${cutOffText('fr', grouped.cutOff!)}. Chaque envoi groupé est assuré jusqu’à ${f.eur(insurance.pallets)}. C’est la formule la plus économique, jusqu’à ${f.pct(smallPallets.savingsPct)} d’économie par rapport à une palette complète, et son prix est établi sur devis, selon le format, le poids et les adresses.`,
            `En course directe, une camionnette ou un grand fourgon part pour vos seules palettes : le simulateur ci-dessous donne le prix et le délai de votre trajet. À Bruxelles, c’est une course Express, assurée jusqu’à ${f.eur(insurance.express)} : enlevée en ${x.span({ from: pickup.fromMin, to: pickup.toMin, unit: 'min' })} et livrée en ${x.span(express.delivery)} si vous la commandez avant ${sameDay.withinCity} h, sinon le jour ouvrable suivant avant ${sameDay.nextMorning} h. Le simulateur y affiche, pour une demi-palette en camionnette et une palette Europe en grand fourgon, ${x.price(centre.half)} contre ${x.price(centre.euro)} dans ${centreZone.fr.named} ; ${x.price(rest.half)} contre ${x.price(rest.euro)} pour tout autre trajet dans Bruxelles et sa périphérie : la demi-palette coûte donc de ${f.num(lowShare)} à ${f.pct(highShare)} du prix de la palette Europe. Au-delà, le prix dépend surtout de la distance : regroupez vos palettes sur un même trajet.`,
            `Le prix tient compte du poids réel et du poids volumétrique, calculé avec un diviseur de ${f.num(volumetricDivisor.pallets)}. Dès ${palletFacts.degressiveFromPerMonth} palettes par mois, vous bénéficiez de tarifs dégressifs. Le devis est gratuit et sans engagement.`,
          ],
        },
        {
          type: 'steps',
          id: 'preparation',
          title: 'Guide de préparation de votre palette',
          intro: 'Une palette bien préparée part à l’heure et arrive intacte. Voici les règles à respecter avant l’enlèvement.',
          steps: [
            {
              title: 'Choisissez le bon format',
              text: 'Vérifiez dans le tableau des formats que la hauteur et le poids de votre chargement restent dans les limites prévues.',
            },
            {
              title: 'Ne laissez rien dépasser',
              text: 'Aucun carton ne peut déborder des bords de la palette. Une palette dont le chargement dépasse est refusée à l’enlèvement.',
            },
            {
              title: 'Placez le plus lourd en bas',
              text: 'Les cartons lourds forment la base, les plus légers et les plus fragiles se trouvent au sommet, pour une pile stable.',
            },
            {
              title: 'Filmez solidement',
              text: `Entourez le chargement d’au moins ${palletFacts.stretchTurns} tours de film étirable, en prenant aussi la palette dans le film pour solidariser l’ensemble.`,
            },
            {
              title: 'Étiquetez et déclarez la valeur',
              text: `Collez l’étiquette d’expédition bien en vue. Pour que l’envoi soit assuré, la déclaration de la valeur de la marchandise est obligatoire.`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Pourquoi choisir la petite palette',
          cards: [
            {
              title: 'Vous payez le volume réel',
              text: `Inutile de payer une palette entière pour ${x.kg(lightLoadKg)} de marchandise : le format réduit correspond à ce que vous envoyez vraiment.`,
            },
            {
              title: 'Un chargement protégé',
              text: 'Filmée et posée sur sa palette, la marchandise est manipulée en une seule unité, sans cartons isolés qui se perdent ou s’abîment.',
            },
            {
              title: 'Une livraison rapide',
              text: 'Avec la livraison en J+1 en tournée groupée, la petite palette devient une solution de réapprovisionnement aussi rapide qu’un envoi de colis.',
            },
            {
              title: 'Une assurance simple',
              text: `Chaque envoi groupé est assuré jusqu’à ${f.eur(insurance.pallets)}. Une course Express l’est jusqu’à ${f.eur(insurance.express)}. Il suffit de déclarer la valeur au moment de la réservation ; au-delà, sur devis.`,
            },
          ],
        },
        {
          type: 'cards',
          id: 'secteurs',
          title: 'Qui expédie en petites palettes ?',
          cards: [
            {
              title: 'Commerces et magasins',
              text: 'Réassort d’une boutique à partir de l’entrepôt central, transfert de marchandises entre deux points de vente.',
            },
            {
              title: 'Restauration',
              text: 'Boissons, vaisselle et produits frais livrés à la cuisine, en température dirigée quand la chaîne du froid l’exige.',
            },
            {
              title: 'Commerce en ligne',
              text: 'Lots de commandes vers un client professionnel ou un entrepôt, regroupés sur une demi-palette plutôt qu’en dizaines de colis.',
            },
            {
              title: 'Industrie et artisanat',
              text: 'Pièces usinées, sacs de matériaux, consommables d’atelier : des charges lourdes mais compactes, idéales sur palette réduite.',
            },
            {
              title: 'Événementiel',
              text: 'Matériel de stand, documentation et cadeaux pour les visiteurs livrés au salon la veille de l’ouverture.',
            },
          ],
        },
        {
          type: 'faq',
          id: 'faq',
          title: 'Questions fréquentes sur les petites palettes',
          items: [
            {
              q: 'Quelle est la différence entre une demi-palette et un quart de palette ?',
              a: `La demi-palette mesure ${floor(x, half)} et porte jusqu’à ${x.kg(half.maxKg!)} (${x.kg(halfQuoted.maxKg!)} sur demande) sur ${height(x, half)} de hauteur. Le quart de palette, en ${floor(x, quarter)}, est limité à ${x.kg(quarter.maxKg!)} (${x.kg(quarterQuoted.maxKg!)} sur demande) et à ${height(x, quarter)} de hauteur ; une demi-palette basse, en ${floor(x, quarterLarge)} et ${height(x, quarterLarge)} de haut, porte la même charge.`,
            },
            {
              q: 'Quand ma palette sera-t-elle livrée ?',
              a: `En tournée groupée, le jour ouvrable suivant (J+1) pour toute palette commandée avant ${sameDay.palletsNextDay} h ; dans les autres cas, comptez ${x.span(otherwise).replace(/^en /, '')}. Si elle ne peut pas attendre, le simulateur vous donne le délai et le prix d’une course directe.`,
            },
            {
              q: 'Pourquoi ma palette pourrait-elle être refusée ?',
              a: `Si le chargement dépasse des bords de la palette, ou s’il n’est pas maintenu par au moins ${palletFacts.stretchTurns} tours de film étirable, le chauffeur ne peut pas la charger en toute sécurité.`,
            },
            {
              q: 'Puis-je envoyer des produits réfrigérés ?',
              a: `Oui, nous transportons des marchandises entre ${chilled} et ${chilledTo}. Précisez la température requise dans votre demande de devis.`,
            },
            {
              q: 'Existe-t-il des tarifs pour les envois fréquents ?',
              a: `Oui, nos tarifs deviennent dégressifs à partir de ${palletFacts.degressiveFromPerMonth} palettes par mois.`,
            },
          ],
        },
      ],
      contact: {
        title: 'Un devis pour vos palettes',
        text: 'Indiquez le format, le poids, le nombre de palettes et les adresses : nous vous proposons le prix et la date de livraison.',
        mail: 'contact',
        mailLabel: 'Demander un devis par e-mail',
        phoneLabel: 'Appeler pour un enlèvement de palettes',
      },
    };
  },
  nl: (f) => {
    const x = offerWords('nl', f);
    return {
      name: 'Kleine pallets',
      title: `Kleine pallets in België: ${x.short(areaOf('pallets', 'belgium').delivery)} geleverd`,
      description: `Kwart-, halve en verkleinde pallets tot ${x.kg(reduced.maxKg!)}, europallets tot ${x.kg(euro.maxKg!)}: vóór ${sameDay.palletsNextDay} uur besteld, in groupage op D+1 geleverd. Tot ${f.pct(smallPallets.savingsPct)} goedkoper.`,
      heroTitle: 'Kleine pallets, snel en veilig ter bestemming',
      heroLead: `Van een kwartpallet tot een volle europallet: u betaalt voor het volume dat u echt verstuurt en betaalt in groupage tot ${f.pct(smallPallets.savingsPct)} minder dan voor een volle pallet. In groupage leveren we wat u vóór ${sameDay.palletsNextDay} uur bestelt de volgende werkdag (D+1), anders ${x.short(otherwise)}. Kan het niet wachten, dan rijdt een bestelwagen alleen voor uw pallets, in een rechtstreekse rit met de prijs en de termijn van de simulator. Onze bestelwagens met laadklep laden en lossen ook waar geen heftruck of laadkade is.`,
      heroFigures: [
        { value: nextDay.nl, label: `in groupage, voor pallets besteld vóór ${sameDay.palletsNextDay} uur, anders ${x.short(otherwise)}` },
        { value: `tot ${f.pct(smallPallets.savingsPct)}`, label: 'goedkoper in groupage dan een volle pallet' },
        { value: x.kg(euro.maxKg!), label: `per europallet van ${floor(x, euro)}` },
        { value: 'Laadklep', label: 'lossen zonder heftruck' },
      ],
      blocks: [
        {
          type: 'cards',
          id: 'diensten',
          title: 'Onze palletdiensten',
          cards: [
            {
              title: 'Kwartpallet',
              text: `Voor een paar zware dozen die samen moeten blijven: ${floor(x, quarterQuoted)} en tot ${height(x, quarter)} hoog, tot ${x.kg(quarter.maxKg!)}, op aanvraag tot ${x.kg(quarterQuoted.maxKg!)}. Dezelfde lading kan ook op een lage halve pallet van ${floor(x, quarterLarge)}.`,
            },
            {
              title: 'Halve pallet',
              text: `Het formaat voor winkelbevoorrading en werfmateriaal: ${floor(x, half)}, tot ${height(x, half)} hoog, ${x.kg(half.maxKg!)}, op aanvraag tot ${x.kg(halfQuoted.maxKg!)}. Tot ${palletFacts.halfPerShipment.to} halve pallets in één groupagezending, boven ${x.kg(van.payloadKg)} verdeeld over meerdere bestelwagens.`,
            },
            {
              title: 'Verkleinde pallet',
              text: `Als een halve pallet te klein is en een volle te groot: ${floor(x, reduced)}, tot ${height(x, reduced)} hoog en tot ${x.kg(reduced.maxKg!)}.`,
            },
            {
              title: 'Europallet',
              text: `Voor grotere ladingen: de gangbare pallet van ${floor(x, euro)}, tot ${x.kg(euro.maxKg!)}, op aanvraag, in onze grote bestelwagen van ${fleet.largeVan.fromM3} tot ${x.m3(fleet.largeVan.toM3)}. Onze bestelwagens tot ${x.tonnes(van.tonnes)}: een gewone bestelwagen laadt tot ${x.kg(van.payloadKg)} per rit.`,
            },
            {
              title: 'Gekoeld vervoer',
              text: `Verse, diepgevroren of warmtegevoelige voedingswaren reizen tussen ${chilled} en ${chilledTo}, van uw koelcel tot die van uw klant, als speciale levering: de simulator rekent er ${x.price(vatPrice(tariff.options.special))} per rit bij. Geneesmiddelen en andere gezondheidsproducten onder temperatuurcontrole vervoeren we enkel op aanvraag, volgens de geldende regelgeving.`,
            },
            {
              title: 'Levering op D+1',
              text: `In groupage: vóór ${sameDay.palletsNextDay} uur besteld, de volgende werkdag geleverd. Zo plant u uw bevoorrading en uw werven zonder overbodige marge.`,
            },
            {
              title: 'Wagens met laadklep',
              text: 'Geen laadkade of heftruck bij de bestemmeling? De laadklep zet de pallet op de grond, voor de deur van de winkel of op de werf.',
            },
            {
              title: 'Regelmatige zendingen',
              text: `Verstuurt u elke week pallets? Vanaf ${palletFacts.degressiveFromPerMonth} pallets per maand krijgt u degressieve tarieven.`,
            },
          ],
        },
        {
          type: 'table',
          id: 'formaten',
          title: 'Palletformaten en toegelaten gewicht',
          caption: 'Afmetingen, maximale hoogte en gewicht per palletformaat, gewoon en op aanvraag',
          head: ['Formaat', 'Afmetingen', 'Maximale hoogte', 'Gewoon tot', 'Op aanvraag tot'],
          rows: [
            ['Kwartpallet', floor(x, quarterQuoted), height(x, quarter), x.kg(quarter.maxKg!), x.kg(quarterQuoted.maxKg!)],
            ['Lage halve pallet', floor(x, quarterLarge), height(x, quarterLarge), x.kg(quarterLarge.maxKg!), '–'],
            ['Halve pallet', floor(x, half), height(x, half), x.kg(half.maxKg!), x.kg(halfQuoted.maxKg!)],
            ['Verkleinde pallet', floor(x, reduced), height(x, reduced), x.kg(reduced.maxKg!), x.kg(reduced.maxKg!)],
            ['Europallet, in de grote bestelwagen', floor(x, euro), '–', '–', x.kg(euro.maxKg!)],
          ],
          notes: [
            `Volumegewicht van een pallet: lengte × breedte × hoogte in centimeter / ${f.num(volumetricDivisor.pallets)}.`,
            `${palletFacts.halfPerShipment.from}–${palletFacts.halfPerShipment.to} halve pallets per groupagezending, boven ${x.kg(van.payloadKg)} verdeeld over meerdere bestelwagens.`,
            `In groupage levering de volgende werkdag (D+1) voor pallets die vóór ${sameDay.palletsNextDay} uur besteld worden; anders ${x.short(otherwise)}.`,
          ],
        },
        {
          type: 'text',
          id: 'prijs',
          title: 'Groupage of rechtstreekse rit: twee termijnen, twee prijzen',
          paragraphs: [
            `In groupage reizen uw pallets samen met andere zendingen in één ronde. We halen ze op het afgesproken uur op en leveren ze de volgende werkdag (D+1), ${cutOffText('nl', grouped.cutOff!)}. Elke groupagezending is verzekerd tot ${f.eur(insurance.pallets)}. Het is de voordeligste formule, tot ${f.pct(smallPallets.savingsPct)} goedkoper dan een volle pallet, met een prijs op offerte volgens formaat, gewicht en adressen.`,
            `Bij een rechtstreekse rit rijdt een bestelwagen of grote bestelwagen alleen voor uw pallets: de simulator hieronder geeft de prijs en de termijn van uw rit. In Brussel is dat een expresrit, verzekerd tot ${f.eur(insurance.express)}: ophaling binnen ${x.span({ from: pickup.fromMin, to: pickup.toMin, unit: 'min' })}, levering binnen ${x.span(express.delivery)} als u vóór ${sameDay.withinCity} uur bestelt, anders de volgende werkdag vóór ${sameDay.nextMorning} uur. Een halve pallet met de bestelwagen kost er ${f.num(lowShare)} tot ${f.pct(highShare)} van de prijs van een europallet met de grote bestelwagen. In het centrum rekent de simulator ${x.price(centre.half)} tegenover ${x.price(centre.euro)}; met het centrum bedoelen we ${centreZone.nl.zone}: ${centreZone.nl.communes}. Voor elke andere rit binnen het Brussels Gewest en de gemeenten die eraan grenzen, is dat ${x.price(rest.half)} tegenover ${x.price(rest.euro)}. Daarbuiten bepaalt vooral de afstand de prijs, dus bundelt u uw pallets best in één rit.`,
            `De prijs houdt rekening met het werkelijke gewicht en met het volumegewicht, berekend met een deler van ${f.num(volumetricDivisor.pallets)}. Vanaf ${palletFacts.degressiveFromPerMonth} pallets per maand krijgt u degressieve tarieven. De offerte is gratis en vrijblijvend.`,
          ],
        },
        {
          type: 'steps',
          id: 'voorbereiding',
          title: 'Zo maakt u uw pallet klaar',
          intro:
            'Een goed voorbereide pallet wordt zonder oponthoud geladen en komt onbeschadigd aan. Let voor de ophaling op deze regels.',
          steps: [
            {
              title: 'Kies het juiste formaat',
              text: 'Kijk in de tabel met palletformaten of de hoogte en het gewicht van uw lading binnen de grenzen blijven.',
            },
            {
              title: 'Laat niets uitsteken',
              text: 'Geen enkele doos mag over de rand van de pallet uitsteken. Een pallet met uitstekende lading wordt bij de ophaling geweigerd.',
            },
            {
              title: 'Zwaar onderaan',
              text: 'De zwaarste dozen vormen de basis, de lichte en breekbare komen bovenaan: zo blijft de stapel stabiel.',
            },
            {
              title: 'Stevig omwikkelen',
              text: `Omwikkel de lading met minstens ${palletFacts.stretchTurns} lagen wikkelfolie en neem de pallet zelf mee in de folie, zodat alles één geheel vormt.`,
            },
            {
              title: 'Label en aangegeven waarde',
              text: 'Kleef het verzendlabel goed zichtbaar op de lading. Wilt u de zending verzekeren, dan is het verplicht de waarde van de goederen aan te geven.',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Waarom kleine pallets via ons',
          cards: [
            {
              title: 'U betaalt voor wat u verstuurt',
              text: `Een halve pallet of kwartpallet neemt minder plaats in de bestelwagen in dan een volle europallet. U huurt geen hele pallet voor ${x.kg(lightLoadKg)} goederen en betaalt dus niet voor lucht.`,
            },
            {
              title: 'Een beschermde lading',
              text: 'Omwikkeld en op een pallet gestapeld, wordt uw lading als één geheel behandeld: geen losse dozen die zoekraken of beschadigd worden.',
            },
            {
              title: 'Levering waar het moet',
              text: 'Dankzij de laadklep leveren we ook bij kleine winkels, kantoren en werven zonder eigen materiaal om te lossen.',
            },
            {
              title: 'Voorspelbare termijn',
              text: `In groupage staat uw pallet op D+1 bij de bestemmeling, of ${x.short(otherwise)} als u later bestelt: een kleine pallet gaat even snel als een pakket.`,
            },
            {
              title: 'Een eenvoudige verzekering',
              text: `Elke groupagezending is verzekerd tot ${f.eur(insurance.pallets)}. Een expresrit is verzekerd tot ${f.eur(insurance.express)}. U geeft daarvoor bij de boeking de waarde aan; meer verzekeren kan op offerte.`,
            },
            {
              title: 'Elke pallet opgevolgd',
              text: 'Elke pallet krijgt een zendingsnummer en bij de levering een leveringsbewijs met handtekening of foto.',
            },
          ],
        },
        {
          type: 'cards',
          id: 'sectoren',
          title: 'Wie verstuurt kleine pallets?',
          cards: [
            {
              title: 'Winkels en handelszaken',
              text: 'Bevoorrading van een winkel vanuit het centrale magazijn, goederen verplaatsen tussen twee verkooppunten.',
            },
            {
              title: 'Horeca',
              text: 'Dranken, servies en verse producten tot in de keuken, gekoeld als de koudeketen dat vraagt.',
            },
            {
              title: 'Webshops',
              text: 'Een reeks bestellingen voor een zakelijke klant of een magazijn, samen op een halve pallet in plaats van tientallen losse pakketten.',
            },
            {
              title: 'Industrie en ambacht',
              text: 'Bewerkte onderdelen, zakken bouwmateriaal, verbruiksgoederen voor de werkplaats: zware maar compacte ladingen, ideaal voor een verkleinde pallet.',
            },
            {
              title: 'Evenementen',
              text: 'Materiaal voor uw beursstand, documentatie en geschenken voor de bezoekers, de dag voor de opening op de beurs geleverd.',
            },
          ],
        },
        {
          type: 'faq',
          id: 'faq',
          title: 'Veelgestelde vragen over kleine pallets',
          items: [
            {
              q: 'Wat is het verschil tussen een halve pallet en een kwartpallet?',
              a: `Een halve pallet meet ${floor(x, half)}, is tot ${height(x, half)} hoog en weegt tot ${x.kg(half.maxKg!)}, op aanvraag tot ${x.kg(halfQuoted.maxKg!)}. Een kwartpallet van ${floor(x, quarterQuoted)} is tot ${height(x, quarter)} hoog en weegt tot ${x.kg(quarter.maxKg!)}, op aanvraag tot ${x.kg(quarterQuoted.maxKg!)}; een lage halve pallet van ${floor(x, quarterLarge)} en ${height(x, quarterLarge)} hoog draagt dezelfde lading.`,
            },
            {
              q: 'Wanneer wordt mijn pallet geleverd?',
              a: `In groupage de volgende werkdag (D+1) als ze vóór ${sameDay.palletsNextDay} uur besteld wordt, anders ${x.short(otherwise)}. Kan ze niet wachten, dan geeft de simulator u de termijn en de prijs van een rechtstreekse rit.`,
            },
            {
              q: 'Hoeveel mag een europallet wegen?',
              a: `Tot ${x.kg(euro.maxKg!)}, op aanvraag, in de grote bestelwagen. Onze bestelwagens tot ${x.tonnes(van.tonnes)}: een gewone bestelwagen laadt tot ${x.kg(van.payloadKg)} per rit.`,
            },
            {
              q: 'Waarom kan mijn pallet geweigerd worden?',
              a: `Als de lading over de rand uitsteekt of niet met minstens ${palletFacts.stretchTurns} lagen wikkelfolie is vastgezet, kan de chauffeur ze niet veilig laden.`,
            },
            {
              q: 'Kan ik gekoelde producten versturen?',
              a: `Ja, we vervoeren goederen tussen ${chilled} en ${chilledTo}. Vermeld de vereiste temperatuur in uw offerteaanvraag.`,
            },
            {
              q: 'Zijn er tarieven voor regelmatige zendingen?',
              a: `Ja, vanaf ${palletFacts.degressiveFromPerMonth} pallets per maand worden onze tarieven degressief.`,
            },
            {
              q: 'Hebt u een heftruck nodig om te lossen?',
              a: 'Nee, voor pallets sturen we een bestelwagen met laadklep. De pallet wordt op de grond gezet, ook waar geen laadkade is.',
            },
          ],
        },
      ],
      contact: {
        title: 'Offerte voor uw pallets',
        text: 'Geef het formaat, het gewicht en het aantal pallets door, samen met het ophaal- en leveringsadres. U krijgt een gratis offerte met de leveringsdatum.',
        mail: 'contact',
        mailLabel: 'Offerte aanvragen per e-mail',
        phoneLabel: 'Bel voor een palletophaling',
      },
    };
  },
};
