/**
 * A widget's id in a pixel event's payload (SPEC §7 `widget_id`): a numeric id is sent as a number, as
 * the configuration gives it. The loader adds it to every frame's pixel event (the impression's
 * included), from its own widget, never from what the frame says.
 */
export const widgetIdValue = (id: string): string | number => (/^\d+$/.test(id) ? Number(id) : id);
