export { TextField, SelectField } from './Field';
export { FormError } from './FormError';
export { SubmitButton } from './SubmitButton';
export { firstError } from './first-error';
export { inputClass, labelClass, primaryButtonClass } from './styles';
