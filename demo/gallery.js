// Buttons that open an overlay widget through the public object: MC.getWidget(id).forceOpen(). A button
// of a group (`data-one-of`) closes the group's other widgets first: one bar at a time.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-open]') : null;
  if (!button) return;
  const group = button.getAttribute('data-one-of');
  if (group) {
    for (const other of document.querySelectorAll(`button[data-one-of="${CSS.escape(group)}"]`)) {
      if (other !== button) window.MC?.getWidget(other.getAttribute('data-open'))?.close();
    }
  }
  window.MC?.getWidget(button.getAttribute('data-open'))?.forceOpen();
});
