import { formatters } from '../format';
import { fleet, hoursText, pickup, products, simulatorWindows, van } from '../offer';
import { capitalize } from '../typography';
import { answeringHours } from '../company/company';
import { distanceGateKm, maxDistanceKm, sameForEveryVehicle } from '../offer/tariff';
import { centreZone } from '../places/centre-zone';

const { num } = formatters('fr');
const night = simulatorWindows.night;

/** French interface strings (fr-BE). The shape of this object is the type every language must match. */
export const fr = {
  skipLink: 'Aller au contenu',
  /** The country the company serves, as the structured data names it. */
  country: 'Belgique',
  /** Said after a link that opens in a new tab. */
  newTab: 'nouvel onglet',
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    services: 'Services',
    about: 'À propos',
    contact: 'Contact',
    simulator: 'Calculer un prix',
    tariffs: 'Tarifs',
    quote: 'Devis gratuit',
    menuOpen: 'Ouvrir le menu',
    menuClose: 'Fermer le menu',
    menu: 'Menu',
    languageLabel: 'Choix de la langue',
    switchTo: 'Nederlandstalige versie',
    logoLabel: 'retour à l’accueil',
  },
  readMore: 'Lire la suite',
  phoneBar: {
    label: 'Appeler ou calculer un prix',
    price: 'Prix',
  },
  footer: {
    description: `Coursier express belge : colis urgents, petites palettes et envois entre entreprises, en camionnettes jusqu’à ${num(van.tonnes)} t. Enlèvement Express en ${pickup.fromMin} à ${pickup.toMin} minutes dans les cinq grandes villes ; service Urgent jour et nuit.`,
    navigation: 'Navigation',
    services: 'Nos services',
    zones: 'Où nous livrons',
    contact: 'Contact',
    rights: 'Tous droits réservés.',
    legal: 'Informations légales',
  },
  breadcrumb: { label: 'Fil d’Ariane', home: 'Accueil' },
  city: {
    call: 'Appeler le',
    highlightsTitle: 'Pourquoi nous confier vos envois',
    highlights: { pickup: 'Enlèvement rapide', parcels: 'Tous types de colis', coverage: 'Couverture locale' },
  },
  map: {
    coverage:
      'Carte de la Belgique : les provinces, la Région de Bruxelles-Capitale et les {count} villes que nous desservons, entre la France, les Pays-Bas, l’Allemagne et le Luxembourg',
    city: 'Carte de situation : {place} et les communes voisines',
    commune: 'Carte de la Région de Bruxelles-Capitale : {place} parmi les 19 communes',
    region: 'Carte de la Région de Bruxelles-Capitale : {place} et les 18 autres communes, toutes desservies',
    zones: ', avec les communes desservies alentour : {zones}',
  },
  service: {
    quote: 'Demander un devis',
    call: 'Appeler le',
    otherServices: 'Nos autres services',
  },
  simulator: {
    label: 'Simulateur de prix',
    stepOf: 'Étape {step} sur {total} : {title}',
    steps: { zone: 'Zone de livraison', vehicle: 'Véhicule', speed: 'Formule', distance: 'Distance', options: 'Options' },
    zones: {
      brusselsCentre: { name: 'Bruxelles centre', text: `Les deux adresses à ${centreZone.fr.anyOf}, prix fixe` },
      brusselsArea: {
        name: 'Bruxelles et périphérie',
        text: 'Tout autre trajet dans la Région et ses communes limitrophes, prix fixe',
      },
      upTo100Km: { name: 'Villes proches', text: `Tout autre trajet de ${distanceGateKm} km au plus, prix au kilomètre` },
      over100Km: {
        name: 'National',
        text: `Plus de ${distanceGateKm} km, prix au km${sameForEveryVehicle('over100Km') ? ', le même pour tous les véhicules' : ''}`,
      },
    },
    vehicles: {
      scooterOrCar: {
        name: 'Scooter ou voiture',
        text: `Moins de ${fleet.scooterOrCar.maxKg} kg : un scooter dans Bruxelles, une voiture au-delà`,
      },
      van: { name: 'Camionnette', text: `Jusqu’à ${num(van.payloadKg)} kg et ${van.volumeM3} m³` },
      largeVan: {
        name: 'Grand fourgon',
        text: `De ${fleet.largeVan.fromM3} à ${fleet.largeVan.toM3} m³, ${num(fleet.maxTonnes)} t au plus : palettes et volumes`,
      },
    },
    speeds: {
      day: { text: `${capitalize(hoursText('fr', products.express.hours))}, sans supplément` },
      urgent: { text: 'Le chauffeur part tout de suite, 24/7' },
      night: { text: `Pour un envoi qui peut partir le soir ou la nuit, entre ${night.from} h et ${night.to} h` },
      weekend: { text: `${capitalize(hoursText('fr', products.weekend.hours))}` },
    },
    distance: {
      label: 'Distance à parcourir (km)',
      help: 'Distance entre l’enlèvement et la livraison, en kilomètres.',
    },
    route: {
      from: 'Commune de départ',
      to: 'Commune d’arrivée',
      help: 'Une commune belge, en français ou en néerlandais (Liège ou Luik) : nous estimons la distance pour vous.',
      estimate: '≈ {km} km par la route, estimation',
      button: 'Estimer la distance',
      unknown: 'Commune inconnue : choisissez une commune belge dans la liste, en français ou en néerlandais.',
      suggest: 'Vouliez-vous dire « {name} » ?',
      postcode: '{code} est un code postal : tapez le nom de la commune, en français ou en néerlandais.',
      abroad:
        '{name} est hors de Belgique : le simulateur ne calcule que les trajets belges. Vers l’étranger, le prix est établi sur devis.',
      abroadUrgent:
        '{name} est hors de Belgique : le simulateur ne calcule que les trajets belges. En Urgent, nous y livrons en {delay}, sur devis.',
      intro: 'Vos deux communes donnent la zone et la distance ; ou choisissez une zone ci-dessous.',
      zone: 'Zone d’après vos communes : {zone}',
      trip: '{from} → {to}',
    },
    problems: {
      tooFar: 'Distance trop longue pour la zone « Villes proches »',
      tooFarAdvice: `Au-delà de ${distanceGateKm} km, c’est la zone « National » : revenez à l’étape 1 pour changer de zone.`,
      tooShort: 'Distance trop courte pour la zone « National »',
      tooShortAdvice: `Pour ${distanceGateKm} km ou moins, choisissez la zone « Villes proches » : revenez à l’étape 1 pour changer de zone.`,
      invalid: 'Indiquez une distance en kilomètres, par exemple 35 ou 12,5.',
      tooLarge: `Au-delà de ${num(maxDistanceKm)} km, demandez-nous un devis personnalisé.`,
    },
    options: {
      returnAuto:
        'Hors des deux zones bruxelloises, le retour du chauffeur est toujours compté : {rate} TVA comprise par km, soit {amount} TVA comprise pour ce trajet',
      price: '{option} : +\u00a0{amount} TVA comprise',
    },
    buttons: {
      previous: 'Précédent',
      next: 'Suivant',
      calculate: 'Calculer',
      reset: 'Recommencer',
      changeZone: 'Changer de zone',
      changeRoute: 'Modifier le trajet',
      check: 'Vérifier la distance',
    },
    result: {
      title: 'Les prix de ce trajet',
      base: 'Prix de base',
      distance: 'Distance (aller)',
      surcharge: 'Supplément {product}',
      returnTrip: 'Retour du chauffeur',
      returnCounted: 'retour compté d’office',
      total: 'Total TVA comprise',
      exclVat: 'Soit {amount} hors TVA ({rate})',
      product: 'Formule',
      distancePriced: `Hors des deux zones bruxelloises, le prix suit la distance : jusqu’à ${distanceGateKm} km, le véhicule ne change que le tarif au kilomètre ; au-delà, le prix est le même pour tous les véhicules.`,
      delay: 'Délai',
      insurance: 'Assurance comprise',
      insuranceAmount: '{amount} par envoi, sur valeur déclarée',
      citiesNote:
        'Dans une des cinq grandes villes et les communes qui la bordent, ou de l’une à l’autre, c’est Express, livré le jour même : indiquez le départ et l’arrivée pour le voir.',
      quote: 'Demander un devis avec cette estimation',
      note: 'Estimation indicative : le prix définitif figure sur votre devis gratuit.',
      none: 'sans option',
      fixedPrice: 'sans objet (prix fixe)',
      summary:
        'Estimation du simulateur – formule : {product} ; taille : {vehicle} ; zone : {zone} ; distance : {distance} ; options : {options} ; prix : {total} TVA comprise ({exclVat} hors TVA).',
    },
    sizes: {
      scooterOrCar: { name: `Moins de ${fleet.scooterOrCar.maxKg} kg`, text: 'scooter ou voiture' },
      van: { name: 'Camionnette', text: `${num(van.payloadKg)} kg, ${van.volumeM3} m³` },
      largeVan: { name: 'Grand fourgon', text: `${fleet.largeVan.fromM3} à ${fleet.largeVan.toM3} m³` },
    },
    prices: {
      caption: 'Choisissez un prix : TVA comprise en gras, hors TVA en dessous.',
      sameForAll: 'Pour ce trajet, toutes les tailles de véhicule ont le même prix.',
      withOptions: 'Chaque prix comprend les options cochées : {options}.',
      pick: 'Choisir {speed}, {size} : ',
      exclVat: '{amount} HTVA',
      choice: 'Votre choix : {speed}, {size}',
      options: 'Options',
      update: 'Mettre à jour le prix',
      detail: 'Détail du prix',
    },
    request: {
      when: 'Dès que possible ({product}, {delay})',
    },
  },
  /** The price and the request on a city or service page (views/sections/quote-section.tsx). */
  quote: {
    title: 'Votre prix et votre demande',
    formTitle: 'Votre demande de devis',
  },
  quickQuote: {
    label: 'Le prix d’un trajet',
    from: 'Départ',
    to: 'Arrivée',
    fromExample: 'ex. Liège',
    toExample: 'ex. Gand',
    submit: 'Voir le prix',
    help: 'Une commune ou une localité belge, en français ou en néerlandais.',
    swap: '⇅ Inverser départ et arrivée',
  },
  contactForm: {
    name: 'Nom complet',
    phone: 'Téléphone',
    email: 'E-mail',
    message: 'Message',
    pickup: 'Lieu d’enlèvement',
    delivery: 'Lieu de livraison',
    when: 'Date ou délai souhaité',
    load: 'Marchandise (dimensions ou poids)',
    trip: 'Votre envoi',
    tripMore: 'Préciser le trajet, la date, le poids',
    optional: 'facultatif',
    subject: 'Demande de contact',
    subjectTrip: 'Demande de devis {trip}',
    submit: 'Envoyer le message',
    privacy: 'Votre message s’ouvre dans votre logiciel de messagerie : rien n’est transmis à notre serveur.',
    required: 'obligatoire',
    errors: {
      emailRequired: 'L’adresse e-mail est obligatoire',
      phoneRequired: 'Le numéro de téléphone est obligatoire',
      messageRequired: 'Le message est obligatoire',
      tripTooLong: 'Texte trop long pour ce champ',
      nameRequired: 'Le nom est obligatoire',
      nameTooLong: 'Le nom ne peut pas dépasser 100 caractères',
      emailInvalid: 'Adresse e-mail non valide',
      emailTooLong: 'L’adresse e-mail ne peut pas dépasser 255 caractères',
      phoneInvalid: 'Format de numéro de téléphone non valide',
      phoneTooShort: 'Numéro de téléphone trop court',
      phoneTooLong: 'Numéro de téléphone trop long',
      messageTooShort: 'Le message doit compter au moins 10 caractères',
      messageTooLong: 'Le message ne peut pas dépasser 1 000 caractères',
    },
    toastErrors: 'Veuillez corriger les erreurs du formulaire.',
    closeToast: 'Fermer',
    errorSummary: 'Corrigez d’abord ce qui suit :',
    clear: 'Effacer le formulaire',
    noMailClient: 'Pas de logiciel de messagerie ? Écrivez-nous à {email} ou appelez le {phone}.',
    next: {
      title: 'Votre message est prêt',
      explain:
        'Votre logiciel de messagerie devrait s’être ouvert avec ce message tout prêt : il ne vous reste qu’à l’envoyer. S’il ne s’est pas ouvert, le voici : copiez-le ou ouvrez-le dans votre messagerie en ligne.',
      to: 'À',
      subject: 'Objet',
      copy: 'Copier le message',
      copied: 'Message copié avec notre adresse : collez-le dans un nouvel e-mail.',
      selected: 'Le message est sélectionné : il ne reste qu’à le copier.',
      gmail: 'Ouvrir dans Gmail',
      outlook: 'Ouvrir dans Outlook.com',
      newTab: '(nouvel onglet)',
      reach: 'Vous pouvez aussi nous écrire à {email} ou nous appeler au {phone}.',
      close: 'Fermer ce volet',
      hours: `Nous répondons aux e-mails du lundi au vendredi, de ${answeringHours.fromHour} h à ${answeringHours.toHour} h ; pour une urgence, appelez-nous : la ligne répond 24/7.`,
    },
    noScript: {
      lead: 'Votre demande est prête : ouvrez-la dans votre logiciel de messagerie, ajoutez-y votre nom et votre téléphone, puis envoyez-la.',
      open: 'Ouvrir la demande dans ma messagerie',
    },
  },
  notFound: {
    title: 'Page introuvable',
    heading: 'Page introuvable',
    text: 'Cette adresse n’existe pas ou la page a été déplacée. Vous trouverez nos services, nos tarifs et nos coordonnées depuis l’accueil.',
    back: 'Retour à l’accueil',
  },
  serverError: {
    title: 'Erreur inattendue',
    heading: 'Une erreur inattendue s’est produite',
    text: 'Nous n’avons pas pu afficher cette page. Réessayez dans un instant ou appelez-nous.',
    back: 'Retour à l’accueil',
  },
};

/** The shape of a dictionary: every leaf a string, every key required. */
export type Messages = DeepStrings<typeof fr>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
