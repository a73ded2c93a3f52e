import { css } from '@emotion/react';
import { HTML_LANG } from '../../i18n/locale.js';
import type { Locale } from '../../../model/services.js';
import { useI18n } from '../../theme/use-t.js';
import { SERVER_HTML, useKeepServerHtml } from '../keep-server-html.js';

// requirements §3 Date display: optional prefix, day, month, year, time, or year only; localized.
export type DateParts = 'date' | 'date-time' | 'year';

const dateCss = css({ whiteSpace: 'nowrap' });
const ZONE = 'Europe/Amsterdam';

// One formatter per language and parts, made once: an Intl.DateTimeFormat takes milliseconds to
// make, and a result list shows twenty dates while it hydrates (docs/benchmark.md, Lighthouse).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: Locale, parts: DateParts): Intl.DateTimeFormat {
  const key = `${locale} ${parts}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions =
      parts === 'year'
        ? { year: 'numeric', timeZone: ZONE }
        : { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE };
    if (parts === 'date-time') Object.assign(options, { hour: '2-digit', minute: '2-digit', hour12: locale === 'en' });
    formatter = new Intl.DateTimeFormat(HTML_LANG[locale], options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats an ISO date for nl-NL or en-US in Dutch time; null for something that is not a date. */
export function formatDate(iso: string, locale: Locale, parts: DateParts = 'date'): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatterFor(locale, parts).format(date);
}

interface Props {
  value: string | number;
  parts?: DateParts;
  prefix?: string;
  className?: string;
}

// While the page hydrates, a date keeps the server's text (as StaticHtml does, decision 024): the
// first Intl.DateTimeFormat of a page loads the language's and the zone's data, about 25 ms on
// this machine and 100 ms at Lighthouse's 4x phone CPU, one long task in the middle of hydration
// (the dossier's comments, docs/benchmark.md "Lighthouse"). A date formats when its value, parts or
// language change, or when it mounts after hydration.

/** A <time> element; a bare year (a number or "2024") shows the year only. */
export function DateDisplay({ value, parts = 'date', prefix, className }: Props) {
  const i18n = useI18n();
  const locale = (i18n.locale === 'en' ? 'en' : 'nl') as Locale;
  const yearOnly = typeof value === 'number' || /^\d{4}$/.test(value);
  const keep = useKeepServerHtml([locale, parts, value]);
  // A year in Dutch time is the machine-readable value too: that one is formatted as usual.
  if (keep && !yearOnly && parts !== 'year' && !Number.isNaN(new Date(value).getTime())) {
    return (
      <span className={className}>
        {prefix && `${prefix} `}
        <time
          key="kept"
          css={dateCss}
          dateTime={String(value)}
          suppressHydrationWarning
          dangerouslySetInnerHTML={SERVER_HTML}
        />
      </span>
    );
  }
  const text = yearOnly ? String(value) : formatDate(value, locale, parts);
  if (!text) return null;
  const machine = yearOnly ? String(value) : parts === 'year' ? text : value;
  return (
    <span className={className}>
      {prefix && `${prefix} `}
      <time key="formatted" css={dateCss} dateTime={machine}>
        {text}
      </time>
    </span>
  );
}
