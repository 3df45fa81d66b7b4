/**
 * `feed_comment`: which comments on the page's posts get a private Messenger reply, and the reply
 * (SPEC §3 data.feed_comment_settings and data.feed_comment_welcome; the decisions the spec leaves open
 * are in rules/feedCommentSettings.ts). A sentence at the top says what the settings add up to.
 */
import { NumberField } from '../controls/NumberField';
import { RadioGroup } from '../controls/RadioGroup';
import { TextArea } from '../controls/TextArea';
import {
  FEED_COMMENT_WELCOME_MAX,
  KEYWORD_LIMITS,
  POST_LIMITS,
  REPLY_DELAY_MAX_SECONDS,
  normalizeFeedCommentSettings,
  normalizeFeedCommentWelcome,
  type FeedCommentSettings,
  type PostCoveredAreaType,
} from '../rules/feedCommentSettings';
import { feedCommentSummary } from '../rules/feedCommentSummary';
import { valueAt } from '../rules/widgetDraft';
import type { ConfigOnlyEditorProps } from './editorProps';
import { KeywordListEditor } from './KeywordListEditor';
import { Panel } from './Panel';
import { SwitchField } from './SwitchField';

export const FEED_SETTINGS_PATH = 'data.feed_comment_settings';
export const FEED_WELCOME_PATH = 'data.feed_comment_welcome';
const at = (key: string) => `${FEED_SETTINGS_PATH}.${key}`;

const COVERED_AREAS = [
  { value: 'all', label: 'Every post', description: 'Posts you publish later too.' },
  { value: 'specific', label: 'Only some posts', description: 'The posts you list below.' },
] as const;

/** The right column: the keywords that decide, and the private reply. */
function KeywordsAndReply({ settings, welcome, onChange, errorAt }: Pick<ConfigOnlyEditorProps, 'onChange' | 'errorAt'> & { settings: FeedCommentSettings; welcome: string }) {
  return (
    <div className="flex flex-col gap-5 lg:gap-6">
      <Panel title="Keywords" description="Matched anywhere in the comment, whatever the case.">
        <KeywordListEditor
          label="Reply when a comment mentions"
          values={settings.include_keywords}
          onChange={(words) => onChange(at('include_keywords'), words)}
          limits={KEYWORD_LIMITS}
          placeholder="sale"
          emptyText="No keyword: every comment gets a reply."
          errorMessage={errorAt(at('include_keywords'))}
        />
        <KeywordListEditor
          label="Never reply when it mentions"
          values={settings.exclude_keywords}
          onChange={(words) => onChange(at('exclude_keywords'), words)}
          limits={KEYWORD_LIMITS}
          placeholder="refund"
          emptyText="None."
          errorMessage={errorAt(at('exclude_keywords'))}
        />
      </Panel>
      <Panel title="Private reply" description="Sent in Messenger to the person who commented.">
        <TextArea
          label="Reply text"
          value={welcome}
          onChange={(value) => onChange(FEED_WELCOME_PATH, value)}
          rows={6}
          maxLength={FEED_COMMENT_WELCOME_MAX}
          description={`${welcome.length} / ${FEED_COMMENT_WELCOME_MAX} characters.`}
          errorMessage={errorAt(FEED_WELCOME_PATH)}
        />
      </Panel>
    </div>
  );
}

export function FeedCommentEditor({ widget, onChange, errorAt }: ConfigOnlyEditorProps) {
  const settings = normalizeFeedCommentSettings(valueAt(widget, FEED_SETTINGS_PATH));
  const welcome = normalizeFeedCommentWelcome(valueAt(widget, FEED_WELCOME_PATH));
  const area = settings.post_covered_area;

  return (
    <div className="flex flex-col gap-5 lg:gap-6">
      <p className="rounded-xl border border-accent-600/15 bg-accent-50 px-4 py-3 text-sm text-accent-900">
        {feedCommentSummary(settings)}
      </p>
      <div className="grid items-start gap-5 lg:grid-cols-2 lg:gap-6">
        <Panel title="Which comments" description="Comments on your page’s posts that get a reply.">
          <RadioGroup
            label="Posts"
            options={COVERED_AREAS}
            value={area.type}
            onChange={(value) => onChange(at('post_covered_area'), { type: value as PostCoveredAreaType, value: value === 'all' ? null : (area.value ?? []) })}
          />
          {area.type === 'specific' && (
            <KeywordListEditor
              label="Post ids"
              values={area.value ?? []}
              onChange={(ids) => onChange(at('post_covered_area'), { type: 'specific', value: ids })}
              limits={POST_LIMITS}
              placeholder="1234567890_9876543210"
              description="From the post’s address on Facebook."
              emptyText="No post yet: add at least one."
              errorMessage={errorAt(at('post_covered_area'))}
            />
          )}
          <SwitchField
            label="Top-level comments only"
            isSelected={settings.track_root_comment_only}
            onChange={(value) => onChange(at('track_root_comment_only'), value)}
            description="Replies inside a comment thread are usually people talking to each other; leave them alone."
          />
          <NumberField
            label="Reply delay (seconds)"
            value={settings.reply_delay}
            onChange={(value) => onChange(at('reply_delay'), value ?? 0)}
            min={0}
            max={REPLY_DELAY_MAX_SECONDS}
            integerOnly
            positive
            description={`0 replies at once; at most ${REPLY_DELAY_MAX_SECONDS} (an hour). A short pause reads less like a robot.`}
            errorMessage={errorAt(at('reply_delay'))}
          />
        </Panel>
        <KeywordsAndReply settings={settings} welcome={welcome} onChange={onChange} errorAt={errorAt} />
      </div>
    </div>
  );
}
