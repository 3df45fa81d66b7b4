// Lists every change the widgets report in editing mode. Text only: configured and typed text is
// never parsed as markup here either.
const log = document.getElementById('editor-log');
const empty = document.getElementById('editor-log-empty');

function append({ widgetId, widgetType, field, value }) {
  const item = document.createElement('li');
  const where = document.createElement('strong');
  where.textContent = `widget ${widgetId} (${widgetType}) · ${field}`;
  const text = document.createElement('q');
  text.textContent = value;
  item.append(where, ' ', text);
  item.dataset.widgetId = String(widgetId);
  item.dataset.field = field;
  log.prepend(item);
  if (empty) empty.hidden = true;
}

// Called once with window.MC, also when the loader initialised before this module ran.
window.mcInitialized = (MC) => {
  MC.on('editor:change', append);
};
