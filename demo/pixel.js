// Buttons of /pixel.html: each calls window.MC and shows what it answered (or why it refused).
(function () {
  var result = document.getElementById('result');
  var show = function (text) { result.textContent = text; };
  var run = function (promise, label) {
    promise.then(
      function (value) { show(label + ' → ' + (value === undefined ? 'sent' : JSON.stringify(value))); },
      function (error) { show(label + ' → refused: ' + error.message); }
    );
  };
  document.addEventListener('click', function (event) {
    var button = event.target.closest('button[data-action]');
    if (!button || !window.MC || !window.MC.version) return;
    switch (button.dataset.action) {
      case 'event': return run(MC.fireEvent('signup', { plan: 'pro' }), 'fireEvent');
      case 'conversion': return run(MC.fireLogConversionEvent('purchase'), 'fireLogConversionEvent');
      case 'money': return run(MC.fireLogMoneyEvent('purchase', 19.9), 'fireLogMoneyEvent');
      case 'optin': return run(MC.checkOptin(), 'checkOptin');
      case 'parse': {
        var anchor = document.createElement('div');
        anchor.setAttribute('data-widget-id', '121');
        document.getElementById('later').appendChild(anchor);
        MC.parse();
        return show('MC.parse() → the box renders in the new element');
      }
    }
  });
})();
