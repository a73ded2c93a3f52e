import { Router, type Request, type Response } from 'express';
import type { CmsContent } from './cms-content.js';
import { PAGE_SECTIONS, type PageSectionId } from './site-content.js';

// The CMS calls of requirements §7 under {url}/cms. Unknown pages, sites and languages: 404 {"error":"not found"}.

const notFound = (res: Response) => res.status(404).json({ error: 'not found' });
const one = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : Array.isArray(v) && typeof v.at(-1) === 'string' ? (v.at(-1) as string) : undefined;

export function cmsRouter(content: () => CmsContent): Router {
  const router = Router();

  router.get('/:language', (req: Request, res: Response) => {
    const id = one(req.query.contentid);
    if (id === undefined || id === '') return res.status(400).json({ error: 'contentid is required' });
    const found = content().contentById(id);
    return found ? res.json(found) : notFound(res);
  });

  router.get(
    '/:language/:cname/*path',
    (req: Request<{ language: string; cname: string; path: string[] }>, res: Response) => {
      const { language, cname } = req.params;
      const path = req.params.path.filter(Boolean).join('/');
      const cms = content();
      if (path === 'paginasectie') {
        const sectionId = one(req.query.pagesectionid);
        const tsobjectid = one(req.query.tsobjectid);
        if (!sectionId || !tsobjectid)
          return res.status(400).json({ error: 'pagesectionid and tsobjectid are required' });
        if (!PAGE_SECTIONS.includes(sectionId as PageSectionId)) return notFound(res);
        const section = cms.section(language, cname, sectionId as PageSectionId, tsobjectid);
        return section ? res.json(section) : notFound(res);
      }
      if (path === 'Contactformulier') {
        const form = cms.contactForm(language, cname);
        return form ? res.json(form) : notFound(res);
      }
      // `draft=1`: the preview's call, which also sees unpublished pages (docs/upstream-contracts.md §1).
      const page = cms.page(language, cname, path, one(req.query.draft) === '1');
      return page ? res.json(page) : notFound(res);
    },
  );

  router.use((_req: Request, res: Response) => notFound(res));
  return router;
}
