import type { LegalForm } from '../company/register';
import type { Formatters } from '../format';
import type { LegalId } from '../routes';
import { cmr, retention } from '../company/legal-facts';
import type { RefundGuarantee } from '../offer/guarantees';
import type { Bilingual } from './types';

/** What the legal pages state about the company, all from the configuration (never literal text). */
export type LegalFacts = {
  /** Trading name ("Belgo Express"). */
  name: string;
  /** Registered name followed by the abbreviation of its legal form ("Belgo Express SRL"). */
  registeredName: string;
  /** Registered office, in the page's language. */
  office: string;
  email: string;
  /** How long the language cookie lives, in days. */
  cookieDays: number;
  /** Name and address of the site's host; empty when the company hosts the site itself. */
  host: string;
  /** The register's mention of the company's file ("RPM Bruxelles"), and the full name of that court. */
  register: string;
  court: string;
  /** Paths of the pages the legal copy links to, in the page's language. */
  paths: { tariffs: string; terms: string; privacy: string };
  /**
   * Each product's insurance, from the product line, formatted: what is included (per area when it
   * varies), the extension on declared value and its rate, the ceiling under the product's plan.
   */
  insurance: { product: string; included: string; extension?: string; extensionRate?: string; plan?: string; planCeiling?: string }[];
  /** The products whose time is guaranteed with a refund (shared/offer/guarantees.ts), by name. */
  refunds: { product: string; promise: RefundGuarantee }[];
};

/** A table of a legal page: caption, column heads, rows (the first cell of a row heads it). */
export type LegalTable = { caption: string; head: string[]; rows: string[][] };

/** A section of a legal page: a heading, paragraphs, then an optional list and links. */
export type LegalSection = {
  title: string;
  paragraphs: string[];
  items?: string[];
  /** A table after the paragraphs (the privacy statement's processing, the terms' insurance). */
  table?: LegalTable;
  /** Paragraphs after the list or the table. */
  after?: string[];
  links?: { label: string; href: string }[];
};

/** Everything a legal page says, in one language. */
export type LegalCopy = {
  /** Short name for the footer link and the breadcrumb. */
  name: string;
  title: string;
  description: string;
  heroTitle: string;
  heroLead: string;
  /** Labels of the legal notice's list of company facts (the values come from the configuration). */
  facts?: {
    name: string;
    form: string;
    office: string;
    number: string;
    register: string;
    vat: string;
    licence: string;
    insurer: string;
    email: string;
    phone: string;
    host: string;
  };
  sections: LegalSection[];
};

/** A legal page's copy, built with the company's facts and the page's formatters. */
export type LegalRecord = Bilingual<(facts: LegalFacts, f: Formatters) => LegalCopy>;

/** The full name of each legal form, as the Moniteur belge / Belgisch Staatsblad writes it. */
export const legalFormNames: Bilingual<Record<LegalForm, string>> = {
  fr: {
    srl: 'société à responsabilité limitée',
    sa: 'société anonyme',
    sc: 'société coopérative',
    snc: 'société en nom collectif',
    scomm: 'société en commandite',
  },
  nl: {
    srl: 'besloten vennootschap',
    sa: 'naamloze vennootschap',
    sc: 'coöperatieve vennootschap',
    snc: 'vennootschap onder firma',
    scomm: 'commanditaire vennootschap',
  },
};

/** The legal notice (mentions légales / wettelijke vermeldingen). */
const notice: LegalRecord = {
  fr: (c) => ({
    name: 'Mentions légales',
    title: `Mentions légales | ${c.name}`,
    description: `Qui publie ce site : ${c.registeredName}, son siège, ses numéros d’entreprise et de TVA, son registre (RPM), ses coordonnées et l’hébergeur du site.`,
    heroTitle: 'Mentions légales',
    heroLead: `Les informations que le Code de droit économique impose à toute entreprise qui publie un site : qui est ${c.registeredName} et comment la joindre.`,
    facts: {
      name: 'Dénomination',
      form: 'Forme juridique',
      office: 'Siège social',
      number: 'Numéro d’entreprise (BCE)',
      register: 'Registre des personnes morales',
      vat: 'Numéro de TVA',
      licence: 'Licence de transport de marchandises par route',
      insurer: 'Assurance de responsabilité du transporteur',
      email: 'E-mail',
      phone: 'Téléphone',
      host: 'Hébergement du site',
    },
    sections: [
      {
        title: 'Contenu du site',
        paragraphs: [
          'Les délais, zones et tarifs présentés sur ce site décrivent nos services de manière générale. Les prix du simulateur sont des estimations : seuls le devis ou la confirmation de commande que nous vous adressons nous engagent.',
          'Nous veillons à tenir ces informations à jour. Si vous y relevez une erreur, écrivez-nous : nous la corrigerons.',
        ],
      },
      {
        title: 'Propriété intellectuelle',
        paragraphs: [
          `Les textes, le logo et la présentation de ce site appartiennent à ${c.registeredName}. Vous pouvez citer une page en indiquant sa source ; toute autre reproduction demande notre accord écrit.`,
        ],
      },
      {
        title: 'Droit applicable',
        paragraphs: [
          'Ce site et les présentes mentions sont régis par le droit belge. En cas de litige, les cours et tribunaux de l’arrondissement judiciaire du siège social sont compétents, sauf règle impérative contraire.',
        ],
      },
    ],
  }),
  nl: (c) => ({
    name: 'Wettelijke vermeldingen',
    title: `Wettelijke vermeldingen | ${c.name}`,
    description: `Wie achter deze website zit: ${c.registeredName}, de zetel, het ondernemingsnummer en btw-nummer, het RPR, de contactgegevens en de host.`,
    heroTitle: 'Wettelijke vermeldingen',
    heroLead: `De gegevens die het Wetboek van economisch recht oplegt aan elke onderneming met een website: wie we zijn en hoe u ons bereikt.`,
    facts: {
      name: 'Naam',
      form: 'Rechtsvorm',
      office: 'Zetel',
      number: 'Ondernemingsnummer (KBO)',
      register: 'Rechtspersonenregister',
      vat: 'Btw-nummer',
      licence: 'Vergunning voor goederenvervoer over de weg',
      insurer: 'Verzekering burgerlijke aansprakelijkheid vervoerder',
      email: 'E-mail',
      phone: 'Telefoon',
      host: 'Hosting van de website',
    },
    sections: [
      {
        title: 'Inhoud van de site',
        paragraphs: [
          'De termijnen, zones en tarieven op deze site beschrijven onze diensten in het algemeen. De prijzen uit de simulator zijn ramingen: alleen de offerte of de opdrachtbevestiging die we u bezorgen, is bindend.',
          'We houden deze informatie zorgvuldig bij. Ziet u toch een fout? Laat het ons weten, dan verbeteren we die.',
        ],
      },
      {
        title: 'Intellectuele eigendom',
        paragraphs: [
          `De teksten, het logo en de vormgeving van deze site zijn eigendom van ${c.registeredName}. U mag een pagina citeren met vermelding van de bron; voor elke andere overname hebt u onze schriftelijke toestemming nodig.`,
        ],
      },
      {
        title: 'Toepasselijk recht',
        paragraphs: [
          'Op deze site en deze vermeldingen is het Belgisch recht van toepassing. Bij een geschil zijn de hoven en rechtbanken van het gerechtelijk arrondissement van onze zetel bevoegd, tenzij een dwingende regel anders bepaalt.',
        ],
      },
    ],
  }),
};

/** The hosting sentence of the privacy statement, agreeing with the legal notice's "host" line. */
const hosting: Bilingual<(c: LegalFacts) => string> = {
  fr: (c) =>
    c.host
      ? `Le site est hébergé par ${c.host}, qui agit comme sous-traitant : il ne reçoit rien de ce que vous écrivez dans le formulaire de contact, et les journaux décrits plus haut ne contiennent aucune donnée personnelle.`
      : `Le site est hébergé par ${c.registeredName} elle-même, à l’adresse de son siège : aucun hébergeur extérieur n’intervient.`,
  nl: (c) =>
    c.host
      ? `De site wordt gehost door ${c.host}, die optreedt als verwerker: die ontvangt niets van wat u in het contactformulier schrijft, en de logbestanden die we hierboven beschrijven, bevatten geen persoonsgegevens.`
      : `${c.registeredName} host de site zelf, op het adres van de zetel: er komt geen externe hostingpartij aan te pas.`,
};

/** The privacy statement (vie privée / privacy), GDPR art. 13. */
const privacy: LegalRecord = {
  fr: (c, f) => ({
    name: 'Vie privée',
    title: `Vie privée et cookies | ${c.name}`,
    description: `Ce que ${c.name} fait de vos données : demandes, envois, preuves de livraison, positions des camionnettes ; pourquoi, sur quelle base et combien de temps.`,
    heroTitle: 'Vie privée et cookies',
    heroLead:
      'Ce site est conçu pour recueillir le moins possible : ce que vous écrivez dans le formulaire de contact n’arrive jamais sur notre serveur, aucun outil de mesure d’audience, aucun contenu chargé depuis un autre site. Comme transporteur, nous traitons en revanche les données qu’un envoi demande : voici lesquelles.',
    sections: [
      {
        title: 'Responsable du traitement',
        paragraphs: [
          `${c.registeredName}, ${c.office}, est responsable des données personnelles traitées par ce site, par les messages que vous nous envoyez et pour les envois que nous transportons. Pour toute question sur vos données, écrivez à ${c.email}.`,
        ],
      },
      {
        title: 'Ce que nous traitons, pourquoi et combien de temps',
        paragraphs: [
          'Pour enlever et livrer un envoi, nous avons besoin de savoir qui l’expédie et à qui il est destiné, et de pouvoir prouver qu’il a été remis. Selon le cas, nous nous fondons sur l’article 6.1 du RGPD : le contrat ou les démarches qui le précèdent (point b), une obligation légale (point c) ou notre intérêt légitime (point f). Passé le délai indiqué, les données sont effacées ou rendues anonymes.',
        ],
        table: {
          caption: 'Les données que nous traitons comme transporteur',
          head: ['Données', 'Pourquoi', 'Base légale', 'Conservation'],
          rows: [
            [
              'Demandes de devis et messages : nom, e-mail, téléphone, contenu du message',
              'Répondre à votre demande et établir un devis',
              'Mesures précontractuelles prises à votre demande (art. 6, 1, b)',
              `${f.num(retention.requestsMonths.value)} mois après le dernier échange, si aucune commande ne suit`,
            ],
            [
              'Expéditeurs et destinataires : nom, adresse, téléphone, instructions de livraison',
              'Enlever et livrer l’envoi, prévenir le destinataire de son arrivée',
              'Contrat avec le client qui expédie (art. 6, 1, b) ; pour le destinataire, notre intérêt légitime à livrer l’envoi qui lui est adressé (art. 6, 1, f)',
              `${f.num(retention.consignmentYears.value)} ans, comme la preuve de livraison de l’envoi`,
            ],
            [
              'Preuves de livraison : signature ou photo, nom de la personne qui réceptionne, heure et lieu',
              'Prouver la remise de l’envoi et traiter une réclamation',
              'Contrat avec le client (art. 6, 1, b) et intérêt légitime à établir la livraison (art. 6, 1, f)',
              `${f.num(retention.proofOfDeliveryYears.value)} ans après la livraison`,
            ],
            [
              'Positions des camionnettes pendant les tournées (ce qui concerne nos chauffeurs)',
              'Suivre les envois, annoncer une heure d’arrivée, organiser les tournées',
              'Intérêt légitime à suivre les envois qui nous sont confiés (art. 6, 1, f)',
              `${f.num(retention.vehiclePositionsMonths.value)} mois ; ensuite, seules les heures d’enlèvement et de livraison restent attachées à l’envoi`,
            ],
            [
              'Facturation : nom du client, adresse de facturation, numéro de TVA, personne de contact',
              'Facturer et tenir notre comptabilité',
              'Obligation légale (art. 6, 1, c)',
              `${f.num(retention.accountingYears.value)} ans, comme le droit comptable et fiscal l’impose pour les pièces comptables`,
            ],
          ],
        },
      },
      {
        title: 'Le formulaire de contact',
        paragraphs: [
          'Le formulaire ne transmet rien à notre serveur. Quand vous l’envoyez, votre navigateur ouvre votre propre logiciel de messagerie avec un e-mail déjà rédigé : c’est vous qui l’envoyez, depuis votre adresse, et vous pouvez encore le modifier ou y renoncer. Sans JavaScript, le formulaire fonctionne de la même façon.',
          'Quand votre e-mail nous parvient, il est traité comme une demande de devis (tableau ci-dessus). Rien ne vous oblige à nous donner ces données, mais sans coordonnées nous ne pouvons pas vous répondre.',
        ],
      },
      {
        title: 'Le simulateur de prix',
        paragraphs: [
          'Avec JavaScript, le simulateur calcule le prix dans votre navigateur : rien n’est envoyé. Sans JavaScript, les communes, la distance et les options que vous choisissez passent dans l’adresse de la page, pour que notre serveur calcule le prix et vous l’affiche. Elles ne sont pas enregistrées : nos journaux notent l’adresse de la page sans ce qui suit le point d’interrogation.',
        ],
      },
      {
        title: 'Les journaux du serveur',
        paragraphs: [
          'Pour assurer le bon fonctionnement du site, notre serveur note chaque demande de page : l’heure, l’adresse de la page (sans ce qui suit le point d’interrogation), la réponse donnée, sa durée et sa taille. Il n’enregistre ni votre adresse IP, ni votre navigateur, ni rien de ce que vous tapez : ces journaux ne contiennent aucune donnée personnelle.',
        ],
      },
      {
        title: 'Un seul cookie : la langue',
        paragraphs: [
          `Le site dépose un seul cookie, nommé « lang », et seulement si vous utilisez le bouton FR/NL. Il contient la langue choisie (fr ou nl) et sert uniquement à vous ouvrir le site dans cette langue lors de votre prochaine visite. Il expire après ${f.num(c.cookieDays)} jours ; vous pouvez l’effacer à tout moment dans votre navigateur.`,
          'Ce cookie est strictement nécessaire au service que vous demandez en choisissant une langue : la loi ne le soumet pas à votre consentement, et c’est pourquoi ce site n’affiche pas de bandeau de cookies. Le site n’écrit rien d’autre dans votre navigateur, sauf le brouillon du formulaire de contact, gardé dans cet onglet seulement et effacé à son envoi.',
          'Le site n’utilise aucun autre cookie, aucun outil de mesure d’audience ou de publicité, et ne charge rien depuis un autre site (polices, cartes ou vidéos).',
        ],
      },
      {
        title: 'Destinataires et hébergement',
        paragraphs: [
          'Vos données ne sont ni vendues ni cédées. Seuls les membres de notre équipe qui traitent votre demande ou votre envoi y ont accès ; le destinataire d’un envoi voit le nom de l’expéditeur, et l’expéditeur la preuve de livraison.',
          hosting.fr(c),
        ],
      },
      {
        title: 'Vos droits',
        paragraphs: [
          `Vous pouvez à tout moment exercer les droits que vous donnent les articles 15 à 21 du RGPD en écrivant à ${c.email}. Nous vous répondons dans un délai d’un mois.`,
        ],
        items: [
          'accéder aux données que nous avons sur vous et en recevoir une copie',
          'les faire rectifier si elles sont inexactes',
          'les faire effacer lorsque rien ne nous oblige à les garder',
          'en faire limiter le traitement',
          'vous opposer à leur traitement, en particulier à celui fondé sur notre intérêt légitime',
          'les recevoir dans un format courant pour les transmettre à un autre prestataire',
        ],
      },
      {
        title: 'Réclamation',
        paragraphs: [
          'Si vous estimez que nous ne respectons pas vos droits, vous pouvez introduire une réclamation auprès de l’Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles, téléphone +32 2 274 48 00, e-mail contact@apd-gba.be.',
        ],
        links: [{ label: 'Site de l’Autorité de protection des données', href: 'https://www.autoriteprotectiondonnees.be' }],
      },
    ],
  }),
  nl: (c, f) => ({
    name: 'Privacy',
    title: `Privacyverklaring en cookies | ${c.name}`,
    description: `Wat ${c.name} met uw gegevens doet: aanvragen, zendingen, leveringsbewijzen, locatie van de bestelwagens; waarom, op welke basis en hoelang.`,
    heroTitle: 'Privacyverklaring en cookies',
    heroLead:
      'Deze site verzamelt zo weinig mogelijk: wat u in het contactformulier schrijft, komt nooit op onze server terecht, we meten geen bezoekers en we laden niets van een andere site. Als vervoerder verwerken we wel de gegevens die een zending nodig heeft: dit zijn ze.',
    sections: [
      {
        title: 'Verantwoordelijke voor de verwerking',
        paragraphs: [
          `${c.registeredName}, ${c.office}, is verantwoordelijk voor de persoonsgegevens die we via deze site, via uw berichten aan ons en voor de zendingen die we vervoeren, verwerken. Met vragen over uw gegevens kunt u terecht bij ${c.email}.`,
        ],
      },
      {
        title: 'Wat we verwerken, waarom en hoelang',
        paragraphs: [
          'Om een zending op te halen en af te leveren, moeten we weten wie ze verstuurt en voor wie ze bestemd is, en moeten we kunnen bewijzen dat ze afgegeven is. De rechtsgronden zijn die van artikel 6, lid 1, van de AVG: b (overeenkomst of maatregelen vóór een overeenkomst), c (wettelijke verplichting) of f (gerechtvaardigd belang). Na de vermelde termijn wissen of anonimiseren we de gegevens.',
        ],
        table: {
          caption: 'De gegevens die we als vervoerder verwerken',
          head: ['Gegevens', 'Waarom', 'Rechtsgrond', 'Bewaartermijn'],
          rows: [
            [
              'Offerteaanvragen en berichten: naam, e-mailadres, telefoonnummer, inhoud van het bericht',
              'Uw vraag beantwoorden en een offerte opmaken',
              'Maatregelen op uw verzoek vóór een overeenkomst (art. 6, lid 1, b)',
              `${f.num(retention.requestsMonths.value)} maanden na het laatste contact, als er geen opdracht volgt`,
            ],
            [
              'Afzenders en bestemmelingen: naam, adres, telefoonnummer, afleverinstructies',
              'De zending ophalen en afleveren, de bestemmeling verwittigen dat ze eraan komt',
              'Overeenkomst met de klant die verstuurt (art. 6, lid 1, b); voor de bestemmeling ons gerechtvaardigd belang om de zending af te leveren die voor hem bestemd is (art. 6, lid 1, f)',
              `${f.num(retention.consignmentYears.value)} jaar, net als het leveringsbewijs van de zending`,
            ],
            [
              'Leveringsbewijzen: handtekening of foto, naam van wie de zending in ontvangst neemt, tijdstip en plaats',
              'Bewijzen dat de zending afgegeven is en een klacht behandelen',
              'Overeenkomst met de klant (art. 6, lid 1, b) en gerechtvaardigd belang om de aflevering aan te tonen (art. 6, lid 1, f)',
              `${f.num(retention.proofOfDeliveryYears.value)} jaar na de aflevering`,
            ],
            [
              'Locatie van de bestelwagens tijdens de ritten (gegevens over onze chauffeurs)',
              'Zendingen volgen, een aankomstuur doorgeven, de ritten plannen',
              'Gerechtvaardigd belang om de zendingen te volgen die ons toevertrouwd zijn (art. 6, lid 1, f)',
              `${f.num(retention.vehiclePositionsMonths.value)} maanden; daarna blijven alleen de tijdstippen van ophaling en aflevering bij de zending`,
            ],
            [
              'Facturatie: naam van de klant, facturatieadres, btw-nummer, contactpersoon',
              'Factureren en onze boekhouding voeren',
              'Wettelijke verplichting (art. 6, lid 1, c)',
              `${f.num(retention.accountingYears.value)} jaar, zoals de fiscale wetgeving dat voor boekhoudstukken vraagt`,
            ],
          ],
        },
      },
      {
        title: 'Het contactformulier',
        paragraphs: [
          'Het formulier stuurt niets naar onze server. Wanneer u het verstuurt, opent uw browser uw eigen e-mailprogramma met een kant-en-klaar bericht: u verstuurt het zelf, vanaf uw eigen adres, en u kunt het nog aanpassen of toch niet versturen. Zonder JavaScript werkt het formulier op dezelfde manier.',
          'Wanneer uw e-mail bij ons aankomt, behandelen we hem als een offerteaanvraag (zie de tabel hierboven). U bent niet verplicht ons die gegevens te geven, maar zonder contactgegevens kunnen we u niet antwoorden.',
        ],
      },
      {
        title: 'De prijssimulator',
        paragraphs: [
          'Met JavaScript berekent de simulator de prijs in uw browser: er wordt niets verstuurd. Zonder JavaScript gaan de gemeenten, de afstand en de opties die u kiest mee in het adres van de pagina, zodat onze server de prijs kan berekenen en tonen. Ze worden niet bewaard: onze logbestanden noteren het adres van de pagina zonder wat na het vraagteken volgt.',
        ],
      },
      {
        title: 'De logbestanden van de server',
        paragraphs: [
          'Om de site goed te laten werken, noteert onze server elke opgevraagde pagina: het tijdstip, het adres van de pagina (zonder wat na het vraagteken volgt), het antwoord van de server, hoe lang dat duurde en hoe groot het was. Hij registreert uw IP-adres niet, uw browser niet en niets van wat u typt: deze logbestanden bevatten geen persoonsgegevens.',
        ],
      },
      {
        title: 'Eén cookie: de taal',
        paragraphs: [
          `De site plaatst één cookie, met de naam ‘lang’, en alleen als u de knop FR/NL gebruikt. Het cookie bevat de gekozen taal (fr of nl) en zorgt er alleen voor dat de site bij uw volgende bezoek in die taal opent. Het vervalt na ${f.num(c.cookieDays)} dagen; u kunt het op elk moment in uw browser wissen.`,
          'Dit cookie is strikt noodzakelijk voor de dienst die u vraagt wanneer u een taal kiest: de wet vereist er geen toestemming voor, en daarom vraagt deze site u die ook niet. Verder bewaart de site niets in uw browser, behalve het concept van het contactformulier: alleen in dat tabblad, en gewist zodra u het verstuurt.',
          'De site plaatst geen andere cookies, gebruikt geen programma’s voor bezoekersmeting of reclame en laadt niets van een andere site (geen lettertypes, kaarten of video’s).',
        ],
      },
      {
        title: 'Ontvangers en hosting',
        paragraphs: [
          'We verkopen uw gegevens niet en geven ze niet door aan derden. Alleen de medewerkers die uw vraag of uw zending behandelen, hebben er toegang toe; de bestemmeling van een zending ziet de naam van de afzender, en de afzender het leveringsbewijs.',
          hosting.nl(c),
        ],
      },
      {
        title: 'Uw rechten',
        paragraphs: [
          `U kunt op elk moment de rechten uitoefenen die de artikelen 15 tot 21 van de AVG u geven, met een e-mail naar ${c.email}. We antwoorden binnen een maand.`,
        ],
        items: [
          'inzage krijgen in de gegevens die we over u hebben, en er een kopie van ontvangen',
          'ze laten verbeteren als ze onjuist zijn',
          'ze laten wissen als niets ons verplicht ze te bewaren',
          'de verwerking ervan laten beperken',
          'bezwaar maken tegen de verwerking, zeker tegen die op basis van ons gerechtvaardigd belang',
          'ze in een gangbaar formaat ontvangen om ze aan een andere dienstverlener door te geven',
        ],
      },
      {
        title: 'Klacht',
        paragraphs: [
          'Vindt u dat we uw rechten niet respecteren, dan kunt u een klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel, telefoon +32 2 274 48 00, e-mail contact@apd-gba.be.',
        ],
        links: [{ label: 'Website van de Gegevensbeschermingsautoriteit', href: 'https://www.gegevensbeschermingsautoriteit.be' }],
      },
    ],
  }),
};

/** The general terms of carriage (conditions générales de transport / algemene vervoersvoorwaarden). */
const terms: LegalRecord = {
  fr: (c, f) => ({
    name: 'Conditions générales',
    title: `Conditions générales de transport | ${c.name}`,
    description: `Les règles de chaque transport confié à ${c.name} : responsabilité selon la CMR, assurance par produit, garantie de délai, réclamations et tribunaux.`,
    heroTitle: 'Conditions générales de transport',
    heroLead: `Ce qui s’applique à chaque envoi que vous confiez à ${c.registeredName} : ce que nous assurons, jusqu’où va notre responsabilité et comment introduire une réclamation.`,
    sections: [
      {
        title: 'Champ d’application',
        paragraphs: [
          `Ces conditions s’appliquent à tout transport que ${c.registeredName} effectue pour ses clients, entreprises ou particuliers, en Belgique comme à l’étranger. Un devis ou un contrat écrit peut y déroger sur un point précis ; les conditions générales du client ne s’appliquent que si nous les avons acceptées par écrit.`,
          'Si vous êtes un consommateur, vous gardez en outre tous les droits que le Code de droit économique vous reconnaît : ces conditions ne les réduisent pas.',
        ],
      },
      {
        title: 'La commande et l’envoi',
        paragraphs: [
          'Le prix, le délai et l’assurance sont ceux du produit commandé, tels que la page des tarifs et délais les décrit, ou ceux de votre devis. Les prix du simulateur sont des estimations ; le devis ou la confirmation de commande nous engage.',
          'L’expéditeur nous donne des adresses complètes et le nom d’une personne joignable, décrit le contenu de l’envoi et l’emballe pour qu’il supporte le transport. Les palettes sont filmées et ne débordent pas de leur support ; à défaut, nous pouvons refuser le chargement. Nous ne transportons ni marchandises dangereuses soumises à l’ADR, ni argent liquide, ni animaux vivants.',
        ],
        links: [{ label: 'Tarifs et délais de chaque produit', href: c.paths.tariffs }],
      },
      {
        title: 'Notre responsabilité : la convention CMR',
        paragraphs: [
          'Nos transports par route sont régis par la Convention relative au contrat de transport international de marchandises par route (CMR) : les transports internationaux de plein droit, les transports à l’intérieur de la Belgique parce que la loi du 3 mai 1999 relative au transport de choses par route la rend applicable.',
          `En cas de perte ou d’avarie, l’indemnité est calculée sur la valeur de la marchandise et ne peut dépasser ${f.num(cmr.sdrPerKg.value)} droits de tirage spéciaux (DTS, l’unité de compte du Fonds monétaire international) par kilogramme de poids brut manquant ou endommagé (article 23 de la CMR). Le prix du transport et les frais liés à l’envoi perdu sont remboursés en plus. En cas de retard, l’indemnité ne dépasse pas le prix du transport.`,
          'Ces limites ne s’appliquent pas si le dommage provient d’un dol ou d’une faute équivalente de notre part (article 29). Vous pouvez les relever en déclarant la valeur de l’envoi ou un intérêt spécial à la livraison, moyennant un supplément convenu (articles 24 et 26).',
        ],
      },
      {
        title: 'L’assurance de chaque produit',
        paragraphs: [
          'Au-delà de la limite de la CMR, chaque produit comprend une assurance de la marchandise jusqu’au plafond indiqué ci-dessous, que vous pouvez étendre. Pour en bénéficier, la déclaration de la valeur de l’envoi à la commande est obligatoire : l’indemnité ne dépasse jamais la valeur déclarée.',
        ],
        table: {
          caption: 'Assurance comprise et extension, par produit',
          head: ['Produit', 'Assurance comprise', 'Extension sur valeur déclarée', 'Sous contrat'],
          rows: c.insurance.map((row) => [
            row.product,
            row.included,
            row.extension
              ? row.extensionRate
                ? `jusqu’à ${row.extension}, pour environ ${row.extensionRate} de la valeur`
                : `jusqu’à ${row.extension}`
              : 'sur devis',
            row.plan && row.planCeiling ? `${row.plan} : jusqu’à ${row.planCeiling}` : '–',
          ]),
        },
      },
      {
        title: 'Garantie de délai',
        paragraphs: [
          'Ces produits garantissent leur délai : si nous le manquons par notre fait, nous remboursons le prix du transport de l’envoi concerné.',
        ],
        items: c.refunds.map((refund) =>
          refund.promise === 'pickup'
            ? `${refund.product} : l’heure d’enlèvement annoncée à la commande`
            : `${refund.product} : les heures d’enlèvement et de livraison promises à la commande`,
        ),
        after: [
          'La garantie ne joue pas si le retard vient d’une adresse inexacte, d’un envoi qui n’est pas prêt à l’heure convenue, d’un destinataire absent ou d’un cas de force majeure (accident, fermeture de route, intempéries exceptionnelles). Demandez le remboursement par e-mail, dans le délai de réclamation pour un retard indiqué ci-dessous.',
        ],
      },
      {
        title: 'Réclamations',
        paragraphs: [
          'Une perte ou une avarie apparente se signale au moment de la livraison, par une réserve écrite sur la preuve de livraison, avec sa description.',
          `Un dommage qui n’était pas apparent se signale par écrit dans les ${f.num(cmr.hiddenDamageDays.value)} jours qui suivent la livraison, dimanches et jours fériés non compris ; un retard, dans les ${f.num(cmr.delayNoticeDays.value)} jours qui suivent la mise à disposition de l’envoi (article 30 de la CMR). Écrivez à ${c.email} en indiquant le numéro de suivi.`,
          `Une action en justice fondée sur le transport se prescrit par ${f.num(cmr.limitationYears.value)} an, ou ${f.num(cmr.limitationWilfulYears.value)} ans en cas de dol (article 32 de la CMR).`,
        ],
      },
      {
        title: 'Droit applicable et tribunaux',
        paragraphs: [
          `Ces conditions et nos contrats de transport sont régis par le droit belge et par la CMR. Tout litige relève des cours et tribunaux de l’arrondissement judiciaire de notre siège (pour une entreprise, le ${c.court}), sans préjudice des autres tribunaux que l’article 31 de la CMR permet de saisir, comme ceux du lieu de prise en charge ou de livraison.`,
          'Si vous êtes un consommateur, vous pouvez aussi saisir le juge de votre domicile et vous adresser gratuitement au Service de médiation pour le consommateur.',
        ],
        links: [{ label: 'Service de médiation pour le consommateur', href: 'https://mediationconsommateur.be' }],
      },
    ],
  }),
  nl: (c, f) => ({
    name: 'Algemene voorwaarden',
    title: `Algemene vervoersvoorwaarden | ${c.name}`,
    description: `De regels voor elk vervoer dat u aan ${c.name} toevertrouwt: aansprakelijkheid volgens het CMR, verzekering per product, gegarandeerde termijnen, klachten.`,
    heroTitle: 'Algemene vervoersvoorwaarden',
    heroLead: `Wat geldt voor elke zending die u aan ${c.registeredName} toevertrouwt: wat we verzekeren, hoever onze aansprakelijkheid gaat en hoe u een klacht indient.`,
    sections: [
      {
        title: 'Toepassingsgebied',
        paragraphs: [
          `Deze voorwaarden gelden voor elk vervoer dat ${c.registeredName} uitvoert voor haar klanten, bedrijven of particulieren, in België en in het buitenland. Een offerte of schriftelijk contract kan er op een bepaald punt van afwijken; de algemene voorwaarden van de klant gelden alleen als we ze schriftelijk aanvaard hebben.`,
          'Bent u consument, dan behoudt u bovendien alle rechten die het Wetboek van economisch recht u geeft: deze voorwaarden doen daar niets van af.',
        ],
      },
      {
        title: 'De opdracht en de zending',
        paragraphs: [
          'Prijs, termijn en verzekering zijn die van het product dat u bestelt, zoals de pagina met tarieven en termijnen ze beschrijft, of die van uw offerte. De prijzen uit de simulator zijn ramingen; de offerte of de bevestiging van de opdracht is bindend.',
          'De afzender geeft ons volledige adressen en de naam van iemand die bereikbaar is, beschrijft de inhoud van de zending en verpakt ze zo dat ze het vervoer doorstaat. Een pallet is in folie gewikkeld en niets steekt over de rand uit; anders mogen we weigeren hem te laden. We vervoeren geen gevaarlijke goederen (ADR), geen contant geld en geen levende dieren.',
        ],
        links: [{ label: 'Tarieven en termijnen van elk product', href: c.paths.tariffs }],
      },
      {
        title: 'Onze aansprakelijkheid: het CMR-verdrag',
        paragraphs: [
          'Ons wegvervoer valt onder het Verdrag betreffende de overeenkomst tot internationaal vervoer van goederen over de weg (CMR): internationaal vervoer van rechtswege, binnenlands vervoer omdat de wet van 3 mei 1999 betreffende het vervoer van zaken over de weg het verdrag ook daarop van toepassing maakt.',
          `Bij verlies of beschadiging wordt de vergoeding berekend op de waarde van de goederen en bedraagt ze ten hoogste ${f.num(cmr.sdrPerKg.value)} bijzondere trekkingsrechten (BTR, de rekeneenheid van het Internationaal Monetair Fonds) per kilogram ontbrekend of beschadigd brutogewicht (artikel 23 CMR). De vrachtprijs en de kosten van de verloren zending worden daarbovenop terugbetaald. Bij vertraging is de vergoeding niet hoger dan de vrachtprijs.`,
          'Die grenzen gelden niet als de schade te wijten is aan opzet of een daarmee gelijkgestelde fout van onze kant (artikel 29). U kunt ze verhogen door de waarde van de zending of een bijzonder belang bij de aflevering aan te geven, tegen een overeengekomen toeslag (artikelen 24 en 26).',
        ],
      },
      {
        title: 'De verzekering van elk product',
        paragraphs: [
          'Bovenop de CMR-grens omvat elk product een verzekering van de goederen tot het plafond hieronder, dat u kunt uitbreiden. Wilt u daarop een beroep doen, geef dan bij de bestelling de waarde van de zending aan: de vergoeding is nooit hoger dan de aangegeven waarde.',
        ],
        table: {
          caption: 'Inbegrepen verzekering en uitbreiding, per product',
          head: ['Product', 'Inbegrepen verzekering', 'Uitbreiding op aangegeven waarde', 'Met contract'],
          rows: c.insurance.map((row) => [
            row.product,
            row.included,
            row.extension
              ? row.extensionRate
                ? `tot ${row.extension}, voor ongeveer ${row.extensionRate} van de waarde`
                : `tot ${row.extension}`
              : 'op offerte',
            row.plan && row.planCeiling ? `${row.plan}: tot ${row.planCeiling}` : '–',
          ]),
        },
      },
      {
        title: 'Gegarandeerde termijnen',
        paragraphs: [
          'Voor deze producten is de termijn gegarandeerd: halen we hem door onze schuld niet, dan betalen we de vrachtprijs van die zending terug.',
        ],
        items: c.refunds.map((refund) =>
          refund.promise === 'pickup'
            ? `${refund.product}: het uur van ophaling dat we bij de bestelling aankondigen`
            : `${refund.product}: de ophaal- en leveruren die we bij de bestelling beloven`,
        ),
        after: [
          'De garantie geldt niet als de vertraging komt door een onjuist adres, een zending die niet klaarstaat op het afgesproken uur, een afwezige bestemmeling of overmacht (ongeval, afgesloten weg, uitzonderlijk noodweer). Vraag de terugbetaling per e-mail aan, binnen de klachttermijn voor vertraging hieronder.',
        ],
      },
      {
        title: 'Klachten',
        paragraphs: [
          'Zichtbaar verlies of zichtbare schade meldt u bij de aflevering, met een schriftelijk voorbehoud op het leveringsbewijs dat de schade beschrijft.',
          `Schade die niet zichtbaar was, meldt u schriftelijk binnen ${f.num(cmr.hiddenDamageDays.value)} dagen na de aflevering, zon- en feestdagen niet meegerekend. Een vertraging meldt u binnen ${f.num(cmr.delayNoticeDays.value)} dagen nadat de zending ter beschikking werd gesteld (artikel 30 CMR). Schrijf naar ${c.email} en vermeld het volgnummer.`,
          `Een rechtsvordering op basis van het vervoer verjaart na ${f.num(cmr.limitationYears.value)} jaar, of na ${f.num(cmr.limitationWilfulYears.value)} jaar bij opzet (artikel 32 CMR).`,
        ],
      },
      {
        title: 'Toepasselijk recht en bevoegde rechtbanken',
        paragraphs: [
          `Op deze voorwaarden en onze vervoersovereenkomsten zijn het Belgisch recht en het CMR van toepassing. Voor geschillen zijn de hoven en rechtbanken van het gerechtelijk arrondissement van onze zetel bevoegd (voor een onderneming de ${c.court}), onverminderd de andere rechtbanken die u volgens artikel 31 CMR mag aanspreken, zoals die van de plaats van inontvangstneming of aflevering.`,
          'Bent u consument, dan kunt u ook naar de rechter van uw woonplaats stappen en gratis terecht bij de Consumentenombudsdienst.',
        ],
        links: [{ label: 'Consumentenombudsdienst', href: 'https://consumentenombudsdienst.be' }],
      },
    ],
  }),
};

/** The copy of each legal page. */
export const legalCopy: Record<LegalId, LegalRecord> = { notice, privacy, terms };
