// The fields moved to the UI kit; the checkout's fields still import them from here until the
// checkout feature takes them from the kit too.
export { FormField, FormProblem } from './ui/form-field';
export { SubmitButton } from './ui/button';
