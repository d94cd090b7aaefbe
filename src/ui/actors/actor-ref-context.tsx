import { useActorRef, useSelector } from '@xstate/react';
import { type Context, createContext, type ReactNode, useContext } from 'react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic, SnapshotFrom } from 'xstate';

type OwnActorProps<TLogic extends AnyActorLogic> = {
  /** The logic to start an actor of its own from (tests, stand-alone use). */
  logic?: TLogic;
  options?: ActorOptions<TLogic>;
  children?: ReactNode;
};
type GivenActorProps<TLogic extends AnyActorLogic> = {
  /** An actor that already runs, e.g. a child of the wallet system (its systemId). */
  actorRef: ActorRefFrom<TLogic>;
  children?: ReactNode;
};
export type ActorRefProviderProps<TLogic extends AnyActorLogic> =
  | OwnActorProps<TLogic>
  | GivenActorProps<TLogic>;

interface RefContextOf<TLogic extends AnyActorLogic> {
  context: Context<ActorRefFrom<TLogic> | null>;
  defaultLogic: TLogic;
  /** The actor above, or the refusal a hook outside its Provider gives. */
  requireProvider: (actorRef: ActorRefFrom<TLogic> | null) => ActorRefFrom<TLogic>;
}

function requireAnyProvider<T>(actorRef: T | null): T {
  if (!actorRef) throw new Error('This view needs its actor Provider above it');
  return actorRef;
}

function OwnActor<TLogic extends AnyActorLogic>({
  of,
  logic,
  options,
  children,
}: OwnActorProps<TLogic> & { of: RefContextOf<TLogic> }) {
  const actorRef = useActorRef(logic ?? of.defaultLogic, options) as ActorRefFrom<TLogic>;
  return <of.context value={actorRef}>{children}</of.context>;
}

function ActorRefProvider<TLogic extends AnyActorLogic>({
  of,
  ...props
}: ActorRefProviderProps<TLogic> & { of: RefContextOf<TLogic> }) {
  if ('actorRef' in props) return <of.context value={props.actorRef}>{props.children}</of.context>;
  return <OwnActor of={of} {...props} />;
}

function useActorRefOf<TLogic extends AnyActorLogic>(of: RefContextOf<TLogic>): ActorRefFrom<TLogic> {
  return of.requireProvider(useContext(of.context));
}

function useSelectorOf<TLogic extends AnyActorLogic, T>(
  of: RefContextOf<TLogic>,
  selector: (snapshot: SnapshotFrom<TLogic>) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  // useSelector infers the snapshot from the ref's type, which TypeScript cannot tie back to TLogic here.
  return useSelector(useActorRefOf(of), selector as never, compare);
}

/**
 * createActorContext's API (Provider, useActorRef, useSelector) for an actor that may already run elsewhere: the
 * Provider takes either a running `actorRef` or, like createActorContext, a `logic` to start its own. A hook
 * outside the Provider throws (`requireProvider` words the refusal).
 */
export function createActorRefContext<TLogic extends AnyActorLogic>(
  defaultLogic: TLogic,
  { requireProvider = requireAnyProvider }: Partial<Pick<RefContextOf<TLogic>, 'requireProvider'>> = {},
) {
  const of: RefContextOf<TLogic> = {
    context: createContext<ActorRefFrom<TLogic> | null>(null),
    defaultLogic,
    requireProvider,
  };
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per actor at module level, as createActorContext does
    Provider: (props: ActorRefProviderProps<TLogic>) => <ActorRefProvider of={of} {...props} />,
    useActorRef: () => useActorRefOf(of),
    useSelector: <T,>(selector: (snapshot: SnapshotFrom<TLogic>) => T, compare?: (a: T, b: T) => boolean) =>
      useSelectorOf(of, selector, compare),
  };
}
