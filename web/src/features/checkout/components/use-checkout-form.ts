import { useRef } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import { fieldErrors } from '../lib/form-rules';
import { scrollToFirstError } from '../lib/scroll-to-first-error';

/**
 * react-hook-form with the checkout's habits: validation on submit and then on change, the first
 * invalid field scrolled into view and focused (spec 9), a 422 answer's details shown at their
 * fields. `submit(handler)` is the form's onSubmit.
 */
export function useCheckoutForm<T extends FieldValues>(options: UseFormProps<T>) {
  const form = useForm<T>({ mode: 'onSubmit', reValidateMode: 'onChange', ...options });
  const formRef = useRef<HTMLFormElement>(null);

  const scroll = () => {
    // After React has rendered the messages (aria-invalid is then on the inputs).
    setTimeout(() => scrollToFirstError(formRef.current ?? document), 0);
  };

  const submit = (handler: (values: T) => Promise<unknown>) =>
    form.handleSubmit(async (values) => {
      try {
        await handler(values);
      } catch (error) {
        if (!isApiError(error)) throw error;
        const errors = fieldErrors(error.details);
        const known = Object.keys(form.getValues());
        let shown = false;
        for (const { field, message } of errors) {
          if (known.includes(field)) {
            form.setError(field as Path<T>, { type: 'server', message });
            shown = true;
          }
        }
        if (shown) scroll();
        else form.setError('root.server' as Path<T>, { type: 'server', message: error.message });
      }
    }, scroll);

  return { ...form, formRef, submit };
}
