// A minimal single-page app: client-side routes through history.pushState and popstate.
const titles = { '/spa/': 'Home', '/spa': 'Home', '/spa/cart': 'Your cart', '/spa/checkout': 'Checkout' };

function render() {
  const title = titles[location.pathname] ?? 'Not found';
  document.getElementById('spa-title').textContent = title;
  document.title = `Demo SPA: ${title}`;
}

document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[data-route]') : null;
  if (!link) return;
  event.preventDefault();
  history.pushState({}, '', link.getAttribute('href'));
  render();
});
window.addEventListener('popstate', render);
render();
