/**
 * The boot script's text (added to each page by ./page-assets.ts): once the page's first
 * contentful paint has been presented (the browser's `first-contentful-paint` entry, then a task)
 * it appends the client entry as a module script, so that neither its request nor evaluating the
 * JavaScript comes before the first paint a visitor sees. A frame is not enough: the main thread
 * draws a frame some milliseconds before the screen shows it, and a request sent in between
 * leaves before the first paint (decision record 020, amendment 044). A browser without paint timing waits for
 * a frame, then a task. A hidden tab (or a prerendered page) paints nothing: it loads it at once;
 * a paint that never comes is covered by a 1 s timer. It runs once.
 */
export function bootScript(src: string): string {
  const url = JSON.stringify(src).replace(/</g, '\\u003c');
  return `(function(){var d=0;function go(){if(d)return;d=1;var s=document.createElement('script');s.type='module';s.src=${url};document.head.appendChild(s)}if(document.visibilityState==='hidden')go();else{var P=typeof PerformanceObserver==='function'&&PerformanceObserver.supportedEntryTypes;if(P&&P.indexOf('paint')>=0)new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}})()`;
}
