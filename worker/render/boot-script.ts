/**
 * The boot script's text (added to each page by ./page-assets.ts): once the first frame has been
 * painted (a frame, then a task) it appends the whole site's stylesheet, for print (the islands
 * switch it to every medium when they need it, client/site-styles.ts), and the client entry as a
 * module script; so neither their requests nor evaluating the JavaScript comes before the first
 * paint. A hidden tab paints no frame: it loads both at once; a frame that never comes is covered
 * by a 1 s timer. It runs once.
 */
export function bootScript(src: string, siteCss: string): string {
  const url = JSON.stringify(src).replace(/</g, '\\u003c');
  const css = JSON.stringify(siteCss).replace(/</g, '\\u003c');
  return `(function(){var d=0;function go(){if(d)return;d=1;var l=document.createElement('link');l.rel='stylesheet';l.media='print';l.href=${css};l.setAttribute('data-site-css','');document.body.appendChild(l);var s=document.createElement('script');s.type='module';s.src=${url};document.head.appendChild(s)}if(document.visibilityState==='hidden')go();else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}})()`;
}
