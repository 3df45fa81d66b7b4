// Buttons that open an overlay widget through the public object: MC.getWidget(id).forceOpen().
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-open]') : null;
  if (!button) return;
  window.MC?.getWidget(button.getAttribute('data-open'))?.forceOpen();
});
