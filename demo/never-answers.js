// The loader tag of /never-answers.html, with `data-api` taken from the address (`?api=…`), so the page can
// point the loader at a backend that accepts the connection and never answers.
const here = document.currentScript;
const api = new URLSearchParams(location.search).get('api');
const loader = document.createElement('script');
loader.async = true;
loader.src = `${here.dataset.widgetOrigin}/loader.js`;
loader.dataset.pageId = 'demo';
if (api) loader.dataset.api = api;
document.head.append(loader);
