import { createContext, type ReactNode, useContext } from 'react';
import { Toaster } from './Toaster';
import { type ToastInput, toastStore } from './toast-store';

type ToastApi = { show: (input: ToastInput) => number; dismiss: (id: number) => void };

const ToastContext = createContext<ToastApi | null>(null);
const api: ToastApi = { show: (input) => toastStore.show(input), dismiss: (id) => toastStore.dismiss(id) };

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('Toast manager not initialized');
  return context;
}
