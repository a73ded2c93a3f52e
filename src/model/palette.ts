/**
 * A site's brand colours (requirements §3): each a hex colour like `#1a2b3c`. The site files'
 * schema (src/sites/site-schema.ts) validates them against this shape; the model, the app and the
 * CLI take the type from here, below the site files.
 */
export interface Palette {
  gkn_base_color: string;
  gkn_highlight_color: string;
  gkn_banner_color: string;
  gkn_link_color: string;
  gkn_video_color: string;
  gkn_news_color: string;
  gkn_activity_color: string;
  gkn_dossier_color: string;
  gkn_other_color: string;
  gkn_project_color: string;
  gkn_gkz_color: string;
}
