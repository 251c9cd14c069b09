/**
 * A posted form's text fields as a function of their name: '' for a field that is missing or a
 * file. Forms posted to page actions are read with it (their use cases validate what it gives).
 */
export function formText(form: FormData): (name: string) => string {
  return (name) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
}
