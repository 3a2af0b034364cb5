import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Answer } from '../../../src/api/schemas/questionary.ts';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Button } from '../../kit/Button.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import type { QuestionaryProps } from './props.ts';
import { QuestionPage } from './QuestionPage.tsx';

/**
 * The questionary page shell (core spec §2, §5). Emits:
 * - `next { answers, index }`: `answers` is the given map with this question's Answer (§3 shape,
 *   keyed by questionId) put in; `index` is the question just answered. Refused while invalid.
 * - `back { answers, index }`: the same map with the current draft, so nothing typed is lost.
 * - `home`.
 * Which question comes next (skips, extra steps) is the flow's business.
 */
export function QuestionaryScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof QuestionaryProps>>) {
  const { nodes, index, answers } = props;
  const node = nodes[index];
  const onNext = (next: Record<string, Answer>) => emit('next', { answers: next, index });
  const onBack = (next: Record<string, Answer>) => emit('back', { answers: next, index });
  return (
    <KioskLayout screenId={screenId} onHome={() => emit('home')}>
      {node ? (
        <QuestionPage key={`${index}:${node.id}`} node={node} index={index} count={nodes.length} answers={answers} onNext={onNext} onBack={onBack} />
      ) : (
        <NoQuestion onNext={() => onNext({ ...answers })} onBack={() => onBack({ ...answers })} />
      )}
    </KioskLayout>
  );
}

/** An index past the end (or no nodes): never a blank screen, the visitor can still move on. */
function NoQuestion({ onNext, onBack }: { onNext: () => void; onBack: () => void }) {
  const { t } = useTranslation(['registration']);
  return (
    <div className="kiosk-nav">
      <Button variant="secondary" action="back" onClick={onBack}>
        {t('registration:back')}
      </Button>
      <Button variant="primary" action="next" onClick={onNext}>
        {t('registration:next')}
      </Button>
    </div>
  );
}
