/**
 * A template drawn small for the gallery's choices: its surface, its picture where the template puts it,
 * two lines standing for the texts and a bar for the call to action. Decorative (the choice is named by
 * its label); the real frame beside the choices shows the template itself.
 */
import { templatePictureUrl, type WidgetTemplate } from '../../bridge-protocol/widgetTemplates';

const SKIN_SURFACE = { light: '#FFFFFF', dark: '#0F172A' } as const;
const SKIN_TEXT = { light: '#CBD5E1', dark: '#475569' } as const;

function TextLines({ color, accent, short }: { color: string; accent: string; short?: boolean }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col items-center justify-center gap-1">
      <span className="h-1.5 w-3/4 rounded-full" style={{ backgroundColor: color }} />
      {!short && <span className="h-1 w-1/2 rounded-full opacity-70" style={{ backgroundColor: color }} />}
      <span className="mt-1 h-2 w-2/5 rounded-sm" style={{ backgroundColor: accent }} />
    </span>
  );
}

/** `accent`: the page's brand accent, which every template's button wears. */
export function TemplateThumbnail({ template, accent }: { template: WidgetTemplate; accent: string }) {
  const surface = template.colors.background ?? SKIN_SURFACE[template.skin];
  const lines = template.media === 'background' ? '#FFFFFF' : (template.colors.headline ?? SKIN_TEXT[template.skin]);
  const picture = template.picture === null ? null : templatePictureUrl(template.picture, window.location.origin);
  const pictureImg = picture === null ? null : <img src={picture} alt="" className="size-full object-cover" />;
  const frame = 'relative flex overflow-hidden rounded-md ring-1 ring-slate-900/10';

  if (template.family === 'bar') {
    return (
      <span aria-hidden="true" className={`${frame} h-9 w-full items-center gap-2 px-2`} style={{ backgroundColor: surface }}>
        <TextLines color={lines} accent={accent} short />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${frame} aspect-[16/10] w-full gap-1.5 p-1.5 ${template.media === 'aboveHeadline' ? 'flex-col' : ''} ${template.media === 'right' ? 'flex-row-reverse' : ''}`}
      style={{ backgroundColor: surface }}
    >
      {template.media === 'background' && (
        <span className="absolute inset-0">
          {pictureImg}
          <span className="absolute inset-0 bg-slate-900/55" />
        </span>
      )}
      {(template.media === 'left' || template.media === 'right') && <span className="w-2/5 shrink-0 overflow-hidden rounded-sm">{pictureImg}</span>}
      {template.media === 'aboveHeadline' && <span className="h-2/5 shrink-0 overflow-hidden rounded-sm">{pictureImg}</span>}
      <span className="relative flex min-w-0 flex-1">
        <TextLines color={lines} accent={accent} />
      </span>
    </span>
  );
}
