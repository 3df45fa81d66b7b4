// The demo's consent banner: what a site's own banner (or its CMP's callback) does with the loader.
for (const button of document.querySelectorAll('[data-consent]')) {
  button.addEventListener('click', () => {
    const analytics = button.getAttribute('data-consent') === 'true';
    window.MC('consent', { analytics });
    document.querySelector('[data-consent-state]').textContent = analytics ? 'Thanks: your visit is remembered.' : 'Nothing is stored.';
  });
}
