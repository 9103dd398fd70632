/**
 * The boot script's text (added to each page by ./page-assets.ts): once the first frame has been
 * painted (a frame, then a task) it appends the client entry as a module script, so that neither
 * its request nor evaluating the JavaScript comes before the first paint. A hidden tab paints no
 * frame: it loads it at once; a frame that never comes is covered by a 1 s timer. It runs once.
 */
export function bootScript(src: string): string {
  const url = JSON.stringify(src).replace(/</g, '\\u003c');
  return `(function(){var d=0;function go(){if(d)return;d=1;var s=document.createElement('script');s.type='module';s.src=${url};document.head.appendChild(s)}if(document.visibilityState==='hidden')go();else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}})()`;
}
