import { App } from 'antd';
import { useCallback } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds; spec section 9 default 5000. */
  duration?: number;
}

/** Toasts as the spec words them: a title, an optional description, destructive in red. */
export function useToast() {
  const { notification } = App.useApp();
  return useCallback(
    ({ title, description, variant = 'default', duration = 5000 }: ToastOptions) => {
      const open = variant === 'destructive' ? notification.error : notification.success;
      open({ title, description, duration: duration / 1000, placement: 'topRight', role: 'status' } as never);
    },
    [notification],
  );
}
