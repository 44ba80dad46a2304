import { SiteLink } from '../../app/site-link';
import { useLoginHref } from '../../layout/header/use-login-href';
import { Popup } from '../../layout/popup/popup';

export const CONFLICT_TITLE = 'Dina svar sparas för en utbildning i taget';
export const SWITCH_COURSE = 'Byt till den här utbildningen';
export const KEEP_OTHER_COURSE = 'Behåll den andra';

export interface CourseConflictProps {
  open: boolean;
  /** The course that holds the learner's answers, when the device knows its title. */
  otherTitle?: string | null | undefined;
  /** Drops the other course's answers and records the refused answer here. */
  onSwitch(): void;
  /** Keeps the other course; the refused answer is not recorded. */
  onKeepOther(): void;
}

/**
 * Asked when an anonymous learner answers in a second course (SPEC §4: progress is kept on
 * the device for one course at a time). The answer is never dropped silently: the learner
 * chooses, and closing the question keeps things as they are.
 */
export function CourseConflict({ open, otherTitle, onSwitch, onKeepOther }: CourseConflictProps) {
  const loginHref = useLoginHref();
  const other = otherTitle ? `utbildningen ${otherTitle}` : 'en annan utbildning';
  return (
    <Popup
      open={open}
      title={CONFLICT_TITLE}
      text={`Du har redan svarat på frågor i ${other} på den här enheten. Utan inloggning sparar vi svar för en utbildning i taget, så ditt svar här är inte sparat. Byter du till den här utbildningen tas dina svar i den andra bort.`}
      size="medium"
      onClose={onKeepOther}
      buttons={[
        { label: SWITCH_COURSE, onClick: onSwitch },
        { label: KEEP_OTHER_COURSE, onClick: onKeepOther, variant: 'secondary' },
      ]}
    >
      <p>
        Vill du gå flera utbildningar samtidigt? <SiteLink href={loginHref}>Logga in</SiteLink> eller{' '}
        <SiteLink href="/anvandare/registrera">skapa ett konto</SiteLink>, så sparas dina svar på ditt konto.
      </p>
    </Popup>
  );
}
