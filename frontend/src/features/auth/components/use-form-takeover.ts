import type { FormInstance } from 'antd';
import { useEffect, useState } from 'react';

/**
 * Sign-in and sign-up arrive rendered by the server and the app takes them over a moment later
 * (ADR 0030). Whatever the visitor typed meanwhile is in the inputs but not in the form's
 * store, so it is adopted once the app runs (antd names each input's id after its field); and
 * the buttons stay disabled until then, so Enter or a tap cannot send the bare page.
 * Answers whether the form is ready.
 */
export function useFormTakeover<Fields>(form: FormInstance<Fields>, names: Array<keyof Fields & string>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const typed = Object.fromEntries(
      names.map((name) => [name, (document.getElementById(name) as HTMLInputElement | null)?.value ?? '']).filter(([, value]) => value !== ''),
    );
    if (Object.keys(typed).length > 0) form.setFieldsValue(typed as Parameters<FormInstance<Fields>['setFieldsValue']>[0]);
    setReady(true);
    // Once, when the app takes the page over.
  }, []);
  return ready;
}
