/**
 * The page screen's parts under its widgets: "Brand and legal", the overlay cap, the stacking level, webhooks, privacy and
 * the embed code. Each saving part answers with the page as stored, handed to `onSaved`.
 */
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import { EmbedCodeSection } from '../embed/EmbedCodeSection';
import { OverlayCapSection } from '../pageSettings/OverlayCapSection';
import { PageSettingsSection } from '../pageSettings/PageSettingsSection';
import { PrivacySection } from '../pageSettings/PrivacySection';
import { StackingSection } from '../pageSettings/StackingSection';
import type { PageRow } from '../rules/pageRows';
import { WebhooksSection } from '../webhooks/WebhooksSection';

export interface PageSectionsProps {
  pageId: string;
  page: StudioPage;
  rows: readonly PageRow[];
  onSaved: (page: StudioPage) => void;
  onSessionLost: (notice: string) => void;
}

export function PageSections({ pageId, page, rows, onSaved, onSessionLost }: PageSectionsProps) {
  const config = page.config;
  return (
    <>
      <PageSettingsSection pageId={pageId} config={config} onSaved={onSaved} onSessionLost={onSessionLost} />
      <OverlayCapSection pageId={pageId} config={config} onSaved={onSaved} onSessionLost={onSessionLost} />
      <StackingSection pageId={pageId} config={config} onSaved={onSaved} onSessionLost={onSessionLost} />
      <WebhooksSection pageId={pageId} onSessionLost={onSessionLost} />
      <PrivacySection pageId={pageId} config={config} onSaved={onSaved} onSessionLost={onSessionLost} />
      <EmbedCodeSection pageId={pageId} pageConfig={config} nameOf={(id) => rows.find((row) => row.id === id)?.name ?? `Widget ${id}`} />
    </>
  );
}
