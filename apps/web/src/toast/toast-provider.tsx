import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export type ToastKind = 'info' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

export interface ShowToastOptions {
  kind?: ToastKind;
  /** How long the toast stays, in milliseconds. @default 5000 */
  duration?: number;
}

type ShowToast = (message: string, options?: ShowToastOptions) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** Shows short messages; they are announced by screen readers and leave by themselves. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) {
        clearTimeout(timer);
      }
    };
  }, []);

  const show = useCallback<ShowToast>((message, options = {}) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, message, kind: options.kind ?? 'info' }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, options.duration ?? 5000);
    timers.current.add(timer);
  }, []);

  const errors = useMemo(() => toasts.filter((toast) => toast.kind === 'error'), [toasts]);
  const infos = useMemo(() => toasts.filter((toast) => toast.kind === 'info'), [toasts]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Both regions are always in the page, so screen readers announce what is added. */}
      <div className="web-toasts">
        <ToastRegion role="alert" kind="error" toasts={errors} />
        <ToastRegion role="status" kind="info" toasts={infos} />
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/** One live region of toasts: errors as an alert, the rest as a status. */
function ToastRegion({
  role,
  kind,
  toasts,
}: {
  role: 'alert' | 'status';
  kind: ToastKind;
  toasts: readonly Toast[];
}) {
  return (
    <div role={role} className="web-toasts__region">
      {toasts.map((toast) => (
        <p key={toast.id} className="web-toast" data-kind={kind}>
          {toast.message}
        </p>
      ))}
    </div>
  );
}
