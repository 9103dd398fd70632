/**
 * A proxy in front of the site for ./desktop.ts's browser, which has no DevTools to ask: it
 * forwards every request with the cookies a test chooses (and gives them to the browser), and adds to each HTML page a small
 * script (with the page's CSP nonce) that reports to the proxy what the page knows of itself:
 * its path, whether it is being prerendered, its navigation's `activationStart`, and the screen
 * position of an element a test names. The reports are kept in order for the test to wait on.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageReport {
  path: string;
  /**
   * 'load': the page ran its scripts (prerendering or not); 'activate': a prerendered page was
   * shown; 'click': a click reached the page (`clicked` names what it landed on: a failure's clue).
   */
  event: 'load' | 'activate' | 'click';
  clicked?: string;
  prerendering: boolean;
  activationStart: number;
  /** The centre of the element `target` names, in screen pixels, and its link, when it is on the page. */
  target?: { x: number; y: number; href: string };
}

export interface ReportProxy {
  url: string;
  reports: PageReport[];
  /** Resolves with the first report that `match` accepts, or fails after `ms`. */
  waitFor(match: (r: PageReport) => boolean, ms?: number): Promise<PageReport>;
  close(): Promise<void>;
}

const REPORT_PATH = '/__page-report';

/** The script each page gets: `target` is a CSS selector of the element whose position to report. */
function reporter(target: string): string {
  return `(() => {
  const send = (event, clicked) => {
    const nav = performance.getEntriesByType('navigation')[0];
    const report = { path: location.pathname, event, prerendering: document.prerendering === true,
      activationStart: nav ? nav.activationStart : 0, clicked };
    const el = document.querySelector(${JSON.stringify(target)});
    if (el && !document.prerendering && event === 'load') {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      report.target = { x: screenX + r.left + r.width / 2, y: screenY + (outerHeight - innerHeight) + r.top + r.height / 2,
        href: el.getAttribute('href') || '' };
    }
    fetch(${JSON.stringify(REPORT_PATH)}, { method: 'POST', body: JSON.stringify(report), keepalive: true });
  };
  if (document.prerendering) document.addEventListener('prerenderingchange', () => send('activate'), { once: true });
  addEventListener('click', (e) => { const t = e.target; send('click', t && t.closest ? (t.closest('a') ? 'a ' + t.closest('a').getAttribute('href') : t.tagName + '.' + t.className) : String(t)); }, true);
  if (document.readyState === 'complete') send('load');
  else addEventListener('load', () => send('load'), { once: true });
})();`;
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startReportProxy(
  upstream: string,
  opts: { cookies: Record<string, string>; target: string },
): Promise<ReportProxy> {
  const reports: PageReport[] = [];
  const waiters = new Set<() => void>();
  const cookieHeader = Object.entries(opts.cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const server: Server = createServer(async (req, res) => {
    try {
      const payload = await body(req);
      if (req.url === REPORT_PATH) {
        reports.push(JSON.parse(payload.toString('utf8')) as PageReport);
        for (const wake of waiters) wake();
        res.writeHead(204).end();
        return;
      }
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (v === undefined || ['host', 'connection', 'accept-encoding', 'content-length'].includes(k)) continue;
        headers.set(k, Array.isArray(v) ? v.join(', ') : v);
      }
      headers.set('cookie', [headers.get('cookie'), cookieHeader].filter(Boolean).join('; '));
      const answer = await fetch(new URL(req.url ?? '/', upstream), {
        method: req.method,
        headers,
        body: ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : new Uint8Array(payload),
        redirect: 'manual',
      });
      const out: Record<string, string> = {};
      answer.headers.forEach((v, k) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'set-cookie'].includes(k))
          out[k] = v;
      });
      let content = Buffer.from(await answer.arrayBuffer());
      if ((answer.headers.get('content-type') ?? '').startsWith('text/html')) {
        const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
        const script = `<script${nonce ? ` nonce="${nonce}"` : ''}>${reporter(opts.target)}</script>`;
        content = Buffer.from(
          content.toString('utf8').replace(/<head([^>]*)>/, (m: string) => `${m}${script}`),
          'utf8',
        );
      }
      // The browser keeps the cookies too: scripts read them (the consent dialog stays closed).
      const setCookies = [
        ...answer.headers.getSetCookie(),
        ...Object.entries(opts.cookies).map(([k, v]) => `${k}=${v}; Path=/; SameSite=Lax`),
      ];
      res.writeHead(answer.status, { ...out, 'set-cookie': setCookies }).end(content);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    reports,
    async waitFor(match, ms = 30_000) {
      const found = () => reports.find(match);
      if (found()) return found() as PageReport;
      return new Promise<PageReport>((resolve, reject) => {
        const wake = () => {
          const hit = found();
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no such page report within ${ms} ms; reports: ${JSON.stringify(reports)}`));
        }, ms);
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
