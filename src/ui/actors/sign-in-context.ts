import { signInMachine } from '@/machines/sign-in/sign-in.machine';
import { createActorRefContext } from './actor-ref-context';

/**
 * One sign-in attempt: the connection's child (systemId `signIn`) while the sign-in modal is open, started afresh
 * at each opening and when the account or chain changes, as the reference kit remounts its panel
 * (src/ui/wallet/sign-in/sign-in-modal.tsx provides it).
 */
export const SignInActor = createActorRefContext(signInMachine);
