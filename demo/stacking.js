// The page's cookie banner: vanilla-cookieconsent (served by the demo site from its package), as a bar at
// the bottom, so it meets the chat bubble at the bottom right. Consent is kept for this tab only, so a
// reload shows the banner again.
window.CookieConsent.run({
  // The tool hides its banner from automated browsers (navigator.webdriver) by default; the page's e2e
  // test (tests/e2e/stacking.spec.ts) is one, and it must see the banner a visitor sees.
  hideFromBots: false,
  cookie: { name: 'demo_stacking_consent', expiresAfterDays: 0.01 },
  guiOptions: { consentModal: { layout: 'bar', position: 'bottom' } },
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'We use cookies',
          description: 'Cookies keep the shop working and tell us which pages help.',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
        },
        preferencesModal: { title: 'Cookie preferences', sections: [] },
      },
    },
  },
});
