import { memo } from 'react';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { isCompactIn, stepOf } from './connect-flow-view';
import { ConnectStep } from './connect-step';
import { DownloadOptionsStep } from './download-options-step';
import { DownloadStep } from './download-step';
import { GetStep } from './get-step';
import { InstructionsStep } from './instructions-step';
import { IntroPanel } from './intro-panel';

/** The content of the current step (its heading and back button are drawn by the layout around it). */
export const StepPanel = memo(function StepPanel({ learnMoreUrl }: { learnMoreUrl: string }) {
  const step = ConnectFlowActor.useSelector(stepOf);
  const compact = ConnectFlowActor.useSelector(isCompactIn);
  switch (step) {
    case 'NONE':
      return compact ? null : <IntroPanel learnMoreUrl={learnMoreUrl} withHeading />;
    case 'LEARN_COMPACT':
      return <IntroPanel learnMoreUrl={learnMoreUrl} withHeading={false} />;
    case 'GET':
      return <GetStep />;
    case 'CONNECT':
      return <ConnectStep />;
    case 'DOWNLOAD_OPTIONS':
      return <DownloadOptionsStep />;
    case 'DOWNLOAD':
      return <DownloadStep />;
    case 'INSTRUCTIONS_MOBILE':
      return <InstructionsStep platform="mobile" />;
    case 'INSTRUCTIONS_DESKTOP':
      return <InstructionsStep platform="desktop" />;
    case 'INSTRUCTIONS_EXTENSION':
      return <InstructionsStep platform="extension" />;
  }
});
