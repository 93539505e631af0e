import type { ServiceRecord } from '../types';

/** Copy of /fr/services/livraison-express/ and /nl/services/expresslevering/. */
export const express: ServiceRecord = {
  fr: (f) => ({
    name: 'Livraison express',
    title: 'Livraison express en Belgique : 1 h à Bruxelles, 3 h partout',
    description: `Coursier express : enlèvement en 60 à 90 minutes dans les grandes villes, livraison en 1 h à Bruxelles dès ${f.eur(25)}, en 3 h partout en Belgique. Service 24/7.`,
    heroTitle: 'Livraison express : votre envoi enlevé en 60 à 90 minutes',
    heroLead: `Un contrat à faire signer, une pièce attendue dans un atelier, une commande promise à un client : dès votre confirmation, un chauffeur part chercher l’envoi, chez vous 60 à 90 minutes plus tard à Bruxelles, Anvers, Gand, Liège, Charleroi et dans leurs environs. Livraison en 1 h dans un rayon de 20 km à Bruxelles dès ${f.eur(25)}, en 3 h partout en Belgique dès ${f.eur(35)}.`,
    heroFigures: [
      { value: '60–90 min', label: 'entre votre confirmation et l’enlèvement, dans les grandes villes' },
      { value: `dès ${f.eur(25)}`, label: 'livraison en 1 h à Bruxelles, dans un rayon de 20 km' },
      { value: '14 h', label: 'heure limite de commande pour une livraison le jour même entre grandes villes' },
      { value: '24/7', label: 'option jour et nuit, week-end compris' },
    ],
    blocks: [
      {
        type: 'cards',
        id: 'formules',
        title: 'Nos formules de livraison express',
        intro: 'Choisissez la formule selon l’heure à laquelle votre destinataire doit être servi : nous adaptons le véhicule et l’itinéraire à votre envoi.',
        cards: [
          {
            title: 'Express 1 h à Bruxelles',
            text: `Dans un rayon de 20 km autour de Bruxelles, votre envoi est remis à son destinataire dans l’heure, à partir de ${f.eur(25)}. C’est la formule des documents à signer le jour même et des pièces sans lesquelles une intervention ne peut pas avancer.`,
          },
          {
            title: 'Express 3 h dans tout le pays',
            text: `De Bruxelles à Liège, de Gand à Charleroi ou d’Anvers à Namur : livraison en 3 h partout en Belgique, à partir de ${f.eur(35)}. Le chauffeur roule directement de votre adresse à celle du destinataire.`,
          },
          {
            title: 'Livraison le jour même',
            text: 'Commandez avant 14 h et votre envoi est livré le jour même entre Bruxelles, Anvers, Gand, Liège et Charleroi ; à l’intérieur d’une même ville ou région, vous avez jusqu’à 16 h. Idéal pour réassortir un magasin ou honorer la commande urgente d’un client.',
          },
          {
            title: 'Option 24/7',
            text: 'Une livraison à 23 h, un dimanche matin ou un jour férié ? Avec l’option 24/7, nous roulons quand vous en avez besoin. Des suppléments de nuit ou de week-end peuvent s’appliquer : ils figurent toujours sur votre devis.',
          },
          {
            title: 'Tournées à plusieurs adresses',
            text: 'Un seul enlèvement, plusieurs destinataires : nous organisons l’ordre des arrêts et chaque remise est confirmée séparément, par signature ou par photo.',
          },
          {
            title: 'Compte B2B et facture mensuelle',
            text: 'Pour les entreprises qui expédient souvent : toutes vos courses du mois réunies sur une seule facture, réglée par virement, par carte ou via votre compte client.',
          },
        ],
      },
      {
        type: 'figures',
        title: 'Capacités et garanties',
        figures: [
          { value: `${f.num(1000)} kg`, label: 'de charge utile par camionnette, au maximum' },
          { value: '3 m³', label: 'de volume de chargement par camionnette' },
          { value: f.eur(5000), label: 'd’assurance au maximum par envoi express, sur valeur déclarée' },
          { value: '< 2 min', label: 'pour que notre service clients décroche le téléphone' },
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
            title: 'Une réponse en moins de 2 minutes',
            text: 'Quand un envoi ne peut pas attendre, une messagerie vocale ne sert à rien. Au téléphone, notre service clients vous répond en moins de 2 minutes, vous donne le prix et confirme l’heure d’enlèvement.',
          },
          {
            title: 'Des envois assurés',
            text: `Chaque envoi express peut être assuré jusqu’à ${f.eur(5000)}. Pour souscrire l’assurance, la déclaration de la valeur de la marchandise est obligatoire.`,
          },
          {
            title: 'Un prix connu avant le départ',
            text: 'Le devis est gratuit et indique le prix complet, suppléments compris. Vous validez, le chauffeur part : aucune surprise sur la facture.',
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
            text: `Une ligne de production à l’arrêt coûte cher à chaque heure. Outillage, pièces de maintenance, échantillons : jusqu’à ${f.num(1000)} kg par camionnette, enlevés en 60 à 90 minutes dans les grandes villes et leurs environs.`,
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
            a: 'Toute commande passée avant 14 h est livrée le jour même entre Bruxelles, Anvers, Gand, Liège et Charleroi. À l’intérieur d’une même ville ou région, comme la Région bruxelloise, vous pouvez commander jusqu’à 16 h ; plus tard, l’envoi est livré le lendemain matin avant 10 h. Pour les autres destinations belges, la formule Express 3 h prend le relais.',
          },
          {
            q: 'Combien coûte une course express à Bruxelles ?',
            a: `La livraison en 1 h dans un rayon de 20 km autour de Bruxelles commence à ${f.eur(25)} ; l’express 3 h vers le reste du pays commence à ${f.eur(35)}. La nuit et le week-end, des suppléments peuvent s’appliquer. Le devis est gratuit.`,
          },
          {
            q: 'Quels envois pouvez-vous transporter en express ?',
            a: `Des enveloppes aux charges lourdes : jusqu’à ${f.num(1000)} kg et 3 m³ par camionnette, dont des pièces isolées jusqu’à 300 kg et 2 m de long. Indiquez le poids et les dimensions lors de votre demande pour que nous envoyions le bon véhicule.`,
          },
          {
            q: 'Puis-je réserver une course à l’avance ?',
            a: 'Oui, jusqu’à 30 jours à l’avance. Vous pouvez encore modifier la réservation jusqu’à 2 h avant l’enlèvement.',
          },
          {
            q: 'Comment les livraisons sont-elles facturées ?',
            a: 'Au choix, à chaque livraison ou une fois par mois pour les comptes B2B. Vous payez par carte, par virement ou via votre compte client. La preuve de livraison reste disponible pendant 2 ans.',
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
      { name: 'Express 1 h à Bruxelles (rayon de 20 km)', price: 25 },
      { name: 'Express 3 h partout en Belgique', price: 35 },
    ],
  }),
  nl: (f) => ({
    name: 'Expreslevering',
    title: 'Expreslevering in België: ophaling binnen 60 tot 90 minuten',
    description: 'Expreskoerier voor bedrijven en particulieren: ophaling binnen 60 tot 90 minuten, levering dezelfde dag bij aanvraag vóór 16:00, 7 dagen op 7. Gratis offerte.',
    heroTitle: 'Expreslevering: binnen 60 tot 90 minuten opgehaald',
    heroLead: 'Vraagt u uw levering vóór 16:00 aan, dan wordt uw zending nog dezelfde dag geleverd. Komt uw aanvraag later binnen, dan ligt ze de volgende ochtend vóór 10:00 bij de bestemmeling. Wij rijden dag en nacht, 7 dagen op 7.',
    heroFigures: [
      { value: '60-90 min', label: 'tussen uw bevestiging en de ophaling' },
      { value: '16:00', label: 'uiterlijk aanvragen voor levering dezelfde dag' },
      { value: '300 kg', label: 'per pakket, tot 2 m lang' },
      { value: '24/7', label: 'bereikbaar, ook in het weekend' },
    ],
    blocks: [
      {
        type: 'cards',
        title: 'Onze expresdiensten',
        cards: [
          {
            title: 'Levering dezelfde dag',
            text: 'Aanvragen die vóór 16:00 binnenkomen, leveren we dezelfde dag. Wat later wordt aangevraagd, staat de volgende ochtend vóór 10:00 op de plaats van bestemming.',
          },
          {
            title: 'Dag en nacht beschikbaar',
            text: 'Een zending om middernacht of op zondag? Onze koeriers rijden 24 uur per dag, 7 dagen op 7. Zo hoeft een dringende levering nooit te wachten tot maandag.',
          },
          {
            title: 'Meerdere adressen in één rit',
            text: 'Wij halen één keer op en leveren bij al uw bestemmelingen na elkaar. Elke aflevering wordt apart bevestigd, zodat u per adres weet wanneer het pakket is aangekomen.',
          },
          {
            title: 'B2B met maandelijkse facturatie',
            text: 'Verstuurt uw bedrijf regelmatig? Dan krijgt u één factuur per maand met een overzicht van alle ritten. Betalen kan met overschrijving, met de kaart of via uw klantenrekening.',
          },
          {
            title: 'Zware en lange pakketten',
            text: 'Ook grote en zware stukken brengen wij snel ter plaatse: pakketten tot 300 kg en tot 2 m lang, van wisselstukken tot materiaal voor een beursstand.',
          },
        ],
      },
      {
        type: 'cards',
        title: 'Waarom bedrijven voor onze expreslevering kiezen',
        cards: [
          {
            title: 'Ophaaltijd gegarandeerd',
            text: 'Wij beloven een ophaling binnen 60 tot 90 minuten na uw bevestiging. Halen we die termijn niet, dan betalen we u terug.',
          },
          {
            title: 'Zeven dagen op zeven',
            text: 'Ook op zaterdag, zondag en feestdagen kunt u bij ons terecht. Uw zaak stopt niet op vrijdagavond, onze koeriers evenmin.',
          },
          {
            title: 'Altijd weten waar uw zending is',
            text: 'Bij de boeking krijgt u een zendingsnummer, bij de ophaling wordt het pakket gescand en bij aflevering bevestigd met een handtekening of een foto. U krijgt meteen een bericht per e-mail of sms.',
          },
          {
            title: 'Een duidelijke prijs vooraf',
            text: 'U vraagt een gratis offerte en kent de prijs nog voor de koerier vertrekt. Eventuele toeslagen voor nacht of weekend staan er meteen in.',
          },
        ],
      },
      {
        type: 'cards',
        id: 'sectoren',
        title: 'Sectoren waarvoor wij dagelijks rijden',
        cards: [
          {
            title: 'Webshops en e-commerce',
            text: 'Een bestelling die dezelfde dag aankomt, maakt het verschil met de concurrentie. Wij halen op in uw magazijn en leveren rechtstreeks bij uw klant.',
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
            text: 'Een vervangserver, een ingestelde computer of een doos onderdelen: uw materiaal gaat met één chauffeur van uw stock rechtstreeks naar de klant.',
          },
          {
            title: 'Juridische sector',
            text: 'Advocatenkantoren, notarissen en gerechtsdeurwaarders sturen originele akten en conclusies met ons mee, met een bewijs van afgifte voor hun dossier.',
          },
          {
            title: 'Maakindustrie',
            text: 'Stilstand op een productielijn kost geld. Gereedschap, onderhoudsonderdelen en prototypes brengen we van leverancier naar fabriek, ook ’s nachts.',
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
            a: 'Tot 16:00. Aanvragen die later binnenkomen, leveren we de volgende ochtend vóór 10:00.',
          },
          {
            q: 'Wat gebeurt er als u niet op tijd komt ophalen?',
            a: 'Wij garanderen een ophaling binnen 60 tot 90 minuten na uw bevestiging. Lukt dat niet, dan krijgt u een terugbetaling.',
          },
          {
            q: 'Hoe zwaar en hoe groot mag een pakket zijn?',
            a: 'Wij vervoeren pakketten tot 300 kg en tot 2 m lang. Vermeld gewicht en afmetingen in uw aanvraag, dan sturen we het juiste voertuig.',
          },
          {
            q: 'Kan ik een rit vooraf plannen?',
            a: 'Ja, u kunt tot 30 dagen op voorhand boeken en uw boeking nog wijzigen tot 2 uur voor de ophaling.',
          },
        ],
      },
    ],
    contact: {
      title: 'Vraag uw expreslevering aan',
      text: 'Laat ons weten waar de zending vertrekt, waar ze naartoe moet en wanneer ze er moet zijn. U krijgt een gratis offerte en een bevestiging van het ophaaltijdstip.',
      mail: 'contact',
      mailLabel: 'Offerte aanvragen per e-mail',
      phoneLabel: 'Bel een koerier',
    },
  }),
};
