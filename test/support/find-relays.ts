import ts from 'typescript';

/**
 * A relay (issue 26): code in src/app or src/ui that, in reaction to one actor (or listener set), acts on another
 * actor or on react-query. The receiving actor must learn by a message from the sender's chart (`sendTo`,
 * `sendParent`, an event its own chart handles), and a react-query effect must be an action or actor the machine
 * names in `setup()` and the composition root provides.
 *
 * What counts as acting: a call that sends to an actor (`x.send(…)`, `sendBack(…)`), a react-query write
 * (`invalidateQueries`, `refetchQueries`, `resetQueries`, `removeQueries`, `setQueryData`), a helper that sends
 * (`addRecentTransaction`, `clearRecentTransactions`), a forwarding callback (a function named `on…`, or bound
 * from a property so named: `onPayment`), or a call of a function of the same module that does one of these.
 *
 * What counts as a reaction: the listener given to `x.on(…)` or `x.subscribe(…)` (inline, or a function of the same
 * module passed by name), and the effect of `useEffect`/`useLayoutEffect` whose dependency list names a value read
 * with a `useSelector` (a selected fact of one actor that the effect pushes elsewhere).
 *
 * Not a relay: a view sending its own actor's events from user input (event handlers are no reaction), reading
 * several actors to draw them, and an effect actor reporting the outside world (wagmi, the DOM) to its own parent.
 */
export interface Relay {
  /** The line (1-based) of the act. */
  line: number;
  /** The reaction it happens in: `.on`, `.subscribe`, `useEffect`… */
  reaction: string;
  /** The act: `connection.send`, `sendBack`, `invalidateQueries`… */
  act: string;
}

const QUERY_WRITES = new Set([
  'invalidateQueries',
  'refetchQueries',
  'resetQueries',
  'removeQueries',
  'setQueryData',
]);
const SENDING_HELPERS = new Set(['addRecentTransaction', 'clearRecentTransactions', 'sendBack']);
const LISTENER_METHODS = new Set(['on', 'subscribe']);
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect']);

type FunctionNode = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;

const isFunction = (node: ts.Node): node is FunctionNode =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node);

/** A forwarding callback's name: `onPayment`, `onTransactionSent`. */
const isCallbackName = (name: string) => /^on[A-Z]/.test(name);

/** The act a call is, if it is one by itself (not through a local function); `callbacks`: names bound from `on…`. */
function directAct(call: ts.CallExpression, callbacks: Set<string>): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) {
    if (SENDING_HELPERS.has(callee.text)) return callee.text;
    return isCallbackName(callee.text) || callbacks.has(callee.text) ? `${callee.text}()` : null;
  }
  if (!ts.isPropertyAccessExpression(callee)) return null;
  const name = callee.name.text;
  if (name === 'send') return `${callee.expression.getText()}.send`;
  if (isCallbackName(name)) return `${callee.getText()}()`;
  return QUERY_WRITES.has(name) ? name : null;
}

/** Local names bound from a property named `on…` (`const { onPayment: forward } = …`). */
function callbackAliases(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isBindingElement(node) && node.propertyName && isCallbackName(node.propertyName.getText()))
      names.add(node.name.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The module's named functions (declarations and `const f = () => …`), by name. */
function localFunctions(source: ts.SourceFile): Map<string, FunctionNode> {
  const functions = new Map<string, FunctionNode>();
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (isFunction(node.initializer)) functions.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return functions;
}

/** The acts inside `body`, following calls of the module's own functions (each once). */
function actsIn(
  body: ts.Node,
  module: { functions: Map<string, FunctionNode>; callbacks: Set<string> },
  seen = new Set<ts.Node>(),
): ts.CallExpression[] {
  const { functions, callbacks } = module;
  const found: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      if (directAct(node, callbacks)) found.push(node);
      else if (ts.isIdentifier(node.expression)) {
        const local = functions.get(node.expression.text);
        if (local && !seen.has(local)) {
          seen.add(local);
          if (actsIn(local, module, seen).length > 0) found.push(node);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

/** Names bound to a `useSelector(…)` / `X.useSelector(…)` result (what a view read from an actor). */
function selectedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isCallExpression(node.initializer)) {
      const callee = node.initializer.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
      if (name === 'useSelector') {
        if (ts.isIdentifier(node.name)) names.add(node.name.text);
        else
          for (const element of node.name.elements)
            if (ts.isBindingElement(element)) names.add(element.name.getText());
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The listener functions a reaction call hands over: inline, or a module function passed by name. */
function listenersOf(call: ts.CallExpression, functions: Map<string, FunctionNode>): ts.Node[] {
  return call.arguments.flatMap((argument): ts.Node[] => {
    if (isFunction(argument)) return [argument];
    if (ts.isIdentifier(argument)) {
      const local = functions.get(argument.text);
      return local ? [local] : [];
    }
    if (ts.isObjectLiteralExpression(argument)) return [argument];
    return [];
  });
}

/** Every relay in one module's source text. */
export function findRelays(fileName: string, text: string): Relay[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const functions = localFunctions(source);
  const module = { functions, callbacks: callbackAliases(source) };
  const selected = selectedNames(source);
  const relays: Relay[] = [];
  const report = (reaction: string, bodies: ts.Node[]) => {
    for (const body of bodies)
      for (const act of actsIn(body, module)) {
        const line = source.getLineAndCharacterOfPosition(act.getStart()).line + 1;
        relays.push({
          line,
          reaction,
          act: directAct(act, module.callbacks) ?? `${act.expression.getText()}()`,
        });
      }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && LISTENER_METHODS.has(callee.name.text))
        report(`.${callee.name.text}`, listenersOf(node, functions));
      if (ts.isIdentifier(callee) && EFFECT_HOOKS.has(callee.text)) {
        const [effect, deps] = node.arguments;
        const readsActor =
          deps !== undefined &&
          ts.isArrayLiteralExpression(deps) &&
          deps.elements.some((dep) => ts.isIdentifier(dep) && selected.has(dep.text));
        if (effect && readsActor) report(callee.text, [effect]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return relays;
}
