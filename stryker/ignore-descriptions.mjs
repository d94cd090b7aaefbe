import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** A state's or machine's `description` is read only by docs/machines.md and the inspector, never by behaviour. */
const descriptionIgnorer = {
  shouldIgnore(path) {
    const parent = path.parentPath;
    if (!parent?.isObjectProperty() || parent.node.value !== path.node) return undefined;
    const key = parent.node.key;
    const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : '';
    return name === 'description'
      ? 'A description is documentation (docs/machines.md), not behaviour'
      : undefined;
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'descriptions', descriptionIgnorer)];
