import { createActorContext } from '@xstate/react';
import { signInMachine } from '@/machines/sign-in.machine';

/**
 * One sign-in attempt. Provided afresh each time the sign-in modal opens (src/ui/wallet/sign-in/sign-in-modal.tsx
 * mounts it), so every opening fetches a new message, as the reference kit remounts its panel.
 */
export const SignInActor = createActorContext(signInMachine);
