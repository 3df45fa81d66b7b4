/**
 * The widget form's sections, in the order a site owner thinks about a widget: what it says, how it
 * looks, when it shows, what happens after a sign-up, and where subscribers go.
 */
export const FORM_SECTION_IDS = ['content', 'design', 'display', 'afterSubmit', 'channels'] as const;
export type FormSectionId = (typeof FORM_SECTION_IDS)[number];

export interface FormSection {
  id: FormSectionId;
  heading: string;
  /** One line under the heading, saying what the section decides. */
  intro: string;
}

export const FORM_SECTIONS: Readonly<Record<FormSectionId, FormSection>> = {
  content: { id: 'content', heading: 'Content', intro: 'What visitors read. Texts can also be typed in the preview.' },
  design: { id: 'design', heading: 'Design', intro: 'Where the widget sits and how it looks.' },
  display: { id: 'display', heading: 'Display rules', intro: 'When, where and how often the widget shows.' },
  afterSubmit: { id: 'afterSubmit', heading: 'After submit', intro: 'What visitors see once they have subscribed.' },
  channels: { id: 'channels', heading: 'Channels', intro: 'How visitors reach you, and where new subscribers go.' },
};
