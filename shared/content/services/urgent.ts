import type { ServiceRecord } from '../types';
import { fromPrices, insurance, pickup, punctuality, sameDay } from '../../offer';

/** Copy of /fr/services/livraison-urgente/ and /nl/services/spoedlevering/. */
export const urgent: ServiceRecord = {
  fr: (f) => ({
    name: 'Livraison urgente',
    title: 'Livraison urgente 24/7 : enlèvement sous 30 min en ville',
    description: `Coursier urgent 24/7 : enlèvement en moins de 30 minutes dans les grandes villes, livraison en 60 minutes jusqu’à 30 km, dès ${f.eur(fromPrices.urgent.local)}. ${f.pct(punctuality.urgentPct)} de ponctualité.`,
    heroTitle: 'Livraison urgente : un chauffeur chez vous en moins de 30 minutes',
    heroLead: 'Une machine à l’arrêt, un acte à déposer avant la clôture du greffe, un prélèvement attendu au laboratoire : à Bruxelles, Anvers, Gand, Liège et Charleroi, notre chauffeur est à votre porte en moins de 30 minutes (45 minutes en dehors de ces cinq villes) et livre dans les 60 minutes jusqu’à 30 km.',
    heroFigures: [
      { value: '< 30 min', label: 'pour l’enlèvement dans les cinq grandes villes, 45 minutes ailleurs' },
      { value: '60 min', label: 'pour livrer jusqu’à 30 km' },
      { value: f.pct(punctuality.urgentPct), label: 'de livraisons urgentes à l’heure' },
      { value: f.eur(insurance.urgentExtension), label: 'd’assurance au maximum, sur valeur déclarée' },
    ],
    blocks: [
      {
        type: 'cards',
        id: 'services',
        title: 'Ce que nous livrons en urgence',
        intro: 'Des envois jusqu’à 50 kg et 150 × 80 × 80 cm, organisés dès votre appel, de jour comme de nuit.',
        cards: [
          {
            title: 'Documents et actes originaux',
            text: 'Contrats à signer, pièces de procédure, offres de marché public : remis en main propre, contre signature, avant l’échéance.',
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
      {
        type: 'table',
        id: 'tarifs',
        title: 'Tarifs de la livraison urgente',
        caption: 'Prix de départ, délais, poids et assurance inclus, par zone de distance',
        head: ['Zone', 'Prix', 'Enlèvement', 'Livraison', 'Poids inclus', 'Assurance incluse'],
        rows: [
          ['Local (0–20 km)', f.eur(fromPrices.urgent.local), '20 min', '45 min', '5 kg', f.eur(insurance.urgentLocal)],
          ['Régional (20–50 km)', f.eur(fromPrices.urgent.regional), '30 min', '90 min', '15 kg', f.eur(insurance.urgentRegional)],
          ['National (50–150 km)', f.eur(fromPrices.urgent.national), '45 min', '2 h 30', '30 kg ou palettes', f.eur(insurance.urgentNational)],
        ],
        notes: [
          `Nuit (22 h–6 h) : supplément de +${f.pct(30)}.`,
          `Dimanche et jours fériés : supplément de +${f.pct(40)}.`,
          'Au-delà de 30 kg, et jusqu’à 50 kg : prix sur devis.',
          `Assurance au-delà du montant inclus : extension jusqu’à ${f.eur(insurance.urgentExtension)} sur valeur déclarée.`,
        ],
      },
      {
        type: 'figures',
        id: 'international',
        title: 'Délais de livraison vers l’étranger',
        figures: [
          { value: '4 h', label: 'jusqu’à Paris' },
          { value: '3 h', label: 'jusqu’à Amsterdam' },
          { value: '2 h 30', label: 'jusqu’à Luxembourg' },
        ],
      },
      {
        type: 'cards',
        title: 'Pourquoi nous confier vos urgences',
        cards: [
          {
            title: `${f.pct(punctuality.urgentPct)} de ponctualité`,
            text: `Sur nos courses urgentes, ${f.pct(punctuality.urgentPct)} des livraisons respectent l’heure annoncée. Quand vous promettez un délai à votre client, vous pouvez le tenir.`,
          },
          {
            title: `Jusqu’à ${f.eur(insurance.urgentExtension)} d’assurance`,
            text: `Chaque tarif comprend une assurance de ${f.eur(insurance.urgentLocal)} à ${f.eur(insurance.urgentNational)} selon la zone. Prototype, équipement médical, matériel de mesure : pour un envoi de grande valeur, l’extension va jusqu’à ${f.eur(insurance.urgentExtension)}, à condition de déclarer la valeur lors de la réservation.`,
          },
          {
            title: 'Des prix affichés',
            text: `Local, régional ou national : le tarif de départ est connu, de ${f.eur(fromPrices.urgent.local)} à ${f.eur(fromPrices.urgent.national)}. Les suppléments de nuit, de dimanche et de jours fériés figurent dans le tableau.`,
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
            a: `En moins de 30 minutes à Bruxelles, Anvers, Gand, Liège et Charleroi (20 minutes en zone locale, jusqu’à 20 km), en moins de 45 minutes en dehors de ces villes. La livraison suit dans les 60 minutes pour une destination jusqu’à 30 km. Sous contrat Express Urgent, l’enlèvement est garanti en ${pickup.urgentPlanFromMin} à ${pickup.urgentPlanToMin} minutes sur toute la zone couverte.`,
          },
          {
            q: 'Quel est le prix d’une livraison urgente ?',
            a: `À partir de ${f.eur(fromPrices.urgent.local)} en local (0 à 20 km), ${f.eur(fromPrices.urgent.regional)} en régional (20 à 50 km) et ${f.eur(fromPrices.urgent.national)} en national (50 à 150 km).`,
          },
          {
            q: 'Livrez-vous la nuit et le week-end ?',
            a: `Oui, nous roulons 24/7. La nuit, de 22 h à 6 h, le prix augmente de ${f.pct(30)} ; le dimanche et les jours fériés, de ${f.pct(40)}.`,
          },
          {
            q: 'Quelle taille et quel poids pouvez-vous prendre en charge ?',
            a: 'Jusqu’à 50 kg et 150 × 80 × 80 cm par envoi. Au-delà de 30 kg, le prix est établi sur devis.',
          },
          {
            q: 'Livrez-vous en urgence hors de Belgique ?',
            a: 'Oui : comptez 4 h pour Paris, 3 h pour Amsterdam et 2 h 30 pour Luxembourg.',
          },
        ],
      },
    ],
    contact: {
      title: 'Une urgence ? Appelez-nous maintenant',
      text: 'Le plus rapide reste le téléphone : nous organisons l’enlèvement pendant la conversation. Vous pouvez aussi décrire votre envoi par e-mail à notre adresse réservée aux urgences.',
      mail: 'urgent',
      mailLabel: 'Envoyer une demande urgente par e-mail',
      phoneLabel: 'Appeler la ligne d’urgence',
    },
    offers: [
      { name: 'Livraison urgente locale (0–20 km)', price: fromPrices.urgent.local },
      { name: 'Livraison urgente régionale (20–50 km)', price: fromPrices.urgent.regional },
      { name: 'Livraison urgente nationale (50–150 km)', price: fromPrices.urgent.national },
    ],
  }),
  nl: (f) => ({
    name: 'Spoedlevering',
    title: 'Spoedlevering in België: chauffeur onderweg binnen 30 min',
    description: `Spoedkoerier 24/7, 365 dagen per jaar: bevestiging binnen 5 minuten, chauffeur binnen 30 minuten aan uw deur in de grote steden. Vanaf ${f.eur(fromPrices.urgent.local)}.`,
    heroTitle: 'Spoedlevering: binnen 30 minuten rijdt er een chauffeur voor u',
    heroLead: 'Uw aanvraag wordt binnen 5 minuten schriftelijk bevestigd en een chauffeur vertrekt meteen: in de vijf grote steden staat hij binnen 30 minuten aan uw deur, elders in België binnen 45 minuten. Wij zijn bereikbaar van 00.00 tot 23.59 uur, alle dagen van het jaar, en u spreekt met ons Nederlands of Frans.',
    heroFigures: [
      { value: '5 min', label: 'tot de schriftelijke bevestiging van uw aanvraag' },
      { value: '30 min', label: 'tot de chauffeur aan uw deur staat, in de vijf grote steden' },
      { value: '00.00–23.59 uur', label: 'bereikbaar, zeven dagen per week' },
      { value: '365', label: 'dagen per jaar open' },
    ],
    blocks: [
      {
        type: 'cards',
        title: 'Zo werkt onze spoedlevering',
        cards: [
          {
            title: 'Snel geregeld',
            text: 'Binnen 5 minuten na uw telefoontje of e-mail is uw aanvraag behandeld en schriftelijk bevestigd, en weet u wanneer de chauffeur komt.',
          },
          {
            title: 'Meteen onderweg',
            text: 'Binnen 30 minuten is een chauffeur onderweg en staat hij in de vijf grote steden bij u aan de deur; in de lokale zone tot 20 km is dat zelfs binnen 20 minuten, elders in België binnen 45 minuten. Hij rijdt zonder omweg naar de bestemmeling.',
          },
          {
            title: 'Dag en nacht, het hele jaar',
            text: 'Van 00.00 tot 23.59 uur, zeven dagen per week en 365 dagen per jaar: ook op kerstavond of om vier uur ’s nachts neemt iemand op.',
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
        intro: 'Zendingen tot 50 kg en 150 × 80 × 80 cm, opgehaald zodra u belt, overdag en ’s nachts.',
        cards: [
          {
            title: 'Documenten en originele akten',
            text: 'Te tekenen contracten, processtukken, offertes voor een overheidsopdracht: persoonlijk overhandigd, tegen handtekening, voor de deadline.',
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
            text: 'Een vervangschijf, een server, een router: het materiaal dat uw netwerk weer aan de praat krijgt, is er voor de storing u een werkdag kost.',
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
      {
        type: 'table',
        id: 'tarieven',
        title: 'Tarieven voor spoedlevering',
        caption: 'Vanafprijs, termijnen, maximaal gewicht en inbegrepen verzekering per afstandszone',
        head: ['Zone', 'Prijs vanaf', 'Ophaling', 'Levering', 'Maximaal gewicht', 'Verzekering'],
        rows: [
          ['Lokaal (0–20 km)', f.eur(fromPrices.urgent.local), '20 min', '45 min', '5 kg', f.eur(insurance.urgentLocal)],
          ['Regionaal (20–50 km)', f.eur(fromPrices.urgent.regional), '30 min', '90 min', '15 kg', f.eur(insurance.urgentRegional)],
          ['Nationaal (50–150 km)', f.eur(fromPrices.urgent.national), '45 min', '2,5 uur', '30 kg of pallets', f.eur(insurance.urgentNational)],
        ],
        notes: [
          `Nacht (22–6 uur): toeslag van +${f.pct(30)}.`,
          `Zondag en feestdagen: toeslag van +${f.pct(40)}.`,
          'Boven 30 kg: prijs op offerte.',
          `Verzekering boven het inbegrepen bedrag: tot ${f.eur(insurance.urgentExtension)}, op basis van de aangegeven waarde.`,
        ],
      },
      {
        type: 'figures',
        id: 'buitenland',
        title: 'Levertermijnen naar het buitenland',
        figures: [
          { value: '4 uur', label: 'tot Parijs' },
          { value: '3 uur', label: 'tot Amsterdam' },
          { value: '2,5 uur', label: 'tot Luxemburg' },
        ],
      },
      {
        type: 'cards',
        title: 'Onze beloften',
        cards: [
          {
            title: 'Op tijd, of terugbetaald',
            text: 'Halen we het beloofde tijdstip niet, dan betalen we u terug. Die garantie geldt voor elke spoedrit.',
          },
          {
            title: `${f.pct(punctuality.urgentPct)} op tijd`,
            text: `${f.pct(punctuality.urgentPct)} van onze spoedritten wordt geleverd binnen de beloofde tijd. Belooft u uw klant een termijn, dan kunt u die ook halen.`,
          },
          {
            title: `Tot ${f.eur(insurance.urgentExtension)} verzekerd`,
            text: 'Een prototype, medische apparatuur, meetinstrumenten: waardevolle zendingen zijn gedekt, op voorwaarde dat u de waarde bij de boeking aangeeft.',
          },
          {
            title: 'Vaste vanafprijzen',
            text: `Lokaal, regionaal of nationaal: de vanafprijs ligt vast, van ${f.eur(fromPrices.urgent.local)} tot ${f.eur(fromPrices.urgent.national)}. De toeslagen voor nacht, zondag en feestdagen staan in de tabel.`,
          },
          {
            title: 'Opvolging tot de levering',
            text: 'U krijgt een zendingsnummer en een leveringsbewijs met handtekening of foto zodra uw zending is afgegeven, plus een bericht per e-mail of sms.',
          },
          {
            title: 'Gratis offerte, ook bij spoed',
            text: 'Ook als het snel moet gaan, kent u de prijs voor de chauffeur vertrekt. De offerte is gratis en verplicht u tot niets.',
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
            text: 'Ziekenhuisdiensten, labo’s en praktijken die stalen, steriel materiaal of dossiers uitwisselen tussen hun sites, en die geen uur kunnen wachten.',
          },
          {
            title: 'Juridisch',
            text: 'Een verzoekschrift dat vandaag nog op de griffie moet liggen, stukken die de notaris nodig heeft voor het verlijden van een akte: wij brengen ze op tijd ter plaatse.',
          },
          {
            title: 'ICT-noodgevallen',
            text: 'Een server die uitvalt, een kantoor zonder netwerk: de nieuwe harde schijf, de router of de vervangcomputer staat bij uw klant voor de schade oploopt.',
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
            a: 'In de vijf grote steden binnen 30 minuten, in de lokale zone tot 20 km zelfs binnen 20 minuten; elders in België binnen 45 minuten. De levertermijn per afstandszone staat in de tabel.',
          },
          {
            q: 'Wat kost een spoedlevering?',
            a: `Vanaf ${f.eur(fromPrices.urgent.local)} lokaal (0–20 km), ${f.eur(fromPrices.urgent.regional)} regionaal (20–50 km) en ${f.eur(fromPrices.urgent.national)} nationaal (50–150 km).`,
          },
          {
            q: 'Rijden jullie ook ’s nachts en in het weekend?',
            a: `Ja, 24/7. ’s Nachts, van 22 tot 6 uur, komt er ${f.pct(30)} bij; op zondag en op feestdagen ${f.pct(40)}.`,
          },
          {
            q: 'Hoe groot en hoe zwaar mag een spoedzending zijn?',
            a: 'Tot 50 kg en 150 × 80 × 80 cm per zending; in de nationale zone vervoeren we ook pallets. Boven 30 kg krijgt u een prijs op offerte.',
          },
          {
            q: 'Leveren jullie met spoed in het buitenland?',
            a: 'Ja: reken op 4 uur naar Parijs, 3 uur naar Amsterdam en 2,5 uur naar Luxemburg.',
          },
          {
            q: 'En als jullie te laat zijn?',
            a: 'Halen we het beloofde tijdstip niet, dan betalen we u de rit terug.',
          },
        ],
      },
    ],
    contact: {
      title: 'Spoedgeval? Wij staan klaar',
      text: 'Bel ons voor de snelste afhandeling: we regelen de ophaling terwijl u aan de lijn bent. U kunt uw aanvraag ook naar ons aparte e-mailadres voor spoedzendingen sturen; binnen 5 minuten krijgt u een schriftelijke bevestiging.',
      mail: 'urgent',
      mailLabel: 'Spoedaanvraag per e-mail',
      phoneLabel: 'Bel de spoedlijn',
    },
    offers: [
      { name: 'Spoedlevering lokaal (0–20 km)', price: fromPrices.urgent.local },
      { name: 'Spoedlevering regionaal (20–50 km)', price: fromPrices.urgent.regional },
      { name: 'Spoedlevering nationaal (50–150 km)', price: fromPrices.urgent.national },
    ],
    actions: {
      call: 'Bel nu voor een spoedrit',
      moreInfo: 'Meer informatie',
      lessUrgent: {
        text: `Kan uw zending iets langer wachten? Met onze expreslevering wordt ze in de grote steden binnen ${pickup.fromMin} tot ${pickup.toMin} minuten opgehaald en bij een aanvraag vóór ${sameDay.withinCity} uur nog dezelfde dag geleverd in uw stad of gewest.`,
        linkLabel: 'Bekijk onze expreslevering',
      },
    },
  }),
};
