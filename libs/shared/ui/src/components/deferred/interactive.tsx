// The kit's components built on floating-ui and downshift (dialogs, menus, comboboxes, tag inputs) and the
// password strength meter (the domain's rule), loaded on first use: see deferredComponent.
import { deferredComponent } from './deferred-component';

export const Dialog = deferredComponent(() => import('../dialog/Dialog').then((module) => module.Dialog));
export const ConfirmDialog = deferredComponent(() =>
  import('../dialog/ConfirmDialog').then((module) => module.ConfirmDialog),
);
export const Menu = deferredComponent(() => import('../Menu').then((module) => module.Menu));
export const ComboboxField = deferredComponent(() =>
  import('../fields/ComboboxField').then((module) => module.ComboboxField),
);
export const SelectMenuField = deferredComponent(() =>
  import('../fields/SelectMenuField').then((module) => module.SelectMenuField),
);
export const TagInput = deferredComponent(() => import('../fields/TagInput').then((module) => module.TagInput));
export const PasswordStrengthMeter = deferredComponent(() =>
  import('../fields/PasswordStrengthMeter').then((module) => module.PasswordStrengthMeter),
);
