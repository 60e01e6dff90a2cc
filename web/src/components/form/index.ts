export { CheckboxField, SelectField, TextAreaField, TextField } from './Field';
export { FormError } from './FormError';
export { SubmitButton } from './SubmitButton';
export { firstError } from './first-error';
export { fieldErrorClass, hintClass, inputClass, labelClass, primaryButtonClass } from './styles';
