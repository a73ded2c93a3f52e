import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';

// requirements §7 Contactformulier: the contact form page has ways in — the contact page, the FAQ's
// 'contactformulier' link, the footer — and is listed in the sitemap.

let server: RunningServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

const get = (siteId: string, path: string) => request(server.url).get(path).set('Host', hostOf(siteId));
const section = (html: string, tag: 'main' | 'footer') =>
  html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`));

const SITES = [
  {
    id: 'groenkennisnet',
    form: '/contactformulier',
    faq: '/veelgestelde-vragen',
    faqText: 'contactformulier',
    contactLink: 'Naar het contactformulier',
    footerText: 'Contactformulier',
  },
  {
    id: 'green-knowledge-network',
    form: '/contact-form',
    faq: '/faq',
    faqText: 'contact form',
    contactLink: 'Go to the contact form',
    footerText: 'Contact form',
  },
];

describe('ways in to the contact form page', () => {
  for (const s of SITES) {
    test(`${s.id}: the contact page, the FAQ and the footer link ${s.form}, which shows the form`, async () => {
      const contact = section((await get(s.id, '/contact').expect(200)).text, 'main');
      assert.match(contact, new RegExp(`<a[^>]*href="${s.form}"[^>]*>[^]*?${s.contactLink}`), 'from the contact page');

      const faq = (await get(s.id, s.faq).expect(200)).text;
      assert.match(
        section(faq, 'main'),
        new RegExp(`<a[^>]*href="${s.form}"[^>]*>${s.faqText}</a>`),
        "the FAQ's contact form link",
      );
      assert.doesNotMatch(
        section(faq, 'main'),
        new RegExp(`href="/contact"[^>]*>${s.faqText}<`),
        'no longer the contact page',
      );

      const home = (await get(s.id, '/').expect(200)).text;
      assert.match(
        section(home, 'footer'),
        new RegExp(`<a[^>]*href="${s.form}"[^>]*>${s.footerText}</a>`),
        'from the footer',
      );

      const form = (await get(s.id, s.form).expect(200)).text;
      assert.match(form, /<form[^>]*id="contactformulier"[^>]*action="\/_forms\/contact"/);
    });

    test(`${s.id}: the sitemap lists the contact form page`, async () => {
      const xml = (await get(s.id, '/sitemap.xml').expect(200)).text;
      assert.equal(xml.split(`${s.form}</loc>`).length - 1, 1, 'once');
    });
  }
});
