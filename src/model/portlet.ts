import type { Palette } from './palette.js';

/** A portlet as its pages see it (requirements §1: own configuration; footer 'made possible by' the provider). */
export interface PortletView {
  domain: string;
  title: string;
  provider: { name: string; url: string };
  palette: Partial<Palette>;
  /** Origins allowed to frame it: the embedded page only talks to these (resize messages). */
  embedOrigins: string[];
}
