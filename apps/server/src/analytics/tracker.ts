import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calls } from '@kiln/contracts';

/** Marks the tracker in a built `index.html`, so it is injected once. */
const MARKER = 'data-kiln-analytics';

/**
 * The tracker of deployed sites: one page view per load and per in-app navigation, and its time on
 * page sent when the page is hidden or left. A load's first view carries the origin it came from, when
 * that is another site (never its path). It keeps nothing in the browser (no cookie, no storage):
 * each page view has a random id only so its duration lands on the same record.
 */
export function trackerScript(collectUrl: string, siteKey: string): string {
  const config = JSON.stringify({ url: collectUrl, siteKey });
  return `<script ${MARKER}>(function(){var c=${config.replace(/</g, '\\u003c')};
var view=null;var ref=null;
try{var r=document.referrer&&new URL(document.referrer);if(r&&r.host!==location.host)ref=r.origin;}catch(e){}
function id(){return (crypto.randomUUID?crypto.randomUUID():String(Math.random()).slice(2)+Date.now()).replace(/-/g,'');}
function send(p){var body=JSON.stringify(p);
if(navigator.sendBeacon&&navigator.sendBeacon(c.url,body))return;
fetch(c.url,{method:'POST',body:body,keepalive:true,mode:'no-cors',headers:{'content-type':'text/plain'}}).catch(function(){});}
function finish(){if(!view)return;var ms=view.shown+(view.since?Date.now()-view.since:0);
send({siteKey:c.siteKey,path:view.path,visitorId:view.id,durationMs:Math.max(0,Math.round(ms))});}
function start(){var p=location.pathname;if(view&&view.path===p)return;if(view)finish();
view={id:id(),path:p,shown:0,since:document.visibilityState==='hidden'?0:Date.now()};
var e={siteKey:c.siteKey,path:p,visitorId:view.id};if(ref){e.referrer=ref;ref=null;}send(e);}
['pushState','replaceState'].forEach(function(k){var o=history[k];history[k]=function(){var r=o.apply(this,arguments);start();return r;};});
addEventListener('popstate',start);
document.addEventListener('visibilitychange',function(){if(!view)return;
if(document.visibilityState==='hidden'){if(view.since){view.shown+=Date.now()-view.since;view.since=0;}finish();}
else if(!view.since){view.since=Date.now();}});
addEventListener('pagehide',function(){if(view&&view.since){view.shown+=Date.now()-view.since;view.since=0;}finish();});
start();})();</script>`;
}

export function collectUrl(publicUrl: string): string {
  return `${publicUrl}${calls.collectAnalytics.path}`;
}

/** Adds the tracker to a production build's `index.html` (before `</head>`, else at the top). */
export async function injectTracker(buildDir: string, script: string): Promise<void> {
  const file = path.join(buildDir, 'index.html');
  const html = await readFile(file, 'utf8');
  if (html.includes(MARKER)) return;
  const at = html.search(/<\/head>/i);
  const next = at === -1 ? `${script}${html}` : `${html.slice(0, at)}${script}${html.slice(at)}`;
  await writeFile(file, next);
}
