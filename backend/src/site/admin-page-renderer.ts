import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import { pageParts, serverRenderedBody, type PageParts } from './admin-page';

/** What the frontend's server bundle renders (frontend/src/entry-server.tsx, renderAdminPage). */
type AdminPageRender = { outcome: 'rendered'; html: string; state: unknown } | { outcome: 'not-rendered' };

interface ServerBundle {
  renderAdminPage(url: string, server: { origin: string; token: string }): Promise<AdminPageRender>;
}

/**
 * Renders the admin dashboard at run time with the admin's data (docs/architecture.md#admin-first-paint)
 * through the frontend's server bundle, kept by the build in frontend/dist-server. Anything short
 * of a render (no bundle, a token the API refuses, a failed call, an error while rendering) gives
 * the prerendered page's own body, which then loads its data in the browser as before.
 */
@Injectable()
export class AdminPageRenderer {
  private readonly logger = new Logger(AdminPageRenderer.name);
  private readonly pages = new Map<string, PageParts | null>();
  private bundle?: Promise<ServerBundle | null>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The prerendered page in parts, read once; null when the site is not built. */
  page(path: string): PageParts | null {
    let parts = this.pages.get(path);
    if (parts === undefined) {
      const file = join(this.config.site.distDir, path, 'index.html');
      parts = existsSync(file) ? pageParts(readFileSync(file, 'utf8')) : null;
      this.pages.set(path, parts);
    }
    return parts;
  }

  /**
   * What follows `parts.head` for the page at `url` (its path and query as requested): the render
   * with its state, or the prerendered body. `origin` reaches this server's API.
   */
  async body(parts: PageParts, url: string, token: string, origin: string): Promise<string> {
    const bundle = await this.loadBundle();
    if (!bundle) return parts.root + parts.tail;
    try {
      const render = await bundle.renderAdminPage(url, { origin, token });
      if (render.outcome === 'rendered') return serverRenderedBody(parts, render.html, render.state);
    } catch (error) {
      // The message and stack only: no request data (it holds personal data) goes to the log.
      this.logger.error('Rendering an admin page failed; sent the prerendered page', (error as Error).stack);
    }
    return parts.root + parts.tail;
  }

  /** Loaded with the first admin page it renders: public traffic never pays for it. */
  private loadBundle(): Promise<ServerBundle | null> {
    this.bundle ??= (async () => {
      const entry = join(this.config.site.distDir, '..', 'dist-server', 'entry-server.js');
      try {
        return (await import(pathToFileURL(entry).href)) as ServerBundle;
      } catch (error) {
        this.logger.warn(
          `No server bundle at ${entry} (${(error as Error).message}): admin pages load their data in the browser`,
        );
        return null;
      }
    })();
    return this.bundle;
  }
}
