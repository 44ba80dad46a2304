export { MySettings } from './my-settings';
export { mySettingsLabels } from './my-settings-labels';
export { type FormServerError, formServerError } from './server-error';
