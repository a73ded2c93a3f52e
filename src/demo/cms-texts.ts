import type { Lang } from './vocab-common.js';

// Fixed wording of the demo CMS pages per language. Paths are the CMS paths (route path without
// the leading slash); placeholders in {braces} are filled per site and theme.

export type PageKey =
  | 'about'
  | 'contact'
  | 'knowledge'
  | 'events'
  | 'news'
  | 'projects'
  | 'experts'
  | 'sources'
  | 'newsletter'
  | 'videos'
  | 'faq'
  | 'dossiers'
  | 'privacy'
  | 'cookies'
  | 'accessibility'
  | 'disclaimer';

interface PageText {
  path: string;
  title: string;
  lead: string;
}

export interface CmsTexts {
  pages: Record<PageKey, PageText>;
  home: {
    title: string;
    lead: string;
    intro: string;
    latestNews: string;
    upcoming: string;
    themes: string;
    featured: string;
  };
  areas: {
    summary: string;
    contact: string;
    moreInfo: string;
    team: string;
    aside: string;
    sources: string;
    related: string;
  };
  dossierSections: readonly string[];
  faq: readonly { q: string; a: string }[];
  legalParagraphs: Record<'privacy' | 'cookies' | 'accessibility' | 'disclaimer', readonly string[]>;
  labels: {
    readMore: string;
    allNews: string;
    allEvents: string;
    searchAbout: string;
    watch: string;
    menu: string;
    quickLinks: string;
    partners: string;
    aboutSite: string;
    followUs: string;
    madePossibleBy: string;
    legal: string;
    newsletterTitle: string;
    newsletterHtml: string;
    contactIntro: string;
    teamIntro: string;
    address: string;
  };
  /** The Contactformulier; `path` is the product's route for it (not a CMS page path), `linkText` the way in from the contact page. */
  form: {
    path: string;
    title: string;
    areaTitle: string;
    linkText: string;
    submit: string;
    fields: readonly [string, string, string, string, string];
  };
  sectionPaths: { news: string; events: string; projects: string; knowledge: string; experts: string };
}

export const TEXTS: Record<Lang, CmsTexts> = {
  nl: {
    pages: {
      about: {
        path: 'over-ons',
        title: 'Over ons',
        lead: '{site} brengt kennis over {themes} samen voor de praktijk, het onderwijs en het beleid.',
      },
      contact: { path: 'contact', title: 'Contact', lead: 'Heb je een vraag over {themes}? Neem contact met ons op.' },
      knowledge: {
        path: 'kennisbank',
        title: 'Kennisbank',
        lead: 'Rapporten, artikelen, lesmateriaal en factsheets over {themes}.',
      },
      events: { path: 'agenda', title: 'Agenda', lead: 'Excursies, webinars, studiedagen en demodagen.' },
      news: { path: 'nieuws', title: 'Nieuws', lead: 'Het laatste nieuws uit onderzoek, onderwijs en praktijk.' },
      projects: { path: 'projecten', title: 'Projecten', lead: 'Lopende en afgeronde projecten over {themes}.' },
      experts: { path: 'experts', title: 'Experts', lead: 'Vind de deskundige die je verder helpt.' },
      sources: { path: 'bronnen', title: 'Bronnen', lead: 'Wetenschappelijke publicaties en praktijkrapporten.' },
      newsletter: {
        path: 'nieuwsbrief',
        title: 'Nieuwsbrief',
        lead: 'Elke maand het belangrijkste nieuws in je mailbox.',
      },
      videos: { path: 'videos', title: "Video's", lead: 'Kennis in beeld: praktijkvoorbeelden en uitleg van experts.' },
      faq: {
        path: 'veelgestelde-vragen',
        title: 'Veelgestelde vragen',
        lead: 'Antwoorden op de vragen die we het vaakst krijgen.',
      },
      dossiers: { path: 'dossier', title: 'Dossiers', lead: 'Alles over één onderwerp, overzichtelijk bij elkaar.' },
      privacy: {
        path: 'privacy-cookie-verklaring',
        title: 'Privacy- en cookieverklaring',
        lead: 'Hoe wij omgaan met jouw gegevens.',
      },
      cookies: {
        path: 'mijn-cookiegegevens',
        title: 'Mijn cookiegegevens',
        lead: 'Bekijk en wijzig je cookie-instellingen.',
      },
      accessibility: {
        path: 'toegankelijkheid',
        title: 'Toegankelijkheid',
        lead: 'Wij willen dat iedereen deze website kan gebruiken.',
      },
      disclaimer: {
        path: 'disclaimer',
        title: 'Disclaimer',
        lead: 'Aan de inhoud van deze website kunnen geen rechten worden ontleend.',
      },
    },
    home: {
      title: 'Welkom bij {site}',
      lead: 'Praktische en betrouwbare kennis over {themes}.',
      intro:
        '{site} is het kennisplatform voor iedereen die werkt aan {themes}. Je vindt hier onderzoeksresultaten, praktijkvoorbeelden, lesmateriaal en experts.',
      latestNews: 'Laatste nieuws',
      upcoming: 'Binnenkort in de agenda',
      themes: 'Thema\u2019s',
      featured: 'Uitgelicht',
    },
    areas: {
      summary: 'Samenvatting',
      contact: 'Contact',
      moreInfo: 'Meer informatie',
      team: 'Het team',
      aside: 'Zie ook',
      sources: 'Bronnen',
      related: 'Gerelateerde kennis',
    },
    dossierSections: [
      'Wat is {subject}?',
      'Waarom is het belangrijk?',
      'Wat kun je zelf doen?',
      'Onderzoek en praktijk',
      'Regelgeving en beleid',
      'Ervaringen uit {region}',
    ],
    faq: [
      {
        q: 'Hoe vind ik kennis over {subject}?',
        a: 'Gebruik de zoekfunctie bovenaan de pagina en verfijn de resultaten met de filters voor thema, jaar en soort inhoud.',
      },
      {
        q: 'Mag ik het lesmateriaal gebruiken?',
        a: 'Ja, het meeste lesmateriaal is vrij te gebruiken in het onderwijs. Bij elk item staat welke licentie geldt.',
      },
      {
        q: 'Hoe meld ik een evenement aan voor de agenda?',
        a: 'Stuur de gegevens van je evenement via het <a href="/contactformulier">contactformulier</a>. Wij plaatsen het binnen een week.',
      },
      {
        q: 'Waarom kan ik sommige publicaties niet openen?',
        a: 'Een deel van de publicaties staat achter een betaalmuur van de uitgever. Bij die items staat <em>beperkt toegankelijk</em>.',
      },
      {
        q: 'Hoe word ik expert in de expertgids?',
        a: 'Experts worden voorgedragen door hun organisatie. Neem contact met ons op voor de voorwaarden.',
      },
    ],
    legalParagraphs: {
      privacy: [
        'Wij verwerken alleen de persoonsgegevens die nodig zijn om deze website te laten werken en om je vragen te beantwoorden.',
        'Je gegevens worden niet verkocht aan derden. Je kunt ons altijd vragen welke gegevens we van je hebben en die laten verwijderen.',
        'Wij gebruiken functionele cookies en, alleen met jouw toestemming, analytische cookies.',
      ],
      cookies: [
        'Hier zie je welke cookies deze website op jouw apparaat heeft geplaatst.',
        'Functionele cookies zijn nodig voor de werking van de website. Analytische cookies helpen ons de website te verbeteren.',
      ],
      accessibility: [
        'Deze website streeft naar naleving van de WCAG 2.1 op niveau AA.',
        'Kom je toch een probleem tegen? Laat het ons weten via de <a href="/contact">contactpagina</a>; we reageren binnen vijf werkdagen.',
      ],
      disclaimer: [
        'Wij besteden veel zorg aan de inhoud van deze website. Toch kan het voorkomen dat informatie onvolledig of verouderd is.',
        'Links naar websites van anderen zijn bedoeld als service; voor de inhoud daarvan zijn wij niet verantwoordelijk.',
      ],
    },
    labels: {
      readMore: 'Lees meer',
      allNews: 'Al het nieuws',
      allEvents: 'Volledige agenda',
      searchAbout: 'Zoek naar {subject}',
      watch: 'Bekijk de video',
      menu: 'Hoofdmenu',
      quickLinks: 'Snel naar',
      partners: 'Partners',
      aboutSite: 'Over {site}',
      followUs: 'Volg ons',
      madePossibleBy: 'Mogelijk gemaakt door',
      legal: 'Juridisch',
      newsletterTitle: 'Blijf op de hoogte',
      newsletterHtml: '<p>Ontvang elke maand het laatste nieuws over <strong>{themes}</strong>.</p>',
      contactIntro: 'Wij beantwoorden je vraag binnen drie werkdagen.',
      teamIntro: 'Deze mensen werken aan de inhoud van deze website.',
      address: 'Postbus 123, 6700 AC Wageningen',
    },
    form: {
      path: 'contactformulier',
      title: 'Stel je vraag',
      areaTitle: 'Contactformulier',
      linkText: 'Naar het contactformulier',
      submit: 'Versturen',
      fields: ['Naam', 'E-mailadres', 'Organisatie', 'Onderwerp', 'Je vraag of opmerking'],
    },
    sectionPaths: {
      news: 'nieuws',
      events: 'agenda',
      projects: 'projecten',
      knowledge: 'kennisbank',
      experts: 'experts',
    },
  },
  en: {
    pages: {
      about: {
        path: 'about',
        title: 'About us',
        lead: '{site} brings together knowledge on {themes} for practice, education and policy.',
      },
      contact: { path: 'contact', title: 'Contact', lead: 'Do you have a question about {themes}? Get in touch.' },
      knowledge: {
        path: 'knowledge-base',
        title: 'Knowledge base',
        lead: 'Reports, articles, teaching materials and fact sheets on {themes}.',
      },
      events: { path: 'events', title: 'Events', lead: 'Field visits, webinars, study days and demonstrations.' },
      news: { path: 'news', title: 'News', lead: 'The latest news from research, education and practice.' },
      projects: { path: 'projects', title: 'Projects', lead: 'Ongoing and completed projects on {themes}.' },
      experts: { path: 'experts', title: 'Experts', lead: 'Find the expert who can help you further.' },
      sources: { path: 'sources', title: 'Sources', lead: 'Scientific publications and practical reports.' },
      newsletter: {
        path: 'newsletter',
        title: 'Newsletter',
        lead: 'The most important news in your inbox every month.',
      },
      videos: {
        path: 'videos',
        title: 'Videos',
        lead: 'Knowledge in pictures: examples from practice and experts explaining.',
      },
      faq: { path: 'faq', title: 'Frequently asked questions', lead: 'Answers to the questions we get most often.' },
      dossiers: { path: 'dossier', title: 'Dossiers', lead: 'Everything about one topic, in one place.' },
      privacy: {
        path: 'privacy-cookie-statement',
        title: 'Privacy and cookie statement',
        lead: 'How we handle your data.',
      },
      cookies: { path: 'my-cookie-data', title: 'My cookie data', lead: 'View and change your cookie settings.' },
      accessibility: {
        path: 'accessibility',
        title: 'Accessibility',
        lead: 'We want everyone to be able to use this website.',
      },
      disclaimer: {
        path: 'disclaimer',
        title: 'Disclaimer',
        lead: 'No rights can be derived from the content of this website.',
      },
    },
    home: {
      title: 'Welcome to {site}',
      lead: 'Practical and reliable knowledge on {themes}.',
      intro:
        '{site} is the knowledge platform for everyone working on {themes}. Here you will find research results, examples from practice, teaching materials and experts.',
      latestNews: 'Latest news',
      upcoming: 'Coming up',
      themes: 'Themes',
      featured: 'Featured',
    },
    areas: {
      summary: 'Summary',
      contact: 'Contact',
      moreInfo: 'More information',
      team: 'The team',
      aside: 'See also',
      sources: 'Sources',
      related: 'Related knowledge',
    },
    dossierSections: [
      'What is {subject}?',
      'Why does it matter?',
      'What can you do yourself?',
      'Research and practice',
      'Rules and policy',
      'Experiences from {region}',
    ],
    faq: [
      {
        q: 'How do I find knowledge about {subject}?',
        a: 'Use the search bar at the top of the page and narrow the results with the filters for theme, year and content type.',
      },
      {
        q: 'May I use the teaching materials?',
        a: 'Yes, most teaching materials are free to use in education. Each item states which licence applies.',
      },
      {
        q: 'How do I add an event to the calendar?',
        a: 'Send us the details through the <a href="/contact-form">contact form</a>. We publish it within a week.',
      },
      {
        q: 'Why can I not open some publications?',
        a: 'Some publications are behind a publisher\u2019s paywall. Those items are marked <em>restricted</em>.',
      },
    ],
    legalParagraphs: {
      privacy: [
        'We only process the personal data needed to run this website and to answer your questions.',
        'Your data is never sold to third parties. You can always ask us which data we hold about you and have it deleted.',
        'We use functional cookies and, only with your consent, analytical cookies.',
      ],
      cookies: [
        'This page shows which cookies this website has stored on your device.',
        'Functional cookies are needed for the website to work. Analytical cookies help us improve it.',
      ],
      accessibility: [
        'This website aims to meet WCAG 2.1 at level AA.',
        'Found a problem? Let us know through the <a href="/contact">contact page</a>; we respond within five working days.',
      ],
      disclaimer: [
        'We take great care over the content of this website. Even so, information may be incomplete or out of date.',
        'Links to other websites are provided as a service; we are not responsible for their content.',
      ],
    },
    labels: {
      readMore: 'Read more',
      allNews: 'All news',
      allEvents: 'Full calendar',
      searchAbout: 'Search for {subject}',
      watch: 'Watch the video',
      menu: 'Main menu',
      quickLinks: 'Quick links',
      partners: 'Partners',
      aboutSite: 'About {site}',
      followUs: 'Follow us',
      madePossibleBy: 'Made possible by',
      legal: 'Legal',
      newsletterTitle: 'Stay informed',
      newsletterHtml: '<p>Get the latest news on <strong>{themes}</strong> every month.</p>',
      contactIntro: 'We answer your question within three working days.',
      teamIntro: 'These people look after the content of this website.',
      address: 'PO Box 123, 6700 AC Wageningen, the Netherlands',
    },
    form: {
      path: 'contact-form',
      title: 'Ask your question',
      areaTitle: 'Contact form',
      linkText: 'Go to the contact form',
      submit: 'Send',
      fields: ['Name', 'Email address', 'Organisation', 'Subject', 'Your question or comment'],
    },
    sectionPaths: {
      news: 'news',
      events: 'events',
      projects: 'projects',
      knowledge: 'knowledge-base',
      experts: 'experts',
    },
  },
};
