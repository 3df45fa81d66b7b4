/**
 * SPEC §3 SDK-ready flags (`ytsdkReady`, `vimeosdkReady`): a part that loads an SDK says so here, and
 * boot reports it to the loader (`mc:sdk`). The video players are the services' embed pages rather than
 * their SDK scripts (VideoPlayer.tsx), so a player's page having loaded is what "ready" means for them.
 * Without a provider (tests, QA previews) the report goes nowhere.
 */
import { createContext, useContext } from 'react';
import type { SdkName } from '../../bridge-protocol/messages';

export type SdkReadyReport = (sdk: SdkName) => void;

export const SdkReadyContext = createContext<SdkReadyReport>(() => undefined);

export function useSdkReady(): SdkReadyReport {
  return useContext(SdkReadyContext);
}
