/**
 * The script that the example page's server HTML runs where its map will be, before the first
 * paint: the page reads `?name=` only once hydrated, so its static HTML cannot name the example;
 * this shows that example's thumbnail in the reserved box meanwhile, the page's first large paint.
 * The name is used only when it is one of `ids`, and only as part of an image address.
 */
export function examplePosterScript(ids: readonly string[], thumbnailPrefix: string): string {
  // JSON, with `<` escaped, so that nothing in it can close the script element.
  const data = JSON.stringify({ids, prefix: thumbnailPrefix}).replace(/</g, '\\u003c');
  return `(function(d){var n=new URLSearchParams(location.search).get("name");if(d.ids.indexOf(n)<0)return;var m=document.documentElement.getAttribute("data-theme")==="dark"?"dark":"light";var b=d.prefix+n+"-"+m;var i=document.currentScript.previousElementSibling;i.srcset=b+".webp 1x, "+b+"@2x.webp 2x";i.src=b+".webp";i.hidden=false})(${data})`;
}
