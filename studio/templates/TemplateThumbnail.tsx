/**
 * A template drawn small for the gallery's choices: its surface, its picture where the template puts it,
 * two lines standing for the texts and a bar for the call to action (a ticket above them for the offer, a
 * single wide bar for the two-step template's question). Decorative (the choice is named by its label);
 * the real frame beside the choices shows the template itself.
 */
import { templatePictureUrl, type WidgetTemplate } from '../../bridge-protocol/widgetTemplates';

const SKIN_SURFACE = { light: '#FFFFFF', dark: '#0F172A' } as const;
const SKIN_TEXT = { light: '#CBD5E1', dark: '#475569' } as const;

function TextLines({ color, accent, short, feature }: { color: string; accent: string; short?: boolean; feature?: WidgetTemplate['feature'] }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col items-center justify-center gap-1">
      {feature === 'offer' && <span className="mb-0.5 h-2.5 w-2/5 rounded-sm border border-dashed" style={{ borderColor: accent }} />}
      <span className="h-1.5 w-3/4 rounded-full" style={{ backgroundColor: color }} />
      {!short && <span className="h-1 w-1/2 rounded-full opacity-70" style={{ backgroundColor: color }} />}
      <span className={`mt-1 h-2 rounded-sm ${feature === 'twoStep' ? 'w-3/5' : 'w-2/5'}`} style={{ backgroundColor: accent }} />
    </span>
  );
}

/** The thumbnail's surface and text-line colours: the brand field is the accent itself, its lines white. */
function tones(template: WidgetTemplate, accent: string): { surface: string; lines: string; button: string } {
  if (template.skin === 'brand') return { surface: accent, lines: '#FFFFFF', button: '#FFFFFF' };
  const surface = template.colors.background ?? SKIN_SURFACE[template.skin];
  const onPicture = template.media === 'background' || template.media === 'cover';
  return { surface, lines: onPicture ? '#FFFFFF' : (template.colors.headline ?? SKIN_TEXT[template.skin]), button: accent };
}

/** `accent`: the page's brand accent, else the template's own, which the template's button wears. */
export function TemplateThumbnail({ template, accent }: { template: WidgetTemplate; accent: string }) {
  const { surface, lines, button } = tones(template, accent);
  const picture = template.picture === null ? null : templatePictureUrl(template.picture, window.location.origin);
  const pictureImg = picture === null ? null : <img src={picture} alt="" className="size-full object-cover" />;
  const frame = 'relative flex overflow-hidden rounded-md ring-1 ring-slate-900/10';

  if (template.family === 'bar') {
    return (
      <span aria-hidden="true" className={`${frame} h-9 w-full items-center gap-2 px-2`} style={{ backgroundColor: surface }}>
        <TextLines color={lines} accent={button} short />
      </span>
    );
  }
  // Side pictures bleed to the card's edge, as the widget draws them.
  const side = template.media === 'left' || template.media === 'right';
  return (
    <span
      aria-hidden="true"
      className={`${frame} aspect-[16/10] w-full gap-1.5 ${side ? '' : 'p-1.5'} ${template.media === 'aboveHeadline' ? 'flex-col' : ''} ${template.media === 'right' ? 'flex-row-reverse' : ''}`}
      style={{ backgroundColor: surface }}
    >
      {(template.media === 'background' || template.media === 'cover') && (
        <span className="absolute inset-0">
          {pictureImg}
          <span className={`absolute inset-0 ${template.media === 'cover' ? 'bg-gradient-to-t from-slate-950/85 via-slate-950/20 to-transparent' : 'bg-slate-900/55'}`} />
        </span>
      )}
      {side && <span className={`shrink-0 overflow-hidden ${template.family === 'takeover' ? 'w-1/2' : 'w-2/5'}`}>{pictureImg}</span>}
      {template.media === 'aboveHeadline' && <span className="h-2/5 shrink-0 overflow-hidden rounded-sm">{pictureImg}</span>}
      <span className={`relative flex min-w-0 flex-1 ${side ? 'p-1.5' : ''} ${template.media === 'cover' ? 'items-end' : ''}`}>
        <TextLines color={lines} accent={button} feature={template.feature} />
      </span>
    </span>
  );
}
