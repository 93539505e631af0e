import type { LegalForm } from '../company-register';
import type { Formatters } from '../format';
import type { LegalId } from '../routes';
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
};

/** A section of a legal page: a heading, paragraphs, then an optional list and links. */
export type LegalSection = {
  title: string;
  paragraphs: string[];
  items?: string[];
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
  facts?: { name: string; form: string; office: string; number: string; email: string; phone: string; host: string };
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
    description: `Qui publie ce site : ${c.registeredName}, son siège social, son numéro d’entreprise (BCE), ses coordonnées et l’hébergeur du site.`,
    heroTitle: 'Mentions légales',
    heroLead: `Les informations que le Code de droit économique impose à toute entreprise qui publie un site : qui est ${c.registeredName} et comment la joindre.`,
    facts: {
      name: 'Dénomination',
      form: 'Forme juridique',
      office: 'Siège social',
      number: 'Numéro d’entreprise (BCE)',
      email: 'E-mail',
      phone: 'Téléphone',
      host: 'Hébergement du site',
    },
    sections: [
      {
        title: 'Contenu du site',
        paragraphs: [
          'Les délais, zones et tarifs présentés sur ce site décrivent nos services de manière générale. Les prix du simulateur sont des estimations : seul le devis que nous vous adressons nous engage.',
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
    description: `Wie achter deze website zit: ${c.registeredName}, de zetel, het ondernemingsnummer (KBO), de contactgegevens en het bedrijf dat de site host.`,
    heroTitle: 'Wettelijke vermeldingen',
    heroLead: `De gegevens die het Wetboek van economisch recht oplegt aan elke onderneming met een website: wie we zijn en hoe u ons bereikt.`,
    facts: {
      name: 'Naam',
      form: 'Rechtsvorm',
      office: 'Zetel',
      number: 'Ondernemingsnummer (KBO)',
      email: 'E-mail',
      phone: 'Telefoon',
      host: 'Hosting van de website',
    },
    sections: [
      {
        title: 'Inhoud van de site',
        paragraphs: [
          'De termijnen, zones en tarieven op deze site beschrijven onze diensten in het algemeen. De prijzen uit de simulator zijn ramingen: alleen de offerte die we u bezorgen, is bindend.',
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

/** The privacy statement (vie privée / privacy), GDPR art. 13. */
const privacy: LegalRecord = {
  fr: (c, f) => ({
    name: 'Vie privée',
    title: `Vie privée et cookies | ${c.name}`,
    description: `Ce que ${c.name} fait de vos données : le formulaire passe par votre propre messagerie, nos journaux ne gardent aucune adresse IP, un seul cookie de langue.`,
    heroTitle: 'Vie privée et cookies',
    heroLead: 'Ce site est conçu pour recueillir le moins possible : rien de ce que vous tapez n’arrive sur notre serveur, aucun outil de mesure d’audience, aucun contenu chargé depuis un autre site.',
    sections: [
      {
        title: 'Responsable du traitement',
        paragraphs: [
          `${c.registeredName}, ${c.office}, est responsable des données personnelles traitées par ce site et par les messages que vous nous envoyez. Pour toute question sur vos données, écrivez à ${c.email}.`,
        ],
      },
      {
        title: 'Le formulaire de contact',
        paragraphs: [
          'Le formulaire ne transmet rien à notre serveur. Quand vous l’envoyez, votre navigateur ouvre votre propre programme de messagerie avec un e-mail déjà rédigé : c’est vous qui l’envoyez, depuis votre adresse, et vous pouvez encore le modifier ou y renoncer. Sans JavaScript, le formulaire fonctionne de la même façon.',
          'Quand votre e-mail nous parvient, nous utilisons votre nom, vos coordonnées et votre message pour répondre à votre demande et établir un devis, c’est-à-dire pour des mesures précontractuelles prises à votre demande (article 6, 1, b du RGPD). Nous les gardons le temps de traiter votre demande et de suivre la relation commerciale qui en découle ; si un contrat suit, les pièces qui s’y rapportent sont conservées pendant la durée que la loi impose aux documents comptables.',
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
          'Ce cookie est strictement nécessaire au service que vous demandez en choisissant une langue : la loi ne le soumet pas à votre consentement, et c’est pourquoi ce site n’affiche pas de bandeau de cookies. Le site note aussi, dans le stockage local de votre navigateur, la langue de la dernière page lue ; cette information reste sur votre appareil et n’est jamais envoyée.',
          'Le site n’utilise aucun autre cookie, aucun outil de mesure d’audience ou de publicité, et ne charge rien depuis un autre site (polices, cartes ou vidéos).',
        ],
      },
      {
        title: 'Destinataires',
        paragraphs: [
          'Vos données ne sont ni vendues ni cédées. Seuls les membres de notre équipe qui traitent votre demande y ont accès, ainsi que, le cas échéant, nos sous-traitants techniques (messagerie, hébergement), liés par un contrat conforme au RGPD.',
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
          'vous opposer à leur traitement',
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
    description: `Wat ${c.name} met uw gegevens doet: het formulier loopt via uw eigen e-mailprogramma, onze logbestanden bewaren geen IP-adres, één cookie voor de taal.`,
    heroTitle: 'Privacyverklaring en cookies',
    heroLead: 'Deze site verzamelt zo weinig mogelijk: niets van wat u typt, komt op onze server terecht, we meten geen bezoekers en we laden niets van een andere site.',
    sections: [
      {
        title: 'Verantwoordelijke voor de verwerking',
        paragraphs: [
          `${c.registeredName}, ${c.office}, is verantwoordelijk voor de persoonsgegevens die we via deze site en via uw berichten aan ons verwerken. Met vragen over uw gegevens kunt u terecht bij ${c.email}.`,
        ],
      },
      {
        title: 'Het contactformulier',
        paragraphs: [
          'Het formulier stuurt niets naar onze server. Wanneer u het verstuurt, opent uw browser uw eigen e-mailprogramma met een kant-en-klaar bericht: u verstuurt het zelf, vanaf uw eigen adres, en u kunt het nog aanpassen of toch niet versturen. Zonder JavaScript werkt het formulier op dezelfde manier.',
          'Wanneer uw e-mail bij ons aankomt, gebruiken we uw naam, uw contactgegevens en uw bericht om uw vraag te beantwoorden en een offerte op te maken: dat zijn maatregelen op uw verzoek vóór een eventuele overeenkomst (artikel 6, lid 1, b, AVG). U bent niet verplicht ons die gegevens te geven, maar zonder contactgegevens kunnen we u niet antwoorden. We bewaren ze zolang we uw vraag behandelen en de klantrelatie opvolgen die eruit voortvloeit; komt er een overeenkomst, dan bewaren we de stukken die erbij horen zo lang als de wet dat voor boekhoudstukken oplegt.',
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
          'Dit cookie is strikt noodzakelijk voor de dienst die u vraagt wanneer u een taal kiest: de wet vereist er geen toestemming voor, en daarom vraagt deze site u die ook niet. De site noteert ook de taal van de laatst gelezen pagina in de lokale opslag van uw browser; die informatie blijft op uw toestel en wordt nooit verstuurd.',
          'De site plaatst geen andere cookies, gebruikt geen programma’s voor bezoekersmeting of reclame en laadt niets van een andere site (geen lettertypes, kaarten of video’s).',
        ],
      },
      {
        title: 'Ontvangers',
        paragraphs: [
          'We verkopen uw gegevens niet en geven ze niet door aan derden. Alleen de medewerkers die uw vraag behandelen, hebben er toegang toe, en in voorkomend geval onze technische verwerkers (e-mail, hosting), met wie we een verwerkersovereenkomst volgens de AVG hebben gesloten.',
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
          'bezwaar maken tegen de verwerking',
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

/** The copy of each legal page. */
export const legalCopy: Record<LegalId, LegalRecord> = { notice, privacy };
