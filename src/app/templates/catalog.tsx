import { useState, type ReactNode } from 'react';
import type { Answer, QuestionaryNode } from '../../api/schemas/questionary.ts';
import { QuestionaryNode as QuestionaryNodeSchema } from '../../api/schemas/questionary.ts';
import { Button } from '../../../widgets/kit/Button.tsx';
import { Icon } from '../../../widgets/kit/icons.tsx';
import { IconButton } from '../../../widgets/kit/IconButton.tsx';
import { KioskLayout } from '../../../widgets/kit/KioskLayout.tsx';
import { Pager } from '../../../widgets/kit/Pager.tsx';
import { Popup } from '../../../widgets/kit/Popup.tsx';
import { ProgressBar } from '../../../widgets/kit/ProgressBar.tsx';
import { Spinner } from '../../../widgets/kit/Spinner.tsx';
import { Message } from '../../../widgets/screens/message/index.ts';
import { Questionary } from '../../../widgets/screens/questionary/index.ts';
import { answerQuestion, previousQuestion, startQuestionary } from '../../kiosk/questionary/model.ts';
import { Waiting } from '../../../widgets/screens/waiting/index.ts';
import type { TemplateSite } from './loadTemplateSite.ts';

/** What a template page gets: the sample site, and `report` to show what a widget emitted. */
export interface TemplateProps {
  readonly site: TemplateSite;
  readonly screenId: string;
  readonly report: (event: string, data?: Record<string, unknown>) => void;
  readonly onBack: () => void;
}

/** One demonstration page of core spec §2: its name (the route) and what it shows. */
export interface Template {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly render: (props: TemplateProps) => ReactNode;
}

const node = (id: string, type: number, name: string, extra: Record<string, unknown> = {}): QuestionaryNode =>
  QuestionaryNodeSchema.parse({ id, isSkip: false, initialAnswer: null, metadata: { questionId: `sample-${id}`, type, name, ...extra } });

const SAMPLE_NODES = {
  nextArrow: [
    node('name', 3, 'What is your name?', { description: 'The next arrow moves on once the answer is valid.', isRequired: true }),
    node('company', 3, 'Which company do you work for?'),
  ],
  yesno: [node('hazard', 0, 'Do you carry hazardous goods?', { isRequired: true })],
  keyboard: [node('plate', 3, 'Type your name with the on-screen keyboard', { defaultKeyboardCase: 'capital' })],
} as const;

/** A questionary of sample nodes that cycles: the widget exactly as the visitor sees it, over the questionary model. */
function QuestionaryTemplate({ nodes, keyboard, site, screenId, report, onBack }: TemplateProps & { nodes: readonly QuestionaryNode[]; keyboard?: boolean }) {
  const [state, setState] = useState(() => startQuestionary(nodes));
  const props = Questionary.props.parse({
    questionary: state,
    keyboard: { isEnabled: keyboard === true, layout: site.kiosk.onScreenKeyboardSettings.layout },
  });
  const Component = Questionary.component;
  return (
    <Component
      props={props}
      screenId={screenId}
      emit={(event, data) => {
        report(event, data);
        const answer = data?.answer as Answer | undefined;
        if (event === 'next' && answer) {
          const next = answerQuestion(state, answer);
          setState(next.done ? { ...next, index: 0, done: false } : next);
        } else if (event === 'back' && state.index > 0) setState(previousQuestion(state, answer));
        else if (event === 'back' || event === 'home') onBack();
      }}
    />
  );
}

function PopupTemplate({ site, screenId, report, onBack }: TemplateProps) {
  const [open, setOpen] = useState(true);
  const { askForHelpPopupTitle, askForHelpPopupMessage } = site.translations;
  return (
    <KioskLayout screenId={screenId} onBack={onBack}>
      <div className="kiosk-outcome">
        <Button variant="primary" action="help" onClick={() => setOpen(true)}>
          {askForHelpPopupTitle || 'Need help?'}
        </Button>
      </div>
      {open && (
        <Popup
          title={askForHelpPopupTitle}
          actions={
            <Button
              variant="primary"
              action="ok"
              onClick={() => {
                report('ok');
                setOpen(false);
              }}
            >
              OK
            </Button>
          }
        >
          <p className="kiosk-text">{askForHelpPopupMessage}</p>
        </Popup>
      )}
    </KioskLayout>
  );
}

function ControlsTemplate({ screenId, report, onBack }: TemplateProps) {
  const [page, setPage] = useState(0);
  return (
    <KioskLayout screenId={screenId} onBack={onBack} onHome={() => report('home')}>
      <h1 className="kiosk-title">Controls</h1>
      <div className="kiosk-actions">
        <Button variant="primary" action="primary" onClick={() => report('primary')}>
          Primary
        </Button>
        <Button variant="secondary" action="secondary" onClick={() => report('secondary')}>
          Secondary
        </Button>
        <Button variant="primary" disabled>
          Disabled
        </Button>
      </div>
      <div className="kiosk-actions">
        {(['back', 'prev', 'next', 'home'] as const).map((name) => (
          <IconButton key={name} label={name} action={`icon-${name}`} onClick={() => report(`icon-${name}`)}>
            <Icon name={name} />
          </IconButton>
        ))}
      </div>
      <ProgressBar value={page + 1} total={3} label={`Step ${page + 1} of 3`} />
      <Pager page={page} pageCount={3} onPrev={() => setPage(Math.max(0, page - 1))} onNext={() => setPage(Math.min(2, page + 1))} />
      <div className="kiosk-actions" style={{ alignItems: 'center' }}>
        <Spinner size="small" />
        <Spinner />
      </div>
    </KioskLayout>
  );
}

/**
 * The demonstration pages of core spec §2 (`/sample/templates/{name}`, tenant `sample`), in the
 * spec's order. Each renders the real widgets with sample data, so the pages double as the widget
 * gallery: a new kit piece or screen widget gets a line here.
 */
export const TEMPLATES: readonly Template[] = [
  {
    name: 'nextArrow',
    title: 'Next arrow',
    description: 'A question with back and the next arrow, lit once the answer is valid',
    render: (p) => <QuestionaryTemplate {...p} nodes={SAMPLE_NODES.nextArrow} />,
  },
  {
    name: 'waiting',
    title: 'Waiting',
    description: 'Waiting for the host to approve the visit',
    render: ({ site, screenId, report }) => {
      const Component = Waiting.component;
      return <Component props={Waiting.props.parse({ text: site.translations.waitingForApproval })} screenId={screenId} emit={report} />;
    },
  },
  {
    name: 'yesno',
    title: 'Yes / No',
    description: 'A yes-or-no question with two large options',
    render: (p) => <QuestionaryTemplate {...p} nodes={SAMPLE_NODES.yesno} />,
  },
  {
    name: 'keyboard',
    title: 'Keyboard',
    description: "The on-screen keyboard in the kiosk's layout",
    render: (p) => <QuestionaryTemplate {...p} nodes={SAMPLE_NODES.keyboard} keyboard />,
  },
  { name: 'popup', title: 'Popup', description: 'The ask-for-help popup', render: (p) => <PopupTemplate {...p} /> },
  {
    name: 'confirmation',
    title: 'Confirmation',
    description: 'The end screen after an approved registration, with its countdown',
    render: ({ site, screenId, report }) => {
      const Component = Message.component;
      const props = Message.props.parse({
        variant: 'success',
        titleKey: 'statusMessages:approved',
        text: site.translations.registrationCompleted,
        countdownMs: site.kiosk.timeouts.endScreen,
      });
      return <Component props={props} screenId={screenId} emit={report} />;
    },
  },
  { name: 'controls', title: 'Controls', description: 'Buttons, icon buttons, pager, progress bar and spinners', render: (p) => <ControlsTemplate {...p} /> },
];
