import { type ToastInput, toast } from '@/components/ui/use-toast';

/**
 * What a billing dialog does with its request's answer: saved, it says so and closes; refused, the
 * reason stays in the dialog's form (decision 093).
 */
export function closeWhenSaved(
  form: { refused: (error: unknown) => void },
  onClose: () => void,
  said: ToastInput,
) {
  return {
    onSuccess: () => {
      toast(said);
      onClose();
    },
    onError: form.refused,
  };
}
