import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { QuestionaryNode } from '../../../../src/kiosk/questionary/model.ts';
import type { WidgetComponentProps } from '../../../defineWidget.ts';
import { VideoFeedback } from '../../../fields/video-field/VideoFeedback.tsx';
import { Button } from '../../../kit/Button.tsx';
import { KioskLayout } from '../../../kit/KioskLayout.tsx';
import { SafeHtml } from '../../../kit/SafeHtml.tsx';
import type { CertificationBriefingEvents, CertificationBriefingProps } from './props.ts';
import '../certification.css';

/** The video of a briefing as the questionary's video field takes it (type 15, not required: next is never blocked). */
const videoNode = (url: string, name: string): QuestionaryNode => ({
  id: 'briefing-video',
  isSkip: false,
  initialAnswer: null,
  metadata: {
    questionId: 'briefing-video',
    internalName: '',
    type: 15,
    name,
    url,
    isRequired: false,
    requiresRangeValidation: false,
    isSearchableListOnSsk: false,
    isOptionalIdentificationField: false,
    isAutomaticApprovalField: false,
  },
});

const VIDEO_SETTINGS = {
  onScreenKeyboard: false,
  defaultCountry: 'be',
  preferredCountries: [],
  scannerLocation: 'bottom-center',
  phoneAutoSubmitMs: 0,
} as const;
const ignore = () => {};

/**
 * A briefing content page (site-operations §2, §3): the title, the info line, then the HTML through
 * the kiosk's sanitiser (`SafeHtml`: scripts and event-handler attributes never run) or the video
 * through the questionary's video field (which holds the idle timeout while it plays, §2). Next
 * (`data-action="next"`) and the header's back emit their events; the flow decides where they lead.
 */
export function CertificationBriefingScreen({
  props,
  emit,
  screenId,
}: WidgetComponentProps<z.infer<typeof CertificationBriefingProps>, typeof CertificationBriefingEvents>) {
  const { t } = useTranslation(['registration']);
  return (
    <KioskLayout screenId={screenId} onBack={() => emit('back')} onHome={() => emit('home')}>
      <div className="kiosk-certification kiosk-certification--briefing">
        {props.pages > 1 && (
          <p className="kiosk-text kiosk-muted" data-action="briefing-page">
            {props.page + 1} / {props.pages}
          </p>
        )}
        {props.name && <h1 className="kiosk-title">{props.name}</h1>}
        {props.info && <p className="kiosk-text">{props.info}</p>}
        {props.contentType === 1 ? (
          <VideoFeedback
            node={videoNode(props.content, props.name)}
            value={[]}
            onChange={ignore}
            onSubmit={ignore}
            validation={{ isValid: true, value: [] }}
            showError={false}
            inputId="briefing-video"
            settings={VIDEO_SETTINGS}
          />
        ) : (
          <SafeHtml className="kiosk-certification__html" html={props.content} />
        )}
        <Button variant="primary" action="next" onClick={() => emit('next')}>
          {t('registration:next')}
        </Button>
      </div>
    </KioskLayout>
  );
}
